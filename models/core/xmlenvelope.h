// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QXmlStreamReader;

// What the TBX, TMX and XLIFF readers share around their own elements: the prolog up
// to the root element under XmlDtdPolicy's rule, the root element's name, an entity
// reference refused wherever it stands, and where an error is, in one sentence.
// Errors are raised on the QXmlStreamReader, so that its line and column are those
// of the problem.
class XmlEnvelope
{
    Q_DECLARE_TR_FUNCTIONS(XmlEnvelope)
public:
    struct Format {
        QString name; // as XmlDtdPolicy's messages name it: "TBX", "TMX", "XLIFF"
        QStringList roots; // the root element's names taken; empty: any (the reader checks it)
        QString notRoot; // for another root element; %1 is its name
        QString noElement; // for a file without any element
    };

    // Reads everything before the root element and stops on its start tag: true there.
    // False with the error raised on xml for a DTD XmlDtdPolicy refuses (before any
    // entity it declares could be expanded), a root element not in format.roots, a
    // file without an element, or broken XML. *sawXml, when given, says whether
    // anything read was XML (an XML declaration or markup), to tell a file that is
    // not XML at all from a broken one.
    static bool readProlog(QXmlStreamReader &xml, const Format &format, bool *sawXml = nullptr);

    // For an EntityReference token just read: an entity the file uses but does not
    // define (an external DTD might) is an error, never expanded or left out.
    static void refuseEntity(QXmlStreamReader &xml);

    // The end of a read: XML read without an error in which nothing could be taken
    // (nothing) is an error of the whole file, *fileError = message. Whether the read
    // succeeded: no error on xml, none in *fileError.
    static bool verdict(const QXmlStreamReader &xml, bool nothing, const QString &message, QString *fileError);
    // fileError when there is one, else errorString(xml).
    static QString errorString(const QXmlStreamReader &xml, const QString &fileError);

    // Where the reader stopped: "line 3, column 7".
    static QString where(const QXmlStreamReader &xml);
    // The reader's error with where it is: "At …: …" for one a reader raised,
    // "Broken XML at …: …" for one the XML parser found.
    static QString errorString(const QXmlStreamReader &xml);
};
