// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/plainlanguage.h"

#include "store/projectstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

QList<PlainWording> PlainLanguage::defaults()
{
    return {
        {QStringLiteral("鲁棒性"), QStringLiteral("抗干扰能力")},
        {QStringLiteral("范式迁移"), QStringLiteral("做法的根本转变")},
        {QStringLiteral("解耦设计"), QStringLiteral("拆成互不牵连的部分")},
        {QStringLiteral("诱导稀疏性的正则化"), QStringLiteral("让模型自动关掉不重要的神经元")},
    };
}

QList<PlainWording> PlainLanguage::read(const ProjectStore &store, QString *error)
{
    const QString value = store.setting(setting());
    if (value.isEmpty()) {
        return defaults();
    }
    const QJsonDocument document = QJsonDocument::fromJson(value.toUtf8());
    if (!document.isArray()) {
        if (error) {
            *error = tr("The project's plain-language list does not read; QA Settings can store it anew.");
        }
        return {};
    }
    QList<PlainWording> wordings;
    for (const QJsonValue &item : document.array()) {
        const QJsonObject object = item.toObject();
        wordings.append({object.value(QLatin1String("jargon")).toString(), object.value(QLatin1String("plain")).toString()});
    }
    return wordings;
}

QString PlainLanguage::problem(const QList<PlainWording> &wordings)
{
    QSet<QString> seen;
    for (const PlainWording &wording : wordings) {
        if (wording.jargon.trimmed().isEmpty() || wording.plain.trimmed().isEmpty()) {
            return tr("Every row of the plain-language list needs the jargon and its plain wording.");
        }
        if (seen.contains(wording.jargon.trimmed())) {
            return tr("“%1” is listed twice in the plain-language list.").arg(wording.jargon.trimmed());
        }
        seen.insert(wording.jargon.trimmed());
    }
    return {};
}

bool PlainLanguage::write(ProjectStore &store, const QList<PlainWording> &wordings, QString *error)
{
    const QString refused = problem(wordings);
    if (!refused.isEmpty()) {
        *error = refused;
        return false;
    }
    QJsonArray array;
    for (const PlainWording &wording : wordings) {
        array.append(
            QJsonObject {{QStringLiteral("jargon"), wording.jargon.trimmed()}, {QStringLiteral("plain"), wording.plain.trimmed()}});
    }
    if (!store.setSetting(setting(), QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)))) {
        *error = store.errorString();
        return false;
    }
    return true;
}
