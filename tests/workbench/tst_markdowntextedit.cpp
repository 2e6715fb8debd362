// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdowntextedit.h"

#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

Q_DECLARE_METATYPE(LineSpan)

namespace {

const QString kText = QStringLiteral("# A\n\nfirst\n\nsecond\nstill second\n\nlast\n");

void select(QPlainTextEdit &edit, int from, int to)
{
    QTextCursor cursor(edit.document());
    cursor.setPosition(from);
    cursor.setPosition(to, QTextCursor::KeepAnchor);
    edit.setTextCursor(cursor);
}

int positionOf(const QPlainTextEdit &edit, int line)
{
    return edit.document()->findBlockByNumber(line).position();
}

} // namespace

// The block-level interface both editors share: lines of a selection, lines removed
// or replaced as one undo step, and the badges in the margin.
class TstMarkdownTextEdit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void selectedLines_data()
    {
        QTest::addColumn<int>("fromLine");
        QTest::addColumn<int>("fromColumn");
        QTest::addColumn<int>("toLine");
        QTest::addColumn<int>("toColumn");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::newRow("the cursor's line") << 4 << 2 << 4 << 2 << 4 << 4;
        QTest::newRow("inside one line") << 4 << 1 << 4 << 3 << 4 << 4;
        QTest::newRow("across lines") << 2 << 1 << 5 << 3 << 2 << 5;
        QTest::newRow("whole lines end at the next line's start") << 4 << 0 << 6 << 0 << 4 << 5;
        QTest::newRow("backwards") << 5 << 3 << 2 << 0 << 2 << 5;
    }

    void selectedLines()
    {
        QFETCH(int, fromLine);
        QFETCH(int, fromColumn);
        QFETCH(int, toLine);
        QFETCH(int, toColumn);
        QFETCH(int, first);
        QFETCH(int, last);
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        select(edit, positionOf(edit, fromLine) + fromColumn, positionOf(edit, toLine) + toColumn);
        QCOMPARE(edit.selectedLines(), (LineSpan {first, last}));
        QCOMPARE(edit.currentLine(), toLine);
    }

    void linesText()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        QCOMPARE(edit.linesText({4, 5}), QStringLiteral("second\nstill second"));
        QCOMPARE(edit.linesText({7, 20}), QStringLiteral("last\n"));
        QCOMPARE(edit.linesText({3, 2}), QString());
    }

    void removeLines_data()
    {
        QTest::addColumn<QList<LineSpan>>("spans");
        QTest::addColumn<QString>("left");
        QTest::newRow("lines in the middle") << QList<LineSpan> {{4, 6}} << QStringLiteral("# A\n\nfirst\n\nlast\n");
        QTest::newRow("through the end: the line break before goes too")
            << QList<LineSpan> {{7, 8}} << QStringLiteral("# A\n\nfirst\n\nsecond\nstill second\n");
        QTest::newRow("several, in any order") << QList<LineSpan> {{2, 3}, {7, 8}, {4, 6}} << QStringLiteral("# A\n");
        QTest::newRow("from the first line") << QList<LineSpan> {{0, 1}} << QStringLiteral("first\n\nsecond\nstill second\n\nlast\n");
        QTest::newRow("everything") << QList<LineSpan> {{0, 8}} << QString();
        QTest::newRow("empty spans and lines past the end are left alone") << QList<LineSpan> {{5, 4}, {20, 22}} << kText;
    }

    // The text left is the other lines joined, as DraftLines::without leaves it; one undo brings all back.
    void removeLines()
    {
        QFETCH(QList<LineSpan>, spans);
        QFETCH(QString, left);
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        QSignalSpy changed(edit.document(), &QTextDocument::contentsChanged);
        edit.removeLines(spans);
        QCOMPARE(edit.toPlainText(), left);
        if (left == kText) {
            QCOMPARE(changed.count(), 0);
            return;
        }
        edit.undo();
        QCOMPARE(edit.toPlainText(), kText); // one undo step
        QVERIFY(!edit.document()->isUndoAvailable());
    }

    void replaceLines()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        const QTextCursor after = edit.replaceLines({4, 5}, QStringLiteral("替换\n两行"));
        QCOMPARE(edit.toPlainText(), QStringLiteral("# A\n\nfirst\n\n替换\n两行\n\nlast\n"));
        QCOMPARE(after.position(), positionOf(edit, 5) + 2);
        QCOMPARE(edit.textCursor().position(), 0); // the caller moves the editor's cursor
        edit.undo();
        QCOMPARE(edit.toPlainText(), kText); // one undo step
        QVERIFY(!edit.document()->isUndoAvailable());
    }

    void currentLineIsAnnouncedOnce()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        QSignalSpy spy(&edit, &MarkdownTextEdit::currentLineChanged);
        select(edit, positionOf(edit, 4), positionOf(edit, 4));
        select(edit, positionOf(edit, 4) + 2, positionOf(edit, 4) + 2);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 4);
    }

    void badgesOfBothKindsAreMerged()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        CommentBadge comment;
        comment.line = 2;
        comment.openThreads = 1;
        CommentBadge changed;
        changed.line = 2;
        changed.sourceChanged = true;
        edit.setCommentBadges({comment});
        edit.setSourceChangeBadges({changed});
        QCOMPARE(edit.commentBadges(), QList<CommentBadge> {comment});
        QCOMPARE(edit.sourceChangeBadges(), QList<CommentBadge> {changed});
    }

    void aClickOnABadgeIsNoCursorMove()
    {
        MarkdownTextEdit edit;
        edit.resize(400, 300);
        edit.setPlainText(kText);
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        CommentBadge comment;
        comment.line = 2;
        comment.openThreads = 2;
        edit.setCommentBadges({comment});
        const QRectF badge = edit.commentBadgeRect(2);
        QVERIFY(!badge.isEmpty());
        QSignalSpy clicked(&edit, &MarkdownTextEdit::commentBadgeClicked);
        const int before = edit.textCursor().position();
        QTest::mouseClick(edit.viewport(), Qt::LeftButton, {}, badge.center().toPoint());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 2);
        QCOMPARE(edit.textCursor().position(), before);
    }

    // The interface controllers use instead of QTextCursor: lines by number, ranges
    // by line and column.
    void linesByNumber()
    {
        MarkdownTextEdit edit;
        QVERIFY(edit.isEmpty());
        QCOMPARE(edit.lineCount(), 1);
        edit.setPlainText(kText);
        QVERIFY(!edit.isEmpty());
        QCOMPARE(edit.lineCount(), 9);
        QCOMPARE(edit.lineText(5), QStringLiteral("still second"));
        QCOMPARE(edit.lineText(8), QString());
        QCOMPARE(edit.lineText(9), QString()); // past the end
    }

    void selectRange_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("length");
        QTest::addColumn<QString>("selected");
        QTest::addColumn<int>("cursor");
        QTest::newRow("inside a line") << kText << 4 << 1 << 3 << QStringLiteral("eco") << 16;
        QTest::newRow("across a line break") << kText << 4 << 3 << 7 << QStringLiteral("ond\nsti") << 22;
        QTest::newRow("a cursor without length") << kText << 2 << 2 << 0 << QString() << 7;
        QTest::newRow("a negative column is the line's start") << kText << 2 << -3 << 2 << QStringLiteral("fi") << 7;
        QTest::newRow("past the end stops at the end") << kText << 7 << 2 << 50 << QStringLiteral("st\n") << 38;
        QTest::newRow("columns count after a byte order mark")
            << QStringLiteral("\uFEFF# A\nb") << 0 << 0 << 3 << QStringLiteral("# A") << 4;
        QTest::newRow("a byte order mark only opens the document")
            << QStringLiteral("a\n\uFEFFb") << 1 << 0 << 1 << QStringLiteral("\uFEFF") << 3;
    }

    void selectRange()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(int, length);
        QFETCH(QString, selected);
        QFETCH(int, cursor);
        MarkdownTextEdit edit;
        edit.setPlainText(text);
        edit.selectRange({line, column, length});
        QCOMPARE(edit.selectedText(), selected);
        QCOMPARE(edit.hasSelection(), !selected.isEmpty());
        QCOMPARE(edit.cursorPosition(), cursor);
    }

    void selectLinesLeavesTheLastBreak()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.selectLines({4, 5});
        QCOMPARE(edit.selectedText(), QStringLiteral("second\nstill second"));
        QCOMPARE(edit.selectedLines(), (LineSpan {4, 5}));
    }

    void typingGoesWhereTheCursorWasSent()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        edit.goToLine(4);
        QCOMPARE(edit.currentLine(), 4);
        QTest::keyClicks(&edit, QStringLiteral("> "));
        edit.goToLineEnd(5);
        QTest::keyClicks(&edit, QStringLiteral("!"));
        QCOMPARE(edit.lineText(4), QStringLiteral("> second"));
        QCOMPARE(edit.lineText(5), QStringLiteral("still second!"));
    }

    void insertAt_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("at the start of a line") << 4 << QStringLiteral("# A\n\nfirst\n\nnew\n\nsecond\nstill second\n\nlast\n");
        QTest::newRow("at the end from the line count on") << 9 << kText + QStringLiteral("new\n\n");
        QTest::newRow("past the line count") << 20 << kText + QStringLiteral("new\n\n");
    }

    void insertAt()
    {
        QFETCH(int, line);
        QFETCH(QString, expected);
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        edit.selectRange({2, 1, 2});
        edit.insertAt(line, QStringLiteral("new\n\n"));
        QCOMPARE(edit.toPlainText(), expected);
        QCOMPARE(edit.selectedText(), QStringLiteral("ir")); // the cursor stays with its text
        QTest::keyClick(&edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(edit.toPlainText(), kText); // one undo step
    }

    void insertAtCursorTypesOverTheSelection()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        edit.goToLine(2);
        QTest::keyClick(&edit, Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClick(&edit, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(edit.selectedText(), QStringLiteral("fi"));
        edit.insertAtCursor(QStringLiteral("中文"));
        QCOMPARE(edit.lineText(2), QStringLiteral("中文rst"));
        QVERIFY(!edit.hasSelection());
        QTest::keyClicks(&edit, QStringLiteral("x")); // the cursor is after the new text
        QCOMPARE(edit.lineText(2), QStringLiteral("中文xrst"));
        QTest::keyClick(&edit, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(&edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(edit.toPlainText(), kText);
    }

    void replaceLinesAndFollowMovesTheCursor()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        edit.replaceLinesAndFollow({4, 5}, QStringLiteral("替换"));
        QTest::keyClicks(&edit, QStringLiteral("!"));
        QCOMPARE(edit.toPlainText(), QStringLiteral("# A\n\nfirst\n\n替换!\n\nlast\n"));
    }

    void replaceRangesIsOneUndoStep()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(QStringLiteral("\uFEFF# A\n\nfirst\n\nsecond\nstill second\n"));
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        const QString before = edit.toPlainText();
        const int steps = edit.availableUndoSteps();
        const int revision = edit.revision();
        // Given in any order; a column past its line's end runs on into the next line.
        edit.replaceRanges({{LineRange {2, 0, 5}, QStringLiteral("1st")}, {LineRange {0, 2, 1}, QStringLiteral("Title")},
            {LineRange {4, 7, 5}, QStringLiteral("STILL")}});
        QCOMPARE(edit.toPlainText(), QStringLiteral("\uFEFF# Title\n\n1st\n\nsecond\nSTILL second\n"));
        QVERIFY(edit.availableUndoSteps() != steps || edit.revision() != revision);
        QTest::keyClick(&edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(edit.toPlainText(), before);
        QCOMPARE(edit.availableUndoSteps(), steps);
    }

    void selectionWithin_data()
    {
        QTest::addColumn<int>("selectFrom"); // columns of line 4, selected with Shift+Right
        QTest::addColumn<int>("selectLength");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("found");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        const QString block = QStringLiteral("second\nstill second");
        QTest::newRow("inside the text") << 1 << 3 << 4 << block << true << 1 << 4;
        QTest::newRow("across its lines") << 3 << 8 << 4 << block << true << 3 << 11;
        QTest::newRow("from a line before, kept inside") << 0 << 4 << 5 << QStringLiteral("still second") << true << 0 << 0;
        QTest::newRow("no selection") << 2 << 0 << 4 << block << false << 0 << 0;
        QTest::newRow("the lines do not read the text") << 1 << 3 << 4 << QStringLiteral("other") << false << 0 << 0;
    }

    void selectionWithin()
    {
        QFETCH(int, selectFrom);
        QFETCH(int, selectLength);
        QFETCH(int, line);
        QFETCH(QString, text);
        QFETCH(bool, found);
        QFETCH(int, from);
        QFETCH(int, to);
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        edit.selectRange({4, selectFrom, 0});
        for (int i = 0; i < selectLength; ++i) {
            QTest::keyClick(&edit, Qt::Key_Right, Qt::ShiftModifier);
        }
        const auto selected = edit.selectionWithin(line, text);
        QCOMPARE(selected.has_value(), found);
        if (found) {
            QCOMPARE(*selected, qMakePair(from, to));
        }
    }

    void textPositionSkipsAByteOrderMark()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(QStringLiteral("\uFEFF# A\n\nfirst"));
        QCOMPARE(edit.textPosition(0, QStringLiteral("# A")), 1);
        QCOMPARE(edit.textPosition(2, QStringLiteral("first")), 6);
        QCOMPARE(edit.textPosition(2, QStringLiteral("other")), -1);
        QCOMPARE(edit.textPosition(-1, QStringLiteral("first")), -1);
    }

    void wordAtCursor()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.selectRange({5, 8, 0});
        QCOMPARE(edit.wordAtCursor(), QStringLiteral("second"));
        QVERIFY(!edit.hasSelection());
    }

    void cursorPositionIsKeptInsideTheDocument()
    {
        MarkdownTextEdit edit;
        edit.setPlainText(kText);
        edit.setCursorPosition(9);
        QCOMPARE(edit.cursorPosition(), 9);
        QCOMPARE(edit.currentLine(), 2);
        edit.setCursorPosition(1000);
        QCOMPARE(edit.cursorPosition(), int(kText.size()));
        edit.setCursorPosition(-5);
        QCOMPARE(edit.cursorPosition(), 0);
    }
};

QTEST_MAIN(TstMarkdownTextEdit)
#include "tst_markdowntextedit.moc"
