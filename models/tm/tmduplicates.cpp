// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmduplicates.h"

#include "core/sqlerrors.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <string_view>

namespace {

struct Entry {
    quint64 hash;
    int index; // in the batch

    bool operator<(const Entry &other) const { return hash != other.hash ? hash < other.hash : index < other.index; }
};

quint64 hashOf(const QByteArray &source, const QByteArray &target)
{
    const std::hash<std::string_view> hash;
    const quint64 a = hash(std::string_view(source.constData(), size_t(source.size())));
    const quint64 b = hash(std::string_view(target.constData(), size_t(target.size())));
    return a ^ (b + 0x9E3779B97F4A7C15ULL + (a << 6) + (a >> 2));
}

// As SQLite compares the bound texts: their UTF-8.
bool sameTexts(const TmUnit &a, const TmUnit &b)
{
    return a.source.toUtf8() == b.source.toUtf8() && a.target.toUtf8() == b.target.toUtf8();
}

// Marks every unit that repeats an earlier one of the batch; entries are sorted.
void markRepeats(const QList<TmUnit> &units, const std::vector<Entry> &entries, std::vector<bool> *fresh)
{
    std::vector<int> kept;
    for (size_t run = 0; run < entries.size();) {
        size_t end = run + 1;
        while (end < entries.size() && entries[end].hash == entries[run].hash) {
            ++end;
        }
        kept.assign(1, entries[run].index);
        for (size_t i = run + 1; i < end; ++i) {
            const int index = entries[i].index;
            const bool repeat = std::any_of(kept.cbegin(), kept.cend(), [&](int k) { return sameTexts(units.at(k), units.at(index)); });
            if (repeat) {
                (*fresh)[size_t(index)] = false;
            } else {
                kept.push_back(index);
            }
        }
        run = end;
    }
}

} // namespace

bool TmDuplicates::findNew(const QSqlDatabase &db, const QList<TmUnit> &units, bool anyOrigin, std::vector<bool> *fresh, QString *error)
{
    std::vector<Entry> entries;
    entries.reserve(size_t(units.size()));
    for (int i = 0; i < units.size(); ++i) {
        entries.push_back({hashOf(units.at(i).source.toUtf8(), units.at(i).target.toUtf8()), i});
    }
    std::sort(entries.begin(), entries.end());
    fresh->assign(size_t(units.size()), true);
    markRepeats(units, entries, fresh);

    QSqlQuery stored(db);
    stored.setForwardOnly(true); // no cache of every row read
    stored.prepare(QStringLiteral("SELECT CAST(source_text AS BLOB), CAST(target_text AS BLOB) FROM tm_units"
                                  " WHERE ? OR substr(origin, 1, 9) <> 'attached:'"));
    stored.addBindValue(anyOrigin);
    if (!stored.exec()) {
        *error = SqlErrors::describe(stored.lastError());
        return false;
    }
    while (stored.next()) {
        const QByteArray source = stored.value(0).toByteArray();
        const QByteArray target = stored.value(1).toByteArray();
        const quint64 hash = hashOf(source, target);
        auto it = std::lower_bound(entries.cbegin(), entries.cend(), Entry {hash, -1});
        for (; it != entries.cend() && it->hash == hash; ++it) {
            const TmUnit &unit = units.at(it->index);
            if ((*fresh)[size_t(it->index)] && unit.source.toUtf8() == source && unit.target.toUtf8() == target) {
                (*fresh)[size_t(it->index)] = false;
            }
        }
    }
    if (stored.lastError().isValid()) {
        *error = SqlErrors::describe(stored.lastError());
        return false;
    }
    return true;
}
