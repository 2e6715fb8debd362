// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

class IssueRepository;
struct BlockRecord;

// Writes an issue out as markdown by splicing stored block texts together — never by
// re-rendering through cmark or QTextDocument, which would normalise the markup.
class MarkdownExporter
{
public:
    explicit MarkdownExporter(const IssueRepository &issues);

    // The draft: lead, then each block's text and trailing. A block whose trailing
    // lost its line break gets a blank line before the next block, so blocks never
    // run together.
    QByteArray draft(qint64 issueId) const;
    // The source posts exactly as imported, a blank line between two posts.
    QByteArray source(qint64 issueId) const;

    static QString join(const QString &lead, const QList<BlockRecord> &blocks);
    // separator, extended so that it ends in a blank line, in the line-break style
    // it already uses (\n by default).
    static QString withBlankLine(const QString &separator);

private:
    const IssueRepository &m_issues;
};
