// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/limitedreaddevice.h"

#include <QCoreApplication>
#include <QtGlobal>

#include <utility>

class QByteArray;
class QIODevice;

// How large a file of each kind Yiqiao imports. A larger file is refused before it is
// read, with a message in the reader's own words ("The file is larger than 64 MB…"),
// and changes nothing. The readers parse into memory (and the term lists are read
// whole), so a limit keeps a wrong or hostile file from exhausting it.
class ImportLimits
{
    Q_DECLARE_TR_FUNCTIONS(ImportLimits)
public:
    // CSV term lists, markdown glossaries and TBX termbases: 100,000 terms take a
    // few MB as CSV and some tens of MB as TBX, whose XML is verbose.
    static constexpr qint64 TermFileBytes = qint64(64) << 20;
    // An XLIFF file holds one issue: the longest posts give a few hundred kB.
    static constexpr qint64 XliffBytes = qint64(64) << 20;
    // Translation memories are legitimately large: other tools' TMX exports run to
    // millions of units and hundreds of MB. 1 GB is some three million units, which
    // the import holds in memory at once (several GB); more is not a desktop's TM.
    static constexpr qint64 TmxBytes = qint64(1) << 30;
    // Markdown posts (imports and source updates): the longest post of the corpus has
    // 37 kB; a file of 16 MB is no blog post but a wrong file (a dataset, an image).
    static constexpr qint64 PostBytes = qint64(16) << 20;
    // A reader's screenshot, stored in the project (feedback_images): a full-HD PNG
    // takes 1–3 MB; more is a photo or a recording, which would bloat every copy.
    static constexpr qint64 ScreenshotBytes = qint64(5) << 20;

    // Whether the unread rest of device is known to exceed limit. A sequential
    // device has no known size: false (read it bounded, as TermCsv does, instead).
    static bool exceeds(const QIODevice &device, qint64 limit);
    // The rest of device, or false (bytes empty) when it holds more than limit bytes;
    // never reads more than limit + 1, so neither a huge file nor an endless pipe is
    // read whole. A read error ends the text like its end, as QIODevice::readAll()
    // does (an XML parser then reports the cut; a markdown post has no end to miss).
    static bool readAtMost(QIODevice &device, qint64 limit, QByteArray *bytes);
    // Parses device, through a LimitedReadDevice of limit bytes, with a Parser
    // constructed on the device to read (then args), that has parse() and
    // errorString(); done(parser) takes what it read. False with *error: tooLarge
    // when device holds more than limit (known before parsing, or the parse stopped
    // at the limit), else the parser's errorString().
    template<typename Parser, typename Done, typename... Args>
    static bool parseAtMost(QIODevice &device, qint64 limit, const QString &tooLarge, QString *error, Done done, Args &&...args)
    {
        LimitedReadDevice limited(device, limit);
        if (limited.exceeded()) {
            *error = tooLarge;
            return false;
        }
        Parser parser(limited.input(), std::forward<Args>(args)...);
        if (!parser.parse()) {
            *error = limited.exceeded() ? tooLarge : parser.errorString();
            return false;
        }
        done(parser);
        return true;
    }
    // Why a post over PostBytes was not read.
    static QString postTooLarge();
    // Why a screenshot over ScreenshotBytes was not stored.
    static QString screenshotTooLarge();
};
