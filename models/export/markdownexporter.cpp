// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/markdownexporter.h"

#include "draft/blockrecord.h"
#include "store/issuerepository.h"

MarkdownExporter::MarkdownExporter(const IssueRepository &issues)
    : m_issues(issues)
{
}

QString MarkdownExporter::join(const QString &lead, const QList<BlockRecord> &blocks)
{
    QString out = lead;
    for (int i = 0; i < blocks.size(); ++i) {
        const BlockRecord &block = blocks.at(i);
        out += block.text;
        out += block.trailing;
        const bool last = i + 1 == blocks.size();
        if (!last && !block.trailing.endsWith(QLatin1Char('\n')) && !block.trailing.endsWith(QLatin1Char('\r'))) {
            out += QLatin1String("\n\n");
        }
    }
    return out;
}

QByteArray MarkdownExporter::draft(qint64 issueId) const
{
    return join(m_issues.draftLead(issueId), m_issues.targetBlocks(issueId)).toUtf8();
}

QByteArray MarkdownExporter::source(qint64 issueId) const
{
    // Bytes, not QString: QString::fromUtf8 would drop a BOM.
    QByteArray out;
    for (const QByteArray &post : m_issues.sourceSnapshots(issueId)) {
        if (!out.isEmpty()) {
            qsizetype breaks = 0;
            while (breaks < out.size() && (out.at(out.size() - 1 - breaks) == '\n' || out.at(out.size() - 1 - breaks) == '\r')) {
                ++breaks;
            }
            const QByteArray separator = out.right(breaks);
            out.chop(breaks);
            out += withBlankLine(QString::fromLatin1(separator)).toLatin1();
        }
        out += post;
    }
    return out;
}

QString MarkdownExporter::withBlankLine(const QString &separator)
{
    const QString crlf = QStringLiteral("\r\n");
    const QString lineBreak = separator.contains(crlf)                                    ? crlf
        : separator.contains(QLatin1Char('\r')) && !separator.contains(QLatin1Char('\n')) ? QStringLiteral("\r")
                                                                                          : QStringLiteral("\n");
    QString out = separator;
    if (!out.endsWith(lineBreak)) {
        out += lineBreak;
    }
    if (!out.endsWith(lineBreak + lineBreak)) {
        out += lineBreak;
    }
    return out;
}
