// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

// "Only changes" over a RevisionDiffModel: keeps the rows that are not Equal and
// the contextLines() rows on either side of them; off, it keeps every row.
class RevisionChangeFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum Role {
        // int: how many source rows are hidden right above this row (0 for none).
        HiddenAboveRole = Qt::UserRole + 32,
    };

    explicit RevisionChangeFilterModel(QObject *parent = nullptr);

    void setOnlyChanges(bool on);
    bool onlyChanges() const { return m_onlyChanges; }
    void setContextLines(int lines);
    int contextLines() const { return m_contextLines; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool isChange(int sourceRow) const;

    bool m_onlyChanges = false;
    int m_contextLines = 3;
};
