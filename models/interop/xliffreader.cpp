// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/xliffreader.h"

#include "core/importlimits.h"
#include "core/textexcerpt.h"
#include "core/xmldtdpolicy.h"
#include "core/xmlenvelope.h"
#include "draft/blockstatus.h"
#include "interop/xliffgroup.h"

#include <QHash>
#include <QIODevice>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include <optional>

namespace {
// Containers and inline elements are read recursively: a nesting deeper than any
// real file's is refused before the stack runs out.
const int MaxDepth = 500;

// A protected element of a unit's source, by id.
struct SourceElement {
    bool paired = false;
    QString start; // native code (markdown)
    QString end;
    bool required = false;
};

// What one unit's reading gathers.
struct UnitState {
    XliffUnit unit;
    QHash<QString, QString> data; // 2.0 originalData
    QHash<QString, SourceElement> elements;
    QHash<QString, int> used; // element id -> starts seen in targets
    QHash<QString, int> ended; // 1.2 ept / 2.0 ec by element id
    QString target;
    int lowestState = XliffGroup::statusRank(BlockStatus::Approved); // the highest: lowered by each target's state
    bool anyTarget = false;
    QStringList problems;
    std::optional<QString> pendingSource; // 1.2: a source not yet followed by its target
};

class XliffParser
{
    Q_DECLARE_TR_FUNCTIONS(XliffReader)
public:
    explicit XliffParser(QIODevice &device)
        : m_xml(&device)
    {
    }

    bool parse()
    {
        if (readProlog() && readRoot()) {
            while (!m_xml.atEnd()) {
                m_xml.readNext();
            }
        }
        return XmlEnvelope::verdict(m_xml, m_issueNumber == 0, tr("Not a Yiqiao XLIFF file: no <file original=\"issue-N\">."), &m_error);
    }

    QString errorString() const { return XmlEnvelope::errorString(m_xml, m_error); }

    QString m_version;
    int m_issueNumber = 0;
    QList<XliffUnit> m_units;
    QStringList m_problems;

private:
    bool v20() const { return m_version.startsWith(QLatin1Char('2')); }
    bool is(QLatin1String name) const { return m_xml.name() == name; }
    QString attribute(QLatin1String name) const { return m_xml.attributes().value(name).toString(); }

    // The root's name and version are readRoot()'s.
    bool readProlog()
    {
        return XmlEnvelope::readProlog(m_xml, {QStringLiteral("XLIFF"), {}, {}, tr("Not an XLIFF file: it has no XML element.")});
    }

    bool readRoot()
    {
        m_version = attribute(QLatin1String("version"));
        if (!is(QLatin1String("xliff")) || !(m_version == QLatin1String("1.2") || m_version.startsWith(QLatin1String("2.")))) {
            m_xml.raiseError(tr("Not an XLIFF 1.2 or 2.x file."));
            return false;
        }
        while (m_xml.readNextStartElement()) {
            is(QLatin1String("file")) ? readFile() : m_xml.skipCurrentElement();
        }
        return !m_xml.hasError();
    }

    void readFile()
    {
        static const QRegularExpression issue(QStringLiteral("^issue-([1-9][0-9]{0,8})$"));
        const QRegularExpressionMatch match = issue.match(attribute(QLatin1String("original")));
        const int number = match.hasMatch() ? match.captured(1).toInt() : 0;
        if (number == 0 || (m_issueNumber != 0 && number != m_issueNumber)) {
            m_xml.raiseError(tr("The <file> is not one issue exported by Yiqiao (original=\"issue-N\")."));
            return;
        }
        m_issueNumber = number;
        readContainer();
    }

    // Counts a level of recursion; false (with the error raised) past MaxDepth.
    bool enter()
    {
        if (++m_depth <= MaxDepth) {
            return true;
        }
        m_xml.raiseError(tr("Elements are nested more than %1 deep.").arg(MaxDepth));
        return false;
    }

    // <file>, <group>, 1.2 <body>: units wherever they are.
    void readContainer()
    {
        if (enter()) {
            readContainerContent();
        }
        --m_depth;
    }

