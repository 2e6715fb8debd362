// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/projectreplacer.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "draft/revisionrepository.h"
#include "find/projectsearch.h"
#include "review/reviewrepository.h"
#include "review/reviewworkflow.h"
#include "store/projectstore.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <iterator>
#include <limits>

namespace {

// The replacement for one match: \0 … \9 are captures of a regular expression, \\ a
// backslash; a plain query's replacement is literal.
QString expand(const QString &replacement, const QRegularExpressionMatch &match, bool regex)
{
    if (!regex) {
        return replacement;
    }
    QString out;
    for (int i = 0; i < replacement.size(); ++i) {
        const QChar c = replacement.at(i);
        const QChar next = i + 1 < replacement.size() ? replacement.at(i + 1) : QChar();
        if (c == QLatin1Char('\\') && next >= QLatin1Char('0') && next <= QLatin1Char('9')) {
            out += match.captured(next.unicode() - '0');
            ++i;
        } else if (c == QLatin1Char('\\') && next == QLatin1Char('\\')) {
            out += c;
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

// text with the matches of pattern that cover exactly one of ranges replaced; ranges
// that overlap an earlier one or no longer hold such a match are left.
QString replaceRanges(const QString &text, const QRegularExpression &pattern, bool regex, const QString &replacement,
    QList<QPair<int, int>> ranges, int *replaced)
{
    std::sort(ranges.begin(), ranges.end());
    QString out;
    int copied = 0;
    *replaced = 0;
    for (const QPair<int, int> &range : std::as_const(ranges)) {
        if (range.first < copied) {
            continue;
        }
        const QRegularExpressionMatch match = pattern.match(text, range.first);
        if (!match.hasMatch() || match.capturedStart() != range.first || match.capturedLength() != range.second || range.second == 0) {
            continue;
        }
        out.append(text.constData() + copied, range.first - copied);
        out += expand(replacement, match, regex);
        copied = range.first + range.second;
        ++*replaced;
    }
    out.append(text.constData() + copied, int(text.size()) - copied);
    return out;
}

// As an edit in the workbench (DraftSession): a reviewed or approved block whose text
// changes is reopened (translated, an event noted ReviewWorkflow::editedAfterReviewNote()).
bool reopenIfReviewed(QSqlDatabase &db, qint64 blockId, QString *error)
{
    QSqlQuery read(db);
    read.prepare(QStringLiteral("SELECT status FROM target_blocks WHERE id = ?"));
    if (!SqlExec::run(read, {blockId}, error)) {
        return false;
    }
    if (!read.next()) {
        return true; // gone: the update changes nothing either
    }
    const QString status = read.value(0).toString();
    const QString reopened = ReviewWorkflow::target(status, ReviewAction::Reopen);
    return reopened.isEmpty()
        || ReviewRepository::writeEvent(
            db, blockId, status, reopened, ReviewAction::Reopen, QString(), ReviewWorkflow::editedAfterReviewNote(), error);
}

QString optionsJson(const SearchQuery &query, int blocks, int issues, int matches)
{
    const QJsonObject options {{QStringLiteral("regex"), query.regex}, {QStringLiteral("wholeWord"), query.wholeWord},
        {QStringLiteral("caseSensitive"), query.caseSensitive}, {QStringLiteral("includeCode"), query.includeCode},
        {QStringLiteral("issueId"), query.issueId}, {QStringLiteral("blocks"), blocks}, {QStringLiteral("issues"), issues},
        {QStringLiteral("matches"), matches}};
    return QString::fromUtf8(QJsonDocument(options).toJson(QJsonDocument::Compact));
}

} // namespace

ProjectReplacer::ProjectReplacer(ProjectStore &store)
    : m_store(store)
{
}

QString ProjectReplacer::replaceIn(
    const QString &text, const SearchQuery &query, const QString &replacement, const QList<QPair<int, int>> &ranges)
{
    int replaced = 0;
    return replaceRanges(text, query.pattern(), query.regex, replacement, ranges, &replaced);
}

qint64 ProjectReplacer::replaceAll(
    const SearchQuery &query, const QString &replacement, const QString &author, const QSet<qint64> &skipIssues)
{
    SearchQuery draftOnly = query;
    draftOnly.side = SearchQuery::Side::Draft;
    ProjectSearch search(m_store);
    const QList<SearchHit> hits = search.find(draftOnly, std::numeric_limits<int>::max());
    if (!search.errorString().isEmpty()) {
        m_replaced = 0;
        m_skipped = 0;
        m_error = search.errorString();
        return 0;
    }
    return replace(draftOnly, hits, replacement, author, skipIssues);
}

qint64 ProjectReplacer::replace(const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement, const QString &author,
    const QSet<qint64> &skipIssues)
{
    m_replaced = 0;
    m_skipped = 0;
    m_error.clear();
    QRegularExpression pattern = query.pattern();
    if (query.text.isEmpty() || !pattern.isValid()) {
        m_error = query.text.isEmpty() ? tr("There is nothing to replace.")
                                       : tr("The regular expression is not valid: %1.").arg(pattern.errorString());
        return 0;
    }
    if (!m_store.isOpen()) {
        m_error = tr("No project is open.");
        return 0;
    }
    QMap<qint64, QList<QPair<int, int>>> byBlock; // ordered by id: a stable write order
    for (const SearchHit &hit : hits) {
        if (!hit.source && !skipIssues.contains(hit.issueId)) {
            byBlock[hit.blockId].append(qMakePair(hit.start, hit.length));
        }
    }
    if (byBlock.isEmpty()) {
        return 0;
    }
    pattern.optimize();
    if (!m_store.beginWrite()) {
        m_error = m_store.errorString();
        return 0;
    }
    QList<Edit> edits;
    if (!prepareEdits(query, pattern, replacement, byBlock, skipIssues, &edits)) {
        m_store.rollback();
        return 0;
    }
    const qint64 batch = edits.isEmpty() ? 0 : writeBatch(query, replacement, author, edits);
    if (batch == 0) {
        m_store.rollback();
        m_replaced = 0; // nothing changed: a failed write, or replacements equal to the matches
        return 0;
    }
    if (!m_store.commit()) {
        m_error = m_store.errorString();
        m_replaced = 0;
        return 0;
    }
    recordRevisions(issuesIn(edits), author, tr("replaced “%1” with “%2”").arg(query.text, replacement));
    return batch;
}

// Reads each block in the write transaction and replaces the hits that still are
// matches of the query there; counts the others as skipped.
bool ProjectReplacer::prepareEdits(const SearchQuery &query, const QRegularExpression &pattern, const QString &replacement,
    const QMap<qint64, QList<QPair<int, int>>> &byBlock, const QSet<qint64> &skipIssues, QList<Edit> *edits)
{
    QSqlQuery read(m_store.database());
    read.setForwardOnly(true);
    if (!read.prepare(QStringLiteral("SELECT issue_id, kind, CAST(text AS BLOB) FROM target_blocks WHERE id = ?"))) {
        m_error = SqlErrors::describe(read.lastError());
        return false;
    }
    for (auto it = byBlock.cbegin(); it != byBlock.cend(); ++it) {
        if (!exec(read, {it.key()})) {
            return false;
        }
        if (!read.next() || skipIssues.contains(read.value(0).toLongLong())) {
            m_skipped += int(it->size());
            continue;
        }
        Edit edit {it.key(), read.value(0).toLongLong(), Utf8Text::read(read.value(2)), {}};
        const QList<QPair<int, int>> valid = validRanges(edit.before, pattern, query, read.value(1).toString(), *it);
        read.finish();
        int replaced = 0;
        edit.after = replaceRanges(edit.before, pattern, query.regex, replacement, valid, &replaced);
        m_replaced += replaced;
        m_skipped += int(it->size()) - replaced;
        if (edit.after != edit.before) {
            edits->append(edit);
        }
    }
    return true;
}

// The hits of one block that are matches of the query in its current text.
QList<QPair<int, int>> ProjectReplacer::validRanges(const QString &text, const QRegularExpression &pattern, const SearchQuery &query,
    const QString &kind, const QList<QPair<int, int>> &hits)
{
    QSet<QPair<int, int>> current;
    for (const ProjectSearch::Match &match : ProjectSearch::matches(text, pattern, query, kind == QLatin1String("code"))) {
        current.insert(qMakePair(match.start, match.end - match.start));
    }
    QList<QPair<int, int>> valid;
    for (const QPair<int, int> &hit : hits) {
        if (current.contains(hit)) {
            valid.append(hit);
        }
    }
    return valid;
}

qint64 ProjectReplacer::writeBatch(const SearchQuery &query, const QString &replacement, const QString &author, const QList<Edit> &edits)
{
    const QSet<qint64> issues = issuesIn(edits);
    const qint64 id = insertBatch(query, replacement, author, optionsJson(query, int(edits.size()), int(issues.size()), m_replaced));
    return id != 0 && insertEdits(id, edits) && applyEdits(edits, issues) ? id : 0;
}

// The edits' texts into their blocks (reviewed ones reopened), their issues touched.
bool ProjectReplacer::applyEdits(const QList<Edit> &edits, const QSet<qint64> &issues)
{
    QSqlDatabase db = m_store.database();
    QSqlQuery block(db);
    QSqlQuery issue(db);
    const QString now = Timestamps::now();
    block.prepare(QStringLiteral("UPDATE target_blocks SET text = CAST(? AS TEXT), updated_at = ?,"
                                 " status = CASE WHEN status IN ('reviewed', 'approved') THEN 'translated' ELSE 'draft' END"
                                 " WHERE id = ?"));
    issue.prepare(QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"));
    for (const Edit &change : edits) {
        if (!reopenIfReviewed(db, change.blockId, &m_error) || !exec(block, {Utf8Text::bind(change.after), now, change.blockId})) {
            return false;
        }
    }
    for (qint64 issueId : issues) {
        if (!exec(issue, {now, issueId})) {
            return false;
        }
    }
    return true;
}

QSet<qint64> ProjectReplacer::issuesIn(const QList<Edit> &edits)
{
    QSet<qint64> issues;
    for (const Edit &edit : edits) {
        issues.insert(edit.issueId);
    }
    return issues;
}

// After the commit: RevisionRepository runs transactions of its own. A failure is
// kept in errorString() while the change itself stands.
void ProjectReplacer::recordRevisions(const QSet<qint64> &issues, const QString &author, const QString &summary)
{
    RevisionRepository revisions(m_store);
    QList<qint64> ordered(issues.cbegin(), issues.cend());
    std::sort(ordered.begin(), ordered.end());
    for (qint64 issueId : std::as_const(ordered)) {
        if (!revisions.record(issueId, author, summary, RevisionRepository::Mode::New)) {
            m_error = tr("The change is saved, but the revision history could not record it: %1").arg(revisions.errorString());
        }
    }
}

bool ProjectReplacer::undo(qint64 batchId, int *restored, int *skipped, const QSet<qint64> &undoneElsewhere)
{
    m_error.clear();
    if (!m_store.isOpen()) {
        m_error = tr("No project is open.");
        return false;
    }
    if (!m_store.beginWrite()) {
        m_error = m_store.errorString();
        return false;
    }
    Undo result;
    if (!undoEdits(batchId, undoneElsewhere, &result)) {
        m_store.rollback();
        return false;
    }
    if (!m_store.commit()) {
        m_error = m_store.errorString();
        return false;
    }
    if (restored) {
        *restored = int(result.undone.size()) + result.elsewhere;
    }
    if (skipped) {
        *skipped = result.left;
    }
    recordRevisions(issuesIn(result.undone), result.author, tr("undid replace batch %1").arg(batchId));
    return true;
}

// Inside the write transaction: restores the blocks that still have the batch's text
// and marks the batch undone. left counts the others, blocks removed since included.
bool ProjectReplacer::undoEdits(qint64 batchId, const QSet<qint64> &undoneElsewhere, Undo *undo)
{
    QSqlDatabase db = m_store.database();
    QSqlQuery batch(db);
    if (!selectOpenBatch(batch, QStringLiteral("SELECT undone_at, options, author FROM replace_batches WHERE id = ?"), batchId)) {
        return false;
    }
    const int blocks = QJsonDocument::fromJson(batch.value(1).toString().toUtf8()).object().value(QStringLiteral("blocks")).toInt();
    undo->author = batch.value(2).toString();
    batch.finish();
    if (!laterBatchAllowsUndo(batchId)) {
        return false;
    }
    QSqlQuery edits(db);
    edits.setForwardOnly(true);
    edits.prepare(QStringLiteral("SELECT e.target_block_id, t.issue_id, CAST(e.before_text AS BLOB), CAST(e.after_text AS BLOB),"
                                 " CAST(t.text AS BLOB) FROM replace_edits e JOIN target_blocks t ON t.id = e.target_block_id"
                                 " WHERE e.batch_id = ? ORDER BY e.target_block_id"));
    if (!exec(edits, {batchId})) {
        return false;
    }
    int found = 0;
    while (edits.next()) {
        ++found;
        const Edit edit {
            edits.value(0).toLongLong(), edits.value(1).toLongLong(), Utf8Text::read(edits.value(3)), Utf8Text::read(edits.value(2))};
        if (undoneElsewhere.contains(edit.issueId)) {
            ++undo->elsewhere;
        } else if (Utf8Text::read(edits.value(4)) == edit.before) {
            undo->undone.append(edit); // before: the batch's text, after: what it had
        }
    }
    undo->left = std::max(blocks, found) - undo->elsewhere - int(undo->undone.size());
    return writeUndo(batchId, undo->undone);
}

qint64 ProjectReplacer::record(
    qint64 batchId, const SearchQuery &query, const QString &replacement, const QString &author, const QList<Edit> &edits, int matches)
{
    m_error.clear();
    QList<Edit> changed;
    std::copy_if(edits.cbegin(), edits.cend(), std::back_inserter(changed), [](const Edit &edit) { return edit.before != edit.after; });
    if (changed.isEmpty()) {
        m_error = tr("There is nothing to record.");
        return 0;
    }
    if (!m_store.isOpen() || !m_store.beginWrite()) {
        m_error = m_store.isOpen() ? m_store.errorString() : tr("No project is open.");
        return 0;
    }
    const qint64 id = batchId ? batchId : insertBatch(query, replacement, author, optionsJson(query, 0, 0, 0));
    if (id == 0 || !takesEdits(id) || !insertEdits(id, changed) || !addToCounts(id, int(changed.size()), matches)) {
        m_store.rollback();
        return 0;
    }
    if (!m_store.commit()) {
        m_error = m_store.errorString();
        return 0;
    }
    return id;
}

qint64 ProjectReplacer::insertBatch(const SearchQuery &query, const QString &replacement, const QString &author, const QString &options)
{
    QSqlQuery batch(m_store.database());
    batch.prepare(QStringLiteral("INSERT INTO replace_batches (pattern, replacement, options, author, created_at)"
                                 " VALUES (CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?)"));
    if (!exec(batch,
            {Utf8Text::bind(query.text), Utf8Text::bind(replacement), options, author.isNull() ? QStringLiteral("") : author,
                Timestamps::now()})) {
        return 0;
    }
    return batch.lastInsertId().toLongLong();
}

bool ProjectReplacer::insertEdits(qint64 batchId, const QList<Edit> &edits)
{
    QSqlQuery edit(m_store.database());
    edit.prepare(QStringLiteral("INSERT INTO replace_edits (batch_id, target_block_id, before_text, after_text)"
                                " VALUES (?, ?, CAST(? AS TEXT), CAST(? AS TEXT))"));
    for (const Edit &change : edits) {
        if (!exec(edit, {batchId, change.blockId, Utf8Text::bind(change.before), Utf8Text::bind(change.after)})) {
            return false;
        }
    }
    return true;
}

// An undone batch takes no more edits: its undo is over.
bool ProjectReplacer::takesEdits(qint64 batchId)
{
    QSqlQuery batch(m_store.database());
    return selectOpenBatch(batch, QStringLiteral("SELECT undone_at FROM replace_batches WHERE id = ?"), batchId);
}

// Runs sql (its first column undone_at, bound to the batch id) and moves to the batch's
// row; false with the error when there is no such batch or it has been undone.
bool ProjectReplacer::selectOpenBatch(QSqlQuery &batch, const QString &sql, qint64 batchId)
{
    batch.setForwardOnly(true);
    batch.prepare(sql);
    if (!exec(batch, {batchId})) {
        return false;
    }
    if (!batch.next() || !batch.value(0).isNull()) {
        m_error = batch.isValid() ? tr("Replace batch %1 has already been undone.").arg(batchId)
                                  : tr("There is no replace batch %1.").arg(batchId);
        return false;
    }
    return true;
}

// The batch's options count its blocks, issues and matches.
bool ProjectReplacer::addToCounts(qint64 batchId, int blocks, int matches)
{
    QSqlDatabase db = m_store.database();
    QSqlQuery read(db);
    read.setForwardOnly(true);
    read.prepare(QStringLiteral("SELECT options, (SELECT COUNT(DISTINCT t.issue_id) FROM replace_edits e"
                                " JOIN target_blocks t ON t.id = e.target_block_id WHERE e.batch_id = b.id)"
                                " FROM replace_batches b WHERE b.id = ?"));
    if (!exec(read, {batchId}) || !read.next()) {
        m_error = m_error.isEmpty() ? tr("There is no replace batch %1.").arg(batchId) : m_error;
        return false;
    }
    QJsonObject options = QJsonDocument::fromJson(read.value(0).toString().toUtf8()).object();
    options[QStringLiteral("blocks")] = options.value(QStringLiteral("blocks")).toInt() + blocks;
    options[QStringLiteral("issues")] = read.value(1).toInt();
    options[QStringLiteral("matches")] = options.value(QStringLiteral("matches")).toInt() + matches;
    read.finish();
    QSqlQuery write(db);
    write.prepare(QStringLiteral("UPDATE replace_batches SET options = ? WHERE id = ?"));
    return exec(write, {QString::fromUtf8(QJsonDocument(options).toJson(QJsonDocument::Compact)), batchId});
}

// Undone out of order, a batch would find its blocks with a later batch's text, leave
// them and count as undone: its replacements could never be taken back. The later
// batch is undone first.
bool ProjectReplacer::laterBatchAllowsUndo(qint64 batchId)
{
    QSqlQuery later(m_store.database());
    later.setForwardOnly(true);
    later.prepare(QStringLiteral("SELECT MIN(b.id) FROM replace_batches b JOIN replace_edits e ON e.batch_id = b.id"
                                 " WHERE b.id > ? AND b.undone_at IS NULL"
                                 " AND e.target_block_id IN (SELECT target_block_id FROM replace_edits WHERE batch_id = ?)"));
    if (!exec(later, {batchId, batchId}) || !later.next()) {
        return false;
    }
    if (!later.value(0).isNull()) {
        m_error = tr("Replace batch %1 changed the same blocks later: undo it first.").arg(later.value(0).toLongLong());
        return false;
    }
    return true;
}

bool ProjectReplacer::writeUndo(qint64 batchId, const QList<Edit> &undone)
{
    QSqlDatabase db = m_store.database();
    QSqlQuery block(db);
    QSqlQuery issue(db);
    QSqlQuery batch(db);
    const QString now = Timestamps::now();
    if (!block.prepare(QStringLiteral("UPDATE target_blocks SET text = CAST(? AS TEXT), updated_at = ? WHERE id = ?"))
        || !issue.prepare(QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"))
        || !batch.prepare(QStringLiteral("UPDATE replace_batches SET undone_at = ? WHERE id = ?"))) {
        m_error = SqlErrors::describe(db.lastError());
        return false;
    }
    for (const Edit &edit : undone) {
        if (!exec(block, {Utf8Text::bind(edit.after), now, edit.blockId})) {
            return false;
        }
    }
    for (qint64 issueId : issuesIn(undone)) {
        if (!exec(issue, {now, issueId})) {
            return false;
        }
    }
    return exec(batch, {now, batchId});
}

QList<ReplaceBatch> ProjectReplacer::batches(int limit)
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT id, CAST(pattern AS BLOB), CAST(replacement AS BLOB), author, created_at, undone_at, options"
                       " FROM replace_batches ORDER BY id DESC LIMIT ?"),
        {limit}, [](const QSqlQuery &sql) {
            const QJsonObject options = QJsonDocument::fromJson(sql.value(6).toString().toUtf8()).object();
            return ReplaceBatch {sql.value(0).toLongLong(), Utf8Text::read(sql.value(1)), Utf8Text::read(sql.value(2)),
                sql.value(3).toString(), sql.value(4).toString(), sql.value(5).toString(), options.value(QStringLiteral("blocks")).toInt(),
                options.value(QStringLiteral("issues")).toInt()};
        });
}

QSet<qint64> ProjectReplacer::issuesOf(qint64 batchId)
{
    m_error.clear();
    QSet<qint64> issues;
    forEachRow(m_store.database(),
        QStringLiteral("SELECT DISTINCT t.issue_id FROM replace_edits e JOIN target_blocks t ON t.id = e.target_block_id"
                       " WHERE e.batch_id = ?"),
        {batchId}, [&issues](const QSqlQuery &sql) { issues.insert(sql.value(0).toLongLong()); });
    return issues;
}
