// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "sourceupdate/sourcechange.h"

// The source changes of an issue (SourceChangeRepository::changes) as a table:
// the kind (Edited, Moved, Added, Removed), the block ("#12 First words…", the new
// ordinal, or the old one of a removed block) and the state. Open changes come
// first, each group in the repository's order; "open only" hides the others.
// Display and tooltip texts only (the models library has no QtGui).
class SourceChangeListModel : public RowTableModel<SourceChange>
{
    Q_OBJECT
public:
    enum Column { KindColumn, BlockColumn, StateColumn, ColumnCount };
    enum Role {
        ChangeIdRole = Qt::UserRole + 1,
        KindRole, // int(SourceChange::Kind)
        StateRole, // int(SourceChange::State)
        OldTextRole,
        NewTextRole,
        SourceBlockIdRole, // 0 for a removed block
        TargetIdsRole, // QVariantList of qint64
        OpenRole,
    };

    static constexpr int ExcerptLength = 48;

    explicit SourceChangeListModel(QObject *parent = nullptr);

    void setChanges(const QList<SourceChange> &changes);
    void setOpenOnly(bool on);
    bool openOnly() const { return m_openOnly; }

    // row must be valid.
    const SourceChange &changeAt(int row) const;
    // Row of the change with this id, -1 if it is not shown.
    int rowOf(qint64 changeId) const;
    // Row of the first change shown about this current source block, -1 if none.
    int rowOfSourceBlock(qint64 sourceBlockId) const;
    int openCount() const;
    // No changes at all (whatever the filter).
    bool isEmpty() const { return m_all.isEmpty(); }

    static QString kindLabel(SourceChange::Kind kind);
    static QString stateLabel(SourceChange::State state);
    // "#12 First words…": the block's place (1-based) and the start of its text.
    static QString blockLabel(const SourceChange &change);
    // text on one line (whitespace simplified), cut to length characters and "…".
    static QString excerpt(const QString &text, int length);

protected:
    QVariant value(const SourceChange &change, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    void rebuild();
    QVariant display(const SourceChange &change, int column) const;
    QVariant toolTip(const SourceChange &change, int column) const;

    QList<SourceChange> m_all; // m_rows: those shown, open ones first
    bool m_openOnly = false;
};