    void readContainerContent()
    {
        while (m_xml.readNextStartElement()) {
            if (is(QLatin1String("unit")) || is(QLatin1String("trans-unit"))) {
                readUnit();
            } else if (is(QLatin1String("group")) || is(QLatin1String("body"))) {
                readContainer();
            } else {
                m_xml.skipCurrentElement();
            }
        }
    }

    void readUnit()
    {
        UnitState state;
        state.unit.id = attribute(QLatin1String("id"));
        state.unit.translatable = attribute(QLatin1String("translate")) != QLatin1String("no");
        if (!v20()) {
            state.unit.draftIds = ids(attribute(QLatin1String("extradata")));
        }
        while (m_xml.readNextStartElement()) {
            readUnitChild(state);
        }
        finishUnit(state);
    }

    void readUnitChild(UnitState &state)
    {
        if (is(QLatin1String("meta")) || is(QLatin1String("metadata")) || is(QLatin1String("metaGroup"))) {
            if (is(QLatin1String("meta"))) {
                const bool draft = attribute(QLatin1String("type")) == QLatin1String("draft-blocks");
                const QString text = m_xml.readElementText(QXmlStreamReader::SkipChildElements);
                state.unit.draftIds = draft ? ids(text) : state.unit.draftIds;
                return;
            }
            if (enter()) {
                while (m_xml.readNextStartElement()) {
                    readUnitChild(state);
                }
            }
            --m_depth;
        } else if (is(QLatin1String("originalData"))) {
            readOriginalData(state);
        } else if (is(QLatin1String("segment")) || is(QLatin1String("ignorable"))) {
            readSegment(state, attribute(QLatin1String("state")));
        } else if (!v20() && (is(QLatin1String("source")) || is(QLatin1String("target")))) {
            readPair(state); // 1.2: source and target are children of the trans-unit
        } else {
            m_xml.skipCurrentElement();
        }
    }

    QList<qint64> ids(const QString &text) const
    {
        QList<qint64> list;
        for (const QString &part : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            list.append(part.toLongLong());
        }
        return list;
    }

    void readOriginalData(UnitState &state)
    {
        while (m_xml.readNextStartElement()) {
            if (is(QLatin1String("data"))) {
                const QString id = attribute(QLatin1String("id"));
                QString text;
                readInline(state, text, Side::Data);
                state.data.insert(id, text);
            } else {
                m_xml.skipCurrentElement();
            }
        }
    }

    enum class Side { Source, Target, Data };

    // A 2.0 segment or ignorable: its source, then maybe its target.
    void readSegment(UnitState &state, const QString &segmentState)
    {
        QString source;
        QString target;
        bool hasTarget = false;
        while (m_xml.readNextStartElement()) {
            if (is(QLatin1String("source"))) {
                readInline(state, source, Side::Source);
            } else if (is(QLatin1String("target"))) {
                hasTarget = true;
                readInline(state, target, Side::Target);
            } else {
                m_xml.skipCurrentElement();
            }
        }
        addSegment(state, source, hasTarget ? &target : nullptr, segmentState);
    }

    // A 1.2 trans-unit's <source> or <target>: the source waits for its target.
    void readPair(UnitState &state)
    {
        if (is(QLatin1String("source"))) {
            flushSource(state);
            state.pendingSource = QString();
            readInline(state, *state.pendingSource, Side::Source);
            return;
        }
        const QString targetState = attribute(QLatin1String("state"));
        QString target;
        readInline(state, target, Side::Target);
        if (!state.pendingSource) {
            state.problems.append(tr("a target without a source before it"));
            return;
        }
        addSegment(state, *state.pendingSource, &target, targetState);
        state.pendingSource.reset();
    }

    void flushSource(UnitState &state)
    {
        if (state.pendingSource) {
            addSegment(state, *state.pendingSource, nullptr, QString());
            state.pendingSource.reset();
        }
    }

    void addSegment(UnitState &state, const QString &source, const QString *target, const QString &targetState)
    {
        if (target) {
            state.anyTarget = true;
            state.lowestState = std::min(state.lowestState, XliffGroup::statusRank(XliffReader::statusOfState(targetState)));
        }
        state.target += target ? *target : source;
    }

    // Text and inline elements up to the end of the current element, appended to out.
    void readInline(UnitState &state, QString &out, Side side)
    {
        if (enter()) {
            readInlineContent(state, out, side);
        }
        --m_depth;
    }

