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
// (d2l-adam: d2l); in a series of one there is nothing to learn from, so its style
// has no cases and no typography rule fires, as in a project with nothing learned.
class SeriesStyles
{
public:
    static QString seriesOf(const QString &slug);

    void add(const QString &slug, const QString &translation);
    // The style learned from the rest of slug's series (no counts in a series of one).
    QaHouseStyle learnedFor(const QString &slug) const;
    // The settings a project with that style checks with.
    QaSettings settingsFor(const QString &slug) const;

private:
    QMap<QString, QString> m_translations; // slug → markdown
};
