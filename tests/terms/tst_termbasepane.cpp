// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termbasepane.h"

#include "termentries.h"
#include "terms/termconflictmodel.h"
#include "typetext.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFont>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

namespace {
constexpr qint64 CudaId = 1;
constexpr qint64 KernelId = 2;
constexpr qint64 TokenId = 3;

TermEntry withId(TermEntry entry, qint64 id)
{
    entry.id = id;
    return entry;
}

// Sorted by source: CUDA, kernel, token.
QList<TermEntry> entries()
{
    TermEntry cuda = withId(simpleTerm(QStringLiteral("CUDA"), QStringLiteral("CUDA")), CudaId);
    cuda.keepEnglish = true;
    return {withId(kernelTerm(), KernelId),
        withId(simpleTerm(QStringLiteral("token"), QStringLiteral("词元"), QStringLiteral("NLP")), TokenId), cuda};
}

PhraseHit hit(int issueNumber, PhraseHit::Side side, qint64 blockId, const QString &text, const QString &match)
{
    PhraseHit result;
    result.issueId = issueNumber * 10;
    result.issueNumber = issueNumber;
    result.issueTitle = QStringLiteral("GPU 编程入门");
    result.side = side;
    result.blockId = blockId;
    result.text = text;
    result.start = int(text.indexOf(match));
    result.end = result.start + int(match.size());
    return result;
}

QList<PhraseHit> kernelHits()
{
    return {hit(267, PhraseHit::Side::Source, 7, QStringLiteral("The kernel schedules processes."), QStringLiteral("kernel")),
        hit(311, PhraseHit::Side::Draft, 42, QStringLiteral("每个CUDA核函数由 kernel 启动"), QStringLiteral("kernel")),
        hit(311, PhraseHit::Side::Source, 9, QStringLiteral("A CUDA kernel runs on the GPU."), QStringLiteral("kernel"))};
}

template<typename T>
T *child(const QWidget &pane, const char *name)
{
    auto *widget = pane.findChild<T *>(QLatin1String(name));
    if (!widget) {
        qFatal("no child %s", name);
    }
    return widget;
}

QTableView *termView(const TermbasePane &pane)
{
    return child<QTableView>(pane, "termbaseTerms");
}

QStringList tabTexts(const TermbasePane &pane)
{
    auto *tabs = child<QTabWidget>(pane, "termbaseTabs");
    QStringList texts;
    for (int i = 0; i < tabs->count(); ++i) {
        texts.append(tabs->tabText(i));
    }
    return texts;
}

// Selects the row of the terms table showing source, as a click would.
void selectSource(const TermbasePane &pane, const QString &source)
{
    QTableView *view = termView(pane);
    const QModelIndexList found = view->model()->match(view->model()->index(0, 0), Qt::DisplayRole, source, 1, Qt::MatchExactly);
    QVERIFY(!found.isEmpty());
    view->setCurrentIndex(found.first());
}
} // namespace

class TestTermbasePane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void typingLooksUpAfterAPause_data();
    void typingLooksUpAfterAPause();
    void enterLooksUpAtOnce();
    void downFromTheSearchGoesToTheList();
    void lookupResultShowsCountsAndHits();
    void emptyQueryRestoresAllTerms();
    void olderAnswerKeepsWhatIsBeingTyped();
    void snippetAroundTheMatch_data();
    void snippetAroundTheMatch();
    void activatingAHitOpensIt_data();
    void activatingAHitOpensIt();
    void deleteKeyAsksToRemoveTheSelectedTerm_data();
    void deleteKeyAsksToRemoveTheSelectedTerm();
    void editIsAskedFor_data();
    void editIsAskedFor();
    void buttonsFollowSelectionAndReadOnly();
    void setEntriesKeepsTheSelectedTerm();
    void conflictLogMutesDerivedRows();
    void termActionsFitANarrowDock();
};

void TestTermbasePane::initTestCase()
{
    qRegisterMetaType<PhraseHit>();
}

void TestTermbasePane::typingLooksUpAfterAPause_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("committed"); // from an input method, after the keys
    QTest::addColumn<int>("backspaces");
    QTest::addColumn<QString>("expected");
    QTest::newRow("English term") << QStringLiteral("kernel") << QString() << 0 << QStringLiteral("kernel");
    QTest::newRow("Chinese phrase from an input method") << QString() << QStringLiteral("核函数") << 0 << QStringLiteral("核函数");
    QTest::newRow("mixed, blanks around trimmed")
        << QStringLiteral(" CUDA") << QStringLiteral("核函数 ") << 0 << QStringLiteral("CUDA核函数");
    QTest::newRow("field emptied again: all terms") << QStringLiteral("ke") << QString() << 2 << QString();
}

