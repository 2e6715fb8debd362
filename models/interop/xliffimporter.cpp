// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/xliffimporter.h"

#include "core/idindex.h"
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "interop/xliffgroup.h"
#include "interop/xliffreader.h"
#include "markdown/markdownblockparser.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QHash>
#include <QRegularExpression>
#include <QSqlDatabase>

namespace {
// The target as it goes into the draft: '\n' line breaks, no blank lines around it.
QString cleaned(const QString &target)
{
    static const QRegularExpression leadingBlankLines(QStringLiteral("^(?:[ \\t]*\\n)+"));
    static const QRegularExpression trailingBlankLines(QStringLiteral("(?:\\n[ \\t]*)+$"));
    return XliffGroup::withNewlines(target).remove(leadingBlankLines).remove(trailingBlankLines);
}

// The ids the lines of target block k (of count) carry: see XliffImporter.
QList<qint64> idsOfBlock(int k, int count, const QList<qint64> &group)
{
    const int m = int(group.size());
    if (count <= m) {
        return k < count - 1 ? QList<qint64> {group.at(k)} : group.mid(k);
    }
    return {group.at(std::min(k, m - 1))};
}
} // namespace

XliffImporter::XliffImporter(ProjectStore &store, qint64 issueId, int issueNumber)
    : m_store(store)
    , m_issueId(issueId)
    , m_issueNumber(issueNumber)
{
}

bool XliffImporter::apply(const XliffReader &reader)
{
    m_error.clear();
    m_counts = Counts();
    if (!reader.problems().isEmpty()) {
        return fail(tr("Nothing imported; %n unit(s) have problems: %1", nullptr, int(reader.problems().size()))
                        .arg(reader.problems().join(QStringLiteral("; "))));
    }
    if (reader.issueNumber() != m_issueNumber) {
        return fail(
            tr("Nothing imported: the file was exported from issue %1, not issue %2.").arg(reader.issueNumber()).arg(m_issueNumber));
    }
    QList<Change> changes;
    if (!plan(reader.units(), &changes)) {
        m_counts = Counts();
        return false;
    }
    if (changes.isEmpty()) {
        return true;
    }
    if (!write(changes)) {
        return false;
    }
    // Pairs that arrive confirmed feed the project's memory, as confirming them in
    // the workbench does.
    TranslationMemory memory(m_store);
    if (!memory.addIssue(m_issueId)) {
        return fail(tr("The translation was imported, but the translation memory could not be updated: %1").arg(memory.errorString()));
    }
    return true;
}

bool XliffImporter::plan(const QList<XliffUnit> &units, QList<Change> *changes)
{
    IssueRepository repository(m_store);
    const QList<BlockRecord> sources = repository.sourceBlocks(m_issueId);
    const QList<BlockRecord> targets = repository.targetBlocks(m_issueId);
    if (!repository.errorString().isEmpty()) {
        return fail(repository.errorString());
    }
    QHash<QString, XliffGroup> groups;
    for (const XliffGroup &group : XliffGroup::groups(sources, targets)) {
        groups.insert(group.id, group);
    }
    QStringList problems;
    for (const XliffUnit &unit : units) {
        if (!unit.translatable || !unit.hasTarget) {
            ++m_counts.skipped;
            continue;
        }
        const auto group = groups.constFind(unit.id);
        if (group == groups.cend()) {
            problems.append(tr("unit %1: its source blocks are not one group of the draft any more").arg(unit.id));
            continue;
        }
        if (!unit.draftIds.isEmpty() && unit.draftIds != group->targetIds) {
            problems.append(tr("unit %1: its draft blocks changed since the export").arg(unit.id));
            continue;
        }
        Change change {unit, group->targetIds, cleaned(unit.target) != group->draftText, {}};
        change.unit.target = cleaned(unit.target);
        // XLIFF has no state for pre-translated: it leaves as initial and comes back
        // as draft; with its text unchanged the block stays pre-translated.
        const bool samePretranslation = unit.status == QLatin1String("draft") && BlockStatus::isPretranslation(group->status);
        if (!change.text && (unit.status == group->status || samePretranslation)) {
            ++m_counts.unchanged;
            continue;
        }
        changes->append(change);
    }
    if (!problems.isEmpty()) {
        return fail(
            tr("Nothing imported; %n unit(s) have problems: %1", nullptr, int(problems.size())).arg(problems.join(QStringLiteral("; "))));
    }
    m_counts.updated = int(changes->size());
    return true;
}

