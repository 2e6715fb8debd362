// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/requirednotekinds.h"

#include "notes/annotationkind.h"
#include "store/projectstore.h"

namespace {

// Unset and set-to-nothing differ: "" requires nothing.
const QString kNothing = QStringLiteral("-");

} // namespace

QStringList RequiredNoteKinds::defaults()
{
    return {QStringLiteral("reproduction_pack"), QStringLiteral("troubleshooting_tree"), QStringLiteral("performance_matrix"),
        QStringLiteral("roadmap")};
}

QStringList RequiredNoteKinds::read(const ProjectStore &store)
{
    const QString value = store.setting(setting());
    if (value.isNull() || value.isEmpty()) {
        return defaults();
    }
    if (value == kNothing) {
        return {};
    }
    QStringList kinds;
    for (const QString &kind : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!kinds.contains(kind.trimmed())) {
            kinds.append(kind.trimmed());
        }
    }
    return kinds;
}

bool RequiredNoteKinds::write(ProjectStore &store, const QStringList &kinds, QString *error)
{
    QStringList names;
    for (const QString &kind : kinds) {
        const auto known = AnnotationKinds::fromString(kind.trimmed());
        if (!known && !defaults().contains(kind.trimmed())) {
            *error = tr("“%1” is not a kind of translator's note.").arg(kind.trimmed());
            return false;
        }
        const QString name = known ? AnnotationKinds::toString(*known) : kind.trimmed();
        if (!names.contains(name)) {
            names.append(name);
        }
    }
    if (!store.setSetting(setting(), names.isEmpty() ? kNothing : names.join(QLatin1Char(',')))) {
        *error = store.errorString();
        return false;
    }
    return true;
}

QString RequiredNoteKinds::label(const QString &kind)
{
    const auto known = AnnotationKinds::fromString(kind);
    if (known) {
        return AnnotationKinds::label(*known);
    }
    // A default kind a build without it still names (the notes' own label once known).
    return kind == QLatin1String("reproduction_pack") ? tr("Environment reproduction pack") : kind;
}
