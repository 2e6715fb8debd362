// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textmarks.h"

#include <QPlainTextEdit>
#include <QTest>
#include <QTextDocument>

// Underlines and badges that follow the text they were set on.
class TestTextMarks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void marksFollowEdits_data();
    void marksFollowEdits();
    void invalidRangesAreDropped();
    void toolTipsOfRangesAndBadges();
    void blockPosition_data();
    void blockPosition();
    void blockPositionAfterByteOrderMark();
};

void TestTextMarks::marksFollowEdits_data()
{
    QTest::addColumn<int>("at");
    QTest::addColumn<QString>("insert");
    QTest::addColumn<QString>("expected"); // the marked text after the edit
    QTest::newRow("typed before: moves") << 0 << QStringLiteral("先") << QStringLiteral("内核");
    QTest::newRow("typed after: stays") << 9 << QStringLiteral("。") << QStringLiteral("内核");
    QTest::newRow("typed inside: grows") << 5 << QStringLiteral("的") << QStringLiteral("内的核");
}

void TestTextMarks::marksFollowEdits()
{
    QFETCH(int, at);
    QFETCH(QString, insert);
    QFETCH(QString, expected);
    QTextDocument document(QStringLiteral("调度器和内核进程"));
    TextMarks marks;
    marks.set(&document, {{4, 6, TextMarks::Style::Error, QStringLiteral("forbidden")}});
    QTextCursor cursor(&document);
    cursor.setPosition(qMin(at, document.characterCount() - 1));
    cursor.insertText(insert);
    const QList<TextMarks::Mark> now = marks.marks();
    QCOMPARE(now.size(), 1);
    QCOMPARE(document.toPlainText().mid(now.constFirst().start, now.constFirst().end - now.constFirst().start), expected);
}

void TestTextMarks::invalidRangesAreDropped()
{
    QTextDocument document(QStringLiteral("kernel"));
    TextMarks marks;
    marks.set(&document,
        {{-1, 2, TextMarks::Style::Term, {}}, {4, 2, TextMarks::Style::Term, {}}, {0, 99, TextMarks::Style::Term, {}},
            {0, 6, TextMarks::Style::Term, {}}, {6, 6, TextMarks::Style::Warning, {}}});
    QCOMPARE(marks.marks().size(), 2);
    QCOMPARE(marks.marks().at(1).start, marks.marks().at(1).end);
}

void TestTextMarks::toolTipsOfRangesAndBadges()
{
    QPlainTextEdit edit;
    edit.setPlainText(QStringLiteral("The CUDA kernel launches."));
    edit.resize(500, 200);
    edit.show();
    QVERIFY(QTest::qWaitForWindowExposed(&edit));
    TextMarks marks;
    marks.set(edit.document(),
        {{9, 15, TextMarks::Style::Term, QStringLiteral("kernel → CUDA核函数")},
            {9, 15, TextMarks::Style::Warning, QStringLiteral("missing")}, {25, 25, TextMarks::Style::Warning, QStringLiteral("badge")}});
    QCOMPARE(marks.toolTipAt(10), QStringLiteral("kernel → CUDA核函数\nmissing"));
    QCOMPARE(marks.toolTipAt(3), QString());
    QCOMPARE(marks.selections(edit.palette()).size(), 2); // badges are painted, not underlined
    QTextCursor end(edit.document());
    end.setPosition(25);
    const QRect line = edit.cursorRect(end);
    QCOMPARE(marks.badgeToolTipAt(&edit, QPoint(line.right() + 6, line.center().y())), QStringLiteral("badge"));
    QCOMPARE(marks.badgeToolTipAt(&edit, QPoint(line.left() - 60, line.center().y())), QString());
}

void TestTextMarks::blockPosition_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("expected");
    QTest::newRow("first line") << 0 << QStringLiteral("# Title") << 0;
    QTest::newRow("two lines") << 2 << QStringLiteral("one\ntwo") << 9;
    QTest::newRow("text differs") << 2 << QStringLiteral("one\nthree") << -1;
    QTest::newRow("past the end") << 9 << QStringLiteral("one") << -1;
    QTest::newRow("no line") << -1 << QStringLiteral("one") << -1;
}

// A byte order mark opening the post belongs to the lead, not to the first block.
void TestTextMarks::blockPositionAfterByteOrderMark()
{
    QTextDocument document(QStringLiteral("\uFEFF# Title\n\none\n"));
    QCOMPARE(TextMarks::blockPosition(&document, 0, QStringLiteral("# Title")), 1);
    QCOMPARE(TextMarks::blockPosition(&document, 0, QStringLiteral("\uFEFF# Title")), 0);
    QCOMPARE(TextMarks::blockPosition(&document, 2, QStringLiteral("one")), 10);
}

void TestTextMarks::blockPosition()
{
    QFETCH(int, line);
    QFETCH(QString, text);
    QFETCH(int, expected);
    QTextDocument document(QStringLiteral("# Title\n\none\ntwo\n"));
    QCOMPARE(TextMarks::blockPosition(&document, line, text), expected);
}

QTEST_MAIN(TestTextMarks)
#include "tst_textmarks.moc"
