// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationrenderer.h"

#include "draft/draftlayout.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QVector>

#include <optional>
#include <utility>

namespace {

const QLatin1String commentKey("comment");

QString scalarText(const QJsonValue &value)
{
    if (value.isString()) {
        return DraftLayout::normalized(value.toString());
    }
    if (value.isDouble()) {
        return QString::number(value.toDouble());
    }
    return {};
}

// The value's text, or the field's default when the value is blank.
QString effectiveText(const AnnotationField &field, const QJsonObject &values)
{
    const QString text = scalarText(values.value(field.key));
    return text.trimmed().isEmpty() ? field.defaultValue : text;
}

bool hasValue(const AnnotationField &field, const QJsonObject &values)
{
    if (field.type == AnnotationField::Table) {
        return !AnnotationRenderer::isEmpty(field, values.value(field.key));
    }
    return !effectiveText(field, values).trimmed().isEmpty();
}

QString trimmedEmptyLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.constFirst().trimmed().isEmpty()) {
        lines.removeFirst();
    }
    while (!lines.isEmpty() && lines.constLast().trimmed().isEmpty()) {
        lines.removeLast();
    }
    return lines.join(QLatin1Char('\n'));
}

QString cell(QString text)
{
    text = DraftLayout::normalized(text).trimmed();
    text.replace(QLatin1Char('|'), QLatin1String("\\|"));
    text.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return text;
}

QString tableRow(const QStringList &cells)
{
    return QLatin1String("| ") + cells.join(QLatin1String(" | ")) + QLatin1String(" |");
}

// The columns of field a table shows: all but the optional ones no row fills.
QList<int> shownColumns(const AnnotationField &field, const QJsonArray &rows)
{
    QList<int> shown;
    for (int i = 0; i < int(field.columns.size()); ++i) {
        bool filled = !field.optionalColumns.contains(field.columns.at(i));
        for (qsizetype r = 0; !filled && r < rows.size(); ++r) {
            filled = !cell(scalarText(rows.at(r).toArray().at(i))).isEmpty();
        }
        if (filled) {
            shown.append(i);
        }
    }
    return shown;
}

QString tableMarkdown(const AnnotationField &field, const QJsonValue &value)
{
    QStringList lines;
    const QJsonArray rows = value.toArray();
    const QList<int> shown = shownColumns(field, rows);
    for (const QJsonValue &row : rows) {
        const QJsonArray array = row.toArray();
        QStringList cells;
        bool blank = true;
        for (int i : shown) {
            cells.append(cell(scalarText(array.at(i))));
            blank = blank && cells.constLast().isEmpty();
        }
        if (!blank) {
            lines.append(tableRow(cells));
        }
    }
    if (lines.isEmpty()) {
        return {};
    }
    QStringList header;
    QStringList rule;
    for (int i : shown) {
        header.append(cell(field.columns.at(i)));
        rule.append(QStringLiteral("---"));
    }
    lines.prepend(tableRow(rule));
    lines.prepend(tableRow(header));
    return lines.join(QLatin1Char('\n'));
}

// value's further lines, each behind prefix (an empty line gets the prefix's non-blank part).
QString continued(const QString &value, const QString &prefix)
{
    QStringList lines = value.split(QLatin1Char('\n'));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        lines[i] = lines.at(i).isEmpty() ? prefix.trimmed() : prefix + lines.at(i);
    }
    return lines.join(QLatin1Char('\n'));
}

struct TreeNode {
    int depth = 0;
    QString text;
};

QList<TreeNode> treeNodes(const QString &outline)
{
    QList<TreeNode> nodes;
    const QStringList lines = outline.split(QLatin1Char('\n'));
    for (QString line : lines) {
        line.replace(QLatin1Char('\t'), QLatin1String("  "));
        const QString text = line.trimmed();
        if (text.isEmpty()) {
            continue;
        }
        const int indent = int(line.indexOf(text.at(0)));
        const int limit = nodes.isEmpty() ? 0 : nodes.constLast().depth + 1;
        nodes.append({qMin(indent / 2, limit), text});
    }
    return nodes;
}

bool lastSibling(const QList<TreeNode> &nodes, int index)
{
    for (int j = index + 1; j < nodes.size(); ++j) {
        if (nodes.at(j).depth <= nodes.at(index).depth) {
            return nodes.at(j).depth < nodes.at(index).depth;
        }
    }
    return true;
}

