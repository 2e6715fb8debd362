// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/glossaryimporter.h"

#include "terms/termrepository.h"

#include <QIODevice>
#include <QRegularExpression>

namespace {

// "鞍点，saddle point": Chinese first, a full-width comma, English.
const QRegularExpression &d2lLine()
{
    static const QRegularExpression re(QStringLiteral("^([^，]*\\p{Han}[^，]*)，\\s*([A-Za-z][^，\\p{Han}]*)$"));
    return re;
}

// "token: 词符（并用括号标注原英文）": English first, a colon, the rendering or rule.
const QRegularExpression &hfLine()
{
    static const QRegularExpression re(QStringLiteral("^([A-Za-z][A-Za-z0-9 ./,()\\-]*?)\\s*:\\s*(.*[\\p{Han}].*)$"));
    return re;
}

bool isAbbreviation(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z.\\-]*[A-Z.][A-Za-z.\\-]*$"));
    return re.match(text).hasMatch();
}

// A value that states a rule rather than giving a rendering.
bool isRule(const QString &value)
{
    return value.startsWith(QStringLiteral("当")) || value.startsWith(QStringLiteral("以")) || value.startsWith(QStringLiteral("翻译为"))
        || value.contains(QStringLiteral("时翻译")) || value.contains(QStringLiteral("，并"));
}

TermRendering rendering(const QString &text, bool isDefault)
{
    TermRendering result;
    result.text = text;
    result.isDefault = isDefault;
    return result;
}

// "long short-term memory (LSTM)" → source and variant.
void setEnglish(TermEntry *entry, const QString &english)
{
    static const QRegularExpression parenthesis(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)\\s*$"));
    const QRegularExpressionMatch match = parenthesis.match(english);
    if (!match.hasMatch()) {
        entry->source = english.trimmed();
        return;
    }
    entry->source = match.captured(1).trimmed();
    const QString inside = match.captured(2).trimmed();
    if (inside.contains(QLatin1Char(','))) { // "(e.g., list, set, dict)"
        entry->note = inside;
        return;
    }
    entry->variants.append(isAbbreviation(inside) ? inside : entry->source + QLatin1Char(' ') + inside);
}

// "词符（并用括号标注原英文）" → rendering and notes (after any the English side
// gave); "（不翻译）" → keepEnglish.
void setValue(TermEntry *entry, const QString &value)
{
    QStringList notes = {entry->note};
    if (isRule(value)) {
        notes.append(value);
        notes.removeAll(QString());
        entry->note = notes.join(QLatin1Char('\n'));
        return;
    }
    static const QRegularExpression split(QStringLiteral("^([^（(。]*)(.*)$"));
    const QRegularExpressionMatch match = split.match(value);
    const QString head = match.captured(1).trimmed();
    QString rest = match.captured(2).trimmed();
    static const QRegularExpression brackets(QStringLiteral("^[（(](.*?)[）)](.*)$"));
    if (const QRegularExpressionMatch inside = brackets.match(rest); inside.hasMatch()) {
        notes.append(inside.captured(1).trimmed());
        rest = inside.captured(2).trimmed();
    }
    if (rest.startsWith(QStringLiteral("。"))) {
        rest.remove(0, 1);
    }
    notes.append(rest.trimmed());
    entry->keepEnglish = notes.removeAll(QStringLiteral("不翻译")) > 0;
    notes.removeAll(QString());
    entry->note = notes.join(QLatin1Char('\n'));
    if (!head.isEmpty()) {
        entry->renderings.append(rendering(head, true));
    }
}

int firstBadUtf8Line(const QByteArray &bytes)
{
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (QString::fromUtf8(lines.at(i)).toUtf8() != lines.at(i)) {
            return i + 1;
        }
    }
    return 0;
}

} // namespace

