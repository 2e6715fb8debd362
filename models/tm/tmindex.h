// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmunit.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QVector>

#include <atomic>
#include <vector>

class QSqlDatabase;

// The in-memory inverted index (token → units) of TranslationMemory::lookup over
// tm_units, so that lookup does not scan the table. Of a query's tokens it reads
// the rarest ones, enough that every unit reaching minScore must contain one of
// them (prefix filtering), and ranks the units by shared tokens.
//
// It is built on the first sync(); sync() then reads rows anyone appends (higher
// ids) and, when PRAGMA data_version says another connection wrote, replays the
// removals tm_log recorded since (rebuilding only when it cannot). Writes on the
// same connection go through add()/remove(), or clear() to rebuild. New units must
// get ids above every indexed or logged one (TranslationMemory sees to that).
class TmIndex
{
public:
    // Brings the index up to date with database; false and *error on a failed read,
    // the index then holds what was read.
    bool sync(const QSqlDatabase &database, QString *error);
    // ids.at(i) is the id units.at(i) was stored as, 0 for a unit not stored.
    // Does nothing before the first sync().
    void add(const QList<qint64> &ids, const QList<TmUnit> &units);
    void remove(qint64 id);
    // Forgets everything: the next sync() rebuilds.
    void clear();
    // A flag another thread may set to stop a build between chunks; sync() then
    // returns false and the next one starts over. Not owned; null: none.
    void setAbortFlag(const std::atomic<bool> *abort) { m_abort = abort; }
    // How many times the index was built from the table (for tests and benchmarks).
    int builds() const { return m_builds; }

    // Token ids of text; tokens no unit has get ids of their own above the known ones.
    QVector<quint32> idsOf(const QString &text) const;
    // Ids of the units most likely to score minScore against query (token ids),
    // most shared tokens first: 128 or so, fewer for long texts. Units whose ids
    // are in excluded (when given) are no candidates.
    QList<qint64> candidates(const QVector<quint32> &query, int minScore, const QSet<qint64> *excluded = nullptr);

private:
    bool followLog(const QSqlDatabase &database);
    bool readAppended(const QSqlDatabase &database, QString *error);
    quint32 intern(const QString &key);
    bool append(qint64 id, const QString &source);
    size_t postingSize(quint32 token) const { return token < m_postings.size() ? m_postings[token].size() : 0; }

    // Slots are units in ascending id order.
    QHash<QString, quint32> m_dictionary;
    std::vector<std::vector<quint32>> m_postings; // token id → slots containing it
    std::vector<qint64> m_ids; // slot → unit id
    std::vector<quint16> m_lengths; // slot → token count (saturated)
    std::vector<bool> m_alive;
    std::vector<quint16> m_counts; // scratch of candidates()
    qint64 m_maxId = 0;
    qint64 m_dataVersion = -1;
    qint64 m_logSeq = 0; // the last tm_log entry replayed
    int m_builds = 0;
    const std::atomic<bool> *m_abort = nullptr;
    bool m_built = false;
};
