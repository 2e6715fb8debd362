// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/readertestsummary.h"

#include <QHash>

ReaderTestSummary ReaderTestSummary::of(const QList<ReaderTest> &tests)
{
    ReaderTestSummary summary;
    summary.count = int(tests.size());
    QHash<QString, int> seen; // key → readers
    QHash<QString, QString> firstWritten; // key → the profile as its first reader gave it
    for (const ReaderTest &test : tests) {
        summary.passed += test.passed ? 1 : 0;
        const QString key = profileKey(test.profile);
        if (key.isEmpty()) {
            ++summary.withoutProfile;
            continue;
        }
        if (!firstWritten.contains(key)) {
            firstWritten.insert(key, test.profile.simplified());
        }
        if (++seen[key] == 2) {
            summary.duplicates.append(firstWritten.value(key));
        }
    }
    summary.backgrounds = int(seen.size());
    return summary;
}

QString ReaderTestSummary::profileKey(const QString &profile)
{
    // NFKC folds full-width letters and punctuation (，→ ,) into their plain forms.
    return profile.normalized(QString::NormalizationForm_KC).toCaseFolded().simplified().remove(QLatin1Char(' '));
}

double ReaderTestSummary::passRate() const
{
    return count > 0 ? double(passed) / double(count) : 0.0;
}
