// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QXmlStreamReader;

// The one rule the TBX, TMX and XLIFF readers apply to a DOCTYPE:
// - a DOCTYPE that only names an external DTD (<!DOCTYPE tmx SYSTEM "tmx14.dtd">,
//   as TMX and TBX files often have) is read on; QXmlStreamReader never fetches it;
// - any internal subset ([...]), whatever it declares, is refused before the root
//   element: none of these formats needs one, and it is where entity bombs
//   (billion laughs, quadratic blow-up), external and parameter entities live;
// - an entity reference in the document is then always undefined, and each reader
//   reports it as an error: nothing is ever expanded, fetched or read from disk.
class XmlDtdPolicy
{
    Q_DECLARE_TR_FUNCTIONS(XmlDtdPolicy)
public:
    // Called on a DTD token; empty when the reader may go on, else why it may not.
    // format is the name the message uses ("TBX", "TMX", "XLIFF").
    static QString refusal(const QXmlStreamReader &xml, const QString &format);

    // Whether a DOCTYPE declaration's text has an internal subset: a '[' outside
    // the quoted public and system ids.
    static bool hasInternalSubset(QStringView doctype);
};
