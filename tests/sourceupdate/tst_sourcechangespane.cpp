// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findchild.h"
#include "sourcechangespane.h"
#include "sourcediffview.h"
#include "sourceupdate/sourcechangelistmodel.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace {
using K = SourceChange::Kind;
using S = SourceChange::State;

SourceChange change(
    qint64 id, K kind, S state, const QString &oldText, const QString &newText, qint64 sourceBlockId, const QList<qint64> &targets)
{
    SourceChange result;
    result.id = id;
    result.kind = kind;
    result.state = state;
    result.oldOrdinal = int(id);
    result.newOrdinal = kind == K::Removed ? -1 : int(id) + 1;
    result.oldText = oldText;
    result.newText = newText;
    result.sourceBlockId = sourceBlockId;
    result.targetIds = targets;
    return result;
}

// Open first in the pane: 2 (edited), 4 (removed); then 1 (added), 3 (edited, seen).
QList<SourceChange> fourChanges()
{
    return {change(1, K::Added, S::Done, {}, QStringLiteral("A new paragraph."), 10, {20}),
        change(
            2, K::Edited, S::Open, QStringLiteral("ToMe merges tokens fast."), QStringLiteral("ToMe merges redundant tokens."), 11, {21}),
        change(3, K::Edited, S::Done, QStringLiteral("Old words."), QStringLiteral("New words."), 12, {22}),
        change(4, K::Removed, S::Open, QStringLiteral("Gone."), {}, 0, {23, 24})};
}

// The format of the first character of needle in the diff view's text.
QTextCharFormat formatOf(const SourceDiffView &view, const QString &needle)
{
    const int at = view.document()->toPlainText().indexOf(needle);
    if (at < 0) {
        return {};
    }
    QTextCursor cursor(view.document());
    cursor.setPosition(at + 1); // the format of the character before the cursor
    return cursor.charFormat();
}

QList<bool> buttonStates(const SourceChangesPane &pane)
{
    return {child<QPushButton>(pane, "sourceChangeSeen")->isEnabled(), child<QPushButton>(pane, "sourceChangeDrop")->isEnabled(),
        child<QPushButton>(pane, "sourceChangeKeep")->isEnabled(), child<QPushButton>(pane, "sourceChangeReopen")->isEnabled()};
}
} // namespace

// The Source Changes pane: the list, the filter, the diff of the current change,
// buttons by kind and state, the signals it asks with.
class TestSourceChangesPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholders();
    void editShowsItsWordDiff();
    void removedAndAddedBlocks();
    void buttonsByKindAndState_data();
    void buttonsByKindAndState();
    void buttonsEmitResolveAndReopen_data();
    void buttonsEmitResolveAndReopen();
    void enterAndDoubleClickJump();
    void filterAndSelection();
    void keepsTheCurrentChangeAcrossUpdates();
};

void TestSourceChangesPane::placeholders()
{
    SourceChangesPane pane;
    auto *placeholder = child<QLabel>(pane, "sourceChangePlaceholder");
    QVERIFY(placeholder->isVisibleTo(&pane));
    QVERIFY(placeholder->text().contains(QStringLiteral("Open an issue")));
    pane.setIssueOpen(true);
    pane.setChanges({});
    QVERIFY(placeholder->text().contains(QStringLiteral("has not been updated")));
    QVERIFY(placeholder->isVisibleTo(&pane));
    pane.setChanges(fourChanges());
    QVERIFY(!placeholder->isVisibleTo(&pane));
    QCOMPARE(child<QLabel>(pane, "sourceChangeSummary")->text(), QStringLiteral("2 open change(s) from source updates"));
    pane.setIssueOpen(false);
    QVERIFY(placeholder->isVisibleTo(&pane));
    QCOMPARE(pane.currentChangeId(), 0);
}

