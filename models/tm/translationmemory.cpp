// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/translationmemory.h"

#include "alignment/alignmentreport.h"
#include "core/idindex.h"
#include "core/sortedoverlap.h"
#include "draft/blockstatus.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/tmsegment.h"
#include "tm/tmsimilarity.h"
#include "tm/tmunitwriter.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <functional>

namespace {

const QString MatchColumns =
    QStringLiteral("SELECT u.id, CAST(u.source_text AS BLOB), CAST(u.target_text AS BLOB), u.source_lang, u.target_lang,"
                   " CAST(u.context AS BLOB), u.note, u.created_at, u.changed_at, u.origin, coalesce(i.number, 0)"
                   " FROM tm_units u LEFT JOIN issues i ON i.id = u.issue_id");
// What lookup needs to score and rank a candidate.
const QString SourceColumns =
    QStringLiteral("SELECT u.id, CAST(u.source_text AS BLOB), CAST(u.context AS BLOB), u.changed_at FROM tm_units u");

bool sameUpToSpaces(const QString &a, const QString &b)
{
    return a == b || a.simplified() == b.simplified();
}

QString joined(const QList<BlockRecord> &blocks)
{
    QStringList texts;
    for (const BlockRecord &block : blocks) {
        texts.append(block.text);
    }
    return TmSegment::join(texts);
}

// Whether tokens can score needed against the query at all: the distance is at least
// the longer length less the tokens both share (in any order), which costs a sort
// and a walk instead of the banded distance table (most candidates of a low minimum
// fail here).
bool mayReach(const QVector<quint32> &sortedQuery, QVector<quint32> tokens, int needed)
{
    std::sort(tokens.begin(), tokens.end());
    const qint64 longest = std::max(sortedQuery.size(), tokens.size());
    return longest == 0 || 100 * qint64(SortedOverlap::count(sortedQuery, tokens)) >= qint64(needed) * longest;
}

QString jsonIds(const QList<qint64> &ids)
{
    QStringList texts;
    for (qint64 id : ids) {
        texts.append(QString::number(id));
    }
    return QLatin1Char('[') + texts.join(QLatin1Char(',')) + QLatin1Char(']');
}

} // namespace

TranslationMemory::TranslationMemory(ProjectStore &store)
    : m_store(store)
{
}

TranslationMemory::~TranslationMemory() = default;

bool TranslationMemory::add(const QList<TmUnit> &units, const QString &origin, qint64 issueId)
{
    m_error.clear();
    for (const TmUnit &unit : units) {
        if (unit.source.trimmed().isEmpty() || unit.target.trimmed().isEmpty()) {
            return fail(tr("A translation unit needs both a source text and a translation."));
        }
    }
    if (origin.trimmed().isEmpty()) {
        return fail(tr("Translation units need an origin."));
    }
    QList<qint64> ids;
    if (!m_store.inTransaction([&] { return insertUnits(units, origin, issueId, &ids); }, &m_error)) {
        return false;
    }
    m_index.add(ids, units);
    return true;
}

bool TranslationMemory::insertUnits(const QList<TmUnit> &units, const QString &origin, qint64 issueId, QList<qint64> *ids)
{
    TmUnitWriter writer(m_store.database(), m_progress);
    if (!writer.write(units, origin, issueId, ids)) {
        return fail(writer.wasCancelled() ? tr("Cancelled: no unit was added.") : writer.errorString());
    }
    return pruneLog();
}

bool TranslationMemory::indexPending(int max, int *left)
{
    m_error.clear();
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    QSqlQuery query(m_store.database());
    const QString chosen = QStringLiteral("SELECT id FROM tm_fts_pending ORDER BY id LIMIT ?");
    query.prepare(QStringLiteral("INSERT INTO tm_fts(rowid, source_text, target_text) SELECT id, source_text, target_text FROM tm_units"
                                 " WHERE id IN (%1)")
                      .arg(chosen));
    query.addBindValue(max);
    bool ok = query.exec();
    if (ok) {
        query.prepare(QStringLiteral("DELETE FROM tm_fts_pending WHERE id IN (%1)").arg(chosen));
        query.addBindValue(max);
        ok = query.exec();
    }
    if (!ok) {
        failQuery(query);
        m_store.rollback();
        return false;
    }
    if (!m_store.commit()) {
        return fail(m_store.errorString());
    }
    if (left) {
        *left = pendingCount();
    }
    return true;
}

