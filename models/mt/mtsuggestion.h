// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mt/mtfinding.h"
#include "mt/mtrequest.h"

#include <QList>
#include <QString>

// A machine suggestion for a source block, checked: the text, what the checks found
// and the request that was sent.
struct MtSuggestion {
    qint64 sourceBlockId = 0;
    QString text;
    QList<MtFinding> findings;
    MtRequest request;
};
