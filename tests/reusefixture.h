// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/utf8text.h"
#include "draft/blockrecord.h"
#include "draft/draftsession.h"
#include "export/markdownexporter.h"
#include "notes/annotationkind.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

// Projects with notes in several issues, for the re-use tests (NoteReuse,
// NoteLinkRepository, the CLI's reuse and the reuse dialog).
namespace ReuseFixture {

// Issue 1: a heading, two paragraphs and two notes (block quotes) made notes with
// form values; issue 2: three blocks and no note.
inline const QByteArray kSource1("# GPUs\n\nRun it on an A100.\n\nThen on a V100.\n");
inline const QByteArray kTarget1("# GPU\n\n在 A100 上运行。\n\n> **硬件说明**：A100 对应国产 MLU370。\n\n然后在 V100 上运行。\n\n"
                                 "> **版本说明**：CUDA 11.8。\n");
inline const QByteArray kSource2("# Drivers\n\nInstall the driver.\n\nReboot.\n");
inline const QByteArray kTarget2("# 驱动\n\n安装驱动。\n\n重启。\n");

// Form values of the hardware table note (a Table and a Text field).
inline QJsonObject hardwareValues()
{
    QJsonArray rows; // not QJsonArray {QJsonArray {…}}: a copy of the inner array for clang
    rows.append(QJsonArray {QStringLiteral("A100"), QStringLiteral("MLU370")});
    return {{QStringLiteral("rows"), rows}, {QStringLiteral("comment"), QStringLiteral("国产卡显存更小")}};
}

// Form values of the version note (Line fields).
inline QJsonObject versionValues()
{
    return {{QStringLiteral("original"), QStringLiteral("CUDA 11.8")}, {QStringLiteral("target"), QStringLiteral("CUDA 12.1")}};
}

inline qint64 importIssue(ProjectStore &store, int number, const QByteArray &source, const QByteArray &target)
{
    PostImporter importer(store);
    return importer.importPost(number, source, QString(), QString(), target) ? importer.result().issueId : 0;
}

// Makes the draft block at index a note of kind with values (through DraftSession, as the window does).
inline bool makeNote(ProjectStore &store, qint64 issueId, int index, AnnotationKind kind, const QJsonObject &values)
{
    DraftSession session(store, issueId);
    return session.load() && session.setNote(index, kind, values);
}

inline QList<BlockRecord> blocks(ProjectStore &store, qint64 issueId)
{
    return IssueRepository(store).targetBlocks(issueId);
}

inline QByteArray draft(ProjectStore &store, qint64 issueId)
{
    const IssueRepository issues(store);
    return MarkdownExporter(issues).draft(issueId);
}

inline bool setText(ProjectStore &store, qint64 blockId, const QString &text)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET text = CAST(? AS TEXT) WHERE id = ?"));
    query.addBindValue(Utf8Text::bind(text));
    query.addBindValue(blockId);
    return query.exec() && query.numRowsAffected() == 1;
}

inline int count(ProjectStore &store, const QString &table)
{
    QSqlQuery query(store.database());
    return query.exec(QStringLiteral("SELECT count(*) FROM ") + table) && query.next() ? query.value(0).toInt() : -1;
}

} // namespace ReuseFixture
