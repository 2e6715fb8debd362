// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmxreader.h"

#include "core/importlimits.h"
#include "core/xmldtdpolicy.h"
#include "core/xmlenvelope.h"

#include <QDateTime>
#include <QHash>
#include <QIODevice>
#include <QXmlStreamReader>

#include <algorithm>

namespace {
const int progressInterval = 1000;
const int MaxInlineDepth = 500;

QString normalizedTag(const QString &tag)
{
    return tag.trimmed().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
}

// 2: the same tag, 1: a variant of the same language, 0: another language.
int languageScore(const QString &tag, const QString &wanted)
{
    const QString a = normalizedTag(tag);
    const QString b = normalizedTag(wanted);
    if (a.isEmpty() || b.isEmpty()) {
        return 0;
    }
    if (a == b) {
        return 2;
    }
    return a.section(QLatin1Char('-'), 0, 0) == b.section(QLatin1Char('-'), 0, 0) ? 1 : 0;
}

// The number the digits text[from, from + count) spell, or -1.
int digits(QStringView text, int from, int count)
{
    int value = 0;
    for (int i = from; i < from + count; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < u'0' || c > u'9') {
            return -1;
        }
        value = value * 10 + (c - u'0');
    }
    return value;
}

// TMX dates are YYYYMMDDThhmmssZ; anything else is ignored. By hand: a file has two
// dates a unit, and QDate/QTime::fromString took two thirds of the reading time.
QString isoDate(QStringView tmxDate)
{
    if (tmxDate.size() != 16 || tmxDate.at(8) != QLatin1Char('T') || tmxDate.at(15) != QLatin1Char('Z')) {
        return {};
    }
    const int year = digits(tmxDate, 0, 4);
    const int month = digits(tmxDate, 4, 2);
    const int day = digits(tmxDate, 6, 2);
    const int hour = digits(tmxDate, 9, 2);
    const int minute = digits(tmxDate, 11, 2);
    const int second = digits(tmxDate, 13, 2);
    // digits() gives -1 for what is no digit, and -1 would be a valid year (1 BC).
    if (std::min({year, month, day, hour, minute, second}) < 0 || !QDate::isValid(year, month, day)
        || !QTime::isValid(hour, minute, second)) {
        return {};
    }
    // What QDateTime::toString(Qt::ISODate) writes for UTC: yyyy-MM-ddTHH:mm:ssZ.
    const char *const layout = "0000-00-00T00:00:00Z";
    const int from[] = {0, 1, 2, 3, -1, 4, 5, -1, 6, 7, -1, 9, 10, -1, 11, 12, -1, 13, 14, -1};
    QChar iso[20];
    for (int i = 0; i < 20; ++i) {
        iso[i] = from[i] < 0 ? QLatin1Char(layout[i]) : tmxDate.at(from[i]);
    }
    return QString(iso, 20);
}

bool isDroppedInline(QStringView name)
{
    return name == QLatin1String("bpt") || name == QLatin1String("ept") || name == QLatin1String("it") || name == QLatin1String("ut")
        || name == QLatin1String("sub");
}

struct Tuv {
    QString lang;
    QString seg;
    QString created;
    QString changed;
};

struct Tu {
    QList<Tuv> tuvs;
    QString context;
    QStringList notes;
    QString created;
    QString changed;
};

// One pass over the document; errors are raised on the QXmlStreamReader so that
// its line and column are those of the problem.
class TmxParser
{
    Q_DECLARE_TR_FUNCTIONS(TmxReader)
public:
    TmxParser(QIODevice &device, const TmxReader::Progress &progress, const QString &sourceLang, const QString &targetLang)
        : m_device(device)
        , m_xml(&device)
        , m_progress(progress)
        , m_sourceLang(sourceLang)
        , m_targetLang(targetLang)
    {
    }

    bool parse()
    {
        if (readProlog()) {
            readTmx();
            readEpilog();
        }
        return XmlEnvelope::verdict(m_xml, m_units.isEmpty(),
            tr("Nothing to import: no <tu> has segments in both %1 and %2.").arg(m_sourceLang, m_targetLang), &m_wholeFileError);
    }

