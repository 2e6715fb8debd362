// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationtemplates.h"

#include "core/modelresources.h"
#include "notes/catalogjson.h"

#include <QFile>
#include <QJsonObject>
#include <QtDebug>

#include <algorithm>

QList<AnnotationTemplate> AnnotationTemplates::defaults()
{
    ModelResources::ensureLoaded();
    QFile file(QStringLiteral(":/templates/annotations.json"));
    QString error;
    const QList<AnnotationTemplate> templates = read(file, &error);
    if (!error.isEmpty()) {
        qWarning() << "The shipped note templates are broken:" << error;
    }
    return templates;
}

std::optional<AnnotationTemplate> AnnotationTemplates::defaultFor(AnnotationKind kind)
{
    const QList<AnnotationTemplate> templates = defaults();
    for (const AnnotationTemplate &candidate : templates) {
        if (candidate.kind == kind) {
            return candidate;
        }
    }
    return std::nullopt;
}

QList<AnnotationTemplate> AnnotationTemplates::read(QIODevice &device, QString *error)
{
    QString message;
    const QJsonArray array = CatalogJson::readArray(device, QStringLiteral("templates"), &message);
    QList<AnnotationTemplate> templates;
    for (int i = 0; message.isEmpty() && i < array.size(); ++i) {
        const std::optional<AnnotationTemplate> parsed = AnnotationTemplate::fromJson(array.at(i).toObject(), &message);
        if (!parsed) {
            message = tr("Template %1: %2").arg(i + 1).arg(message);
        } else if (std::any_of(templates.cbegin(), templates.cend(), [&](const AnnotationTemplate &t) { return t.kind == parsed->kind; })) {
            message = tr("Template %1: a second template for \"%2\".").arg(i + 1).arg(AnnotationKinds::toString(parsed->kind));
        } else {
            templates.append(*parsed);
        }
    }
    if (error) {
        *error = message;
    }
    return message.isEmpty() ? templates : QList<AnnotationTemplate>();
}
