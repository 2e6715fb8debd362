// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termcontroller.h"

#include "actionregistry.h"
#include "drafteditor.h"
#include "draftsession.h"
#include "issuerepository.h"
#include "issuetermcheck.h"
#include "projectstore.h"
#include "sidebysideview.h"
#include "termcontext.h"
#include "termpane.h"
#include "termrepository.h"
#include "termselector.h"
#include "termsuggestion.h"
#include "workbenchcontroller.h"

#include <QAction>
#include <QTextCursor>

namespace {
constexpr int CheckDelayMs = 500;
} // namespace

TermController::TermController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, TermPane &pane, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_view(view)
    , m_pane(pane)
{
    m_checkTimer.setSingleShot(true);
    m_checkTimer.setInterval(CheckDelayMs);
    connect(&m_checkTimer, &QTimer::timeout, this, &TermController::check);
    connect(&m_workbench, &WorkbenchController::issueShown, this, &TermController::onIssueShown);
    connect(&m_workbench, &WorkbenchController::currentBlockChanged, this, &TermController::showCurrentBlock);
    connect(&m_workbench, &WorkbenchController::saved, this, [this] { m_checkTimer.start(); });
    connect(&m_pane, &TermPane::insertRequested, this, &TermController::insertText);
    for (int n = 0; n < 9; ++n) {
        connect(actions.action(ActionRegistry::Id(ActionRegistry::InsertTerm1 + n)), &QAction::triggered, this,
            [this, n] { insertSuggestion(n); });
    }
}

void TermController::setProject(ProjectStore *store)
{
    m_store = store;
    reloadTerms();
}

void TermController::reloadTerms()
{
    m_matcher = TermMatcher(m_store ? TermRepository(*m_store).all() : QList<TermEntry>());
    m_findings.clear();
    if (m_issueId > 0) {
        check();
    }
    showCurrentBlock();
}

void TermController::onIssueShown(qint64 issueId)
{
    m_issueId = issueId;
    m_sources = issueId > 0 && m_store ? IssueRepository(*m_store).sourceBlocks(issueId) : QList<BlockRecord>();
    m_structure = IssueTermCheck::structureOf(m_sources);
    QStringList texts;
    for (const BlockRecord &block : std::as_const(m_sources)) {
        texts.append(block.text);
    }
    m_document = texts.join(QStringLiteral("\n\n"));
    m_findings.clear();
    if (issueId > 0) {
        check();
    }
    showCurrentBlock();
}

// Findings of the stored draft, by draft block: every link's first block carries
// the link's findings.
void TermController::check()
{
    m_findings.clear();
    if (!m_store || m_issueId == 0 || m_matcher.terms().isEmpty()) {
        return;
    }
    IssueTermCheck::Result result;
    QString error;
    if (!IssueTermCheck::run(*m_store, m_issueId, &result, &error)) {
        return;
    }
    for (const TermFinding &finding : std::as_const(result.findings)) {
        if (finding.draftBlock >= 0 && finding.draftBlock < result.targets.size()) {
            m_findings[result.targets.at(finding.draftBlock).id].append(finding.message);
        }
    }
    showCurrentBlock();
}

void TermController::showCurrentBlock()
{
    const DraftSession *session = m_workbench.session();
    if (!session || !m_store) {
        m_pane.setMessage(tr("Open an issue to see its terms."));
        return;
    }
    if (m_matcher.terms().isEmpty()) {
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
    TermContext context;
    context.document = m_document;
    context.codeLanguage = first >= 0 ? TermSelector::codeLanguage(m_structure, first) : QString();
    m_pane.setSuggestions(TermSuggestion::of(m_matcher, texts, context), m_findings.value(target.id));
}

void TermController::insertSuggestion(int index)
{
    if (index >= 0 && index < m_pane.suggestions().size()) {
        insertText(m_pane.suggestions().at(index).selection.text);
    }
}

void TermController::insertText(const QString &text)
{
    if (text.isEmpty() || m_workbench.isReadOnly() || !m_workbench.session()) {
        return;
    }
    DraftEditor *editor = m_view.draftEditor();
    QTextCursor cursor = editor->textCursor();
    cursor.insertText(text);
    editor->setTextCursor(cursor);
    editor->setFocus();
}
