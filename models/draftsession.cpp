// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draftsession.h"

#include "markdownblockparser.h"
#include "markdownexporter.h"
#include "projectstore.h"
#include "sourcetext.h"
#include "sqlerrors.h"
#include "timestamps.h"
#include "utf8text.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace {

const QStringList &statuses()
{
    static const QStringList names {
        QStringLiteral("draft"), QStringLiteral("translated"), QStringLiteral("reviewed"), QStringLiteral("approved")};
    return names;
}

// A null QString binds as SQL NULL; our text columns are NOT NULL.
QVariant notNull(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

int breaks(const QString &text)
{
    return int(text.count(QLatin1Char('\n')));
}

bool endsInLineBreak(const QString &text)
{
    return text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r'));
}

bool run(QSqlQuery &query, std::initializer_list<QVariant> values, QString *error)
{
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (query.exec()) {
        return true;
    }
    *error = SqlErrors::describe(query.lastError());
    return false;
}

// The index of the last item starting at or before line; items sorted by lineStart.
template<typename T>
int indexAtLine(const QList<T> &items, int line, int lineCount)
{
    if (line < 0 || line >= lineCount) {
        return -1;
    }
    const auto after = std::upper_bound(items.cbegin(), items.cend(), line, [](int l, const T &item) { return l < item.lineStart; });
    return int(after - items.cbegin()) - 1;
}

// The posts joined as MarkdownExporter::source() joins them (a blank line between
// two posts); offsets gets where each post starts.
QByteArray joinPosts(const QList<QByteArray> &posts, QList<qsizetype> *offsets)
{
    QByteArray out;
    for (const QByteArray &post : posts) {
        if (!out.isEmpty()) {
            qsizetype breaks = 0;
            while (breaks < out.size() && (out.at(out.size() - 1 - breaks) == '\n' || out.at(out.size() - 1 - breaks) == '\r')) {
                ++breaks;
            }
            // withBlankLine() extends the separator it is given.
            out += MarkdownExporter::withBlankLine(QString::fromLatin1(out.right(breaks))).toLatin1().mid(breaks);
        }
        offsets->append(out.size());
        out += post;
    }
    return out;
}

// The most frequent line break of the draft: "\r\n", "\r" or (also when there is none) "\n".
QString dominantLineBreak(const QString &lead, const QList<TargetBlock> &blocks)
{
    qsizetype crlf = 0;
    qsizetype cr = 0;
    qsizetype lf = 0;
    const auto count = [&](const QString &text) {
        const qsizetype pairs = text.count(QStringLiteral("\r\n"));
        crlf += pairs;
        cr += text.count(QLatin1Char('\r')) - pairs;
        lf += text.count(QLatin1Char('\n')) - pairs;
    };
    count(lead);
    for (const TargetBlock &block : blocks) {
        count(block.text);
        count(block.trailing);
    }
    return crlf > 0 && crlf >= cr && crlf >= lf ? QStringLiteral("\r\n") : cr > lf ? QStringLiteral("\r") : QStringLiteral("\n");
}

bool contentDiffers(const TargetBlock &a, const TargetBlock &b)
{
    return a.text != b.text || a.trailing != b.trailing || a.kind != b.kind || a.status != b.status;
}

} // namespace

struct DraftSession::Statements {
    explicit Statements(const QSqlDatabase &db)
        : insert(db)
        , update(db)
        , move(db)
        , remove(db)
        , maxId(db)
        , link(db)
        , unlink(db)
        , issue(db)
    {
    }

