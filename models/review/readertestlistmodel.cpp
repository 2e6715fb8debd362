// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/readertestlistmodel.h"

ReaderTestListModel::ReaderTestListModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void ReaderTestListModel::setTests(const QList<ReaderTest> &tests)
{
    resetRows(tests);
}

const ReaderTest &ReaderTestListModel::testAt(int row) const
{
    return m_rows.at(row);
}

int ReaderTestListModel::rowOf(qint64 testId) const
{
    return indexWhere([testId](const ReaderTest &t) { return t.id == testId; });
}

QVariant ReaderTestListModel::value(const ReaderTest &test, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        // Answers of several lines on one line; the tooltip has them whole.
        return text(test, column).simplified();
    case Qt::ToolTipRole:
        return unlessEmpty(text(test, column));
    case ReaderTestIdRole:
        return test.id;
    case PassedRole:
        return test.passed;
    default:
        return {};
    }
}

// In Column order.
QString ReaderTestListModel::columnTitle(int column) const
{
    return QStringList {tr("Reader"), tr("Background"), tr("First step"), tr("Likely problem"), tr("How to verify"), tr("Result")}.value(
        column);
}

QString ReaderTestListModel::text(const ReaderTest &test, int column)
{
    switch (column) {
    case ReaderColumn:
        return test.reader;
    case ProfileColumn:
        return test.profile;
    case FirstStepColumn:
        return test.firstStep;
    case LikelyProblemColumn:
        return test.likelyProblem;
    case VerificationColumn:
        return test.verification;
    case PassedColumn:
        return test.passed ? tr("Passed") : tr("Failed");
    default:
        return {};
    }
}
