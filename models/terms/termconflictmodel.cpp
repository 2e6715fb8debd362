// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termconflictmodel.h"

#include "terms/termrenderingtext.h"

#include <algorithm>

TermConflictModel::TermConflictModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void TermConflictModel::setEntries(const QList<TermEntry> &entries)
{
    QList<Row> rows;
    for (const TermEntry &entry : entries) {
        rows += rowsOf(entry);
    }
    resetRows(rows);
}

qint64 TermConflictModel::termIdAt(int row) const
{
    return m_rows.at(row).termId;
}

bool TermConflictModel::isDerived(int row) const
{
    return m_rows.at(row).derived;
}

QList<TermConflictModel::Row> TermConflictModel::rowsOf(const TermEntry &entry)
{
    QList<Row> rows;
    for (const TermConflict &conflict : entry.conflicts) {
        rows.append({entry.id, entry.source, conflict, false});
    }
    return rows + derivedRows(entry);
}

QList<TermConflictModel::Row> TermConflictModel::derivedRows(const TermEntry &entry)
{
    const bool contextDependent =
        entry.renderings.size() > 1 && std::any_of(entry.renderings.cbegin(), entry.renderings.cend(), &TermRenderingText::hasConditions);
    if (!contextDependent) {
        return {};
    }
    QList<Row> rows;
    for (const TermRendering &rendering : entry.renderings) {
        const bool logged = std::any_of(
            entry.conflicts.cbegin(), entry.conflicts.cend(), [&](const TermConflict &c) { return c.correct == rendering.text; });
        const bool conditional = TermRenderingText::hasConditions(rendering);
        if (logged || (!conditional && !rendering.isDefault)) {
            continue;
        }
        QStringList others;
        for (const TermRendering &other : entry.renderings) {
            if (other.text != rendering.text) {
                others.append(other.text);
            }
        }
        TermConflict conflict;
        conflict.contextFeature = conditional ? TermRenderingText::conditions(rendering) : tr("otherwise (default)");
        conflict.correct = rendering.text;
        conflict.wrong = TermRenderingText::joined(others);
        rows.append({entry.id, entry.source, conflict, true});
    }
    return rows;
}

QVariant TermConflictModel::value(const Row &row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return row.derived ? QVariant(tr("Derived from the term's renderings and their conditions; not a line of the conflict log."))
                           : QVariant();
    case TermIdRole:
        return row.termId;
    case DerivedRole:
        return row.derived;
    default:
        return {};
    }
}

// In Column order.
QString TermConflictModel::columnTitle(int column) const
{
    return QStringList {tr("Term"), tr("Context"), tr("Correct"), tr("Wrong"), tr("Issues")}.value(column);
}

QString TermConflictModel::display(const Row &row, int column)
{
    switch (column) {
    case TermColumn:
        return row.term;
    case ContextColumn:
        return row.conflict.contextFeature;
    case CorrectColumn:
        return row.conflict.correct;
    case WrongColumn:
        return row.conflict.wrong;
    case IssuesColumn:
        return issues(row.conflict.issues);
    default:
        return {};
    }
}

QString TermConflictModel::issues(const QList<int> &numbers)
{
    QStringList texts;
    for (int number : numbers) {
        texts.append(QString::number(number));
    }
    return texts.join(QChar(0x3001)); // 、
}
