// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaplantederror.h"
#include "qa/qasettings.h"

#include <optional>

struct QaInput;

// The planted errors of QaErrorPlanter that change code, links, numbers, tables and
// sentences (see there). Each returns the first site of the draft, in post order,
// with targetIndex, text and change set.
class QaMarkupErrorPlanter
{
public:
    static std::optional<QaPlantedError> codeNumber(const QaInput &input);
    static std::optional<QaPlantedError> linkModelId(const QaInput &input);
    static std::optional<QaPlantedError> urlTypo(const QaInput &input);
    static std::optional<QaPlantedError> brokenLinkTarget(const QaInput &input);
    static std::optional<QaPlantedError> droppedInlineCode(const QaInput &input);
    static std::optional<QaPlantedError> changedVersion(const QaInput &input);
    static std::optional<QaPlantedError> changedNumber(const QaInput &input);
    static std::optional<QaPlantedError> swappedNumbers(const QaInput &input);
    static std::optional<QaPlantedError> droppedTableRow(const QaInput &input);
    static std::optional<QaPlantedError> untranslatedSentence(const QaInput &input);

    // Whether [start, end) of text (Latin text or inline code) stands between Han
    // characters with the spacing the style asks for on both sides (one space, none,
    // or the same either side), so that taking it out or writing Chinese for it
    // leaves the typography as it was; *from and *to then include those spaces.
    static bool hanFlanked(const QString &text, int start, int end, QaSettings::Spacing spacing, int *from, int *to);
    static bool isHan(QChar c);
};
