// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/termcsv.h"

#include "core/csvrow.h"
#include "core/sourcetext.h"
#include "terms/termrepository.h"

#include <QHash>
#include <QIODevice>
#include <QRegularExpression>

namespace {

const QString ArticlePrefix = QStringLiteral("所属文章：");

const QList<QStringList> &headers(TermCsv::Layout layout)
{
    static const QList<QStringList> mapping = {
        {QStringLiteral("英文术语"), QStringLiteral("中文术语"), QStringLiteral("所属文章"), QStringLiteral("关键说明")},
        {QStringLiteral("English term"), QStringLiteral("Chinese term"), QStringLiteral("article"), QStringLiteral("note")},
    };
    static const QList<QStringList> conflicts = {
        {QStringLiteral("术语"), QStringLiteral("上下文特征"), QStringLiteral("正确译法"), QStringLiteral("错误译法"),
            QStringLiteral("案例期数")},
        {QStringLiteral("Term"), QStringLiteral("Context feature"), QStringLiteral("Correct rendering"), QStringLiteral("Wrong rendering"),
            QStringLiteral("Issues")},
    };
    return layout == TermCsv::Layout::Mapping ? mapping : conflicts;
}

bool sameHeader(const QStringList &header, const QStringList &wanted)
{
    if (header.size() != wanted.size()) {
        return false;
    }
    for (int i = 0; i < header.size(); ++i) {
        if (header.at(i).trimmed().compare(wanted.at(i), Qt::CaseInsensitive) != 0) {
            return false;
        }
    }
    return true;
}

// The 1-based line of the first byte sequence that is not UTF-8, 0 if none. Not a
// QString::fromUtf8 round trip per line: that drops a U+FEFF starting a line (found
// by fuzz_csv: a note whose line starts with one was written but refused on reading).
int firstBadUtf8Line(const QByteArray &bytes)
{
    const qsizetype bad = SourceText::firstInvalidByte(bytes);
    return bad < 0 ? 0 : int(bytes.left(bad).count('\n')) + 1;
}

QString defaultRendering(const TermEntry &entry)
{
    for (const TermRendering &rendering : entry.renderings) {
        if (rendering.isDefault) {
            return rendering.text;
        }
    }
    return entry.renderings.isEmpty() ? (entry.keepEnglish ? entry.source : QString()) : entry.renderings.constFirst().text;
}

bool hasMappingRow(const TermEntry &entry)
{
    return !entry.renderings.isEmpty() || entry.keepEnglish;
}

QStringList mappingRow(const TermEntry &entry)
{
    QString article = TermCsv::formatIssues(entry.issues);
    QString note = entry.note;
    if (entry.issues.isEmpty() && note.startsWith(ArticlePrefix)) {
        const int end = note.indexOf(QLatin1Char('\n'));
        article = note.mid(ArticlePrefix.size(), end < 0 ? -1 : end - ArticlePrefix.size());
        note = end < 0 ? QString() : note.mid(end + 1);
    }
    return {entry.source, defaultRendering(entry), article, note};
}

} // namespace

bool TermCsv::read(QIODevice &device)
{
    if (!device.isReadable()) {
        return fail(tr("Cannot read the CSV file: %1").arg(device.errorString()));
    }
    // A bounded read: a huge file (or a device without end) is refused, not read.
    QByteArray bytes;
    if (!ImportLimits::readAtMost(device, MaxBytes, &bytes)) {
        return fail(tr("The file is larger than %1 MB, more than any term list; nothing was imported.").arg(MaxBytes >> 20));
    }
    return read(bytes);
}

bool TermCsv::read(const QByteArray &data)
{
    m_entries.clear();
    m_error.clear();
    QByteArray bytes = data;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes.remove(0, 3);
    }
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        return fail(tr("The CSV file is UTF-16; save it as UTF-8."));
    }
    if (const int nul = bytes.indexOf('\0'); nul >= 0) {
        return fail(tr("Not a CSV file: line %1 holds binary data.").arg(bytes.left(nul).count('\n') + 1));
    }
    if (const int line = firstBadUtf8Line(bytes)) {
        return fail(tr("Line %1 is not UTF-8; save the CSV file as UTF-8.").arg(line));
    }
    QList<QStringList> rows;
    QList<int> lineNumbers;
    if (!parseRows(SourceText::fromUtf8(bytes), &rows, &lineNumbers)) {
        return false;
    }
    if (rows.isEmpty()) {
        return fail(tr("The CSV file is empty."));
    }
    if (!readHeader(rows.constFirst())) {
        return false;
    }
    for (int i = 1; i < rows.size(); ++i) {
        if (!readRow(rows.at(i), lineNumbers.at(i))) {
            m_entries.clear();
            return false;
        }
    }
    return true;
}