    QString errorString() const
    {
        if (!m_wholeFileError.isEmpty()) {
            return m_wholeFileError;
        }
        if (m_cancelled) {
            return tr("TMX import cancelled.");
        }
        if (m_xml.error() != QXmlStreamReader::CustomError && !m_sawXml) {
            return tr("Not a TMX file: it is not XML (%1: %2).").arg(XmlEnvelope::where(m_xml), m_xml.errorString());
        }
        return XmlEnvelope::errorString(m_xml);
    }

    QList<TmUnit> m_units;
    int m_skipped = 0;
    QString m_headerSourceLanguage;

private:
    bool readProlog()
    {
        return XmlEnvelope::readProlog(m_xml,
            {QStringLiteral("TMX"), {QStringLiteral("tmx")}, tr("Not a TMX file: its root element is <%1>, not <tmx>."),
                tr("Not a TMX file: it has no XML element.")},
            &m_sawXml);
    }

    void readTmx()
    {
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("header")) {
                m_headerSourceLanguage = m_xml.attributes().value(QLatin1String("srclang")).toString();
                m_xml.skipCurrentElement();
            } else if (m_xml.name() == QLatin1String("body")) {
                readBody();
            } else {
                m_xml.skipCurrentElement();
            }
        }
    }

    // Trailing junk or a cut-off end after </tmx> still makes the file broken.
    void readEpilog()
    {
        while (!m_xml.atEnd()) {
            m_xml.readNext();
        }
    }

    void readBody()
    {
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("tu")) {
                readTu();
                if (m_xml.hasError() || !reportProgress()) {
                    return;
                }
            } else {
                m_xml.skipCurrentElement();
            }
        }
    }

    bool reportProgress()
    {
        ++m_tuCount;
        if (!m_progress || m_tuCount % progressInterval != 0) {
            return true;
        }
        const qint64 total = m_device.isSequential() ? -1 : m_device.size();
        if (m_progress(m_device.pos(), total)) {
            return true;
        }
        m_cancelled = true;
        m_xml.raiseError(tr("TMX import cancelled."));
        return false;
    }

    void readTu()
    {
        Tu tu;
        tu.created = isoDate(m_xml.attributes().value(QLatin1String("creationdate")));
        tu.changed = isoDate(m_xml.attributes().value(QLatin1String("changedate")));
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("tuv")) {
                readTuv(tu);
            } else if (!readPropOrNote(tu)) {
                m_xml.skipCurrentElement();
            }
        }
        if (!m_xml.hasError()) {
            addUnit(tu);
        }
    }

    void readTuv(Tu &tu)
    {
        Tuv tuv;
        // xml:lang (TMX 1.4) and lang (TMX 1.1) share the local name.
        for (const auto &attribute : m_xml.attributes()) {
            if (attribute.name() == QLatin1String("lang")) {
                tuv.lang = attribute.value().toString();
            }
        }
        tuv.created = isoDate(m_xml.attributes().value(QLatin1String("creationdate")));
        tuv.changed = isoDate(m_xml.attributes().value(QLatin1String("changedate")));
        bool hasSeg = false;
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("seg")) {
                tuv.seg = readInline(true);
                hasSeg = true;
            } else if (!readPropOrNote(tu)) {
                m_xml.skipCurrentElement();
            }
        }
        if (hasSeg) {
            tu.tuvs.append(tuv);
        }
    }

    bool readPropOrNote(Tu &tu)
    {
        if (m_xml.name() == QLatin1String("note")) {
            tu.notes.append(readInline(true));
            return true;
        }
        if (m_xml.name() != QLatin1String("prop")) {
            return false;
        }
        // Copied: reading on invalidates the attribute views.
        const QString type = m_xml.attributes().value(QLatin1String("type")).toString();
        const QString text = readInline(true);
        if (tu.context.isEmpty() && (type == QLatin1String("x-context") || type == QLatin1String("x-prev-source"))) {
            tu.context = text;
        }
        return true;
    }

    // The content of the current element up to its end tag, by the rules in the header.
    // Recursive: a nesting deeper than any real segment's is refused before the
    // stack runs out.
    QString readInline(bool keep, int depth = 0)
    {
        QString text;
        if (depth > MaxInlineDepth) {
            m_xml.raiseError(tr("Inline elements are nested more than %1 deep.").arg(MaxInlineDepth));
            return text;
        }
        while (!m_xml.atEnd()) {
            const auto token = m_xml.readNext();
            if (token == QXmlStreamReader::Characters && keep) {
                text += m_xml.text();
            } else if (token == QXmlStreamReader::EntityReference) {
                XmlEnvelope::refuseEntity(m_xml);
            } else if (token == QXmlStreamReader::StartElement) {
                const bool keepChild = keep && !isDroppedInline(m_xml.name());
                text += readInline(keepChild, depth + 1);
            } else if (token == QXmlStreamReader::EndElement) {
                break;
            }
        }
        return text;
    }

    // languageScore() of each tag met, remembered: a file has a handful of tags and
    // normalising them for every <tuv> took a tenth of the reading time.
    int scoreOf(const QString &tag, const QString &wanted, QHash<QString, int> &known)
    {
        const auto it = known.constFind(tag);
        return it != known.cend() ? it.value() : known.insert(tag, languageScore(tag, wanted)).value();
    }

    int bestTuv(const Tu &tu, const QString &wanted, QHash<QString, int> &known)
    {
        int best = -1;
        int bestScore = 0;
        for (int i = 0; i < tu.tuvs.size(); ++i) {
            const int score = scoreOf(tu.tuvs.at(i).lang, wanted, known);
            if (score > bestScore) {
                best = i;
                bestScore = score;
            }
        }
        return best;
    }

    void addUnit(const Tu &tu)
    {
        const int source = bestTuv(tu, m_sourceLang, m_sourceScores);
        const int target = bestTuv(tu, m_targetLang, m_targetScores);
        if (source < 0 || target < 0 || source == target) {
            ++m_skipped;
            return;
        }
        const Tuv &from = tu.tuvs.at(source);
        const Tuv &to = tu.tuvs.at(target);
        TmUnit unit;
        unit.source = from.seg;
        unit.target = to.seg;
        unit.sourceLang = from.lang;
        unit.targetLang = to.lang;
        unit.context = tu.context;
        unit.note = tu.notes.join(QLatin1Char('\n'));
        unit.created = tu.created.isEmpty() ? to.created : tu.created;
        unit.changed = tu.changed.isEmpty() ? to.changed : tu.changed;
        m_units.append(unit);
    }

    QIODevice &m_device;
    QXmlStreamReader m_xml;
    const TmxReader::Progress &m_progress;
    QString m_sourceLang;
    QString m_targetLang;
    QHash<QString, int> m_sourceScores; // tag → languageScore(tag, m_sourceLang)
    QHash<QString, int> m_targetScores;
    int m_tuCount = 0;
    bool m_sawXml = false; // any token, even just the XML declaration
    bool m_cancelled = false;
    QString m_wholeFileError;
};
} // namespace

