// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaerrorplanter.h"

#include "qa/qainput.h"
#include "qa/qamarkuperrorplanter.h"
#include "qa/qatermerrorplanter.h"
#include "terms/issuetermcheck.h"
#include "terms/termchecker.h"
#include "terms/termmatcher.h"

#include <functional>

namespace {

struct Kind {
    const char *name;
    const char *check;
    std::function<QList<QaPlantedError>(const QaInput &, int)> plant;
};

const QList<Kind> &catalogue()
{
    using M = QaMarkupErrorPlanter;
    using T = QaTermErrorPlanter;
    static const QList<Kind> kinds {
        {"code-number", "markdown.code-block", M::codeNumber},
        {"link-model-id", "markdown.link", M::linkModelId},
        {"url-typo", "markdown.link", M::urlTypo},
        {"broken-link-target", "markdown.link", M::brokenLinkTarget},
        {"dropped-inline-code", "markdown.inline-code", M::droppedInlineCode},
        {"changed-version", "preserve.version", M::changedVersion},
        {"changed-number", "preserve.number", M::changedNumber},
        {"swapped-numbers", "preserve.table-number", M::swappedNumbers},
        {"dropped-table-row", "markdown.table", M::droppedTableRow},
        {"untranslated-sentence", "content.untranslated-sentence", M::untranslatedSentence},
        {"forbidden-rendering", "term.forbidden", T::forbiddenRendering},
        {"missing-first-use", "term.first-use", T::missingFirstUse},
        {"translated-keep-english", "term.missing", T::translatedKeepEnglish},
    };
    return kinds;
}

const Kind *find(const QString &name)
{
    for (const Kind &kind : catalogue()) {
        if (name == QLatin1String(kind.name)) {
            return &kind;
        }
    }
    return nullptr;
}

} // namespace

QStringList QaErrorPlanter::kinds()
{
    QStringList names;
    for (const Kind &kind : catalogue()) {
        names.append(QLatin1String(kind.name));
    }
    return names;
}

QString QaErrorPlanter::checkOf(const QString &kind)
{
    const Kind *found = find(kind);
    return found ? QLatin1String(found->check) : QString();
}

std::optional<QaPlantedError> QaErrorPlanter::plant(const QString &kind, const QaInput &input)
{
    const QList<QaPlantedError> first = sites(kind, input, 1);
    return first.isEmpty() ? std::nullopt : std::optional<QaPlantedError>(first.constFirst());
}

QList<QaPlantedError> QaErrorPlanter::sites(const QString &kind, const QaInput &input, int limit)
{
    const Kind *found = find(kind);
    QList<QaPlantedError> errors = found && limit > 0 ? found->plant(input, limit) : QList<QaPlantedError>();
    for (QaPlantedError &error : errors) {
        error.kind = kind;
        error.check = QLatin1String(found->check);
    }
    return errors;
}

QaInput QaErrorPlanter::planted(const QaInput &input, const QaPlantedError &error)
{
    QaInput result = input;
    result.targets[error.targetIndex].text = error.text;
    result.buildUnits();
    checkTerms(&result, error.terms);
    return result;
}

void QaErrorPlanter::checkTerms(QaInput *input, const QList<TermEntry> &terms)
{
    input->termFindings.clear();
    input->termSources.clear();
    if (terms.isEmpty()) {
        return;
    }
    QStringList document;
    for (const BlockRecord &block : std::as_const(input->sources)) {
        document.append(block.text);
    }
    const TermMatcher matcher(terms);
    input->termFindings =
        TermChecker(matcher).check(IssueTermCheck::pairs(input->sources, input->targets), document.join(QStringLiteral("\n\n")), {});
    for (const TermEntry &term : terms) {
        input->termSources.append(term.source);
    }
}