    bool prepare(QString *error)
    {
        const std::initializer_list<std::pair<QSqlQuery *, QString>> statements {
            {&insert,
                QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                               " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?)")},
            {&update,
                QStringLiteral("UPDATE target_blocks SET ordinal = ?, kind = ?, text = CAST(? AS TEXT), trailing = CAST(? AS TEXT),"
                               " status = ?, updated_at = ? WHERE id = ?")},
            {&move, QStringLiteral("UPDATE target_blocks SET ordinal = ? WHERE id = ?")},
            {&remove, QStringLiteral("DELETE FROM target_blocks WHERE id = ? AND issue_id = ?")},
            {&maxId, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM target_blocks")},
            {&link, QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (?, ?)")},
            {&unlink, QStringLiteral("DELETE FROM alignments WHERE target_id = ? AND source_id = ?")},
            {&issue, QStringLiteral("UPDATE issues SET draft_lead = CAST(? AS TEXT), updated_at = ? WHERE id = ?")},
        };
        for (const auto &statement : statements) {
            if (!statement.first->prepare(statement.second)) {
                *error = SqlErrors::describe(statement.first->lastError());
                return false;
            }
        }
        return true;
    }

    bool relink(qint64 id, const QList<qint64> &before, const QList<qint64> &after, QString *error)
    {
        for (qint64 source : after) {
            if (!before.contains(source) && !run(link, {id, source}, error)) {
                return false;
            }
        }
        for (qint64 source : before) {
            if (!after.contains(source) && !run(unlink, {id, source}, error)) {
                return false;
            }
        }
        return true;
    }

    QString now = Timestamps::now();
    QSqlQuery insert;
    QSqlQuery update;
    QSqlQuery move;
    QSqlQuery remove;
    QSqlQuery maxId;
    QSqlQuery link;
    QSqlQuery unlink;
    QSqlQuery issue;
};

DraftSession::DraftSession(ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

bool DraftSession::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool DraftSession::load()
{
    m_error.clear();
    Draft draft;
    Source source;
    if (!readDraft(&draft) || !readSource(&source)) {
        return false;
    }
    m_tombstones.clear();
    m_confirmed.clear();
    m_lineBreak = dominantLineBreak(draft.lead, draft.blocks);
    m_sourceText = source.text;
    m_sources = source.blocks;
    m_sourceIndex.clear();
    for (int i = 0; i < m_sources.size(); ++i) {
        m_sourceIndex.insert(m_sources.at(i).id, i);
    }
    adopt(draft.lead, draft.blocks);
    m_ordinals = draft.ordinals;
    for (const TargetBlock &block : std::as_const(m_blocks)) {
        m_maxId = std::max(m_maxId, block.id);
        confirm(block);
    }
    fillFromParse();
    return true;
}

bool DraftSession::readDraft(Draft *draft)
{
    QSqlQuery lead(m_store.database());
    lead.prepare(QStringLiteral("SELECT CAST(draft_lead AS BLOB) FROM issues WHERE id = ?"));
    lead.addBindValue(m_issueId);
    if (!lead.exec()) {
        return fail(SqlErrors::describe(lead.lastError()));
    }
    if (!lead.next()) {
        return fail(tr("The issue is no longer in this project."));
    }
    draft->lead = Utf8Text::read(lead.value(0));
    QHash<qint64, QList<qint64>> links;
    if (!readAlignments(&links)) {
        return false;
    }
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, ordinal, kind, CAST(text AS BLOB), CAST(trailing AS BLOB), origin, COALESCE(note_type, ''),"
                                 " status FROM target_blocks WHERE issue_id = ? ORDER BY ordinal, id"));
    query.addBindValue(m_issueId);
    if (!query.exec()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    while (query.next()) {
        TargetBlock block;
        block.id = query.value(0).toLongLong();
        draft->ordinals.insert(block.id, query.value(1).toInt());
        block.kind = BlockKinds::fromString(query.value(2).toString());
        block.text = Utf8Text::read(query.value(3));
        block.trailing = Utf8Text::read(query.value(4));
        block.origin = query.value(5).toString();
        block.noteType = query.value(6).toString();
        block.status = query.value(7).toString();
        block.sources = links.value(block.id);
        draft->blocks.append(block);
    }
    return true;
}

bool DraftSession::readAlignments(QHash<qint64, QList<qint64>> *links)
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT a.target_id, a.source_id FROM alignments a JOIN target_blocks t ON t.id = a.target_id"
                                 " WHERE t.issue_id = ? ORDER BY a.target_id, a.source_id"));
    query.addBindValue(m_issueId);
    if (!query.exec()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    while (query.next()) {
        (*links)[query.value(0).toLongLong()].append(query.value(1).toLongLong());
    }
    return true;
}

