// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The comment badges of both editors (DraftEditor, DocumentView): where they stand,
// what a click and a tooltip do. Positions, not pixels.
#include "documentview.h"
#include "drafteditor.h"
#include "plaintooltips.h"

#include <QApplication>
#include <QHelpEvent>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QToolTip>

namespace {

QString lines(int count)
{
    QStringList text;
    for (int line = 0; line < count; ++line) {
        text.append(line % 2 ? QString() : QStringLiteral("第%1行的文字。").arg(line));
    }
    return text.join(QLatin1Char('\n'));
}

QPlainTextEdit *makeEditor(const QString &kind, const QString &text)
{
    if (kind == QLatin1String("draft")) {
        auto *editor = new DraftEditor;
        editor->setDraft(text, LineIds(text.count(QLatin1Char('\n')) + 1));
        return editor;
    }
    auto *view = new DocumentView;
    view->showMarkdown(text);
    return view;
}

void setBadges(QPlainTextEdit *edit, const QList<CommentBadge> &badges)
{
    if (auto *draft = qobject_cast<DraftEditor *>(edit)) {
        draft->setCommentBadges(badges);
    } else {
        static_cast<DocumentView *>(edit)->setCommentBadges(badges);
    }
}

QRectF badgeRect(QPlainTextEdit *edit, int line)
{
    if (auto *draft = qobject_cast<DraftEditor *>(edit)) {
        return draft->commentBadgeRect(line);
    }
    return static_cast<DocumentView *>(edit)->commentBadgeRect(line);
}

QRect lineRect(QPlainTextEdit *edit, int line)
{
    return edit->cursorRect(QTextCursor(edit->document()->findBlockByNumber(line)));
}

} // namespace

class TestCommentBadges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void standsAtTheRightEdgeOfItsLine_data();
    void standsAtTheRightEdgeOfItsLine();
    void clickEmitsTheLine_data();
    void clickEmitsTheLine();
    void toolTipOfTheBadge();
    void sourceChangeBadgesJoinTheReviews_data();
    void sourceChangeBadgesJoinTheReviews();
};

void TestCommentBadges::standsAtTheRightEdgeOfItsLine_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("draft editor") << QStringLiteral("draft");
    QTest::newRow("source view") << QStringLiteral("source");
}

void TestCommentBadges::standsAtTheRightEdgeOfItsLine()
{
    QFETCH(QString, kind);
    std::unique_ptr<QPlainTextEdit> edit(makeEditor(kind, lines(200)));
    edit->resize(500, 300);
    edit->show();
    QVERIFY(QTest::qWaitForWindowExposed(edit.get()));
    setBadges(edit.get(),
        {{2, 3, false, QStringLiteral("li: 术语")}, {4, 1, true, QStringLiteral("退回")}, {6, 0, true, {}}, {180, 1, false, {}}});
    const int right = edit->viewport()->width();
    for (int line : {2, 4, 6}) {
        const QRectF box = badgeRect(edit.get(), line);
        QVERIFY2(!box.isEmpty(), qPrintable(QString::number(line)));
        QVERIFY(box.right() <= right && box.right() > right - 12);
        QVERIFY(qAbs(box.top() - lineRect(edit.get(), line).top()) <= 2);
    }
    // A rejection stands left of the bubble: the two together are wider than either.
    QVERIFY(badgeRect(edit.get(), 4).width() > badgeRect(edit.get(), 2).width());
    QVERIFY(badgeRect(edit.get(), 4).width() > badgeRect(edit.get(), 6).width());
    // Off screen, or without a badge: nothing is laid out.
    QVERIFY(badgeRect(edit.get(), 180).isEmpty());
    QVERIFY(badgeRect(edit.get(), 3).isEmpty());
    edit->verticalScrollBar()->setValue(178); // a plain text edit scrolls by lines
    QVERIFY(badgeRect(edit.get(), 2).isEmpty());
    QVERIFY(!badgeRect(edit.get(), 180).isEmpty());
}

void TestCommentBadges::clickEmitsTheLine_data()
{
    standsAtTheRightEdgeOfItsLine_data();
}

