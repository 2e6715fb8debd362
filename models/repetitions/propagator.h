// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/blockrecord.h"
#include "repetitions/propagationplan.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <map>
#include <memory>

class DraftSession;
class ProjectStore;
struct TargetBlock;

// Propagation of confirmed translations to identical source blocks (repetitions,
// RepetitionKey), as memoQ and Trados offer it: yiqiao-cli propagate, Edit ▸ Propagate
// Translation… and the offer after Ctrl+Enter. One model operation for both.
//
// The scope is a list of issues; their source blocks are one pool (RepetitionSet). A
// source block takes part when exactly one draft block translates it and that block
// translates nothing else (split or merged blocks have no one-to-one translation to
// give or take). For each key:
// - the translation is the text of the confirmed (BlockStatus::isConfirmed) draft
//   blocks of its source blocks; when they differ there is a conflict: nothing is
//   propagated for the key and the plan reports it;
// - it fills every other block of the key whose draft nobody wrote: still the copy of
//   its source that import made (Pretranslator's rule: status draft, text equal to its
//   source's), empty, or pre-translated from the memory or the machine (unconfirmed
//   statuses). A block the translator typed or confirmed is never overwritten; a
//   source block deliberately deleted is left alone.
// The filled blocks get the status pretranslated (Propagator::Status): like a memory
// match they count as untranslated until the translator confirms them in their own
// context, because an identical sentence may need another rendering elsewhere (a
// heading "Results" in two sections); Ctrl+U finds them, Ctrl+Enter confirms them.
class Propagator : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(Propagator)
public:
    static const QString &status();

    explicit Propagator(ProjectStore &store);
    ~Propagator();
    Propagator(const Propagator &) = delete;
    Propagator &operator=(const Propagator &) = delete;

    // Reads issueId through session (the window's open draft) instead of loading it.
    void useSession(qint64 issueId, DraftSession *session);

    // What a propagation among these issues would do; nothing is written. onlyKey
    // (a RepetitionKey) limits it to one set of identical blocks. False with
    // errorString() when an issue cannot be read.
    bool plan(const QList<qint64> &issueIds, PropagationPlan *plan, const QString &onlyKey = {});
    // The propagation of the confirmed translation of draft block blockId within its
    // issue (the offer after Ctrl+Enter): an empty plan when the block is not a
    // one-to-one confirmed translation or has no identical source block to fill.
    bool planFor(qint64 issueId, qint64 blockId, PropagationPlan *plan);

    // Writes the plan's fills, except those of skipIssues (the window writes its open
    // issue through the editor, as one undo step), in one transaction, with one
    // revision per issue changed (by author). A fill whose block changed since the plan
    // was made is skipped. All or nothing: false with errorString() and nothing stored.
    bool apply(const PropagationPlan &plan, const QString &author, const QSet<qint64> &skipIssues = {});

    // The revision summary of a propagation of count blocks.
    static QString summary(int count);

private:
    struct Occurrence {
        qint64 issueId = 0;
        BlockRecord source;
        int target = -1; // the one-to-one draft block, an index into the issue's session
    };

    DraftSession *sessionOf(qint64 issueId);
    bool read(const QList<qint64> &issueIds, QHash<qint64, QList<BlockRecord>> *sources);
    int soleTarget(qint64 issueId, qint64 sourceId) const;
    const TargetBlock &blockOf(const Occurrence &occurrence) const;
    void planKey(const QList<Occurrence> &occurrences, PropagationPlan *plan) const;
    bool takes(const Occurrence &occurrence) const;
    bool write(qint64 issueId, const QList<PropagationPlan::Fill> &fills, const QString &author);

    ProjectStore &m_store;
    std::map<qint64, std::unique_ptr<DraftSession>> m_owned;
    QHash<qint64, DraftSession *> m_sessions;
    QHash<qint64, int> m_numbers; // issue numbers by id
};
