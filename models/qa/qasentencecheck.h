// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"
#include "qa/qacheck.h"

#include <QCoreApplication>

// content.untranslated-sentence: a draft block that is Chinese (a draft with no
// Chinese is content.untranslated's) still holds a sentence of its source in
// English: a stretch of the draft's prose between Chinese characters (code spans,
// URLs, HTML, link texts and quotations left out; no code characters such as _ = [ {)
// of at least MinWords English words, of which
// MinLowercaseWords begin in lower case (names and title-cased titles stay English),
// found word for word in the unit's source. One finding per stretch, detail = its
// first words.
class QaSentenceCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaSentenceCheck)
public:
    static constexpr int MinWords = 6;
    static constexpr int MinLowercaseWords = 3; // of three letters or more

    struct Stretch {
        int start = 0; // in the block's text
        int length = 0;
    };

    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    // The English sentences of a block's prose as the check counts them, whether or
    // not they are in a source.
    static QList<Stretch> englishStretches(const QString &text, BlockKind kind);
};
