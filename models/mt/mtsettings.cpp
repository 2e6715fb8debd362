// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsettings.h"

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
    const QString endpoint = store.setting(endpointKey());
    if (!endpoint.isEmpty()) {
        settings.endpoint = QUrl(endpoint);
    }
    settings.model = store.setting(modelKey());
    return settings;
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
    return store.inTransaction(
        [&store, &endpoint, &model]() {
            return store.setSetting(endpointKey(), endpoint.toString()) && store.setSetting(modelKey(), model.trimmed());
        },
        error);
}
