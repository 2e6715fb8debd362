// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaplainlanguagecheck.h"

#include "qa/qainput.h"
#include "qa/qarule.h"
#include "qa/qarulecheck.h"

#include <QRegularExpression>

namespace {

const QString kCheck = QStringLiteral("plain.jargon");

} // namespace

QStringList QaPlainLanguageCheck::ids() const
{
    return {kCheck};
}

void QaPlainLanguageCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (const PlainWording &wording : input.plainWordings) {
        QaRule rule; // the rules' matching: draft prose and headings, code left out
        rule.pattern = QRegularExpression::escape(wording.jargon.trimmed());
        rule.side = QaRule::Side::Draft;
        rule.scopes = QaRule::Prose | QaRule::Headings;
        if (rule.pattern.isEmpty()) {
            continue;
        }
        const QString message = tr("“%1” is jargon to many readers; say it plainly: “%2”.").arg(wording.jargon.trimmed(), wording.plain);
        for (const QaRuleCheck::Match &match : QaRuleCheck::matches(rule, input.sources, input.targets)) {
            QaFinding finding = input.finding(kCheck, match.block);
            finding.offset = match.offset;
            finding.length = match.length;
            finding.message = message;
            finding.detail = wording.jargon.trimmed();
            findings->append(finding);
        }
    }
}
