// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QUrl>

class ProjectStore;

// The machine-translation endpoint of a project: an OpenAI-compatible
// chat-completions URL and the model asked, kept in project_settings (keys
// mt.endpoint and mt.model). Never the API key: that lives in the environment or the
// desktop keyring (MtKey in app/). Nothing is sent anywhere while no endpoint is set.
// On a team working copy the endpoint is the member's own: written under the copy's
// local keys (OutboxTriggers::localSettingKey, never sent to the team server, where
// only the lead may change settings), read from them before the shared ones.
struct MtSettings {
    Q_DECLARE_TR_FUNCTIONS(MtSettings)

public:
    QUrl endpoint;
    QString model;

    // An endpoint (http or https) and a model are set.
    bool isConfigured() const;

    // The project's settings; empty when none were stored.
    static MtSettings read(const ProjectStore &store);
    // Whether endpoint and model may be stored: an http(s) URL with a host and a
    // model name; else false with a translated *error.
    static bool validate(const QUrl &endpoint, const QString &model, QString *error);
    // Stores endpoint and model in one transaction; refuses (translated message in
    // *error, nothing written) a URL that is not http(s) or an empty model.
    static bool write(ProjectStore &store, const QUrl &endpoint, const QString &model, QString *error);

    // Forgets endpoint and model (machine suggestions off again), in one transaction.
    static bool clear(ProjectStore &store, QString *error);

    // Keys in project_settings (on a working copy, under the local prefix).
    static QString endpointKey();
    static QString modelKey();

private:
    static QString value(const ProjectStore &store, const QString &key);
    static bool keep(ProjectStore &store, const QString &endpoint, const QString &model, QString *error);
};
