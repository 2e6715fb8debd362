// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/termcontroller.h"

#include "documentview.h"
#include "draft/draftreconciler.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "qa/qasettings.h"
#include "qa/qastylefixer.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "termpane.h"
#include "terms/issuetermcheck.h"
#include "terms/termcontext.h"
#include "terms/termrepository.h"
#include "terms/termselector.h"
#include "terms/termsuggestion.h"

#include <QAction>
#include <QInputDialog>
#include <QLineEdit>

#include <algorithm>

namespace {
// Coalesces a save and the issue switch that follows it; the check itself takes a
// few milliseconds even for the largest post against 10,000 terms.
constexpr int CheckDelayMs = 50;

TextMarks::Style styleOf(TermMarkup::Severity severity)
{
    switch (severity) {
    case TermMarkup::Severity::Term:
        return TextMarks::Style::Term;
    case TermMarkup::Severity::Warning:
        return TextMarks::Style::Warning;
    case TermMarkup::Severity::Error:
        return TextMarks::Style::Error;
    }
    return TextMarks::Style::Term;
}

// The marks of one block whose text starts at document position `position`.
void appendMarks(QList<TextMarks::Mark> *out, const TermMarkup::Mark &mark, int position)
{
    if (position >= 0) {
        out->append({position + mark.start, position + mark.end, styleOf(mark.severity), mark.toolTip});
    }
}
} // namespace

TermController::TermController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, TermPane &pane, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_view(view)
    , m_pane(pane)
{
    m_pool.setMaxThreadCount(1);
    m_checkTimer.setSingleShot(true);
    m_checkTimer.setInterval(CheckDelayMs);
    connect(&m_checkTimer, &QTimer::timeout, this, &TermController::check);
    connect(&m_workbench, &WorkbenchController::issueShown, this, &TermController::onIssueShown);
    connect(&m_workbench, &WorkbenchController::currentBlockChanged, this, &TermController::showCurrentBlock);
    m_workbench.connectEach(
        this, [this] { m_checkTimer.start(); }, &WorkbenchController::saved, &WorkbenchController::draftReloaded);
    connect(&m_pane, &TermPane::insertRequested, this, &TermController::insertText);
    for (int n = 0; n < 9; ++n) {
        connect(actions.action(ActionRegistry::Id(ActionRegistry::InsertTerm1 + n)), &QAction::triggered, this,
            [this, n] { insertSuggestion(n); });
    }
    connect(actions.action(ActionRegistry::EditIssueTags), &QAction::triggered, this, &TermController::editTags);
}

TermController::~TermController()
{
    m_pool.waitForDone(); // no job may call back into a controller that is gone
}

void TermController::setProject(ProjectStore *store, const QList<TermEntry> &terms)
{
    m_store = store;
    setTerms(store ? terms : QList<TermEntry>());
}

void TermController::setTerms(const QList<TermEntry> &terms)
{
    m_matcher = std::make_shared<const TermMatcher>(terms);
    check(); // also when no issue is shown: a pending result must not land
    showCurrentBlock();
}

void TermController::reloadTerms()
{
    setTerms(m_store ? TermRepository(*m_store).all() : QList<TermEntry>());
}

void TermController::onIssueShown(qint64 issueId)
{
    m_issueId = issueId;
    m_sources = issueId > 0 && m_store ? IssueRepository(*m_store).sourceBlocks(issueId) : QList<BlockRecord>();
    m_structure = IssueTermCheck::structureOf(m_sources);
    m_tags = issueId > 0 && m_store ? IssueRepository(*m_store).tags(issueId) : QStringList();
    QStringList texts;
    for (BlockRecord &block : m_sources) {
        block.text = DraftReconciler::editorText(block.text);
        texts.append(block.text);
    }
    m_document = texts.join(QStringLiteral("\n\n"));
    check(); // also for no issue: a pending result of the previous one must not land
    showCurrentBlock();
}

// Findings and marks of the draft as last saved; every link's first block carries
// the link's findings in the pane.
void TermController::check()
{
    ++m_generation;
    const DraftSession *session = m_workbench.session();
    if (!session || m_issueId == 0 || m_matcher->terms().isEmpty()) {
        m_findings.clear();
        clearMarks();
        return;
    }
    auto job = std::make_shared<Check>();
    job->generation = m_generation;
    job->matcher = m_matcher;
    job->sources = m_sources;
    job->tags = m_tags;
    for (const TargetBlock &block : session->blocks()) {
        job->targets.append({block.id, block.kind, DraftReconciler::editorText(block.text), {}, block.origin, block.status, block.sources});
        job->lineStarts.append(block.lineStart);
    }
    // The destructor waits for the pool, so this outlives every job.
    m_pool.start([this, job] {
        job->marks = TermMarkup::compute(*job->matcher, job->sources, job->targets, job->tags);
        QMetaObject::invokeMethod(
            this, [this, job] { apply(*job); }, Qt::QueuedConnection);
    });
}

void TermController::apply(const Check &done)
{
    if (done.generation != m_generation) {
        return; // another issue, termbase or save since: its own check is under way
    }
    m_findings.clear();
    for (const TermMarkup::Mark &mark : done.marks) {
        if (mark.side != TermMarkup::Side::Draft) {
            continue; // mark.block indexes the sources
        }
        const qint64 id = done.targets.at(mark.block).id;
        if (!m_findings.value(id).contains(mark.toolTip)) {
            m_findings[id].append(mark.toolTip);
        }
    }
    markSource(done.marks);
    markDraft(done);
    showCurrentBlock();
}

