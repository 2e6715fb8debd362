// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findpane.h"

#include "blockfilterbar.h"

#include "find/searchresultmodel.h"
#include "paneparts.h"
#include "searchhitdelegate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeView>

#include <algorithm>
#include <tuple>

namespace {
const QColor kError(0xc0, 0x39, 0x2b);
}

FindPane::FindPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new SearchResultModel(this))
    , m_summary(new QLabel)
    , m_status(new QLabel)
    , m_view(createView())
    , m_filter(new BlockFilterBar(QStringLiteral("findFilter"), BlockFilterBar::Counting::Hits))
{
    connect(m_filter, &BlockFilterBar::filterRequested, this, &FindPane::filterRequested);
    m_summary->setObjectName(QStringLiteral("findSummary"));
    m_summary->setTextFormat(Qt::PlainText); // shows user text: never markup
    m_status->setObjectName(QStringLiteral("findStatus"));
    m_status->setTextFormat(Qt::PlainText); // shows user text: never markup
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary);
    summaryRow->addStretch(1);
    summaryRow->addWidget(m_status);
    summaryRow->addWidget(m_filter);

    PaneParts::fill(this, {createFields(), summaryRow, {m_view, 1}});
    updateState();
}

// No mnemonics: Alt+letter would clash with the main window's menus.
QWidget *FindPane::createFields()
{
    m_find = PaneParts::lineEdit(QStringLiteral("findText"), tr("Text or regular expression to find"));
    m_find->setClearButtonEnabled(true);
    m_replace = PaneParts::lineEdit(
        QStringLiteral("replaceText"), tr("Replacement"), tr("With Regex on, \\1 … \\9 insert what the expression's groups captured"));
    m_replace->setClearButtonEnabled(true);
    m_findButton = PaneParts::button(tr("Find All"), QStringLiteral("findAll"), {}, this, &FindPane::find);
    m_replaceButton = PaneParts::button(
        tr("Replace"), QStringLiteral("replaceSelected"), tr("Replace the selected draft matches"), this, &FindPane::replace);
    m_replaceAllButton = PaneParts::button(tr("Replace All"), QStringLiteral("replaceAll"),
        tr("Replace every draft match in the scope, code excepted unless Include code is on"), this, &FindPane::replaceAll);
    m_undoButton = PaneParts::button(tr("Undo Replace"), QStringLiteral("undoReplace"),
        tr("Undo the last replace: in other issues from the journal, in the open draft as its own undo"), this, &FindPane::undoRequested);
    for (QPushButton *button : {m_findButton, m_replaceButton, m_replaceAllButton, m_undoButton}) {
        button->setAutoDefault(false);
    }
    connect(m_find, &QLineEdit::returnPressed, this, &FindPane::find);
    connect(m_find, &QLineEdit::textChanged, this, &FindPane::updateState);

    // Two rows: the find field with its button and options, the replace field with
    // its buttons and where to look; the fields line up.
    auto *findRow = new QHBoxLayout;
    findRow->addWidget(m_findButton);
    findRow->addSpacing(8);
    for (QCheckBox *box : createOptions()) {
        findRow->addWidget(box);
    }
    auto *replaceRow = new QHBoxLayout;
    for (QPushButton *button : {m_replaceButton, m_replaceAllButton, m_undoButton}) {
        replaceRow->addWidget(button);
    }
    replaceRow->addSpacing(8);
    replaceRow->addWidget(new QLabel(tr("In:")));
    replaceRow->addWidget(m_side);
    replaceRow->addWidget(m_scope);
    auto *fields = new QWidget;
    auto *grid = new QGridLayout(fields);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("Find:")), 0, 0);
    grid->addWidget(m_find, 0, 1);
    grid->addLayout(findRow, 0, 2, Qt::AlignLeft); // the fields take the width
    grid->addWidget(new QLabel(tr("Replace:")), 1, 0);
    grid->addWidget(m_replace, 1, 1);
    grid->addLayout(replaceRow, 1, 2, Qt::AlignLeft);
    grid->setColumnStretch(1, 1);
    return fields;
}

