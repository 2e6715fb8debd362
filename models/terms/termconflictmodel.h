// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "terms/termconflictrow.h"
#include "terms/termentry.h"

// The term conflict log (术语冲突日志) as a table: term, context, correct rendering,
// wrong rendering, issues (numbers joined with "、", as the log writes 第88、203期).
// One row per TermConflict of every entry, in entry order. A term with several
// renderings of which some have context conditions also gets derived rows: one per
// rendering that has conditions, or is the default, and is no explicit row's
// correct rendering — context = its conditions (or "otherwise" for the default),
// wrong = the term's other renderings, no issues. Derived rows follow the entry's
// explicit ones; ConflictDerivedRole tells them apart.
class TermConflictModel : public RowTableModel<TermConflictRow>
{
    Q_OBJECT
public:
    enum Column { TermColumn, ContextColumn, CorrectColumn, WrongColumn, IssuesColumn, ColumnCount };
    enum Role { TermIdRole = Qt::UserRole, DerivedRole };

    explicit TermConflictModel(QObject *parent = nullptr);

    void setEntries(const QList<TermEntry> &entries);
    // The id of the row's term; row must be valid.
    qint64 termIdAt(int row) const;
    bool isDerived(int row) const;

protected:
    QVariant value(const TermConflictRow &row, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    using Row = TermConflictRow;

    static QList<Row> rowsOf(const TermEntry &entry);
    static QList<Row> derivedRows(const TermEntry &entry);
    static QString display(const Row &row, int column);
    static QString issues(const QList<int> &numbers);
};
