// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/tbxreader.h"

#include "core/importlimits.h"
#include "core/xmldtdpolicy.h"
#include "core/xmlenvelope.h"
#include "tm/tmxreader.h"

#include <QIODevice>
#include <QXmlStreamReader>

namespace {

enum class Status { None, Preferred, Admitted, Forbidden };

Status statusOf(const QString &value)
{
    if (value.startsWith(QLatin1String("preferred"))) {
        return Status::Preferred;
    }
    if (value.startsWith(QLatin1String("deprecated")) || value.startsWith(QLatin1String("superseded"))) {
        return Status::Forbidden;
    }
    return value.startsWith(QLatin1String("admitted")) ? Status::Admitted : Status::None;
}

// One term of a langSet/langSec with what was said about it.
struct TermItem {
    QString text;
    Status status = Status::None;
    QString partOfSpeech; // "noun", "verb", …
    QStringList notes;
    TermRendering rendering;
};

QList<int> numbers(const QString &text)
{
    QList<int> result;
    for (const QString &part : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (part.toInt() > 0) {
            result.append(part.toInt());
        }
    }
    return result;
}

bool isEntry(QStringView name)
{
    return name == QLatin1String("termEntry") || name == QLatin1String("conceptEntry");
}

bool isLanguage(QStringView name)
{
    return name == QLatin1String("langSet") || name == QLatin1String("langSec");
}

bool isTerm(QStringView name)
{
    return name == QLatin1String("tig") || name == QLatin1String("ntig") || name == QLatin1String("termSec");
}

// One pass over the document; errors are raised on the QXmlStreamReader so that
// its line and column are those of the problem.
class TbxParser
{
    Q_DECLARE_TR_FUNCTIONS(TbxReader)
public:
    explicit TbxParser(QIODevice &device)
        : m_xml(&device)
    {
    }

    bool parse()
    {
        if (readProlog()) {
            readUntilEnd();
        }
        return XmlEnvelope::verdict(
            m_xml, m_entries.isEmpty(), tr("Nothing to import: no term entry of the TBX file has an English term."), &m_wholeFileError);
    }

    QString errorString() const { return XmlEnvelope::errorString(m_xml, m_wholeFileError); }

    QList<TermEntry> m_entries;
    int m_skipped = 0;

private:
    bool readProlog()
    {
        return XmlEnvelope::readProlog(m_xml,
            {QStringLiteral("TBX"), {QStringLiteral("martif"), QStringLiteral("tbx")},
                tr("Not a TBX file: its root element is <%1>, not <tbx> or <martif>."), tr("Not a TBX file: it has no XML element.")});
    }

    // Entries may sit at any depth below the root (text/body in both dialects).
    void readUntilEnd()
    {
        while (!m_xml.atEnd() && !m_xml.hasError()) {
            const auto token = m_xml.readNext();
            if (token == QXmlStreamReader::StartElement && isEntry(m_xml.name())) {
                readEntry();
            } else if (token == QXmlStreamReader::EntityReference) {
                XmlEnvelope::refuseEntity(m_xml);
            }
        }
    }

    // The element's text, child elements' included; an entity the file uses but
    // does not define (an external DTD might) is an error, not an empty string.
    QString text()
    {
        QString result;
        for (int depth = 1; depth > 0 && !m_xml.atEnd();) {
            const auto token = m_xml.readNext();
            if (token == QXmlStreamReader::StartElement || token == QXmlStreamReader::EndElement) {
                depth += token == QXmlStreamReader::StartElement ? 1 : -1;
            } else if (token == QXmlStreamReader::Characters) {
                result += m_xml.text();
            } else if (token == QXmlStreamReader::EntityReference) {
                XmlEnvelope::refuseEntity(m_xml);
            }
        }
        return result.trimmed();
    }

    void readEntry()
    {
        TermEntry entry;
        QList<TermItem> english;
        QList<TermItem> chinese;
        QStringList notes;
        while (m_xml.readNextStartElement()) {
            const QStringView name = m_xml.name();
            if (isLanguage(name)) {
                const QString lang = m_xml.attributes().value(QLatin1String("xml:lang")).toString();
                QList<TermItem> items = readLanguage(&notes);
                if (TmxReader::languageMatches(lang, QStringLiteral("en"))) {
                    english += items;
                } else if (TmxReader::languageMatches(lang, QStringLiteral("zh"))) {
                    chinese += items;
                }
            } else if (name == QLatin1String("descripGrp")) {
                readConflict(&entry, &notes);
            } else {
                readField(&entry, &notes);
            }
        }
        if (m_xml.hasError()) {
            return;
        }
        if (!setSource(&entry, english)) {
            ++m_skipped;
            return;
        }
        setRenderings(&entry, chinese, &notes);
        for (const TermItem &item : std::as_const(english)) {
            notes += item.notes;
        }
        entry.note = notes.join(QLatin1Char('\n'));
        m_entries.append(entry);
    }

    // Entry-level fields: notes, definitions, Yiqiao's own descrips.
    void readField(TermEntry *entry, QStringList *notes)
    {
        const QString type = m_xml.attributes().value(QLatin1String("type")).toString();
        const bool isNote = m_xml.name() == QLatin1String("note") || type == QLatin1String("definition");
        const QString value = text();
        if (isNote && !value.isEmpty()) {
            notes->append(value);
        } else if (type == QLatin1String("x-yiqiao-case-sensitive")) {
            entry->caseSensitive = value == QLatin1String("yes");
        } else if (type == QLatin1String("x-yiqiao-keep-english")) {
            entry->keepEnglish = value == QLatin1String("yes");
        } else if (type == QLatin1String("x-yiqiao-context-regex")) {
            entry->contextRegex = value;
        } else if (type == QLatin1String("x-yiqiao-first-use")) {
            entry->firstUse = value;
        } else if (type == QLatin1String("x-yiqiao-issues")) {
            entry->issues = numbers(value);
        }
    }

