// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmunit.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

class QIODevice;

// Reads a TMX file (1.1 to 1.4b) into translation units, all or nothing: a broken
// file leaves units() empty and says why in errorString().
//
// - Encodings: whatever QXmlStreamReader detects from the bytes (UTF-8, UTF-16 LE/BE
//   with or without BOM, the XML declaration's encoding).
// - Languages: a <tuv>'s xml:lang (or TMX 1.1 `lang`) matches a wanted language by
//   its primary subtag, case-insensitively, `_` read as `-` (zh, zh-CN, zh-Hans,
//   zh_CN all match "zh"); a <tuv> whose whole tag equals the wanted one wins over
//   other variants of the same <tu>. A <tu> without both languages is skipped
//   (skippedCount()); a file with no complete <tu> at all is refused.
// - Inline elements in <seg>: the text of <hi> and of <ph> is kept (a placeholder
//   stands for content, such as a variable or inline code); the native codes of
//   <bpt>, <ept>, <it> and <ut> (paired formatting such as `<b>`) and every <sub>
//   are dropped, which leaves the readable text.
// - creationdate/changedate (YYYYMMDDThhmmssZ) of the <tu> become ISO 8601 UTC;
//   <prop type="x-context"> or "x-prev-source" becomes the context; <note>s become
//   the note (joined by line breaks).
// - Security: nothing is ever fetched, and a file whose DTD declares entities is
//   refused before any of them could be expanded (external entities, entity bombs).
//   A file larger than ImportLimits::TmxBytes (1 GB) is refused unread.
class TmxReader
{
    Q_DECLARE_TR_FUNCTIONS(TmxReader)
public:
    // Called about every 1000 <tu> with bytes read so far and the device's size
    // (-1 for a sequential device); returning false cancels the read.
    using Progress = std::function<bool(qint64 done, qint64 total)>;

    void setProgress(Progress callback);
    bool read(QIODevice &device, const QString &sourceLang = QStringLiteral("en"), const QString &targetLang = QStringLiteral("zh"));

    QList<TmUnit> units() const;
    // <tu> elements left out because they lack the source or the target language.
    int skippedCount() const;
    // The header's srclang as written ("*all*" for any), empty without one.
    QString headerSourceLanguage() const;
    QString errorString() const;

    // Whether a language tag (xml:lang) is a variant of the wanted language.
    static bool languageMatches(const QString &tag, const QString &wanted);

private:
    Progress m_progress;
    QList<TmUnit> m_units;
    int m_skipped = 0;
    QString m_headerSourceLanguage;
    QString m_error;
};
