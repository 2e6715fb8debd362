// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisiondiffmodel.h"
#include "findchild.h"
#include "revisiondiffview.h"
#include "revisionhistorydialog.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

#include <memory>

Q_DECLARE_METATYPE(Revision)
Q_DECLARE_METATYPE(TextDiff::Kind)

namespace {
const QHash<int, QString> kDrafts {
    {0, QStringLiteral("# Adam\n\nAdam combines these techniques.\n")},
    {1, QStringLiteral("# Adam算法\n\nAdam combines these techniques.\n")},
    {2, QStringLiteral("# Adam算法\n\nAdam算法将这些技术汇总到一起。\n")},
    {3, QStringLiteral("# Adam算法\n\nAdam算法将这些技术汇总到一起。\n\n它是一种高效的学习算法。\n")},
};

Revision revision(int number, const QString &author = QStringLiteral("li"))
{
    Revision out;
    out.number = number;
    out.author = number == 0 ? QString() : author;
    out.summary = number == 0 ? QString() : QStringLiteral("edit %1").arg(number);
    out.createdAt = QDateTime(QDate(2026, 11, 30), QTime(8, number * 5), Qt::UTC);
    out.updatedAt = out.createdAt.addSecs(number == 2 ? 1200 : 0);
    out.size = kDrafts.value(number).toUtf8().size();
    return out;
}

// Newest first, as RevisionRepository gives them.
QList<Revision> revisions(int newest)
{
    QList<Revision> out;
    for (int number = newest; number >= 0; --number) {
        out.append(revision(number));
    }
    return out;
}
} // namespace

class TestRevisionHistoryDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void comparesTheTwoNewestByDefault();
    void selectorsChooseTheDiff_data();
    void selectorsChooseTheDiff();
    void revisionZeroIsAsImported();
    void listSelectionComparesWithThePrevious_data();
    void listSelectionComparesWithThePrevious();
    void messagesInsteadOfADiff_data();
    void messagesInsteadOfADiff();
    void unreadableRevision();
    void summaryText_data();
    void summaryText();

private:
    QList<TextDiff::Kind> kinds() const;

    std::unique_ptr<RevisionHistoryDialog> m_dialog;
    QList<int> m_requested;
};

void TestRevisionHistoryDialog::init()
{
    m_requested.clear();
    m_dialog = std::make_unique<RevisionHistoryDialog>();
    m_dialog->setContentProvider([this](int number) -> std::optional<QString> {
        m_requested.append(number);
        if (!kDrafts.contains(number)) {
            return std::nullopt;
        }
        return kDrafts.value(number);
    });
    new QAbstractItemModelTester(m_dialog->diffView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_dialog.get());
    new QAbstractItemModelTester(
        m_dialog->diffView()->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_dialog.get());
}

void TestRevisionHistoryDialog::cleanup()
{
    m_dialog.reset();
}

QList<TextDiff::Kind> TestRevisionHistoryDialog::kinds() const
{
    QList<TextDiff::Kind> out;
    const RevisionDiffModel *model = m_dialog->diffView()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        out.append(model->rowAt(row).kind);
    }
    return out;
}

