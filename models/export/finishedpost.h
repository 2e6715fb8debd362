// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qasettings.h"

#include "core/fallible.h"
#include "deletions/deletion.h"
#include "draft/blockrecord.h"
#include "draft/revision.h"
#include "export/exportsettings.h"
#include "markdown/blockkind.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

class ProjectStore;

// The finished post of an issue, as published: the draft spliced from stored texts
// (MarkdownExporter), note blocks kept or dropped, the deletions explained, and a
// revision footer, each part as ExportSettings says. With every part off the bytes
// are MarkdownExporter::draft()'s.
//
// Deletion notes are content for readers, in Chinese whatever the UI language. A
// footnote reference goes at the end of the last text line of a prose block
// (paragraph, heading, list item, block quote; never code, tables, HTML, math or
// front matter): for a passage cut out of a block, the draft block translating that
// block; for a whole block, the one translating the nearest source block before it
// that has a translation; failing that, the draft's first prose block. Several at
// one place follow each other in source order. Definitions (or the end section)
// come after the draft, the footer last, all in the draft's own line break.
// An issue nobody has worked on since its import (no draft block written since, no
// revision, deletion or note) has nothing to finish: it exports as imported, without
// a footer, so that an untouched import round-trips byte for byte (DESIGN §5).
class FinishedPost : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(FinishedPost)
public:
    explicit FinishedPost(ProjectStore &store);

    // The finished markdown; nothing with errorString() on error. It does not refuse
    // unjustified deletions: callers check unjustifiedDeletions() first.
    std::optional<QByteArray> markdown(qint64 issueId, const ExportSettings &settings);
    // The texts of the note blocks as they stand in the last markdown() (so that
    // FinishedPostHtml can tell notes from other block quotes).
    QStringList noteTexts() const { return m_noteTexts; }
    // With an href ("#yq-revision-log"), the footer's revision count is a markdown link
    // to it, and revisionLog() holds the revisions it counts: the HTML export's log.
    // Empty (the default): the count is plain text, as published markdown has it.
    void setRevisionLogLink(const QString &href) { m_revisionLogLink = href; }
    // The revisions above 0, newest first, that the last markdown()'s footer links to;
    // empty when it has no link (no href, no footer, or no revision).
    QList<Revision> revisionLog() const { return m_revisionLog; }
    // One translated line per deletion whose justification is blank, in source
    // order: why an export is refused. Empty: none, or an error (errorString()).
    QStringList unjustifiedDeletions(qint64 issueId);
    // Whether nobody has worked on the issue since its import, so that it exports as
    // imported (and export has no checklist to warn about); false with errorString()
    // on error.
    bool isUntouched(qint64 issueId);

    // The deleted passage as readers see it quoted: block markers and inline markup
    // stripped, whitespace collapsed, at most length characters then "…", markdown
    // punctuation escaped.
    static QString excerpt(const QString &markdown, BlockKind kind, int length);
    // 过时示例, 地域限定, …: the document's language, not the UI's.
    static QString reasonLabel(DeletionReason reason);

private:
    struct Input {
        QString lead;
        QList<BlockRecord> blocks;
        QList<BlockRecord> sources;
        QList<Deletion> deletions;
        QString date;
        int revisions = 0;
        QString revisionLink; // the footer's count links here, when not empty
        bool untouched = false; // nobody has worked on the issue since its import
        QaSettings style; // the project's typography, for what the export writes itself
    };

    bool read(qint64 issueId, Input *input);
    bool readFooterFacts(qint64 issueId, Input *input);
    bool readRevisionLog(qint64 issueId);
    QString compose(Input input, const ExportSettings &settings);
    static void dropNotes(QList<BlockRecord> &blocks);
    static QStringList footnotes(Input &input);
    static QStringList endSection(const Input &input, const QString &title);
    static QStringList explanations(const Input &input);
    static QList<int> referenceTargets(const Input &input);
    static QString footer(const Input &input, const ExportSettings &settings);

    ProjectStore &m_store;
    QStringList m_noteTexts;
    QString m_revisionLogLink;
    QList<Revision> m_revisionLog;
};
