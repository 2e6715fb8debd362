// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// One translation unit: a source segment and its translation.
struct TmUnit {
    QString source;
    QString target;
    QString sourceLang = QStringLiteral("en");
    QString targetLang = QStringLiteral("zh-CN");
    QString context; // the previous source segment, for in-context (101%) matches; may be empty
    QString note;
    QString created; // ISO 8601 UTC or empty
    QString changed;
};
