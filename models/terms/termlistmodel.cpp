// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termlistmodel.h"

#include "terms/termrenderingtext.h"

#include <algorithm>

TermListModel::TermListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void TermListModel::setEntries(const QList<TermEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

const TermEntry &TermListModel::entryAt(int row) const
{
    return m_entries.at(row);
}

int TermListModel::rowOf(qint64 id) const
{
    const auto it = std::find_if(m_entries.cbegin(), m_entries.cend(), [id](const TermEntry &e) { return e.id == id; });
    return it == m_entries.cend() ? -1 : int(it - m_entries.cbegin());
}

int TermListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int TermListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TermListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const TermEntry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(entry, index.column());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(entry, index.column());
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::UserRole:
        return entry.id;
    default:
        return {};
    }
}

QVariant TermListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case SourceColumn:
        return tr("Source");
    case RenderingsColumn:
        return tr("Renderings");
    case ForbiddenColumn:
        return tr("Forbidden");
    case FlagsColumn:
        return tr("Flags");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

QString TermListModel::display(const TermEntry &entry, int column)
{
    switch (column) {
    case SourceColumn:
        return entry.source;
    case RenderingsColumn:
        return TermRenderingText::joined(TermRenderingText::ordered(entry));
    case ForbiddenColumn: {
        QStringList texts;
        for (const TermForbidden &forbidden : entry.forbidden) {
            texts.append(forbidden.text);
        }
        return TermRenderingText::joined(texts);
    }
    case FlagsColumn:
        return flags(entry);
    case NoteColumn:
        return entry.note.section(QLatin1Char('\n'), 0, 0);
    default:
        return {};
    }
}

QString TermListModel::toolTip(const TermEntry &entry, int column)
{
    switch (column) {
    case SourceColumn:
        return entry.variants.isEmpty() ? QString() : tr("Variants: %1").arg(entry.variants.join(tr(", ")));
    case RenderingsColumn:
        return renderingsToolTip(entry);
    case ForbiddenColumn:
        return forbiddenToolTip(entry);
    case FlagsColumn:
        return entry.firstUse.isEmpty() ? QString() : tr("On first use: %1").arg(entry.firstUse);
    case NoteColumn:
        return entry.note;
    default:
        return {};
    }
}

QString TermListModel::flags(const TermEntry &entry)
{
    QStringList words;
    if (entry.keepEnglish) {
        words.append(tr("keep English"));
    }
    if (!entry.firstUse.isEmpty()) {
        words.append(tr("first use"));
    }
    if (entry.caseSensitive) {
        words.append(tr("case-sensitive"));
    }
    return words.join(tr(", "));
}

// One line per rendering: its text, then when it applies.
QString TermListModel::renderingsToolTip(const TermEntry &entry)
{
    QStringList lines;
    for (const TermRendering &rendering : entry.renderings) {
        QString when = TermRenderingText::conditions(rendering);
        if (rendering.isDefault) {
            when = when.isEmpty() ? tr("default") : tr("default; %1").arg(when);
        }
        lines.append(when.isEmpty() ? rendering.text : tr("%1 (%2)").arg(rendering.text, when));
    }
    return lines.join(QLatin1Char('\n'));
}

QString TermListModel::forbiddenToolTip(const TermEntry &entry)
{
    QStringList lines;
    for (const TermForbidden &forbidden : entry.forbidden) {
        lines.append(forbidden.reason.isEmpty() ? forbidden.text : tr("%1: %2").arg(forbidden.text, forbidden.reason));
    }
    return lines.join(QLatin1Char('\n'));
}
