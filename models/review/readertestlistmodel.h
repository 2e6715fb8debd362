// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "review/readertest.h"
#include "review/readertestsummary.h"

// An issue's reader tests as a table: reader, profile, the three answers and the
// verdict. Display only: the pane edits a test in a dialog and asks
// ReaderTestRepository, then calls setTests() with what is stored.
class ReaderTestListModel : public RowTableModel<ReaderTest>
{
    Q_OBJECT
public:
    enum Column { ReaderColumn, ProfileColumn, FirstStepColumn, LikelyProblemColumn, VerificationColumn, PassedColumn, ColumnCount };
    enum Role { ReaderTestIdRole = Qt::UserRole + 1, PassedRole };

    explicit ReaderTestListModel(QObject *parent = nullptr);

    void setTests(const QList<ReaderTest> &tests);
    // row must be valid.
    const ReaderTest &testAt(int row) const;
    // Row of the test with this id, -1 if none.
    int rowOf(qint64 testId) const;
    ReaderTestSummary summary() const { return ReaderTestSummary::of(m_rows); }

protected:
    QVariant value(const ReaderTest &test, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    static QString text(const ReaderTest &test, int column);
};