// RFC 4180, with LF or CRLF line ends; lineNumbers has the line each row starts on.
// Blank lines are skipped.
bool TermCsv::parseRows(const QString &text, QList<QStringList> *rows, QList<int> *lineNumbers)
{
    QStringList fields;
    QString field;
    bool inQuotes = false;
    bool wasQuoted = false;
    int line = 1;
    int rowLine = 1;
    int quoteLine = 0;
    const auto endRow = [&] {
        fields.append(field);
        if (fields.size() > 1 || !fields.constFirst().isEmpty() || wasQuoted) {
            rows->append(fields);
            lineNumbers->append(rowLine);
        }
        fields.clear();
        field.clear();
        wasQuoted = false;
    };
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field.append(c);
                ++i;
            } else if (c == QLatin1Char('"')) {
                inQuotes = false;
                const QChar next = i + 1 < text.size() ? text.at(i + 1) : QLatin1Char('\n');
                if (next != QLatin1Char(',') && next != QLatin1Char('\n') && next != QLatin1Char('\r')) {
                    return fail(tr("Line %1: text after the closing quote of a field.").arg(line));
                }
            } else {
                line += c == QLatin1Char('\n') ? 1 : 0;
                field.append(c);
            }
        } else if (c == QLatin1Char('"') && field.isEmpty() && !wasQuoted) {
            inQuotes = true;
            wasQuoted = true;
            quoteLine = line;
        } else if (c == QLatin1Char(',')) {
            fields.append(field);
            field.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('\n')) {
            endRow();
            rowLine = ++line;
        } else if (c != QLatin1Char('\r') || (i + 1 < text.size() && text.at(i + 1) != QLatin1Char('\n'))) {
            field.append(c);
        }
    }
    if (inQuotes) {
        return fail(tr("Line %1: a quoted field is not closed (unbalanced quotes).").arg(quoteLine));
    }
    if (!field.isEmpty() || !fields.isEmpty() || wasQuoted) {
        endRow();
    }
    return true;
}

bool TermCsv::readHeader(const QStringList &header)
{
    for (Layout layout : {Layout::Mapping, Layout::ConflictLog}) {
        for (const QStringList &wanted : headers(layout)) {
            if (sameHeader(header, wanted)) {
                m_layout = layout;
                return true;
            }
        }
    }
    return fail(tr("Line 1: unknown header; a term list starts with \"%1\" or \"%2\", a term conflict log with \"%3\".")
                    .arg(headers(Layout::Mapping).at(0).join(QLatin1Char(',')), headers(Layout::Mapping).at(1).join(QLatin1Char(',')),
                        headers(Layout::ConflictLog).at(0).join(QLatin1Char(','))));
}

bool TermCsv::readRow(const QStringList &fields, int line)
{
    const int wanted = headers(m_layout).constFirst().size();
    if (fields.size() != wanted) {
        return fail(tr("Line %1: %2 fields where the header has %3.").arg(line).arg(fields.size()).arg(wanted));
    }
    if (fields.constFirst().trimmed().isEmpty()) {
        return fail(tr("Line %1: the term is empty.").arg(line));
    }
    TermEntry entry;
    if (m_layout == Layout::Mapping) {
        entry = mappingEntry(fields);
    } else if (!conflictEntry(fields, line, &entry)) {
        return false;
    }
    const QString key = TermRepository::key(entry.source);
    for (TermEntry &existing : m_entries) {
        if (TermRepository::key(existing.source) == key) {
            TermRepository::merge(existing, entry);
            return true;
        }
    }
    m_entries.append(entry);
    return true;
}

