// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "markdown/markdowndocument.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

class ProjectStore;

// Imports an English post into an issue: the post is kept byte for byte, split into
// source blocks, and the issue's draft gets one target block per source block,
// aligned to it and starting as a copy of it — so exporting an untouched draft gives
// the post back exactly. With an existing translation, the draft gets the
// translation's blocks instead, aligned by PostAligner (structure, anchors, length).
// The post's front-matter tags (FrontMatterTags) are added to the issue's, and its
// front-matter date (FrontMatterDate) becomes the issue's publication day if it has none.
// All or nothing: on any error the project is unchanged.
class PostImporter : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(PostImporter)
public:
    struct Result {
        qint64 issueId = 0;
        qint64 postId = 0;
        int sourceBlocks = 0;
        int targetBlocks = 0;
    };

    explicit PostImporter(ProjectStore &store);

    // Creates issue `number` if it does not exist yet, titled `title` or else after
    // the post's first heading. Returns false with errorString() on error.
    bool importPost(int number, const QByteArray &source, const QString &title, const QString &originPath,
        const std::optional<QByteArray> &translation = std::nullopt);

    // importPost in two steps, so that input can be checked (and parsed, once)
    // before the project is even opened: refused input never touches it.
    bool prepare(const QByteArray &source, const QString &originPath, const std::optional<QByteArray> &translation = std::nullopt);
    bool importInto(int number, const QString &title);

    // Why bytes cannot be imported (not UTF-8, binary, no blocks), or an empty string;
    // name says which file in the message. Parses into parsed when given.
    static QString problemWith(const QByteArray &bytes, const QString &name, MarkdownDocument *parsed = nullptr);

    // The title an import gives a post: its first heading's text.
    static QString headingTitle(const MarkdownDocument &post);
    // The rows an import writes (SourceUpdater writes them too), inside the caller's
    // write transaction: the new row's id, or 0 with *error (SqlErrors::describe()).
    static qint64 insertSourceBlock(QSqlDatabase db, qint64 postId, int ordinal, const MarkdownBlock &block, QString *error);
    // A draft block made from block: translation or addition (origin), status draft
    // or translated.
    static qint64 insertDraftBlock(QSqlDatabase db, qint64 issueId, int ordinal, const MarkdownBlock &block, const QString &origin,
        const QString &status, QString *error);
    static bool align(QSqlDatabase db, qint64 targetId, qint64 sourceId, QString *error);

    Result result() const { return m_result; }

private:
    struct Prepared {
        QByteArray source;
        QString originPath;
        MarkdownDocument post;
        std::optional<MarkdownDocument> translation;
    };

    bool alreadyImported(const QByteArray &source);
    bool write(int number, const QString &title, const QString &originPath, const QByteArray &source, const MarkdownDocument &post,
        const MarkdownDocument *translation);
    bool writePost(const QString &originPath, const QByteArray &source, const MarkdownDocument &post);
    bool mergeTags(const MarkdownDocument &post);
    bool adoptDate(const MarkdownDocument &post);
    QList<qint64> writeSourceBlocks(const MarkdownDocument &post);
    // alignedTo: draft block index -> the ids of the source blocks it translates.
    bool writeDraft(const MarkdownDocument &draft, const QHash<int, QList<qint64>> &alignedTo, bool translated);
    bool joinToPreviousPost(int firstOrdinal, const QString &lead);
    qint64 issueFor(int number, const QString &title, const MarkdownDocument &post);

    ProjectStore &m_store;
    std::optional<Prepared> m_prepared;
    Result m_result;
};
