// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationkind.h"

const EnumNames<AnnotationKind> &AnnotationKinds::table()
{
    static const EnumNames<AnnotationKind> table("AnnotationKinds",
        {{AnnotationKind::HardwareTable, "hardware_table", QT_TRANSLATE_NOOP("AnnotationKinds", "Hardware compatibility table")},
            {AnnotationKind::VersionNote, "version_note", QT_TRANSLATE_NOOP("AnnotationKinds", "Version adaptation note")},
            {AnnotationKind::PerformanceMatrix, "performance_matrix", QT_TRANSLATE_NOOP("AnnotationKinds", "Performance matrix")},
            {AnnotationKind::TroubleshootingTree, "troubleshooting_tree", QT_TRANSLATE_NOOP("AnnotationKinds", "Troubleshooting tree")},
            {AnnotationKind::Roadmap, "roadmap", QT_TRANSLATE_NOOP("AnnotationKinds", "Evolution roadmap")},
            {AnnotationKind::WrongCode, "wrong_code", QT_TRANSLATE_NOOP("AnnotationKinds", "Wrong-code lesson")},
            {AnnotationKind::TermExplanation, "term_explanation", QT_TRANSLATE_NOOP("AnnotationKinds", "Term explanation")},
            {AnnotationKind::WarningBox, "warning_box", QT_TRANSLATE_NOOP("AnnotationKinds", "Warning box")},
            {AnnotationKind::QuickFixTable, "quick_fix_table", QT_TRANSLATE_NOOP("AnnotationKinds", "Quick-fix table")},
            {AnnotationKind::VersionSnapshot, "version_snapshot", QT_TRANSLATE_NOOP("AnnotationKinds", "Version snapshot")},
            {AnnotationKind::ReproductionPack, "reproduction_pack", QT_TRANSLATE_NOOP("AnnotationKinds", "Environment reproduction pack")}},
        std::nullopt, EnumNames<AnnotationKind>::Spelling::AnyCaseOrDashes);
    return table;
}
