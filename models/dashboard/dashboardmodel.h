// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "dashboard/issuedashboardrow.h"

// The project dashboard: one row per issue, in number order. Rows arrive as they are
// computed: setRows() lists the issues (figures not computed yet show "…"),
// setRow() fills or replaces one. Sort through a QSortFilterProxyModel with
// setSortRole(SortRole): numbers sort as numbers, dates as dates, rows not computed
// yet before every computed one.
class DashboardModel : public RowTableModel<IssueDashboardRow>
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        TitleColumn,
        StatusColumn,
        TranslatedColumn,
        ReviewedColumn,
        ApprovedColumn,
        DeletionColumn,
        QaErrorsColumn,
        QaWarningsColumn,
        ChecklistColumn,
        RevisionsColumn,
        UpdatedColumn,
        SourceWordsColumn,
        ChineseCharactersColumn,
        PretranslatedColumn, // memory / machine pre-translated blocks, not yet confirmed
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        IssueNumberRole,
        ShareRole, // progress columns: the share of blocks; DeletionColumn: the ratio (double, 0…1)
        TargetRole, // DeletionColumn: the project's target
        ComputedRole,
    };

    struct Totals {
        int issues = 0;
        int computed = 0;
        qint64 sourceWords = 0;
        qint64 chineseCharacters = 0;
        qint64 draftWords = 0;
        int blocks = 0;
        int approvedBlocks = 0;
        int pretranslatedBlocks = 0;
        int machineBlocks = 0;
        int qaErrors = 0;
    };

    explicit DashboardModel(QObject *parent = nullptr);

    void setRows(const QList<IssueDashboardRow> &rows);
    // Replaces the row of the same number, or inserts it in number order.
    void setRow(const IssueDashboardRow &row);
    void removeIssue(int number);
    void clear();
    const IssueDashboardRow &issueRow(int row) const { return m_rows.at(row); }
    int rowOf(int number) const;
    Totals totals() const;

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "75% (30/40)": a share as the progress columns show it.
    static QString progressText(int part, int whole);

protected:
    QVariant value(const IssueDashboardRow &row, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    QVariant display(const IssueDashboardRow &row, int column) const;
    QVariant sortKey(const IssueDashboardRow &row, int column) const;
    QVariant share(const IssueDashboardRow &row, int column) const;
    QString toolTip(const IssueDashboardRow &row, int column) const;
};
