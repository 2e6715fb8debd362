// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/markdownexporter.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

// A small series for the team tests (issue 24): issues 1..count, each an English post
// of a heading and a few paragraphs with its Chinese translation as the draft, and
// what two copies are compared by (the drafts as exported, the counts of the rows
// that travel).
struct TeamSeries {
    static QByteArray source(int issue, int paragraphs = 4)
    {
        QByteArray text = "# Issue " + QByteArray::number(issue) + ": kernels and memory\n";
        for (int p = 1; p <= paragraphs; ++p) {
            text += "\nParagraph " + QByteArray::number(p) + " of issue " + QByteArray::number(issue)
                + " explains how the GPU kernel reads shared memory before the warp moves on.\n";
        }
        return text;
    }

    static QByteArray translation(int issue, int paragraphs = 4)
    {
        QByteArray text = "# 第 " + QByteArray::number(issue) + " 期：内核与内存\n";
        for (int p = 1; p <= paragraphs; ++p) {
            text += QStringLiteral("\n第 %1 段（第 %2 期）说明 GPU 内核在线程束继续之前如何读取共享内存。\n").arg(p).arg(issue).toUtf8();
        }
        return text;
    }

    // A new project at path (named name) with issues 1..count; the error text, empty
    // when it worked.
    static QString create(const QString &path, int count, const QString &name = QStringLiteral("Series"), int paragraphs = 4)
    {
        ProjectStore store;
        if (!store.create(path, name)) {
            return store.errorString();
        }
        for (int issue = 1; issue <= count; ++issue) {
            PostImporter importer(store);
            if (!importer.prepare(source(issue, paragraphs), QStringLiteral("/series/%1.md").arg(issue), translation(issue, paragraphs))
                || !importer.importInto(issue, QString())) {
                return importer.errorString();
            }
        }
        return {};
    }

    // Every issue's draft as exported, number → bytes.
    static QMap<int, QByteArray> drafts(ProjectStore &store)
    {
        QMap<int, QByteArray> result;
        IssueRepository issues(store);
        for (const Issue &issue : issues.issues()) {
            result.insert(issue.number, MarkdownExporter(issues).draft(issue.id));
        }
        return result;
    }

    // The number of rows of each table that must agree between copies.
    static QMap<QString, int> counts(ProjectStore &store)
    {
        QMap<QString, int> result;
        for (const char *table : {"issues", "source_blocks", "target_blocks", "comments", "block_reviews", "terms", "term_renderings",
                 "tm_units", "deletions"}) {
            QSqlQuery query(store.database());
            // Table names from the fixed list above.
            query.exec(QStringLiteral("SELECT COUNT(*) FROM ") + QLatin1String(table));
            result.insert(QLatin1String(table), query.next() ? query.value(0).toInt() : -1);
        }
        return result;
    }

    // A digest of the series' terms: each source with its renderings, sorted.
    static QStringList terms(ProjectStore &store)
    {
        QStringList result;
        QSqlQuery query(store.database());
        query.exec(
            QStringLiteral("SELECT t.source_term, GROUP_CONCAT(r.rendering, '|') FROM terms t LEFT JOIN"
                           " (SELECT term_id, rendering FROM term_renderings ORDER BY rendering) r ON r.term_id = t.id GROUP BY t.id"));
        while (query.next()) {
            result.append(query.value(0).toString() + QLatin1Char('=') + query.value(1).toString());
        }
        result.sort();
        return result;
    }
};
