// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/gpucatalog.h"
#include "notes/mention.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>

// Finds mentions in an English source block:
// - catalogued GPUs by name or alias, whole words, any case, with memory and form
//   suffixes ("A100 40GB", "A100-80GB SXM4"), a plural "s" ("8 A100s") and a
//   count glued before ("8xA100");
// - CUDA versions: "CUDA 11.8", "CUDA11.8", "cuda:12.1", "cu118" (also inside
//   "2.1.0+cu121", which is then a PackageVersion too: mentions may overlap);
// - pinned packages: "torch==2.0.1", "transformers>=4.31.0" (==, >=, <=, ~=);
// - in code only, `import torch` / `from transformers import …` lines (ImportLine,
//   name = the top-level package, the span = the line without its break).
// Mentions come sorted by start, then by kind. The GPU expression is built in the
// constructor, the others once per process: keep one detector per catalogue.
class MentionDetector
{
public:
    explicit MentionDetector(const GpuCatalog &gpus);

    QList<Mention> find(const QString &text, bool inCode) const;

private:
    void findGpus(const QString &text, QList<Mention> &mentions) const;
    void findCuda(const QString &text, QList<Mention> &mentions) const;
    void findPackages(const QString &text, QList<Mention> &mentions) const;
    void findImports(const QString &text, QList<Mention> &mentions) const;
    static QString key(const QString &name);

    QHash<QString, QString> m_gpuByKey; // key(alias) -> catalogue name
    QRegularExpression m_gpu;
};
