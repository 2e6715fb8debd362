// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qastructurecheck.h"

#include "qa/qainput.h"
#include "qa/qamarkdown.h"

#include <QMap>
#include <QRegularExpression>

namespace {

const QString kTable = QStringLiteral("markdown.table");
const QString kHeading = QStringLiteral("markdown.heading");
const QString kList = QStringLiteral("markdown.list");
const QString kHtml = QStringLiteral("markdown.html");

QList<int> blocksOfKind(const QaInput &input, const QList<int> &indexes, bool targets, BlockKind kind)
{
    QList<int> result;
    for (int index : indexes) {
        if ((targets ? input.targets : input.sources).at(index).kind == kind) {
            result.append(index);
        }
    }
    return result;
}

int cells(QStringView row)
{
    row = row.trimmed();
    if (row.startsWith(QLatin1Char('|'))) {
        row = row.mid(1);
    }
    if (row.endsWith(QLatin1Char('|')) && !row.endsWith(QLatin1String("\\|"))) {
        row.chop(1);
    }
    int count = 1;
    for (int i = 0; i < row.size(); ++i) {
        if (row.at(i) == QLatin1Char('\\')) {
            ++i;
        } else if (row.at(i) == QLatin1Char('|')) {
            ++count;
        }
    }
    return count;
}

QaFinding blockFinding(const QaInput &input, const QString &check, int target, const QString &detail, const QString &message)
{
    QaFinding finding = input.finding(check, target);
    finding.detail = detail;
    finding.message = message;
    return finding;
}

void checkTables(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings)
{
    const QList<int> sources = blocksOfKind(input, unit.sources, false, BlockKind::Table);
    const QList<int> targets = blocksOfKind(input, unit.targets, true, BlockKind::Table);
    using S = QaStructureCheck;
    for (int i = 0; i < sources.size(); ++i) {
        const S::TableShape source = S::tableShape(input.sources.at(sources.at(i)).text);
        if (i >= targets.size()) {
            findings->append(blockFinding(input, kTable, unit.targets.constFirst(), QStringLiteral("table"),
                QaStructureCheck::tr("The source's table (%1 columns) is not a table in the translation").arg(source.headerColumns)));
            continue;
        }
        const S::TableShape target = S::tableShape(input.targets.at(targets.at(i)).text);
        if (target.headerColumns != source.headerColumns || target.delimiterColumns != target.headerColumns) {
            findings->append(blockFinding(input, kTable, targets.at(i),
                QStringLiteral("columns %1/%2/%3").arg(target.headerColumns).arg(target.delimiterColumns).arg(source.headerColumns),
                QaStructureCheck::tr("The table has %1 columns (delimiter row %2), the source %3")
                    .arg(target.headerColumns)
                    .arg(target.delimiterColumns)
                    .arg(source.headerColumns)));
        }
        if (target.bodyRows != source.bodyRows) {
            findings->append(
                blockFinding(input, kTable, targets.at(i), QStringLiteral("rows %1/%2").arg(target.bodyRows).arg(source.bodyRows),
                    QaStructureCheck::tr("The table has %1 rows, the source %2").arg(target.bodyRows).arg(source.bodyRows)));
        }
    }
}

void checkHeadings(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings)
{
    using S = QaStructureCheck;
    const QList<int> sources = blocksOfKind(input, unit.sources, false, BlockKind::Heading);
    const QList<int> targets = blocksOfKind(input, unit.targets, true, BlockKind::Heading);
    for (int i = 0; i < std::max(sources.size(), targets.size()); ++i) {
        const int source = i < sources.size() ? S::headingLevel(input.sources.at(sources.at(i)).text) : 0;
        const int target = i < targets.size() ? S::headingLevel(input.targets.at(targets.at(i)).text) : 0;
        if (source == target) {
            continue;
        }
        const int block = i < targets.size() ? targets.at(i) : unit.targets.constFirst();
        const QString detail = QStringLiteral("h%1/h%2").arg(target).arg(source);
        const QString message = target == 0
            ? QaStructureCheck::tr("The source's level %1 heading is not a heading in the translation").arg(source)
            : source == 0 ? QaStructureCheck::tr("A level %1 heading translates a source block that is not a heading").arg(target)
                          : QaStructureCheck::tr("The heading has level %1, the source's level %2").arg(target).arg(source);
        findings->append(blockFinding(input, kHeading, block, detail, message));
    }
}

QString entryText(const QaStructureCheck::ListEntry &entry)
{
    return QStringLiteral("%1%2").arg(entry.ordered ? QStringLiteral("1.") : QStringLiteral("-")).arg(entry.depth);
}

void compareLists(const QaInput &input, int source, int target, QList<QaFinding> *findings)
{
    using S = QaStructureCheck;
    const QList<S::ListEntry> expected = S::listEntries(input.sources.at(source).text);
    const QList<S::ListEntry> actual = S::listEntries(input.targets.at(target).text);
    for (int i = 0; i < std::min(expected.size(), actual.size()); ++i) {
        const S::ListEntry &e = expected.at(i);
        const S::ListEntry &a = actual.at(i);
        if (e.depth == a.depth && e.ordered == a.ordered) {
            continue;
        }
        QaFinding finding = input.finding(kList, target, a.offset, 1);
        finding.detail = entryText(a) + QLatin1Char('/') + entryText(e);
        finding.message = e.depth != a.depth
            ? QaStructureCheck::tr("The list item is nested %1 levels deep, in the source %2").arg(a.depth).arg(e.depth)
            : e.ordered ? QaStructureCheck::tr("The list item is bulleted, in the source numbered")
                        : QaStructureCheck::tr("The list item is numbered, in the source bulleted");
        findings->append(finding);
        return;
    }
    if (expected.size() != actual.size()) {
        findings->append(blockFinding(input, kList, target, QStringLiteral("items %1/%2").arg(actual.size()).arg(expected.size()),
            QaStructureCheck::tr("The list item holds %1 list items, the source's %2").arg(actual.size()).arg(expected.size())));
    }
}

void checkLists(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings)
{
    const QList<int> sources = blocksOfKind(input, unit.sources, false, BlockKind::ListItem);
    const QList<int> targets = blocksOfKind(input, unit.targets, true, BlockKind::ListItem);
    for (int i = 0; i < std::min(sources.size(), targets.size()); ++i) {
        compareLists(input, sources.at(i), targets.at(i), findings);
    }
    if (sources.size() > targets.size()) {
        findings->append(
            blockFinding(input, kList, unit.targets.constFirst(), QStringLiteral("items %1/%2").arg(targets.size()).arg(sources.size()),
                QaStructureCheck::tr("The translation has %1 list items here, the source %2").arg(targets.size()).arg(sources.size())));
    }
}

bool hasTags(BlockKind kind)
{
    return kind != BlockKind::Code && kind != BlockKind::FrontMatter && kind != BlockKind::Math;
}

QMap<QString, int> unitTags(const QaInput &input, const QList<int> &indexes, bool targets)
{
    QMap<QString, int> counts;
    for (int index : indexes) {
        const BlockRecord &block = (targets ? input.targets : input.sources).at(index);
        if (!hasTags(block.kind)) {
            continue;
        }
        const QMap<QString, int> tags = QaStructureCheck::tagCounts(block.text);
        for (auto it = tags.cbegin(); it != tags.cend(); ++it) {
            counts[it.key()] += it.value();
        }
    }
    return counts;
}

void checkHtml(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings)
{
    const QMap<QString, int> sources = unitTags(input, unit.sources, false);
    if (sources.isEmpty()) {
        return;
    }
    const QMap<QString, int> targets = unitTags(input, unit.targets, true);
    for (auto it = sources.cbegin(); it != sources.cend(); ++it) {
        const int found = targets.value(it.key());
        if (found >= it.value()) {
            continue;
        }
        const QString tag = QLatin1Char('<') + it.key() + QLatin1Char('>');
        QaFinding finding = input.findingInUnit(kHtml, unit);
        finding.detail = tag;
        finding.message = QaStructureCheck::tr("The translation has %1 %2 tags, the source %3").arg(found).arg(tag).arg(it.value());
        findings->append(finding);
    }
}

} // namespace

