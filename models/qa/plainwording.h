// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A piece of jargon and the plain wording readers understand (the seed's 认知层校准:
// 鲁棒性 → 抗干扰能力). PlainLanguage keeps the project's list.
struct PlainWording {
    QString jargon;
    QString plain;

    bool operator==(const PlainWording &other) const { return jargon == other.jargon && plain == other.plain; }
    bool operator!=(const PlainWording &other) const { return !(*this == other); }
};
