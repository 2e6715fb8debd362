// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/searchresultmodel.h"
#include "findchild.h"
#include "findpane.h"
#include "typetext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTreeView>

#include <optional>

namespace {

SearchHit hit(int issue, bool source, int ordinal, int start)
{
    SearchHit hit;
    hit.issueId = issue * 10;
    hit.issueNumber = issue;
    hit.issueTitle = QStringLiteral("第%1期").arg(issue);
    hit.source = source;
    hit.blockId = issue * 100 + ordinal;
    hit.blockOrdinal = ordinal;
    hit.start = start;
    hit.length = 2;
    hit.matched = QStringLiteral("梯度");
    hit.context = QStringLiteral("计算梯度的方法");
    hit.contextStart = 2;
    return hit;
}

// Issue 3: a draft hit and a source hit; issue 5: two draft hits.
const QList<SearchHit> kHits {hit(3, false, 1, 2), hit(3, true, 4, 0), hit(5, false, 2, 7), hit(5, false, 6, 1)};

// The signals' arguments, recorded without registering SearchQuery and SearchHit
// as metatypes.
struct Recorder {
    explicit Recorder(FindPane &pane)
    {
        QObject::connect(&pane, &FindPane::findRequested, [this](const SearchQuery &query) { found = query; });
        QObject::connect(&pane, &FindPane::jumpRequested, [this](const SearchHit &hit) { jumped.append(hit); });
        QObject::connect(
            &pane, &FindPane::replaceRequested, [this](const SearchQuery &query, const QList<SearchHit> &hits, const QString &with) {
                replacedQuery = query;
                replaced = hits;
                replacement = with;
            });
        QObject::connect(&pane, &FindPane::replaceAllRequested, [this](const SearchQuery &query, const QString &with) {
            replacedAll = query;
            replacement = with;
        });
        QObject::connect(&pane, &FindPane::undoRequested, [this] { ++undone; });
    }
    std::optional<SearchQuery> found;
    QList<SearchHit> jumped;
    std::optional<SearchQuery> replacedQuery;
    QList<SearchHit> replaced;
    std::optional<SearchQuery> replacedAll;
    QString replacement;
    int undone = 0;
};

} // namespace

class TestFindPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chineseQueryAndEnterFinds();
    void emptyTextFindsNothing();
    void optionsMapToTheQuery_data();
    void optionsMapToTheQuery();
    void setQueryRoundTrips();
    void resultsAndCount();
    void invalidRegexInRed();
    void enterAndDoubleClickJump();
    void stepHitWraps();
    void replaceButtonsFollowSideAndReadOnly();
    void replaceTakesTheSelectedDraftHits();
    void replaceAllAndUndo();
    void replaceResult();
};

void TestFindPane::chineseQueryAndEnterFinds()
{
    FindPane pane;
    Recorder recorder(pane);
    pane.show();
    auto *field = child<QLineEdit>(pane, "findText");
    field->setFocus();
    typeText(field, QStringLiteral("梯度"));
    QVERIFY(!recorder.found);
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(recorder.found);
    QCOMPARE(recorder.found->text, QStringLiteral("梯度"));
    QCOMPARE(recorder.found->side, SearchQuery::Side::Draft);
    QCOMPARE(recorder.found->issueId, qint64(0));
    QVERIFY(!recorder.found->regex && !recorder.found->caseSensitive && !recorder.found->wholeWord && !recorder.found->includeCode);
}

void TestFindPane::emptyTextFindsNothing()
{
    FindPane pane;
    Recorder recorder(pane);
    QTest::keyClick(child<QLineEdit>(pane, "findText"), Qt::Key_Return);
    QVERIFY(!recorder.found);
    QVERIFY(!child<QPushButton>(pane, "findAll")->isEnabled());
}

void TestFindPane::optionsMapToTheQuery_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<int>("side");
    QTest::addColumn<bool>("thisIssue");
    QTest::addColumn<qint64>("currentIssue");
    QTest::addColumn<qint64>("issueId");
    QTest::newRow("case") << QStringLiteral("findCase") << 0 << false << qint64(4) << qint64(0);
    QTest::newRow("whole word") << QStringLiteral("findWholeWord") << 0 << false << qint64(4) << qint64(0);
    QTest::newRow("regex") << QStringLiteral("findRegex") << 0 << false << qint64(4) << qint64(0);
    QTest::newRow("include code") << QStringLiteral("findIncludeCode") << 0 << false << qint64(4) << qint64(0);
    QTest::newRow("source side") << QString() << int(SearchQuery::Side::Source) << false << qint64(4) << qint64(0);
    QTest::newRow("both sides") << QString() << int(SearchQuery::Side::Both) << false << qint64(4) << qint64(0);
    QTest::newRow("this issue") << QString() << 0 << true << qint64(4) << qint64(4);
    QTest::newRow("this issue without one open: every issue") << QString() << 0 << true << qint64(0) << qint64(0);
}

