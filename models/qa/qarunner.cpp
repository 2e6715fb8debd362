// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qarunner.h"

#include "core/idindex.h"
#include "deletions/deletionrepository.h"
#include "notes/projectcatalogs.h"
#include "notes/versionsnapshot.h"
#include "qa/plainlanguage.h"
#include "qa/qacheck.h"
#include "qa/qacodecheck.h"
#include "qa/qacompletenesscheck.h"
#include "qa/qadeletioncheck.h"
#include "qa/qainput.h"
#include "qa/qalinkcheck.h"
#include "qa/qaplainlanguagecheck.h"
#include "qa/qapreservecheck.h"
#include "qa/qarulecheck.h"
#include "qa/qarulerepository.h"
#include "qa/qasentencecheck.h"
#include "qa/qastructurecheck.h"
#include "qa/qatablenumbercheck.h"
#include "qa/qatermcheck.h"
#include "qa/qatypographycheck.h"
#include "qa/qaversioncheck.h"
#include "qa/qawaiverrepository.h"
#include "terms/issuetermcheck.h"
#include "terms/termentry.h"

#include <QHash>

#include <algorithm>
#include <numeric>

namespace {

// Where a finding sorts: the draft's order; a source block without translation sits
// before the draft block that translates the next source block.
std::vector<int> draftPositions(const QaInput &input, const QList<QaFinding> &findings)
{
    const QHash<qint64, int> targetIndex = IdIndex::of(input.targets);
    const QHash<qint64, int> sourceIndex = IdIndex::of(input.sources);
    std::vector<int> firstTargetFrom(input.sources.size() + 1, int(input.targets.size()));
    for (int s = int(input.sources.size()) - 1; s >= 0; --s) {
        int first = firstTargetFrom.at(std::size_t(s) + 1);
        for (qint64 id : input.sources.at(s).aligned) {
            first = std::min(first, targetIndex.value(id, first));
        }
        firstTargetFrom[std::size_t(s)] = first;
    }
    std::vector<int> positions;
    positions.reserve(std::size_t(findings.size()));
    for (const QaFinding &finding : findings) {
        if (finding.targetBlockId) {
            positions.push_back(2 * targetIndex.value(finding.targetBlockId, int(input.targets.size())) + 1);
        } else {
            positions.push_back(2 * firstTargetFrom.at(std::size_t(sourceIndex.value(finding.sourceBlockId, int(input.sources.size())))));
        }
    }
    return positions;
}

} // namespace

int QaRunner::Result::count(QaSeverity severity, bool includeWaived) const
{
    return int(std::count_if(findings.cbegin(), findings.cend(),
        [&](const QaFinding &finding) { return finding.severity == severity && (includeWaived || !finding.waived); }));
}

int QaRunner::Result::waivedCount() const
{
    return int(std::count_if(findings.cbegin(), findings.cend(), [](const QaFinding &finding) { return finding.waived; }));
}

QaRunner::QaRunner()
{
    m_checks.push_back(std::make_unique<QaCompletenessCheck>());
    m_checks.push_back(std::make_unique<QaSentenceCheck>());
    m_checks.push_back(std::make_unique<QaDeletionCheck>());
    m_checks.push_back(std::make_unique<QaCodeCheck>());
    m_checks.push_back(std::make_unique<QaLinkCheck>());
    m_checks.push_back(std::make_unique<QaStructureCheck>());
    m_checks.push_back(std::make_unique<QaPreserveCheck>());
    m_checks.push_back(std::make_unique<QaTableNumberCheck>());
    m_checks.push_back(std::make_unique<QaTermCheck>());
    m_checks.push_back(std::make_unique<QaTypographyCheck>());
    m_checks.push_back(std::make_unique<QaRuleCheck>());
    m_checks.push_back(std::make_unique<QaPlainLanguageCheck>());
    m_checks.push_back(std::make_unique<QaVersionCheck>());
}

QaRunner::~QaRunner() = default;

bool QaRunner::collect(ProjectStore &store, qint64 issueId, QaInput *input, QString *error)
{
    IssueTermCheck::Result terms;
    if (!IssueTermCheck::run(store, issueId, &terms, error)) {
        return false;
    }
    DeletionRepository deletions(store);
    input->deletions = deletions.deletions(issueId);
    if (!deletions.errorString().isEmpty()) {
        *error = deletions.errorString();
        return false;
    }
    input->sources = terms.sources;
    input->targets = terms.targets;
    input->termFindings = terms.findings;
    input->termSources.clear();
    for (const TermEntry &term : std::as_const(terms.terms)) {
        input->termSources.append(term.source);
    }
    input->settings = QaSettings::load(store);
    QaRuleRepository rules(store);
    input->rules = rules.rules();
    if (!rules.errorString().isEmpty()) {
        *error = rules.errorString();
        return false;
    }
    input->plainWordings = PlainLanguage::read(store); // one that does not read offers no hints
    // The catalogues are read and the post scanned only when a version check will run.
    const QStringList versionIds = QaVersionCheck().ids();
    if (std::any_of(versionIds.cbegin(), versionIds.cend(), [&](const QString &id) { return input->settings.isEnabled(id); })) {
        ProjectCatalogs catalogs(store);
        catalogs.load(); // an override that no longer loads falls back to the shipped one
        input->versionConflicts = VersionSnapshot::of(input->sources, catalogs.versions(), catalogs.compat()).conflicts;
    }
    input->buildUnits();
    return true;
}

QList<QaFinding> QaRunner::check(const QaInput &input) const
{
    QList<QaFinding> found;
    for (const std::unique_ptr<QaCheck> &check : m_checks) {
        const QStringList ids = check->ids();
        if (std::any_of(ids.cbegin(), ids.cend(), [&](const QString &id) { return input.settings.isEnabled(id); })) {
            check->run(input, &found);
        }
    }
    QList<QaFinding> findings;
    findings.reserve(found.size());
    // QaChecks::info() builds the translated catalogue: once per id, not per finding
    // (a tenth of the checks' time on the largest corpus post).
    QHash<QString, QaSeverity> severities;
    for (QaFinding &finding : found) {
        if (input.settings.isEnabled(finding.check)) {
            if (!QaRule::isRuleCheck(finding.check)) { // a rule's findings have its severity
                auto severity = severities.constFind(finding.check);
                if (severity == severities.constEnd()) {
                    severity = severities.insert(finding.check, input.settings.severity(finding.check));
                }
                finding.severity = *severity;
            }
            findings.append(finding);
        }
    }
    const std::vector<int> positions = draftPositions(input, findings);
    std::vector<int> order(positions.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const int pa = positions.at(std::size_t(a));
        const int pb = positions.at(std::size_t(b));
        return pa != pb ? pa < pb : findings.at(a).offset < findings.at(b).offset;
    });
    QList<QaFinding> sorted;
    sorted.reserve(findings.size());
    QHash<QString, int> seen;
    for (int index : order) {
        sorted.append(findings.at(index));
        sorted.last().occurrence = seen[sorted.last().key()]++;
    }
    return sorted;
}

bool QaRunner::run(ProjectStore &store, qint64 issueId, Result *result, QString *error) const
{
    QaInput input;
    if (!collect(store, issueId, &input, error)) {
        return false;
    }
    result->findings = check(input);
    QaWaiverRepository waivers(store);
    const QHash<QString, QaWaiver> stored = waivers.waivers(issueId);
    if (!waivers.errorString().isEmpty()) {
        *error = waivers.errorString();
        return false;
    }
    QaWaiverRepository::apply(result->findings, stored);
    return true;
}
