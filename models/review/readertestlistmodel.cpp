// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/readertestlistmodel.h"

#include <algorithm>

ReaderTestListModel::ReaderTestListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ReaderTestListModel::setTests(const QList<ReaderTest> &tests)
{
    beginResetModel();
    m_tests = tests;
    endResetModel();
}

const ReaderTest &ReaderTestListModel::testAt(int row) const
{
    return m_tests.at(row);
}

int ReaderTestListModel::rowOf(qint64 testId) const
{
    const auto it = std::find_if(m_tests.cbegin(), m_tests.cend(), [testId](const ReaderTest &t) { return t.id == testId; });
    return it == m_tests.cend() ? -1 : int(it - m_tests.cbegin());
}

int ReaderTestListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tests.size());
}

int ReaderTestListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReaderTestListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const ReaderTest &test = m_tests.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        // Answers of several lines on one line; the tooltip has them whole.
        return text(test, index.column()).simplified();
    case Qt::ToolTipRole: {
        const QString full = text(test, index.column());
        return full.isEmpty() ? QVariant() : QVariant(full);
    }
    case ReaderTestIdRole:
        return test.id;
    case PassedRole:
        return test.passed;
    default:
        return {};
    }
}

QVariant ReaderTestListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case ReaderColumn:
        return tr("Reader");
    case ProfileColumn:
        return tr("Background");
    case FirstStepColumn:
        return tr("First step");
    case LikelyProblemColumn:
        return tr("Likely problem");
    case VerificationColumn:
        return tr("How to verify");
    case PassedColumn:
        return tr("Result");
    default:
        return {};
    }
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