void TestFindPane::optionsMapToTheQuery()
{
    QFETCH(QString, box);
    QFETCH(int, side);
    QFETCH(bool, thisIssue);
    QFETCH(qint64, currentIssue);
    QFETCH(qint64, issueId);
    FindPane pane;
    Recorder recorder(pane);
    pane.setCurrentIssue(currentIssue);
    child<QLineEdit>(pane, "findText")->setText(QStringLiteral("a.b"));
    if (!box.isEmpty()) {
        child<QCheckBox>(pane, qPrintable(box))->setChecked(true);
    }
    auto *sides = child<QComboBox>(pane, "findSide");
    sides->setCurrentIndex(sides->findData(side));
    auto *scope = child<QComboBox>(pane, "findScope");
    scope->setCurrentIndex(scope->findData(!thisIssue));
    QTest::mouseClick(child<QPushButton>(pane, "findAll"), Qt::LeftButton);
    QVERIFY(recorder.found);
    const SearchQuery &query = *recorder.found;
    QCOMPARE(query.text, QStringLiteral("a.b"));
    QCOMPARE(query.caseSensitive, box == QLatin1String("findCase"));
    QCOMPARE(query.wholeWord, box == QLatin1String("findWholeWord"));
    QCOMPARE(query.regex, box == QLatin1String("findRegex"));
    QCOMPARE(query.includeCode, box == QLatin1String("findIncludeCode"));
    QCOMPARE(int(query.side), side);
    QCOMPARE(query.issueId, issueId);
}

void TestFindPane::setQueryRoundTrips()
{
    FindPane pane;
    pane.setCurrentIssue(9);
    SearchQuery query;
    query.text = QStringLiteral("\\bGPU\\b");
    query.regex = true;
    query.caseSensitive = true;
    query.includeCode = true;
    query.side = SearchQuery::Side::Both;
    query.issueId = 9;
    pane.setQuery(query);
    const SearchQuery shown = pane.query();
    QCOMPARE(shown.text, query.text);
    QVERIFY(shown.regex && shown.caseSensitive && shown.includeCode && !shown.wholeWord);
    QCOMPARE(shown.side, SearchQuery::Side::Both);
    QCOMPARE(shown.issueId, qint64(9));
    query.issueId = 0;
    pane.setQuery(query);
    QCOMPARE(pane.query().issueId, qint64(0));
}

void TestFindPane::resultsAndCount()
{
    FindPane pane;
    SearchQuery query;
    query.text = QStringLiteral("梯度");
    pane.setResults(query, kHits, false);
    auto *view = child<QTreeView>(pane, "findResults");
    QCOMPARE(view->model()->rowCount(), 2);
    QVERIFY(view->isExpanded(view->model()->index(1, 0)));
    QCOMPARE(view->model()->index(1, 0, view->model()->index(0, 0)).data().toString(), QStringLiteral("Source #5"));
    auto *summary = child<QLabel>(pane, "findSummary");
    QCOMPARE(summary->text(), QStringLiteral("4 match(es) in 2 issue(s)"));
    QCOMPARE(summary->property("error").toBool(), false);
    pane.setResults(query, kHits.mid(0, 1), true);
    QVERIFY(summary->text().contains(QStringLiteral("truncated")));
    pane.setResults(query, {}, false);
    QCOMPARE(summary->text(), QStringLiteral("No matches"));
}

void TestFindPane::invalidRegexInRed()
{
    FindPane pane;
    SearchQuery query;
    pane.setResults(query, kHits, false);
    pane.setError(QStringLiteral("The regular expression is not valid: missing closing parenthesis."));
    auto *summary = child<QLabel>(pane, "findSummary");
    QVERIFY(summary->text().contains(QStringLiteral("missing closing parenthesis")));
    QCOMPARE(summary->property("error").toBool(), true);
    const QColor red = summary->palette().color(QPalette::WindowText);
    QVERIFY(red.red() > 150 && red.green() < 100);
    QCOMPARE(child<QTreeView>(pane, "findResults")->model()->rowCount(), 0);
    pane.setResults(query, kHits, false);
    QCOMPARE(summary->property("error").toBool(), false);
    QVERIFY(summary->palette().color(QPalette::WindowText) != red);
}

void TestFindPane::enterAndDoubleClickJump()
{
    FindPane pane;
    Recorder recorder(pane);
    pane.resize(800, 400);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setResults(SearchQuery(), kHits, false);
    auto *view = child<QTreeView>(pane, "findResults");
    view->setFocus();
    view->setCurrentIndex(pane.model()->indexOfHit(2));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(recorder.jumped.size(), 1);
    QCOMPARE(recorder.jumped.constFirst().blockId, qint64(502));
    // Enter on an issue's row: its first hit.
    view->setCurrentIndex(pane.model()->index(0, 0));
    QTest::keyClick(view, Qt::Key_Enter);
    QCOMPARE(recorder.jumped.size(), 2);
    QCOMPARE(recorder.jumped.at(1).blockId, qint64(301));
    const QRect rect = view->visualRect(pane.model()->indexOfHit(3).siblingAtColumn(1));
    QVERIFY(rect.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center()); // a double click's first press
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(recorder.jumped.size(), 3);
    QCOMPARE(recorder.jumped.at(2).blockId, qint64(506));
}

