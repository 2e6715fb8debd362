// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsettings.h"

#include "store/outboxtriggers.h"
#include "store/projectstore.h"

namespace {
bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && !url.host().isEmpty() && (scheme == QLatin1String("http") || scheme == QLatin1String("https"));
}
} // namespace

bool MtSettings::isConfigured() const
{
    return isHttp(endpoint) && !model.trimmed().isEmpty();
}

QString MtSettings::endpointKey()
{
    return QStringLiteral("mt.endpoint");
}

QString MtSettings::modelKey()
{
    return QStringLiteral("mt.model");
}

MtSettings MtSettings::read(const ProjectStore &store)
{
    MtSettings settings;
    const QString endpoint = value(store, endpointKey());
    if (!endpoint.isEmpty()) {
        settings.endpoint = QUrl(endpoint);
    }
    settings.model = value(store, modelKey());
    return settings;
}

// The copy's own value when it has one (also an empty one: cleared here), else the
// shared one.
QString MtSettings::value(const ProjectStore &store, const QString &key)
{
    const QString absent = QStringLiteral("\u0001");
    const QString local = store.setting(OutboxTriggers::localSettingKey(key), absent);
    return local == absent ? store.setting(key) : local;
}

bool MtSettings::keep(ProjectStore &store, const QString &endpoint, const QString &model, QString *error)
{
    const bool own = OutboxTriggers::isWorkingCopy(store.database());
    const QString endpointAt = own ? OutboxTriggers::localSettingKey(endpointKey()) : endpointKey();
    const QString modelAt = own ? OutboxTriggers::localSettingKey(modelKey()) : modelKey();
    return store.inTransaction([&]() { return store.setSetting(endpointAt, endpoint) && store.setSetting(modelAt, model); }, error);
}

bool MtSettings::validate(const QUrl &endpoint, const QString &model, QString *error)
{
    if (!isHttp(endpoint)) {
        *error = tr("The endpoint must be an http:// or https:// address, such as http://localhost:8080/v1/chat/completions, not '%1'")
                     .arg(endpoint.toString());
        return false;
    }
    if (model.trimmed().isEmpty()) {
        *error = tr("Name the model the endpoint should use (--model NAME).");
        return false;
    }
    return true;
}

bool MtSettings::write(ProjectStore &store, const QUrl &endpoint, const QString &model, QString *error)
{
    if (!validate(endpoint, model, error)) {
        return false;
    }
    return keep(store, endpoint.toString(), model.trimmed(), error);
}

bool MtSettings::clear(ProjectStore &store, QString *error)
{
    return keep(store, QString(), QString(), error);
}
