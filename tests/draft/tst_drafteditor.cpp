// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "drafteditor.h"
#include "lineidsspec.h"
#include "markdownhighlighting.h"

#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFontDatabase>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <memory>

namespace {
const QString Draft = QStringLiteral("# 标题\n\n第一段。\n\n## 小节\n\n第二段。\n\n## 另一节\n\n第三段。");
const QString DraftIds = QStringLiteral("1|-|2|-|3|-|4|-|5|-|6");

// QTest::keyClicks() asserts on characters outside Latin-1 in Qt 5; this types as an input method would.
void typeText(QWidget *widget, const QString &text)
{
    for (const QChar character : text) {
        QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, QString(character), Qt::NoModifier);
    }
}

void placeCursor(DraftEditor *editor, int line, int column)
{
    QTextCursor cursor(editor->document()->findBlockByNumber(line));
    cursor.setPosition(cursor.position() + column);
    editor->setTextCursor(cursor);
}

// A draft of about 200 KB in about 2000 lines, every paragraph line with an id.
void largeDraft(QString *text, LineIds *ids)
{
    QStringList lines;
    for (int i = 0, bytes = 0; bytes < 200 * 1024; ++i) {
        QString line;
        if (i % 20 == 0) {
            line = QStringLiteral("## 第%1节 Section").arg(i);
        } else if (i % 2 == 0) {
            line = QStringLiteral("第%1段：在这里输入一段中文译文，检查 `kernel` 每次按键到重绘的时间。The **draft** keeps ids.")
                       .arg(i)
                       .repeated(2);
        }
        lines.append(line);
        ids->append(line.isEmpty() ? QList<qint64>() : QList<qint64> {i + 1});
        bytes += line.toUtf8().size() + 1;
    }
    *text = lines.join(QLatin1Char('\n'));
}

// Worst and median milliseconds from key press to painted, per typed character.
QPair<double, double> typingTimes(QPlainTextEdit *editor)
{
    editor->setTextCursor(QTextCursor(editor->document()->findBlockByNumber(editor->document()->blockCount() / 2 + 1)));
    editor->centerCursor();
    QVector<double> times;
    for (const QChar character : QStringLiteral("在这里输入一段中文译文，检查每次按键到重绘的时间。Typing latency check 1234")) {
        QElapsedTimer clock;
        clock.start();
        typeText(editor, QString(character));
        QCoreApplication::sendPostedEvents();
        editor->viewport()->repaint();
        times.append(double(clock.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return {times.last(), times.at(times.size() / 2)};
}
} // namespace

class TestDraftEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void setDraft();
    void typeIntoBlockKeepsIds();
    void splitWithReturnReturn();
    void mergeWithBackspace();
    void shiftReturnStartsALine();
    void cutSectionAndPasteElsewhere();
    void copyOfWholeLineDuplicatesIds();
    void partOfALinePastedIntoAnother();
    void dropCarriesIds();
    void droppedFilesAreLeftToTheWindow();
    void undoMovesCursorToTheChange();
    void contextMenuRedoRestoresIds();
    void moveLines_data();
    void moveLines();
    void textEditedOnlyForUserEdits();
    void restampAddsNoUndoStep();
    void highlightedLines();
    void lineMarkersFollowLines();
    void markerStripeIsPainted();
    void currentLineChanged();
    void draftTextKeepsNoBreakSpaces();
    void keystrokeTime();
    void replacedRangesKeepIds();

private:
    std::unique_ptr<DraftEditor> m_editor;
};

void TestDraftEditor::init()
{
    m_editor = std::make_unique<DraftEditor>();
    m_editor->resize(600, 400);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    m_editor->setDraft(Draft, LineIdsSpec::parse(DraftIds));
}

void TestDraftEditor::cleanup()
{
    m_editor.reset();
}

void TestDraftEditor::setDraft()
{
    QCOMPARE(m_editor->toPlainText(), Draft);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
    QCOMPARE(m_editor->textCursor().position(), 0);
    QVERIFY(!m_editor->document()->isUndoAvailable());
    QCOMPARE(m_editor->lineWrapMode(), QPlainTextEdit::WidgetWidth);
    QCOMPARE(m_editor->font().family(), QFontDatabase::systemFont(QFontDatabase::GeneralFont).family());
    m_editor->setDraft(QStringLiteral("新\n稿"), LineIdsSpec::parse(QStringLiteral("9")));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("9|-"));
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), QStringLiteral("新\n稿")); // no undo into the previous draft
}

