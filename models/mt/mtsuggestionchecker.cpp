// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsuggestionchecker.h"

#include "draft/blockstatus.h"
#include "qa/plainlanguage.h"
#include "qa/qainput.h"
#include "qa/qarulerepository.h"
#include "qa/qarunner.h"
#include "qa/qasettings.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "terms/issuetermcheck.h"
#include "terms/termchecker.h"
#include "terms/termmatcher.h"
#include "terms/termrepository.h"
#include "terms/termselector.h"

#include <algorithm>

MtSuggestionChecker::MtSuggestionChecker(ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

MtSuggestionChecker::~MtSuggestionChecker() = default;

bool MtSuggestionChecker::load() const
{
    if (m_loaded) {
        return true;
    }
    const TermRepository terms(m_store);
    m_terms = terms.all();
    QaRuleRepository rules(m_store);
    m_rules = rules.rules();
    if (!terms.errorString().isEmpty() || !rules.errorString().isEmpty()) {
        return false;
    }
    m_matcher = std::make_unique<TermMatcher>(m_terms);
    m_settings = QaSettings::load(m_store);
    m_plainWordings = PlainLanguage::read(m_store);
    m_loaded = true;
    return true;
}

QList<MtFinding> MtSuggestionChecker::check(qint64 sourceBlockId, const QString &text) const
{
    IssueRepository issues(m_store);
    m_sources = issues.sourceBlocks(m_issueId);
    m_targets = issues.targetBlocks(m_issueId);
    m_tags = issues.tags(m_issueId);
    const auto found =
        std::find_if(m_sources.cbegin(), m_sources.cend(), [sourceBlockId](const BlockRecord &block) { return block.id == sourceBlockId; });
    if (found == m_sources.cend() || !load()) {
        return {};
    }
    QaInput input;
    fillInput(int(found - m_sources.cbegin()), text, &input);
    QList<MtFinding> findings;
    for (const QaFinding &finding : QaRunner().check(input)) {
        findings.append({finding.check, finding.message, QaSeverities::toString(finding.severity), finding.offset, finding.length});
    }
    return findings;
}

// The block and the suggestion as a one-pair issue: what the QA checks read.
void MtSuggestionChecker::fillInput(int index, const QString &text, QaInput *input) const
{
    BlockRecord source = m_sources.at(index);
    source.aligned = {SuggestionId};
    BlockRecord suggestion;
    suggestion.id = SuggestionId;
    suggestion.kind = source.kind;
    suggestion.text = text;
    suggestion.status = BlockStatus::Draft; // unconfirmed: a copy of the English is content.untranslated
    suggestion.aligned = {source.id};
    input->sources = {source};
    input->targets = {suggestion};
    input->settings = m_settings;
    input->rules = m_rules;
    input->plainWordings = m_plainWordings;
    input->termFindings = termFindings(index, text);
    for (const TermEntry &entry : std::as_const(m_terms)) {
        input->termSources.append(entry.source);
    }
    input->buildUnits();
}

// The issue's pairs with the suggestion as the draft of the block (its own pair, in
// post order): the findings of that pair, given to the one-pair input.
QList<TermFinding> MtSuggestionChecker::termFindings(int index, const QString &text) const
{
    const BlockKind kind = m_sources.at(index).kind;
    if (m_terms.isEmpty() || kind == BlockKind::Code || kind == BlockKind::FrontMatter || kind == BlockKind::Math) {
        return {};
    }
    QList<TermCheckPair> pairs = IssueTermCheck::pairs(m_sources, m_targets);
    pairs.erase(
        std::remove_if(pairs.begin(), pairs.end(), [index](const TermCheckPair &pair) { return pair.sourceBlocks.contains(index); }),
        pairs.end());
    TermCheckPair own;
    own.sourceBlocks = {index};
    own.sourceTexts = QStringList {IssueTermCheck::proseOf(m_sources.at(index).text)};
    own.draftBlock = int(m_targets.size()); // no stored draft block has this index
    own.draftText = IssueTermCheck::proseOf(text);
    own.codeLanguage = TermSelector::codeLanguage(IssueTermCheck::structureOf(m_sources), index);
    const auto at =
        std::find_if(pairs.begin(), pairs.end(), [index](const TermCheckPair &pair) { return pair.sourceBlocks.constFirst() > index; });
    pairs.insert(at, own);
    QStringList document;
    for (const BlockRecord &block : std::as_const(m_sources)) {
        document.append(block.text);
    }
    QList<TermFinding> findings;
    for (TermFinding finding : TermChecker(*m_matcher).check(pairs, document.join(QStringLiteral("\n\n")), m_tags)) {
        if (finding.draftBlock == own.draftBlock) {
            finding.draftBlock = 0;
            finding.sourceBlock = finding.sourceBlock == index ? 0 : -1;
            findings.append(finding);
        }
    }
    return findings;
}
