// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumnamesof.h"

#include <QMetaType>

// The type of a translator's note. The stored names are the annotations table's CHECK
// list and target_blocks.note_type: never rename one, only add.
enum class AnnotationKind {
    HardwareTable,
    VersionNote,
    PerformanceMatrix,
    TroubleshootingTree,
    Roadmap,
    WrongCode,
    TermExplanation,
    WarningBox,
    QuickFixTable,
    VersionSnapshot,
    ReproductionPack,
};

// all(), toString(), fromString(), label() (EnumNamesOf).
class AnnotationKinds : public EnumNamesOf<AnnotationKinds, AnnotationKind>
{
public:
    // "hardware_table", "version_note", "performance_matrix", "troubleshooting_tree",
    // "roadmap", "wrong_code", "term_explanation", "warning_box", "quick_fix_table",
    // "version_snapshot", "reproduction_pack"; typed: dashes for underscores and
    // any case too. Labels translated, for people ("Hardware compatibility table").
    static const EnumNames<AnnotationKind> &table();
};

// Carried by the panes' signals (queued connections, QSignalSpy).
Q_DECLARE_METATYPE(AnnotationKind)
