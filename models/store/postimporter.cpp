// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/postimporter.h"

#include "alignment/postaligner.h"
#include "core/sourcetext.h"
#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "draft/revisionrepository.h"
#include "export/markdownexporter.h"
#include "markdown/markdownblockparser.h"
#include "store/frontmatterdate.h"
#include "store/frontmattertags.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

QString PostImporter::headingTitle(const MarkdownDocument &doc)
{
    // An ATX closing sequence needs a space before it: "# Learn C#" keeps its "#".
    static const QRegularExpression marks(QStringLiteral("^\\s*#{1,6}(?=\\s|$)|\\s+#+\\s*$|^#+$"));
    for (const MarkdownBlock &block : doc.blocks) {
        if (block.kind == BlockKind::Heading) {
            return block.text.section(QLatin1Char('\n'), 0, 0).remove(marks).trimmed();
        }
    }
    return {};
}

namespace {

int nextOrdinal(QSqlDatabase db, const QString &sql, qint64 id)
{
    QSqlQuery query(db);
    query.prepare(sql);
    query.addBindValue(id);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

// Revision 0: the draft as imported (or, after later revisions, the import as one).
bool writeRevisionBase(ProjectStore &store, qint64 issueId, QString *error)
{
    IssueRepository issues(store);
    const QString draft = MarkdownExporter::join(issues.draftLead(issueId), issues.targetBlocks(issueId));
    if (!issues.errorString().isEmpty()) {
        *error = issues.errorString();
        return false;
    }
    QSqlDatabase db = store.database();
    return RevisionRepository::writeBase(db, issueId, draft, error);
}

} // namespace

PostImporter::PostImporter(ProjectStore &store)
    : m_store(store)
{
}

QString PostImporter::problemWith(const QByteArray &bytes, const QString &name, MarkdownDocument *parsed)
{
    QString text;
    QString error;
    if (!SourceText::decode(bytes, &text, &error)) {
        return tr("%1: %2").arg(name, error);
    }
    MarkdownDocument doc = MarkdownBlockParser::parse(bytes);
    if (doc.blocks.isEmpty()) {
        return tr("%1 has no markdown blocks to translate.").arg(name);
    }
    if (parsed) {
        *parsed = std::move(doc);
    }
    return {};
}

bool PostImporter::importPost(
    int number, const QByteArray &source, const QString &title, const QString &originPath, const std::optional<QByteArray> &translation)
{
    return prepare(source, originPath, translation) && importInto(number, title);
}

bool PostImporter::prepare(const QByteArray &source, const QString &originPath, const std::optional<QByteArray> &translation)
{
    m_result = {};
    m_error.clear();
    m_prepared.reset();
    Prepared prepared {source, originPath, {}, std::nullopt};
    QString problem = problemWith(source, originPath.isEmpty() ? tr("The post") : QFileInfo(originPath).fileName(), &prepared.post);
    if (problem.isEmpty() && translation) {
        prepared.translation.emplace();
        problem = problemWith(*translation, tr("The translation"), &*prepared.translation);
    }
    if (!problem.isEmpty()) {
        return fail(problem);
    }
    m_prepared = std::move(prepared);
    return true;
}

bool PostImporter::importInto(int number, const QString &title)
{
    m_result = {};
    m_error.clear();
    if (!m_prepared) {
        return fail(tr("Nothing to import."));
    }
    const Prepared &in = *m_prepared;
    // Checked before writing too, so that a refused duplicate leaves the file as it
    // was; checked again inside the transaction against a concurrent import.
    if (const auto issue = IssueRepository(m_store).issue(number)) {
        m_result.issueId = issue->id;
        if (alreadyImported(in.source)) {
            return fail(tr("This post is already imported into issue %1.").arg(number));
        }
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!write(number, title, in.originPath, in.source, in.post, in.translation ? &*in.translation : nullptr)) {
        m_store.rollback();
        m_result = {};
        return false;
    }
    if (!m_store.commit()) {
        m_result = {};
        return fail(m_store.errorString());
    }
    // A published translation's aligned pairs feed the project's memory at once.
    if (in.translation) {
        TranslationMemory memory(m_store);
        if (!memory.addIssue(m_result.issueId)) {
            return fail(tr("The post was imported, but its translation could not be added to the translation memory: %1")
                            .arg(memory.errorString()));
        }
    }
    return true;
}

qint64 PostImporter::issueFor(int number, const QString &title, const MarkdownDocument &post)
{
    IssueRepository issues(m_store);
    const auto existing = issues.issue(number);
    if (!existing) {
        const qint64 id = issues.createIssue(number, title.isEmpty() ? headingTitle(post) : title);
        if (id == 0) {
            fail(issues.errorString());
        }
        return id;
    }
    if (!title.isEmpty() && title != existing->title && !issues.setTitle(existing->id, title)) {
        fail(issues.errorString());
        return 0;
    }
    return existing->id;
}

bool PostImporter::alreadyImported(const QByteArray &source)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT 1 FROM source_posts WHERE issue_id = ? AND sha256 = ?"));
    query.addBindValue(m_result.issueId);
    query.addBindValue(QString::fromLatin1(QCryptographicHash::hash(source, QCryptographicHash::Sha256).toHex()));
    return query.exec() && query.next();
}

