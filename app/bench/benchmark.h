// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QString>

// What a benchmark of `yiqiao-cli bench` (and the GUI benchmark's start-up
// comparison) is: run() measures, false with errorString() when it could not;
// report() is then its figures as printed.
class Benchmark : public Fallible
{
public:
    virtual ~Benchmark() = default;

    virtual bool run() = 0;
    QString report() const { return m_report; }

protected:
    Benchmark() = default;

    QString m_report;
};