bool DraftSession::readPosts(QList<qint64> *postIds, QList<QByteArray> *posts)
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, content FROM source_posts WHERE issue_id = ? ORDER BY ordinal"));
    query.addBindValue(m_issueId);
    if (!query.exec()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    while (query.next()) {
        postIds->append(query.value(0).toLongLong());
        posts->append(query.value(1).toByteArray());
    }
    return true;
}

// Source lines are counted on the joined bytes, as the source text shows them.
bool DraftSession::readSource(Source *source)
{
    QList<qint64> postIds;
    QList<QByteArray> posts;
    QList<qsizetype> offsets;
    if (!readPosts(&postIds, &posts)) {
        return false;
    }
    const QByteArray joined = joinPosts(posts, &offsets);
    source->text = SourceText::fromUtf8(joined);
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT b.id, b.post_id, b.kind, b.byte_start, b.byte_length,"
                                 " EXISTS (SELECT 1 FROM deletions d WHERE d.source_block_id = b.id)"
                                 " FROM source_blocks b JOIN source_posts p ON p.id = b.post_id"
                                 " WHERE p.issue_id = ? ORDER BY p.ordinal, b.ordinal"));
    query.addBindValue(m_issueId);
    if (!query.exec()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    qsizetype counted = 0;
    int line = 0;
    const auto lineAt = [&](qsizetype offset) {
        offset = qBound(counted, offset, qsizetype(joined.size()));
        line += int(std::count(joined.constBegin() + counted, joined.constBegin() + offset, '\n'));
        counted = offset;
        return line;
    };
    while (query.next()) {
        SourceBlockState block;
        block.id = query.value(0).toLongLong();
        block.kind = BlockKinds::fromString(query.value(2).toString());
        const qsizetype start = offsets.value(int(postIds.indexOf(query.value(1).toLongLong()))) + query.value(3).toLongLong();
        block.lineStart = lineAt(start);
        block.lineEnd = lineAt(start + query.value(4).toLongLong());
        block.deleted = query.value(5).toBool();
        source->blocks.append(block);
    }
    return true;
}

void DraftSession::adopt(const QString &lead, QList<TargetBlock> blocks)
{
    m_lead = lead;
    m_blocks = std::move(blocks);
    m_ordinals.clear();
    for (int i = 0; i < m_blocks.size(); ++i) {
        m_ordinals.insert(m_blocks.at(i).id, i);
    }
    layOut();
    linkSources();
}

// Joins the draft as MarkdownExporter::join() does, as the editor holds it, numbering
// the lines on the way.
void DraftSession::layOut()
{
    QString text = DraftReconciler::editorText(m_lead);
    int line = breaks(text);
    for (int i = 0; i < m_blocks.size(); ++i) {
        TargetBlock &block = m_blocks[i];
        const QString blockText = DraftReconciler::editorText(block.text);
        const QString trailing = DraftReconciler::editorText(block.trailing);
        block.lineStart = line;
        line += breaks(blockText);
        block.lineEnd = line;
        line += breaks(trailing);
        text += blockText;
        text += trailing;
        if (i + 1 < m_blocks.size() && !endsInLineBreak(block.trailing)) {
            text += QLatin1String("\n\n");
            line += 2;
        }
    }
    m_text = text;
    m_lineIds = LineIds(line + 1);
    for (const TargetBlock &block : std::as_const(m_blocks)) {
        for (int l = block.lineStart; l <= block.lineEnd; ++l) {
            m_lineIds[l] = {block.id};
        }
    }
}