bool PostImporter::write(int number, const QString &title, const QString &originPath, const QByteArray &source,
    const MarkdownDocument &post, const MarkdownDocument *translation)
{
    m_result.issueId = issueFor(number, title, post);
    if (m_result.issueId == 0) {
        return false;
    }
    if (alreadyImported(source)) {
        return fail(tr("This post is already imported into issue %1.").arg(number));
    }
    if (!writePost(originPath, source, post) || !mergeTags(post) || !adoptDate(post)) {
        return false;
    }
    const QList<qint64> sourceIds = writeSourceBlocks(post);
    if (sourceIds.size() != post.blocks.size()) {
        return false;
    }
    QHash<int, QList<qint64>> alignedTo; // draft block index -> source block ids
    if (translation) {
        for (const AlignmentLink &link : PostAligner::align(post.blocks, translation->blocks)) {
            for (int target : link.targets) {
                for (int source : link.sources) {
                    alignedTo[target].append(sourceIds.at(source));
                }
            }
        }
    } else {
        for (int i = 0; i < sourceIds.size(); ++i) {
            alignedTo.insert(i, {sourceIds.at(i)});
        }
    }
    return writeDraft(translation ? *translation : post, alignedTo, translation != nullptr)
        && writeRevisionBase(m_store, m_result.issueId, &m_error);
}

// The post's front-matter tags join the issue's, after the ones it has.
bool PostImporter::mergeTags(const MarkdownDocument &post)
{
    const QStringList tags = FrontMatterTags::read(post);
    if (tags.isEmpty()) {
        return true;
    }
    IssueRepository issues(m_store);
    QStringList merged = issues.tags(m_result.issueId);
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    merged += tags;
    return issues.setTags(m_result.issueId, merged) || fail(issues.errorString());
}

// The post's front-matter date becomes the issue's publication day unless the issue
// has one (set by hand, or by the issue's first post).
bool PostImporter::adoptDate(const MarkdownDocument &post)
{
    const QDate date = FrontMatterDate::read(post);
    if (!date.isValid()) {
        return true;
    }
    IssueRepository issues(m_store);
    const QDate current = issues.publishedOn(m_result.issueId);
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    return current.isValid() || issues.setPublishedOn(m_result.issueId, date) || fail(issues.errorString());
}

bool PostImporter::writePost(const QString &originPath, const QByteArray &source, const MarkdownDocument &post)
{
    QSqlQuery insert(m_store.database());
    if (!exec(insert,
            QStringLiteral("INSERT INTO source_posts (issue_id, ordinal, title, origin_path, content, sha256,"
                           " lead, imported_at) VALUES (?, ?, ?, ?, ?, ?, CAST(? AS TEXT), ?)"),
            {m_result.issueId,
                nextOrdinal(m_store.database(), QStringLiteral("SELECT COALESCE(MAX(ordinal) + 1, 0) FROM source_posts WHERE issue_id = ?"),
                    m_result.issueId),
                SqlExec::notNull(headingTitle(post)), SqlExec::notNull(originPath), source,
                QString::fromLatin1(QCryptographicHash::hash(source, QCryptographicHash::Sha256).toHex()), Utf8Text::bind(post.lead),
                Timestamps::now()})) {
        return fail(SqlErrors::describe(insert.lastError()));
    }
    m_result.postId = insert.lastInsertId().toLongLong();
    return true;
}

QList<qint64> PostImporter::writeSourceBlocks(const MarkdownDocument &post)
{
    QList<qint64> ids;
    for (int i = 0; i < post.blocks.size(); ++i) {
        const qint64 id = insertSourceBlock(m_store.database(), m_result.postId, i, post.blocks.at(i), &m_error);
        if (id == 0) {
            return {};
        }
        ids.append(id);
    }
    m_result.sourceBlocks = int(ids.size());
    return ids;
}

