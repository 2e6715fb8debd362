// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <functional>

namespace {

QStringList lines(const QVariant &value)
{
    return Utf8Text::read(value).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QVariant joined(const QStringList &list)
{
    return Utf8Text::bind(list.join(QLatin1Char('\n')));
}

template<typename T, typename Same>
void unite(QList<T> &into, const QList<T> &from, Same same)
{
    for (const T &item : from) {
        if (std::none_of(into.cbegin(), into.cend(), [&](const T &other) { return same(item, other); })) {
            into.append(item);
        }
    }
}

void uniteInts(QList<int> &into, const QList<int> &from)
{
    unite(into, from, std::equal_to<int>());
}

// The entry with repeated variants, renderings, etc. dropped.
TermEntry deduplicated(const TermEntry &entry)
{
    TermEntry clean = entry;
    clean.variants.clear();
    clean.renderings.clear();
    clean.forbidden.clear();
    clean.conflicts.clear();
    clean.issues.clear();
    TermRepository::merge(clean, entry);
    return clean;
}

int rank(const TermEntry &entry, const QString &query)
{
    const QString folded = query.toCaseFolded();
    if (entry.source.toCaseFolded() == folded
        || std::any_of(entry.renderings.cbegin(), entry.renderings.cend(), [&](const TermRendering &r) { return r.text == query; })) {
        return 0;
    }
    return entry.source.toCaseFolded().startsWith(folded) ? 1 : 2;
}

} // namespace

TermRepository::TermRepository(ProjectStore &store)
    : m_store(store)
{
}

QString TermRepository::key(const QString &source)
{
    return source.trimmed().toCaseFolded();
}

void TermRepository::merge(TermEntry &into, const TermEntry &from)
{
    unite(into.variants, from.variants, [](const QString &a, const QString &b) { return key(a) == key(b); });
    into.variants.removeAll(into.source);
    const bool hadDefault =
        std::any_of(into.renderings.cbegin(), into.renderings.cend(), [](const TermRendering &r) { return r.isDefault; });
    const int before = into.renderings.size();
    unite(into.renderings, from.renderings, [](const TermRendering &a, const TermRendering &b) { return a.text == b.text; });
    for (int i = before; hadDefault && i < into.renderings.size(); ++i) {
        into.renderings[i].isDefault = false;
    }
    unite(into.forbidden, from.forbidden, [](const TermForbidden &a, const TermForbidden &b) { return a.text == b.text; });
    unite(into.conflicts, from.conflicts, [](const TermConflict &a, const TermConflict &b) {
        return a.contextFeature == b.contextFeature && a.correct == b.correct && a.wrong == b.wrong;
    });
    uniteInts(into.issues, from.issues);
    into.keepEnglish = into.keepEnglish || from.keepEnglish;
    into.caseSensitive = into.caseSensitive || from.caseSensitive;
    into.nounOnly = into.nounOnly || from.nounOnly;
    if (into.contextRegex.isEmpty()) {
        into.contextRegex = from.contextRegex;
    }
    if (into.firstUse.isEmpty()) {
        into.firstUse = from.firstUse;
    }
    if (into.note.isEmpty()) {
        into.note = from.note;
    } else if (!from.note.isEmpty() && !into.note.contains(from.note)) {
        into.note += QLatin1Char('\n') + from.note;
    }
}

QList<TermEntry> TermRepository::all() const
{
    return load(QStringLiteral("1"), {});
}

TermEntry TermRepository::entry(qint64 id) const
{
    const QList<TermEntry> found = load(QStringLiteral("t.id = ?"), {id});
    return found.isEmpty() ? TermEntry() : found.constFirst();
}

QList<TermEntry> TermRepository::find(const QString &query) const
{
    const QString text = query.trimmed();
    if (text.isEmpty()) {
        return {};
    }
    // One placeholder: the filter appears in several statements of load().
    const QString filter =
        QStringLiteral("t.id IN (SELECT m.id FROM terms m, (SELECT lower(CAST(? AS TEXT)) AS q) WHERE instr(lower(m.source_term), q) > 0"
                       " OR instr(lower(m.variants), q) > 0"
                       " OR EXISTS (SELECT 1 FROM term_renderings r WHERE r.term_id = m.id AND instr(lower(r.rendering), q) > 0)"
                       " OR EXISTS (SELECT 1 FROM term_forbidden f WHERE f.term_id = m.id AND instr(lower(f.rendering), q) > 0)"
                       " OR EXISTS (SELECT 1 FROM term_conflicts c WHERE c.term_id = m.id"
                       " AND (instr(lower(c.correct_rendering), q) > 0 OR instr(lower(c.wrong_rendering), q) > 0)))");
    QList<TermEntry> found = load(filter, {Utf8Text::bind(text)});
    std::stable_sort(found.begin(), found.end(), [&](const TermEntry &a, const TermEntry &b) {
        const int rankA = rank(a, text);
        const int rankB = rank(b, text);
        return rankA != rankB ? rankA < rankB : a.source.size() < b.source.size();
    });
    return found;
}

bool TermRepository::add(const QList<TermEntry> &entries, Counts *counts)
{
    return write(entries, Mode::Merge, counts);
}

bool TermRepository::replace(const QList<TermEntry> &entries, Counts *counts)
{
    return write(entries, Mode::Replace, counts);
}

bool TermRepository::update(const TermEntry &entry)
{
    m_error.clear();
    if (!acceptable(entry)) {
        return false;
    }
    return m_store.inTransaction([&] { return writeUpdate(entry); }, &m_error);
}

bool TermRepository::acceptable(const TermEntry &entry)
{
    if (entry.source.trimmed().isEmpty()) {
        return fail(tr("A term needs a source term."));
    }
    const QRegularExpression context(entry.contextRegex);
    if (!context.isValid()) {
        return fail(tr("The context pattern of “%1” is not a valid regular expression: %2 (at character %3).")
                        .arg(entry.source.trimmed(), context.errorString())
                        .arg(context.patternErrorOffset() + 1));
    }
    return true;
}

bool TermRepository::writeUpdate(const TermEntry &entry)
{
    const QList<TermEntry> stored = all();
    if (!m_error.isEmpty()) {
        return false;
    }
    bool exists = false;
    for (const TermEntry &other : stored) {
        if (other.id == entry.id) {
            exists = true;
        } else if (key(other.source) == key(entry.source)) {
            return fail(tr("The termbase has the term “%1” already.").arg(other.source));
        }
    }
    if (!exists) {
        return fail(tr("The term does not exist."));
    }
    TermEntry clean = deduplicated(entry);
    clean.source = clean.source.trimmed();
    qint64 id = entry.id;
    return store(clean, &id);
}

bool TermRepository::remove(qint64 id)
{
    m_error.clear();
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("DELETE FROM terms WHERE id = ?"), {id})) {
        m_store.rollback();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        m_store.rollback();
        return fail(tr("The term does not exist."));
    }
    return m_store.commit() || fail(m_store.errorString());
}

