// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/xmlenvelope.h"

#include "core/xmldtdpolicy.h"

#include <QXmlStreamReader>

namespace {

// StartDocument comes first even for plain text; it counts with an XML declaration only.
bool isXmlToken(const QXmlStreamReader &xml, QXmlStreamReader::TokenType token)
{
    return token != QXmlStreamReader::Invalid && (token != QXmlStreamReader::StartDocument || !xml.documentVersion().isEmpty());
}

} // namespace

bool XmlEnvelope::readProlog(QXmlStreamReader &xml, const Format &format, bool *sawXml)
{
    bool xmlSeen = false;
    bool rootReached = false;
    while (!xml.atEnd() && !rootReached) {
        const auto token = xml.readNext();
        xmlSeen = xmlSeen || isXmlToken(xml, token);
        if (token == QXmlStreamReader::DTD) {
            const QString refusal = XmlDtdPolicy::refusal(xml, format.name);
            if (!refusal.isEmpty()) {
                xml.raiseError(refusal);
                break;
            }
        }
        if (token == QXmlStreamReader::StartElement) {
            rootReached = true;
            if (!format.roots.isEmpty() && !format.roots.contains(xml.name().toString())) {
                xml.raiseError(format.notRoot.arg(xml.name().toString()));
            }
        }
    }
    if (!rootReached && !xml.hasError()) {
        xml.raiseError(format.noElement);
    }
    if (sawXml) {
        *sawXml = xmlSeen;
    }
    return rootReached && !xml.hasError();
}

void XmlEnvelope::refuseEntity(QXmlStreamReader &xml)
{
    xml.raiseError(tr("The entity &%1; is not defined.").arg(xml.name().toString()));
}

QString XmlEnvelope::where(const QXmlStreamReader &xml)
{
    return tr("line %1, column %2").arg(xml.lineNumber()).arg(xml.columnNumber());
}

QString XmlEnvelope::errorString(const QXmlStreamReader &xml)
{
    if (xml.error() == QXmlStreamReader::CustomError) {
        return tr("At %1: %2").arg(where(xml), xml.errorString());
    }
    return tr("Broken XML at %1: %2").arg(where(xml), xml.errorString());
}

bool XmlEnvelope::verdict(const QXmlStreamReader &xml, bool nothing, const QString &message, QString *fileError)
{
    if (!xml.hasError() && nothing) {
        *fileError = message;
    }
    return !xml.hasError() && fileError->isEmpty();
}

QString XmlEnvelope::errorString(const QXmlStreamReader &xml, const QString &fileError)
{
    return fileError.isEmpty() ? errorString(xml) : fileError;
}
