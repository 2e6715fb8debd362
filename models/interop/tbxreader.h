// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QIODevice;

// Reads a termbase in TBX, all or nothing: a broken file leaves entries() empty and
// says why in errorString() (with line and column for broken XML).
//
// - Dialects: TBX-Basic / TBX 2008 (martif/text/body/termEntry/langSet/tig or
//   ntig/termGrp/term) and TBX v3 (tbx/text/body/conceptEntry/langSec/termSec/term),
//   namespaces ignored.
// - Languages: a langSet/langSec whose xml:lang is a variant of en (en, en-US) gives
//   the source, one of zh (zh, zh-CN, zh-Hans, zh_TW) the renderings
//   (TmxReader::languageMatches); other languages are ignored.
// - termNote type="administrativeStatus" (or "normativeAuthorization"):
//   preferredTerm-admn-sts marks the English source and the default rendering;
//   admittedTerm-admn-sts English terms are variants; deprecatedTerm-admn-sts and
//   supersededTerm-admn-sts Chinese terms are forbidden renderings (their notes the
//   reason) and English ones are left out. Without a preferred English term the
//   first English term is the source; without a preferred Chinese term the first
//   Chinese term without any status is the default.
// - Notes and definitions anywhere else in an entry become its note (one per line).
// - Yiqiao's own fields (TbxWriter) are read back from descrip/admin/termNote
//   elements whose type starts with "x-yiqiao-"; other tools' fields are ignored.
// - An entry without an English term is skipped (skippedCount()); a file without
//   any usable entry is refused.
// - Security: nothing is fetched; a DTD that declares entities is refused, and so is
//   a file larger than ImportLimits::TermFileBytes (64 MB), unread.
class TbxReader
{
    Q_DECLARE_TR_FUNCTIONS(TbxReader)
public:
    bool read(QIODevice &device);

    QList<TermEntry> entries() const { return m_entries; }
    int skippedCount() const { return m_skipped; }
    QString errorString() const { return m_error; }

private:
    QList<TermEntry> m_entries;
    int m_skipped = 0;
    QString m_error;
};