// Outline text, two spaces per level, drawn under a root line the body supplies.
QString treeLines(const QString &outline)
{
    const QList<TreeNode> nodes = treeNodes(outline);
    QStringList lines;
    QVector<bool> ancestorsLast;
    for (int i = 0; i < nodes.size(); ++i) {
        const TreeNode &node = nodes.at(i);
        ancestorsLast.resize(node.depth);
        QString line;
        for (bool last : std::as_const(ancestorsLast)) {
            line += last ? QStringLiteral("   ") : QStringLiteral("│  ");
        }
        const bool last = lastSibling(nodes, i);
        line += (last ? QStringLiteral("└─ ") : QStringLiteral("├─ ")) + node.text;
        lines.append(line);
        ancestorsLast.append(last);
    }
    return lines.join(QLatin1Char('\n'));
}

class Filler
{
public:
    Filler(const AnnotationTemplate &annotationTemplate, const QJsonObject &values)
        : m_template(annotationTemplate)
        , m_values(values)
    {
    }

    QString sections(const QString &body) const;
    std::optional<QString> line(const QString &raw) const;

private:
    QString marker() const;
    QString valueText(const AnnotationField &field) const;
    QString continuationPrefix(const QString &raw) const;
    bool isMarker(const QString &key) const { return key == commentKey && !m_template.field(key); }

    const AnnotationTemplate &m_template;
    const QJsonObject &m_values;
};

QString Filler::sections(const QString &body) const
{
    static const QRegularExpression pattern(
        QStringLiteral("\\{\\{([#^])([a-z_][a-z0-9_]*)\\}\\}(.*?)\\{\\{/\\2\\}\\}"), QRegularExpression::DotMatchesEverythingOption);
    QString result;
    qsizetype from = 0;
    QRegularExpressionMatchIterator it = pattern.globalMatch(body);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const auto start = match.capturedStart();
        auto end = match.capturedEnd();
        QString content = match.captured(3);
        const bool openAlone = (start == 0 || body.at(start - 1) == QLatin1Char('\n')) && content.startsWith(QLatin1Char('\n'));
        const bool closeAlone = (end == body.size() || body.at(end) == QLatin1Char('\n')) && content.endsWith(QLatin1Char('\n'));
        const std::optional<AnnotationField> field = m_template.field(match.captured(2));
        const bool filled = field && hasValue(*field, m_values);
        const bool keep = filled == (match.captured(1) == QLatin1String("#"));
        result += body.mid(from, start - from);
        if (keep) {
            content = content.mid(openAlone ? 1 : 0);
            result += sections(closeAlone && !content.isEmpty() ? content.left(content.size() - 1) : content);
        } else if (openAlone && closeAlone && end < body.size()) {
            ++end; // the whole section stood on lines of its own: take the last line break too
        }
        from = end;
    }
    return result + body.mid(from);
}

QString Filler::marker() const
{
    const std::optional<AnnotationField> language = m_template.field(QStringLiteral("language"));
    return AnnotationRenderer::commentMarker(language ? effectiveText(*language, m_values) : QString());
}

QString Filler::valueText(const AnnotationField &field) const
{
    switch (field.type) {
    case AnnotationField::Line:
        return effectiveText(field, m_values).simplified();
    case AnnotationField::Text:
        return trimmedEmptyLines(effectiveText(field, m_values));
    case AnnotationField::Code:
        return trimmedEmptyLines(effectiveText(field, m_values));
    case AnnotationField::Table:
        return tableMarkdown(field, m_values.value(field.key));
    case AnnotationField::Tree:
        return treeLines(effectiveText(field, m_values));
    }
    return {};
}

QString Filler::continuationPrefix(const QString &raw) const
{
    static const QRegularExpression lead(QStringLiteral("^(\\s*)(\\{\\{comment\\}\\}\\s*|(?:[-*+]|\\d+[.)])\\s+)?"));
    const QRegularExpressionMatch match = lead.match(raw);
    const QString marked = match.captured(2);
    if (marked.startsWith(QLatin1String("{{")) && isMarker(commentKey)) {
        return match.captured(1) + marker() + QLatin1Char(' ');
    }
    if (!marked.isEmpty() && !marked.startsWith(QLatin1String("{{"))) {
        return match.captured(1) + QString(marked.size(), QLatin1Char(' '));
    }
    return match.captured(1);
}