int TranslationMemory::pendingCount() const
{
    return qMax(0, selectInt(m_store.database(), QStringLiteral("SELECT count(*) FROM tm_fts_pending")));
}

// The log only has to reach back as far as an index that has not synced for a
// while; one that falls further behind rebuilds.
bool TranslationMemory::pruneLog()
{
    QSqlQuery prune(m_store.database());
    prune.prepare(QStringLiteral("DELETE FROM tm_log WHERE seq <= (SELECT max(seq) FROM tm_log) - ?"));
    prune.addBindValue(LogKept);
    return prune.exec() || failQuery(prune);
}

bool TranslationMemory::addIssue(qint64 issueId)
{
    m_error.clear();
    QSqlQuery exists(m_store.database());
    exists.prepare(QStringLiteral("SELECT 1 FROM issues WHERE id = ?"));
    exists.addBindValue(issueId);
    if (!exists.exec() || !exists.next()) {
        return fail(tr("The issue does not exist."));
    }
    bool ok = true;
    const QList<TmUnit> units = issueUnits(issueId, &ok);
    if (!ok) {
        return false;
    }
    return replaceUnits(
        QStringLiteral("issue_id = ? AND origin = ?"), {issueId, QStringLiteral("project")}, units, QStringLiteral("project"), issueId, {});
}

bool TranslationMemory::replaceOrigin(const QString &origin, const QList<TmUnit> &units, const std::function<bool(QString *)> &alsoWrite)
{
    m_error.clear();
    if (origin.trimmed().isEmpty() || origin == QLatin1String("project")) {
        return fail(tr("Translation units need an origin."));
    }
    for (const TmUnit &unit : units) {
        if (unit.source.trimmed().isEmpty() || unit.target.trimmed().isEmpty()) {
            return fail(tr("A translation unit needs both a source text and a translation."));
        }
    }
    return replaceUnits(QStringLiteral("origin = ?"), {origin}, units, origin, 0, alsoWrite);
}

// In one transaction: the units that match where go, units come in (with origin and
// issueId) and alsoWrite writes; then the index follows.
bool TranslationMemory::replaceUnits(const QString &where, const QVariantList &values, const QList<TmUnit> &units, const QString &origin,
    qint64 issueId, const std::function<bool(QString *)> &alsoWrite)
{
    QList<qint64> removed;
    QList<qint64> ids;
    if (!m_store.inTransaction(
            [&] {
                return removeUnits(where, values, &removed) && insertUnits(units, origin, issueId, &ids)
                    && (!alsoWrite || alsoWrite(&m_error));
            },
            &m_error)) {
        return false;
    }
    for (qint64 id : std::as_const(removed)) {
        m_index.remove(id);
    }
    m_index.add(ids, units);
    return true;
}

// The units that match where (values bound in order) are deleted; their ids are
// appended to *removed.
bool TranslationMemory::removeUnits(const QString &where, const QVariantList &values, QList<qint64> *removed)
{
    return findIds(QStringLiteral("SELECT id FROM tm_units WHERE ") + where, values, removed)
        && exec(m_store.database(), QStringLiteral("DELETE FROM tm_units WHERE ") + where, values);
}

QList<TmUnit> TranslationMemory::issueUnits(qint64 issueId, bool *ok)
{
    IssueRepository repository(m_store);
    const QList<BlockRecord> sources = repository.sourceBlocks(issueId);
    const QList<BlockRecord> targets = repository.targetBlocks(issueId);
    if (!repository.errorString().isEmpty()) {
        *ok = fail(repository.errorString());
        return {};
    }
    const QHash<qint64, int> sourceIndex = IdIndex::of(sources);
    QList<TmUnit> units;
    for (const QList<int> &group : AlignmentReport::linkGroups(targets)) {
        QList<BlockRecord> linkTargets;
        QList<int> linkSources;
        for (int index : group) {
            linkTargets.append(targets.at(index));
            for (qint64 id : targets.at(index).aligned) {
                if (sourceIndex.contains(id) && !linkSources.contains(sourceIndex.value(id))) {
                    linkSources.append(sourceIndex.value(id));
                }
            }
        }
        const bool drafted = std::any_of(
            linkTargets.cbegin(), linkTargets.cend(), [](const BlockRecord &block) { return !BlockStatus::isConfirmed(block.status); });
        if (drafted || linkSources.isEmpty()) {
            continue;
        }
        const TmSegment segment = TmSegment::of(sources, linkSources);
        TmUnit unit;
        unit.source = segment.source;
        unit.target = joined(linkTargets);
        unit.context = segment.context;
        if (!unit.source.trimmed().isEmpty() && !unit.target.trimmed().isEmpty()) {
            units.append(unit);
        }
    }
    return units;
}

