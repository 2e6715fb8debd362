// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/sourceblockstate.h"
#include "draft/targetblock.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

class ProjectStore;
class QSqlQuery;

// Reads an issue's draft (lead, blocks with their alignments and note values) and
// its source side (the posts joined as MarkdownExporter::source() joins them, with
// each source block's lines in that text and whether it is deleted whole) for
// DraftSession::load(). Read-only.
class DraftLoader : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(DraftLoader)
public:
    struct Draft {
        QString lead;
        QList<TargetBlock> blocks;
        QHash<qint64, int> ordinals; // stored ordinal by id
    };
    struct Source {
        QString text;
        QList<SourceBlockState> blocks;
    };

    DraftLoader(ProjectStore &store, qint64 issueId);

    bool readDraft(Draft *draft);
    bool readSource(Source *source);

private:
    bool readLead(QString *lead);
    bool readAlignments(QHash<qint64, QList<qint64>> *links);
    bool readPosts(QList<qint64> *postIds, QList<QByteArray> *posts);

    ProjectStore &m_store;
    const qint64 m_issueId;
};
