// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "review/feedbackreport.h"

// An issue's feedback reports as a table: the type, an excerpt of the block, the
// report's text, the reporter and the status (a fix awaiting its senior reviewers'
// confirmations says so). Display and tooltip texts only (no
// QtGui here): the view marks open reports through OpenRole.
class FeedbackListModel : public RowTableModel<FeedbackReport>
{
    Q_OBJECT
public:
    enum Column { TypeColumn, BlockColumn, TextColumn, ReporterColumn, StatusColumn, ColumnCount };
    enum Role { ReportIdRole = Qt::UserRole + 1, TargetBlockIdRole, OpenRole, AwaitingConfirmationRole };

    static constexpr int ExcerptLength = 40;

    explicit FeedbackListModel(QObject *parent = nullptr);

    void setReports(const QList<FeedbackReport> &reports);
    // row must be valid.
    const FeedbackReport &reportAt(int row) const;
    // Row of the report with this id, -1 if none.
    int rowOf(qint64 reportId) const;

protected:
    QVariant value(const FeedbackReport &report, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    static QString display(const FeedbackReport &report, int column);
    static QString toolTip(const FeedbackReport &report, int column);
    static QString excerpt(const QString &text);
};
