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
};

QTEST_MAIN(TstMarkdownTextEdit)
#include "tst_markdowntextedit.moc"
