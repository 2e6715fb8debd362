// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "qa/qafinding.h"
#include "qa/qafindingrow.h"

// An issue's QA findings as a table: severity, check, where ("草稿 #12" / "原文 #9",
// the block's 1-based position as the editors number them) and message. Display
// and tooltip texts only (the models library has no QtGui): the view draws the
// severity from SeverityRole and greys waived rows from WaivedRole.
class QaFindingListModel : public RowTableModel<QaFindingRow>
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, CheckColumn, LocationColumn, MessageColumn, ColumnCount };
    enum Role { SeverityRole = Qt::UserRole + 1, CheckRole, GroupRole, WaivedRole, TargetBlockIdRole, SourceBlockIdRole, KeyRole };

    using Row = QaFindingRow;

    explicit QaFindingListModel(QObject *parent = nullptr);

    void setRows(const QList<Row> &rows);
    const Row &rowAt(int row) const; // row must be valid
    int rowOfKey(const QString &key) const; // -1 if none
    static QString location(const Row &row);

protected:
    QVariant value(const Row &row, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    QString toolTip(const Row &row) const;
};
