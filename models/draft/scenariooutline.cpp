// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/scenariooutline.h"

#include "store/projectstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

QList<ScenarioOutline> ScenarioOutline::shipped()
{
    return {{QStringLiteral("读者场景：环境初始化 / 训练稳定性 / 结果可信度"),
        {QStringLiteral("环境初始化"), QStringLiteral("训练稳定性"), QStringLiteral("结果可信度")}, 2}};
}

QList<ScenarioOutline> ScenarioOutline::read(const ProjectStore &store, QString *error)
{
    const QString value = store.setting(setting());
    if (value.isEmpty()) {
        return shipped();
    }
    const QJsonDocument document = QJsonDocument::fromJson(value.toUtf8());
    if (!document.isArray()) {
        if (error) {
            *error = tr("The project's scenario outlines do not read; save them anew.");
        }
        return {};
    }
    QList<ScenarioOutline> outlines;
    for (const QJsonValue &item : document.array()) {
        outlines.append(fromJson(item.toObject()));
    }
    return outlines;
}

bool ScenarioOutline::write(ProjectStore &store, const QList<ScenarioOutline> &outlines, QString *error)
{
    const QString refused = problem(outlines);
    if (!refused.isEmpty()) {
        *error = refused;
        return false;
    }
    QJsonArray array;
    for (const ScenarioOutline &outline : outlines) {
        array.append(outline.toJson());
    }
    if (!store.setSetting(setting(), QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)))) {
        *error = store.errorString();
        return false;
    }
    return true;
}

QString ScenarioOutline::problem(const QList<ScenarioOutline> &outlines)
{
    QSet<QString> names;
    for (const ScenarioOutline &outline : outlines) {
        const QString name = outline.name.trimmed();
        if (name.isEmpty()) {
            return tr("Every scenario outline needs a name.");
        }
        if (names.contains(name)) {
            return tr("Two scenario outlines are named “%1”.").arg(name);
        }
        names.insert(name);
        if (outline.level < 1 || outline.level > 6) {
            return tr("The headings of “%1” need a level from 1 to 6.").arg(name);
        }
        if (outline.headings.isEmpty()) {
            return tr("The scenario outline “%1” has no headings.").arg(name);
        }
        for (const QString &heading : outline.headings) {
            if (heading.trimmed().isEmpty() || heading.contains(QLatin1Char('\n'))) {
                return tr("Each heading of “%1” is one line of text.").arg(name);
            }
        }
    }
    return {};
}

QJsonObject ScenarioOutline::toJson() const
{
    QStringList trimmed;
    for (const QString &heading : headings) {
        trimmed.append(heading.trimmed());
    }
    return {{QStringLiteral("name"), name.trimmed()}, {QStringLiteral("level"), level},
        {QStringLiteral("headings"), QJsonArray::fromStringList(trimmed)}};
}

ScenarioOutline ScenarioOutline::fromJson(const QJsonObject &object)
{
    ScenarioOutline outline;
    outline.name = object.value(QLatin1String("name")).toString();
    outline.level = object.value(QLatin1String("level")).toInt(2);
    for (const QJsonValue &heading : object.value(QLatin1String("headings")).toArray()) {
        outline.headings.append(heading.toString());
    }
    return outline;
}
