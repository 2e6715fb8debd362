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

class QIODevice;

// Reads the published Markdown glossaries of ../shared/glossaries, telling the format
// from the content, all or nothing:
//
// - d2l-zh's TERMINOLOGY.md: one "中文，english" paragraph per term (full-width comma).
//   "准确率/精度" gives two renderings, the first the default; an English
//   parenthesis is a variant: an abbreviation as such ("long short-term memory
//   (LSTM)" → "LSTM"), an optional word with the rest ("momentum (method)" →
//   "momentum method").
// - Hugging Face's translation guide (in an HTML comment): "english: 中文（note）"
//   lines after "Dictionary". "（不翻译）" sets keepEnglish; other parentheses and a
//   sentence after "。" become the note; a value that is a whole rule ("当…时翻译为…",
//   "以 NLP 出现时不翻译…") becomes the note, with no rendering; "a/b" on the
//   English side gives a variant.
//
// A Markdown file that is neither, is not UTF-8 or is binary is refused.
class GlossaryImporter : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(GlossaryImporter)
public:
    enum class Format { Unknown, D2lTerminology, HuggingFaceGuide };

    // Larger files are refused (the known glossaries have a few hundred kB).
    static constexpr qint64 MaxBytes = ImportLimits::TermFileBytes;

    bool read(QIODevice &device);
    bool read(const QByteArray &bytes);
    QList<TermEntry> entries() const { return m_entries; }
    Format format() const { return m_format; }

private:
    bool readD2l(const QStringList &lines);
    bool readHuggingFace(const QStringList &lines);
    void append(const TermEntry &entry);
    bool fail(const QString &message);

    QList<TermEntry> m_entries;
    Format m_format = Format::Unknown;
};
