// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmxwriter.h"

#include <QDateTime>
#include <QIODevice>
#include <QXmlStreamWriter>

#ifndef YIQIAO_VERSION
#define YIQIAO_VERSION "0"
#endif

namespace {
bool isXmlChar(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
        || (c >= 0x10000 && c <= 0x10FFFF);
}

// Drops what XML 1.0 cannot carry, lone surrogates included.
QString xmlSafe(const QString &text)
{
    QString safe;
    safe.reserve(text.size());
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            safe += c;
            safe += text.at(++i);
        } else if (!c.isSurrogate() && isXmlChar(c.unicode())) {
            safe += c;
        }
    }
    return safe;
}

// A parser turns every CR or CRLF of the text into LF; &#13; keeps a CR a CR.
void writeText(QXmlStreamWriter &xml, const QString &text)
{
    const QStringList pieces = xmlSafe(text).split(QLatin1Char('\r'));
    for (int i = 0; i < pieces.size(); ++i) {
        if (i > 0) {
            xml.writeEntityReference(QStringLiteral("#13"));
        }
        if (!pieces.at(i).isEmpty()) {
            xml.writeCharacters(pieces.at(i));
        }
    }
}

void writeTextElement(QXmlStreamWriter &xml, const QString &name, const QString &text)
{
    xml.writeStartElement(name);
    writeText(xml, text);
    xml.writeEndElement();
}

QString tmxDate(const QString &iso)
{
    const QDateTime date = QDateTime::fromString(iso, Qt::ISODateWithMs);
    return date.isValid() ? date.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")) : QString();
}

QString commonSourceLanguage(const QList<TmUnit> &units)
{
    if (units.isEmpty()) {
        return TmUnit().sourceLang;
    }
    for (const TmUnit &unit : units) {
        if (unit.sourceLang.compare(units.first().sourceLang, Qt::CaseInsensitive) != 0) {
            return QStringLiteral("*all*");
        }
    }
    return units.first().sourceLang;
}

void writeHeader(QXmlStreamWriter &xml, const QList<TmUnit> &units)
{
    xml.writeStartElement(QStringLiteral("header"));
    xml.writeAttribute(QStringLiteral("creationtool"), QStringLiteral("Yiqiao"));
    xml.writeAttribute(QStringLiteral("creationtoolversion"), QStringLiteral(YIQIAO_VERSION));
    xml.writeAttribute(QStringLiteral("datatype"), QStringLiteral("plaintext"));
    xml.writeAttribute(QStringLiteral("segtype"), QStringLiteral("block"));
    xml.writeAttribute(QStringLiteral("adminlang"), QStringLiteral("en"));
    xml.writeAttribute(QStringLiteral("srclang"), xmlSafe(commonSourceLanguage(units)));
    xml.writeAttribute(QStringLiteral("o-tmf"), QStringLiteral("yiqiao"));
    xml.writeEndElement();
}

void writeTuv(QXmlStreamWriter &xml, const QString &lang, const QString &seg)
{
    xml.writeStartElement(QStringLiteral("tuv"));
    xml.writeAttribute(QStringLiteral("xml:lang"), xmlSafe(lang));
    writeTextElement(xml, QStringLiteral("seg"), seg);
    xml.writeEndElement();
}

void writeTu(QXmlStreamWriter &xml, const TmUnit &unit)
{
    xml.writeStartElement(QStringLiteral("tu"));
    const QString created = tmxDate(unit.created);
    const QString changed = tmxDate(unit.changed);
    if (!created.isEmpty()) {
        xml.writeAttribute(QStringLiteral("creationdate"), created);
    }
    if (!changed.isEmpty()) {
        xml.writeAttribute(QStringLiteral("changedate"), changed);
    }
    // The DTD wants notes and props before the tuvs.
    if (!unit.note.isEmpty()) {
        writeTextElement(xml, QStringLiteral("note"), unit.note);
    }
    if (!unit.context.isEmpty()) {
        xml.writeStartElement(QStringLiteral("prop"));
        xml.writeAttribute(QStringLiteral("type"), QStringLiteral("x-context"));
        writeText(xml, unit.context);
        xml.writeEndElement();
    }
    const TmUnit defaults;
    writeTuv(xml, unit.sourceLang.isEmpty() ? defaults.sourceLang : unit.sourceLang, unit.source);
    writeTuv(xml, unit.targetLang.isEmpty() ? defaults.targetLang : unit.targetLang, unit.target);
    xml.writeEndElement();
}
} // namespace

bool TmxWriter::write(QIODevice &device, const QList<TmUnit> &units, QString *error)
{
    QXmlStreamWriter xml(&device);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("tmx"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.4"));
    writeHeader(xml, units);
    xml.writeStartElement(QStringLiteral("body"));
    for (const TmUnit &unit : units) {
        writeTu(xml, unit);
    }
    xml.writeEndDocument();
    if (xml.hasError()) {
        if (error) {
            *error = tr("Cannot write the TMX file: %1").arg(device.errorString());
        }
        return false;
    }
    return true;
}
