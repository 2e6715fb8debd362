// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmunitwriter.h"

#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "tm/tmduplicates.h"

#include <QSqlQuery>
#include <QVariant>

namespace {

// Below one unit in this many stored, a batch's duplicates are looked up unit by unit.
constexpr int UnitsPerStoredUnitChecked = 16;
// The page cache (KiB) while a large batch is written.
constexpr int BulkCacheKiB = 65536;

// Units with the same start of source text are compared in full for duplicates.
// A unit of an attached file does not count when another origin adds the same pair:
// detaching the file would take it away.
const QString StoredUnit = QStringLiteral("SELECT 1 FROM tm_units WHERE substr(source_text, 1, 40) = substr(CAST(? AS TEXT), 1, 40)"
                                          " AND source_text = CAST(? AS TEXT) AND target_text = CAST(? AS TEXT)"
                                          " AND (? OR substr(origin, 1, 9) <> 'attached:') LIMIT 1");

bool isAttachedOrigin(const QString &origin)
{
    return origin.startsWith(QLatin1String("attached:"));
}

} // namespace

TmUnitWriter::TmUnitWriter(const QSqlDatabase &db, const Progress &progress)
    : m_db(db)
    , m_progress(progress)
{
}

bool TmUnitWriter::write(const QList<TmUnit> &units, const QString &origin, qint64 issueId, QList<qint64> *ids)
{
    m_cancelled = false;
    m_error.clear();
    m_fresh.clear();
    qint64 id = 0;
    if (!nextId(&id)) {
        return false;
    }
    const qint64 size = units.size();
    if (size * UnitsPerStoredUnitChecked >= id && !TmDuplicates::findNew(m_db, units, isAttachedOrigin(origin), &m_fresh, &m_error)) {
        return false;
    }
    const bool deferIndex = size > IndexedAtOnce;
    if (deferIndex && !listPending(id + 1, id + size)) {
        return false;
    }
    if (!deferIndex || size < id) {
        return store(units, origin, issueId, id, ids);
    }
    QSqlQuery cache(m_db);
    const int cacheSize = cache.exec(QStringLiteral("PRAGMA cache_size")) && cache.next() ? cache.value(0).toInt() : -2000;
    cache.finish();
    QString createPrefixIndex;
    bool ok = exec(m_db, QStringLiteral("PRAGMA cache_size = %1").arg(-BulkCacheKiB)) && dropPrefixIndex(&createPrefixIndex)
        && store(units, origin, issueId, id, ids) && (createPrefixIndex.isEmpty() || exec(m_db, createPrefixIndex));
    exec(m_db, QStringLiteral("PRAGMA cache_size = %1").arg(cacheSize));
    return ok;
}

bool TmUnitWriter::nextId(qint64 *id)
{
    QSqlQuery next(m_db);
    if (!next.exec(
            QStringLiteral("SELECT max(coalesce((SELECT max(id) FROM tm_units), 0), coalesce((SELECT max(unit_id) FROM tm_log), 0))"))
        || !next.next()) {
        return failQuery(next);
    }
    *id = next.value(0).toLongLong();
    return true;
}

bool TmUnitWriter::store(const QList<TmUnit> &units, const QString &origin, qint64 issueId, qint64 id, QList<qint64> *ids)
{
    const bool anyOrigin = isAttachedOrigin(origin);
    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral("INSERT INTO tm_units (id, source_text, target_text, source_lang, target_lang, issue_id, origin, note,"
                                  " context, created_at, changed_at) VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?,"
                                  " CAST(? AS TEXT), ?, ?)"));
    QSqlQuery stored(m_db);
    if (m_fresh.empty()) {
        stored.prepare(StoredUnit);
    }
    const QString now = Timestamps::now();
    for (int i = 0; i < units.size(); ++i) {
        const TmUnit &unit = units.at(i);
        if (m_progress && i % ProgressEvery == 0 && !m_progress(i, units.size())) {
            m_cancelled = true;
            return false;
        }
        if (m_fresh.empty() ? isStored(stored, unit, anyOrigin) : !m_fresh[size_t(i)]) {
            ids->append(0);
            continue;
        }
        const QString created = unit.created.isEmpty() ? now : unit.created;
        const QString changed = unit.changed.isEmpty() ? created : unit.changed;
        for (const QVariant &value :
            {QVariant(++id), Utf8Text::bind(unit.source), Utf8Text::bind(unit.target), SqlExec::notNull(unit.sourceLang),
                SqlExec::notNull(unit.targetLang), issueId > 0 ? QVariant(issueId) : QVariant(), SqlExec::notNull(origin),
                SqlExec::notNull(unit.note), Utf8Text::bind(unit.context), QVariant(created), QVariant(changed)}) {
            insert.addBindValue(value);
        }
        if (!insert.exec()) {
            return failQuery(insert);
        }
        ids->append(id);
    }
    // The ids listed as pending beyond the last one given (skipped units took none).
    return units.size() <= IndexedAtOnce || exec(m_db, QStringLiteral("DELETE FROM tm_fts_pending WHERE id > ?"), {id});
}

// Lists the ids from first to last as not indexed yet, before their units are stored
// (the insert trigger looks).
bool TmUnitWriter::listPending(qint64 first, qint64 last)
{
    return exec(m_db,
        QStringLiteral("WITH RECURSIVE ids(id) AS (SELECT ? UNION ALL SELECT id + 1 FROM ids WHERE id < ?)"
                       " INSERT INTO tm_fts_pending (id) SELECT id FROM ids"),
        {first, last});
}

// Its CREATE statement as the schema has it, so that it comes back the same.
bool TmUnitWriter::dropPrefixIndex(QString *createSql)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?"));
    query.addBindValue(QStringLiteral("tm_units_source_prefix"));
    if (!query.exec()) {
        return failQuery(query);
    }
    if (!query.next()) {
        return true; // none to drop
    }
    *createSql = query.value(0).toString();
    query.finish();
    return exec(m_db, QStringLiteral("DROP INDEX tm_units_source_prefix"));
}

bool TmUnitWriter::isStored(QSqlQuery &query, const TmUnit &unit, bool anyOrigin)
{
    query.addBindValue(Utf8Text::bind(unit.source));
    query.addBindValue(Utf8Text::bind(unit.source));
    query.addBindValue(Utf8Text::bind(unit.target));
    query.addBindValue(anyOrigin);
    const bool found = query.exec() && query.next();
    query.finish();
    return found;
}
