// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/xliffwriter.h"

#include "interop/xliffgroup.h"

#include <QHash>
#include <QIODevice>
#include <QSet>
#include <QXmlStreamWriter>

namespace {
using RunKind = InlineMarkup::RunKind;
using Version = XliffWriter::Version;

const QString kXliff20 = QStringLiteral("urn:oasis:names:tc:xliff:document:2.0");
const QString kMetadata = QStringLiteral("urn:oasis:names:tc:xliff:metadata:2.0");
const QString kXliff12 = QStringLiteral("urn:oasis:names:tc:xliff:document:1.2");

// A protected element of a unit's source: a standalone one (Code) or a pair.
struct Element {
    RunKind kind = RunKind::Code;
    QString start;
    QString end;
    bool required = true;
};

QString closeText(const QList<InlineMarkup::Run> &runs, int pair)
{
    for (const InlineMarkup::Run &run : runs) {
        if (run.kind == RunKind::Close && run.pair == pair) {
            return run.text;
        }
    }
    return {};
}

QString stateOf(const QString &status, Version version)
{
    static const QHash<QString, QString> v20 = {{QStringLiteral("translated"), QStringLiteral("translated")},
        {QStringLiteral("reviewed"), QStringLiteral("reviewed")}, {QStringLiteral("approved"), QStringLiteral("final")}};
    static const QHash<QString, QString> v12 = {{QStringLiteral("pretranslated"), QStringLiteral("needs-review-translation")},
        {QStringLiteral("machine"), QStringLiteral("needs-review-translation")},
        {QStringLiteral("translated"), QStringLiteral("translated")}, {QStringLiteral("reviewed"), QStringLiteral("signed-off")},
        {QStringLiteral("approved"), QStringLiteral("final")}};
    return version == Version::Xliff20 ? v20.value(status, QStringLiteral("initial")) : v12.value(status, QStringLiteral("new"));
}

// A machine pre-translated target says so, apart from a memory pre-translation: in
// XLIFF 1.2 by state-qualifier (leveraged-mt: "derived from automated machine
// translation"), in 2.0 by a subState of its initial state.
bool isMachine(const QString &status)
{
    return status == QLatin1String("machine");
}

QString idList(const QList<qint64> &ids)
{
    QStringList parts;
    for (qint64 id : ids) {
        parts.append(QString::number(id));
    }
    return parts.join(QLatin1Char(' '));
}

class XliffDocument
{
public:
    XliffDocument(QIODevice &device, Version version)
        : m_xml(&device)
        , m_version(version)
    {
    }

    bool write(int issueNumber, const QList<XliffGroup> &groups)
    {
        m_xml.writeStartDocument();
        indent(0);
        startRoot(issueNumber);
        for (const XliffGroup &group : groups) {
            writeUnit(group);
        }
        if (m_version == Version::Xliff12) {
            indent(2);
            m_xml.writeEndElement(); // body
        }
        indent(1);
        m_xml.writeEndElement(); // file
        indent(0);
        m_xml.writeEndDocument();
        return !m_xml.hasError();
    }

private:
    bool v20() const { return m_version == Version::Xliff20; }

    void indent(int level) { m_xml.writeCharacters(QLatin1Char('\n') + QString(level * 2, QLatin1Char(' '))); }

