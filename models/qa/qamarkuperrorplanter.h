// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaplantederror.h"
#include "qa/qasettings.h"

#include <optional>

struct QaInput;

// The planted errors of QaErrorPlanter that change code, links, numbers, tables and
// sentences (see there). Each returns the first limit sites of the draft, in post
// order, each an error of its own with targetIndex, text and change set.
class QaMarkupErrorPlanter
{
public:
    static QList<QaPlantedError> codeNumber(const QaInput &input, int limit);
    static QList<QaPlantedError> linkModelId(const QaInput &input, int limit);
    static QList<QaPlantedError> urlTypo(const QaInput &input, int limit);
    static QList<QaPlantedError> brokenLinkTarget(const QaInput &input, int limit);
    static QList<QaPlantedError> droppedInlineCode(const QaInput &input, int limit);
    static QList<QaPlantedError> changedVersion(const QaInput &input, int limit);
    static QList<QaPlantedError> changedNumber(const QaInput &input, int limit);
    static QList<QaPlantedError> swappedNumbers(const QaInput &input, int limit);
    static QList<QaPlantedError> droppedTableRow(const QaInput &input, int limit);
    static QList<QaPlantedError> untranslatedSentence(const QaInput &input, int limit);

    // Whether [start, end) of text (Latin text or inline code) stands between Han
    // characters with the spacing the style asks for on both sides (one space, none,
    // or the same either side), so that taking it out or writing Chinese for it
    // leaves the typography as it was (and its sentence parenthesisFree); *from and
    // *to then include those spaces.
    static bool hanFlanked(const QString &text, int start, int end, QaSettings::Spacing spacing, int *from, int *to);
    static bool isHan(QChar c);
    // Whether the sentence around [start, end) has no half-width parenthesis outside
    // code, whose typography finding would quote the text inside.
    static bool parenthesisFree(const QString &text, int start, int end);
};
