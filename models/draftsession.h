// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draftreconciler.h"
#include "lineids.h"
#include "sourceblockstate.h"
#include "targetblock.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

class ProjectStore;

// The draft of one issue while it is edited as one markdown document, with the
// source beside it. update() takes the edited text and the ids its lines carry,
// reconciles them with the stored blocks (DraftReconciler) and writes the
// difference in one transaction; on failure nothing changes, on disk or here.
// Blocks removed in this session are kept as tombstones, so that an undo that brings
// their lines back restores their origin, status and alignment.
class DraftSession
{
    Q_DECLARE_TR_FUNCTIONS(DraftSession)
public:
    DraftSession(ProjectStore &store, qint64 issueId);

    // Reads the draft and the source side; false with errorString() on error, and
    // the session stays as it was.
    bool load();

    // Exactly what MarkdownExporter::draft() exports.
    const QString &text() const { return m_text; }
    const LineIds &lineIds() const { return m_lineIds; }
    const QList<TargetBlock> &blocks() const { return m_blocks; }
    // The index of the block line belongs to (a blank line belongs to the block
    // before it), or -1 (the lead, or no such line).
    int blockAtLine(int line) const;

    // Reconciles and saves: changed rows are updated, new ones inserted, removed
    // ones deleted, ordinals, alignments, the lead and the issue's updated_at
    // rewritten. Afterwards blocks() and lineIds() carry the new ids. Text and ids
    // identical to the current state write nothing.
    bool update(const QString &text, const LineIds &ids);
    // status: draft, translated, reviewed or approved.
    bool setStatus(int blockIndex, const QString &status);

    // The source posts joined as MarkdownExporter::source() joins them.
    const QString &sourceText() const { return m_sourceText; }
    const QList<SourceBlockState> &sourceBlocks() const { return m_sources; }
    int sourceBlockAtLine(int line) const;
    QList<int> sourcesOfTarget(int targetIndex) const;
    QList<int> targetsOfSource(int sourceIndex) const;

    QString errorString() const { return m_error; }

private:
    struct Draft {
        QString lead;
        QList<TargetBlock> blocks;
        QHash<qint64, int> ordinals;
    };
    struct Source {
        QString text;
        QList<SourceBlockState> blocks;
    };

    struct Statements;

    bool readDraft(Draft *draft);
    bool readAlignments(QHash<qint64, QList<qint64>> *links);
    bool readSource(Source *source);
    bool readPosts(QList<qint64> *postIds, QList<QByteArray> *posts);
    bool changes(const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const;
    bool write(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous);
    bool writeBlock(Statements &sql, TargetBlock &block, int ordinal, const QHash<qint64, TargetBlock> &previous, QString *error);
    void adopt(const QString &lead, QList<TargetBlock> blocks);
    void layOut();
    void fillFromParse();
    void linkSources();
    QHash<qint64, TargetBlock> byId() const;
    bool fail(const QString &message);

    ProjectStore &m_store;
    const qint64 m_issueId;
    QString m_lead;
    QList<TargetBlock> m_blocks;
    QHash<qint64, int> m_ordinals; // stored ordinal by id
    QHash<qint64, TargetBlock> m_tombstones;
    QString m_text;
    LineIds m_lineIds;
    QString m_sourceText;
    QList<SourceBlockState> m_sources;
    QHash<qint64, int> m_sourceIndex; // by source block id
    QString m_error;
};
