// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "placeholderstack.h"

#include <QLabel>
#include <QListWidget>
#include <QTest>

// A pane's content, or the greyed line that says why there is none.
class TestPlaceholderStack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsWithThePlaceholder();
    void showsContentOrPlaceholder_data();
    void showsContentOrPlaceholder();
};

void TestPlaceholderStack::startsWithThePlaceholder()
{
    PlaceholderStack stack(QStringLiteral("examplePlaceholder"), QStringLiteral("Open an issue."));
    auto *placeholder = stack.findChild<QLabel *>(QStringLiteral("examplePlaceholder"));
    QVERIFY(placeholder);
    QCOMPARE(stack.placeholder(), placeholder);
    QCOMPARE(stack.currentWidget(), placeholder);
    QCOMPARE(placeholder->text(), QStringLiteral("Open an issue."));
    QVERIFY(!placeholder->isEnabled()); // greyed
    QVERIFY(placeholder->wordWrap());
    QCOMPARE(placeholder->alignment(), Qt::AlignCenter);
}

void TestPlaceholderStack::showsContentOrPlaceholder_data()
{
    QTest::addColumn<bool>("withContent");
    QTest::addColumn<bool>("shown");
    QTest::addColumn<bool>("contentCurrent");
    QTest::newRow("content shown") << true << true << true;
    QTest::newRow("content hidden") << true << false << false;
    QTest::newRow("no content to show") << false << true << false;
}

void TestPlaceholderStack::showsContentOrPlaceholder()
{
    QFETCH(bool, withContent);
    QFETCH(bool, shown);
    QFETCH(bool, contentCurrent);
    PlaceholderStack stack(QStringLiteral("examplePlaceholder"));
    auto *content = new QListWidget;
    if (withContent) {
        stack.setContent(content);
    } else {
        content->setParent(&stack);
    }
    stack.showContent(shown);
    QCOMPARE(stack.currentWidget() == content, contentCurrent);
    QCOMPARE(stack.currentWidget() == stack.placeholder(), !contentCurrent);
    stack.setPlaceholderText(QStringLiteral("Nothing matches the filter."));
    QCOMPARE(stack.placeholder()->text(), QStringLiteral("Nothing matches the filter."));
    QCOMPARE(stack.currentWidget() == content, contentCurrent); // the text alone changes nothing shown
    stack.showPlaceholder(QStringLiteral("Open an issue."));
    QCOMPARE(stack.currentWidget(), stack.placeholder());
    QCOMPARE(stack.placeholder()->text(), QStringLiteral("Open an issue."));
}

QTEST_MAIN(TestPlaceholderStack)
#include "tst_placeholderstack.moc"