void TestSourceChangesPane::editShowsItsWordDiff()
{
    SourceChangesPane pane;
    pane.setIssueOpen(true);
    pane.setChanges(fourChanges());
    QCOMPARE(pane.currentChangeId(), 2);
    const SourceDiffView &diff = *pane.diffView();
    const QString text = diff.document()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("redundant")) && text.contains(QStringLiteral("fast")), qPrintable(text));
    QVERIFY(formatOf(diff, QStringLiteral("fast")).fontStrikeOut());
    QVERIFY(formatOf(diff, QStringLiteral("fast")).hasProperty(QTextFormat::BackgroundBrush));
    QVERIFY(!formatOf(diff, QStringLiteral("redundant")).fontStrikeOut());
    QVERIFY(formatOf(diff, QStringLiteral("redundant")).hasProperty(QTextFormat::BackgroundBrush));
    QVERIFY(!formatOf(diff, QStringLiteral("ToMe")).hasProperty(QTextFormat::BackgroundBrush));
    QVERIFY(diff.removedCharacters() >= 4);
    QVERIFY(diff.addedCharacters() >= 9);
    QVERIFY(diff.isReadOnly());
    QVERIFY(diff.textInteractionFlags() & Qt::TextSelectableByMouse);
    QVERIFY(child<QLabel>(pane, "sourceChangeDetail")->text().contains(QStringLiteral("Edited")));
}

void TestSourceChangesPane::removedAndAddedBlocks()
{
    SourceChangesPane pane;
    pane.setIssueOpen(true);
    pane.setChanges(fourChanges());
    QVERIFY(pane.selectChange(4));
    const SourceDiffView &diff = *pane.diffView();
    QCOMPARE(diff.document()->toPlainText(), QStringLiteral("Gone."));
    QVERIFY(formatOf(diff, QStringLiteral("Gone")).fontStrikeOut());
    QCOMPARE(diff.removedCharacters(), 5);
    QVERIFY(child<QLabel>(pane, "sourceChangeDetail")->text().contains(QStringLiteral("2 draft block(s)")));
    QVERIFY(pane.selectChange(1));
    QCOMPARE(diff.document()->toPlainText(), QStringLiteral("A new paragraph."));
    QVERIFY(!formatOf(diff, QStringLiteral("new")).fontStrikeOut());
    QCOMPARE(diff.addedCharacters(), 16);
}

void TestSourceChangesPane::buttonsByKindAndState_data()
{
    QTest::addColumn<qint64>("changeId");
    QTest::addColumn<bool>("readOnly");
    QTest::addColumn<QList<bool>>("enabled"); // Seen, Drop, Keep, Reopen
    QTest::newRow("open edit: Mark Seen") << qint64(2) << false << QList<bool> {true, false, false, false};
    QTest::newRow("open removal: Drop or Keep") << qint64(4) << false << QList<bool> {false, true, true, false};
    QTest::newRow("seen edit: Reopen") << qint64(3) << false << QList<bool> {false, false, false, true};
    QTest::newRow("added block, done: nothing") << qint64(1) << false << QList<bool> {false, false, false, false};
    QTest::newRow("read-only project: nothing") << qint64(2) << true << QList<bool> {false, false, false, false};
}

void TestSourceChangesPane::buttonsByKindAndState()
{
    QFETCH(qint64, changeId);
    QFETCH(bool, readOnly);
    SourceChangesPane pane;
    pane.setIssueOpen(true);
    pane.setReadOnly(readOnly);
    pane.setChanges(fourChanges());
    QVERIFY(pane.selectChange(changeId));
    QTEST(buttonStates(pane), "enabled");
}

void TestSourceChangesPane::buttonsEmitResolveAndReopen_data()
{
    QTest::addColumn<qint64>("changeId");
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("state"); // -1: reopen
    QTest::newRow("Mark Seen on an edit") << qint64(2) << "sourceChangeSeen" << int(S::Done);
    QTest::newRow("Drop Translation on a removal") << qint64(4) << "sourceChangeDrop" << int(S::Dropped);
    QTest::newRow("Keep as Addition on a removal") << qint64(4) << "sourceChangeKeep" << int(S::Kept);
    QTest::newRow("Reopen a seen edit") << qint64(3) << "sourceChangeReopen" << -1;
}

