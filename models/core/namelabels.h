// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <initializer_list>

// The labels of names that are stored and passed around as text (a block's or an
// issue's status, a group of checks): each name with its label, translated in the
// context the table gives (mark the labels with QT_TRANSLATE_NOOP in that context,
// so that lupdate finds them). A name not in the table is its own label.
class NameLabels
{
public:
    struct Entry {
        const char *name;
        const char *label;
    };

    NameLabels(const char *context, std::initializer_list<Entry> entries);

    QString label(const QString &name) const;

private:
    const char *m_context;
    QList<Entry> m_entries;
};