    void readInlineContent(UnitState &state, QString &out, Side side)
    {
        while (!m_xml.atEnd()) {
            const auto token = m_xml.readNext();
            if (token == QXmlStreamReader::EndElement) {
                return;
            }
            if (token == QXmlStreamReader::Characters) {
                out += m_xml.text();
            } else if (token == QXmlStreamReader::EntityReference) {
                state.problems.append(tr("the entity &%1; cannot be resolved").arg(m_xml.name().toString()));
            } else if (token == QXmlStreamReader::StartElement) {
                readElement(state, out, side);
            }
        }
    }

    void readElement(UnitState &state, QString &out, Side side)
    {
        if (is(QLatin1String("cp"))) {
            bool ok = false;
            const uint code = attribute(QLatin1String("hex")).toUInt(&ok, 16);
            out += ok ? QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1) : QString();
            m_xml.skipCurrentElement();
        } else if (is(QLatin1String("mrk"))) {
            readInline(state, out, side);
        } else if (side == Side::Data || is(QLatin1String("sm")) || is(QLatin1String("em"))) {
            m_xml.skipCurrentElement();
        } else if (v20()) {
            readElement20(state, out, side);
        } else {
            readElement12(state, out, side);
        }
    }

    void unsupported(UnitState &state)
    {
        state.problems.append(tr("the inline element <%1> is not supported").arg(m_xml.name().toString()));
        m_xml.skipCurrentElement();
    }

    // The source element a target refers to by id, counted; nullptr when unknown.
    const SourceElement *targetElement(UnitState &state, const QString &id, bool start)
    {
        const auto found = state.elements.constFind(id);
        if (found == state.elements.cend()) {
            state.problems.append(tr("the target has an element %1 that the source has not").arg(id));
            return nullptr;
        }
        QHash<QString, int> &count = start ? state.used : state.ended;
        if (++count[id] == 2) {
            state.problems.append(tr("the target has element %1 twice").arg(id));
        }
        return &found.value();
    }

    QString dataOf(UnitState &state, const QString &ref)
    {
        const auto found = state.data.constFind(ref);
        if (found == state.data.cend()) {
            state.problems.append(tr("no <data id=\"%1\"> in <originalData>").arg(ref));
            return {};
        }
        return found.value();
    }

    void readElement20(UnitState &state, QString &out, Side side)
    {
        const QString id = attribute(QLatin1String("id"));
        const bool pc = is(QLatin1String("pc"));
        if (!pc && !is(QLatin1String("ph")) && !is(QLatin1String("sc")) && !is(QLatin1String("ec"))) {
            unsupported(state);
            return;
        }
        if (side == Side::Source) {
            readSourceElement20(state, out, id, pc);
            return;
        }
        if (is(QLatin1String("ec"))) {
            const QString startRef = attribute(QLatin1String("startRef"));
            const SourceElement *element = targetElement(state, startRef.isEmpty() ? id : startRef, false);
            out += element ? element->end : QString();
            m_xml.skipCurrentElement();
            return;
        }
        const bool sc = is(QLatin1String("sc"));
        const SourceElement *element = targetElement(state, id, true);
        if (element && element->paired != (pc || sc)) {
            state.problems.append(tr("element %1 is of another kind than in the source").arg(id));
        }
        const SourceElement copy = element ? *element : SourceElement();
        out += copy.start;
        if (pc) {
            readInline(state, out, side);
            state.ended[id] += 1;
            out += copy.end;
        } else {
            m_xml.skipCurrentElement();
        }
    }

    void readSourceElement20(UnitState &state, QString &out, const QString &id, bool pc)
    {
        if (is(QLatin1String("ec"))) {
            const QString startRef = attribute(QLatin1String("startRef"));
            state.elements[startRef].end = dataOf(state, attribute(QLatin1String("dataRef")));
            out += state.elements.value(startRef).end;
            m_xml.skipCurrentElement();
            return;
        }
        if (state.elements.contains(id)) {
            state.problems.append(tr("the source has element %1 twice").arg(id));
        }
        SourceElement element;
        element.paired = pc || is(QLatin1String("sc"));
        element.required = attribute(QLatin1String("canDelete")) == QLatin1String("no");
        element.start = dataOf(state, attribute(pc ? QLatin1String("dataRefStart") : QLatin1String("dataRef")));
        element.end = pc ? dataOf(state, attribute(QLatin1String("dataRefEnd"))) : QString();
        state.elements.insert(id, element);
        out += element.start;
        if (pc) {
            readInline(state, out, Side::Source);
            out += element.end;
        } else {
            m_xml.skipCurrentElement();
        }
    }

