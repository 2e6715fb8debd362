// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockidtracker.h"
#include "lineidsspec.h"

#include <QElapsedTimer>
#include <QPlainTextDocumentLayout>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace {
// "ab[cd\nef]gh" selects from the '[' to the ']', "ab^cd" puts the cursor at '^'.
QTextCursor cursorFor(QTextDocument *document, QString marked)
{
    const int anchor = std::max(marked.indexOf(QLatin1Char('^')), marked.indexOf(QLatin1Char('[')));
    marked.remove(anchor, 1);
    const int position = marked.indexOf(QLatin1Char(']'));
    marked.remove(QLatin1Char(']'));
    document->setPlainText(marked);
    QTextCursor cursor(document);
    cursor.setPosition(anchor);
    if (position >= 0) {
        cursor.setPosition(position, QTextCursor::KeepAnchor);
    }
    return cursor;
}

void edit(QTextCursor &cursor, const QString &operation, const QString &text)
{
    if (operation == QLatin1String("type")) {
        cursor.insertText(text);
    } else if (operation == QLatin1String("enter")) {
        cursor.insertBlock();
    } else if (operation == QLatin1String("backspace")) {
        cursor.deletePreviousChar();
    } else if (operation == QLatin1String("delete")) {
        cursor.deleteChar();
    } else {
        QFAIL("unknown operation");
    }
}
} // namespace

class TestBlockIdTracker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void edit_data();
    void edit();
    void undoAfterTypingBursts();
    void undoThroughTheDocument();
    void newEditAfterUndoDropsRedoStates();
    void formatChangeKeepsIds();
    void joinedEditBlocksUndoAsOneStep();
    void redoAfterAnUndoneMergeMergesAgain();
    void compositionOverASelectionKeepsIds_data();
    void compositionOverASelectionKeepsIds();
    void setLineIds_data();
    void setLineIds();
    void setPlainTextClearsIds();
    void linesChanged_data();
    void linesChanged();
    void typingTime();

private:
    QTextDocument *m_document = nullptr;
    BlockIdTracker *m_tracker = nullptr;
};

void TestBlockIdTracker::init()
{
    m_document = new QTextDocument;
    // As in QPlainTextEdit; without a layout QTextDocument emits no contentsChange.
    m_document->setDocumentLayout(new QPlainTextDocumentLayout(m_document));
    m_tracker = new BlockIdTracker(m_document);
}

void TestBlockIdTracker::cleanup()
{
    delete m_document;
}

