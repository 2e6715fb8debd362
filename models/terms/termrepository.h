// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "terms/termentry.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QVariantList>

class ProjectStore;
class QSqlQuery;

// The project's termbase (tables terms, term_renderings, term_forbidden, term_issues,
// term_conflicts, term_conflict_issues). Every write is one transaction: it all
// happens or nothing does.
//
// Entries are the same term when their sources are equal after trimming and case
// folding ("Kernel" and "kernel"), whatever caseSensitive says.
// Issues are stored as issue numbers (schema v5), whether or not the project holds
// that issue: a conflict log cites issues translated before the project existed.
class TermRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TermRepository)
public:
    struct Counts {
        int added = 0; // new terms
        int merged = 0; // entries merged into (add) or replacing (replace) a stored term
    };

    explicit TermRepository(ProjectStore &store);

    // Every entry, ordered by source (case-insensitive), with all its parts.
    QList<TermEntry> all() const;
    // The entry with that id; one with id 0 when there is none.
    TermEntry entry(qint64 id) const;
    // Adds entries; one whose source is stored already (or earlier in the list) is
    // merged into it: variants, renderings (by text; a stored default rendering stays
    // the only default), forbidden renderings (by text),
    // conflicts (by context, correct and wrong rendering) and issues are united,
    // duplicates skipped; an empty first-use rule or note is filled, a different note
    // appended on a line of its own; keepEnglish and caseSensitive are kept when
    // either side sets them. An entry without a source refuses the whole batch.
    bool add(const QList<TermEntry> &entries, Counts *counts = nullptr);
    // Like add(), but an entry whose source is stored replaces the stored term
    // wholly (its id stays). Entries repeated within the list are merged first.
    bool replace(const QList<TermEntry> &entries, Counts *counts = nullptr);
    // Stores entry over the term with entry.id, wholly (the source may change).
    // Refused when another term has that source: add() merges into it instead.
    bool update(const TermEntry &entry);
    bool remove(qint64 id);
    // Lookup both ways: entries whose source, variants, renderings, forbidden
    // renderings or conflict renderings contain query (ASCII case-insensitive; a
    // Chinese query of one or two characters works: instr(), no full-text index).
    // Exact matches first, then matches at the start, then the shorter sources.
    QList<TermEntry> find(const QString &query) const;

    static QString key(const QString &source);
    // Merges from into into as add() describes.
    static void merge(TermEntry &into, const TermEntry &from);

private:
    enum class Mode { Merge, Replace };
    // A source term, and a context pattern that compiles.
    bool acceptable(const TermEntry &entry);
    bool write(const QList<TermEntry> &entries, Mode mode, Counts *counts);
    bool writeUpdate(const TermEntry &entry);
    bool writeBatch(const QList<TermEntry> &entries, Mode mode, Counts *counts);
    static QList<TermEntry> planned(const QList<TermEntry> &entries, const QList<TermEntry> &stored, Mode mode, Counts *counts);
    bool store(const TermEntry &entry, qint64 *id);
    bool storeParts(const TermEntry &entry, qint64 id);
    bool storeRenderings(const TermEntry &entry, qint64 id);
    bool storeForbidden(const TermEntry &entry, qint64 id);
    bool storeIssues(const TermEntry &entry, qint64 id);
    bool storeConflicts(const TermEntry &entry, qint64 id);
    bool deleteParts(qint64 id);
    // Entries whose terms row (alias t) satisfies filter, with binds for its "?".
    QList<TermEntry> load(const QString &filter, const QVariantList &binds) const;
    bool loadRenderings(QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const;
    bool loadForbidden(QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const;
    bool loadIssues(QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const;
    bool loadConflicts(QList<TermEntry> &entries, const QHash<qint64, int> &index, const QString &ids, const QVariantList &binds) const;

    ProjectStore &m_store;
};
