// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "markdown/markdownblock.h"
#include "terms/termcheckpair.h"
#include "terms/termentry.h"
#include "terms/termfinding.h"

#include <QCoreApplication>
#include <QList>

class ProjectStore;

// The term findings of one issue's draft against the project's termbase
// (`yiqiao-cli terms check`): every alignment link is a pair — its source blocks and
// its draft blocks' texts joined — checked by TermChecker in post order, with the
// whole source post as the document context and the issue's tags as the post's
// tags. Links of code blocks only are left out: code is copied, not translated.
class IssueTermCheck
{
    Q_DECLARE_TR_FUNCTIONS(IssueTermCheck)
public:
    struct Result {
        QList<TermEntry> terms; // TermFinding::term indexes into these
        QList<TermFinding> findings;
        QList<BlockRecord> sources;
        QList<BlockRecord> targets;
    };

    static bool run(ProjectStore &store, qint64 issueId, Result *result, QString *error);
    // sources and targets as IssueRepository gives them; TermCheckPair::sourceBlocks
    // index sources, draftBlock the first draft block of the link in targets.
    static QList<TermCheckPair> pairs(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets);
    // text with its markup blanked out, a space for each character so that offsets
    // stay: HTML tags with their attributes, comments, link targets and URLs hold no
    // terms to render (<div class=…>, …/datasets/…).
    static QString proseOf(const QString &text);
    // What TermSelector::codeLanguage reads of stored blocks: kinds and fence infos.
    static QList<MarkdownBlock> structureOf(const QList<BlockRecord> &sources);
};