void TestBlockIdTracker::edit_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<QString>("ids");
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expectedText");
    QTest::addColumn<QString>("expectedIds");

    QTest::newRow("type in a line") << "第一^段。\n\n第二段。"
                                    << "1|-|2"
                                    << "type"
                                    << "补充"
                                    << "第一补充段。\n\n第二段。"
                                    << "1|-|2";
    QTest::newRow("type at the start of a line") << "a\n^bc"
                                                 << "1|2"
                                                 << "type"
                                                 << "x"
                                                 << "a\nxbc"
                                                 << "1|2";
    QTest::newRow("type into an empty line that has ids") << "```\n^\n```"
                                                          << "5|5|5"
                                                          << "type"
                                                          << "code"
                                                          << "```\ncode\n```"
                                                          << "5|5|5";
    QTest::newRow("Enter mid-line: both parts keep the ids") << "第一^段。\n\n第二段。"
                                                             << "1|-|2"
                                                             << "enter"
                                                             << ""
                                                             << "第一\n段。\n\n第二段。"
                                                             << "1|1|-|2";
    QTest::newRow("Enter at the end of a line: new line without ids") << "abc^\ndef"
                                                                      << "1|2"
                                                                      << "enter"
                                                                      << ""
                                                                      << "abc\n\ndef"
                                                                      << "1|-|2";
    QTest::newRow("Enter at the start of a line: ids stay on the text") << "abc\n^def"
                                                                        << "1|2"
                                                                        << "enter"
                                                                        << ""
                                                                        << "abc\n\ndef"
                                                                        << "1|-|2";
    QTest::newRow("Backspace at a line start after a blank line") << "abc\n\n^def"
                                                                  << "1|-|2"
                                                                  << "backspace"
                                                                  << ""
                                                                  << "abc\ndef"
                                                                  << "1|2";
    QTest::newRow("Backspace joining two lines carries both ids") << "abc\n^def"
                                                                  << "1|2"
                                                                  << "backspace"
                                                                  << ""
                                                                  << "abcdef"
                                                                  << "1,2";
    QTest::newRow("Backspace removing an empty line with ids") << "abc\n^\ndef"
                                                               << "1|7|2"
                                                               << "backspace"
                                                               << ""
                                                               << "abc\ndef"
                                                               << "1|2";
    QTest::newRow("Delete at a line end before a blank line") << "abc^\n\ndef"
                                                              << "1|-|2"
                                                              << "delete"
                                                              << ""
                                                              << "abc\ndef"
                                                              << "1|2";
    QTest::newRow("Delete at a line end joins two paragraphs") << "第一段。^\n第二段。"
                                                               << "1|2"
                                                               << "delete"
                                                               << ""
                                                               << "第一段。第二段。"
                                                               << "1,2";
    QTest::newRow("delete a selection spanning two paragraphs in part") << "para [one\n\npara ]two"
                                                                        << "1|-|2"
                                                                        << "delete"
                                                                        << ""
                                                                        << "para two"
                                                                        << "1,2";
    QTest::newRow("delete a whole paragraph with its line break") << "abc\n[def\n]ghi"
                                                                  << "1|2|3"
                                                                  << "delete"
                                                                  << ""
                                                                  << "abc\nghi"
                                                                  << "1|3";
    QTest::newRow("delete the last paragraph with the line break before it") << "abc[\ndef]"
                                                                             << "1|2"
                                                                             << "delete"
                                                                             << ""
                                                                             << "abc"
                                                                             << "1";
    QTest::newRow("delete a line's text only: the empty line keeps its ids") << "abc\n[def]\nghi"
                                                                             << "1|2|3"
                                                                             << "delete"
                                                                             << ""
                                                                             << "abc\n\nghi"
                                                                             << "1|2|3";
    QTest::newRow("type over a whole line keeps its ids") << "abc\n[def]"
                                                          << "1|2"
                                                          << "type"
                                                          << "新译文"
                                                          << "abc\n新译文"
                                                          << "1|2";
    QTest::newRow("delete everything: the empty line keeps the ids") << "[abc\n\ndef]"
                                                                     << "1|-|2"
                                                                     << "delete"
                                                                     << ""
                                                                     << ""
                                                                     << "1,2";
    QTest::newRow("paste over a paragraph of several lines") << "a\n\n[b1\nb2]\n\nc"
                                                             << "1|-|2|2|-|3"
                                                             << "type"
                                                             << "新译文"
                                                             << "a\n\n新译文\n\nc"
                                                             << "1|-|2|-|3";
    QTest::newRow("delete a paragraph of several lines: the empty line keeps its ids") << "a\n\n[b1\nb2]\n\nc"
                                                                                       << "1|-|2|2|-|3"
                                                                                       << "delete"
                                                                                       << ""
                                                                                       << "a\n\n\n\nc"
                                                                                       << "1|-|2|-|3";
    QTest::newRow("paste over two paragraphs carries both") << "[a1\na2\n\nb1]\n\nc"
                                                            << "1|1|-|2|-|3"
                                                            << "type"
                                                            << "合并"
                                                            << "合并\n\nc"
                                                            << "1,2|-|3";
    QTest::newRow("paste holding a blank line over a paragraph: both parts carry its ids") << "[a1\na2]\n\nc"
                                                                                           << "1|1|-|3"
                                                                                           << "type"
                                                                                           << "甲\n\n乙"
                                                                                           << "甲\n\n乙\n\nc"
                                                                                           << "1|-|1|-|3";
    QTest::newRow("two paragraphs pasted over two pair up") << "[a1\na2\n\nb]"
                                                            << "1|1|-|2"
                                                            << "type"
                                                            << "甲\n\n乙"
                                                            << "甲\n\n乙"
                                                            << "1|-|2";
    QTest::newRow("three paragraphs pasted over two") << "[a\n\nb]"
                                                      << "1|-|2"
                                                      << "type"
                                                      << "甲\n\n乙\n\n丙"
                                                      << "甲\n\n乙\n\n丙"
                                                      << "1|-|1|-|2";
    QTest::newRow("paste ending as the paragraph did, over two") << "[a。\n\nb。]"
                                                                 << "1|-|2"
                                                                 << "type"
                                                                 << "甲。"
                                                                 << "甲。"
                                                                 << "1,2";
    QTest::newRow("paste between the head of one paragraph and the tail of another") << "a[a\n\nb\n\nc]c"
                                                                                     << "1|-|2|-|3"
                                                                                     << "type"
                                                                                     << "X"
                                                                                     << "aXc"
                                                                                     << "1,2,3";
    QTest::newRow("paste multi-line text mid-line") << "ab^cd"
                                                    << "1"
                                                    << "type"
                                                    << "X\nY\nZ"
                                                    << "abX\nY\nZcd"
                                                    << "1|-|1";
    QTest::newRow("paste multi-line text at a line end") << "ab^\ncd"
                                                         << "1|2"
                                                         << "type"
                                                         << "\nX\nY"
                                                         << "ab\nX\nY\ncd"
                                                         << "1|-|-|2";
    QTest::newRow("paste lines at a line start") << "^ab"
                                                 << "1"
                                                 << "type"
                                                 << "X\nY\n"
                                                 << "X\nY\nab"
                                                 << "-|-|1";
    QTest::newRow("paste over a selection across lines") << "a[b\nc]d"
                                                         << "1|2"
                                                         << "type"
                                                         << "X\nY\nZ"
                                                         << "aX\nY\nZd"
                                                         << "1|-|2";
    QTest::newRow("paste with Windows line breaks") << "ab^"
                                                    << "1"
                                                    << "type"
                                                    << "\r\nX\r\nY"
                                                    << "ab\nX\nY"
                                                    << "1|-|-";
    QTest::newRow("select the same character and type it") << "a[b]c\nd"
                                                           << "1|2"
                                                           << "type"
                                                           << "b"
                                                           << "abc\nd"
                                                           << "1|2";
}

