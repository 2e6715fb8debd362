// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "qa/qahousestyle.h"

#include <QCoreApplication>
#include <QStringList>

class ProjectStore;

// Learns a house style (QaHouseStyle) from translations the house has finished: the
// project's issues whose translation is finished (status approved or published) or
// imported (no block left as a draft), their translated blocks only (not notes Yiqiao
// wrote from templates), and published translations on disk (a *.zh.md file, or a
// folder searched for them, target.zh.md included). QaTypographyScan::count tallies
// each text with the scan the check uses.
class QaStyleLearner : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(QaStyleLearner)
public:
    // One translation's markdown; false when it has no Chinese (nothing counted).
    bool addMarkdown(const QString &markdown);
    // The project's finished or imported issues; false when they cannot be read.
    bool addProject(ProjectStore &store);
    // Files and folders; false, with nothing counted, when one is missing, a folder
    // holds no *.zh.md or a file has no Chinese.
    bool addPaths(const QStringList &paths);
    // Stores the style learned (keeping the overrides of the project's former one) and
    // makes it the project's style, in one transaction; false when nothing Chinese was
    // read (nothing changes then).
    bool store(ProjectStore &store);

    const QaHouseStyle &style() const { return m_style; }
    int issues() const { return m_issues; }
    int files() const { return m_files; }

    static bool isFinished(const QString &issueStatus);

private:
    QaHouseStyle m_style;
    int m_issues = 0;
    int m_files = 0;
};
