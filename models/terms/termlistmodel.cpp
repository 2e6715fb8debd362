// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termlistmodel.h"

#include "terms/termrenderingtext.h"

TermListModel::TermListModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void TermListModel::setEntries(const QList<TermEntry> &entries)
{
    resetRows(entries);
}

const TermEntry &TermListModel::entryAt(int row) const
{
    return m_rows.at(row);
}

int TermListModel::rowOf(qint64 id) const
{
    return indexWhere([id](const TermEntry &e) { return e.id == id; });
}

QVariant TermListModel::value(const TermEntry &entry, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(entry, column);
    case Qt::ToolTipRole:
        return unlessEmpty(toolTip(entry, column));
    case Qt::UserRole:
        return entry.id;
    default:
        return {};
    }
}

// In Column order.
QString TermListModel::columnTitle(int column) const
{
    return QStringList {tr("Source"), tr("Renderings"), tr("Forbidden"), tr("Flags"), tr("Note")}.value(column);
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
    case FlagsColumn: {
        QStringList lines;
        if (!entry.firstUse.isEmpty()) {
            lines.append(tr("On first use: %1").arg(entry.firstUse));
        }
        if (!entry.contextRegex.isEmpty()) {
            lines.append(tr("Counts only where this matches: %1").arg(entry.contextRegex));
        }
        return lines.join(QLatin1Char('\n'));
    }
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
    if (entry.nounOnly) {
        words.append(tr("noun only"));
    }
    if (!entry.contextRegex.isEmpty()) {
        words.append(tr("context pattern"));
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