void TestDraftEditor::typeIntoBlockKeepsIds()
{
    placeCursor(m_editor.get(), 2, 2);
    typeText(m_editor.get(), QStringLiteral("补充"));
    QCOMPARE(m_editor->document()->findBlockByNumber(2).text(), QStringLiteral("第一补充段。"));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
}

void TestDraftEditor::splitWithReturnReturn()
{
    placeCursor(m_editor.get(), 2, 2);
    QTest::keyClick(m_editor.get(), Qt::Key_Return);
    QTest::keyClick(m_editor.get(), Qt::Key_Return);
    QVERIFY(m_editor->toPlainText().startsWith(QStringLiteral("# 标题\n\n第一\n\n段。\n")));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|2|-|3|-|4|-|5|-|6"));
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), Draft);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
}

void TestDraftEditor::mergeWithBackspace()
{
    placeCursor(m_editor.get(), 6, 0);
    QTest::keyClick(m_editor.get(), Qt::Key_Backspace);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|3|4|-|5|-|6"));
    QTest::keyClick(m_editor.get(), Qt::Key_Backspace);
    QCOMPARE(m_editor->document()->findBlockByNumber(4).text(), QStringLiteral("## 小节第二段。"));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|3,4|-|5|-|6"));
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|3|4|-|5|-|6"));
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|3,4|-|5|-|6"));
}

void TestDraftEditor::shiftReturnStartsALine()
{
    placeCursor(m_editor.get(), 2, 2);
    QTest::keyClick(m_editor.get(), Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(m_editor->document()->blockCount(), 12);
    QVERIFY(!m_editor->draftText().contains(QChar::LineSeparator));
    QCOMPARE(m_editor->toPlainText().count(QLatin1Char('\n')) + 1, m_editor->document()->blockCount());
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|2|-|3|-|4|-|5|-|6"));
}

void TestDraftEditor::cutSectionAndPasteElsewhere()
{
    placeCursor(m_editor.get(), 4, 0);
    for (int i = 0; i < 4; ++i) {
        QTest::keyClick(m_editor.get(), Qt::Key_Down, Qt::ShiftModifier);
    }
    QTest::keyClick(m_editor.get(), Qt::Key_X, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), QStringLiteral("# 标题\n\n第一段。\n\n## 另一节\n\n第三段。"));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|5|-|6"));
    QTest::keyClick(m_editor.get(), Qt::Key_End, Qt::ControlModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_Return);
    QTest::keyClick(m_editor.get(), Qt::Key_Return);
    const QString beforePaste = m_editor->toPlainText();
    const QString idsBeforePaste = LineIdsSpec::format(m_editor->lineIds());
    QTest::keyClick(m_editor.get(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), QStringLiteral("# 标题\n\n第一段。\n\n## 另一节\n\n第三段。\n\n## 小节\n\n第二段。\n\n"));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|5|-|6|-|3|-|4|-|-"));

    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), beforePaste);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), idsBeforePaste);
    for (int i = 0; i < 5 && m_editor->toPlainText() != Draft; ++i) {
        QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    }
    QCOMPARE(m_editor->toPlainText(), Draft);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
}

