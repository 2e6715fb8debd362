// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>
#include <QStringList>

// preserve.table-number: a table of the draft with the shape of its source's (as
// many columns and body rows; markdown.table owns the others) keeps every number of
// a cell in the same cell, so that two figures swapped in a benchmark table are
// found although the unit's numbers are all there (preserve.number compares the unit
// as a whole). Numbers are compared as written without thousands separators
// ("1,000" = "1000"); code spans and link targets are no cells' numbers. One finding
// per cell, on its first missing number; cells of prose (three lower-case words or
// more) are translated and left out.
class QaTableNumberCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaTableNumberCheck)
public:
    struct Cell {
        int start = 0; // in the block's text
        int length = 0;
        QString text;
    };

    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    // The cells of a table block, row by row (the delimiter row included), split on
    // the pipes outside code spans and escapes; a row's outer pipes open and close it.
    static QList<QList<Cell>> cells(const QString &blockText);
    // The numbers of a cell's text outside code spans and link targets, commas dropped.
    static QStringList numbers(const QString &cellText);
};