void TestTermbasePane::typingLooksUpAfterAPause()
{
    QFETCH(QString, keys);
    QFETCH(QString, committed);
    QFETCH(int, backspaces);
    QFETCH(QString, expected);
    TermbasePane pane;
    auto *search = child<QLineEdit>(pane, "termbaseSearch");
    auto *timer = child<QTimer>(pane, "termbaseLookupTimer");
    QSignalSpy spy(&pane, &TermbasePane::lookupRequested);
    QTest::keyClicks(search, keys);
    if (!committed.isEmpty()) {
        typeText(search, committed);
    }
    for (int i = 0; i < backspaces; ++i) {
        QTest::keyClick(search, Qt::Key_Backspace);
    }
    QCOMPARE(spy.count(), 0);
    QVERIFY(timer->isActive());
    QTRY_COMPARE(spy.count(), 1);
    QVERIFY(!timer->isActive()); // nothing more to come
    const QString query = spy.first().first().toString();
    QCOMPARE(query, expected);
    QCOMPARE(query.isNull(), expected.isNull());
}

void TestTermbasePane::enterLooksUpAtOnce()
{
    TermbasePane pane;
    auto *search = child<QLineEdit>(pane, "termbaseSearch");
    QSignalSpy spy(&pane, &TermbasePane::lookupRequested);
    QTest::keyClicks(search, QStringLiteral("token"));
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toString(), QStringLiteral("token"));
    QVERIFY(!child<QTimer>(pane, "termbaseLookupTimer")->isActive());
}

void TestTermbasePane::downFromTheSearchGoesToTheList()
{
    TermbasePane pane;
    pane.setEntries(entries());
    pane.focusSearch();
    auto *search = child<QLineEdit>(pane, "termbaseSearch");
    QCOMPARE(pane.focusWidget(), search);
    QTest::keyClick(search, Qt::Key_Down);
    QCOMPARE(pane.focusWidget(), termView(pane));
}

void TestTermbasePane::lookupResultShowsCountsAndHits()
{
    TermbasePane pane;
    pane.setEntries(entries());
    QCOMPARE(
        tabTexts(pane), (QStringList {QStringLiteral("Terms (3)"), QStringLiteral("Conflict log (2)"), QStringLiteral("Occurrences (0)")}));
    pane.setLookupResult(QStringLiteral("kernel"), {entries().first()}, kernelHits());
    QCOMPARE(
        tabTexts(pane), (QStringList {QStringLiteral("Terms (1)"), QStringLiteral("Conflict log (2)"), QStringLiteral("Occurrences (3)")}));
    QCOMPARE(termView(pane)->model()->index(0, 0).data().toString(), QStringLiteral("kernel"));
    QVERIFY2(pane.statusText().contains(QStringLiteral("“kernel”")), qPrintable(pane.statusText()));
    QCOMPARE(pane.hits().size(), 3);
    const QString text = child<QTextBrowser>(pane, "termbaseHits")->toPlainText();
    for (const QString &expected : {QStringLiteral("Issue 267 · Source"), QStringLiteral("Issue 311 · Draft"),
             QStringLiteral("每个CUDA核函数由 kernel 启动"), QStringLiteral("GPU 编程入门")}) {
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
    }
    // A lookup started elsewhere shows what it looked up.
    QCOMPARE(child<QLineEdit>(pane, "termbaseSearch")->text(), QStringLiteral("kernel"));
}

void TestTermbasePane::emptyQueryRestoresAllTerms()
{
    TermbasePane pane;
    pane.setEntries(entries());
    pane.setLookupResult(QStringLiteral("词元"), {}, {hit(5, PhraseHit::Side::Draft, 1, QStringLiteral("词元化"), QStringLiteral("词元"))});
    QCOMPARE(tabTexts(pane).first(), QStringLiteral("Terms (0)"));
    QCOMPARE(child<QTabWidget>(pane, "termbaseTabs")->currentIndex(), int(TermbasePane::OccurrencesTab));
    pane.setLookupResult(QString(), {}, {});
    QCOMPARE(tabTexts(pane).first(), QStringLiteral("Terms (3)"));
    QCOMPARE(tabTexts(pane).last(), QStringLiteral("Occurrences (0)"));
    QVERIFY(child<QLineEdit>(pane, "termbaseSearch")->text().isEmpty());
}

