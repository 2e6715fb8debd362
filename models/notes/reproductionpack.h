// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/packsettings.h"
#include "notes/versioncatalog.h"
#include "notes/versionsnapshot.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

class ProjectStore;
struct Issue;

// An environment reproduction pack (seed 001: 【环境复现包】): the reproduction_pack
// note's values and the files they make, so that readers can run the post:
// Dockerfile (FROM the base image, the pip and Hugging Face mirrors as ENV, the
// requirements installed, run_quick.sh as its command), requirements.txt,
// run_quick.sh (极速启动模式: the quick command, mirrors exported; executable) and
// README.md (versions, mirrors, how to run with Docker or a virtual environment, the
// expected output, the snapshot's conflicts). File texts are Chinese.
class ReproductionPack
{
    Q_DECLARE_TR_FUNCTIONS(ReproductionPack)

public:
    struct File {
        QString name;
        QByteArray bytes;
        bool executable = false;
    };

    // "Dockerfile", "requirements.txt", "run_quick.sh", "README.md".
    static QStringList fileNames();

    // Note values built from a post's version snapshot: its pinned packages as
    // requirements, made to work together where the compatibility catalogue says how
    // (a package of a series pinned to the release of the first one the post pins,
    // "torchvision==0.19.*"; a package whose newer versions need more of another held
    // below them, "numpy<2.0"; the post's pin said in a comment), with PyTorch's wheel
    // index for the CUDA the post names (or, when that CUDA has no wheel of the pinned
    // torch series, the newest catalogued one that has); the mirrors and base image of
    // settings (the default image with the Python the post pins, "python:3.11-slim"); a quick command that checks the environment (torch,
    // its CUDA and the GPU; the version of each pinned package the post imports) and what it prints.
    static QJsonObject fromSnapshot(
        const VersionSnapshot &snapshot, const VersionCatalog &versions, const CompatCatalog &compat, const PackSettings &settings);
    // The pack's files for a note's values; conflicts are the snapshot's note lines.
    static QList<File> files(const QJsonObject &values, const Issue &issue, const QStringList &conflicts);

    // The values of an issue's first reproduction_pack note in draft order, if it has one.
    static std::optional<QJsonObject> noteOf(ProjectStore &store, qint64 issueId);
    // The pack of an issue: its first reproduction_pack note in draft order or, when it
    // has none, one built from the version snapshot (builtFromSnapshot says which).
    static bool forIssue(ProjectStore &store, const Issue &issue, QList<File> *files, bool *builtFromSnapshot, QString *error);

private:
    static QString dockerfile(const QJsonObject &values, const Issue &issue);
    static QString runQuick(const QJsonObject &values, const Issue &issue);
    static QString readme(const QJsonObject &values, const Issue &issue, const QStringList &conflicts);
    static QString wheelCuda(const VersionSnapshot &snapshot, const VersionCatalog &versions);
    static QStringList requirements(const VersionSnapshot &snapshot, const CompatCatalog &compat);
    static QPair<QStringList, QStringList> environmentCheck(const VersionSnapshot &snapshot, const QString &cuda);
    static QString baseImage(const VersionSnapshot &snapshot, const PackSettings &settings);
};
