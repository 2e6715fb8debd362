// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "notes/compatcatalog.h"
#include "notes/gpucatalog.h"
#include "notes/mentiondetector.h"
#include "notes/versionpin.h"

#include <QList>
#include <QRegularExpression>
#include <QStringList>

// Collects every version a post pins or implies, block by block, in post order:
// - pinned packages as MentionDetector finds them ("pip install torch==2.4.0",
//   requirements lines, "transformers>=4.40": a range counts as its first bound)
//   and, in prose, a known package with a version ("PyTorch 2.4", "numpy 2.0.1";
//   known: torch and every package the compatibility catalogue names);
// - imports in code blocks (`import torch`), without a version;
// - CUDA versions ("CUDA 12.4", "cu121") and NVIDIA driver versions
//   ("driver 535.104.05", "driver version: 470.82");
// - uses of a symbol the compatibility catalogue lists (AutoModelWithLMHead), whole
//   words, in code and prose.
// The same package, version and kind is kept once (its first block).
class VersionSnapshotCollector
{
public:
    explicit VersionSnapshotCollector(const CompatCatalog &compat);

    QList<VersionPin> collect(const QList<BlockRecord> &sources) const;
    // One block's pins (block set to index).
    QList<VersionPin> collect(const QString &text, bool inCode, int index) const;

private:
    void addMentions(const QString &text, bool inCode, int index, QList<VersionPin> &pins) const;
    void addProse(const QString &text, int index, QList<VersionPin> &pins) const;
    void addDrivers(const QString &text, int index, QList<VersionPin> &pins) const;
    void addSymbols(const QString &text, int index, QList<VersionPin> &pins) const;

    MentionDetector m_detector;
    QStringList m_known; // packages named in prose with a version
    QList<CompatCatalog::Entry> m_symbols;
    QList<QRegularExpression> m_symbolWords; // one per m_symbols entry
    QRegularExpression m_prose;
};