    void readConflict(TermEntry *entry, QStringList *notes)
    {
        TermConflict conflict;
        bool isConflict = false;
        while (m_xml.readNextStartElement()) {
            const QString type = m_xml.attributes().value(QLatin1String("type")).toString();
            const QString value = text();
            if (type == QLatin1String("x-yiqiao-conflict")) {
                conflict.contextFeature = value;
                isConflict = true;
            } else if (type == QLatin1String("x-yiqiao-correct")) {
                conflict.correct = value;
            } else if (type == QLatin1String("x-yiqiao-wrong")) {
                conflict.wrong = value;
            } else if (type == QLatin1String("x-yiqiao-issues")) {
                conflict.issues = numbers(value);
            } else if (type == QLatin1String("definition") && !value.isEmpty()) {
                notes->append(value);
            }
        }
        if (isConflict) {
            entry->conflicts.append(conflict);
        }
    }

    QList<TermItem> readLanguage(QStringList *notes)
    {
        QList<TermItem> items;
        while (m_xml.readNextStartElement()) {
            if (isTerm(m_xml.name())) {
                TermItem item;
                readTerm(&item);
                if (!item.text.isEmpty()) {
                    items.append(item);
                }
            } else {
                const bool isNote =
                    m_xml.name() == QLatin1String("note") || m_xml.attributes().value(QLatin1String("type")) == QLatin1String("definition");
                const QString value = text();
                if (isNote && !value.isEmpty()) {
                    notes->append(value);
                }
            }
        }
        return items;
    }

    // tig/termSec, or ntig with its termGrp.
    void readTerm(TermItem *item)
    {
        while (m_xml.readNextStartElement()) {
            const QStringView name = m_xml.name();
            if (name == QLatin1String("termGrp")) {
                readTerm(item);
            } else if (name == QLatin1String("term")) {
                item->text = text();
            } else {
                const QString type = m_xml.attributes().value(QLatin1String("type")).toString();
                const bool isNote = name == QLatin1String("note") || type == QLatin1String("definition");
                readTermField(item, type, isNote, text());
            }
        }
    }

    static void readTermField(TermItem *item, const QString &type, bool isNote, const QString &value)
    {
        TermRendering &rendering = item->rendering;
        if (isNote) {
            if (!value.isEmpty()) {
                item->notes.append(value);
            }
        } else if (type == QLatin1String("administrativeStatus") || type == QLatin1String("normativeAuthorization")) {
            item->status = statusOf(value);
        } else if (type == QLatin1String("partOfSpeech")) {
            item->partOfSpeech = value.toLower();
        } else if (type == QLatin1String("x-yiqiao-keyword")) {
            rendering.keywords.append(value);
        } else if (type == QLatin1String("x-yiqiao-regex")) {
            rendering.regex = value;
        } else if (type == QLatin1String("x-yiqiao-code-language")) {
            rendering.codeLanguage = value;
        } else if (type == QLatin1String("x-yiqiao-post-tag")) {
            rendering.postTags.append(value);
        } else if (type == QLatin1String("x-yiqiao-priority")) {
            rendering.priority = value.toInt();
        }
    }

    static bool setSource(TermEntry *entry, const QList<TermItem> &english)
    {
        int source = -1;
        for (int i = 0; i < english.size() && source < 0; ++i) {
            source = english.at(i).status == Status::Preferred ? i : -1;
        }
        for (int i = 0; i < english.size() && source < 0; ++i) {
            source = english.at(i).status != Status::Forbidden ? i : -1;
        }
        if (source < 0) {
            return false;
        }
        entry->source = english.at(source).text;
        entry->nounOnly = english.at(source).partOfSpeech == QLatin1String("noun");
        for (int i = 0; i < english.size(); ++i) {
            if (i != source && english.at(i).status != Status::Forbidden && !entry->variants.contains(english.at(i).text)) {
                entry->variants.append(english.at(i).text);
            }
        }
        return true;
    }

    static void setRenderings(TermEntry *entry, const QList<TermItem> &chinese, QStringList *notes)
    {
        bool hasDefault = false;
        for (const TermItem &item : chinese) {
            hasDefault = hasDefault || item.status == Status::Preferred;
        }
        for (const TermItem &item : chinese) {
            if (item.status == Status::Forbidden) {
                entry->forbidden.append({item.text, item.notes.join(QLatin1Char('\n'))});
                continue;
            }
            TermRendering rendering = item.rendering;
            rendering.text = item.text;
            rendering.isDefault = item.status == Status::Preferred || (!hasDefault && item.status == Status::None);
            hasDefault = hasDefault || rendering.isDefault;
            entry->renderings.append(rendering);
            *notes += item.notes;
        }
    }

    QXmlStreamReader m_xml;
    QString m_wholeFileError;
};

} // namespace

bool TbxReader::read(QIODevice &device)
{
    m_entries.clear();
    m_skipped = 0;
    m_error.clear();
    if (!device.isReadable()) {
        m_error = tr("Cannot read the TBX file: %1").arg(device.errorString());
        return false;
    }
    const QString tooLarge =
        tr("The file is larger than %1 MB, more than any termbase; nothing was imported.").arg(ImportLimits::TermFileBytes >> 20);
    return ImportLimits::parseAtMost<TbxParser>(device, ImportLimits::TermFileBytes, tooLarge, &m_error, [this](const TbxParser &parser) {
        m_entries = parser.m_entries;
        m_skipped = parser.m_skipped;
    });
}