// Entries are merged in memory (with the stored ones and with each other), then each
// touched term is written whole: its row updated, its parts deleted and inserted.
bool TermRepository::write(const QList<TermEntry> &entries, Mode mode, Counts *counts)
{
    m_error.clear();
    for (const TermEntry &entry : entries) {
        if (!acceptable(entry)) {
            return false;
        }
    }
    Counts result;
    if (!m_store.inTransaction([&] { return writeBatch(entries, mode, &result); }, &m_error)) {
        return false;
    }
    if (counts) {
        *counts = result;
    }
    return true;
}

// Inside the write transaction, so that the stored terms cannot change meanwhile.
bool TermRepository::writeBatch(const QList<TermEntry> &entries, Mode mode, Counts *counts)
{
    const QList<TermEntry> stored = all();
    if (!m_error.isEmpty()) {
        return false;
    }
    for (const TermEntry &entry : planned(entries, stored, mode, counts)) {
        qint64 id = entry.id;
        if (!store(entry, &id)) {
            return false;
        }
    }
    return true;
}

// What each touched term becomes: entries merged with each other and, as mode says,
// with the stored term of the same key.
QList<TermEntry> TermRepository::planned(const QList<TermEntry> &entries, const QList<TermEntry> &stored, Mode mode, Counts *counts)
{
    QHash<QString, TermEntry> storedByKey;
    for (const TermEntry &entry : stored) {
        storedByKey.insert(key(entry.source), entry);
    }
    QList<TermEntry> batch;
    QHash<QString, int> inBatch;
    for (TermEntry entry : entries) {
        entry.source = entry.source.trimmed();
        const QString k = key(entry.source);
        if (inBatch.contains(k)) {
            merge(batch[inBatch.value(k)], entry);
            continue;
        }
        const auto found = storedByKey.constFind(k);
        if (found == storedByKey.constEnd()) {
            ++counts->added;
            entry.id = 0;
            entry = deduplicated(entry);
        } else if (mode == Mode::Replace) {
            ++counts->merged;
            entry.id = found->id;
            entry = deduplicated(entry);
        } else {
            ++counts->merged;
            TermEntry base = *found;
            merge(base, entry);
            entry = base;
        }
        inBatch.insert(k, batch.size());
        batch.append(entry);
    }
    return batch;
}