void TestTermbasePane::olderAnswerKeepsWhatIsBeingTyped()
{
    TermbasePane pane;
    auto *search = child<QLineEdit>(pane, "termbaseSearch");
    QTest::keyClicks(search, QStringLiteral("kern"));
    pane.setLookupResult(QStringLiteral("ke"), {entries().first()}, {});
    QCOMPARE(search->text(), QStringLiteral("kern"));
    QSignalSpy spy(&pane, &TermbasePane::lookupRequested);
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toString(), QStringLiteral("kern"));
}

void TestTermbasePane::snippetAroundTheMatch_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("end");
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<QString>("bold");
    const QString longText = QString(60, QLatin1Char('a')) + QStringLiteral(" kernel ") + QString(60, QLatin1Char('b'));
    QTest::newRow("long block cut around the match") << longText << 61 << 67
                                                     << QStringLiteral("…") + QString(39, QLatin1Char('a')) + QStringLiteral(" kernel ")
            + QString(39, QLatin1Char('b')) + QStringLiteral("…")
                                                     << QStringLiteral("kernel");
    QTest::newRow("match at the start, short block")
        << QStringLiteral("kernel launch") << 0 << 6 << QStringLiteral("kernel launch") << QStringLiteral("kernel");
    QTest::newRow("line breaks shown as spaces")
        << QStringLiteral("一行\n核函数\n二行") << 3 << 6 << QStringLiteral("一行 核函数 二行") << QStringLiteral("核函数");
    QTest::newRow("markup is text") << QStringLiteral("<b>x</b> kernel") << 9 << 15 << QStringLiteral("<b>x</b> kernel")
                                    << QStringLiteral("kernel");
    QTest::newRow("offsets past the end clamped")
        << QStringLiteral("tail kernel") << 5 << 99 << QStringLiteral("tail kernel") << QStringLiteral("kernel");
    // 40 units either side end on half of 👉 (two units): it is left out whole.
    const QString emoji = QStringLiteral("\U0001F449");
    const QString astral = emoji + QString(39, QLatin1Char('a')) + QStringLiteral("kernel") + QString(39, QLatin1Char('b')) + emoji;
    QTest::newRow("emoji at either cut left out whole") << astral << 41 << 47
                                                        << QStringLiteral("…") + QString(39, QLatin1Char('a')) + QStringLiteral("kernel")
            + QString(39, QLatin1Char('b')) + QStringLiteral("…")
                                                        << QStringLiteral("kernel");
}

void TestTermbasePane::snippetAroundTheMatch()
{
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, end);
    QFETCH(QString, snippet);
    QFETCH(QString, bold);
    PhraseHit one = hit(1, PhraseHit::Side::Source, 1, text, QString());
    one.start = start;
    one.end = end;
    TermbasePane pane;
    pane.setLookupResult(QStringLiteral("q"), {}, {one});
    QTextDocument *document = child<QTextBrowser>(pane, "termbaseHits")->document();
    QCOMPARE(document->toPlainText().section(QLatin1Char('\n'), 1), snippet);
    const QTextCursor found = document->find(snippet);
    QVERIFY(!found.isNull());
    const int boldFrom = int(snippet.indexOf(bold));
    for (int i = 0; i < snippet.size(); ++i) {
        QTextCursor at(document);
        at.setPosition(found.selectionStart() + i + 1); // the format of the character before
        const bool expectBold = i >= boldFrom && i < boldFrom + bold.size();
        QVERIFY2((at.charFormat().fontWeight() > QFont::Normal) == expectBold, qPrintable(QString::number(i)));
    }
}

void TestTermbasePane::activatingAHitOpensIt_data()
{
    QTest::addColumn<bool>("keyboard");
    QTest::newRow("link clicked") << false;
    QTest::newRow("Tab to the link, Enter") << true;
}

void TestTermbasePane::activatingAHitOpensIt()
{
    QFETCH(bool, keyboard);
    TermbasePane pane;
    pane.setLookupResult(QStringLiteral("kernel"), {}, kernelHits());
    auto *browser = child<QTextBrowser>(pane, "termbaseHits");
    QSignalSpy spy(&pane, &TermbasePane::openHitRequested);
    if (keyboard) {
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        browser->setFocus();
        QTest::keyClick(browser, Qt::Key_Tab);
        QTest::keyClick(browser, Qt::Key_Tab);
        QTest::keyClick(browser, Qt::Key_Return);
    } else {
        QVERIFY(browser->toHtml().contains(QStringLiteral("hit:1")));
        Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("hit:1")));
    }
    QCOMPARE(spy.count(), 1);
    const auto opened = spy.first().first().value<PhraseHit>();
    QCOMPARE(opened.issueNumber, 311);
    QCOMPARE(opened.issueId, qint64(3110));
    QCOMPARE(opened.side, PhraseHit::Side::Draft);
    QCOMPARE(opened.blockId, qint64(42));
}

