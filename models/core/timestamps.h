// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Timestamps are stored as UTC ISO 8601 text with milliseconds, which sorts as text.
class Timestamps
{
public:
    static QString now();
};
