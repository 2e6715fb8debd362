// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termbasepane.h"

#include "core/textexcerpt.h"
#include "paneparts.h"
#include "styledproxymodel.h"
#include "terms/termconflictmodel.h"
#include "terms/termlistmodel.h"

#include <QAction>
#include <QFont>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QUrl>

namespace {
constexpr int LookupPauseMs = 250;
constexpr int SnippetContext = 40; // characters either side of the match

QSortFilterProxyModel *sorter(QAbstractItemModel *model, QObject *parent)
{
    auto *sorter = new QSortFilterProxyModel(parent);
    sorter->setSourceModel(model);
    return sorter;
}

// Rows of the conflict log derived from a term's context renderings (rather than
// logged conflicts): in italics and a muted colour, with a tooltip that says so.
QVariant derivedConflictStyle(const QModelIndex &source, int role)
{
    if (!source.data(TermConflictModel::DerivedRole).toBool()) {
        return {};
    }
    switch (role) {
    case Qt::FontRole: {
        QFont font = source.data(role).value<QFont>();
        font.setItalic(true);
        return font;
    }
    // Half-transparent text reads as muted on light and dark palettes alike; read at
    // paint time, so a theme change shows at the next repaint.
    case Qt::ForegroundRole: {
        QColor color = QGuiApplication::palette().color(QPalette::Text);
        color.setAlpha(150);
        return color;
    }
    case Qt::ToolTipRole:
        return TermbasePane::tr("Derived from the term's context renderings, not a logged conflict");
    default:
        return {};
    }
}

// Block text on one line: markdown line breaks become spaces.
QString flattened(const QString &text)
{
    QString result = text;
    result.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return result;
}

// The block text around [start, end) with the match in bold, cut at SnippetContext
// characters either side.
QString snippetHtml(const PhraseHit &hit)
{
    const int end = qBound(0, hit.end, int(hit.text.size()));
    const int start = qBound(0, hit.start, end);
    const int from = TextExcerpt::boundaryAfter(hit.text, start - SnippetContext);
    const int to = TextExcerpt::boundaryBefore(hit.text, end + SnippetContext);
    const QString before = (from > 0 ? QStringLiteral("…") : QString()) + flattened(hit.text.mid(from, start - from));
    const QString after = flattened(hit.text.mid(end, to - end)) + (to < hit.text.size() ? QStringLiteral("…") : QString());
    return before.toHtmlEscaped() + QStringLiteral("<b>") + flattened(hit.text.mid(start, end - start)).toHtmlEscaped()
        + QStringLiteral("</b>") + after.toHtmlEscaped();
}
} // namespace

TermbasePane::TermbasePane(QWidget *parent)
    : QWidget(parent)
    , m_search(PaneParts::lineEdit(QStringLiteral("termbaseSearch"), tr("Look up an English term or a Chinese phrase…")))
    , m_lookupTimer(new QTimer(this))
    , m_status(PaneParts::plainLabel(QStringLiteral("termbaseStatus")))
    , m_tabs(new QTabWidget)
    , m_termModel(new TermListModel(this))
    , m_termProxy(new QSortFilterProxyModel(this))
    , m_termView(createTable(QStringLiteral("termbaseTerms")))
    , m_conflictModel(new TermConflictModel(this))
    , m_conflictProxy(new StyledProxyModel(sorter(m_conflictModel, this), derivedConflictStyle, this))
    , m_conflictView(createTable(QStringLiteral("termbaseConflicts")))
    , m_hitView(new QTextBrowser)
{
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this); // Down goes to the list
    m_lookupTimer->setObjectName(QStringLiteral("termbaseLookupTimer"));
    m_lookupTimer->setSingleShot(true);
    m_lookupTimer->setInterval(LookupPauseMs);
    m_termProxy->setSourceModel(m_termModel);
    m_termProxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_termView->setModel(m_termProxy);
    m_conflictView->setModel(m_conflictProxy);
    // The proxies stay sorted (stable: a term's conflicts keep their order) across resets.
    for (QTableView *view : {m_termView, m_conflictView}) {
        view->setSortingEnabled(true);
        view->sortByColumn(0, Qt::AscendingOrder);
    }
    // The columns that matter most fit a narrow dock; the last one takes what is left.
    setColumnWidths(m_termView, {12, 20, 14, 14});
    setColumnWidths(m_conflictView, {10, 26, 12, 10});
    m_hitView->setObjectName(QStringLiteral("termbaseHits"));
    m_hitView->setOpenLinks(false);
    m_hitView->setOpenExternalLinks(false);
    m_tabs->setObjectName(QStringLiteral("termbaseTabs"));
    m_tabs->addTab(m_termView, QString());
    m_tabs->addTab(m_conflictView, QString());
    m_tabs->addTab(m_hitView, QString());

    PaneParts::fill(this, {m_search, createToolBar(), m_status, {m_tabs, 1}});

    connect(m_search, &QLineEdit::textEdited, m_lookupTimer, qOverload<>(&QTimer::start));
    connect(m_search, &QLineEdit::returnPressed, this, &TermbasePane::emitLookup);
    connect(m_lookupTimer, &QTimer::timeout, this, &TermbasePane::emitLookup);
    connect(m_termView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TermbasePane::updateActions);
    connect(m_conflictView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TermbasePane::updateActions);
    connect(m_tabs, &QTabWidget::currentChanged, this, &TermbasePane::updateActions);
    for (QTableView *view : {m_termView, m_conflictView}) {
        connect(view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) { requestEdit(termIdAt(index)); });
    }
    connect(m_hitView, &QTextBrowser::anchorClicked, this, &TermbasePane::onAnchorClicked);
    updateTabTitles();
    updateActions();
    showStatus();
}