    void readElement12(UnitState &state, QString &out, Side side)
    {
        const QString id = attribute(QLatin1String("id"));
        const bool ph = is(QLatin1String("ph"));
        const bool bpt = is(QLatin1String("bpt"));
        if (!ph && !bpt && !is(QLatin1String("ept"))) {
            unsupported(state);
            return;
        }
        const bool optional = attribute(QLatin1String("ctype")) == QLatin1String("x-yiqiao-optional");
        const QString native = m_xml.readElementText(QXmlStreamReader::IncludeChildElements);
        if (side == Side::Source) {
            SourceElement &element = state.elements[id];
            element.paired = !ph;
            element.required = ph && !optional;
            (ph || bpt ? element.start : element.end) = native;
            out += native;
            return;
        }
        const SourceElement *element = targetElement(state, id, ph || bpt);
        if (element && element->paired == ph) {
            state.problems.append(tr("element %1 is of another kind than in the source").arg(id));
        }
        out += element ? (ph || bpt ? element->start : element->end) : QString();
    }

    void finishUnit(UnitState &state)
    {
        flushSource(state);
        XliffUnit &unit = state.unit;
        unit.hasTarget = state.anyTarget && !state.target.trimmed().isEmpty();
        unit.target = unit.hasTarget ? state.target : QString();
        // A pre-translation (memory or machine) has no XLIFF state of its own: it reads as draft.
        const QString lowest = BlockStatus::all().value(state.lowestState, BlockStatus::Draft);
        unit.status = BlockStatus::isPretranslation(lowest) ? BlockStatus::Draft : lowest;
        if (unit.hasTarget) {
            checkTargetElements(state);
        }
        if (std::any_of(m_units.cbegin(), m_units.cend(), [&](const XliffUnit &other) { return other.id == unit.id; })) {
            state.problems.append(tr("the unit appears twice"));
        }
        for (const QString &problem : std::as_const(state.problems)) {
            m_problems.append(tr("unit %1: %2").arg(unit.id, problem));
        }
        m_units.append(unit);
    }

    void checkTargetElements(UnitState &state)
    {
        QStringList ids = state.elements.keys();
        std::sort(ids.begin(), ids.end());
        for (const QString &id : std::as_const(ids)) {
            const SourceElement &element = state.elements.value(id);
            const int starts = state.used.value(id);
            if (element.required && starts == 0) {
                state.problems.append(tr("the target lacks the protected element %1 (%2)").arg(id, TextExcerpt::left(element.start, 40)));
            }
            if (element.paired && starts != state.ended.value(id)) {
                state.problems.append(tr("the target has only one end of element %1").arg(id));
            }
        }
    }

    QXmlStreamReader m_xml;
    int m_depth = 0;
    QString m_error;
};
} // namespace

bool XliffReader::read(QIODevice &device)
{
    const QString tooLarge =
        tr("The file is larger than %1 MB, more than any issue's XLIFF; nothing was imported.").arg(ImportLimits::XliffBytes >> 20);
    *this = XliffReader();
    return ImportLimits::parseAtMost<XliffParser>(device, ImportLimits::XliffBytes, tooLarge, &m_error, [this](const XliffParser &parser) {
        m_version = parser.m_version;
        m_issueNumber = parser.m_issueNumber;
        m_units = parser.m_units;
        m_problems = parser.m_problems;
    });
}

QString XliffReader::statusOfState(const QString &state)
{
    if (state == QLatin1String("translated")) {
        return QStringLiteral("translated");
    }
    if (state == QLatin1String("reviewed") || state == QLatin1String("signed-off")) {
        return QStringLiteral("reviewed");
    }
    if (state == QLatin1String("final")) {
        return QStringLiteral("approved");
    }
    return QStringLiteral("draft");
}
