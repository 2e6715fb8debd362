// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionratio.h"

#include "deletions/deletionrepository.h"
#include "draft/blockrecord.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QMultiHash>
#include <QVector>

#include <utility>

namespace {

struct Counts {
    qint64 total = 0;
    qint64 deleted = 0;
};

QVector<bool> deletedUnits(const QString &text, const QList<Deletion> &deletions)
{
    QVector<bool> deleted(text.size(), false);
    for (const Deletion &deletion : deletions) {
        const int start = deletion.isWholeBlock() ? 0 : qBound(0, deletion.spanStart, int(text.size()));
        const int end = deletion.isWholeBlock() ? int(text.size()) : qBound(start, deletion.spanEnd, int(text.size()));
        for (int i = start; i < end; ++i) {
            deleted[i] = true;
        }
    }
    return deleted;
}

bool isFence(const QString &line)
{
    const QString trimmed = line.trimmed();
    return trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"));
}

// [first, end) of the code inside a fenced block's text: without its fence lines.
std::pair<int, int> codeRange(const QString &text)
{
    const int firstBreak = text.indexOf(QLatin1Char('\n'));
    const int lastBreak = text.lastIndexOf(QLatin1Char('\n'));
    if (firstBreak < 0 || !isFence(text.left(firstBreak))) {
        return {0, int(text.size())};
    }
    const bool closed = lastBreak > firstBreak && isFence(text.mid(lastBreak + 1));
    return {firstBreak + 1, closed ? lastBreak : int(text.size())};
}

Counts count(const QString &text, const QList<Deletion> &deletions, bool code)
{
    const QVector<bool> deleted = deletedUnits(text, deletions);
    const auto range = code ? codeRange(text) : std::pair<int, int>(0, int(text.size()));
    const auto counts = code ? &DeletionRatio::countsAsCode : &DeletionRatio::countsAsProse;
    Counts result;
    for (int i = range.first; i < range.second; ++i) {
        char32_t c = text.at(i).unicode();
        const int first = i;
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        if (counts(c)) {
            ++result.total;
            result.deleted += deleted.at(first) ? 1 : 0;
        }
    }
    return result;
}

} // namespace

bool DeletionRatio::countsAsProse(char32_t c)
{
    return QChar::isLetterOrNumber(c);
}

bool DeletionRatio::countsAsCode(char32_t c)
{
    return !QChar::isSpace(c);
}

DeletionRatio::Result DeletionRatio::compute(const QList<BlockRecord> &blocks, const QList<Deletion> &deletions, double target)
{
    QMultiHash<qint64, Deletion> byBlock;
    for (const Deletion &deletion : deletions) {
        byBlock.insert(deletion.sourceBlockId, deletion);
    }
    Result result;
    result.target = target;
    for (const BlockRecord &block : blocks) {
        const bool code = block.kind == BlockKind::Code;
        const Counts counts = count(block.text, byBlock.values(block.id), code);
        (code ? result.codeTotal : result.proseTotal) += counts.total;
        (code ? result.codeDeleted : result.proseDeleted) += counts.deleted;
    }
    result.ratio = result.proseTotal > 0 ? double(result.proseDeleted) / double(result.proseTotal) : 0.0;
    return result;
}

std::optional<DeletionRatio::Result> DeletionRatio::forIssue(ProjectStore &store, qint64 issueId, QString *error)
{
    IssueRepository issues(store);
    const QList<BlockRecord> blocks = issues.sourceBlocks(issueId);
    if (!issues.errorString().isEmpty()) {
        *error = issues.errorString();
        return std::nullopt;
    }
    DeletionRepository repository(store);
    const QList<Deletion> deletions = repository.deletions(issueId);
    if (!repository.errorString().isEmpty()) {
        *error = repository.errorString();
        return std::nullopt;
    }
    return compute(blocks, deletions, target(store));
}

double DeletionRatio::target(const ProjectStore &store)
{
    bool ok = false;
    const double value = store.setting(QStringLiteral("deletion_target")).trimmed().toDouble(&ok);
    return ok && value >= 0.0 && value <= 1.0 ? value : kDefaultTarget;
}

QString DeletionRatio::summary(const Result &result)
{
    return tr("deleted %1% of prose (%2 of %3 characters), target %4%; code: %5 of %6 characters")
        .arg(QString::number(result.ratio * 100.0, 'f', 1))
        .arg(result.proseDeleted)
        .arg(result.proseTotal)
        .arg(QString::number(result.target * 100.0, 'g', 3))
        .arg(result.codeDeleted)
        .arg(result.codeTotal);
}