void TestBlockIdTracker::edit()
{
    QFETCH(QString, marked);
    QFETCH(QString, ids);
    QFETCH(QString, operation);
    QFETCH(QString, text);
    QFETCH(QString, expectedText);
    QFETCH(QString, expectedIds);

    QTextCursor cursor = cursorFor(m_document, marked);
    const QString original = m_document->toPlainText();
    m_tracker->setLineIds(LineIdsSpec::parse(ids));
    ::edit(cursor, operation, text);
    QCOMPARE(m_document->toPlainText(), expectedText);
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), expectedIds);

    QTextCursor undoCursor(m_document);
    QVERIFY(m_tracker->undo(&undoCursor));
    QCOMPARE(m_document->toPlainText(), original);
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), ids);
    QVERIFY(m_tracker->redo(&undoCursor));
    QCOMPARE(m_document->toPlainText(), expectedText);
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), expectedIds);
}

void TestBlockIdTracker::undoAfterTypingBursts()
{
    m_document->setPlainText(QStringLiteral("# 标题\n\n第一段。\n\n第二段。\n\n第三段。"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|-|2|-|3|-|4")));
    // The state of every undo step, by QTextDocument::availableUndoSteps().
    QHash<int, QPair<QString, QString>> states;
    const auto record = [&] {
        states.insert(m_document->availableUndoSteps(), {m_document->toPlainText(), LineIdsSpec::format(m_tracker->lineIds())});
    };
    record();
    QTextCursor cursor(m_document->findBlockByNumber(2));
    cursor.movePosition(QTextCursor::EndOfBlock);
    for (const QString &burst : {QStringLiteral("补"), QStringLiteral("充"), QStringLiteral("。")}) {
        cursor.insertText(burst); // one undo step, as typed keys merge
    }
    record();
    cursor.setPosition(m_document->findBlockByNumber(4).position() + 1);
    cursor.insertBlock();
    record();
    cursor.insertText(QStringLiteral("插入"));
    record();
    cursor.setPosition(m_document->findBlockByNumber(1).position());
    cursor.deletePreviousChar();
    record();
    cursor.setPosition(m_document->findBlockByNumber(4).position());
    cursor.deletePreviousChar();
    record();
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("\n\n新段落\n"));
    record();
    QVERIFY(states.size() >= 6);

    const int top = m_document->availableUndoSteps();
    while (m_tracker->undo()) {
        const auto state = states.value(m_document->availableUndoSteps());
        QCOMPARE(m_document->toPlainText(), state.first);
        QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), state.second);
    }
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|-|2|-|3|-|4"));
    while (m_tracker->redo()) {
        const auto state = states.value(m_document->availableUndoSteps());
        QCOMPARE(m_document->toPlainText(), state.first);
        QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), state.second);
    }
    QCOMPARE(m_document->availableUndoSteps(), top);
}

