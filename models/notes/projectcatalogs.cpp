// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/projectcatalogs.h"

#include "core/modelresources.h"
#include "notes/catalogjson.h"
#include "store/atomicfilewriter.h"
#include "store/projectstore.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>

namespace {

// A catalogue file larger than this is not one.
constexpr qint64 kMaxCatalogBytes = 8 * 1024 * 1024;

} // namespace

ProjectCatalogs::ProjectCatalogs(ProjectStore &store)
    : m_store(store)
{
}

QList<ProjectCatalogs::Which> ProjectCatalogs::all()
{
    return {Gpus, Versions, Compat};
}

QString ProjectCatalogs::name(Which which)
{
    static const char *const names[WhichCount] = {"gpus", "versions", "compat"};
    return QString::fromLatin1(names[which]);
}

std::optional<ProjectCatalogs::Which> ProjectCatalogs::fromName(const QString &name)
{
    for (Which which : all()) {
        if (ProjectCatalogs::name(which) == name) {
            return which;
        }
    }
    return std::nullopt;
}

QString ProjectCatalogs::label(Which which)
{
    switch (which) {
    case Gpus:
        return tr("GPU catalogue");
    case Versions:
        return tr("version catalogue");
    case Compat:
        break;
    }
    return tr("compatibility catalogue");
}

bool ProjectCatalogs::load()
{
    m_error.clear();
    QStringList problems;
    for (Which which : all()) {
        const QByteArray override = m_store.setting(settingKey(which)).toUtf8();
        QString error;
        if (!override.isEmpty() && apply(which, override, &error)) {
            continue;
        }
        if (!override.isEmpty()) {
            problems.append(tr("The project's %1 no longer loads, the shipped one is used instead: %2").arg(label(which), error));
        }
        if (!apply(which, shippedJson(which), &error)) {
            problems.append(tr("The shipped %1 does not load: %2").arg(label(which), error));
        }
    }
    m_error = problems.join(QLatin1Char(' '));
    return problems.isEmpty();
}