bool GlossaryImporter::read(QIODevice &device)
{
    if (!device.isReadable()) {
        return fail(tr("Cannot read the glossary: %1").arg(device.errorString()));
    }
    // A bounded read: a huge file (or a device without end) is refused, not read.
    QByteArray bytes;
    if (!ImportLimits::readAtMost(device, MaxBytes, &bytes)) {
        return fail(tr("The file is larger than %1 MB, more than any glossary; nothing was imported.").arg(MaxBytes >> 20));
    }
    return read(bytes);
}

bool GlossaryImporter::read(const QByteArray &data)
{
    m_entries.clear();
    m_error.clear();
    m_format = Format::Unknown;
    QByteArray bytes = data;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes.remove(0, 3);
    }
    if (bytes.contains('\0')) {
        return fail(tr("Not a glossary: the file holds binary data."));
    }
    if (const int line = firstBadUtf8Line(bytes)) {
        return fail(tr("Line %1 of the glossary is not UTF-8.").arg(line));
    }
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    int d2l = 0;
    int hf = 0;
    for (const QString &line : lines) {
        d2l += d2lLine().match(line.trimmed()).hasMatch() ? 1 : 0;
        hf += line.trimmed() == QLatin1String("Dictionary") ? 1 : 0;
    }
    if (hf > 0) {
        return readHuggingFace(lines);
    }
    if (d2l > 0) {
        return readD2l(lines);
    }
    return fail(tr("Not a glossary Yiqiao knows: neither d2l-zh's \"中文，english\" paragraphs nor a Hugging Face \"Dictionary\" of "
                   "\"english: 中文\" lines."));
}

// Every paragraph but headings, comments and the title must be an entry.
bool GlossaryImporter::readD2l(const QStringList &lines)
{
    m_format = Format::D2lTerminology;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1String("<!--"))) {
            continue;
        }
        const QRegularExpressionMatch match = d2lLine().match(line);
        if (!match.hasMatch()) {
            return fail(tr("Line %1 is not a \"中文，english\" entry: %2").arg(i + 1).arg(line));
        }
        TermEntry entry;
        setEnglish(&entry, match.captured(2));
        const QStringList chinese = match.captured(1).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        for (const QString &text : chinese) {
            entry.renderings.append(rendering(text.trimmed(), entry.renderings.isEmpty()));
        }
        append(entry);
    }
    return true;
}

// The entries are the "english: 中文" lines after "Dictionary", up to the comment's end.
bool GlossaryImporter::readHuggingFace(const QStringList &lines)
{
    m_format = Format::HuggingFaceGuide;
    int i = 0;
    while (lines.at(i).trimmed() != QLatin1String("Dictionary")) {
        ++i;
    }
    for (++i; i < lines.size() && !lines.at(i).trimmed().startsWith(QLatin1String("-->")); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const QRegularExpressionMatch match = hfLine().match(line);
        if (!match.hasMatch()) {
            return fail(tr("Line %1 is not an \"english: 中文\" entry: %2").arg(i + 1).arg(line));
        }
        TermEntry entry;
        const QStringList english = match.captured(1).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        setEnglish(&entry, english.constFirst());
        for (int j = 1; j < english.size(); ++j) {
            entry.variants.append(english.at(j).trimmed());
        }
        setValue(&entry, match.captured(2).trimmed());
        if (entry.keepEnglish && entry.renderings.isEmpty()) {
            entry.renderings.append(rendering(entry.source, true));
        }
        append(entry);
    }
    if (m_entries.isEmpty()) {
        return fail(tr("The glossary's Dictionary has no entries."));
    }
    return true;
}

void GlossaryImporter::append(const TermEntry &entry)
{
    const QString key = TermRepository::key(entry.source);
    for (TermEntry &existing : m_entries) {
        if (TermRepository::key(existing.source) == key) {
            TermRepository::merge(existing, entry);
            return;
        }
    }
    m_entries.append(entry);
}

bool GlossaryImporter::fail(const QString &message)
{
    m_entries.clear();
    return Fallible::fail(message);
}
