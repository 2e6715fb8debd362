// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "interop/xliffunit.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

class QIODevice;

// Reads an XLIFF 2.0 (2.x) or 1.2 file written by XliffWriter and translated
// elsewhere; the version comes from the root's version attribute. Encodings: what
// QXmlStreamReader detects (UTF-8, UTF-16 with a BOM, the XML declaration's).
//
// Each target's markdown is rebuilt from its text and inline elements, the native
// code always taken from the file's source side (2.0: the <data> the source element
// refers to; 1.2: the source's <ph>/<bpt>/<ept> of that id), so a tool cannot change
// protected code. Units of several segments (a tool's sentence segmentation) are
// joined; a segment without a target contributes its source.
//
// read() fails for the whole file (broken XML, with line and column; not XLIFF 1.2
// or 2.x; no <file original="issue-N">; a DTD declaring entities, refused before
// any could be expanded, and nothing is ever fetched; larger than
// ImportLimits::XliffBytes, 64 MB, refused unread). Problems of single units
// (an element unknown to the source, used twice, a required one (canDelete="no")
// missing, a bpt without its ept, unsupported inline elements, a unit id twice)
// are collected in problems(), "unit ID: why", and read() still succeeds.
class XliffReader
{
    Q_DECLARE_TR_FUNCTIONS(XliffReader)
public:
    bool read(QIODevice &device);

    QString version() const { return m_version; }
    int issueNumber() const { return m_issueNumber; }
    QList<XliffUnit> units() const { return m_units; }
    QStringList problems() const { return m_problems; }
    QString errorString() const { return m_error; }

    // The review status an XLIFF state maps to (2.0 or 1.2 names); draft otherwise.
    static QString statusOfState(const QString &state);

private:
    QString m_version;
    int m_issueNumber = 0;
    QList<XliffUnit> m_units;
    QStringList m_problems;
    QString m_error;
};