void TestFindPane::stepHitWraps()
{
    FindPane pane;
    Recorder recorder(pane);
    QVERIFY(!pane.stepHit(1));
    pane.setResults(SearchQuery(), kHits, false);
    QVERIFY(pane.stepHit(-1)); // none current: the last
    QVERIFY(pane.stepHit(1)); // past the last: the first
    QVERIFY(pane.stepHit(1));
    QCOMPARE(recorder.jumped.size(), 3);
    QCOMPARE(recorder.jumped.at(0).blockId, qint64(506));
    QCOMPARE(recorder.jumped.at(1).blockId, qint64(301));
    QCOMPARE(recorder.jumped.at(2).blockId, qint64(304));
    QCOMPARE(child<QTreeView>(pane, "findResults")->currentIndex().data(SearchResultModel::HitNumberRole).toInt(), 1);
}

void TestFindPane::replaceButtonsFollowSideAndReadOnly()
{
    FindPane pane;
    auto *replaceAll = child<QPushButton>(pane, "replaceAll");
    auto *sides = child<QComboBox>(pane, "findSide");
    QVERIFY(!replaceAll->isEnabled()); // nothing to find yet
    child<QLineEdit>(pane, "findText")->setText(QStringLiteral("梯度"));
    QVERIFY(replaceAll->isEnabled());
    sides->setCurrentIndex(sides->findData(int(SearchQuery::Side::Source)));
    QVERIFY(!replaceAll->isEnabled());
    QVERIFY(!child<QLineEdit>(pane, "replaceText")->isEnabled());
    sides->setCurrentIndex(sides->findData(int(SearchQuery::Side::Both)));
    QVERIFY(replaceAll->isEnabled());
    pane.setReadOnly(true);
    QVERIFY(!replaceAll->isEnabled());
    pane.setUndoAvailable(true);
    QVERIFY(!child<QPushButton>(pane, "undoReplace")->isEnabled());
}

void TestFindPane::replaceTakesTheSelectedDraftHits()
{
    FindPane pane;
    Recorder recorder(pane);
    SearchQuery query;
    query.text = QStringLiteral("梯度");
    query.side = SearchQuery::Side::Both;
    pane.setResults(query, kHits, false);
    auto *replace = child<QPushButton>(pane, "replaceSelected");
    QVERIFY(!replace->isEnabled()); // nothing selected
    child<QLineEdit>(pane, "findText")->setText(QStringLiteral("something else")); // the shown query counts
    typeText(child<QLineEdit>(pane, "replaceText"), QStringLiteral("斜率"));
    auto *view = child<QTreeView>(pane, "findResults");
    view->selectionModel()->select(pane.model()->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    view->selectionModel()->select(pane.model()->indexOfHit(3), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(replace->isEnabled());
    QTest::mouseClick(replace, Qt::LeftButton);
    QVERIFY(recorder.replacedQuery);
    QCOMPARE(recorder.replacedQuery->text, QStringLiteral("梯度"));
    QCOMPARE(recorder.replacement, QStringLiteral("斜率"));
    // Issue 3's group gives its draft hit (its source hit cannot be replaced), then hit 3.
    QCOMPARE(recorder.replaced.size(), 2);
    QCOMPARE(recorder.replaced.at(0).blockId, qint64(301));
    QCOMPARE(recorder.replaced.at(1).blockId, qint64(506));
}

void TestFindPane::replaceAllAndUndo()
{
    FindPane pane;
    Recorder recorder(pane);
    child<QLineEdit>(pane, "findText")->setText(QStringLiteral("(\\d+) GB"));
    child<QCheckBox>(pane, "findRegex")->setChecked(true);
    child<QLineEdit>(pane, "replaceText")->setText(QStringLiteral("\\1 GB"));
    QTest::mouseClick(child<QPushButton>(pane, "replaceAll"), Qt::LeftButton);
    QVERIFY(recorder.replacedAll);
    QCOMPARE(recorder.replacedAll->text, QStringLiteral("(\\d+) GB"));
    QVERIFY(recorder.replacedAll->regex);
    QCOMPARE(recorder.replacement, QStringLiteral("\\1 GB"));
    auto *undo = child<QPushButton>(pane, "undoReplace");
    QVERIFY(!undo->isEnabled());
    pane.setUndoAvailable(true);
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(recorder.undone, 1);
}

void TestFindPane::replaceResult()
{
    FindPane pane;
    auto *status = child<QLabel>(pane, "findStatus");
    pane.setReplaceResult(3, 2, 0);
    QCOMPARE(status->text(), QStringLiteral("3 replaced in 2 issue(s)"));
    pane.setReplaceResult(3, 2, 1);
    QCOMPARE(status->text(), QStringLiteral("3 replaced in 2 issue(s) (1 skipped: changed since found)"));
}

QTEST_MAIN(TestFindPane)
#include "tst_findpane.moc"
