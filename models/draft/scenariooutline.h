// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class ProjectStore;

// An outline of reader scenarios the draft can be rebuilt around (seed 000 rebuilt
// its post around 环境初始化 / 训练稳定性 / 结果可信度: the moments readers ask for
// help): a name and the scenario headings, at one heading level. ScenarioSkeleton
// inserts the headings into a draft; the translator then moves sections under them.
//
// A project keeps its outlines in project_settings "draft.scenario_outlines" (a JSON
// array of {"name", "level", "headings": [..]}); unset: shipped(). The list may be
// empty.
struct ScenarioOutline {
    Q_DECLARE_TR_FUNCTIONS(ScenarioOutline)
public:
    QString name;
    QStringList headings;
    int level = 2; // 1…6

    static QString setting() { return QStringLiteral("draft.scenario_outlines"); }
    // Seed 000's: 读者场景 — 环境初始化, 训练稳定性, 结果可信度.
    static QList<ScenarioOutline> shipped();
    // The project's outlines (shipped() while none are stored); nothing with *error
    // when the stored value does not read.
    static QList<ScenarioOutline> read(const ProjectStore &store, QString *error = nullptr);
    // Refused (false, *error: problem()) for a list with a problem; nothing changes then.
    static bool write(ProjectStore &store, const QList<ScenarioOutline> &outlines, QString *error);
    // Why the outlines cannot be stored (one translated line) or "": an outline
    // without a name or headings, a name twice, a level outside 1…6, a heading of
    // more than one line.
    static QString problem(const QList<ScenarioOutline> &outlines);

    QJsonObject toJson() const;
    static ScenarioOutline fromJson(const QJsonObject &object);

    bool operator==(const ScenarioOutline &other) const { return name == other.name && headings == other.headings && level == other.level; }
    bool operator!=(const ScenarioOutline &other) const { return !(*this == other); }
};
