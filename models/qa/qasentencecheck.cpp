// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qasentencecheck.h"

#include "core/textexcerpt.h"
#include "markdown/inlinemarkup.h"
#include "qa/qacompletenesscheck.h"
#include "qa/qainput.h"
#include "qa/qamarkdown.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

const QString kSentence = QStringLiteral("content.untranslated-sentence");

// Where an English stretch ends: a Chinese character or full-width mark, a line break.
bool isBreak(QChar c)
{
    return c == QLatin1Char('\n') || c.unicode() >= 0x2E80;
}

// Trims [*start, *end) to begin on a letter and end on a letter, digit or sentence mark.
void trimStretch(const QString &text, int *start, int *end)
{
    while (*start < *end && !text.at(*start).isLetter()) {
        ++*start;
    }
    static const QString closing = QStringLiteral(".!?)\"'");
    while (*end > *start && !text.at(*end - 1).isLetterOrNumber() && !closing.contains(text.at(*end - 1))) {
        --*end;
    }
}

// A quotation kept in English ("the prompt “Are you sure …”"): the stretch opens
// after a quotation mark.
bool isQuoted(const QString &text, int start)
{
    static const QString openers = QStringLiteral("\"'“‘「『《");
    int i = start - 1;
    while (i >= 0 && (text.at(i) == QLatin1Char(' ') || text.at(i) == QLatin1Char('*') || text.at(i) == QLatin1Char('_'))) {
        --i;
    }
    return i >= 0 && openers.contains(text.at(i));
}

bool isSentence(QStringView stretch)
{
    // Code written into the prose (additional_authorized_imports=["time"]) is no sentence.
    static const QString code = QStringLiteral("_=[]{}<>`");
    if (std::any_of(stretch.cbegin(), stretch.cend(), [](QChar c) { return code.contains(c); })) {
        return false;
    }
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z'’-]*"));
    int words = 0;
    int lowercase = 0;
    for (auto it = word.globalMatch(stretch); it.hasNext();) {
        const QStringView w = it.next().capturedView();
        words += w.size() >= 2 ? 1 : 0;
        lowercase += w.size() >= 3 && w.at(0).isLower() ? 1 : 0;
    }
    return words >= QaSentenceCheck::MinWords && lowercase >= QaSentenceCheck::MinLowercaseWords;
}

// A cheap look before the markup is split: some stretch between Chinese characters
// and line breaks holds MinWords words at all.
bool mayHoldSentence(const QString &text)
{
    int words = 0;
    bool inWord = false;
    for (const QChar c : text) {
        if (isBreak(c)) {
            words = 0;
            inWord = false;
        } else if (c.isLetter()) {
            words += inWord ? 0 : 1;
            inWord = true;
            if (words >= QaSentenceCheck::MinWords) {
                return true;
            }
        } else {
            inWord = c == QLatin1Char('\'') || c == QLatin1Char('-') ? inWord : false;
        }
    }
    return false;
}

QString simplified(const QString &text)
{
    return text.simplified();
}

} // namespace

QStringList QaSentenceCheck::ids() const
{
    return {kSentence};
}

QList<QaSentenceCheck::Stretch> QaSentenceCheck::englishStretches(const QString &text, BlockKind kind)
{
    static const QRegularExpression bareUrl(QStringLiteral("(?:https?://|www\\.)\\S+"));
    // Fenced code inside a list item is code, not prose.
    const QString masked = QaMarkdown::masked(text);
    QList<Stretch> result;
    int offset = 0;
    int linkDepth = 0;
    for (const InlineMarkup::Run &run : InlineMarkup::split(text, kind)) {
        const int runStart = offset;
        offset += int(run.text.size());
        if (run.kind == InlineMarkup::RunKind::Open || run.kind == InlineMarkup::RunKind::Close) {
            linkDepth += run.text == QLatin1String("[") ? 1 : (run.text.startsWith(QLatin1Char(']')) ? -1 : 0);
            continue;
        }
        if (run.kind != InlineMarkup::RunKind::Text || linkDepth > 0) {
            continue;
        }
        QString plain = run.text;
        for (int i = 0; i < plain.size(); ++i) {
            if (masked.at(runStart + i) != text.at(runStart + i)) {
                plain[i] = QChar(0x3000);
            }
        }
        for (auto it = bareUrl.globalMatch(run.text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            plain.replace(match.capturedStart(), match.capturedLength(), QString(match.capturedLength(), QChar(0x3000)));
        }
        int start = 0;
        for (int i = 0; i <= plain.size(); ++i) {
            if (i < plain.size() && !isBreak(plain.at(i))) {
                continue;
            }
            int from = start;
            int to = i;
            trimStretch(plain, &from, &to);
            if (to > from && !isQuoted(plain, from) && isSentence(QStringView(plain).mid(from, to - from))) {
                result.append({runStart + from, to - from});
            }
            start = i + 1;
        }
    }
    return result;
}

void QaSentenceCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (const QaUnit &unit : input.units) {
        if (!QaCompletenessCheck::isProse(input.sources.at(unit.sources.constFirst()).kind)) {
            continue;
        }
        const QString source = simplified(unit.sourceText);
        for (int target : unit.targets) {
            const BlockRecord &block = input.targets.at(target);
            if (!QaCompletenessCheck::isProse(block.kind) || !mayHoldSentence(block.text)
                || QaCompletenessCheck::hanCount(block.text) == 0) {
                continue;
            }
            for (const Stretch &stretch : englishStretches(block.text, block.kind)) {
                const QString sentence = simplified(block.text.mid(stretch.start, stretch.length));
                if (!source.contains(sentence)) {
                    continue;
                }
                QaFinding finding = input.finding(kSentence, target, stretch.start, stretch.length);
                finding.detail = TextExcerpt::oneLine(sentence, 40);
                finding.message = tr("This sentence is still the English of the source (“%1”): translate it.").arg(finding.detail);
                findings->append(finding);
            }
        }
    }
}
