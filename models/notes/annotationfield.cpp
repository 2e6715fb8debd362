// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationfield.h"

namespace {

struct TypeName {
    AnnotationField::Type type;
    const char *name;
};

const TypeName typeNames[] = {
    {AnnotationField::Line, "line"},
    {AnnotationField::Text, "text"},
    {AnnotationField::Code, "code"},
    {AnnotationField::Table, "table"},
    {AnnotationField::Tree, "tree"},
};

} // namespace

QString AnnotationField::typeToString(Type type)
{
    for (const TypeName &entry : typeNames) {
        if (entry.type == type) {
            return QString::fromLatin1(entry.name);
        }
    }
    return {};
}

std::optional<AnnotationField::Type> AnnotationField::typeFromString(const QString &name)
{
    const QString key = name.trimmed().toLower();
    for (const TypeName &entry : typeNames) {
        if (key == QLatin1String(entry.name)) {
            return entry.type;
        }
    }
    return std::nullopt;
}