// Heading levels and fence infos are not stored; a parse of the text has them.
void DraftSession::fillFromParse()
{
    QHash<int, MarkdownBlock> parsed;
    for (const MarkdownBlock &block : MarkdownBlockParser::parse(m_text.toUtf8()).blocks) {
        parsed.insert(block.lineStart - 1, block);
    }
    for (TargetBlock &block : m_blocks) {
        const auto it = parsed.constFind(block.lineStart);
        if (it != parsed.constEnd() && it->text == DraftReconciler::editorText(block.text)) {
            block.headingLevel = it->headingLevel;
            block.info = it->info;
        }
    }
}

bool DraftSession::setSources(int blockIndex, const QList<qint64> &sourceIds)
{
    m_error.clear();
    if (blockIndex < 0 || blockIndex >= m_blocks.size()) {
        return fail(tr("There is no such block in the draft."));
    }
    QList<qint64> sources = sourceIds;
    std::sort(sources.begin(), sources.end());
    sources.erase(std::unique(sources.begin(), sources.end()), sources.end());
    for (qint64 id : std::as_const(sources)) {
        if (!m_sourceIndex.contains(id)) {
            return fail(tr("There is no such block in the source post."));
        }
    }
    TargetBlock &block = m_blocks[blockIndex];
    QString origin = block.origin;
    if (origin != QLatin1String("note")) {
        origin = sources.isEmpty() ? QStringLiteral("addition") : QStringLiteral("translation");
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!writeSources(block, sources, origin)) {
        m_store.rollback();
        return false;
    }
    if (!m_store.commit()) {
        return fail(m_store.errorString());
    }
    block.sources = sources;
    block.origin = origin;
    linkSources();
    return true;
}

bool DraftSession::writeSources(const TargetBlock &block, const QList<qint64> &sourceIds, const QString &origin)
{
    QSqlDatabase db = m_store.database();
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM alignments WHERE target_id = ?"));
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (?, ?)"));
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE target_blocks SET origin = ?, updated_at = ? WHERE id = ?"));
    QString error;
    bool ok = run(remove, {block.id}, &error);
    for (qint64 source : sourceIds) {
        ok = ok && run(insert, {block.id, source}, &error);
    }
    ok = ok && run(update, {origin, Timestamps::now(), block.id}, &error);
    return ok || fail(error);
}

void DraftSession::linkSources()
{
    for (SourceBlockState &source : m_sources) {
        source.targets.clear();
    }
    for (int i = 0; i < m_blocks.size(); ++i) {
        for (qint64 id : m_blocks.at(i).sources) {
            const int index = m_sourceIndex.value(id, -1);
            if (index >= 0) {
                m_sources[index].targets.append(i);
            }
        }
    }
}

int DraftSession::blockAtLine(int line) const
{
    return indexAtLine(m_blocks, line, int(m_lineIds.size()));
}

int DraftSession::sourceBlockAtLine(int line) const
{
    return indexAtLine(m_sources, line, breaks(m_sourceText) + 1);
}

QList<int> DraftSession::sourcesOfTarget(int targetIndex) const
{
    QList<int> indexes;
    if (targetIndex < 0 || targetIndex >= m_blocks.size()) {
        return indexes;
    }
    for (qint64 id : m_blocks.at(targetIndex).sources) {
        const int index = m_sourceIndex.value(id, -1);
        if (index >= 0) {
            indexes.append(index);
        }
    }
    std::sort(indexes.begin(), indexes.end());
    return indexes;
}

QList<int> DraftSession::targetsOfSource(int sourceIndex) const
{
    return sourceIndex >= 0 && sourceIndex < m_sources.size() ? m_sources.at(sourceIndex).targets : QList<int>();
}

QHash<qint64, TargetBlock> DraftSession::byId() const
{
    QHash<qint64, TargetBlock> blocks;
    blocks.reserve(int(m_blocks.size()));
    for (const TargetBlock &block : m_blocks) {
        blocks.insert(block.id, block);
    }
    return blocks;
}