QStringList QaStructureCheck::ids() const
{
    return {kTable, kHeading, kList, kHtml};
}

void QaStructureCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    const QaSettings &settings = input.settings;
    for (const QaUnit &unit : input.units) {
        if (settings.isEnabled(kTable)) {
            checkTables(input, unit, findings);
        }
        if (settings.isEnabled(kHeading)) {
            checkHeadings(input, unit, findings);
        }
        if (settings.isEnabled(kList)) {
            checkLists(input, unit, findings);
        }
        if (settings.isEnabled(kHtml)) {
            checkHtml(input, unit, findings);
        }
    }
}

QaStructureCheck::TableShape QaStructureCheck::tableShape(const QString &blockText)
{
    const QStringList rows = QaMarkdown::masked(blockText).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    TableShape shape;
    shape.headerColumns = rows.isEmpty() ? 0 : cells(rows.at(0));
    shape.delimiterColumns = rows.size() < 2 ? 0 : cells(rows.at(1));
    for (int i = 2; i < rows.size(); ++i) {
        shape.bodyRows += rows.at(i).trimmed().isEmpty() ? 0 : 1;
    }
    return shape;
}

int QaStructureCheck::headingLevel(const QString &blockText)
{
    static const QRegularExpression atx(QStringLiteral("^ {0,3}(#{1,6})(?:[ \\t]|$)"));
    static const QRegularExpression setext(QStringLiteral("\\n {0,3}(=+|-+)[ \\t]*$"));
    const QRegularExpressionMatch match = atx.match(blockText);
    if (match.hasMatch()) {
        return int(match.capturedLength(1));
    }
    const QRegularExpressionMatch underline = setext.match(blockText);
    if (underline.hasMatch()) {
        return underline.captured(1).startsWith(QLatin1Char('=')) ? 1 : 2;
    }
    return 0;
}

QList<QaStructureCheck::ListEntry> QaStructureCheck::listEntries(const QString &blockText)
{
    static const QRegularExpression marker(
        QStringLiteral("^([ \\t]*)(?:([-*+])|(\\d{1,9})[.)])(?:[ \\t]|$)"), QRegularExpression::MultilineOption);
    QList<ListEntry> result;
    QList<int> indents; // of the open items, outermost first
    const QString masked = QaMarkdown::masked(blockText);
    for (auto it = marker.globalMatch(masked); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const int indent = int(match.capturedLength(1));
        while (!indents.isEmpty() && indents.constLast() >= indent) {
            indents.removeLast();
        }
        indents.append(indent);
        result.append({int(indents.size()) - 1, !match.captured(3).isEmpty(),
            int(match.capturedStart(2) >= 0 ? match.capturedStart(2) : match.capturedStart(3))});
    }
    return result;
}

QMap<QString, int> QaStructureCheck::tagCounts(const QString &text)
{
    static const QRegularExpression tag(QStringLiteral("<([A-Za-z][A-Za-z0-9.-]*)(?=[\\s/>])[^<>]*>"));
    QMap<QString, int> counts;
    const QString masked = QaMarkdown::masked(text);
    for (auto it = tag.globalMatch(masked); it.hasNext();) {
        const QString name = it.next().captured(1);
        ++counts[name.at(0).isUpper() ? name : name.toLower()];
    }
    return counts;
}
