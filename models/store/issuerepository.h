// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/blockrecord.h"
#include "store/issue.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QStringList>
#include <optional>

class ProjectStore;

// Reads and creates issues and their blocks in an open project.
class IssueRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(IssueRepository)
public:
    explicit IssueRepository(ProjectStore &store);

    QList<Issue> issues() const;
    std::optional<Issue> issue(int number) const;
    std::optional<Issue> issueById(qint64 id) const;
    // Returns the new issue's id, 0 on error (errorString()).
    qint64 createIssue(int number, const QString &title);
    bool setTitle(qint64 issueId, const QString &title);

    // The issue's tags (what a term rendering's post tags are matched against), in
    // the order given. Empty for an unknown issue (errorString() says so).
    QStringList tags(qint64 issueId) const;
    // Replaces the tags with normalizedTags(tags): one UPDATE, no transaction of its
    // own (callers write inside ProjectStore::beginWrite()). False with errorString()
    // on error or for an unknown issue.
    bool setTags(qint64 issueId, const QStringList &tags);
    // The same in a write transaction of its own (the tags dialog, `yiqiao-cli tags --set`).
    bool saveTags(qint64 issueId, const QStringList &tags);

    // The day the issue was published (the radar's time axis); invalid when not set
    // or for an unknown issue (errorString() says which).
    QDate publishedOn(qint64 issueId) const;
    // An invalid date clears it; a date outside publicationDays() is refused. False
    // with errorString() on error or for an unknown issue; no transaction of its own.
    bool setPublishedOn(qint64 issueId, const QDate &date);
    // The same in a write transaction of its own (a command, a dialog).
    bool savePublishedOn(qint64 issueId, const QDate &date);
    // The days a post of this series can have been published on: from 1990 (before
    // any of it; a typo such as 0204-03-05 would stretch the radar over 18 centuries)
    // to a year from today (a post scheduled ahead).
    static QDate firstPublicationDay();
    static QDate lastPublicationDay();
    // Each tag trimmed, with its inner whitespace (line breaks too: tags are stored
    // one per line) collapsed to one space; empty ones and case-insensitive
    // duplicates of earlier ones dropped.
    // Tags as typed in one line: separated by commas (also "，" and "、") or line breaks.
    static QStringList splitTags(const QString &text);
    static QStringList normalizedTags(const QStringList &tags);

    // Source blocks of all the issue's posts in import order, or its draft.
    QList<BlockRecord> sourceBlocks(qint64 issueId) const;
    QList<BlockRecord> targetBlocks(qint64 issueId) const;

    // The source posts as imported, byte for byte, in import order.
    QList<QByteArray> sourceSnapshots(qint64 issueId) const;
    QString draftLead(qint64 issueId) const;

private:
    // sql selects id, kind, text and trailing (as UTF-8 blobs, see Utf8Text), origin
    // and status, for one bound issue id.
    QList<BlockRecord> blocks(const QString &sql, qint64 issueId, bool source) const;
    QMultiHash<qint64, qint64> alignments(qint64 issueId, bool bySource) const;
    // sql selects id, number, title and status for one bound value.
    std::optional<Issue> findIssue(const QString &sql, const QVariant &key, const QString &notFound) const;

    ProjectStore &m_store;
};
