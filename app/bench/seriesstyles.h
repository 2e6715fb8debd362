// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qahousestyle.h"
#include "qa/qasettings.h"

#include <QList>
#include <QMap>
#include <QString>

// The house style of each corpus pair learned from the OTHER published translations
// of its series (leave one out, so no translation grades itself), as `yiqiao-cli
// style learn` learns from files. A series is the slug before its first '-'
// (d2l-adam: d2l); in a series of one nothing is learned, so such a pair is also
// checked with the style of its family: every other translation with the same preset
// (QaBenchmark::styleFor), as a new project of a Hugging Face series could learn from
// the other Hugging Face translations.
class SeriesStyles
{
public:
    static QString seriesOf(const QString &slug);

    void add(const QString &slug, const QString &translation);
    // The style learned from the rest of slug's series (no counts in a series of one).
    QaHouseStyle learnedFor(const QString &slug) const;
    QaHouseStyle learnedFromFamily(const QString &slug) const;
    // The settings a project with that style checks with.
    QaSettings settingsFor(const QString &slug) const;
    int seriesSize(const QString &slug) const;

private:
    QMap<QString, QString> m_translations; // slug → markdown
};
