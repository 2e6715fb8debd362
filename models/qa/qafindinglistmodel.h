// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qafinding.h"

#include <QAbstractTableModel>
#include <QList>

// An issue's QA findings as a table: severity, check, where ("草稿 #12" / "原文 #9",
// the block's 1-based position as the editors number them) and message. Display
// and tooltip texts only (the models library has no QtGui): the view draws the
// severity from SeverityRole and greys waived rows from WaivedRole.
class QaFindingListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, CheckColumn, LocationColumn, MessageColumn, ColumnCount };
    enum Role { SeverityRole = Qt::UserRole + 1, CheckRole, GroupRole, WaivedRole, TargetBlockIdRole, SourceBlockIdRole, KeyRole };

    struct Row {
        QaFinding finding;
        int targetOrdinal = 0; // 1-based position of finding.targetBlockId in the draft; 0: none
        int sourceOrdinal = 0; // 1-based position of finding.sourceBlockId in the source; 0: none
    };

    explicit QaFindingListModel(QObject *parent = nullptr);

    void setRows(const QList<Row> &rows);
    const Row &rowAt(int row) const; // row must be valid
    int rowOfKey(const QString &key) const; // -1 if none
    static QString location(const Row &row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString toolTip(const Row &row) const;

    QList<Row> m_rows;
};