bool TermRepository::store(const TermEntry &entry, qint64 *id)
{
    const QString now = Timestamps::now();
    QSqlQuery query(m_store.database());
    if (*id == 0) {
        query.prepare(QStringLiteral("INSERT INTO terms (source_term, variants, case_sensitive, keep_english, first_use_rule, note,"
                                     " noun_only, context_regex, created_at, updated_at) VALUES (CAST(? AS TEXT), CAST(? AS TEXT), ?, ?,"
                                     " CAST(? AS TEXT), CAST(? AS TEXT), ?, CAST(? AS TEXT), ?, ?)"));
    } else {
        query.prepare(QStringLiteral("UPDATE terms SET source_term = CAST(? AS TEXT), variants = CAST(? AS TEXT), case_sensitive = ?,"
                                     " keep_english = ?, first_use_rule = CAST(? AS TEXT), note = CAST(? AS TEXT), noun_only = ?,"
                                     " context_regex = CAST(? AS TEXT), updated_at = ? WHERE id = ?"));
    }
    QVariantList binds = {Utf8Text::bind(entry.source), joined(entry.variants), entry.caseSensitive, entry.keepEnglish,
        Utf8Text::bind(entry.firstUse), Utf8Text::bind(entry.note), entry.nounOnly, Utf8Text::bind(entry.contextRegex), now};
    binds.append(*id == 0 ? QVariant(now) : QVariant(*id));
    if (!exec(query, binds)) {
        return false;
    }
    if (*id == 0) {
        *id = query.lastInsertId().toLongLong();
    } else if (!deleteParts(*id)) {
        return false;
    }
    return storeParts(entry, *id);
}

bool TermRepository::storeParts(const TermEntry &entry, qint64 id)
{
    return storeRenderings(entry, id) && storeForbidden(entry, id) && storeIssues(entry, id) && storeConflicts(entry, id);
}

bool TermRepository::deleteParts(qint64 id)
{
    for (const QString &table : {QStringLiteral("term_renderings"), QStringLiteral("term_forbidden"), QStringLiteral("term_issues"),
             QStringLiteral("term_conflicts")}) {
        QSqlQuery query(m_store.database());
        if (!exec(query, QStringLiteral("DELETE FROM %1 WHERE term_id = ?").arg(table), {id})) {
            return false;
        }
    }
    return true;
}

bool TermRepository::storeRenderings(const TermEntry &entry, qint64 id)
{
    QSqlQuery query(m_store.database());
    query.prepare(
        QStringLiteral("INSERT INTO term_renderings (term_id, rendering, context_keywords, context_regex, code_language, post_tags,"
                       " priority, is_default) VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), ?,"
                       " CAST(? AS TEXT), ?, ?)"));
    for (const TermRendering &rendering : entry.renderings) {
        if (!exec(query,
                {id, Utf8Text::bind(rendering.text), joined(rendering.keywords), Utf8Text::bind(rendering.regex),
                    rendering.codeLanguage.isNull() ? QStringLiteral("") : rendering.codeLanguage, joined(rendering.postTags),
                    rendering.priority, rendering.isDefault})) {
            return false;
        }
    }
    return true;
}

bool TermRepository::storeForbidden(const TermEntry &entry, qint64 id)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT INTO term_forbidden (term_id, rendering, reason) VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT))"));
    for (const TermForbidden &forbidden : entry.forbidden) {
        if (!exec(query, {id, Utf8Text::bind(forbidden.text), Utf8Text::bind(forbidden.reason)})) {
            return false;
        }
    }
    return true;
}

bool TermRepository::storeIssues(const TermEntry &entry, qint64 id)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT OR IGNORE INTO term_issues (term_id, issue_number, note) VALUES (?, ?, '')"));
    for (int number : entry.issues) {
        if (number > 0 && !exec(query, {id, number})) {
            return failQuery(query);
        }
    }
    return true;
}

bool TermRepository::storeConflicts(const TermEntry &entry, qint64 id)
{
    QSqlQuery conflict(m_store.database());
    conflict.prepare(QStringLiteral("INSERT INTO term_conflicts (term_id, context_feature, correct_rendering, wrong_rendering, created_at)"
                                    " VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), ?)"));
    QSqlQuery issues(m_store.database());
    issues.prepare(QStringLiteral("INSERT OR IGNORE INTO term_conflict_issues (conflict_id, issue_number) VALUES (?, ?)"));
    const QString now = Timestamps::now();
    for (const TermConflict &item : entry.conflicts) {
        if (!exec(conflict, {id, Utf8Text::bind(item.contextFeature), Utf8Text::bind(item.correct), Utf8Text::bind(item.wrong), now})) {
            return false;
        }
        const qint64 conflictId = conflict.lastInsertId().toLongLong();
        for (int number : item.issues) {
            if (number > 0 && !exec(issues, {conflictId, number})) {
                return failQuery(issues);
            }
        }
    }
    return true;
}

