// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "deletions/deletion.h"
#include "deletions/deletionlistrow.h"
#include "markdown/blockkind.h"

struct BlockRecord;

// An issue's deletions as a table: the block ("#12 paragraph"), the reason, the
// justification (the one editable column), an excerpt of the deleted text and its
// characters. Display and tooltip texts only (the models library has no QtGui): the
// view flags unjustified rows through UnjustifiedRole, and those a source update
// asks to look at again (Deletion::recheck) through RecheckRole.
class DeletionListModel : public RowTableModel<DeletionListRow>
{
    Q_OBJECT
public:
    enum Column { BlockColumn, ReasonColumn, JustificationColumn, ExcerptColumn, CharactersColumn, ColumnCount };
    enum Role { DeletionIdRole = Qt::UserRole + 1, SourceBlockIdRole, SpanStartRole, UnjustifiedRole, RecheckRole };

    using Row = DeletionListRow;

    static constexpr int ExcerptLength = 60;
    static constexpr int ToolTipLength = 400;

    explicit DeletionListModel(QObject *parent = nullptr);

    // A row for deletion of block, counting characters as DeletionRatio does; its
    // excerpt is cut at ToolTipLength characters.
    static Row rowFor(const Deletion &deletion, const BlockRecord &block, int blockOrdinal);
    // text on one line (runs of whitespace as one space), cut after length characters with "…".
    static QString excerpt(const QString &text, int length = ExcerptLength);

    void setRows(const QList<Row> &rows);
    // row must be valid.
    const Row &rowAt(int row) const;
    // Row of the deletion with this id, -1 if none.
    int rowOf(qint64 deletionId) const;
    int unjustifiedCount() const;
    int recheckCount() const;

    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Changes nothing: a justification that differs (trimmed) from the row's is
    // emitted through justificationEdited() and returns true; the row keeps its old
    // text until setRows() brings the stored one.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    static QString kindLabel(BlockKind kind);

protected:
    QVariant value(const Row &row, int column, int role) const override;
    QString columnTitle(int column) const override;

Q_SIGNALS:
    void justificationEdited(qint64 deletionId, const QString &justification);

private:
    static QString display(const Row &row, int column);
    static QString toolTip(const Row &row, int column);
};