// The option boxes; the side and scope boxes are made here too.
QList<QCheckBox *> FindPane::createOptions()
{
    m_case = PaneParts::checkBox(tr("Case"), QStringLiteral("findCase"), tr("Match upper and lower case exactly"));
    m_wholeWord =
        PaneParts::checkBox(tr("Whole word"), QStringLiteral("findWholeWord"), tr("Latin words only: Chinese has no word boundaries"));
    m_regex = PaneParts::checkBox(tr("Regex"), QStringLiteral("findRegex"), tr("The text is a regular expression (Perl syntax)"));
    m_includeCode = PaneParts::checkBox(
        tr("Include code"), QStringLiteral("findIncludeCode"), tr("Also find and replace inside code blocks and inline code"));
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("findSide"));
    m_side->addItem(tr("Draft"), int(SearchQuery::Side::Draft));
    m_side->addItem(tr("Source"), int(SearchQuery::Side::Source));
    m_side->addItem(tr("Draft and source"), int(SearchQuery::Side::Both));
    m_scope = new QComboBox;
    m_scope->setObjectName(QStringLiteral("findScope"));
    m_scope->addItem(tr("This issue"), false);
    m_scope->addItem(tr("All issues"), true);
    m_scope->setCurrentIndex(1);
    connect(m_side, QOverload<int>::of(&QComboBox::currentIndexChanged), this, &FindPane::updateState);

    return {m_case, m_wholeWord, m_regex, m_includeCode};
}

QTreeView *FindPane::createView()
{
    auto *view = new QTreeView;
    view->setObjectName(QStringLiteral("findResults"));
    view->setModel(m_model);
    view->setItemDelegate(new SearchHitDelegate(view));
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setExpandsOnDoubleClick(false);
    view->header()->setStretchLastSection(true);
    // Wide enough for "Draft #123" and its indentation in either language (CJK glyphs are
    // about twice the average width).
    view->setColumnWidth(SearchResultModel::LocationColumn, 24 * view->fontMetrics().averageCharWidth());
    PaneParts::onEnter(view, [this](const QModelIndex &index) { requestJump(index); });
    connect(view, &QTreeView::doubleClicked, this, &FindPane::requestJump);
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &FindPane::updateState);
    return view;
}

SearchQuery FindPane::query() const
{
    SearchQuery query;
    query.text = m_find->text();
    query.caseSensitive = m_case->isChecked();
    query.wholeWord = m_wholeWord->isChecked();
    query.regex = m_regex->isChecked();
    query.includeCode = m_includeCode->isChecked();
    query.side = SearchQuery::Side(m_side->currentData().toInt());
    query.issueId = m_scope->currentData().toBool() ? 0 : m_currentIssue;
    return query;
}

QString FindPane::replacement() const
{
    return m_replace->text();
}

void FindPane::setQuery(const SearchQuery &query)
{
    m_find->setText(query.text);
    m_case->setChecked(query.caseSensitive);
    m_wholeWord->setChecked(query.wholeWord);
    m_regex->setChecked(query.regex);
    m_includeCode->setChecked(query.includeCode);
    m_side->setCurrentIndex(m_side->findData(int(query.side)));
    m_scope->setCurrentIndex(m_scope->findData(query.issueId == 0));
}

void FindPane::setCurrentIssue(qint64 issueId)
{
    m_currentIssue = issueId;
}

void FindPane::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateState();
}

void FindPane::setFindText(const QString &text)
{
    m_find->setText(text);
}

void FindPane::focusFind()
{
    m_find->setFocus(Qt::ShortcutFocusReason);
    m_find->selectAll();
}

void FindPane::focusReplace()
{
    m_replace->setFocus(Qt::ShortcutFocusReason);
    m_replace->selectAll();
}

void FindPane::find()
{
    const SearchQuery query = this->query();
    if (query.text.isEmpty()) {
        return;
    }
    m_status->clear();
    Q_EMIT findRequested(query);
}

void FindPane::setSearching()
{
    showSummary(tr("Searching…"), false);
}

void FindPane::setResults(const SearchQuery &query, const QList<SearchHit> &hits, bool truncated)
{
    m_shownQuery = query;
    m_model->setHits(hits);
    m_view->expandAll();
    for (int group = 0; group < m_model->rowCount(); ++group) {
        m_view->setFirstColumnSpanned(group, {}, true);
    }
    QString summary =
        hits.isEmpty() ? tr("No matches") : tr("%n match(es) in %1 issue(s)", nullptr, int(hits.size())).arg(m_model->issueCount());
    if (truncated) {
        summary += QLatin1Char(' ') + tr("(truncated: narrow the search to see the rest)");
    }
    showSummary(summary, false);
    updateState();
}