QList<TermEntry> TermRepository::load(const QString &filter, const QVariantList &binds) const
{
    m_error.clear();
    QList<TermEntry> entries;
    QHash<qint64, int> index;
    const QString ids = QStringLiteral(" IN (SELECT t.id FROM terms t WHERE %1)").arg(filter);
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT t.id, CAST(t.source_term AS BLOB), CAST(t.variants AS BLOB), t.case_sensitive, t.keep_english,"
                                 " CAST(t.first_use_rule AS BLOB), CAST(t.note AS BLOB), t.noun_only, CAST(t.context_regex AS BLOB)"
                                 " FROM terms t WHERE %1"
                                 " ORDER BY t.source_term COLLATE NOCASE, t.id")
                      .arg(filter));
    if (!exec(query, binds)) {
        return {};
    }
    while (query.next()) {
        TermEntry entry;
        entry.id = query.value(0).toLongLong();
        entry.source = Utf8Text::read(query.value(1));
        entry.variants = lines(query.value(2));
        entry.caseSensitive = query.value(3).toBool();
        entry.keepEnglish = query.value(4).toBool();
        entry.firstUse = Utf8Text::read(query.value(5));
        entry.note = Utf8Text::read(query.value(6));
        entry.nounOnly = query.value(7).toBool();
        entry.contextRegex = Utf8Text::read(query.value(8));
        index.insert(entry.id, entries.size());
        entries.append(entry);
    }
    if (entries.isEmpty()) {
        return entries;
    }
    if (!loadRenderings(entries, index, ids, binds) || !loadForbidden(entries, index, ids, binds) || !loadIssues(entries, index, ids, binds)
        || !loadConflicts(entries, index, ids, binds)) {
        return {};
    }
    return entries;
}

bool TermRepository::loadRenderings(
    QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT term_id, CAST(rendering AS BLOB), CAST(context_keywords AS BLOB), CAST(context_regex AS BLOB),"
                                 " code_language, CAST(post_tags AS BLOB), priority, is_default FROM term_renderings WHERE term_id")
        + ids + QStringLiteral(" ORDER BY id"));
    if (!exec(query, binds)) {
        return false;
    }
    while (query.next()) {
        TermRendering rendering;
        rendering.text = Utf8Text::read(query.value(1));
        rendering.keywords = lines(query.value(2));
        rendering.regex = Utf8Text::read(query.value(3));
        rendering.codeLanguage = query.value(4).toString();
        rendering.postTags = lines(query.value(5));
        rendering.priority = query.value(6).toInt();
        rendering.isDefault = query.value(7).toBool();
        entries[index.value(query.value(0).toLongLong())].renderings.append(rendering);
    }
    return true;
}

bool TermRepository::loadForbidden(
    QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT term_id, CAST(rendering AS BLOB), CAST(reason AS BLOB) FROM term_forbidden WHERE term_id") + ids
        + QStringLiteral(" ORDER BY id"));
    if (!exec(query, binds)) {
        return false;
    }
    while (query.next()) {
        entries[index.value(query.value(0).toLongLong())].forbidden.append(
            {Utf8Text::read(query.value(1)), Utf8Text::read(query.value(2))});
    }
    return true;
}

bool TermRepository::loadIssues(
    QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const
{
    QSqlQuery query(m_store.database());
    query.prepare(
        QStringLiteral("SELECT term_id, issue_number FROM term_issues WHERE term_id") + ids + QStringLiteral(" ORDER BY issue_number"));
    if (!exec(query, binds)) {
        return false;
    }
    while (query.next()) {
        entries[index.value(query.value(0).toLongLong())].issues.append(query.value(1).toInt());
    }
    return true;
}

// Conflicts in the order they were stored, each with its issue numbers.
bool TermRepository::loadConflicts(
    QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT c.term_id, c.id, CAST(c.context_feature AS BLOB), CAST(c.correct_rendering AS BLOB),"
                                 " CAST(c.wrong_rendering AS BLOB), coalesce(ci.issue_number, 0) FROM term_conflicts c"
                                 " LEFT JOIN term_conflict_issues ci ON ci.conflict_id = c.id WHERE c.term_id")
        + ids + QStringLiteral(" ORDER BY c.id, ci.issue_number"));
    if (!exec(query, binds)) {
        return false;
    }
    qint64 last = 0;
    while (query.next()) {
        TermEntry &entry = entries[index.value(query.value(0).toLongLong())];
        if (query.value(1).toLongLong() != last) {
            last = query.value(1).toLongLong();
            entry.conflicts.append({Utf8Text::read(query.value(2)), Utf8Text::read(query.value(3)), Utf8Text::read(query.value(4)), {}});
        }
        if (query.value(5).toInt() > 0) {
            entry.conflicts.last().issues.append(query.value(5).toInt());
        }
    }
    return true;
}