qint64 PostImporter::insertSourceBlock(QSqlDatabase db, qint64 postId, int ordinal, const MarkdownBlock &block, QString *error)
{
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO source_blocks (post_id, ordinal, kind, text, trailing, byte_start,"
                                  " byte_length, line_start, line_end, heading_level, info)"
                                  " VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &value : {QVariant(postId), QVariant(ordinal), SqlExec::notNull(BlockKinds::toString(block.kind)),
             Utf8Text::bind(block.text), Utf8Text::bind(block.trailing), QVariant(block.byteStart), QVariant(block.byteLength),
             QVariant(block.lineStart), QVariant(block.lineEnd), QVariant(block.headingLevel), SqlExec::notNull(block.info)}) {
        insert.addBindValue(value);
    }
    if (!insert.exec()) {
        *error = SqlErrors::describe(insert.lastError());
        return 0;
    }
    return insert.lastInsertId().toLongLong();
}

qint64 PostImporter::insertDraftBlock(
    QSqlDatabase db, qint64 issueId, int ordinal, const MarkdownBlock &block, const QString &origin, const QString &status, QString *error)
{
    const QString now = Timestamps::now();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO target_blocks (issue_id, ordinal, kind, origin, text, trailing,"
                                  " status, created_at, updated_at) VALUES (?, ?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?)"));
    for (const QVariant &value : {QVariant(issueId), QVariant(ordinal), SqlExec::notNull(BlockKinds::toString(block.kind)),
             SqlExec::notNull(origin), Utf8Text::bind(block.text), Utf8Text::bind(block.trailing), SqlExec::notNull(status),
             SqlExec::notNull(now), SqlExec::notNull(now)}) {
        insert.addBindValue(value);
    }
    if (!insert.exec()) {
        *error = SqlErrors::describe(insert.lastError());
        return 0;
    }
    return insert.lastInsertId().toLongLong();
}

bool PostImporter::align(QSqlDatabase db, qint64 targetId, qint64 sourceId, QString *error)
{
    QSqlQuery link(db);
    link.prepare(QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (?, ?)"));
    link.addBindValue(targetId);
    link.addBindValue(sourceId);
    if (link.exec()) {
        return true;
    }
    *error = SqlErrors::describe(link.lastError());
    return false;
}

bool PostImporter::writeDraft(const MarkdownDocument &draft, const QHash<int, QList<qint64>> &alignedTo, bool translated)
{
    QSqlDatabase db = m_store.database();
    const QString now = Timestamps::now();
    const int firstOrdinal =
        nextOrdinal(db, QStringLiteral("SELECT COALESCE(MAX(ordinal) + 1, 0) FROM target_blocks WHERE issue_id = ?"), m_result.issueId);
    if (firstOrdinal > 0 && !joinToPreviousPost(firstOrdinal, draft.lead)) {
        return false;
    }
    if (firstOrdinal == 0) {
        QSqlQuery lead(db);
        if (!exec(lead, QStringLiteral("UPDATE issues SET draft_lead = CAST(? AS TEXT), updated_at = ? WHERE id = ?"),
                {Utf8Text::bind(draft.lead), now, m_result.issueId})) {
            return fail(SqlErrors::describe(lead.lastError()));
        }
    }
    const QString status = translated ? QStringLiteral("translated") : QStringLiteral("draft");
    for (int i = 0; i < draft.blocks.size(); ++i) {
        const bool aligned = alignedTo.contains(i);
        // A translation's block with no source counterpart was added by its translator.
        const QString origin = aligned || !translated ? QStringLiteral("translation") : QStringLiteral("addition");
        const qint64 targetId = insertDraftBlock(db, m_result.issueId, firstOrdinal + i, draft.blocks.at(i), origin, status, &m_error);
        if (targetId == 0) {
            return false;
        }
        for (qint64 sourceId : alignedTo.value(i)) {
            if (!align(db, targetId, sourceId, &m_error)) {
                return false;
            }
        }
    }
    m_result.targetBlocks = int(draft.blocks.size());
    return true;
}

// The previous post's last block may end in a single line break (or none): a blank
// line after it keeps the new post's first block from running into it. The new
// post's lead (blank lines, a BOM) follows, as in the source export.
bool PostImporter::joinToPreviousPost(int firstOrdinal, const QString &lead)
{
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT id, CAST(trailing AS BLOB) FROM target_blocks WHERE issue_id = ? AND ordinal = ?"),
            {m_result.issueId, firstOrdinal - 1})
        || !query.next()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    const qint64 id = query.value(0).toLongLong();
    const QString trailing = Utf8Text::read(query.value(1));
    const QString joined = MarkdownExporter::withBlankLine(trailing) + lead;
    if (joined == trailing) {
        return true;
    }
    QSqlQuery update(m_store.database());
    update.prepare(QStringLiteral("UPDATE target_blocks SET trailing = CAST(? AS TEXT) WHERE id = ?"));
    update.addBindValue(Utf8Text::bind(joined));
    update.addBindValue(id);
    return update.exec() || fail(SqlErrors::describe(update.lastError()));
}
