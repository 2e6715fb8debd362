// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "terms/termentry.h"

// The termbase as a table: source, renderings (the default first, "A；B"),
// forbidden renderings, flags and note. Display and tooltip texts only (the models
// library has no QtGui); Qt::UserRole is the entry's id.
class TermListModel : public RowTableModel<TermEntry>
{
    Q_OBJECT
public:
    enum Column { SourceColumn, RenderingsColumn, ForbiddenColumn, FlagsColumn, NoteColumn, ColumnCount };

    explicit TermListModel(QObject *parent = nullptr);

    void setEntries(const QList<TermEntry> &entries);
    // row must be valid.
    const TermEntry &entryAt(int row) const;
    // Row of the entry with this id, -1 if none.
    int rowOf(qint64 id) const;

protected:
    QVariant value(const TermEntry &entry, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    static QString display(const TermEntry &entry, int column);
    static QString toolTip(const TermEntry &entry, int column);
    static QString flags(const TermEntry &entry);
    static QString renderingsToolTip(const TermEntry &entry);
    static QString forbiddenToolTip(const TermEntry &entry);
};
