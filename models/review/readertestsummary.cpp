// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/readertestsummary.h"

ReaderTestSummary ReaderTestSummary::of(const QList<ReaderTest> &tests)
{
    ReaderTestSummary summary;
    summary.count = int(tests.size());
    for (const ReaderTest &test : tests) {
        summary.passed += test.passed ? 1 : 0;
    }
    return summary;
}

double ReaderTestSummary::passRate() const
{
    return count > 0 ? double(passed) / double(count) : 0.0;
}
