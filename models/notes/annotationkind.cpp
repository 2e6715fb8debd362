// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationkind.h"

#include "core/enumnames.h"

namespace {

const EnumNames<AnnotationKind> &names()
{
    static const EnumNames<AnnotationKind> table("AnnotationKinds",
        {{AnnotationKind::HardwareTable, "hardware_table", QT_TRANSLATE_NOOP("AnnotationKinds", "Hardware compatibility table")},
            {AnnotationKind::VersionNote, "version_note", QT_TRANSLATE_NOOP("AnnotationKinds", "Version adaptation note")},
            {AnnotationKind::PerformanceMatrix, "performance_matrix", QT_TRANSLATE_NOOP("AnnotationKinds", "Performance matrix")},
            {AnnotationKind::TroubleshootingTree, "troubleshooting_tree", QT_TRANSLATE_NOOP("AnnotationKinds", "Troubleshooting tree")},
            {AnnotationKind::Roadmap, "roadmap", QT_TRANSLATE_NOOP("AnnotationKinds", "Evolution roadmap")},
            {AnnotationKind::WrongCode, "wrong_code", QT_TRANSLATE_NOOP("AnnotationKinds", "Wrong-code lesson")},
            {AnnotationKind::TermExplanation, "term_explanation", QT_TRANSLATE_NOOP("AnnotationKinds", "Term explanation")}});
    return table;
}

} // namespace

QList<AnnotationKind> AnnotationKinds::all()
{
    return names().values();
}

QString AnnotationKinds::toString(AnnotationKind kind)
{
    return names().name(kind);
}

std::optional<AnnotationKind> AnnotationKinds::fromString(const QString &name)
{
    return names().value(name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_')));
}

QString AnnotationKinds::label(AnnotationKind kind)
{
    return names().label(kind);
}
