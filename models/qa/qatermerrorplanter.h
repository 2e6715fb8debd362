// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaplantederror.h"

#include <optional>

struct QaInput;

// The planted errors of QaErrorPlanter that need a termbase (see there). The term
// comes from the draft itself, so that the published translation is right by it:
// - a Latin name the draft keeps between Han characters ("使用 LoRA 训练"), as a
//   keep-in-English entry: translated everywhere in one block (translated-keep-english),
//   or, with Rendering as its forbidden rendering, in one of two places
//   (forbidden-rendering);
// - a "中文（English）" explanation at the English term's first use in the post, as
//   an entry rendered 中文 with that first-use form, or an "English（中文）" one, as a
//   keep-in-English entry: the parenthesis dropped (missing-first-use).
class QaTermErrorPlanter
{
public:
    static const QString &rendering(); // what a translated name reads: "该专名"

    static QList<QaPlantedError> translatedKeepEnglish(const QaInput &input, int limit);
    static QList<QaPlantedError> forbiddenRendering(const QaInput &input, int limit);
    static QList<QaPlantedError> missingFirstUse(const QaInput &input, int limit);
};