void TestSourceChangesPane::buttonsEmitResolveAndReopen()
{
    QFETCH(qint64, changeId);
    QFETCH(QString, button);
    QFETCH(int, state);
    SourceChangesPane pane;
    pane.setIssueOpen(true);
    pane.setChanges(fourChanges());
    QSignalSpy resolved(&pane, &SourceChangesPane::resolveRequested);
    QSignalSpy reopened(&pane, &SourceChangesPane::reopenRequested);
    QVERIFY(pane.selectChange(changeId));
    QTest::mouseClick(child<QPushButton>(pane, button), Qt::LeftButton);
    if (state < 0) {
        QCOMPARE(resolved.count(), 0);
        QCOMPARE(reopened.count(), 1);
        QCOMPARE(reopened.first().at(0).toLongLong(), changeId);
        return;
    }
    QCOMPARE(reopened.count(), 0);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(resolved.first().at(0).toLongLong(), changeId);
    QCOMPARE(int(resolved.first().at(1).value<SourceChange::State>()), state);
    // A disabled decision asks nothing: Mark Seen on a removal.
    QVERIFY(pane.selectChange(4));
    pane.resolveCurrent(S::Done);
    QCOMPARE(resolved.count(), 1);
}

void TestSourceChangesPane::enterAndDoubleClickJump()
{
    SourceChangesPane pane;
    pane.setIssueOpen(true);
    pane.setChanges(fourChanges());
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QSignalSpy jumps(&pane, &SourceChangesPane::jumpRequested);
    auto *table = child<QTableView>(pane, "sourceChangeTable");
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(jumps.count(), 1);
    QCOMPARE(jumps.at(0).at(0).toLongLong(), 11);
    QCOMPARE(jumps.at(0).at(1).toLongLong(), 21);
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(pane.currentChangeId(), 4);
    QTest::keyClick(table, Qt::Key_Enter);
    QCOMPARE(jumps.count(), 2);
    QCOMPARE(jumps.at(1).at(0).toLongLong(), 0); // a removed block has no source any more
    QCOMPARE(jumps.at(1).at(1).toLongLong(), 23);
    const QRect rect = table->visualRect(table->model()->index(0, SourceChangeListModel::BlockColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(jumps.count(), 3);
    QCOMPARE(jumps.at(2).at(0).toLongLong(), 11);
}

void TestSourceChangesPane::filterAndSelection()
{
    SourceChangesPane pane;
    pane.setIssueOpen(true);
    pane.setChanges(fourChanges());
    auto *table = child<QTableView>(pane, "sourceChangeTable");
    auto *filter = child<QComboBox>(pane, "sourceChangeFilter");
    QCOMPARE(table->model()->rowCount(), 4);
    QCOMPARE(filter->currentData().toBool(), false);
    filter->setCurrentIndex(filter->findData(true));
    QCOMPARE(table->model()->rowCount(), 2);
    QVERIFY(!pane.selectSourceBlock(12)); // seen: hidden by the filter
    QVERIFY(pane.selectSourceBlock(11));
    QCOMPARE(pane.currentChangeId(), 2);
    // Asked for by id, a hidden change shows: the filter goes to all.
    QVERIFY(pane.selectChange(3));
    QCOMPARE(filter->currentData().toBool(), false);
    QCOMPARE(table->model()->rowCount(), 4);
    QCOMPARE(pane.currentChangeId(), 3);
    QVERIFY(!pane.selectChange(99));
}

void TestSourceChangesPane::keepsTheCurrentChangeAcrossUpdates()
{
    SourceChangesPane pane;
    pane.setIssueOpen(true);
    pane.setChanges(fourChanges());
    QVERIFY(pane.selectChange(4));
    QList<SourceChange> after = fourChanges();
    after[1].state = S::Done; // the edit is seen: it moves down the list
    pane.setChanges(after);
    QCOMPARE(pane.currentChangeId(), 4);
    QCOMPARE(child<QLabel>(pane, "sourceChangeSummary")->text(), QStringLiteral("1 open change(s) from source updates"));
    after[3].state = S::Kept;
    pane.setChanges(after);
    QCOMPARE(pane.currentChangeId(), 4);
    QCOMPARE(child<QLabel>(pane, "sourceChangeSummary")->text(), QStringLiteral("Every change has been dealt with."));
    QCOMPARE(buttonStates(pane), (QList<bool> {false, false, false, false}));
}

QTEST_MAIN(TestSourceChangesPane)
#include "tst_sourcechangespane.moc"