QTableView *TermbasePane::createTable(const QString &objectName)
{
    QTableView *view = PaneParts::table(objectName, QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->horizontalHeader()->setStretchLastSection(true);
    view->installEventFilter(this);
    return view;
}

void TermbasePane::setColumnWidths(QTableView *view, const QList<int> &characters)
{
    const int unit = view->fontMetrics().averageCharWidth();
    for (int column = 0; column < characters.size(); ++column) {
        view->setColumnWidth(column, characters.at(column) * unit);
    }
}

QToolBar *TermbasePane::createToolBar()
{
    // No mnemonics: Alt+letter would clash with the main window's menus.
    auto *bar = new QToolBar;
    bar->setObjectName(QStringLiteral("termbaseToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_newAction = bar->addAction(tr("New Term"), this, &TermbasePane::newTermRequested);
    m_editAction = bar->addAction(tr("Edit"), this, [this] { requestEdit(currentTermId()); });
    m_removeAction = bar->addAction(tr("Delete"), this, [this] { requestRemove(currentTermId()); });
    m_importAction = bar->addAction(tr("Import…"), this, &TermbasePane::importRequested);
    m_exportAction = bar->addAction(tr("Export…"), this, &TermbasePane::exportRequested);
    m_newAction->setObjectName(QStringLiteral("termbaseNew"));
    m_editAction->setObjectName(QStringLiteral("termbaseEdit"));
    m_removeAction->setObjectName(QStringLiteral("termbaseDelete"));
    m_importAction->setObjectName(QStringLiteral("termbaseImport"));
    m_exportAction->setObjectName(QStringLiteral("termbaseExport"));
    m_editAction->setToolTip(tr("Edit the selected term (Enter, double click)"));
    m_removeAction->setToolTip(tr("Delete the selected term (Delete)"));
    return bar;
}

void TermbasePane::setEntries(const QList<TermEntry> &all)
{
    m_all = all;
    m_message.clear();
    const qint64 selectedConflict = currentTermIdIn(m_conflictView);
    m_conflictModel->setEntries(all);
    selectConflictOf(selectedConflict);
    showTerms(m_query.isEmpty() ? all : stillShown());
    showStatus();
}

// The conflict log has several rows per term: the first of the term's.
void TermbasePane::selectConflictOf(qint64 id)
{
    for (int row = 0; id != 0 && row < m_conflictProxy->rowCount(); ++row) {
        if (termIdAt(m_conflictProxy->index(row, 0)) == id) {
            m_conflictView->selectRow(row);
            return;
        }
    }
}

// The shown terms as they are in m_all, in the lookup's order.
QList<TermEntry> TermbasePane::stillShown() const
{
    QList<TermEntry> kept;
    for (const TermEntry &shown : m_shown) {
        for (const TermEntry &entry : m_all) {
            if (entry.id == shown.id) {
                kept.append(entry);
                break;
            }
        }
    }
    return kept;
}

void TermbasePane::setLookupResult(const QString &query, const QList<TermEntry> &terms, const QList<PhraseHit> &hits)
{
    m_query = query.trimmed();
    m_message.clear();
    // Not while the user is typing: a newer lookup is on its way.
    if (!m_lookupTimer->isActive() && m_search->text().trimmed() != m_query) {
        m_search->setText(m_query);
    }
    m_hits = m_query.isEmpty() ? QList<PhraseHit>() : hits;
    showTerms(m_query.isEmpty() ? m_all : terms);
    renderHits();
    if (terms.isEmpty() && !m_hits.isEmpty() && m_tabs->currentIndex() == TermsTab) {
        m_tabs->setCurrentIndex(OccurrencesTab);
    }
    showStatus();
}

void TermbasePane::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateActions();
}

void TermbasePane::setMessage(const QString &message)
{
    m_message = message;
    showStatus();
}

void TermbasePane::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

qint64 TermbasePane::currentTermId() const
{
    switch (m_tabs->currentIndex()) {
    case TermsTab:
        return currentTermIdIn(m_termView);
    case ConflictsTab:
        return currentTermIdIn(m_conflictView);
    default:
        return 0;
    }
}

QString TermbasePane::statusText() const
{
    return m_status->text();
}

bool TermbasePane::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress) {
        return QWidget::eventFilter(watched, event);
    }
    const int key = static_cast<QKeyEvent *>(event)->key();
    if (watched == m_search && key == Qt::Key_Down) {
        m_tabs->currentWidget()->setFocus();
        return true;
    }
    if (watched != m_termView && watched != m_conflictView) {
        return QWidget::eventFilter(watched, event);
    }
    const qint64 id = termIdAt(static_cast<QTableView *>(watched)->currentIndex());
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && id != 0) {
        requestEdit(id);
        return true;
    }
    if (key == Qt::Key_Delete && watched == m_termView && id != 0) {
        requestRemove(id);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TermbasePane::emitLookup()
{
    m_lookupTimer->stop();
    const QString query = m_search->text().trimmed();
    Q_EMIT lookupRequested(query.isEmpty() ? QString() : query);
}

void TermbasePane::showTerms(const QList<TermEntry> &terms)
{
    const qint64 selected = currentTermIdIn(m_termView);
    m_shown = terms;
    m_termModel->setEntries(terms);
    selectTerm(selected);
    updateTabTitles();
    updateActions();
}

void TermbasePane::selectTerm(qint64 id)
{
    const int row = id != 0 ? m_termModel->rowOf(id) : -1;
    if (row < 0) {
        m_termView->clearSelection();
        return;
    }
    const QModelIndex index = m_termProxy->mapFromSource(m_termModel->index(row, 0));
    m_termView->setCurrentIndex(index);
    m_termView->selectRow(index.row());
    m_termView->scrollTo(index);
}

void TermbasePane::updateActions()
{
    const bool selected = currentTermId() != 0;
    m_newAction->setEnabled(!m_readOnly);
    m_importAction->setEnabled(!m_readOnly);
    m_editAction->setEnabled(!m_readOnly && selected);
    m_removeAction->setEnabled(!m_readOnly && selected);
}

void TermbasePane::updateTabTitles()
{
    m_tabs->setTabText(TermsTab, tr("Terms (%1)").arg(m_termModel->rowCount()));
    m_tabs->setTabText(ConflictsTab, tr("Conflict log (%1)").arg(m_conflictModel->rowCount()));
    m_tabs->setTabText(OccurrencesTab, tr("Occurrences (%1)").arg(m_hits.size()));
}

void TermbasePane::showStatus()
{
    QString text = m_message;
    if (text.isEmpty() && !m_query.isEmpty()) {
        text = m_shown.isEmpty() && m_hits.isEmpty() ? tr("Nothing found for “%1”.").arg(m_query)
                                                     : tr("%n term(s) and %1 for “%2”", nullptr, int(m_shown.size()))
                                                           .arg(tr("%n occurrence(s)", nullptr, int(m_hits.size())), m_query);
    } else if (text.isEmpty() && m_all.isEmpty()) {
        text = tr("The termbase is empty: add a term with New Term or import a file.");
    }
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void TermbasePane::renderHits()
{
    QString html;
    for (int i = 0; i < m_hits.size(); ++i) {
        const PhraseHit &hit = m_hits.at(i);
        const QString side = hit.side == PhraseHit::Side::Source ? tr("Source") : tr("Draft");
        html += QStringLiteral("<p style='margin-bottom:6px'><a href='hit:%1'>%2</a> · %3 <span style='color:gray'>%4</span><br>%5</p>")
                    .arg(QString::number(i), tr("Issue %1").arg(hit.issueNumber).toHtmlEscaped(), side.toHtmlEscaped(),
                        hit.issueTitle.toHtmlEscaped(), snippetHtml(hit));
    }
    m_hitView->setHtml(html);
    updateTabTitles();
}

qint64 TermbasePane::termIdAt(const QModelIndex &index) const
{
    return index.isValid() ? index.data(Qt::UserRole).toLongLong() : 0;
}

qint64 TermbasePane::currentTermIdIn(QTableView *view) const
{
    return view->selectionModel()->hasSelection() ? termIdAt(view->currentIndex()) : 0;
}

QString TermbasePane::sourceOf(qint64 id) const
{
    for (const QList<TermEntry> *list : {&m_shown, &m_all}) {
        for (const TermEntry &entry : *list) {
            if (entry.id == id) {
                return entry.source;
            }
        }
    }
    return QString();
}

void TermbasePane::requestEdit(qint64 id)
{
    if (id != 0 && !m_readOnly) {
        Q_EMIT editTermRequested(id);
    }
}

void TermbasePane::requestRemove(qint64 id)
{
    if (id != 0 && !m_readOnly) {
        Q_EMIT removeTermRequested(id, sourceOf(id));
    }
}

void TermbasePane::onAnchorClicked(const QUrl &url)
{
    if (url.scheme() != QLatin1String("hit")) {
        return;
    }
    bool ok = false;
    const int index = url.path().toInt(&ok);
    if (ok && index >= 0 && index < m_hits.size()) {
        Q_EMIT openHitRequested(m_hits.at(index));
    }
}
