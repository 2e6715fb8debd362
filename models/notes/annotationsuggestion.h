// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationkind.h"
#include "notes/mention.h"

#include <QJsonObject>
#include <QList>
#include <QString>

// A note AnnotationSuggester proposes for a source block, its values pre-filled (field
// keys as the kind's template has them) and the mentions it was made from.
struct AnnotationSuggestion {
    AnnotationKind kind = AnnotationKind::HardwareTable;
    QString title; // translated, for the pane: "Hardware table for A100, V100"
    QJsonObject values;
    QList<Mention> mentions;
};
