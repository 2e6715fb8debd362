// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qasettings.h"

#include <QStringList>

// The typography a body of Chinese text already follows, for a project that starts
// from existing translations: whether Chinese characters meet Latin letters and
// digits with a space or without (the majority, when it is clear: MinSamples
// meetings and twice as many of one kind as of the other; else not checked), and
// which quotation marks it uses. Code spans and fenced code are not read.
class QaStyleDetector
{
public:
    static constexpr int MinSamples = 10;

    struct Counts {
        int latinSpaced = 0;
        int latinTight = 0;
        int digitSpaced = 0;
        int digitTight = 0;
        int curlyQuotes = 0;
        int cornerQuotes = 0;
    };

    static Counts count(const QString &markdown);
    // base with spacing and quotes replaced by what the texts show.
    static QaSettings detect(const QStringList &markdownTexts, const QaSettings &base = {});
    static QaSettings::Spacing spacingOf(int spaced, int tight);
};
