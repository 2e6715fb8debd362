// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionlistmodel.h"

#include "core/textexcerpt.h"
#include "deletions/deletionratio.h"
#include "draft/blockrecord.h"

#include <algorithm>

namespace {
QString oneLine(const QString &text)
{
    QString result = text;
    result.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return result;
}
} // namespace

DeletionListModel::DeletionListModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

DeletionListModel::Row DeletionListModel::rowFor(const Deletion &deletion, const BlockRecord &block, int blockOrdinal)
{
    Row row;
    row.deletion = deletion;
    row.blockOrdinal = blockOrdinal;
    row.kind = block.kind;
    const int start = deletion.isWholeBlock() ? 0 : qBound(0, deletion.spanStart, int(block.text.size()));
    const int end = deletion.isWholeBlock() ? int(block.text.size()) : qBound(start, deletion.spanEnd, int(block.text.size()));
    row.excerpt = excerpt(block.text.mid(start, end - start), ToolTipLength);
    // DeletionRatio counts code without its fence lines and a code point once.
    Deletion alone = deletion;
    alone.sourceBlockId = block.id;
    const DeletionRatio::Result counted = DeletionRatio::compute({block}, {alone}, DeletionRatio::kDefaultTarget);
    row.characters = int(block.kind == BlockKind::Code ? counted.codeDeleted : counted.proseDeleted);
    return row;
}

QString DeletionListModel::excerpt(const QString &text, int length)
{
    return TextExcerpt::oneLine(text, length);
}

void DeletionListModel::setRows(const QList<Row> &rows)
{
    resetRows(rows);
}

const DeletionListModel::Row &DeletionListModel::rowAt(int row) const
{
    return m_rows.at(row);
}

int DeletionListModel::rowOf(qint64 deletionId) const
{
    return indexWhere([deletionId](const Row &r) { return r.deletion.id == deletionId; });
}

int DeletionListModel::unjustifiedCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return !r.deletion.isJustified(); }));
}

int DeletionListModel::recheckCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.deletion.recheck; }));
}

QVariant DeletionListModel::value(const Row &row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::EditRole:
        return column == JustificationColumn ? QVariant(row.deletion.justification) : display(row, column);
    case Qt::ToolTipRole:
        return unlessEmpty(toolTip(row, column));
    case Qt::TextAlignmentRole:
        return column == CharactersColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case DeletionIdRole:
        return row.deletion.id;
    case SourceBlockIdRole:
        return row.deletion.sourceBlockId;
    case SpanStartRole:
        return row.deletion.spanStart;
    case UnjustifiedRole:
        return !row.deletion.isJustified();
    case RecheckRole:
        return row.deletion.recheck;
    default:
        return {};
    }
}

// In Column order.
QString DeletionListModel::columnTitle(int column) const
{
    return QStringList {tr("Block"), tr("Reason"), tr("Justification"), tr("Deleted text"), tr("Characters")}.value(column);
}

Qt::ItemFlags DeletionListModel::flags(const QModelIndex &index) const
{
    const Qt::ItemFlags base = QAbstractTableModel::flags(index);
    return index.isValid() && index.column() == JustificationColumn ? base | Qt::ItemIsEditable : base;
}

bool DeletionListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != JustificationColumn
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return false;
    }
    const Deletion &deletion = m_rows.at(index.row()).deletion;
    const QString text = value.toString().trimmed();
    if (text == deletion.justification.trimmed()) {
        return false;
    }
    Q_EMIT justificationEdited(deletion.id, text);
    return true;
}

QString DeletionListModel::display(const Row &row, int column)
{
    switch (column) {
    case BlockColumn:
        return (row.deletion.isWholeBlock() ? tr("#%1 %2") : tr("#%1 %2, part")).arg(row.blockOrdinal).arg(kindLabel(row.kind));
    case ReasonColumn:
        return DeletionReasons::label(row.deletion.reason);
    case JustificationColumn:
        return oneLine(row.deletion.justification.trimmed());
    case ExcerptColumn:
        return excerpt(row.excerpt);
    case CharactersColumn:
        return QString::number(row.characters);
    default:
        return {};
    }
}

QString DeletionListModel::toolTip(const Row &row, int column)
{
    if (column == BlockColumn && row.deletion.recheck) {
        return tr("Source changed, recheck: a source update changed this block's text. Is the deletion still right?");
    }
    switch (column) {
    case JustificationColumn:
        return row.deletion.isJustified() ? row.deletion.justification.trimmed()
                                          : tr("No justification: export refuses this deletion until you add one.");
    case ExcerptColumn:
        return row.excerpt;
    case CharactersColumn:
        return row.kind == BlockKind::Code ? tr("Code characters (not counted in the deletion ratio)")
                                           : tr("Letters and digits (counted in the deletion ratio)");
    default:
        return {};
    }
}

QString DeletionListModel::kindLabel(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Paragraph:
        return tr("paragraph");
    case BlockKind::Heading:
        return tr("heading");
    case BlockKind::ListItem:
        return tr("list item");
    case BlockKind::Code:
        return tr("code");
    case BlockKind::Table:
        return tr("table");
    case BlockKind::Html:
        return tr("HTML");
    case BlockKind::Component:
        return tr("component");
    case BlockKind::BlockQuote:
        return tr("quote");
    case BlockKind::FrontMatter:
        return tr("front matter");
    case BlockKind::Math:
        return tr("math");
    case BlockKind::ThematicBreak:
        return tr("rule");
    case BlockKind::Reference:
        break;
    }
    return tr("references");
}
