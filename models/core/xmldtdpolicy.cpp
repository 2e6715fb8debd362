// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/xmldtdpolicy.h"

#include <QXmlStreamReader>

QString XmlDtdPolicy::refusal(const QXmlStreamReader &xml, const QString &format)
{
    if (!xml.entityDeclarations().isEmpty() || xml.text().contains(QLatin1String("<!ENTITY"))) {
        return tr("The file declares XML entities, which Yiqiao refuses to expand (%1 files never need them).").arg(format);
    }
    if (!xml.notationDeclarations().isEmpty() || hasInternalSubset(xml.text())) {
        return tr("The file has a DTD with declarations, which Yiqiao does not read (%1 files never need them).").arg(format);
    }
    return {};
}

bool XmlDtdPolicy::hasInternalSubset(QStringView doctype)
{
    QChar quote;
    for (const QChar c : doctype) {
        if (!quote.isNull()) {
            quote = c == quote ? QChar() : quote;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('[')) {
            return true;
        }
    }
    return false;
}