void TranslationMemory::reload()
{
    m_index.clear();
}

QList<TmUnit> TranslationMemory::units(const QString &origin) const
{
    return selectRows(m_store.database(), MatchColumns + QStringLiteral(" WHERE ? = '' OR u.origin = ? ORDER BY u.id"),
        {SqlExec::notNull(origin), SqlExec::notNull(origin)}, [](const QSqlQuery &query) { return readMatch(query).unit; });
}

QList<TmUnit> TranslationMemory::ownUnits() const
{
    return selectRows(m_store.database(),
        MatchColumns + QStringLiteral(" WHERE u.origin NOT IN (SELECT origin FROM tm_attachments) ORDER BY u.id"), {},
        [](const QSqlQuery &query) { return readMatch(query).unit; });
}

int TranslationMemory::count() const
{
    return qMax(0, selectInt(m_store.database(), QStringLiteral("SELECT count(*) FROM tm_units")));
}

QList<TmMatch> TranslationMemory::lookup(const QString &source, int minScore, int max, const QString &context) const
{
    return lookupExcluding({}, source, minScore, max, context);
}

QSet<qint64> TranslationMemory::issueUnitIds(const QList<qint64> &issueIds) const
{
    m_error.clear();
    QList<qint64> ids;
    if (!issueIds.isEmpty()
        && !findIds(QStringLiteral("SELECT id FROM tm_units WHERE origin = 'project' AND issue_id IN (SELECT value FROM json_each(?))"),
            {jsonIds(issueIds)}, &ids)) {
        return {};
    }
    return QSet<qint64>(ids.cbegin(), ids.cend());
}

QList<TmMatch> TranslationMemory::lookupExcluding(
    const QSet<qint64> &excluded, const QString &source, int minScore, int max, const QString &context) const
{
    m_error.clear();
    if (source.trimmed().isEmpty() || max <= 0) {
        return {};
    }
    minScore = std::clamp(minScore, 1, 100);
    QString error;
    if (!m_index.sync(m_store.database(), &error)) {
        fail(error);
    }
    const QVector<quint32> query = m_index.idsOf(source);
    QVector<quint32> sortedQuery = query;
    std::sort(sortedQuery.begin(), sortedQuery.end());
    QList<TmMatch> matches;
    QList<int> scores; // of matches, kept sorted descending
    for (TmMatch &match : fetch(m_index.candidates(query, minScore, excluded.isEmpty() ? nullptr : &excluded), true)) {
        const QString &text = match.unit.source;
        const QVector<quint32> tokens = m_index.idsOf(text);
        // Once max units are found, a unit must tie the worst of them to matter.
        const int needed = scores.size() >= max ? std::min(100, scores.at(max - 1)) : minScore;
        if (!mayReach(sortedQuery, tokens, needed)) {
            continue;
        }
        match.score = TmSimilarity::score(query, tokens, tokens == query && sameUpToSpaces(text, source), needed);
        if (match.score < 0) {
            continue;
        }
        if (text == source && !context.isEmpty() && match.unit.context == context) {
            match.score = 101;
        }
        scores.insert(std::upper_bound(scores.begin(), scores.end(), match.score, std::greater<int>()), match.score);
        matches.append(match);
    }
    std::sort(matches.begin(), matches.end(), [](const TmMatch &a, const TmMatch &b) {
        if (a.score != b.score) {
            return a.score > b.score;
        }
        return a.unit.changed != b.unit.changed ? a.unit.changed > b.unit.changed : a.unitId > b.unitId;
    });
    return complete(matches.mid(0, max));
}

