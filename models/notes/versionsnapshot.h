// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "notes/compatcatalog.h"
#include "notes/versioncatalog.h"
#include "notes/versionconflict.h"
#include "notes/versionpin.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

class ProjectStore;

// The versions a post pins or implies and what the catalogues say of them: the
// version_snapshot note's content (seed 001: 版本快照 + 冲突检测), the QA check
// version.* and the reproduction pack built without a pack note. Offline: only the
// project's catalogues (ProjectCatalogs) are read.
class VersionSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(VersionSnapshot)

public:
    QList<VersionPin> pins;
    QList<VersionConflict> conflicts;
    // The note's table: 组件, 原文版本, 出处, 说明; a row per pin but catalogued symbols
    // and imports of packages the post pins.
    QList<QStringList> rows;

    static VersionSnapshot of(const QList<BlockRecord> &sources, const VersionCatalog &versions, const CompatCatalog &compat);
    // The snapshot of an issue's source post with the project's catalogues; false with
    // error when the blocks cannot be read.
    static bool ofIssue(ProjectStore &store, qint64 issueId, VersionSnapshot *snapshot, QString *error);

    // The version_snapshot note's values: rows, conflicts (one line each, ❌ for a
    // conflict, ⚠️ for a deprecation, with the source link) and an empty comment.
    QJsonObject noteValues() const;
    // The pinned packages as requirements lines ("torch==2.4.0"), in post order, one
    // per package (its first pin; a version only the prose names comes after the pins
    // and only for a package the post does not pin); imports and Python are left out.
    QStringList requirements() const;
    // The Python version the post pins ("python>=3.10"), empty when none.
    QString python() const;
    // The first CUDA version the post names, empty when none.
    QString cuda() const;

private:
    static QStringList row(const VersionPin &pin, const VersionCatalog &versions);
};