void TestBlockIdTracker::undoThroughTheDocument()
{
    m_document->setPlainText(QStringLiteral("abc\n\ndef"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|-|2")));
    QTextCursor cursor(m_document->findBlockByNumber(2));
    cursor.deletePreviousChar();
    cursor.deletePreviousChar();
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1,2"));
    m_document->undo(); // e.g. QPlainTextEdit::undo(), bypassing the tracker
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|2"));
    m_document->undo();
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|-|2"));
    m_document->redo();
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|2"));
}

void TestBlockIdTracker::newEditAfterUndoDropsRedoStates()
{
    m_document->setPlainText(QStringLiteral("ab\ncd"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|2")));
    QTextCursor cursor(m_document);
    cursor.setPosition(1);
    cursor.insertBlock();
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|1|2"));
    QVERIFY(m_tracker->undo(&cursor));
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|2"));
    cursor.setPosition(3);
    cursor.deletePreviousChar(); // joins: a new branch of history
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1,2"));
    QVERIFY(!m_tracker->redo());
    QVERIFY(m_tracker->undo());
    QCOMPARE(m_document->toPlainText(), QStringLiteral("ab\ncd"));
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|2"));
}

void TestBlockIdTracker::formatChangeKeepsIds()
{
    m_document->setPlainText(QStringLiteral("abc\ndef"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|2")));
    QSignalSpy changes(m_tracker, &BlockIdTracker::linesChanged);
    QTextCursor cursor(m_document);
    cursor.select(QTextCursor::Document);
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    cursor.mergeCharFormat(bold); // a contentsChange (and an undo step) without text change
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|2"));
    QCOMPARE(changes.count(), 0);
    QVERIFY(m_tracker->undo());
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|2"));
}

void TestBlockIdTracker::joinedEditBlocksUndoAsOneStep()
{
    m_document->setPlainText(QStringLiteral("a\nb\nc\nd"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|2|3|4")));
    QTextCursor cursor(m_document);
    cursor.setPosition(2, QTextCursor::KeepAnchor);
    cursor.beginEditBlock();
    cursor.removeSelectedText();
    cursor.endEditBlock();
    cursor.movePosition(QTextCursor::End);
    cursor.joinPreviousEditBlock();
    cursor.insertText(QStringLiteral("\na"));
    cursor.endEditBlock();
    QCOMPARE(m_document->toPlainText(), QStringLiteral("b\nc\nd\na"));
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("2|3|4|-"));
    QVERIFY(m_tracker->undo());
    QCOMPARE(m_document->toPlainText(), QStringLiteral("a\nb\nc\nd"));
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|2|3|4"));
    QVERIFY(!m_document->isUndoAvailable());
}

// The reconciler restamps the lines after each save: a merged line carries the
// absorbing block's id only, an undone merge gives the other block a new id. A redo
// still merges both.
void TestBlockIdTracker::redoAfterAnUndoneMergeMergesAgain()
{
    m_document->setPlainText(QStringLiteral("a\n\nb"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|-|2")));
    QTextCursor cursor(m_document);
    cursor.setPosition(1);
    cursor.setPosition(3, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1,2"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1"))); // saved: 2 merged into 1
    QVERIFY(m_tracker->undo());
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|-|2"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|-|5"))); // saved: 2 back as 5
    QVERIFY(m_tracker->redo());
    QCOMPARE(m_document->toPlainText(), QStringLiteral("ab"));
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1,2"));
    QVERIFY(m_tracker->undo());
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("1|-|5,2"));
}

void TestBlockIdTracker::compositionOverASelectionKeepsIds_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<QString>("expectedIds");

    QTest::newRow("a paragraph, not expected: its empty line keeps them") << "x\n\n[a1\na2]\n\ny" << false << "1|-|2|-|3";
    QTest::newRow("a paragraph and its line break, not expected: removed") << "x\n\n[a1\na2\n]\ny" << false << "1|-|-|3";
    QTest::newRow("a paragraph and its line break, expected") << "x\n\n[a1\na2\n]\ny" << true << "1|-|2|3";
}

// An input method's composition takes the selection away before its text comes.
void TestBlockIdTracker::compositionOverASelectionKeepsIds()
{
    QFETCH(QString, marked);
    QFETCH(bool, expected);
    QFETCH(QString, expectedIds);
    QTextCursor cursor = cursorFor(m_document, marked);
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|-|2|2|-|3")));
    m_tracker->expectReplacement(expected);
    cursor.removeSelectedText();
    m_tracker->expectReplacement(false);
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), expectedIds);
}