bool XliffImporter::write(QList<Change> &changes)
{
    DraftSession session(m_store, m_issueId);
    if (!session.load()) {
        m_counts = Counts();
        return fail(session.errorString());
    }
    QString text;
    LineIds ids;
    buildText(session, changes, &text, &ids);
    if (!session.update(text, ids)) {
        m_counts = Counts();
        return fail(session.errorString());
    }
    return applyStatuses(session, changes);
}

void XliffImporter::buildText(const DraftSession &session, QList<Change> &changes, QString *text, LineIds *ids) const
{
    const QHash<qint64, int> indexOf = IdIndex::of(session.blocks());
    const QStringList lines = session.text().split(QLatin1Char('\n'));
    QVector<bool> skip(lines.size(), false);
    QHash<int, int> insertAt; // line -> change
    for (int c = 0; c < changes.size(); ++c) {
        if (!changes.at(c).text) {
            continue;
        }
        QList<int> blocks;
        for (qint64 id : changes.at(c).draftIds) {
            blocks.append(indexOf.value(id));
        }
        std::sort(blocks.begin(), blocks.end());
        const TargetBlock &first = session.blocks().at(blocks.constFirst());
        insertAt.insert(first.lineStart, c);
        std::fill(skip.begin() + first.lineStart, skip.begin() + first.lineEnd + 1, true);
        // A later block goes with the blank lines before it.
        for (int b : blocks.mid(1)) {
            const int from = session.blocks().at(b - 1).lineEnd + 1;
            std::fill(skip.begin() + from, skip.begin() + session.blocks().at(b).lineEnd + 1, true);
        }
    }
    QStringList out;
    for (int line = 0; line < lines.size(); ++line) {
        if (insertAt.contains(line)) {
            Change &change = changes[insertAt.value(line)];
            const MarkdownDocument parsed = MarkdownBlockParser::parse(change.unit.target.toUtf8());
            const QStringList targetLines = change.unit.target.split(QLatin1Char('\n'));
            LineIds targetIds(targetLines.size());
            for (int k = 0; k < parsed.blocks.size(); ++k) {
                const MarkdownBlock &block = parsed.blocks.at(k);
                change.targetLines.append(int(out.size()) + block.lineStart - 1);
                for (int l = block.lineStart - 1; l < block.lineEnd && l < targetIds.size(); ++l) {
                    targetIds[l] = idsOfBlock(k, int(parsed.blocks.size()), change.draftIds);
                }
            }
            out += targetLines;
            *ids += targetIds;
        }
        if (!skip.at(line)) {
            out.append(lines.at(line));
            ids->append(session.lineIds().value(line));
        }
    }
    *text = out.join(QLatin1Char('\n'));
}

bool XliffImporter::applyStatuses(DraftSession &session, const QList<Change> &changes)
{
    const QHash<qint64, int> indexOf = IdIndex::of(session.blocks());
    // A review state another tool gives is on record as that tool's review; when the
    // project requires two reviewers it cannot stand for them: the block counts as
    // translated and is reviewed here.
    const bool twoReviewers = ReviewSettings::load(m_store).twoReviewers;
    for (const Change &change : changes) {
        const bool review = change.unit.status == QLatin1String("reviewed") || change.unit.status == QLatin1String("approved");
        const QString status = review && twoReviewers ? QStringLiteral("translated") : change.unit.status;
        QList<int> blocks;
        if (change.text) {
            for (int line : change.targetLines) {
                blocks.append(session.blockAtLine(line));
            }
        } else {
            for (qint64 id : change.draftIds) {
                blocks.append(indexOf.value(id, -1));
            }
        }
        for (int index : std::as_const(blocks)) {
            if (index < 0 || session.blocks().at(index).status == status) {
                continue;
            }
            const QString before = session.blocks().at(index).status;
            if (!session.setStatus(index, status)) {
                return fail(tr("The text was imported, but a status could not be set: %1").arg(session.errorString()));
            }
            QSqlDatabase db = m_store.database();
            QString error;
            const ReviewAction action = status == QLatin1String("approved") ? ReviewAction::Approve : ReviewAction::Review;
            if (review && !twoReviewers
                && !ReviewRepository::writeEvent(
                    db, session.blocks().at(index).id, before, status, action, tr("XLIFF import"), {}, &error)) {
                return fail(tr("The text was imported, but a status could not be set: %1").arg(error));
            }
        }
    }
    return true;
}