void TestDraftEditor::copyOfWholeLineDuplicatesIds()
{
    placeCursor(m_editor.get(), 2, 0);
    QTest::keyClick(m_editor.get(), Qt::Key_End, Qt::ShiftModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_C, Qt::ControlModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_End, Qt::ControlModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_Return);
    QTest::keyClick(m_editor.get(), Qt::Key_V, Qt::ControlModifier);
    QVERIFY(m_editor->toPlainText().endsWith(QStringLiteral("第三段。\n第一段。")));
    // The later copy reads as the second part of a split of block 2.
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|-|2|-|3|-|4|-|5|-|6|2"));
}

void TestDraftEditor::partOfALinePastedIntoAnother()
{
    placeCursor(m_editor.get(), 2, 0);
    QTest::keyClick(m_editor.get(), Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_Right, Qt::ShiftModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_C, Qt::ControlModifier);
    placeCursor(m_editor.get(), 10, 2);
    QTest::keyClick(m_editor.get(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(m_editor->document()->findBlockByNumber(10).text(), QStringLiteral("第三第一段。"));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
}

void TestDraftEditor::dropCarriesIds()
{
    placeCursor(m_editor.get(), 4, 0);
    QTest::keyClick(m_editor.get(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_C, Qt::ControlModifier);
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime->hasFormat(DraftEditor::lineIdsMimeType()));
    QSignalSpy edited(m_editor.get(), &DraftEditor::textEdited);
    // Dropped (copied: the event comes from no drag of this editor) before line 0.
    const QPoint point = m_editor->cursorRect(QTextCursor(m_editor->document()->firstBlock())).center();
    QDragEnterEvent enter(point, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_editor->viewport(), &enter); // makes the viewport the drop target
    QDropEvent drop(point, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_editor->viewport(), &drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(m_editor->toPlainText().startsWith(QStringLiteral("## 小节\n\n# 标题\n")));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("3|-|1|-|2|-|3|-|4|-|5|-|6"));
    QCOMPARE(edited.count(), 1);
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), Draft);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
}

// A .md file from a file manager is imported by the window, not pasted as a path.
void TestDraftEditor::droppedFilesAreLeftToTheWindow()
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/post.md"))});
    mime.setText(QStringLiteral("/tmp/post.md"));
    const QPoint point = m_editor->viewport()->rect().center();
    QDragEnterEvent enter(point, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    enter.setAccepted(false);
    QApplication::sendEvent(m_editor->viewport(), &enter);
    QVERIFY(!enter.isAccepted());
    QCOMPARE(m_editor->toPlainText(), Draft);

    QMimeData text;
    text.setText(QStringLiteral("文字"));
    QDragEnterEvent textEnter(point, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    textEnter.setAccepted(false);
    QApplication::sendEvent(m_editor->viewport(), &textEnter);
    QVERIFY(textEnter.isAccepted()); // plain text is still welcome
}

void TestDraftEditor::undoMovesCursorToTheChange()
{
    placeCursor(m_editor.get(), 6, 1);
    typeText(m_editor.get(), QStringLiteral("改"));
    placeCursor(m_editor.get(), 0, 0);
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), Draft);
    QCOMPARE(m_editor->currentLine(), 6);
    QCOMPARE(m_editor->textCursor().positionInBlock(), 1);
}

