// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/seriesstyles.h"

#include "qa/qastylelearner.h"

QString SeriesStyles::seriesOf(const QString &slug)
{
    return slug.section(QLatin1Char('-'), 0, 0);
}

void SeriesStyles::add(const QString &slug, const QString &translation)
{
    m_translations.insert(slug, translation);
}

QaHouseStyle SeriesStyles::learnedFor(const QString &slug) const
{
    QaStyleLearner learner;
    for (auto it = m_translations.cbegin(); it != m_translations.cend(); ++it) {
        if (it.key() != slug && seriesOf(it.key()) == seriesOf(slug)) {
            learner.addMarkdown(it.value());
        }
    }
    return learner.style();
}

QaSettings SeriesStyles::settingsFor(const QString &slug) const
{
    QaSettings settings;
    learnedFor(slug).applyTo(&settings);
    return settings;
}