bool DraftSession::update(const QString &text, const LineIds &ids)
{
    m_error.clear();
    if (text == m_text && ids == m_lineIds) {
        return true;
    }
    const QHash<qint64, TargetBlock> previous = byId();
    DraftReconciler::Result result = DraftReconciler::reconcile(previous, m_tombstones, text, ids);
    keepLineBreaks(result, previous);
    restoreStatuses(result);
    if (!changes(result, previous)) {
        return true;
    }
    if (!m_store.beginWrite()) {
        return fail(tr("The draft could not be saved: %1").arg(m_store.errorString()));
    }
    if (!write(result, previous)) {
        m_store.rollback();
        return false;
    }
    if (!m_store.commit()) {
        return fail(tr("The draft could not be saved: %1").arg(m_store.errorString()));
    }
    remember(result, previous);
    adopt(result.lead, std::move(result.blocks));
    return true;
}

// The editor gave every line break back as '\n': text it did not change keeps the
// bytes it had, other text gets the draft's line breaks.
void DraftSession::keepLineBreaks(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const
{
    result.lead = withLineBreaks(result.lead, &m_lead);
    for (int i = 0; i < result.blocks.size(); ++i) {
        TargetBlock &block = result.blocks[i];
        const DraftReconciler::Outcome &outcome = result.outcomes.at(i);
        const TargetBlock *stored = nullptr;
        if (block.id != 0) {
            stored = &*previous.constFind(block.id);
        } else if (outcome.change == DraftReconciler::Change::Resurrected) {
            stored = &m_tombstones.constFind(outcome.from)->block;
        }
        block.text = withLineBreaks(block.text, stored ? &stored->text : nullptr);
        block.trailing = withLineBreaks(block.trailing, stored ? &stored->trailing : nullptr);
    }
}

QString DraftSession::withLineBreaks(const QString &text, const QString *stored) const
{
    if (stored && text == DraftReconciler::editorText(*stored)) {
        return *stored;
    }
    if (m_lineBreak == QLatin1String("\n")) {
        return text;
    }
    QString out = text;
    return out.replace(QLatin1Char('\n'), m_lineBreak);
}

// An edit undone: a draft block whose text and alignment are back to what they were
// when it was last confirmed gets that status back.
void DraftSession::restoreStatuses(DraftReconciler::Result &result) const
{
    for (int i = 0; i < result.blocks.size(); ++i) {
        TargetBlock &block = result.blocks[i];
        const DraftReconciler::Outcome &outcome = result.outcomes.at(i);
        const bool continued = outcome.change == DraftReconciler::Change::Edited || outcome.change == DraftReconciler::Change::Resurrected;
        const auto confirmed = m_confirmed.constFind(outcome.from);
        if (!continued || block.status != QLatin1String("draft") || confirmed == m_confirmed.constEnd()
            || confirmed->sources != block.sources
            || DraftReconciler::editorText(block.text) != DraftReconciler::editorText(confirmed->text)) {
            continue;
        }
        block.text = confirmed->text;
        block.status = confirmed->status;
    }
}

// After a write: the removed blocks become tombstones, confirmed blocks are
// remembered, a resurrected block inherits what its tombstone's id had.
void DraftSession::remember(const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous)
{
    const QHash<qint64, DraftReconciler::Tombstone> tombstones = DraftReconciler::tombstonesOf(result, previous);
    for (auto it = tombstones.constBegin(); it != tombstones.constEnd(); ++it) {
        m_tombstones.insert(it.key(), it.value());
    }
    for (int i = 0; i < result.blocks.size(); ++i) {
        const TargetBlock &block = result.blocks.at(i);
        const DraftReconciler::Outcome &outcome = result.outcomes.at(i);
        const auto inherited = m_confirmed.constFind(outcome.from);
        if (outcome.change == DraftReconciler::Change::Resurrected && inherited != m_confirmed.constEnd()) {
            m_confirmed.insert(block.id, *inherited);
        }
        confirm(block);
    }
}

void DraftSession::confirm(const TargetBlock &block)
{
    if (block.status != QLatin1String("draft")) {
        m_confirmed.insert(block.id, {block.text, block.status, block.sources});
    }
}

bool DraftSession::changes(const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const
{
    if (result.lead != m_lead || !result.removedIds.isEmpty() || result.blocks.size() != m_blocks.size()) {
        return true;
    }
    for (int i = 0; i < result.blocks.size(); ++i) {
        const TargetBlock &block = result.blocks.at(i);
        const auto before = previous.constFind(block.id);
        if (before == previous.constEnd() || contentDiffers(*before, block) || before->sources != block.sources
            || m_ordinals.value(block.id) != i) {
            return true;
        }
    }
    return false;
}

// Removed rows go first: their alignments go with them (ON DELETE CASCADE), and a
// block merged into another hands its alignments to the survivor below.
bool DraftSession::write(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous)
{
    Statements sql(m_store.database());
    QString error;
    bool ok = sql.prepare(&error) && reserveIds(sql, &error);
    for (int i = 0; ok && i < result.removedIds.size(); ++i) {
        ok = run(sql.remove, {result.removedIds.at(i), m_issueId}, &error);
    }
    for (int i = 0; ok && i < result.blocks.size(); ++i) {
        ok = writeBlock(sql, result.blocks[i], i, previous, &error);
    }
    ok = ok && run(sql.issue, {Utf8Text::bind(result.lead), sql.now, m_issueId}, &error);
    return ok || fail(tr("The draft could not be saved: %1").arg(error));
}

// target_blocks.id has no AUTOINCREMENT: SQLite would hand out MAX(id) + 1, the id
// of a block this write deletes. New rows get ids above every id this session has
// seen (loaded, inserted, so also every tombstone's) and every id in the table.
bool DraftSession::reserveIds(Statements &sql, QString *error)
{
    if (!run(sql.maxId, {}, error)) {
        return false;
    }
    if (sql.maxId.next()) {
        m_maxId = std::max(m_maxId, sql.maxId.value(0).toLongLong());
    }
    sql.maxId.finish();
    return true;
}

bool DraftSession::writeBlock(Statements &sql, TargetBlock &block, int ordinal, const QHash<qint64, TargetBlock> &previous, QString *error)
{
    if (block.id == 0) {
        const QVariant noteType = block.noteType.isEmpty() ? QVariant() : QVariant(block.noteType);
        const qint64 id = m_maxId + 1;
        if (!run(sql.insert,
                {id, m_issueId, ordinal, BlockKinds::toString(block.kind), notNull(block.origin), noteType, Utf8Text::bind(block.text),
                    Utf8Text::bind(block.trailing), notNull(block.status), sql.now, sql.now},
                error)) {
            return false;
        }
        m_maxId = block.id = id;
        return sql.relink(block.id, {}, block.sources, error);
    }
    const TargetBlock &before = previous.value(block.id);
    if (contentDiffers(before, block)) {
        if (!run(sql.update,
                {ordinal, BlockKinds::toString(block.kind), Utf8Text::bind(block.text), Utf8Text::bind(block.trailing), block.status,
                    sql.now, block.id},
                error)) {
            return false;
        }
    } else if (m_ordinals.value(block.id) != ordinal && !run(sql.move, {ordinal, block.id}, error)) {
        return false;
    }
    return sql.relink(block.id, before.sources, block.sources, error);
}

bool DraftSession::setStatus(int blockIndex, const QString &status)
{
    m_error.clear();
    if (blockIndex < 0 || blockIndex >= m_blocks.size()) {
        return fail(tr("There is no such block in the draft."));
    }
    if (!statuses().contains(status)) {
        return fail(tr("Unknown review status: %1").arg(status));
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET status = ?, updated_at = ? WHERE id = ?"));
    QString error;
    if (!run(query, {status, Timestamps::now(), m_blocks.at(blockIndex).id}, &error)) {
        m_store.rollback();
        return fail(error);
    }
    if (!m_store.commit()) {
        return fail(m_store.errorString());
    }
    TargetBlock &block = m_blocks[blockIndex];
    block.status = status;
    if (status == QLatin1String("draft")) {
        m_confirmed.remove(block.id);
    }
    confirm(block);
    return true;
}