// The matches with every field, read for the few units shown.
QList<TmMatch> TranslationMemory::complete(const QList<TmMatch> &matches) const
{
    QList<qint64> ids;
    for (const TmMatch &match : matches) {
        ids.append(match.unitId);
    }
    QHash<qint64, TmMatch> full;
    for (const TmMatch &match : fetch(ids)) {
        full.insert(match.unitId, match);
    }
    QList<TmMatch> result;
    for (const TmMatch &match : matches) {
        if (full.contains(match.unitId)) {
            result.append(full.value(match.unitId));
            result.last().score = match.score;
        }
    }
    return result;
}

QList<TmMatch> TranslationMemory::concordance(const QString &query, int max) const
{
    const QString needle = query.trimmed();
    if (needle.isEmpty() || max <= 0) {
        return {};
    }
    QList<qint64> ids;
    if (needle.toUcs4().size() >= 3) {
        // A trigram index finds any substring of three or more characters; the units
        // not indexed yet are read (see indexPending()).
        if (!findIds(QStringLiteral("SELECT rowid FROM tm_fts WHERE tm_fts MATCH ? ORDER BY rowid DESC LIMIT ?"),
                {QLatin1Char('"') + QString(needle).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"'), max}, &ids)
            || !findIds(QStringLiteral("SELECT u.id FROM tm_fts_pending p JOIN tm_units u ON u.id = p.id"
                                       " WHERE instr(lower(u.source_text), lower(?)) > 0 OR instr(lower(u.target_text), lower(?)) > 0"
                                       " ORDER BY p.id DESC LIMIT ?"),
                {needle, needle, max}, &ids)) {
            return {};
        }
    } else if (!findIds(
                   // Shorter queries find nothing through it, not even with LIKE (SQLite 3.40).
                   QStringLiteral("SELECT id FROM tm_units WHERE instr(lower(source_text), lower(?)) > 0"
                                  " OR instr(lower(target_text), lower(?)) > 0 ORDER BY id DESC LIMIT ?"),
                   {needle, needle, max}, &ids)) {
        return {};
    }
    std::sort(ids.begin(), ids.end(), std::greater<qint64>());
    QList<TmMatch> matches = fetch(ids.mid(0, max));
    std::sort(matches.begin(), matches.end(), [](const TmMatch &a, const TmMatch &b) { return a.unitId > b.unitId; });
    return matches;
}

bool TranslationMemory::findIds(const QString &sql, const QVariantList &values, QList<qint64> *ids) const
{
    QSqlQuery search(m_store.database());
    if (!exec(search, sql, values)) {
        return false;
    }
    while (search.next()) {
        ids->append(search.value(0).toLongLong());
    }
    return true;
}

QList<TmMatch> TranslationMemory::fetch(const QList<qint64> &ids, bool sourcesOnly) const
{
    QList<TmMatch> matches;
    if (ids.isEmpty()) {
        return matches;
    }
    QSqlQuery query(m_store.database());
    query.prepare((sourcesOnly ? SourceColumns : MatchColumns) + QStringLiteral(" WHERE u.id IN (SELECT value FROM json_each(?))"));
    query.addBindValue(jsonIds(ids));
    if (!query.exec()) {
        failQuery(query);
        return matches;
    }
    while (query.next()) {
        if (sourcesOnly) {
            TmMatch match;
            match.unitId = query.value(0).toLongLong();
            match.unit.source = Utf8Text::read(query.value(1));
            match.unit.context = Utf8Text::read(query.value(2));
            match.unit.changed = query.value(3).toString();
            matches.append(match);
        } else {
            matches.append(readMatch(query));
        }
    }
    return matches;
}

TmMatch TranslationMemory::readMatch(const QSqlQuery &query)
{
    TmMatch match;
    match.unitId = query.value(0).toLongLong();
    match.unit.source = Utf8Text::read(query.value(1));
    match.unit.target = Utf8Text::read(query.value(2));
    match.unit.sourceLang = query.value(3).toString();
    match.unit.targetLang = query.value(4).toString();
    match.unit.context = Utf8Text::read(query.value(5));
    match.unit.note = query.value(6).toString();
    match.unit.created = query.value(7).toString();
    match.unit.changed = query.value(8).toString();
    match.origin = query.value(9).toString();
    match.issueNumber = query.value(10).toInt();
    return match;
}