void TestTermbasePane::deleteKeyAsksToRemoveTheSelectedTerm_data()
{
    QTest::addColumn<int>("downs");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<QString>("source");
    QTest::newRow("first row (sorted)") << 1 << CudaId << QStringLiteral("CUDA");
    QTest::newRow("third row") << 3 << TokenId << QStringLiteral("token");
    QTest::newRow("nothing selected: no request") << 0 << qint64(0) << QString();
}

void TestTermbasePane::deleteKeyAsksToRemoveTheSelectedTerm()
{
    QFETCH(int, downs);
    QFETCH(qint64, id);
    QFETCH(QString, source);
    TermbasePane pane;
    pane.setEntries(entries());
    QSignalSpy spy(&pane, &TermbasePane::removeTermRequested);
    QTableView *view = termView(pane);
    for (int i = 0; i < downs; ++i) {
        QTest::keyClick(view, Qt::Key_Down);
    }
    QCOMPARE(pane.currentTermId(), id);
    QTest::keyClick(view, Qt::Key_Delete);
    if (id == 0) {
        QCOMPARE(spy.count(), 0);
        return;
    }
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().at(0).toLongLong(), id);
    QCOMPARE(spy.first().at(1).toString(), source);
}

void TestTermbasePane::editIsAskedFor_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<qint64>("id");
    QTest::newRow("Enter on a term") << QStringLiteral("enter") << KernelId;
    QTest::newRow("double click on a term") << QStringLiteral("double click") << KernelId;
    QTest::newRow("Edit button") << QStringLiteral("button") << KernelId;
    QTest::newRow("double click in the conflict log") << QStringLiteral("conflict") << KernelId;
}

void TestTermbasePane::editIsAskedFor()
{
    QFETCH(QString, how);
    QFETCH(qint64, id);
    TermbasePane pane;
    pane.resize(480, 400);
    pane.setEntries(entries());
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QSignalSpy spy(&pane, &TermbasePane::editTermRequested);
    QTableView *view = termView(pane);
    selectSource(pane, QStringLiteral("kernel"));
    if (how == QLatin1String("enter")) {
        QTest::keyClick(view, Qt::Key_Return);
    } else if (how == QLatin1String("double click")) {
        const QRect rect = view->visualRect(view->currentIndex());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    } else if (how == QLatin1String("button")) {
        QTest::mouseClick(child<QToolBar>(pane, "termbaseToolBar")->widgetForAction(child<QAction>(pane, "termbaseEdit")), Qt::LeftButton);
    } else {
        child<QTabWidget>(pane, "termbaseTabs")->setCurrentIndex(TermbasePane::ConflictsTab);
        auto *conflicts = child<QTableView>(pane, "termbaseConflicts");
        const QPoint center = conflicts->visualRect(conflicts->model()->index(0, 0)).center();
        QTest::mouseClick(conflicts->viewport(), Qt::LeftButton, {}, center);
        QTest::mouseDClick(conflicts->viewport(), Qt::LeftButton, {}, center);
    }
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toLongLong(), id);
}

void TestTermbasePane::buttonsFollowSelectionAndReadOnly()
{
    TermbasePane pane;
    pane.setEntries(entries());
    auto *edit = child<QAction>(pane, "termbaseEdit");
    auto *remove = child<QAction>(pane, "termbaseDelete");
    QVERIFY(!edit->isEnabled());
    QVERIFY(!remove->isEnabled());
    selectSource(pane, QStringLiteral("token"));
    QVERIFY(edit->isEnabled());
    QVERIFY(remove->isEnabled());
    pane.setReadOnly(true);
    for (const char *name : {"termbaseNew", "termbaseEdit", "termbaseDelete", "termbaseImport"}) {
        QVERIFY2(!child<QAction>(pane, name)->isEnabled(), name);
    }
    QVERIFY(child<QAction>(pane, "termbaseExport")->isEnabled());
    QSignalSpy removeSpy(&pane, &TermbasePane::removeTermRequested);
    QSignalSpy editSpy(&pane, &TermbasePane::editTermRequested);
    QTest::keyClick(termView(pane), Qt::Key_Delete);
    QTest::keyClick(termView(pane), Qt::Key_Return);
    QCOMPARE(removeSpy.count(), 0);
    QCOMPARE(editSpy.count(), 0);
    pane.setReadOnly(false);
    QVERIFY(edit->isEnabled());
    // The Occurrences tab has no term selection.
    child<QTabWidget>(pane, "termbaseTabs")->setCurrentIndex(TermbasePane::OccurrencesTab);
    QVERIFY(!edit->isEnabled());
    QCOMPARE(pane.currentTermId(), qint64(0));
}