// The standard menu's Redo must go through the tracker: the document's own redo
// would leave the pasted line without the ids it was copied with.
void TestDraftEditor::contextMenuRedoRestoresIds()
{
    m_editor->setDraft(QStringLiteral("a\nb"), LineIdsSpec::parse(QStringLiteral("1|2")));
    QTest::keyClick(m_editor.get(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_C, Qt::ControlModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_End, Qt::ControlModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_Return);
    QTest::keyClick(m_editor.get(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|2|1|-"));
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|2|-"));

    bool triggered = false;
    QTimer::singleShot(0, this, [&triggered] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) {
            return;
        }
        for (QAction *action : menu->actions()) {
            if (action->objectName() == QLatin1String("edit-redo")) {
                action->trigger();
                triggered = true;
            }
        }
        menu->close();
    });
    const QPoint point(10, 10);
    QContextMenuEvent event(QContextMenuEvent::Mouse, point, m_editor->viewport()->mapToGlobal(point));
    QApplication::sendEvent(m_editor->viewport(), &event);
    QVERIFY(triggered);
    QCOMPARE(m_editor->toPlainText(), QStringLiteral("a\nb\na\n"));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|2|1|-"));
}

void TestDraftEditor::moveLines_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("cursorLine");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<QString>("expectedText");
    QTest::addColumn<QString>("expectedIds");
    QTest::addColumn<int>("expectedCursorLine");

    QTest::newRow("two lines up to the top") << 2 << 3 << 0 << 2 << true << "c\nd\na\nb\ne"
                                             << "3|4|1|2|5" << 0;
    QTest::newRow("one line down") << 0 << 0 << 2 << 0 << true << "b\na\nc\nd\ne"
                                   << "2|1|3|4|5" << 1;
    QTest::newRow("to the end") << 1 << 2 << 5 << 4 << true << "a\nd\ne\nb\nc"
                                << "1|4|5|2|3" << 2;
    QTest::newRow("the last lines up") << 3 << 4 << 1 << 3 << true << "a\nd\ne\nb\nc"
                                       << "1|4|5|2|3" << 1;
    QTest::newRow("cursor outside the region stays") << 1 << 1 << 3 << 4 << true << "a\nc\nb\nd\ne"
                                                     << "1|3|2|4|5" << 4;
    QTest::newRow("before a line inside the range") << 1 << 2 << 2 << 0 << false << "a\nb\nc\nd\ne"
                                                    << "1|2|3|4|5" << 0;
    QTest::newRow("right below the range") << 1 << 2 << 3 << 0 << false << "a\nb\nc\nd\ne"
                                           << "1|2|3|4|5" << 0;
    QTest::newRow("range beyond the end") << 3 << 5 << 0 << 0 << false << "a\nb\nc\nd\ne"
                                          << "1|2|3|4|5" << 0;
    QTest::newRow("target beyond the end") << 0 << 0 << 6 << 0 << false << "a\nb\nc\nd\ne"
                                           << "1|2|3|4|5" << 0;
}

void TestDraftEditor::moveLines()
{
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, before);
    QFETCH(int, cursorLine);
    QFETCH(bool, moved);
    QFETCH(QString, expectedText);
    QFETCH(QString, expectedIds);
    QFETCH(int, expectedCursorLine);

    const QString text = QStringLiteral("a\nb\nc\nd\ne");
    m_editor->setDraft(text, LineIdsSpec::parse(QStringLiteral("1|2|3|4|5")));
    const QVector<QColor> markers {Qt::red, Qt::green, Qt::blue, Qt::yellow, Qt::cyan};
    m_editor->setLineMarkers(markers);
    placeCursor(m_editor.get(), cursorLine, 0);
    QSignalSpy edited(m_editor.get(), &DraftEditor::textEdited);
    QCOMPARE(m_editor->moveLines(first, last, before), moved);
    QCOMPARE(m_editor->toPlainText(), expectedText);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), expectedIds);
    QCOMPARE(m_editor->currentLine(), expectedCursorLine);
    QCOMPARE(edited.count(), moved ? 1 : 0);
    QCOMPARE(m_editor->lineMarkers().size(), markers.size());
    for (int line = 0; line < markers.size(); ++line) {
        QCOMPARE(m_editor->lineMarkers().at(line), markers.at(m_editor->lineIds().at(line).first() - 1));
    }
    if (!moved) {
        return;
    }
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), text);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("1|2|3|4|5"));
    QVERIFY(!m_editor->document()->isUndoAvailable());
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_editor->toPlainText(), expectedText);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), expectedIds);
}