void TestBlockIdTracker::setLineIds_data()
{
    QTest::addColumn<QString>("ids");
    QTest::addColumn<QString>("expected");

    QTest::newRow("one entry per line") << "1|-|2"
                                        << "1|-|2";
    QTest::newRow("fewer entries: the last lines get none") << "1"
                                                            << "1|-|-";
    QTest::newRow("more entries: the extra ones are dropped") << "1|2|3|4|5"
                                                              << "1|2|3";
    QTest::newRow("several ids on a line") << "1,2|3|-"
                                           << "1,2|3|-";
}

void TestBlockIdTracker::setLineIds()
{
    QFETCH(QString, ids);
    QFETCH(QString, expected);

    m_document->setPlainText(QStringLiteral("a\n\nb"));
    m_tracker->setLineIds(LineIdsSpec::parse(ids));
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), expected);
    const LineIds parsed = LineIdsSpec::parse(expected);
    for (int line = 0; line < parsed.size(); ++line) {
        QCOMPARE(m_tracker->idsAt(line), parsed.at(line));
    }
    QVERIFY(m_tracker->idsAt(3).isEmpty());
    QVERIFY(m_tracker->idsAt(-1).isEmpty());
}

void TestBlockIdTracker::setPlainTextClearsIds()
{
    m_document->setPlainText(QStringLiteral("a\nb"));
    m_tracker->setLineIds(LineIdsSpec::parse(QStringLiteral("1|2")));
    m_document->setPlainText(QStringLiteral("x\ny\nz"));
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("-|-|-"));
    m_document->clear();
    QCOMPARE(LineIdsSpec::format(m_tracker->lineIds()), QStringLiteral("-"));
    QVERIFY(!m_tracker->undo());
}

void TestBlockIdTracker::linesChanged_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("expected");

    QTest::newRow("typing changes one line") << "a\nb^c"
                                             << "type"
                                             << "x" << QList<int> {1, 1, 1};
    QTest::newRow("Enter turns one line into two") << "a\nb^c"
                                                   << "enter"
                                                   << "" << QList<int> {1, 1, 2};
    QTest::newRow("Backspace turns two lines into one") << "a\n^bc"
                                                        << "backspace"
                                                        << "" << QList<int> {0, 2, 1};
    QTest::newRow("deleting a paragraph") << "a\n[b\n]c"
                                          << "delete"
                                          << "" << QList<int> {1, 2, 1};
    QTest::newRow("pasting three lines") << "a^"
                                         << "type"
                                         << "\nx\ny" << QList<int> {0, 1, 3};
}

void TestBlockIdTracker::linesChanged()
{
    QFETCH(QString, marked);
    QFETCH(QString, operation);
    QFETCH(QString, text);
    QFETCH(QList<int>, expected);

    QTextCursor cursor = cursorFor(m_document, marked);
    QSignalSpy changes(m_tracker, &BlockIdTracker::linesChanged);
    ::edit(cursor, operation, text);
    QCOMPARE(changes.count(), 1);
    const QList<QVariant> arguments = changes.takeFirst();
    QCOMPARE((QList<int> {arguments.at(0).toInt(), arguments.at(1).toInt(), arguments.at(2).toInt()}), expected);
}

// Prints the cost of the tracker per keystroke in a 200 KB draft (never asserted).
void TestBlockIdTracker::typingTime()
{
    QStringList lines;
    LineIds ids;
    for (int i = 0, bytes = 0; bytes < 200 * 1024; ++i) {
        lines.append(i % 2
                ? QString()
                : QStringLiteral("第%1段：在这里输入一段中文译文，检查每次按键的时间。The tracker keeps ids.").arg(i).repeated(2));
        ids.append(i % 2 ? QList<qint64>() : QList<qint64> {i});
        bytes += lines.last().toUtf8().size() + 1;
    }
    m_document->setPlainText(lines.join(QLatin1Char('\n')));
    m_tracker->setLineIds(ids);
    QTextCursor cursor(m_document->findBlockByNumber(lines.size() / 2));
    qint64 worst = 0;
    for (int i = 0; i < 50; ++i) {
        QElapsedTimer clock;
        clock.start();
        cursor.insertText(QStringLiteral("字"));
        worst = std::max(worst, clock.nsecsElapsed());
    }
    qInfo("Typing 50 characters into %d lines (%lld KB): worst %.3f ms per keystroke (QTextDocument + tracker)", int(lines.size()),
        qint64(m_document->toPlainText().toUtf8().size() / 1024), double(worst) / 1e6);
    QCOMPARE(m_tracker->lineIds(), ids);
}

QTEST_MAIN(TestBlockIdTracker)
#include "tst_blockidtracker.moc"
