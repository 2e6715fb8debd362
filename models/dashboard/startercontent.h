// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "terms/termentry.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class ProjectStore;

// What a new project may start with (New Project dialog, `yiqiao-cli new
// --starter`): the technology radar's dimensions with the seed's technologies
// (模型架构, 训练优化, 推理加速, 数据工程) and a small termbase from the seeds' own
// examples (kernel → 内核 / CUDA核函数 by context, Spot Instance → 抢占式实例, …).
// Shipped as :/templates/starter.json:
//   {"version": 1,
//    "dimensions": [{"name", "color"?, "technologies": [{"name", "aliases"?: [..]}]}],
//    "terms": [{"source", "variants"?, "caseSensitive"?, "keepEnglish"?, "firstUse"?,
//               "note"?, "renderings"?: [{"text", "keywords"?, "codeLanguage"?,
//               "priority"?, "default"?}], "forbidden"?: [{"text", "reason"}],
//               "conflicts"?: [{"context", "correct", "wrong", "issues"?: [N]}]}]}
// Everything lands as ordinary rows the user can edit or delete. apply() adds a
// dimension only when no dimension of that name exists (a new project has the four
// already), a technology only when its name is free, and merges the terms into the
// termbase (TermRepository::add); all in one transaction: all of it or nothing.
class StarterContent : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(StarterContent)
public:
    struct Technology {
        QString name;
        QStringList aliases;
    };
    struct Dimension {
        QString name;
        QString color;
        QList<Technology> technologies;
    };
    struct Counts {
        int dimensions = 0; // added
        int technologies = 0; // added
        int terms = 0; // added or merged
    };

    // The shipped content; false with errorString() when it does not read.
    bool loadShipped();
    // Content from JSON in the format above; false with a one-line errorString().
    bool load(const QByteArray &json);

    const QList<Dimension> &dimensions() const { return m_dimensions; }
    const QList<TermEntry> &terms() const { return m_terms; }

    // Adds the content to the project in one write transaction.
    bool apply(ProjectStore &store, Counts *counts = nullptr);

private:
    bool applyDimension(ProjectStore &store, const Dimension &dimension, Counts *counts);

    QList<Dimension> m_dimensions;
    QList<TermEntry> m_terms;
};
