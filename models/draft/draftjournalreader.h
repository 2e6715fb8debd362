// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/draftjournal.h"

#include <QCoreApplication>

// Reads an edit journal (format: DraftJournal) and replays its edits in memory.
// A record cut short or damaged ends the journal: it and everything after it are
// ignored (ignoredBytes()), since each edit needs the one before. A file that is no
// journal, of a newer format, or with an edit that does not fit the lines it
// replaces is refused with a one-line reason.
class DraftJournalReader
{
    Q_DECLARE_TR_FUNCTIONS(DraftJournalReader)
public:
    // false with errorString(); an empty file is an empty journal (no base).
    bool read(const QByteArray &bytes);
    // read() of the file; a file over DraftJournal::MaxBytes is refused unread.
    bool readFile(const QString &path);

    qint64 issueId() const { return m_issueId; }
    // Whether a base was read: without one there is nothing to replay.
    bool hasBase() const { return m_hasBase; }
    // The draft as stored when the journal began, and after the last edit read.
    const DraftJournal::State &base() const { return m_base; }
    const DraftJournal::State &result() const { return m_result; }
    // Edits read after the base.
    int edits() const { return m_edits; }
    // Bytes of a torn or damaged tail that were ignored.
    qint64 ignoredBytes() const { return m_ignored; }
    QString errorString() const { return m_error; }

private:
    using Splice = DraftJournal::Splice;

    void reset();
    bool readHeader(const QByteArray &bytes);
    // The record at offset: false when it is cut short or its checksum is wrong.
    static bool frame(const QByteArray &bytes, qsizetype offset, QByteArray *payload);
    static bool parse(const QByteArray &payload, Splice *splice);
    bool apply(const Splice &splice);
    bool fail(const QString &message);

    qint64 m_issueId = 0;
    bool m_hasBase = false;
    DraftJournal::State m_base;
    DraftJournal::State m_result;
    int m_edits = 0;
    qint64 m_ignored = 0;
    QString m_error;
};
