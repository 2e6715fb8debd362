// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "drafteditor.h"
#include "lineidsspec.h"
#include "placecursor.h"
#include "typetext.h"
#include "typing/completionsource.h"

#include <QAction>
#include <QImage>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QVBoxLayout>

#include <memory>

namespace {
const QString Draft = QStringLiteral("# 性能分析\n\n\n\n内核调度进程。");

TermSuggestion term(const QString &text, int rendering = 0)
{
    TermSuggestion suggestion;
    suggestion.selection.rendering = rendering;
    suggestion.selection.text = text;
    return suggestion;
}

CompletionSource blockSource()
{
    CompletionSource source;
    source.setTerms({term(QStringLiteral("CUDA核函数")), term(QStringLiteral("NCCL_IB_DISABLE"), -1), term(QStringLiteral("张量并行"))});
    TmMatch match;
    match.unit.target = QStringLiteral("启动开销在短任务中占主导。");
    source.setMemoryMatches({match});
    return source;
}
} // namespace

// Predictive typing in the draft editor, driven with keys and input-method events:
// the offer is painted after the cursor and never enters the document; Tab takes
// it as one undo step, Esc hides it, and without an offer both keys do what they did.
class TestInlineCompletion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void tabAcceptsAsOneUndoStep();
    void typedCaseTakesTheCandidates();
    void offerIsPaintedNotWritten();
    void escDismissesBeforeAnyShortcut();
    void tabWithoutOfferInsertsATab();
    void inputMethodCommitOffers();
    void preeditOffersNothing();
    void otherKeysHideIt();
    void offeredOnlyAtTheLineEnd();
    void switchedOffOrReadOnlyOffersNothing();
    void newCandidatesHideTheOffer();
    void candidatesArrivingLateAreOffered_data();
    void candidatesArrivingLateAreOffered();

private:
    QString line() const { return m_editor->textCursor().block().text(); }
    QString shown() const { return m_editor->shownCompletion().candidate.text; }

    std::unique_ptr<QWidget> m_window;
    DraftEditor *m_editor = nullptr;
    QAction *m_escape = nullptr; // another use of Esc in the window
};

void TestInlineCompletion::init()
{
    m_window = std::make_unique<QWidget>();
    m_editor = new DraftEditor(m_window.get());
    auto *layout = new QVBoxLayout(m_window.get());
    layout->addWidget(m_editor);
    m_escape = new QAction(m_window.get());
    m_escape->setShortcut(QKeySequence(Qt::Key_Escape));
    m_window->addAction(m_escape);
    m_window->resize(600, 400);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_editor->setDraft(Draft, LineIdsSpec::parse(QStringLiteral("1|-|-|-|2")));
    m_editor->setCompletions(blockSource());
    m_editor->setFocus();
    QVERIFY(placeCursor(m_editor, QString(), 0));
    QVERIFY(m_editor->isCompletionEnabled());
}

void TestInlineCompletion::cleanup()
{
    m_window.reset();
}

void TestInlineCompletion::tabAcceptsAsOneUndoStep()
{
    QSignalSpy edited(m_editor, &DraftEditor::textEdited);
    QTest::keyClicks(m_editor, QStringLiteral("CU"));
    QCOMPARE(shown(), QStringLiteral("CUDA核函数"));
    QCOMPARE(m_editor->shownCompletion().rest(), QStringLiteral("DA核函数"));
    const int steps = m_editor->availableUndoSteps();
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(line(), QStringLiteral("CUDA核函数"));
    QCOMPARE(m_editor->textCursor().positionInBlock(), line().size());
    QVERIFY(shown().isEmpty());
    QCOMPARE(m_editor->availableUndoSteps(), steps + 1);
    QVERIFY(edited.count() >= 3);
    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(line(), QStringLiteral("CU"));
    QCOMPARE(m_editor->draftText(), QStringLiteral("# 性能分析\nCU\n\n\n内核调度进程。"));
}

