// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "terms/termentry.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// A term list on disk, its format told by the extension: .csv (the seeds'
// term_mapping.csv layout, or the term conflict log: TermCsv), .tbx (TBX-Basic or
// TBX v3 in, TBX v3 out) and, to read only, .md (the d2l-zh and Hugging Face
// glossaries: GlossaryImporter). The one place the CLI and the window share.
class TermFile : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TermFile)
public:
    enum class Content { Terms, ConflictLog };

    static bool canRead(const QString &path);
    // .csv for either content, .tbx for terms only.
    static bool canWrite(const QString &path, Content content = Content::Terms);
    // All or nothing: false with errorString() (naming the line where it can) and no entries.
    bool read(const QString &path);
    const QList<TermEntry> &entries() const { return m_entries; }
    // Written whole or not at all (QSaveFile).
    bool write(const QString &path, const QList<TermEntry> &entries, Content content = Content::Terms);
    // After write(): the rows or entries written (terms; conflicts for the log), and
    // what a CSV term list could not hold (empty when nothing was left out).
    int written() const { return m_written; }
    QString lossWarning() const { return m_lossWarning; }

private:
    QList<TermEntry> m_entries;
    int m_written = 0;
    QString m_lossWarning;
};
