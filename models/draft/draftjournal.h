// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/lineids.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

// The edit journal of one issue's draft while it is edited: a file beside the project
// (pathFor()) to which the window appends every edit as it happens, so that a killed
// process loses nothing that was typed (DraftJournalWriter writes it,
// DraftJournalReader reads it, DraftJournalRecovery folds it into the project at the
// next open). What it journals is what autosave hands to DraftSession::update(): the
// editor's text and the ids its lines carry (LineIds).
//
// Format (all integers little-endian):
//   header: 8 bytes "YQJOURNL", u32 format version, i64 issue id, 8 bytes checksum of
//           the 20 bytes before it;
//   then records, each: u32 payload size, payload, 8 bytes checksum of size and
//           payload. A payload replaces lines [first, first + removed) with new lines:
//           u32 first, u32 removed, u32 added, then per new line u32 length, the
//           text as UTF-16 code units (lossless for any QString, a lone surrogate
//           too), u32 id count and an i64 per id.
// The first record is the base, the draft as stored when the journal began (the lines
// of an empty state); each later record is one edit. A checksum is the first 8 bytes
// of the SHA-1 of what it covers, so a record cut short by the kill (a torn tail) or
// damaged is seen and everything from it on is ignored.
class DraftJournal
{
    Q_DECLARE_TR_FUNCTIONS(DraftJournal)
public:
    static constexpr quint32 FormatVersion = 1;
    static constexpr int HeaderBytes = 28;
    static constexpr int ChecksumBytes = 8;
    // A journal (or one record) larger than this is no journal of a draft.
    static constexpr qint64 MaxBytes = qint64(256) << 20;

    // The editor's lines and their ids, as many ids as lines.
    struct State {
        QStringList lines;
        LineIds ids;

        // text split on '\n', ids cut or padded to its lines.
        static State of(const QString &text, const LineIds &ids);
        QString text() const;
    };

    // What one record holds: lines [first, first + removed) become lines, with ids.
    struct Splice {
        int first = 0;
        int removed = 0;
        QStringList lines;
        LineIds ids;
    };

    static QByteArray magic();
    static QByteArray header(qint64 issueId);
    // One record: lines [first, first + removed) become lines (ids.value(i) each).
    static QByteArray record(int first, int removed, const QStringList &lines, const LineIds &ids);
    static QByteArray checksum(const char *data, qsizetype size);

    // The journal of issueId beside the project file (symbolic links resolved):
    // "<project>.draft-<issue id>.journal".
    static QString pathFor(const QString &projectPath, qint64 issueId);
    // The journals that lie beside the project, with the issue id their names give.
    static QList<QPair<qint64, QString>> journalsBeside(const QString &projectPath);
    // Renames a journal that cannot be folded in out of the way (to "<path>.kept-N"), so
    // that new edits can be journaled without overwriting it; the new path, or an
    // empty string with *error.
    static QString setAside(const QString &path, QString *error);
};
