// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisiondiffmodel.h"
#include "findchild.h"
#include "revisiondiffview.h"
#include "sourceversionsview.h"

#include <QComboBox>
#include <QTest>
#include <QTreeWidget>

Q_DECLARE_METATYPE(SourceVersion)

namespace {
SourceVersion version(qint64 postId, int number, const char *content, bool current)
{
    SourceVersion result;
    result.postId = postId;
    result.postOrdinal = int(postId) - 1;
    result.version = number;
    result.content = content;
    result.importedAt = QStringLiteral("2026-03-0%1T10:00:00Z").arg(number);
    result.replacedAt = current ? QString() : QStringLiteral("2026-03-0%1T10:00:00Z").arg(number + 1);
    result.current = current;
    return result;
}
} // namespace

// The revision history's Source Versions tab: which versions it compares, their
// titles, the diff and the messages instead of one.
class TestSourceVersionsView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void comparesTheNewestUpdate_data();
    void comparesTheNewestUpdate();
    void selectorsAndList();
};

void TestSourceVersionsView::comparesTheNewestUpdate_data()
{
    QTest::addColumn<QList<SourceVersion>>("versions");
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("right");
    QTest::addColumn<QString>("rightTitle");
    QTest::newRow("one version: a message") << QList<SourceVersion> {version(1, 1, "a\n", true)} << -1 << -1 << QString();
    QTest::newRow("three versions: the last two") << QList<SourceVersion> {version(1, 1, "a\n", false), version(1, 2, "a\nb\n", false),
        version(1, 3, "a\nc\n", true)} << 1 << 2 << QStringLiteral("Version 3 (current)");
    QTest::newRow("two posts: the updated one, named by post")
        << QList<SourceVersion> {version(1, 1, "a\n", false), version(1, 2, "b\n", true), version(2, 1, "x\n", true)} << 0 << 1
        << QStringLiteral("Post 1 · Version 2 (current)");
}

void TestSourceVersionsView::comparesTheNewestUpdate()
{
    QFETCH(QList<SourceVersion>, versions);
    SourceVersionsView view;
    view.setVersions(versions);
    QTEST(view.leftIndex(), "left");
    QTEST(view.rightIndex(), "right");
    QFETCH(QString, rightTitle);
    if (rightTitle.isEmpty()) {
        QVERIFY(view.message().contains(QStringLiteral("one version")));
        return;
    }
    QVERIFY(view.message().isEmpty());
    QCOMPARE(view.diffView()->model()->headerData(1, Qt::Horizontal).toString(), rightTitle);
    QVERIFY(!view.summary().isEmpty());
}

void TestSourceVersionsView::selectorsAndList()
{
    SourceVersionsView view;
    view.setVersions({version(1, 1, "one\n", false), version(1, 2, "one\ntwo\n", false), version(1, 3, "one\ntwo\nthree\n", true)});
    auto *first = child<QComboBox>(view, "sourceVersionFirst");
    QCOMPARE(first->count(), 3);
    QCOMPARE(child<QComboBox>(view, "sourceVersionSecond")->currentIndex(), 2);
    // Either order: the older stays on the left.
    view.compare(2, 0);
    QCOMPARE(view.leftIndex(), 0);
    QCOMPARE(view.rightIndex(), 2);
    QCOMPARE(view.summary(), QStringLiteral("+2 −0 ~0 lines"));
    first->setCurrentIndex(0); // the second names version 1 already
    QCOMPARE(view.leftIndex(), -1);
    QVERIFY(view.message().contains(QStringLiteral("same version")));
    // Selecting a version in the list compares it with the one before it.
    auto *list = child<QTreeWidget>(view, "sourceVersionList");
    list->setCurrentItem(list->topLevelItem(1));
    QCOMPARE(view.leftIndex(), 0);
    QCOMPARE(view.rightIndex(), 1);
    QCOMPARE(view.summary(), QStringLiteral("+1 −0 ~0 lines"));
    QCOMPARE(list->topLevelItem(2)->text(2), QStringLiteral("—")); // the current version was never replaced
}

QTEST_MAIN(TestSourceVersionsView)
#include "tst_sourceversionsview.moc"
