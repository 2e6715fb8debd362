// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmindex.h"

#include "core/sqlerrors.h"
#include "core/utf8text.h"
#include "tm/tmsimilarity.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <limits>

namespace {

// How many units, ranked by shared rare tokens, a lookup scores in full.
constexpr int ScoredCandidates = 128;
// And at most about this many cells of the banded distance table: long blocks
// (code) get fewer candidates.
constexpr qint64 CellBudget = 4000000;
// Rows read per statement while building.
constexpr int ChunkRows = 20000;

} // namespace

bool TmIndex::sync(const QSqlDatabase &database, QString *error)
{
    QSqlQuery query(database);
    const qint64 version = query.exec(QStringLiteral("PRAGMA data_version")) && query.next() ? query.value(0).toLongLong() : -1;
    query.finish();
    if (!m_built || (m_dataVersion != version && !followLog(database))) {
        clear();
        m_built = true;
        ++m_builds;
        // Read before the rows: a removal logged in between is replayed later, harmlessly.
        m_logSeq = query.exec(QStringLiteral("SELECT coalesce(max(seq), 0) FROM tm_log")) && query.next() ? query.value(0).toLongLong() : 0;
        query.finish();
    }
    m_dataVersion = version;
    return readAppended(database, error);
}

// In chunks, each its own read transaction: a build of seconds never holds the
// database's shared lock for long (another connection switching the file to WAL,
// or writing in rollback mode, waits for it), and an abort is seen between chunks.
bool TmIndex::readAppended(const QSqlDatabase &database, QString *error)
{
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT id, CAST(source_text AS BLOB) FROM tm_units WHERE id > ? ORDER BY id LIMIT ?"));
    for (;;) {
        if (m_abort && m_abort->load()) {
            clear();
            *error = QStringLiteral("interrupted");
            return false;
        }
        query.addBindValue(m_maxId);
        query.addBindValue(ChunkRows);
        if (!query.exec()) {
            *error = SqlErrors::describe(query.lastError());
            return false;
        }
        int rows = 0;
        while (query.next()) {
            append(query.value(0).toLongLong(), Utf8Text::read(query.value(1)));
            ++rows;
        }
        query.finish();
        if (rows < ChunkRows) {
            return true;
        }
    }
}

// Another connection wrote (anything: a draft autosave changes data_version too).
// Replays the units removed since the last sync; false when the index must be
// rebuilt: the log was pruned past it, a unit's source was changed in place, or
// there is no log (a project of an older format opened read-only).
bool TmIndex::followLog(const QSqlDatabase &database)
{
    QSqlQuery log(database);
    log.prepare(QStringLiteral("SELECT seq, unit_id FROM tm_log WHERE seq > ? ORDER BY seq"));
    log.addBindValue(m_logSeq);
    if (!log.exec()) {
        return false;
    }
    QSqlQuery exists(database);
    exists.prepare(QStringLiteral("SELECT 1 FROM tm_units WHERE id = ?"));
    while (log.next()) {
        const qint64 seq = log.value(0).toLongLong();
        if (seq != m_logSeq + 1) {
            return false;
        }
        m_logSeq = seq;
        const qint64 id = log.value(1).toLongLong();
        remove(id);
        exists.addBindValue(id);
        if (!exists.exec() || exists.next()) {
            return false;
        }
        exists.finish();
    }
    return true;
}

void TmIndex::add(const QList<qint64> &ids, const QList<TmUnit> &units)
{
    for (int i = 0; m_built && i < ids.size(); ++i) {
        if (ids.at(i) > 0 && !append(ids.at(i), units.at(i).source)) {
            clear();
        }
    }
}

void TmIndex::remove(qint64 id)
{
    const auto it = std::lower_bound(m_ids.cbegin(), m_ids.cend(), id);
    if (it != m_ids.cend() && *it == id) {
        m_alive[it - m_ids.cbegin()] = false;
    }
}

void TmIndex::clear()
{
    const std::atomic<bool> *abort = m_abort;
    const int builds = m_builds;
    *this = TmIndex();
    m_abort = abort;
    m_builds = builds;
}