void TmxReader::setProgress(Progress callback)
{
    m_progress = std::move(callback);
}

bool TmxReader::read(QIODevice &device, const QString &sourceLang, const QString &targetLang)
{
    m_units.clear();
    m_skipped = 0;
    m_headerSourceLanguage.clear();
    m_error.clear();
    if (!device.isReadable()) {
        m_error = tr("Cannot read the TMX file: %1").arg(device.errorString());
        return false;
    }
    const QString tooLarge = tr("The file is larger than %1 GB, more than a translation memory Yiqiao can hold; nothing was imported.")
                                 .arg(ImportLimits::TmxBytes >> 30);
    const auto done = [this](const TmxParser &parser) {
        m_units = parser.m_units;
        m_skipped = parser.m_skipped;
        m_headerSourceLanguage = parser.m_headerSourceLanguage;
    };
    return ImportLimits::parseAtMost<TmxParser>(
        device, ImportLimits::TmxBytes, tooLarge, &m_error, done, m_progress, sourceLang, targetLang);
}

QList<TmUnit> TmxReader::units() const
{
    return m_units;
}

int TmxReader::skippedCount() const
{
    return m_skipped;
}

QString TmxReader::headerSourceLanguage() const
{
    return m_headerSourceLanguage;
}

QString TmxReader::errorString() const
{
    return m_error;
}

bool TmxReader::languageMatches(const QString &tag, const QString &wanted)
{
    return languageScore(tag, wanted) > 0;
}
