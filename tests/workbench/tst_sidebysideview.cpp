// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"
#include "drafteditor.h"
#include "sidebysideview.h"
#include "typetext.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QTest>
#include <QTextBlock>

class TestSideBySideView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void viewsExist();
    void showIssue_data();
    void showIssue();
    void showIssueReplacesPreviousIssue();
    void sourceIsReadOnlyDraftIsEditable();
    void sourceMarks();
    void clear();
    void headingIsPlainText();

private:
    static QLabel *heading(const SideBySideView &view) { return view.findChild<QLabel *>(QStringLiteral("issueHeading")); }
};

void TestSideBySideView::viewsExist()
{
    SideBySideView view;
    QVERIFY(view.sourceView());
    QVERIFY(view.draftEditor());
    QVERIFY(static_cast<QWidget *>(view.sourceView()) != view.draftEditor());
    QVERIFY(heading(view));
    QVERIFY(view.isAncestorOf(view.sourceView()));
    QVERIFY(view.isAncestorOf(view.draftEditor()));
    QVERIFY(view.sourceView()->toPlainText().isEmpty());
    QVERIFY(view.draftEditor()->toPlainText().isEmpty());
}

void TestSideBySideView::showIssue_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("draft");

    QTest::newRow("English source, Chinese draft")
        << QStringLiteral("#7 Mixture of Experts") << QStringLiteral("# Mixture of Experts\n\nA paragraph.\n")
        << QStringLiteral("# 混合专家模型\n\n一个段落。\n");
    QTest::newRow("code block and table") << QStringLiteral("#12 表格")
                                          << QStringLiteral("```python\nprint(1)\n```\n\n| a | b |\n|---|---|\n")
                                          << QStringLiteral("```python\nprint(1)\n```\n\n| 甲 | 乙 |\n|---|---|\n");
    QTest::newRow("empty draft") << QStringLiteral("#1 Only source") << QStringLiteral("Text.") << QString();
    QTest::newRow("emoji and tabs") << QStringLiteral("#3 🤗") << QStringLiteral("a\tb 🤗\n") << QStringLiteral("甲\t乙 🤗\n");
}

void TestSideBySideView::showIssue()
{
    QFETCH(QString, title);
    QFETCH(QString, source);
    QFETCH(QString, draft);

    SideBySideView view;
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showIssue(title, source, draft, {});
    QCOMPARE(view.sourceView()->toPlainText(), source);
    QCOMPARE(view.draftEditor()->toPlainText(), draft);
    QCOMPARE(heading(view)->text(), title);
    QVERIFY(heading(view)->isVisible());
    // Shown from the top.
    QCOMPARE(view.sourceView()->textCursor().position(), 0);
    QCOMPARE(view.draftEditor()->textCursor().position(), 0);
}

void TestSideBySideView::showIssueReplacesPreviousIssue()
{
    SideBySideView view;
    view.showIssue(QStringLiteral("#1 One"), QStringLiteral("source one"), QStringLiteral("draft one"), {});
    view.showIssue(QStringLiteral("#2 Two"), QStringLiteral("source two"), QStringLiteral("draft two"), {});
    QCOMPARE(view.sourceView()->toPlainText(), QStringLiteral("source two"));
    QCOMPARE(view.draftEditor()->toPlainText(), QStringLiteral("draft two"));
    QCOMPARE(heading(view)->text(), QStringLiteral("#2 Two"));
}

void TestSideBySideView::sourceIsReadOnlyDraftIsEditable()
{
    SideBySideView view;
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString source = QStringLiteral("# Source\n\nEnglish text.\n");
    const QString draft = QStringLiteral("# 草稿\n\n中文文本。\n");
    view.showIssue(QStringLiteral("#5 Read only"), source, draft, {});
    DocumentView *target = view.sourceView();
    QVERIFY(target->isReadOnly());

    target->setFocus();
    QTest::keyClicks(target, QStringLiteral("typed text"));
    QTest::keyClick(target, Qt::Key_Return);
    QTest::keyClick(target, Qt::Key_End);
    QTest::keyClick(target, Qt::Key_Backspace);
    QTest::keyClick(target, Qt::Key_Home);
    QTest::keyClick(target, Qt::Key_Delete);
    QTest::keyClick(target, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(target, Qt::Key_X, Qt::ControlModifier);
    QGuiApplication::clipboard()->setText(QStringLiteral("pasted"));
    QTest::keyClick(target, Qt::Key_V, Qt::ControlModifier);
    QTest::keyClick(target, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(target->toPlainText(), source);
    QVERIFY(!target->document()->isUndoAvailable());

    QVERIFY(!view.draftEditor()->isReadOnly());
    view.draftEditor()->setFocus();
    QTest::keyClick(view.draftEditor(), Qt::Key_End);
    typeText(view.draftEditor(), QStringLiteral("稿"));
    QCOMPARE(view.draftEditor()->toPlainText(), QStringLiteral("# 草稿稿\n\n中文文本。\n"));
}

void TestSideBySideView::sourceMarks()
{
    SideBySideView view;
    view.showIssue(QStringLiteral("#6 Marks"), QStringLiteral("a\n\nb\nb2\n\nc\n"), QStringLiteral("甲\n"), {});
    DocumentView *source = view.sourceView();
    QVERIFY(source->extraSelections().isEmpty());
    source->setUntranslatedLines({{2, 3}});
    QCOMPARE(source->extraSelections().size(), 2); // a selection and a cursor per range
    source->setHighlightedLines({{5, 5}});
    QCOMPARE(source->extraSelections().size(), 4);
    QCOMPARE(source->extraSelections().constLast().cursor.block().text(), QStringLiteral("c"));
    QVERIFY(source->extraSelections().constLast().format.background() != source->extraSelections().constFirst().format.background());
    source->setHighlightedLines({});
    QCOMPARE(source->extraSelections().size(), 2);
    view.showIssue(QStringLiteral("#7"), QStringLiteral("x"), QString(), {});
    QVERIFY(source->extraSelections().isEmpty());
}

void TestSideBySideView::clear()
{
    SideBySideView view;
    const QString placeholder = heading(view)->text();
    QVERIFY(!placeholder.isEmpty());
    view.showIssue(QStringLiteral("#9 Cleared"), QStringLiteral("source"), QStringLiteral("草稿"), {});
    QCOMPARE(heading(view)->text(), QStringLiteral("#9 Cleared"));
    view.clear();
    QVERIFY(view.sourceView()->toPlainText().isEmpty());
    QVERIFY(view.draftEditor()->toPlainText().isEmpty());
    QVERIFY(view.sourceView()->document()->isEmpty());
    QVERIFY(view.draftEditor()->document()->isEmpty());
    QVERIFY(!heading(view)->text().contains(QStringLiteral("Cleared")));
    QCOMPARE(heading(view)->text(), placeholder);
    QVERIFY(view.sourceView()->isReadOnly());
    QVERIFY(view.draftEditor()->isReadOnly());
}

// Titles come from posts; one about HTML ("The <b> and <code> elements") must be
// shown as written, not rendered as rich text.
void TestSideBySideView::headingIsPlainText()
{
    SideBySideView view;
    const QString title = QStringLiteral("#4 The <b>bold</b> and <code> elements");
    view.showIssue(title, QStringLiteral("x"), QStringLiteral("y"), {});
    QCOMPARE(heading(view)->text(), title);
    QCOMPARE(heading(view)->textFormat(), Qt::PlainText);
}

QTEST_MAIN(TestSideBySideView)
#include "tst_sidebysideview.moc"