void TestTermbasePane::setEntriesKeepsTheSelectedTerm()
{
    TermbasePane pane;
    pane.setEntries(entries());
    selectSource(pane, QStringLiteral("token"));
    QCOMPARE(pane.currentTermId(), TokenId);
    QList<TermEntry> more = entries();
    more.prepend(withId(simpleTerm(QStringLiteral("attention"), QStringLiteral("注意力")), 9));
    more[2].note = QStringLiteral("edited");
    pane.setEntries(more);
    QCOMPARE(pane.currentTermId(), TokenId);
    QTableView *view = termView(pane);
    QCOMPARE(view->currentIndex().siblingAtColumn(0).data().toString(), QStringLiteral("token"));
    QVERIFY(view->selectionModel()->isRowSelected(view->currentIndex().row(), {}));
    more.removeAt(2);
    pane.setEntries(more);
    QCOMPARE(pane.currentTermId(), qint64(0));
    QVERIFY(!child<QAction>(pane, "termbaseEdit")->isEnabled());
}

void TestTermbasePane::conflictLogMutesDerivedRows()
{
    TermbasePane pane;
    auto *conflicts = child<QTableView>(pane, "termbaseConflicts");
    QAbstractItemModelTester conflictTester(conflicts->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester termTester(termView(pane)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // kernelTerm: two logged conflicts; kernelEntry: two rows derived from its renderings.
    pane.setEntries({withId(kernelTerm(), KernelId), withId(kernelEntry(), 5)});
    QAbstractItemModel *model = conflicts->model();
    QCOMPARE(model->rowCount(), 4);
    int derived = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, TermConflictModel::ContextColumn);
        const bool isDerived = index.data(TermConflictModel::DerivedRole).toBool();
        derived += isDerived ? 1 : 0;
        QCOMPARE(index.data(Qt::FontRole).value<QFont>().italic(), isDerived);
        QCOMPARE(index.data(Qt::ForegroundRole).isValid(), isDerived);
        QCOMPARE(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("not a logged conflict")), isDerived);
    }
    QCOMPARE(derived, 2);
}

// The term actions show at the narrowest dock width (Import and Export may go to the
// toolbar's overflow menu with large fonts), all of them when wide;
// YIQIAO_TERMBASE_SHOT=file.png saves the filled pane, narrow and wide, for a look.
void TestTermbasePane::termActionsFitANarrowDock()
{
    TermEntry stream = withId(kernelEntry(), 4); // two renderings by context, no logged conflict
    stream.source = QStringLiteral("stream");
    stream.renderings = {
        termRendering(QStringLiteral("CUDA流"), false, {QStringLiteral("CUDA")}), termRendering(QStringLiteral("数据流"), true)};
    TermbasePane pane;
    pane.setEntries(entries() << stream);
    pane.setLookupResult(QStringLiteral("kernel"), entries().mid(0, 1) + entries().mid(2), kernelHits());
    pane.resize(350, 480);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    auto *bar = child<QToolBar>(pane, "termbaseToolBar");
    const QString shot = qEnvironmentVariable("YIQIAO_TERMBASE_SHOT");
    if (!shot.isEmpty()) {
        QVERIFY(pane.grab().save(QString(shot).replace(QLatin1String(".png"), QLatin1String("-narrow.png"))));
    }
    for (const char *name : {"termbaseNew", "termbaseEdit", "termbaseDelete"}) {
        QTRY_VERIFY2(bar->widgetForAction(child<QAction>(pane, name))->isVisible(), name);
    }
    pane.resize(820, 420);
    for (QAction *action : bar->actions()) {
        QTRY_VERIFY2(bar->widgetForAction(action)->isVisible(), qPrintable(action->text()));
    }
    if (!shot.isEmpty()) {
        auto *tabs = child<QTabWidget>(pane, "termbaseTabs");
        for (const int tab : {TermbasePane::OccurrencesTab, TermbasePane::ConflictsTab, TermbasePane::TermsTab}) {
            tabs->setCurrentIndex(tab);
            const QString suffix = tab == TermbasePane::TermsTab ? QString() : QStringLiteral("-%1").arg(tab);
            QVERIFY(pane.grab().save(QString(shot).replace(QLatin1String(".png"), suffix + QLatin1String(".png"))));
        }
    }
}

QTEST_MAIN(TestTermbasePane)
#include "tst_termbasepane.moc"
