// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "notes/compatcatalog.h"
#include "notes/gpucatalog.h"
#include "notes/versioncatalog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMetaType>
#include <QString>

class ProjectStore;

// The GPU, version and compatibility catalogues in effect for a project: the shipped
// ones (:/catalogs/gpus.json, :/catalogs/versions.json, :/catalogs/compat.json)
// unless the project overrides one with JSON text of its own, kept in
// project_settings under "catalog.gpus" / "catalog.versions" / "catalog.compat". An empty stored value means "no override" (ProjectStore
// cannot remove a setting).
class ProjectCatalogs : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ProjectCatalogs)

public:
    enum Which { Gpus, Versions, Compat };
    static constexpr int WhichCount = 3;

    explicit ProjectCatalogs(ProjectStore &store);

    // Reads every catalogue. An override that no longer parses is ignored: the shipped
    // catalogue is used instead, load() returns false and errorString() says which
    // override was ignored and why. The catalogues are usable either way.
    bool load();
    const GpuCatalog &gpus() const { return m_gpus; }
    const VersionCatalog &versions() const { return m_versions; }
    const CompatCatalog &compat() const { return m_compat; }

    static QByteArray shippedJson(Which which);
    // The JSON in effect since the last load(), setJson() or reset().
    QByteArray json(Which which) const;
    // Refused, with nothing stored and the catalogue in effect unchanged, when json does
    // not load (errorString() is the parser's message) or the project is read-only.
    bool setJson(Which which, const QByteArray &json);
    // Removes the override; the shipped catalogue is in effect again.
    bool reset(Which which);
    // Whether the project stores an override (even one that no longer parses).
    bool isOverridden(Which which) const;

private:
    static QString settingKey(Which which);
    static QString label(Which which);
    // Loads json into the catalogue of which, or leaves it as it was and sets error.
    bool apply(Which which, const QByteArray &json, QString *error);
    bool store(Which which, const QString &value);

    ProjectStore &m_store;
    GpuCatalog m_gpus;
    VersionCatalog m_versions;
    CompatCatalog m_compat;
    QByteArray m_json[WhichCount];
};

// Carried by the panes' signals (queued connections, QSignalSpy).
Q_DECLARE_METATYPE(ProjectCatalogs::Which)