TermEntry TermCsv::mappingEntry(const QStringList &fields) const
{
    TermEntry entry;
    entry.source = fields.at(0).trimmed();
    const QString rendering = fields.at(1).trimmed();
    entry.keepEnglish = rendering.isEmpty() || rendering == entry.source;
    TermRendering item;
    item.text = rendering.isEmpty() ? entry.source : rendering;
    item.isDefault = true;
    entry.renderings.append(item);
    const QString article = fields.at(2).trimmed();
    entry.note = fields.at(3).trimmed();
    if (!article.isEmpty() && !parseIssues(article, &entry.issues)) {
        entry.note = ArticlePrefix + article + (entry.note.isEmpty() ? QString() : QLatin1Char('\n') + entry.note);
    }
    return entry;
}

bool TermCsv::conflictEntry(const QStringList &fields, int line, TermEntry *entry)
{
    TermConflict conflict;
    conflict.contextFeature = fields.at(1).trimmed();
    conflict.correct = fields.at(2).trimmed();
    conflict.wrong = fields.at(3).trimmed();
    if (conflict.contextFeature.isEmpty() || conflict.correct.isEmpty()) {
        return fail(tr("Line %1: a conflict needs a context feature and a correct rendering.").arg(line));
    }
    if (!fields.at(4).trimmed().isEmpty() && !parseIssues(fields.at(4), &conflict.issues)) {
        return fail(tr("Line %1: \"%2\" is not a list of issue numbers (such as 第88、203期).").arg(line).arg(fields.at(4)));
    }
    entry->source = fields.at(0).trimmed();
    entry->conflicts.append(conflict);
    return true;
}

bool TermCsv::parseIssues(const QString &text, QList<int> *issues)
{
    static const QRegularExpression list(
        QStringLiteral("^\\s*(?:第\\s*)?#?\\d+\\s*期?(?:\\s*(?:[、,，;；/]|\\s)\\s*(?:第\\s*)?#?\\d+\\s*期?)*\\s*$"));
    if (!list.match(text).hasMatch()) {
        return false;
    }
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QList<int> found;
    auto it = number.globalMatch(text);
    while (it.hasNext()) {
        bool ok = false;
        const int value = it.next().captured().toInt(&ok);
        if (!ok || value <= 0) {
            return false;
        }
        if (!found.contains(value)) {
            found.append(value);
        }
    }
    *issues = found;
    return true;
}

QString TermCsv::formatIssues(const QList<int> &issues)
{
    if (issues.isEmpty()) {
        return {};
    }
    QStringList numbers;
    for (int issue : issues) {
        numbers.append(QString::number(issue));
    }
    return QStringLiteral("第") + numbers.join(QStringLiteral("、")) + QStringLiteral("期");
}

QByteArray TermCsv::write(const QList<TermEntry> &entries, Layout layout)
{
    QByteArray out = "\xEF\xBB\xBF" + CsvRow::of(headers(layout).constFirst());
    for (const TermEntry &entry : entries) {
        if (layout == Layout::Mapping) {
            if (hasMappingRow(entry)) {
                out += CsvRow::of(mappingRow(entry));
            }
            continue;
        }
        for (const TermConflict &conflict : entry.conflicts) {
            out += CsvRow::of({entry.source, conflict.contextFeature, conflict.correct, conflict.wrong, formatIssues(conflict.issues)});
        }
    }
    return out;
}

int TermCsv::rowCount(const QList<TermEntry> &entries, Layout layout)
{
    int rows = 0;
    for (const TermEntry &entry : entries) {
        rows += layout == Layout::Mapping ? (hasMappingRow(entry) ? 1 : 0) : int(entry.conflicts.size());
    }
    return rows;
}

TermCsv::Loss TermCsv::mappingLoss(const QList<TermEntry> &entries)
{
    Loss loss;
    for (const TermEntry &entry : entries) {
        if (!hasMappingRow(entry)) {
            ++loss.terms;
            continue;
        }
        if (entry.renderings.size() > 1) {
            loss.renderings += int(entry.renderings.size()) - 1;
        }
        if (entry.nounOnly || entry.caseSensitive || !entry.contextRegex.isEmpty()) {
            ++loss.restricted;
        }
    }
    return loss;
}

bool TermCsv::fail(const QString &message)
{
    m_entries.clear();
    return Fallible::fail(message);
}
