// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/scenarioskeleton.h"

#include "draft/draftsession.h"

QStringList ScenarioSkeleton::missingHeadings(const QList<TargetBlock> &blocks, const ScenarioOutline &outline)
{
    QStringList present;
    for (const TargetBlock &block : blocks) {
        if (block.headingLevel == outline.level) {
            present.append(block.text.section(QLatin1Char('\n'), 0, 0).mid(outline.level).trimmed());
        }
    }
    QStringList missing;
    for (const QString &heading : outline.headings) {
        if (!present.contains(heading.trimmed()) && !missing.contains(heading.trimmed())) {
            missing.append(heading.trimmed());
        }
    }
    return missing;
}

int ScenarioSkeleton::insertionLine(const QStringList &lines, const QList<TargetBlock> &blocks, int level, bool *atEnd)
{
    for (const TargetBlock &block : blocks) {
        if (block.headingLevel == level) {
            *atEnd = false;
            return block.lineStart;
        }
    }
    *atEnd = true;
    int end = int(lines.size());
    while (end > 0 && lines.at(end - 1).trimmed().isEmpty()) {
        --end;
    }
    return end;
}

DraftLines::Layout ScenarioSkeleton::withHeadings(
    const DraftLines::Layout &draft, const QList<TargetBlock> &blocks, const ScenarioOutline &outline, int *inserted)
{
    const QStringList missing = missingHeadings(blocks, outline);
    *inserted = int(missing.size());
    if (missing.isEmpty()) {
        return draft;
    }
    QStringList lines = draft.text.split(QLatin1Char('\n'));
    LineIds ids = draft.lineIds;
    while (ids.size() < lines.size()) {
        ids.append(QList<qint64>());
    }
    bool atEnd = false;
    const int at = insertionLine(lines, blocks, outline.level, &atEnd);
    const QString marks(outline.level, QLatin1Char('#'));
    QStringList added;
    for (const QString &heading : missing) {
        const QString line = marks + QLatin1Char(' ') + heading;
        // Before a block: each heading and a blank line; after the last block: a
        // blank line and each heading; into an empty draft: blank lines between.
        added.append(atEnd && at > 0 ? QStringList {QString(), line} : QStringList {line, QString()});
    }
    if (atEnd && at == 0) {
        added.removeLast();
    }
    for (int i = 0; i < added.size(); ++i) {
        lines.insert(at + i, added.at(i));
        ids.insert(at + i, QList<qint64>());
    }
    return {lines.join(QLatin1Char('\n')), ids};
}

bool ScenarioSkeleton::apply(DraftSession &session, const ScenarioOutline &outline, int *inserted, QString *error)
{
    const QString refused = ScenarioOutline::problem({outline});
    if (!refused.isEmpty()) {
        *error = refused;
        return false;
    }
    const DraftLines::Layout layout = withHeadings({session.text(), session.lineIds()}, session.blocks(), outline, inserted);
    if (*inserted == 0) {
        return true;
    }
    if (!session.update(layout.text, layout.lineIds)) {
        *error = session.errorString();
        *inserted = 0;
        return false;
    }
    return true;
}