// The filled line, or nothing when the line held only placeholders and all were empty.
std::optional<QString> Filler::line(const QString &raw) const
{
    static const QRegularExpression pattern(QStringLiteral("\\{\\{([a-z_][a-z0-9_]*)\\}\\}"));
    const bool inTableRow = raw.trimmed().startsWith(QLatin1Char('|'));
    const QString prefix = continuationPrefix(raw);
    QString result;
    QString literal;
    bool anyFilled = false;
    qsizetype from = 0;
    QRegularExpressionMatchIterator it = pattern.globalMatch(raw);
    const bool anyPlaceholder = it.hasNext();
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        literal += raw.mid(from, match.capturedStart() - from);
        result += raw.mid(from, match.capturedStart() - from);
        from = match.capturedEnd();
        const std::optional<AnnotationField> field = m_template.field(match.captured(1));
        const QString value = isMarker(match.captured(1)) ? marker() : field ? valueText(*field) : match.captured(0);
        anyFilled = anyFilled || !value.isEmpty();
        result += inTableRow ? cell(value) : continued(value, prefix);
    }
    literal += raw.mid(from);
    result += raw.mid(from);
    if (anyPlaceholder && !anyFilled && literal.trimmed().isEmpty()) {
        return std::nullopt;
    }
    return anyPlaceholder && result.trimmed().isEmpty() ? QString() : result;
}

// A fence opener or closer: up to three spaces, then ``` or ~~~ (or longer).
QString fenceOf(const QString &line)
{
    static const QRegularExpression pattern(QStringLiteral("^ {0,3}(`{3,}|~{3,})"));
    return pattern.match(line).captured(1);
}

QString tidied(const QStringList &lines)
{
    QStringList result;
    QString openFence;
    for (const QString &line : lines) {
        const QString fence = fenceOf(line);
        if (openFence.isEmpty()) {
            if (line.trimmed().isEmpty()) {
                if (!result.isEmpty() && !result.constLast().isEmpty()) {
                    result.append(QString());
                }
                continue;
            }
            openFence = fence;
        } else if (fence.startsWith(openFence) && line.trimmed() == fence) {
            openFence.clear();
        }
        result.append(line);
    }
    while (!result.isEmpty() && result.constLast().isEmpty()) {
        result.removeLast();
    }
    return result.join(QLatin1Char('\n'));
}

} // namespace

QString AnnotationRenderer::render(const AnnotationTemplate &annotationTemplate, const QJsonObject &values)
{
    return quote(fill(annotationTemplate, values));
}

QString AnnotationRenderer::fill(const AnnotationTemplate &annotationTemplate, const QJsonObject &values)
{
    const Filler filler(annotationTemplate, values);
    const QStringList raw = filler.sections(DraftLayout::normalized(annotationTemplate.body)).split(QLatin1Char('\n'));
    QStringList lines;
    for (const QString &rawLine : raw) {
        const std::optional<QString> line = filler.line(rawLine);
        if (line) {
            lines.append(line->split(QLatin1Char('\n')));
        }
    }
    return tidied(lines);
}

QString AnnotationRenderer::quote(const QString &markdown)
{
    QStringList lines = DraftLayout::normalized(markdown).split(QLatin1Char('\n'));
    for (QString &line : lines) {
        line = line.isEmpty() ? QStringLiteral(">") : QLatin1String("> ") + line;
    }
    return lines.join(QLatin1Char('\n'));
}

QString AnnotationRenderer::commentMarker(const QString &language)
{
    const QString name = language.trimmed().section(QLatin1Char(' '), 0, 0).toLower();
    static const QStringList slashes {QStringLiteral("c"), QStringLiteral("cpp"), QStringLiteral("c++"), QStringLiteral("cuda"),
        QStringLiteral("js"), QStringLiteral("ts"), QStringLiteral("java"), QStringLiteral("go"), QStringLiteral("rust"),
        QStringLiteral("swift"), QStringLiteral("kotlin")};
    static const QStringList dashes {QStringLiteral("sql"), QStringLiteral("lua")};
    if (slashes.contains(name)) {
        return QStringLiteral("//");
    }
    if (dashes.contains(name)) {
        return QStringLiteral("--");
    }
    return QStringLiteral("#");
}

bool AnnotationRenderer::isEmpty(const AnnotationField &field, const QJsonValue &value)
{
    if (field.type != AnnotationField::Table) {
        return scalarText(value).trimmed().isEmpty();
    }
    const QJsonArray rows = value.toArray();
    for (const QJsonValue &row : rows) {
        const QJsonArray cells = row.toArray();
        for (const QJsonValue &cellValue : cells) {
            if (!scalarText(cellValue).trimmed().isEmpty()) {
                return false;
            }
        }
    }
    return true;
}