void TestRevisionHistoryDialog::comparesTheTwoNewestByDefault()
{
    m_dialog->setRevisions(revisions(3));
    QCOMPARE(m_dialog->leftNumber(), 2);
    QCOMPARE(m_dialog->rightNumber(), 3);
    QVERIFY(m_dialog->message().isEmpty());
    QCOMPARE(child<QTreeWidget>(*m_dialog, "revisionList")->topLevelItemCount(), 4);
    QCOMPARE(child<QComboBox>(*m_dialog, "revisionFirst")->currentData().toInt(), 2);
    QCOMPARE(child<QComboBox>(*m_dialog, "revisionSecond")->currentData().toInt(), 3);
    QCOMPARE(m_dialog->summary(), QStringLiteral("+2 −0 ~0 lines"));
    QCOMPARE(m_dialog->diffView()->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Revision 3"));
}

void TestRevisionHistoryDialog::selectorsChooseTheDiff_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("right");
    QTest::addColumn<QList<TextDiff::Kind>>("kinds");
    QTest::addColumn<QString>("summary");
    using K = TextDiff::Kind;
    QTest::newRow("heading translated: 0 with 1")
        << 0 << 1 << 0 << 1 << QList<K> {K::Changed, K::Equal, K::Equal} << QStringLiteral("+0 −0 ~1 lines");
    QTest::newRow("reversed order: older still left")
        << 1 << 0 << 0 << 1 << QList<K> {K::Changed, K::Equal, K::Equal} << QStringLiteral("+0 −0 ~1 lines");
    QTest::newRow("paragraph rewritten: 1 with 2")
        << 1 << 2 << 1 << 2 << QList<K> {K::Equal, K::Equal, K::Changed} << QStringLiteral("+0 −0 ~1 lines");
    // One line rewritten beside two new ones: not paired (unequal numbers, unlike).
    QTest::newRow("whole history: 0 with 3") << 0 << 3 << 0 << 3
                                             << QList<K> {K::Changed, K::Equal, K::Removed, K::Added, K::Added, K::Added}
                                             << QStringLiteral("+3 −1 ~1 lines");
    QTest::newRow("newest back to older: 3 with 2")
        << 3 << 2 << 2 << 3 << QList<K> {K::Equal, K::Equal, K::Equal, K::Added, K::Added} << QStringLiteral("+2 −0 ~0 lines");
}

void TestRevisionHistoryDialog::selectorsChooseTheDiff()
{
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(int, left);
    QFETCH(int, right);
    QFETCH(QList<TextDiff::Kind>, kinds);
    QFETCH(QString, summary);
    m_dialog->setRevisions(revisions(3));
    auto *firstBox = child<QComboBox>(*m_dialog, "revisionFirst");
    auto *secondBox = child<QComboBox>(*m_dialog, "revisionSecond");
    firstBox->setCurrentIndex(firstBox->findData(first));
    secondBox->setCurrentIndex(secondBox->findData(second));
    QCOMPARE(m_dialog->leftNumber(), left);
    QCOMPARE(m_dialog->rightNumber(), right);
    QCOMPARE(this->kinds(), kinds);
    QCOMPARE(m_dialog->summary(), summary);
    QCOMPARE(m_dialog->diffView()->model()->headerData(0, Qt::Horizontal).toString(), RevisionHistoryDialog::revisionTitle(left));
    // Each draft is read once while the dialog is open.
    QCOMPARE(QSet<int>(m_requested.cbegin(), m_requested.cend()).size(), m_requested.size());
}

void TestRevisionHistoryDialog::revisionZeroIsAsImported()
{
    m_dialog->setRevisions(revisions(2));
    auto *list = child<QTreeWidget>(*m_dialog, "revisionList");
    QCOMPARE(list->topLevelItem(2)->text(0), QStringLiteral("0 (as imported)"));
    QCOMPARE(list->topLevelItem(2)->text(2), QStringLiteral("—"));
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("2"));
    QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("li"));
    QCOMPARE(list->topLevelItem(0)->text(4), QStringLiteral("edit 2"));
    // Revision 2 was extended for 20 minutes: the span is shown.
    QVERIFY(list->topLevelItem(0)->text(1).contains(QStringLiteral("–")));
    QVERIFY(!list->topLevelItem(1)->text(1).contains(QStringLiteral("–")));
    auto *first = child<QComboBox>(*m_dialog, "revisionFirst");
    QCOMPARE(first->itemText(first->findData(0)), QStringLiteral("Revision 0 (as imported)"));
    m_dialog->compare(0, 2);
    QCOMPARE(m_dialog->diffView()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Revision 0 (as imported)"));
}

