// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"
#include "qa/qacheck.h"

#include <QCoreApplication>

struct QaUnit;

// content.untranslated: a source block nothing in the draft translates (unless it is
// deleted whole, or a kind with nothing to translate: thematic breaks, link
// reference definitions, front matter, or a list item the draft's list translates:
// a list nested one level deeper in the draft is one block there, of which the
// aligner links only a few source items — see translatedInDraftList()), and prose
// whose draft is still English —
// the draft has no Han character although its source has at least MinEnglishWords
// words outside code and link texts (a list of paper titles stays English), of
// which MinLowercaseWords begin in lower case (a citation's names and title-cased
// title are no sentence to translate), or it
// is the source copied and not confirmed since (an import without translation
// copies the source). Tables and code are left to the markdown checks: a table of
// model names and figures may rightly stay as it was.
// content.empty: a draft block with no text, or nothing after its heading or list
// marker.
class QaCompletenessCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaCompletenessCheck)
public:
    static constexpr int MinEnglishWords = 4;
    static constexpr int MinLowercaseWords = 3; // of three letters or more

    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    // Words of two or more Latin letters in the translatable text of a block, outside
    // code spans, URLs (bare ones too), HTML and link texts; identifiers with '_' or
    // digits are no words. lowercaseWords: how many of three letters or more begin
    // in lower case.
    static int latinWords(const QString &text, BlockKind kind, int *lowercaseWords = nullptr);
    static int hanCount(const QString &text);
    // Paragraphs, headings, list items and block quotes: the kinds written as sentences.
    static bool isProse(BlockKind kind);

    // Whether a unit's draft is still English (see above): the source copied, or
    // prose without Chinese. Other checks leave such a unit to this one (term
    // findings on an English draft say the same thing again).
    enum class English { No, Copied, NoChinese };
    static English englishDraft(const QaInput &input, const QaUnit &unit);

private:
    void untranslatedSources(const QaInput &input, QList<QaFinding> *findings) const;
    void reportEnglishDraft(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings) const;
    void emptyDrafts(const QaInput &input, QList<QaFinding> *findings) const;
};
