// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletion.h"
#include "markdown/markdowndocument.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

// What SourceUpdater::prepare() read: the post and its stored blocks, the draft
// around them; and what its plan marked. SourceUpdateWriter keeps the draft's part
// in step with what it writes.
struct SourceUpdateState {
    qint64 issueId = 0;
    qint64 postId = 0;
    int version = 0;
    QString sha256;
    QList<qint64> ids; // the post's source blocks in ordinal order
    QList<MarkdownBlock> blocks;
    QList<qint64> issueSources; // every source block of the issue, as the issue reads
    QList<qint64> draft; // the draft's block ids in order
    QHash<qint64, QString> origins; // draft block id -> origin
    QHash<qint64, QString> trailings; // draft block id -> trailing
    QHash<qint64, QString> statuses; // draft block id -> status
    QHash<qint64, QList<qint64>> targetsOf; // source id -> draft block ids, in draft order
    QHash<qint64, QList<qint64>> sourcesOf; // draft block id -> source ids
    QHash<qint64, QList<Deletion>> deletionsOf; // source id -> its deletions
    QHash<qint64, QList<QPair<qint64, QString>>> openEdits; // source id -> open edited changes (id, old text)
    QSet<qint64> removed; // planned: the post's blocks the new version no longer has
    // planned: blocks with an open edit whose new text is the text that edit's
    // draft translated (the edit undone upstream)
    QSet<qint64> reverted;
};