void TestRevisionHistoryDialog::listSelectionComparesWithThePrevious_data()
{
    QTest::addColumn<int>("listRow");
    QTest::addColumn<int>("left");
    QTest::addColumn<int>("right");
    QTest::newRow("newest: with the one before") << 0 << 2 << 3;
    QTest::newRow("revision 1: with the import") << 2 << 0 << 1;
    QTest::newRow("the import: with the newest") << 3 << 0 << 3;
}

void TestRevisionHistoryDialog::listSelectionComparesWithThePrevious()
{
    QFETCH(int, listRow);
    QFETCH(int, left);
    QFETCH(int, right);
    m_dialog->setRevisions(revisions(3));
    m_dialog->compare(1, 2);
    auto *list = child<QTreeWidget>(*m_dialog, "revisionList");
    list->setCurrentItem(list->topLevelItem(listRow));
    QCOMPARE(m_dialog->leftNumber(), left);
    QCOMPARE(m_dialog->rightNumber(), right);
}

void TestRevisionHistoryDialog::messagesInsteadOfADiff_data()
{
    QTest::addColumn<QList<Revision>>("revisions");
    QTest::addColumn<QString>("message");
    QTest::newRow("no revision at all") << QList<Revision>() << QStringLiteral("No revisions recorded for this issue.");
    QTest::newRow("only the import") << QList<Revision> {revision(0)}
                                     << QStringLiteral("Only the imported draft so far — nothing to compare.");
    QTest::newRow("one revision, imported before history was kept")
        << QList<Revision> {revision(1)} << QStringLiteral("Only one revision so far — nothing to compare.");
}

void TestRevisionHistoryDialog::messagesInsteadOfADiff()
{
    QFETCH(QList<Revision>, revisions);
    QFETCH(QString, message);
    m_dialog->setRevisions(revisions);
    QCOMPARE(m_dialog->message(), message);
    QCOMPARE(m_dialog->leftNumber(), -1);
    QVERIFY(m_dialog->summary().isEmpty());
    QVERIFY(!child<QComboBox>(*m_dialog, "revisionFirst")->isEnabled());
    QVERIFY(m_requested.isEmpty());
}

void TestRevisionHistoryDialog::unreadableRevision()
{
    QList<Revision> list = revisions(2);
    list.prepend(revision(7));
    m_dialog->setRevisions(list);
    QCOMPARE(m_dialog->message(), QStringLiteral("Revision 7 could not be read."));
    QCOMPARE(m_dialog->rightNumber(), -1);
    m_dialog->compare(1, 1);
    QCOMPARE(m_dialog->message(), QStringLiteral("Both selectors name revision 1: choose two different revisions."));
    m_dialog->compare(2, 1);
    QVERIFY(m_dialog->message().isEmpty());
    QCOMPARE(m_dialog->leftNumber(), 1);
}

void TestRevisionHistoryDialog::summaryText_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("summary");
    QTest::newRow("identical") << QStringLiteral("a\nb\n") << QStringLiteral("a\nb\n") << QStringLiteral("No differences");
    QTest::newRow("line breaks only (CRLF to LF)")
        << QStringLiteral("a\r\nb\r\n") << QStringLiteral("a\nb\n") << QStringLiteral("No differences");
    QTest::newRow("removed and added") << QStringLiteral("a\nold one\nb\n") << QStringLiteral("a\nb\nnew\n")
                                       << QStringLiteral("+1 −1 ~0 lines");
    QTest::newRow("Chinese changed") << QStringLiteral("模型很好。\n") << QStringLiteral("模型很差。\n")
                                     << QStringLiteral("+0 −0 ~1 lines");
}

void TestRevisionHistoryDialog::summaryText()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QString, summary);
    QCOMPARE(RevisionHistoryDialog::summaryText(TextDiff::lines(before, after)), summary);
}

QTEST_MAIN(TestRevisionHistoryDialog)
#include "tst_revisionhistorydialog.moc"
