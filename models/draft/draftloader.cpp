// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftloader.h"

#include "core/sourcetext.h"
#include "core/sqlerrors.h"
#include "core/utf8text.h"
#include "export/markdownexporter.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

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

// Line numbers of byte offsets into text, asked for in ascending order.
struct LineCounter {
    const QByteArray &text;
    qsizetype counted = 0;
    int line = 0;

    int at(qsizetype offset)
    {
        offset = qBound(counted, offset, qsizetype(text.size()));
        line += int(std::count(text.constBegin() + counted, text.constBegin() + offset, '\n'));
        counted = offset;
        return line;
    }
};

} // namespace

DraftLoader::DraftLoader(ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

// Runs sql, whose one bound value is the issue's id, forward only.
bool DraftLoader::readLead(QString *lead)
{
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT CAST(draft_lead AS BLOB) FROM issues WHERE id = ?"), {m_issueId})) {
        return false;
    }
    if (!query.next()) {
        return fail(tr("The issue is no longer in this project."));
    }
    *lead = Utf8Text::read(query.value(0));
    return true;
}

bool DraftLoader::readDraft(Draft *draft)
{
    QHash<qint64, QList<qint64>> links;
    if (!readLead(&draft->lead) || !readAlignments(&links)) {
        return false;
    }
    const auto takeBlock = [draft, &links](const QSqlQuery &query) {
        TargetBlock block;
        block.id = query.value(0).toLongLong();
        draft->ordinals.insert(block.id, query.value(1).toInt());
        block.kind = BlockKinds::fromString(query.value(2).toString());
        block.text = Utf8Text::read(query.value(3));
        block.trailing = Utf8Text::read(query.value(4));
        block.origin = query.value(5).toString();
        block.noteType = query.value(6).toString();
        block.status = query.value(7).toString();
        block.noteValues = Utf8Text::read(query.value(8));
        block.sources = links.value(block.id);
        draft->blocks.append(block);
    };
    return forEachRow(m_store.database(),
        QStringLiteral("SELECT t.id, t.ordinal, t.kind, CAST(t.text AS BLOB), CAST(t.trailing AS BLOB), t.origin,"
                       " COALESCE(t.note_type, ''), t.status, COALESCE(CAST(a.fields AS BLOB), '')"
                       " FROM target_blocks t LEFT JOIN annotations a ON a.target_block_id = t.id"
                       " WHERE t.issue_id = ? ORDER BY t.ordinal, t.id"),
        {m_issueId}, takeBlock);
}

bool DraftLoader::readAlignments(QHash<qint64, QList<qint64>> *links)
{
    return forEachRow(m_store.database(),
        QStringLiteral("SELECT a.target_id, a.source_id FROM alignments a JOIN target_blocks t ON t.id = a.target_id"
                       " WHERE t.issue_id = ? ORDER BY a.target_id, a.source_id"),
        {m_issueId}, [links](const QSqlQuery &query) { (*links)[query.value(0).toLongLong()].append(query.value(1).toLongLong()); });
}

bool DraftLoader::readPosts(QList<qint64> *postIds, QList<QByteArray> *posts)
{
    return forEachRow(m_store.database(), QStringLiteral("SELECT id, content FROM source_posts WHERE issue_id = ? ORDER BY ordinal"),
        {m_issueId}, [postIds, posts](const QSqlQuery &query) {
            postIds->append(query.value(0).toLongLong());
            posts->append(query.value(1).toByteArray());
        });
}

// Source lines are counted on the joined bytes, as the source text shows them.
bool DraftLoader::readSource(Source *source)
{
    QList<qint64> postIds;
    QList<QByteArray> posts;
    QList<qsizetype> offsets;
    if (!readPosts(&postIds, &posts)) {
        return false;
    }
    const QByteArray joined = joinPosts(posts, &offsets);
    source->text = SourceText::fromUtf8(joined);
    LineCounter lines {joined};
    const auto takeBlock = [&](const QSqlQuery &query) {
        SourceBlockState block;
        block.id = query.value(0).toLongLong();
        block.kind = BlockKinds::fromString(query.value(2).toString());
        const qsizetype start = offsets.value(int(postIds.indexOf(query.value(1).toLongLong()))) + query.value(3).toLongLong();
        block.lineStart = lines.at(start);
        block.lineEnd = lines.at(start + query.value(4).toLongLong());
        block.deleted = query.value(5).toBool();
        source->blocks.append(block);
    };
    return forEachRow(m_store.database(),
        QStringLiteral("SELECT b.id, b.post_id, b.kind, b.byte_start, b.byte_length,"
                       " EXISTS (SELECT 1 FROM deletions d WHERE d.source_block_id = b.id AND d.span_start IS NULL)"
                       " FROM source_blocks b JOIN source_posts p ON p.id = b.post_id"
                       " WHERE p.issue_id = ? ORDER BY p.ordinal, b.ordinal"),
        {m_issueId}, takeBlock);
}