void TestInlineCompletion::typedCaseTakesTheCandidates()
{
    QTest::keyClicks(m_editor, QStringLiteral("export nccl_ib"));
    QCOMPARE(shown(), QStringLiteral("NCCL_IB_DISABLE"));
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(line(), QStringLiteral("export NCCL_IB_DISABLE"));
    QTest::keyClick(m_editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(line(), QStringLiteral("export nccl_ib"));
}

void TestInlineCompletion::offerIsPaintedNotWritten()
{
    QTest::keyClicks(m_editor, QStringLiteral("CU"));
    const QString text = m_editor->draftText();
    const int revision = m_editor->document()->revision();
    const int steps = m_editor->availableUndoSteps();
    QCOMPARE(shown(), QStringLiteral("CUDA核函数"));
    const QImage with = m_editor->viewport()->grab().toImage();
    QCOMPARE(m_editor->draftText(), text);
    QCOMPARE(m_editor->document()->revision(), revision);
    QCOMPARE(m_editor->availableUndoSteps(), steps);
    QTest::keyClick(m_editor, Qt::Key_Escape);
    QVERIFY(shown().isEmpty());
    const QImage without = m_editor->viewport()->grab().toImage();
    QVERIFY(with != without);
    QCOMPARE(m_editor->draftText(), text);
}

void TestInlineCompletion::escDismissesBeforeAnyShortcut()
{
    QSignalSpy escaped(m_escape, &QAction::triggered);
    QTest::keyClicks(m_editor, QStringLiteral("CU"));
    QVERIFY(!shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_Escape);
    QVERIFY(shown().isEmpty());
    QCOMPARE(escaped.count(), 0);
    QCOMPARE(line(), QStringLiteral("CU"));
    // Nothing offered: Esc is the window's again, Tab is a tab.
    QTest::keyClick(m_editor, Qt::Key_Escape);
    QCOMPARE(escaped.count(), 1);
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(line(), QStringLiteral("CU\t"));
}

void TestInlineCompletion::tabWithoutOfferInsertsATab()
{
    QTest::keyClicks(m_editor, QStringLiteral("zz"));
    QVERIFY(shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(line(), QStringLiteral("zz\t"));
}

void TestInlineCompletion::inputMethodCommitOffers()
{
    typeText(m_editor, QStringLiteral("我们发现"));
    QVERIFY(shown().isEmpty());
    typeText(m_editor, QStringLiteral("启动"));
    QCOMPARE(shown(), QStringLiteral("启动开销在短任务中占主导"));
    typeText(m_editor, QStringLiteral("的张"));
    QCOMPARE(shown(), QStringLiteral("张量并行"));
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(line(), QStringLiteral("我们发现启动的张量并行"));
}

void TestInlineCompletion::preeditOffersNothing()
{
    typeText(m_editor, QStringLiteral("张"));
    QCOMPARE(shown(), QStringLiteral("张量并行"));
    QInputMethodEvent composing(QStringLiteral("liang"), {});
    QCoreApplication::sendEvent(m_editor, &composing);
    QVERIFY(m_editor->isComposing());
    QVERIFY(shown().isEmpty());
    QInputMethodEvent preeditOnly(QStringLiteral("zhang"), {});
    m_editor->setCompletions(blockSource());
    QCoreApplication::sendEvent(m_editor, &preeditOnly);
    QVERIFY(shown().isEmpty());
    QCOMPARE(line(), QStringLiteral("张"));
    typeText(m_editor, QStringLiteral("量"));
    QCOMPARE(shown(), QStringLiteral("张量并行"));
}

void TestInlineCompletion::otherKeysHideIt()
{
    QTest::keyClicks(m_editor, QStringLiteral("CU"));
    QVERIFY(!shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_Left);
    QVERIFY(shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_End);
    QVERIFY(shown().isEmpty());
    // Typing and deleting ask anew.
    QTest::keyClick(m_editor, Qt::Key_D);
    QCOMPARE(shown(), QStringLiteral("CUDA核函数"));
    QTest::keyClick(m_editor, Qt::Key_X);
    QVERIFY(shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_Backspace);
    QCOMPARE(shown(), QStringLiteral("CUDA核函数"));
    QTest::keyClick(m_editor, Qt::Key_Return);
    QVERIFY(shown().isEmpty());
}

void TestInlineCompletion::offeredOnlyAtTheLineEnd()
{
    QTest::keyClicks(m_editor, QStringLiteral("CU kept"));
    QTest::keyClick(m_editor, Qt::Key_Home);
    QTest::keyClicks(m_editor, QStringLiteral("CU"));
    QVERIFY(shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_End);
    QTest::keyClicks(m_editor, QStringLiteral(" CU  "));
    QTest::keyClick(m_editor, Qt::Key_Left);
    QTest::keyClick(m_editor, Qt::Key_Left);
    QTest::keyClick(m_editor, Qt::Key_Backspace);
    QTest::keyClick(m_editor, Qt::Key_U);
    QCOMPARE(shown(), QStringLiteral("CUDA核函数")); // only spaces after it
}

void TestInlineCompletion::switchedOffOrReadOnlyOffersNothing()
{
    m_editor->setCompletionEnabled(false);
    QTest::keyClicks(m_editor, QStringLiteral("CU"));
    QVERIFY(shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_Tab);
    QCOMPARE(line(), QStringLiteral("CU\t"));
    m_editor->setCompletionEnabled(true);
    QTest::keyClick(m_editor, Qt::Key_Backspace);
    QCOMPARE(shown(), QStringLiteral("CUDA核函数"));
    m_editor->setReadOnly(true);
    typeText(m_editor, QStringLiteral("张"));
    QVERIFY(shown().isEmpty());
}

void TestInlineCompletion::newCandidatesHideTheOffer()
{
    QTest::keyClicks(m_editor, QStringLiteral("CU"));
    QVERIFY(!shown().isEmpty());
    m_editor->setCompletions(CompletionSource());
    QVERIFY(shown().isEmpty());
    QTest::keyClick(m_editor, Qt::Key_D);
    QVERIFY(shown().isEmpty());
}

void TestInlineCompletion::candidatesArrivingLateAreOffered_data()
{
    QTest::addColumn<bool>("focused");
    QTest::addColumn<bool>("atLineEnd");
    QTest::addColumn<QString>("expected");
    QTest::newRow("focused, at the end of the typed text: offered at once") << true << true << QStringLiteral("CUDA核函数");
    QTest::newRow("cursor before other text: nothing") << true << false << QString();
    QTest::newRow("editor without focus: nothing") << false << true << QString();
}

// The memory's candidates come after the lookup's delay, while the translator waits.
void TestInlineCompletion::candidatesArrivingLateAreOffered()
{
    QFETCH(bool, focused);
    QFETCH(bool, atLineEnd);
    QFETCH(QString, expected);
    m_editor->setCompletions(CompletionSource());
    QTest::keyClicks(m_editor, atLineEnd ? QStringLiteral("CU") : QStringLiteral("CU x"));
    if (!atLineEnd) {
        QTest::keyClick(m_editor, Qt::Key_Left);
        QTest::keyClick(m_editor, Qt::Key_Left);
    }
    QVERIFY(shown().isEmpty());
    auto *other = new QLineEdit(m_window.get());
    m_window->layout()->addWidget(other);
    if (!focused) {
        other->setFocus();
        QTRY_VERIFY(other->hasFocus());
    }
    m_editor->setCompletions(blockSource());
    QCOMPARE(shown(), expected);
}

QTEST_MAIN(TestInlineCompletion)
#include "tst_inlinecompletion.moc"