    void startRoot(int issueNumber)
    {
        const QString original = QStringLiteral("issue-%1").arg(issueNumber);
        if (v20()) {
            m_xml.writeDefaultNamespace(kXliff20);
            m_xml.writeNamespace(kMetadata, QStringLiteral("mda"));
            m_xml.writeStartElement(kXliff20, QStringLiteral("xliff"));
            m_xml.writeAttribute(QStringLiteral("version"), QStringLiteral("2.0"));
            m_xml.writeAttribute(QStringLiteral("srcLang"), QStringLiteral("en"));
            m_xml.writeAttribute(QStringLiteral("trgLang"), QStringLiteral("zh-CN"));
            indent(1);
            m_xml.writeStartElement(kXliff20, QStringLiteral("file"));
            m_xml.writeAttribute(QStringLiteral("id"), original);
            m_xml.writeAttribute(QStringLiteral("original"), original);
            return;
        }
        m_xml.writeDefaultNamespace(kXliff12);
        m_xml.writeStartElement(kXliff12, QStringLiteral("xliff"));
        m_xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.2"));
        indent(1);
        m_xml.writeStartElement(kXliff12, QStringLiteral("file"));
        m_xml.writeAttribute(QStringLiteral("original"), original);
        m_xml.writeAttribute(QStringLiteral("source-language"), QStringLiteral("en"));
        m_xml.writeAttribute(QStringLiteral("target-language"), QStringLiteral("zh-CN"));
        m_xml.writeAttribute(QStringLiteral("datatype"), QStringLiteral("x-markdown"));
        indent(2);
        m_xml.writeStartElement(kXliff12, QStringLiteral("body"));
    }

    QString ns() const { return v20() ? kXliff20 : kXliff12; }

    // The source's elements, numbered from 1 in order; the draft's runs matched to them.
    void collect(const XliffGroup &group, bool hasTarget)
    {
        m_elements.clear();
        m_sourceElement.clear();
        m_draftElement.clear();
        for (int i = 0; i < group.sourceRuns.size(); ++i) {
            const InlineMarkup::Run &run = group.sourceRuns.at(i);
            if (run.kind == RunKind::Code || run.kind == RunKind::Open) {
                const QString end = run.kind == RunKind::Open ? closeText(group.sourceRuns, run.pair) : QString();
                m_elements.append(Element {run.kind, run.text, end, run.kind == RunKind::Code && !hasTarget});
                m_sourceElement.insert(key(run, i), int(m_elements.size()));
            }
        }
        if (hasTarget) {
            matchDraft(group.draftRuns);
        }
    }

    // Runs are keyed by pair for paired runs, by position for standalone ones.
    static qint64 key(const InlineMarkup::Run &run, int index) { return run.kind == RunKind::Code ? -1 - index : run.pair; }

    void matchDraft(const QList<InlineMarkup::Run> &runs)
    {
        QSet<int> used;
        for (int i = 0; i < runs.size(); ++i) {
            const InlineMarkup::Run &run = runs.at(i);
            if (run.kind != RunKind::Code && run.kind != RunKind::Open) {
                continue;
            }
            const QString end = run.kind == RunKind::Open ? closeText(runs, run.pair) : QString();
            for (int e = 0; e < m_elements.size(); ++e) {
                const Element &element = m_elements.at(e);
                if (!used.contains(e) && element.kind == run.kind && element.start == run.text && element.end == end) {
                    used.insert(e);
                    m_elements[e].required = element.kind == RunKind::Code;
                    m_draftElement.insert(key(run, i), e + 1);
                    break;
                }
            }
        }
    }

    void writeUnit(const XliffGroup &group)
    {
        const bool hasTarget = group.translatable && (XliffGroup::statusRank(group.status) > 0 || group.draftText != group.sourceText);
        collect(group, hasTarget);
        indent(v20() ? 2 : 3);
        m_xml.writeStartElement(ns(), v20() ? QStringLiteral("unit") : QStringLiteral("trans-unit"));
        m_xml.writeAttribute(QStringLiteral("id"), group.id);
        if (!group.translatable) {
            m_xml.writeAttribute(QStringLiteral("translate"), QStringLiteral("no"));
        }
        v20() ? writeUnit20(group, hasTarget) : writeUnit12(group, hasTarget);
        indent(v20() ? 2 : 3);
        m_xml.writeEndElement();
    }

