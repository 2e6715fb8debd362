// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>
#include <QMap>

// The block structure of each unit's draft against its source, block kinds paired
// in order:
// - markdown.table: a GFM table keeps its column count (header and delimiter row)
//   and its number of body rows;
// - markdown.heading: a heading keeps its level and stays a heading; no heading is
//   made of a source block that is none;
// - markdown.list: a list item stays one, with the same nesting and marker kind
//   (ordered or bulleted) for every item nested in it;
// - markdown.html: every HTML tag and MDX component of the source (opening or
//   self-closing, by name, counted) is in the draft; attributes may be translated.
class QaStructureCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaStructureCheck)
public:
    struct TableShape {
        int headerColumns = 0;
        int delimiterColumns = 0;
        int bodyRows = 0;
    };
    struct ListEntry {
        int depth = 0; // 0 for the block's own item
        bool ordered = false;
        int offset = 0; // of the marker in the block's text
    };

    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    static TableShape tableShape(const QString &blockText);
    static int headingLevel(const QString &blockText); // 0 if none
    static QList<ListEntry> listEntries(const QString &blockText);
    // Opening and self-closing tags by name (HTML names lower case), code skipped.
    static QMap<QString, int> tagCounts(const QString &text);
};
