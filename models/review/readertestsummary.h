// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/readertest.h"

#include <QList>
#include <QStringList>

// The blind test of an issue as a whole. The bar is our users' practice (seeds,
// issue 369): at least five readers of different backgrounds, and at least 80% of
// them able to name a first step, the likely problem and how to verify success.
// Both numbers live here and nowhere else. Backgrounds are the readers' profiles told
// apart by profileKey(): the same background twice counts once, and a reader without
// a profile has none.
struct ReaderTestSummary {
    static constexpr int kMinimumReaders = 5;
    static constexpr int kPassPercent = 80;

    int count = 0;
    int passed = 0;
    int backgrounds = 0; // distinct non-blank profiles
    QStringList duplicates; // profiles given by more than one reader, as first written, in order
    int withoutProfile = 0;

    static ReaderTestSummary of(const QList<ReaderTest> &tests);
    // "运维工程师，熟悉 Docker" and " 运维工程师,熟悉 docker " apart only by case, spaces or
    // the width of punctuation are one background.
    static QString profileKey(const QString &profile);
    // passed / count, 0 without readers.
    double passRate() const;
    bool hasEnoughReaders() const { return backgrounds >= kMinimumReaders; }
    // Counted in whole readers, so that 4 of 5 is exactly 80%.
    bool passRateMeetsBar() const { return count > 0 && passed * 100 >= kPassPercent * count; }
    bool meetsBar() const { return hasEnoughReaders() && passRateMeetsBar(); }
};
