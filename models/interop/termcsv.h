// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "core/importlimits.h"
#include "terms/termentry.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

// Termbase CSV files (RFC 4180: comma-separated, fields quoted with "" inside,
// line breaks inside quotes; UTF-8 with or without BOM), in two layouts told apart
// by the header:
//
// - Mapping, the seeds' term_mapping.csv: `英文术语,中文术语,所属文章,关键说明` (or
//   `English term,Chinese term,article,note`). A row is a term with one default
//   rendering; a Chinese term equal to the English one (or empty) means keepEnglish.
//   The article column holds issue numbers when it reads as an issue list
//   ("第88、203期", "88, 203", "#88"); other text is kept as the note's first line,
//   prefixed `所属文章：`, and written back to the column. Only the default (else the
//   first) rendering is written: context rules, forbidden renderings, variants and
//   conflicts need TBX.
// - Conflict log, the seeds' 术语冲突日志: `术语,上下文特征,正确译法,错误译法,案例期数`
//   (or `Term,Context feature,Correct rendering,Wrong rendering,Issues`). A row is
//   one TermConflict of the term. No rendering is derived from it: the context
//   feature is prose ("出现在CUDA编程上下文中"), not a rule Yiqiao could apply.
//
// Rows of the same term (TermRepository::key) become one entry, merged as
// TermRepository::merge does. Reading is all or nothing: a file that is not UTF-8,
// binary, has an unknown header, an unclosed quote or a row with the wrong number of
// fields gives no entries and an error naming the line.
class TermCsv : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TermCsv)
public:
    enum class Layout { Mapping, ConflictLog };

    // Larger files are refused (a term list of 100,000 terms has a few MB).
    static constexpr qint64 MaxBytes = ImportLimits::TermFileBytes;

    bool read(QIODevice &device);
    bool read(const QByteArray &bytes);
    QList<TermEntry> entries() const { return m_entries; }
    Layout layout() const { return m_layout; }

    // UTF-8 with a BOM (so that spreadsheet programs see UTF-8), CRLF line ends,
    // Chinese header. The conflict log has one row per conflict.
    // A term without any rendering (one the conflict log brought in) is no mapping
    // row: written as an empty Chinese term it would read back as keep-English.
    static QByteArray write(const QList<TermEntry> &entries, Layout layout = Layout::Mapping);
    // The rows write() gives, header not counted.
    static int rowCount(const QList<TermEntry> &entries, Layout layout);
    // What the Mapping layout leaves out: renderings past the one written, and terms
    // not written for want of a rendering.
    struct Loss {
        int renderings = 0;
        int terms = 0;
        int restricted = 0; // terms with a restriction (noun only, case-sensitive, a context pattern)
    };
    static Loss mappingLoss(const QList<TermEntry> &entries);

    // "第88、203期" → {88, 203}; false when text is not an issue list.
    static bool parseIssues(const QString &text, QList<int> *issues);
    static QString formatIssues(const QList<int> &issues);

private:
    bool parseRows(const QString &text, QList<QStringList> *rows, QList<int> *lineNumbers);
    bool readHeader(const QStringList &header);
    bool readRow(const QStringList &fields, int line);
    TermEntry mappingEntry(const QStringList &fields) const;
    bool conflictEntry(const QStringList &fields, int line, TermEntry *entry);
    bool fail(const QString &message);

    QList<TermEntry> m_entries;
    Layout m_layout = Layout::Mapping;
};