QByteArray ProjectCatalogs::shippedJson(Which which)
{
    ModelResources::ensureLoaded();
    QFile file(QStringLiteral(":/catalogs/") + name(which) + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

QByteArray ProjectCatalogs::json(Which which) const
{
    return m_json.value(which);
}

bool ProjectCatalogs::setJson(Which which, const QByteArray &json)
{
    // An edit of the project's own catalogue stays based on what it was based on.
    const int own = CatalogJson::version(json);
    return replace(which, json, own > 0 ? own : isOverridden(which) ? basedOn(which) : shippedVersion(which));
}

bool ProjectCatalogs::replace(Which which, const QByteArray &json, int basedOn)
{
    m_error.clear();
    if (json.trimmed().isEmpty()) {
        return fail(tr("The %1 is empty; reset it to use the shipped one.").arg(label(which)));
    }
    // Validated on copies first, so that a refusal leaves the catalogue in effect.
    const GpuCatalog gpus = m_gpus;
    const VersionCatalog versions = m_versions;
    const CompatCatalog compat = m_compat;
    const QByteArray previous = m_json.value(which);
    QString error;
    if (!apply(which, json, &error)) {
        return fail(error);
    }
    if (!store(which, QString::fromUtf8(json), basedOn)) {
        m_gpus = gpus;
        m_versions = versions;
        m_compat = compat;
        m_json.insert(which, previous);
        return false;
    }
    return true;
}

bool ProjectCatalogs::reset(Which which)
{
    m_error.clear();
    if (!store(which, QStringLiteral(""), 0)) {
        return false;
    }
    QString error;
    return apply(which, shippedJson(which), &error) || fail(error);
}

bool ProjectCatalogs::isOverridden(Which which) const
{
    return !m_store.setting(settingKey(which)).isEmpty();
}

bool ProjectCatalogs::exportFile(Which which, const QString &path)
{
    m_error.clear();
    QString error;
    return AtomicFileWriter::write(path, json(which), &error) || fail(error);
}

bool ProjectCatalogs::importFile(Which which, const QString &path)
{
    m_error.clear();
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        return fail(tr("Cannot read %1: %2").arg(path, QFileInfo(path).isDir() ? tr("it is a folder") : file.errorString()));
    }
    if (file.size() > kMaxCatalogBytes) {
        return fail(tr("%1 is not a %2: it is larger than %3 MB.").arg(path, label(which)).arg(kMaxCatalogBytes / (1024 * 1024)));
    }
    const QByteArray bytes = file.readAll();
    const QString why = bytes.trimmed().isEmpty() ? tr("the file is empty.") : problem(which, bytes);
    if (!why.isEmpty()) {
        return fail(tr("%1 is not a %2: %3").arg(path, label(which), why));
    }
    // A file replaces the project's own: based on its own version, else the shipped one.
    const int own = CatalogJson::version(bytes);
    return replace(which, bytes, own > 0 ? own : shippedVersion(which));
}

QString ProjectCatalogs::problem(Which which, const QByteArray &json)
{
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    if (which == Gpus) {
        GpuCatalog catalog;
        return catalog.load(buffer) ? QString() : catalog.errorString();
    }
    if (which == Compat) {
        CompatCatalog catalog;
        return catalog.load(buffer) ? QString() : catalog.errorString();
    }
    VersionCatalog catalog;
    return catalog.load(buffer) ? QString() : catalog.errorString();
}

int ProjectCatalogs::shippedVersion(Which which)
{
    return CatalogJson::version(shippedJson(which));
}

// Overrides stored before basedOn existed: their own version, else 1 (the first
// shipped catalogues had none).
int ProjectCatalogs::basedOn(Which which) const
{
    if (!isOverridden(which)) {
        return 0;
    }
    const int stored = m_store.setting(basedOnKey(which)).toInt();
    if (stored > 0) {
        return stored;
    }
    const int own = CatalogJson::version(m_store.setting(settingKey(which)).toUtf8());
    return own > 0 ? own : 1;
}

bool ProjectCatalogs::shippedIsNewer(Which which) const
{
    return isOverridden(which) && shippedVersion(which) > basedOn(which);
}

QString ProjectCatalogs::newerNotice(Which which) const
{
    if (!shippedIsNewer(which)) {
        return {};
    }
    return tr("The shipped %1 is newer (version %2) than the one this project's own is based on (version %3): keep yours, take the "
              "shipped one or merge its new entries.")
        .arg(label(which))
        .arg(shippedVersion(which))
        .arg(basedOn(which));
}

bool ProjectCatalogs::keepOwn(Which which)
{
    m_error.clear();
    if (!isOverridden(which)) {
        return true;
    }
    return store(which, m_store.setting(settingKey(which)), shippedVersion(which));
}

bool ProjectCatalogs::mergeShipped(Which which)
{
    m_error.clear();
    if (!isOverridden(which)) {
        return true;
    }
    const QByteArray merged = CatalogJson::merged(m_store.setting(settingKey(which)).toUtf8(), shippedJson(which), &m_error);
    return m_error.isEmpty() && replace(which, merged, shippedVersion(which));
}

QString ProjectCatalogs::settingKey(Which which)
{
    return QStringLiteral("catalog.") + name(which);
}

QString ProjectCatalogs::basedOnKey(Which which)
{
    return settingKey(which) + QStringLiteral(".basedOn");
}

bool ProjectCatalogs::apply(Which which, const QByteArray &json, QString *error)
{
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    bool loaded = false;
    if (which == Gpus) {
        GpuCatalog catalog;
        loaded = catalog.load(buffer);
        *error = catalog.errorString();
        if (loaded) {
            m_gpus = catalog;
        }
    } else if (which == Versions) {
        VersionCatalog catalog;
        loaded = catalog.load(buffer);
        *error = catalog.errorString();
        if (loaded) {
            m_versions = catalog;
        }
    } else {
        CompatCatalog catalog;
        loaded = catalog.load(buffer);
        *error = catalog.errorString();
        if (loaded) {
            m_compat = catalog;
        }
    }
    if (loaded) {
        m_json.insert(which, json);
    }
    return loaded;
}

// The override and the shipped version it is based on, in one transaction.
bool ProjectCatalogs::store(Which which, const QString &value, int basedOn)
{
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!m_store.setSetting(settingKey(which), value)
        || !m_store.setSetting(basedOnKey(which), basedOn > 0 ? QString::number(basedOn) : QString())) {
        const QString error = m_store.errorString();
        m_store.rollback();
        return fail(error);
    }
    return m_store.commit() || fail(m_store.errorString());
}