quint32 TmIndex::intern(const QString &key)
{
    const auto known = m_dictionary.constFind(key);
    if (known != m_dictionary.cend()) {
        return known.value();
    }
    const quint32 id = quint32(m_dictionary.size());
    m_dictionary.insert(key, id);
    m_postings.emplace_back();
    return id;
}

QVector<quint32> TmIndex::idsOf(const QString &text) const
{
    QVector<quint32> result;
    QHash<QString, quint32> unknown;
    for (const TmSimilarity::Token &token : TmSimilarity::tokens(text)) {
        const auto known = m_dictionary.constFind(token.key);
        if (known != m_dictionary.cend()) {
            result.append(known.value());
        } else {
            result.append(unknown.insert(token.key, unknown.value(token.key, quint32(m_dictionary.size() + unknown.size()))).value());
        }
    }
    return result;
}

// False when id does not come after every indexed unit (a reused rowid).
bool TmIndex::append(qint64 id, const QString &source)
{
    if (!m_ids.empty() && id <= m_ids.back()) {
        return false;
    }
    const quint32 slot = quint32(m_ids.size());
    const QVector<TmSimilarity::Token> tokens = TmSimilarity::tokens(source);
    std::vector<quint32> distinct;
    distinct.reserve(tokens.size());
    for (const TmSimilarity::Token &token : tokens) {
        distinct.push_back(intern(token.key));
    }
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    for (quint32 tokenId : distinct) {
        m_postings[tokenId].push_back(slot);
    }
    m_ids.push_back(id);
    m_lengths.push_back(quint16(std::min<qsizetype>(tokens.size(), std::numeric_limits<quint16>::max())));
    m_alive.push_back(true);
    m_counts.push_back(0);
    m_maxId = std::max(m_maxId, id);
    return true;
}

QList<qint64> TmIndex::candidates(const QVector<quint32> &query, int minScore, const QSet<qint64> *excluded)
{
    const int n = int(query.size());
    QHash<quint32, int> occurrences;
    for (quint32 token : query) {
        ++occurrences[token];
    }
    // A unit within distance k of the query shares at least n − k of its token
    // occurrences: so it contains one of any k + 1 occurrences. Take the rarest.
    const int needed = n * (100 - minScore) / minScore + 1;
    QList<quint32> distinct = occurrences.keys();
    std::sort(distinct.begin(), distinct.end(), [&](quint32 a, quint32 b) { return postingSize(a) < postingSize(b); });
    const int shortest = (n * minScore + 99) / 100;
    const int longest = n * 100 / minScore;
    std::vector<quint32> touched;
    int covered = 0;
    for (quint32 token : std::as_const(distinct)) {
        if (covered >= needed) {
            break;
        }
        const int weight = occurrences.value(token);
        covered += weight;
        if (token >= m_postings.size()) {
            continue;
        }
        for (quint32 slot : m_postings[token]) {
            if (!m_alive[slot] || m_lengths[slot] < shortest || m_lengths[slot] > longest
                || (excluded && excluded->contains(m_ids[slot]))) {
                continue;
            }
            if (m_counts[slot] == 0) {
                touched.push_back(slot);
            }
            m_counts[slot] = quint16(std::min(m_counts[slot] + weight, 65535));
        }
    }
    const auto better = [&](quint32 a, quint32 b) { return m_counts[a] != m_counts[b] ? m_counts[a] > m_counts[b] : a > b; };
    const auto end = touched.size() > size_t(ScoredCandidates) ? touched.begin() + ScoredCandidates : touched.end();
    std::partial_sort(touched.begin(), end, touched.end(), better);
    QList<qint64> result;
    qint64 cells = 0;
    for (auto it = touched.begin(); it != end && cells < CellBudget; ++it) {
        const qint64 longer = std::max<qint64>(n, m_lengths[*it]);
        cells += n * (2 * (longer * (100 - minScore) / 100) + 1);
        result.append(m_ids[*it]);
    }
    for (quint32 slot : touched) {
        m_counts[slot] = 0;
    }
    return result;
}
