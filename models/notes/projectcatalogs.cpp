// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/projectcatalogs.h"

#include "core/modelresources.h"
#include "store/projectstore.h"

#include <QBuffer>
#include <QFile>

ProjectCatalogs::ProjectCatalogs(ProjectStore &store)
    : m_store(store)
{
}

bool ProjectCatalogs::load()
{
    m_error.clear();
    QStringList problems;
    for (Which which : {Gpus, Versions, Compat}) {
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
    static const char *const files[WhichCount] = {":/catalogs/gpus.json", ":/catalogs/versions.json", ":/catalogs/compat.json"};
    QFile file(QString::fromLatin1(files[which]));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

QByteArray ProjectCatalogs::json(Which which) const
{
    return m_json[which];
}

bool ProjectCatalogs::setJson(Which which, const QByteArray &json)
{
    m_error.clear();
    if (json.trimmed().isEmpty()) {
        return fail(tr("The %1 is empty; reset it to use the shipped one.").arg(label(which)));
    }
    // Validated on copies first, so that a refusal leaves the catalogue in effect.
    const GpuCatalog gpus = m_gpus;
    const VersionCatalog versions = m_versions;
    const CompatCatalog compat = m_compat;
    const QByteArray previous = m_json[which];
    QString error;
    if (!apply(which, json, &error)) {
        return fail(error);
    }
    if (!store(which, QString::fromUtf8(json))) {
        m_gpus = gpus;
        m_versions = versions;
        m_compat = compat;
        m_json[which] = previous;
        return false;
    }
    return true;
}

bool ProjectCatalogs::reset(Which which)
{
    m_error.clear();
    if (!store(which, QStringLiteral(""))) {
        return false;
    }
    QString error;
    return apply(which, shippedJson(which), &error) || fail(error);
}

bool ProjectCatalogs::isOverridden(Which which) const
{
    return !m_store.setting(settingKey(which)).isEmpty();
}

QString ProjectCatalogs::settingKey(Which which)
{
    static const char *const keys[WhichCount] = {"catalog.gpus", "catalog.versions", "catalog.compat"};
    return QString::fromLatin1(keys[which]);
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
        m_json[which] = json;
    }
    return loaded;
}

bool ProjectCatalogs::store(Which which, const QString &value)
{
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!m_store.setSetting(settingKey(which), value)) {
        const QString error = m_store.errorString();
        m_store.rollback();
        return fail(error);
    }
    return m_store.commit() || fail(m_store.errorString());
}