    void writeUnit20(const XliffGroup &group, bool hasTarget)
    {
        indent(3);
        m_xml.writeStartElement(kMetadata, QStringLiteral("metadata"));
        m_xml.writeStartElement(kMetadata, QStringLiteral("metaGroup"));
        m_xml.writeAttribute(QStringLiteral("category"), QStringLiteral("yiqiao"));
        m_xml.writeStartElement(kMetadata, QStringLiteral("meta"));
        m_xml.writeAttribute(QStringLiteral("type"), QStringLiteral("draft-blocks"));
        m_xml.writeCharacters(idList(group.targetIds));
        m_xml.writeEndElement();
        m_xml.writeEndElement();
        m_xml.writeEndElement();
        writeOriginalData();
        indent(3);
        m_xml.writeStartElement(kXliff20, QStringLiteral("segment"));
        if (hasTarget) {
            m_xml.writeAttribute(QStringLiteral("state"), stateOf(group.status, m_version));
            if (isMachine(group.status)) {
                m_xml.writeAttribute(QStringLiteral("subState"), QStringLiteral("yiqiao:machine"));
            }
        }
        writeContent(QStringLiteral("source"), group.sourceRuns, false);
        if (hasTarget) {
            writeContent(QStringLiteral("target"), group.draftRuns, true);
        }
        indent(3);
        m_xml.writeEndElement();
    }

    void writeUnit12(const XliffGroup &group, bool hasTarget)
    {
        m_xml.writeAttribute(QStringLiteral("extradata"), idList(group.targetIds));
        m_xml.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
        writeContent(QStringLiteral("source"), group.sourceRuns, false);
        if (hasTarget) {
            writeContent(QStringLiteral("target"), group.draftRuns, true, stateOf(group.status, m_version),
                isMachine(group.status) ? QStringLiteral("leveraged-mt") : QString());
        }
    }

    void writeOriginalData()
    {
        if (m_elements.isEmpty()) {
            return;
        }
        indent(3);
        m_xml.writeStartElement(kXliff20, QStringLiteral("originalData"));
        for (int e = 0; e < m_elements.size(); ++e) {
            const Element &element = m_elements.at(e);
            writeData(QStringLiteral("d%1").arg(e + 1), element.start);
            if (element.kind == RunKind::Open) {
                writeData(QStringLiteral("d%1e").arg(e + 1), element.end);
            }
        }
        indent(3);
        m_xml.writeEndElement();
    }

    void writeData(const QString &id, const QString &text)
    {
        indent(4);
        m_xml.writeStartElement(kXliff20, QStringLiteral("data"));
        m_xml.writeAttribute(QStringLiteral("id"), id);
        m_xml.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
        writeText(text);
        m_xml.writeEndElement();
    }

    void writeContent(const QString &name, const QList<InlineMarkup::Run> &runs, bool target, const QString &state = QString(),
        const QString &qualifier = QString())
    {
        indent(4);
        m_xml.writeStartElement(ns(), name);
        if (v20()) {
            m_xml.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
        } else if (!state.isEmpty()) {
            m_xml.writeAttribute(QStringLiteral("state"), state);
            if (!qualifier.isEmpty()) {
                m_xml.writeAttribute(QStringLiteral("state-qualifier"), qualifier);
            }
        }
        for (int i = 0; i < runs.size(); ++i) {
            const InlineMarkup::Run &run = runs.at(i);
            const int element = run.kind == RunKind::Text ? 0 : elementOf(run, i, target);
            if (element == 0) {
                writeText(run.text);
            } else {
                writeElement(run, element);
            }
        }
        m_xml.writeEndElement();
    }

    int elementOf(const InlineMarkup::Run &run, int index, bool target) const
    {
        return (target ? m_draftElement : m_sourceElement).value(key(run, index), 0);
    }

    void writeElement(const InlineMarkup::Run &run, int element) { v20() ? writeElement20(run, element) : writeElement12(run, element); }

    // <ph/>, or <pc> whose end the Close run writes.
    void writeElement20(const InlineMarkup::Run &run, int element)
    {
        if (run.kind == RunKind::Close) {
            m_xml.writeEndElement();
            return;
        }
        const bool pair = run.kind == RunKind::Open;
        m_xml.writeStartElement(kXliff20, pair ? QStringLiteral("pc") : QStringLiteral("ph"));
        m_xml.writeAttribute(QStringLiteral("id"), QString::number(element));
        if (pair) {
            m_xml.writeAttribute(QStringLiteral("dataRefStart"), QStringLiteral("d%1").arg(element));
            m_xml.writeAttribute(QStringLiteral("dataRefEnd"), QStringLiteral("d%1e").arg(element));
            m_xml.writeAttribute(QStringLiteral("canOverlap"), QStringLiteral("no"));
        } else {
            m_xml.writeAttribute(QStringLiteral("dataRef"), QStringLiteral("d%1").arg(element));
        }
        m_xml.writeAttribute(QStringLiteral("canCopy"), QStringLiteral("no"));
        if (m_elements.at(element - 1).required) {
            m_xml.writeAttribute(QStringLiteral("canDelete"), QStringLiteral("no"));
        }
        if (!pair) {
            m_xml.writeEndElement();
        }
    }

