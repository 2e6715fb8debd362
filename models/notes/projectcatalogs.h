// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "notes/compatcatalog.h"
#include "notes/gpucatalog.h"
#include "notes/versioncatalog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

class ProjectStore;

// The GPU, version and compatibility catalogues in effect for a project: the shipped
// ones (:/catalogs/gpus.json, :/catalogs/versions.json, :/catalogs/compat.json;
// format: docs/catalogs.md) unless the project overrides one with JSON text of its
// own, kept in project_settings under "catalog.gpus" / "catalog.versions" /
// "catalog.compat". An empty stored value means "no override" (ProjectStore cannot
// remove a setting).
//
// Catalogues carry a "version". An override remembers the shipped version it was
// based on ("catalog.NAME.basedOn": the override's own "version" when it has one,
// else the shipped version when it was stored). When Yiqiao ships a newer catalogue,
// shippedIsNewer() says so and the project chooses: keepOwn(), takeShipped() or
// mergeShipped() (the shipped entries the override lacks are added).
class ProjectCatalogs : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ProjectCatalogs)

public:
    enum Which { Gpus, Versions, Compat };
    static constexpr int WhichCount = 3;

    explicit ProjectCatalogs(ProjectStore &store);

    // Every catalogue, and the names the command line and files use ("gpus", …).
    static QList<Which> all();
    static QString name(Which which);
    static std::optional<Which> fromName(const QString &name);
    static QString label(Which which);

    // Reads the catalogues. An override that no longer parses is ignored: the shipped
    // catalogue is used instead, load() returns false and errorString() says which
    // override was ignored and why. The catalogues are usable either way.
    bool load();
    const GpuCatalog &gpus() const { return m_gpus; }
    const VersionCatalog &versions() const { return m_versions; }
    const CompatCatalog &compat() const { return m_compat; }

    static QByteArray shippedJson(Which which);
    // The parser's message for json as the catalogue of which; empty when it loads.
    static QString problem(Which which, const QByteArray &json);
    // The JSON in effect since the last load(), setJson() or reset().
    QByteArray json(Which which) const;
    // Refused, with nothing stored and the catalogue in effect unchanged, when json does
    // not load (errorString() is the parser's message) or the project is read-only.
    // Based on json's own "version"; without one, an edit of the project's own keeps
    // what it was based on and a new one is based on the shipped version.
    bool setJson(Which which, const QByteArray &json);
    // Removes the override; the shipped catalogue is in effect again.
    bool reset(Which which);
    // Whether the project stores an override (even one that no longer parses).
    bool isOverridden(Which which) const;

    // The catalogue in effect written to path (whole or not at all).
    bool exportFile(Which which, const QString &path);
    // path's catalogue becomes the project's own; a file that cannot be read or does
    // not load is refused with one line naming it, and nothing changes.
    bool importFile(Which which, const QString &path);

    static int shippedVersion(Which which);
    // The shipped version the override was based on; 0 without an override.
    int basedOn(Which which) const;
    bool shippedIsNewer(Which which) const;
    // "The shipped GPU catalogue is newer (version 3) than …"; empty when it is not.
    QString newerNotice(Which which) const;
    // The choices when shippedIsNewer(): keep the override (not asked again for this
    // shipped version), take the shipped one (reset()), or add its new entries.
    bool keepOwn(Which which);
    bool takeShipped(Which which) { return reset(which); }
    bool mergeShipped(Which which);

private:
    static QString settingKey(Which which);
    static QString basedOnKey(Which which);
    // json stored as the project's own, based on shipped version basedOn; refused as
    // setJson() is.
    bool replace(Which which, const QByteArray &json, int basedOn);
    // Loads json into the catalogue of which, or leaves it as it was and sets error.
    bool apply(Which which, const QByteArray &json, QString *error);
    bool store(Which which, const QString &value, int basedOn);

    ProjectStore &m_store;
    GpuCatalog m_gpus;
    VersionCatalog m_versions;
    CompatCatalog m_compat;
    QHash<int, QByteArray> m_json;
};

// Carried by the panes' signals (queued connections, QSignalSpy).
Q_DECLARE_METATYPE(ProjectCatalogs::Which)
