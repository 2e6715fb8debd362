// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationkind.h"

QList<AnnotationKind> AnnotationKinds::all()
{
    return {AnnotationKind::HardwareTable, AnnotationKind::VersionNote, AnnotationKind::PerformanceMatrix,
        AnnotationKind::TroubleshootingTree, AnnotationKind::Roadmap, AnnotationKind::WrongCode, AnnotationKind::TermExplanation};
}

QString AnnotationKinds::toString(AnnotationKind kind)
{
    switch (kind) {
    case AnnotationKind::HardwareTable:
        return QStringLiteral("hardware_table");
    case AnnotationKind::VersionNote:
        return QStringLiteral("version_note");
    case AnnotationKind::PerformanceMatrix:
        return QStringLiteral("performance_matrix");
    case AnnotationKind::TroubleshootingTree:
        return QStringLiteral("troubleshooting_tree");
    case AnnotationKind::Roadmap:
        return QStringLiteral("roadmap");
    case AnnotationKind::WrongCode:
        return QStringLiteral("wrong_code");
    case AnnotationKind::TermExplanation:
        return QStringLiteral("term_explanation");
    }
    return {};
}

std::optional<AnnotationKind> AnnotationKinds::fromString(const QString &name)
{
    QString key = name.trimmed().toLower();
    key.replace(QLatin1Char('-'), QLatin1Char('_'));
    for (AnnotationKind kind : all()) {
        if (toString(kind) == key) {
            return kind;
        }
    }
    return std::nullopt;
}

QString AnnotationKinds::label(AnnotationKind kind)
{
    switch (kind) {
    case AnnotationKind::HardwareTable:
        return tr("Hardware compatibility table");
    case AnnotationKind::VersionNote:
        return tr("Version adaptation note");
    case AnnotationKind::PerformanceMatrix:
        return tr("Performance matrix");
    case AnnotationKind::TroubleshootingTree:
        return tr("Troubleshooting tree");
    case AnnotationKind::Roadmap:
        return tr("Evolution roadmap");
    case AnnotationKind::WrongCode:
        return tr("Wrong-code lesson");
    case AnnotationKind::TermExplanation:
        return tr("Term explanation");
    }
    return {};
}
