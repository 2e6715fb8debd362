// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "tm/tmmatch.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>

class DraftSession;
class TranslationMemory;

// Pre-translation of an issue from the translation memory (yiqiao-cli pretranslate,
// Issue ▸ Pre-translate). A draft block is filled when it is still the copy of its
// source that import made: status draft, a translation (not a note or addition), its
// text equal to its linked source blocks' texts (TmSegment), and no other draft block
// linked to those sources. Its text becomes the best match scoring at least minScore
// (in-context and exact matches first) and its status pretranslated, so that it
// counts as untranslated until the translator confirms it; editing it makes it draft.
// Nothing the translator wrote is overwritten.
class Pretranslator
{
    Q_DECLARE_TR_FUNCTIONS(Pretranslator)
public:
    struct Result {
        int filled = 0; // blocks that got a match
        int exact = 0; // of those, with a score of 100 or 101
        int withoutMatch = 0; // untranslated blocks no unit reached minScore for
        int kept = 0; // blocks left alone: translated, edited, notes, split or merged
        QList<qint64> blockIds; // the filled blocks
    };

    // The best match of at least minScore for a source segment, or none.
    using Lookup = std::function<QList<TmMatch>(const QString &source, const QString &context, int minScore)>;

    // sources: the source blocks in order (IssueRepository::sourceBlocks).
    Pretranslator(DraftSession &session, const TranslationMemory &memory, const QList<BlockRecord> &sources);
    // Looking up elsewhere: the workbench asks its lookup thread, whose index is built.
    Pretranslator(DraftSession &session, Lookup lookup, const QList<BlockRecord> &sources);

    // Writes through the session: the texts in one transaction, then the statuses.
    // False with errorString() when a write fails; the session then holds what was
    // written.
    bool run(int minScore, Result *result);
    QString errorString() const { return m_error; }

    // A draft block still as imported, and the source blocks it is the copy of
    // (indexes into the sources given): what any pre-translation may fill.
    struct Candidate {
        int blockIndex = 0;
        QList<int> sourceIndexes;
    };
    // Every block still as imported, in order; *kept counts the others.
    QList<Candidate> candidates(int *kept = nullptr) const;

    // A block's new text (no trailing line break), by its index in the session.
    struct Fill {
        int blockIndex = 0;
        QString text;
    };
    // Writes the fills through the session and gives every block they became the
    // status (pretranslated; machine for MachinePretranslator).
    bool apply(const QList<Fill> &fills, const QString &status);

private:
    bool untouched(int blockIndex, QList<int> *sourceIndexes) const;

    DraftSession &m_session;
    Lookup m_lookup;
    const QList<BlockRecord> m_sources;
    QHash<qint64, int> m_sourceIndex; // by id, into m_sources
    QHash<qint64, int> m_stateIndex; // by id, into the session's sourceBlocks()
    QString m_error;
};