void TestDraftEditor::textEditedOnlyForUserEdits()
{
    QSignalSpy edited(m_editor.get(), &DraftEditor::textEdited);
    m_editor->setDraft(Draft, LineIdsSpec::parse(DraftIds));
    m_editor->restampLineIds(LineIdsSpec::parse(QStringLiteral("7|-|8")));
    QCOMPARE(edited.count(), 0);
    placeCursor(m_editor.get(), 2, 0);
    QTest::keyClicks(m_editor.get(), QStringLiteral("ab"));
    QCOMPARE(edited.count(), 2);
    QTest::keyClick(m_editor.get(), Qt::Key_Return);
    QCOMPARE(edited.count(), 3);
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(edited.count(), 4);
    QGuiApplication::clipboard()->setText(QStringLiteral("多\n行\n粘贴"));
    QTest::keyClick(m_editor.get(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(edited.count(), 5);
}

void TestDraftEditor::restampAddsNoUndoStep()
{
    placeCursor(m_editor.get(), 2, 0);
    typeText(m_editor.get(), QStringLiteral("新"));
    const int steps = m_editor->document()->availableUndoSteps();
    m_editor->restampLineIds(LineIdsSpec::parse(QStringLiteral("11|-|12|-|13|-|14|-|15|-|16")));
    QCOMPARE(m_editor->document()->availableUndoSteps(), steps);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), QStringLiteral("11|-|12|-|13|-|14|-|15|-|16"));
    QVERIFY(m_editor->toPlainText().contains(QStringLiteral("新第一段。")));
}

void TestDraftEditor::highlightedLines()
{
    const QList<QPair<int, int>> ranges {{2, 2}, {4, 6}};
    m_editor->setHighlightedLines(ranges);
    QCOMPARE(m_editor->highlightedLines(), ranges);
    const QList<QTextEdit::ExtraSelection> selections = m_editor->extraSelections();
    QCOMPARE(selections.size(), 4);
    QCOMPARE(selections.at(3).cursor.selectionStart(), m_editor->document()->findBlockByNumber(4).position());
    QCOMPARE(selections.at(3).cursor.selectedText(), QStringLiteral("## 小节\u2029\u2029第二段。"));
    QVERIFY(selections.at(3).format.boolProperty(QTextFormat::FullWidthSelection));
    m_editor->setHighlightedLines({});
    QVERIFY(m_editor->extraSelections().isEmpty());
}

