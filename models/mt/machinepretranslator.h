// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "mt/mtfinding.h"
#include "mt/mtsuggestion.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>

class DraftSession;
class ProjectStore;

// Pre-translation of an issue from the machine-translation endpoint (yiqiao-cli
// pretranslate --mt, Memory ▸ Pre-translate from Machine). It fills the blocks that
// memory pre-translation would (Pretranslator::candidates: still as imported) with
// the endpoint's checked suggestion for their source block, status machine: like
// pretranslated it counts as untranslated, and editing it makes it draft. A block
// made of several source blocks (merged) is left alone.
// The suggestions are gathered first (network, no transaction open); then the texts,
// the statuses and one revision entry are written in one transaction. When the
// endpoint fails or the run is cancelled nothing is written.
class MachinePretranslator : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(MachinePretranslator)
public:
    // One block filled: its draft block id, the source block asked about, the text and
    // what the term and QA checks found in it.
    struct Filled {
        qint64 blockId = 0;
        qint64 sourceBlockId = 0;
        QString text;
        QList<MtFinding> findings;
    };
    struct Result {
        int filled = 0; // blocks written (not those edited while the answers came in)
        int kept = 0; // translated, edited, notes, split or merged blocks
        int findings = 0; // over all filled blocks
        QList<Filled> blocks;
    };

    // The checked suggestion for a source block, or false with *error set.
    using Suggest = std::function<bool(qint64 sourceBlockId, MtSuggestion *out, QString *error)>;
    // Called before each request with the blocks done and the total; false cancels.
    using Progress = std::function<bool(int done, int total)>;

    // Asks the project's endpoint (MtSettings) through MtSuggester with apiKey.
    MachinePretranslator(ProjectStore &store, qint64 issueId, const QString &apiKey);
    MachinePretranslator(ProjectStore &store, qint64 issueId, Suggest suggest);

    void setProgress(Progress progress) { m_progress = std::move(progress); }
    // Who the revision entry names.
    void setAuthor(const QString &author) { m_author = author; }

    // session: the issue's draft, loaded. False with errorString() when the endpoint
    // failed, the run was cancelled (wasCancelled()) or a write failed; then nothing
    // was written.
    bool run(DraftSession &session, Result *result);
    bool wasCancelled() const { return m_cancelled; }

private:
    // (draft block id, text) of each block to fill.
    bool gather(DraftSession &session, Result *result, QList<QPair<qint64, QString>> *fills);
    // Writes what may still be written; result then counts and lists only that.
    bool write(DraftSession &session, const QList<QPair<qint64, QString>> &fills, Result *result);
    // Only the blocks (by id) that may still be written stay in result.
    static void keepOnly(const QHash<qint64, int> &writable, Result *result);

    ProjectStore &m_store;
    qint64 m_issueId = 0;
    Suggest m_suggest;
    Progress m_progress;
    QString m_author;
    bool m_cancelled = false;
};