void TestCommentBadges::clickEmitsTheLine()
{
    QFETCH(QString, kind);
    std::unique_ptr<QPlainTextEdit> edit(makeEditor(kind, lines(20)));
    edit->resize(500, 300);
    edit->show();
    QVERIFY(QTest::qWaitForWindowExposed(edit.get()));
    setBadges(edit.get(), {{4, 2, false, {}}});
    QSignalSpy spy(edit.get(), SIGNAL(commentBadgeClicked(int)));
    QTest::mouseClick(edit->viewport(), Qt::LeftButton, {}, badgeRect(edit.get(), 4).center().toPoint());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 4);
    QCOMPARE(edit->textCursor().blockNumber(), 0); // the click did not move the cursor
    // Beside the badge a click is a click in the text.
    QTest::mouseClick(edit->viewport(), Qt::LeftButton, {}, lineRect(edit.get(), 4).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(edit->textCursor().blockNumber(), 4);
}

void TestCommentBadges::toolTipOfTheBadge()
{
    DraftEditor editor;
    editor.setDraft(lines(20), LineIds(20));
    editor.resize(500, 300);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setCommentBadges({{2, 1, true, QStringLiteral("Rejected by wang: 数字不对\nli: 术语")}});
    const QPoint at = editor.commentBadgeRect(2).center().toPoint();
    QHelpEvent help(QEvent::ToolTip, at, editor.viewport()->mapToGlobal(at));
    QApplication::sendEvent(editor.viewport(), &help);
    QTRY_COMPARE(QToolTip::text(), PlainToolTips::html(QStringLiteral("Rejected by wang: 数字不对\nli: 术语")));
    editor.setCommentBadges({});
    QVERIFY(editor.commentBadges().isEmpty());
    QVERIFY(editor.commentBadgeRect(2).isEmpty());
}

void TestCommentBadges::sourceChangeBadgesJoinTheReviews_data()
{
    standsAtTheRightEdgeOfItsLine_data();
}

// The Δ of a block whose source changed stands with the review's badges, left of them
// on a shared line; it has a tooltip and no click of its own.
void TestCommentBadges::sourceChangeBadgesJoinTheReviews()
{
    QFETCH(QString, kind);
    std::unique_ptr<QPlainTextEdit> edit(makeEditor(kind, lines(20)));
    edit->resize(500, 300);
    edit->show();
    QVERIFY(QTest::qWaitForWindowExposed(edit.get()));
    setBadges(edit.get(), {{4, 2, false, QStringLiteral("li: 术语")}});
    const QRectF reviewOnly = badgeRect(edit.get(), 4);
    CommentBadge changed {4, 0, false, QStringLiteral("The source changed")};
    changed.sourceChanged = true;
    CommentBadge alone = changed;
    alone.line = 8;
    if (auto *draft = qobject_cast<DraftEditor *>(edit.get())) {
        draft->setSourceChangeBadges({changed, alone});
        QCOMPARE(draft->commentBadges().size(), 1); // the review's, as it set them
    } else {
        static_cast<DocumentView *>(edit.get())->setSourceChangeBadges({changed, alone});
        QCOMPARE(static_cast<DocumentView *>(edit.get())->commentBadges().size(), 1);
    }
    QVERIFY(badgeRect(edit.get(), 4).width() > reviewOnly.width());
    QCOMPARE(badgeRect(edit.get(), 4).right(), reviewOnly.right());
    QVERIFY(!badgeRect(edit.get(), 8).isEmpty());
    // Setting the review's badges again keeps the Δ.
    setBadges(edit.get(), {{4, 2, false, QStringLiteral("li: 术语")}});
    QVERIFY(badgeRect(edit.get(), 4).width() > reviewOnly.width());
    const QPoint at = badgeRect(edit.get(), 8).center().toPoint();
    QHelpEvent help(QEvent::ToolTip, at, edit->viewport()->mapToGlobal(at));
    QApplication::sendEvent(edit->viewport(), &help);
    QTRY_COMPARE(QToolTip::text(), PlainToolTips::html(QStringLiteral("The source changed")));
    QSignalSpy spy(edit.get(), SIGNAL(commentBadgeClicked(int)));
    QTest::mouseClick(edit->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(spy.count(), 0);
    QCOMPARE(edit->textCursor().blockNumber(), 8); // a click on the Δ is a click in the text
    const QList<CommentBadge> merged = CommentBadges::merged({{4, 2, false, QStringLiteral("li: 术语")}}, {changed});
    QCOMPARE(merged.size(), 1);
    QVERIFY(merged.first().sourceChanged);
    QCOMPARE(merged.first().toolTip, QStringLiteral("li: 术语\n\nThe source changed"));
}

QTEST_MAIN(TestCommentBadges)
#include "tst_commentbadges.moc"
