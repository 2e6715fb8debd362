// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationsuggestion.h"
#include "notes/gpucatalog.h"
#include "notes/hardwarerows.h"
#include "notes/mentiondetector.h"
#include "notes/versioncatalog.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// Proposes notes for a source block from what MentionDetector finds in it:
// - GPUs → one hardware_table: for each distinct GPU in order of first mention, its
//   HardwareRows (a row per form factor, the domestic equivalent, a cloud instance),
//   written with the count before it ("8x H100 80GB SXM");
// - CUDA versions, pinned packages and (in code) imports of PyTorch, TensorFlow or
//   Transformers → one version_note: original = what was found, in order, joined
//   " + ", each catalogued CUDA version (also a wheel's, "2.1.0+cu121") with its
//   minimum Linux driver; target = the newest catalogued CUDA version PyTorch has
//   wheels for (none when the block names a CUDA newer than the whole catalogue) and
//   action = its minimum Linux driver, its PyTorch series and, for a pinned torch, the
//   wheel to install instead.
// Hardware first, then version; nothing when nothing is found. The values are note
// content in Chinese whatever the interface language; only titles are translated.
class AnnotationSuggester
{
    Q_DECLARE_TR_FUNCTIONS(AnnotationSuggester)

public:
    AnnotationSuggester(const GpuCatalog &gpus, const VersionCatalog &versions);

    QList<AnnotationSuggestion> suggest(const QString &text, bool inCode) const;

private:
    AnnotationSuggestion hardwareTable(const QString &text, const QList<Mention> &gpus) const;
    AnnotationSuggestion versionNote(const QList<Mention> &versions, bool inCode) const;
    const VersionCatalog::Entry *newestCuda(bool withTorch) const;
    QString driverText(const QString &cuda) const;
    QString action(const VersionCatalog::Entry &target, const QList<Mention> &versions) const;

    HardwareRows m_hardware;
    VersionCatalog m_versions;
    MentionDetector m_detector;
};