void TestDraftEditor::lineMarkersFollowLines()
{
    QVector<QColor> markers(11);
    markers[2] = Qt::red;
    markers[4] = Qt::blue;
    markers[9] = Qt::green; // a blank line: by position
    m_editor->setLineMarkers(markers);
    placeCursor(m_editor.get(), 2, 2);
    QTest::keyClick(m_editor.get(), Qt::Key_Return); // both parts of a split keep the colour
    QCOMPARE(m_editor->lineMarkers().size(), 12);
    QCOMPARE(m_editor->lineMarkers().at(2), QColor(Qt::red));
    QCOMPARE(m_editor->lineMarkers().at(3), QColor(Qt::red));
    QCOMPARE(m_editor->lineMarkers().at(5), QColor(Qt::blue));
    QCOMPARE(m_editor->lineMarkers().at(10), QColor(Qt::green));
    QTest::keyClick(m_editor.get(), Qt::Key_Backspace);
    QCOMPARE(m_editor->lineMarkers(), markers);
    placeCursor(m_editor.get(), 2, 0); // "第一段。" and its line break removed: the next lines keep theirs
    QTest::keyClick(m_editor.get(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(m_editor.get(), Qt::Key_Delete);
    QVERIFY(!m_editor->lineMarkers().at(2).isValid());
    QCOMPARE(m_editor->lineMarkers().at(3), QColor(Qt::blue));
    QCOMPARE(m_editor->lineMarkers().at(8), QColor(Qt::green));
}

void TestDraftEditor::markerStripeIsPainted()
{
    QVector<QColor> markers(11);
    markers[2] = QColor(255, 0, 0);
    m_editor->setLineMarkers(markers);
    const QImage image = m_editor->viewport()->grab().toImage();
    const int y = m_editor->cursorRect(QTextCursor(m_editor->document()->findBlockByNumber(2))).center().y();
    const qreal ratio = image.devicePixelRatio();
    QCOMPARE(image.pixelColor(int(2 * ratio), int(y * ratio)), QColor(255, 0, 0));
    const int otherY = m_editor->cursorRect(QTextCursor(m_editor->document()->findBlockByNumber(0))).center().y();
    QVERIFY(image.pixelColor(int(2 * ratio), int(otherY * ratio)) != QColor(255, 0, 0));
}

void TestDraftEditor::currentLineChanged()
{
    QSignalSpy changed(m_editor.get(), &DraftEditor::currentLineChanged);
    QTest::keyClick(m_editor.get(), Qt::Key_Down);
    QTest::keyClick(m_editor.get(), Qt::Key_Down);
    QTest::keyClick(m_editor.get(), Qt::Key_Right);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(changed.at(1).at(0).toInt(), 2);
    QCOMPARE(m_editor->currentLine(), 2);
}

void TestDraftEditor::draftTextKeepsNoBreakSpaces()
{
    const QString text = QStringLiteral("NVIDIA\u00A0A100\n第二行");
    m_editor->setDraft(text, {});
    QCOMPARE(m_editor->draftText(), text);
    QVERIFY(m_editor->toPlainText() != text); // QTextDocument::toPlainText() turns U+00A0 into a space
}

// Prints keystroke-to-paint times in a 200 KB draft (never asserted): the editor as
// used, a bare QPlainTextEdit, and one with only the highlighter.
void TestDraftEditor::keystrokeTime()
{
    QString text;
    LineIds ids;
    largeDraft(&text, &ids);
    QElapsedTimer clock;
    clock.start();
    m_editor->setDraft(text, ids);
    const double loadMs = double(clock.nsecsElapsed()) / 1e6;
    const QPair<double, double> editor = typingTimes(m_editor.get());
    QPlainTextEdit plain;
    plain.resize(m_editor->size());
    plain.setFont(m_editor->font());
    plain.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plain));
    plain.setPlainText(text);
    const QPair<double, double> bare = typingTimes(&plain);
    const bool highlighted = MarkdownHighlighting::attach(plain.document(), &plain);
    plain.setPlainText(text);
    const QPair<double, double> withHighlighter = typingTimes(&plain);
    qInfo("%d lines, %d KB; setDraft %.1f ms; per keystroke worst/median ms: DraftEditor %.2f/%.2f, QPlainTextEdit %.2f/%.2f, "
          "QPlainTextEdit + highlighter (%s) %.2f/%.2f",
        m_editor->document()->blockCount(), int(m_editor->draftText().toUtf8().size() / 1024), loadMs, editor.first, editor.second,
        bare.first, bare.second, highlighted ? "on" : "off", withHighlighter.first, withHighlighter.second);
    QCOMPARE(m_editor->lineIds(), ids);
}

// A replace made through the block-level interface (Find's, in the editor) keeps the
// ids of the lines it touches, and one Ctrl+Z takes all of it back, ids and all.
void TestDraftEditor::replacedRangesKeepIds()
{
    QSignalSpy edited(m_editor.get(), &DraftEditor::textEdited);
    m_editor->replaceRanges({{LineRange {2, 0, 2}, QStringLiteral("首")}, {LineRange {6, 0, 3}, QStringLiteral("末段")}});
    QCOMPARE(m_editor->lineText(2), QStringLiteral("首段。"));
    QCOMPARE(m_editor->lineText(6), QStringLiteral("末段。"));
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
    QVERIFY(!edited.isEmpty());
    QTest::keyClick(m_editor.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->toPlainText(), Draft);
    QCOMPARE(LineIdsSpec::format(m_editor->lineIds()), DraftIds);
}

QTEST_MAIN(TestDraftEditor)
#include "tst_drafteditor.moc"