    // <ph>, <bpt> or <ept> holding the markdown.
    void writeElement12(const InlineMarkup::Run &run, int element)
    {
        const Element &info = m_elements.at(element - 1);
        const QString name =
            run.kind == RunKind::Code ? QStringLiteral("ph") : (run.kind == RunKind::Open ? QStringLiteral("bpt") : QStringLiteral("ept"));
        m_xml.writeStartElement(kXliff12, name);
        m_xml.writeAttribute(QStringLiteral("id"), QString::number(element));
        if (run.kind == RunKind::Code && !info.required) {
            m_xml.writeAttribute(QStringLiteral("ctype"), QStringLiteral("x-yiqiao-optional"));
        }
        writeText(run.kind == RunKind::Close ? info.end : info.start);
        m_xml.writeEndElement();
    }

    // XML 1.0 cannot carry most control characters: 2.0 writes them as <cp hex>, 1.2
    // has no way to, so the export fails (invalidCharacter()).
    void writeText(const QString &text)
    {
        int from = 0;
        for (int i = 0; i < text.size(); ++i) {
            const ushort c = text.at(i).unicode();
            const bool surrogate = text.at(i).isSurrogate();
            const bool pairedSurrogate =
                surrogate && text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
            if (pairedSurrogate) {
                ++i;
                continue;
            }
            if (!surrogate && (c >= 0x20 || c == 0x9 || c == 0xA || c == 0xD) && c != 0xFFFE && c != 0xFFFF) {
                continue;
            }
            m_xml.writeCharacters(text.mid(from, i - from));
            from = i + 1;
            if (v20()) {
                m_xml.writeEmptyElement(kXliff20, QStringLiteral("cp"));
                m_xml.writeAttribute(QStringLiteral("hex"), QString::number(c, 16).toUpper().rightJustified(4, QLatin1Char('0')));
            } else if (m_invalidCharacter == 0) {
                m_invalidCharacter = c;
            }
        }
        m_xml.writeCharacters(text.mid(from));
    }

public:
    ushort invalidCharacter() const { return m_invalidCharacter; }

private:
    QXmlStreamWriter m_xml;
    ushort m_invalidCharacter = 0;
    const Version m_version;
    QList<Element> m_elements;
    QHash<qint64, int> m_sourceElement; // by run key: element number from 1
    QHash<qint64, int> m_draftElement;
};
} // namespace

bool XliffWriter::write(QIODevice &device, int issueNumber, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets,
    Version version, QString *error)
{
    XliffDocument document(device, version);
    const bool written = document.write(issueNumber, XliffGroup::groups(sources, targets));
    if (written && document.invalidCharacter() == 0) {
        return true;
    }
    if (error && written) {
        *error = tr("The issue contains the character U+%1, which XLIFF 1.2 cannot carry; export it as XLIFF 2.0.")
                     .arg(QString::number(document.invalidCharacter(), 16).toUpper().rightJustified(4, QLatin1Char('0')));
    } else if (error) {
        *error = device.errorString().isEmpty() ? tr("The XLIFF file could not be written.") : device.errorString();
    }
    return false;
}

std::optional<XliffWriter::Version> XliffWriter::versionFromString(const QString &text)
{
    if (text == QLatin1String("2.0") || text == QLatin1String("2")) {
        return Version::Xliff20;
    }
    if (text == QLatin1String("1.2")) {
        return Version::Xliff12;
    }
    return std::nullopt;
}