void TermController::clearMarks()
{
    m_view.sourceView()->setTextMarks({});
    m_view.draftEditor()->setTextMarks({});
}

void TermController::markSource(const QList<TermMarkup::Mark> &marks)
{
    const DraftSession *session = m_workbench.session();
    if (!session) {
        return;
    }
    QHash<qint64, int> lineOf;
    for (const SourceBlockState &block : session->sourceBlocks()) {
        lineOf.insert(block.id, block.lineStart);
    }
    DocumentView *view = m_view.sourceView();
    QHash<int, int> positions; // by source block index
    QList<TextMarks::Mark> out;
    for (const TermMarkup::Mark &mark : marks) {
        if (mark.side != TermMarkup::Side::Source) {
            continue;
        }
        if (!positions.contains(mark.block)) {
            const BlockRecord &block = m_sources.at(mark.block);
            positions.insert(mark.block, view->textPosition(lineOf.value(block.id, -1), block.text));
        }
        appendMarks(&out, mark, positions.value(mark.block));
    }
    view->setTextMarks(out);
}

// The line numbers of the check hold for the editor only while it shows the text
// checked; a block the translator has typed into or moved since does not read the
// same at its line (TextMarks::blockPosition) and gets its marks from the next check.
void TermController::markDraft(const Check &done)
{
    DraftEditor *editor = m_view.draftEditor();
    QHash<int, int> positions; // by draft block index
    QList<TextMarks::Mark> out;
    for (const TermMarkup::Mark &mark : done.marks) {
        if (mark.side != TermMarkup::Side::Draft) {
            continue;
        }
        if (!positions.contains(mark.block)) {
            positions.insert(mark.block, editor->textPosition(done.lineStarts.at(mark.block), done.targets.at(mark.block).text));
        }
        appendMarks(&out, mark, positions.value(mark.block));
    }
    editor->setTextMarks(out);
}

void TermController::showCurrentBlock()
{
    QList<TermSuggestion> suggestions;
    showBlockTerms(&suggestions);
    Q_EMIT blockTermsShown(suggestions);
}

void TermController::showBlockTerms(QList<TermSuggestion> *suggestions)
{
    const DraftSession *session = m_workbench.session();
    if (!session || !m_store) {
        m_pane.setMessage(tr("Open an issue to see its terms."));
        return;
    }
    if (m_matcher->terms().isEmpty()) {
        m_pane.setMessage(tr("The termbase is empty. Import a term list: yiqiao-cli terms import PROJECT FILE.csv|.tbx|.md"));
        return;
    }
    const int block = m_workbench.currentBlock();
    if (block < 0) {
        m_pane.setSuggestions({}, {});
        return;
    }
    const TargetBlock &target = session->blocks().at(block);
    QStringList texts;
    int first = -1;
    for (int i = 0; i < m_sources.size(); ++i) {
        if (target.sources.contains(m_sources.at(i).id)) {
            texts.append(m_sources.at(i).text);
            first = first < 0 ? i : first;
        }
    }
    if (first >= 0 && std::all_of(target.sources.cbegin(), target.sources.cend(), [this](qint64 id) { return isCode(id); })) {
        m_pane.setMessage(tr("Code is copied as it is: its words are not terms to render."));
        return;
    }
    TermContext context;
    context.document = m_document;
    context.codeLanguage = first >= 0 ? TermSelector::codeLanguage(m_structure, first) : QString();
    context.postTags = m_tags;
    *suggestions = TermSuggestion::of(*m_matcher, texts, context);
    m_pane.setSuggestions(*suggestions, m_findings.value(target.id));
}

bool TermController::setTags(const QStringList &tags)
{
    if (!m_store || m_issueId == 0 || m_readOnly) {
        return false;
    }
    IssueRepository issues(*m_store);
    if (!issues.saveTags(m_issueId, tags)) {
        Q_EMIT failed(issues.errorString());
        return false;
    }
    m_tags = issues.tags(m_issueId);
    check();
    return true;
}

void TermController::editTags()
{
    if (!m_store || m_issueId == 0 || m_readOnly) {
        return;
    }
    bool ok = false;
    const QString text = QInputDialog::getText(m_view.window(), tr("Post Tags"),
        tr("Tags of this issue's post, separated by commas (renderings can depend on them, e.g. cuda, distributed):"), QLineEdit::Normal,
        m_tags.join(QStringLiteral(", ")), &ok);
    if (ok) {
        setTags(IssueRepository::splitTags(text));
    }
}

bool TermController::isCode(qint64 sourceId) const
{
    return std::any_of(m_sources.cbegin(), m_sources.cend(),
        [sourceId](const BlockRecord &block) { return block.id == sourceId && block.kind == BlockKind::Code; });
}

void TermController::insertSuggestion(int index)
{
    if (index >= 0 && index < m_pane.suggestions().size()) {
        insertText(m_pane.suggestions().at(index).selection.text);
    }
}

void TermController::insertText(const QString &text)
{
    if (text.isEmpty() || m_workbench.isDraftReadOnly() || !m_workbench.session()) {
        return;
    }
    DraftEditor *editor = m_view.draftEditor();
    // The term spaced against its neighbours as the project's typography wants (QaStyleFixer).
    const QaSettings style = m_store ? QaSettings::load(*m_store) : QaSettings::preset(QStringLiteral("d2l")).value();
    const auto beside = editor->charsBesideSelection();
    editor->insertAtCursor(beside ? QaStyleFixer::spacedInsertion(text, beside->first, beside->second, style) : text);
    editor->setFocus();
}
