// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/tbxwriter.h"

#include <QBuffer>
#include <QXmlStreamWriter>

namespace {

const QString Preferred = QStringLiteral("preferredTerm-admn-sts");
const QString Admitted = QStringLiteral("admittedTerm-admn-sts");
const QString Deprecated = QStringLiteral("deprecatedTerm-admn-sts");

void typed(QXmlStreamWriter &xml, const QString &element, const QString &type, const QString &text)
{
    xml.writeStartElement(element);
    xml.writeAttribute(QStringLiteral("type"), type);
    xml.writeCharacters(text);
    xml.writeEndElement();
}

void termSec(QXmlStreamWriter &xml, const QString &term, const QString &status)
{
    xml.writeStartElement(QStringLiteral("termSec"));
    xml.writeTextElement(QStringLiteral("term"), term);
    typed(xml, QStringLiteral("termNote"), QStringLiteral("administrativeStatus"), status);
}

QString numbers(const QList<int> &issues)
{
    QStringList texts;
    for (int issue : issues) {
        texts.append(QString::number(issue));
    }
    return texts.join(QLatin1Char(' '));
}

void writeRendering(QXmlStreamWriter &xml, const TermRendering &rendering)
{
    termSec(xml, rendering.text, rendering.isDefault ? Preferred : Admitted);
    const QString note = QStringLiteral("termNote");
    for (const QString &keyword : rendering.keywords) {
        typed(xml, note, QStringLiteral("x-yiqiao-keyword"), keyword);
    }
    if (!rendering.regex.isEmpty()) {
        typed(xml, note, QStringLiteral("x-yiqiao-regex"), rendering.regex);
    }
    if (!rendering.codeLanguage.isEmpty()) {
        typed(xml, note, QStringLiteral("x-yiqiao-code-language"), rendering.codeLanguage);
    }
    for (const QString &tag : rendering.postTags) {
        typed(xml, note, QStringLiteral("x-yiqiao-post-tag"), tag);
    }
    if (rendering.priority != 0) {
        typed(xml, note, QStringLiteral("x-yiqiao-priority"), QString::number(rendering.priority));
    }
    xml.writeEndElement();
}

void writeConflict(QXmlStreamWriter &xml, const TermConflict &conflict)
{
    xml.writeStartElement(QStringLiteral("descripGrp"));
    typed(xml, QStringLiteral("descrip"), QStringLiteral("x-yiqiao-conflict"), conflict.contextFeature);
    typed(xml, QStringLiteral("admin"), QStringLiteral("x-yiqiao-correct"), conflict.correct);
    typed(xml, QStringLiteral("admin"), QStringLiteral("x-yiqiao-wrong"), conflict.wrong);
    typed(xml, QStringLiteral("admin"), QStringLiteral("x-yiqiao-issues"), numbers(conflict.issues));
    xml.writeEndElement();
}

void writeEntryFields(QXmlStreamWriter &xml, const TermEntry &entry)
{
    const QString descrip = QStringLiteral("descrip");
    const QString yes = QStringLiteral("yes");
    if (entry.caseSensitive) {
        typed(xml, descrip, QStringLiteral("x-yiqiao-case-sensitive"), yes);
    }
    if (entry.keepEnglish) {
        typed(xml, descrip, QStringLiteral("x-yiqiao-keep-english"), yes);
    }
    if (!entry.contextRegex.isEmpty()) {
        typed(xml, descrip, QStringLiteral("x-yiqiao-context-regex"), entry.contextRegex);
    }
    if (!entry.firstUse.isEmpty()) {
        typed(xml, descrip, QStringLiteral("x-yiqiao-first-use"), entry.firstUse);
    }
    if (!entry.issues.isEmpty()) {
        typed(xml, descrip, QStringLiteral("x-yiqiao-issues"), numbers(entry.issues));
    }
    for (const TermConflict &conflict : entry.conflicts) {
        writeConflict(xml, conflict);
    }
    if (!entry.note.isEmpty()) {
        xml.writeTextElement(QStringLiteral("note"), entry.note);
    }
}

void writeEntry(QXmlStreamWriter &xml, const TermEntry &entry, int number)
{
    xml.writeStartElement(QStringLiteral("conceptEntry"));
    xml.writeAttribute(QStringLiteral("id"), QStringLiteral("c%1").arg(entry.id > 0 ? entry.id : number));
    writeEntryFields(xml, entry);
    xml.writeStartElement(QStringLiteral("langSec"));
    xml.writeAttribute(QStringLiteral("xml:lang"), QStringLiteral("en"));
    termSec(xml, entry.source, Preferred);
    if (entry.nounOnly) {
        // TBX-Basic's part of speech: the term is a noun, and counts only as one.
        typed(xml, QStringLiteral("termNote"), QStringLiteral("partOfSpeech"), QStringLiteral("noun"));
    }
    xml.writeEndElement();
    for (const QString &variant : entry.variants) {
        termSec(xml, variant, Admitted);
        xml.writeEndElement();
    }
    xml.writeEndElement();
    if (!entry.renderings.isEmpty() || !entry.forbidden.isEmpty()) {
        xml.writeStartElement(QStringLiteral("langSec"));
        xml.writeAttribute(QStringLiteral("xml:lang"), QStringLiteral("zh-CN"));
        for (const TermRendering &rendering : entry.renderings) {
            writeRendering(xml, rendering);
        }
        for (const TermForbidden &forbidden : entry.forbidden) {
            termSec(xml, forbidden.text, Deprecated);
            if (!forbidden.reason.isEmpty()) {
                xml.writeTextElement(QStringLiteral("note"), forbidden.reason);
            }
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
}

} // namespace

QByteArray TbxWriter::write(const QList<TermEntry> &entries)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QXmlStreamWriter xml(&buffer);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("tbx"));
    xml.writeDefaultNamespace(QStringLiteral("urn:iso:std:iso:30042:ed-2"));
    xml.writeAttribute(QStringLiteral("type"), QStringLiteral("TBX-Basic"));
    xml.writeAttribute(QStringLiteral("style"), QStringLiteral("dca"));
    xml.writeAttribute(QStringLiteral("xml:lang"), QStringLiteral("en"));
    xml.writeStartElement(QStringLiteral("tbxHeader"));
    xml.writeStartElement(QStringLiteral("fileDesc"));
    xml.writeStartElement(QStringLiteral("sourceDesc"));
    xml.writeTextElement(QStringLiteral("p"), QStringLiteral("Yiqiao termbase"));
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeStartElement(QStringLiteral("text"));
    xml.writeStartElement(QStringLiteral("body"));
    for (int i = 0; i < entries.size(); ++i) {
        writeEntry(xml, entries.at(i), i + 1);
    }
    xml.writeEndDocument();
    return bytes;
}
