// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

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
};

class AnnotationKinds
{
    Q_DECLARE_TR_FUNCTIONS(AnnotationKinds)
public:
    static QList<AnnotationKind> all();
    // "hardware_table", "version_note", "performance_matrix", "troubleshooting_tree",
    // "roadmap", "wrong_code", "term_explanation"
    static QString toString(AnnotationKind kind);
    // The stored names; dashes for underscores and any case too.
    static std::optional<AnnotationKind> fromString(const QString &name);
    // Translated, for people ("Hardware compatibility table").
    static QString label(AnnotationKind kind);
};

// Carried by the panes' signals (queued connections, QSignalSpy).
Q_DECLARE_METATYPE(AnnotationKind)