void FindPane::setFilterCount(int shown, int total)
{
    m_filter->setCount(shown, total);
}

void FindPane::setError(const QString &message)
{
    m_model->setHits({});
    showSummary(message, true);
    updateState();
}

void FindPane::setReplaceResult(int replaced, int issues, int skipped)
{
    QString text = tr("%n replaced", nullptr, replaced) + QLatin1Char(' ') + tr("in %n issue(s)", nullptr, issues);
    if (skipped > 0) {
        text += QLatin1Char(' ') + tr("(%n skipped: changed since found)", nullptr, skipped);
    }
    m_status->setText(text);
}

void FindPane::setMessage(const QString &message)
{
    m_status->setText(message);
}

void FindPane::setUndoAvailable(bool available)
{
    m_undoAvailable = available;
    updateState();
}

void FindPane::showSummary(const QString &text, bool error)
{
    m_summary->setText(text);
    QPalette palette = this->palette();
    if (error) {
        palette.setColor(QPalette::WindowText, kError);
    }
    m_summary->setPalette(palette);
    m_summary->setProperty("error", error);
}

QList<SearchHit> FindPane::selectedDraftHits() const
{
    QList<SearchHit> hits;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows()) {
        for (const SearchHit &hit : m_model->hitsOf(index)) {
            if (!hit.source) {
                hits.append(hit);
            }
        }
    }
    // A group and one of its hits both selected: each hit once, in the results' order.
    std::sort(hits.begin(), hits.end(), [](const SearchHit &a, const SearchHit &b) {
        return std::tie(a.issueNumber, a.blockOrdinal, a.start) < std::tie(b.issueNumber, b.blockOrdinal, b.start);
    });
    hits.erase(std::unique(hits.begin(), hits.end(),
                   [](const SearchHit &a, const SearchHit &b) { return a.blockId == b.blockId && a.start == b.start; }),
        hits.end());
    return hits;
}

void FindPane::replace()
{
    const QList<SearchHit> hits = selectedDraftHits();
    if (!hits.isEmpty() && !m_readOnly) {
        Q_EMIT replaceRequested(m_shownQuery, hits, m_replace->text());
    }
}

void FindPane::replaceAll()
{
    const SearchQuery query = this->query();
    if (!query.text.isEmpty() && query.side != SearchQuery::Side::Source && !m_readOnly) {
        Q_EMIT replaceAllRequested(query, m_replace->text());
    }
}

void FindPane::requestJump(const QModelIndex &index)
{
    const SearchHit *hit = m_model->hitAt(index);
    if (!hit && index.isValid()) {
        hit = m_model->hitAt(m_model->index(0, 0, index.siblingAtColumn(0))); // a group: its first hit
    }
    if (hit) {
        Q_EMIT jumpRequested(*hit);
    }
}

bool FindPane::stepHit(int delta)
{
    const int count = int(m_model->hits().size());
    if (count == 0) {
        return false;
    }
    const QModelIndex current = m_view->currentIndex();
    int n = current.isValid() ? current.data(SearchResultModel::HitNumberRole).toInt() : -1;
    if (n < 0 && current.isValid()) { // on a group: its first hit is the next one
        n = m_model->index(0, 0, current.siblingAtColumn(0)).data(SearchResultModel::HitNumberRole).toInt() - (delta > 0 ? 1 : 0);
    }
    n = n < 0 && delta < 0 ? count - 1 : ((n + delta) % count + count) % count;
    const QModelIndex next = m_model->indexOfHit(n);
    m_view->setCurrentIndex(next);
    m_view->scrollTo(next);
    requestJump(next);
    return true;
}

void FindPane::updateState()
{
    const bool draft = SearchQuery::Side(m_side->currentData().toInt()) != SearchQuery::Side::Source;
    const bool canReplace = draft && !m_readOnly;
    m_findButton->setEnabled(!m_find->text().isEmpty());
    m_replaceAllButton->setEnabled(canReplace && !m_find->text().isEmpty());
    m_replaceButton->setEnabled(canReplace && m_shownQuery.side != SearchQuery::Side::Source && !selectedDraftHits().isEmpty());
    m_undoButton->setEnabled(m_undoAvailable && !m_readOnly);
    m_replace->setEnabled(canReplace);
}
