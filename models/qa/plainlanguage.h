// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/plainwording.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;

// The project's list of jargon and its plain wording (project setting
// "qa.plain_language": a JSON array of {"jargon", "plain"}; unset: the defaults, the
// seed's own examples). QaPlainLanguageCheck offers each occurrence in the draft as
// a hint. Edited on the Plain Language tab of QA Settings.
class PlainLanguage
{
    Q_DECLARE_TR_FUNCTIONS(PlainLanguage)
public:
    static QString setting() { return QStringLiteral("qa.plain_language"); }
    // 鲁棒性 → 抗干扰能力, 范式迁移 → 做法的根本转变, 解耦设计 → 拆成互不牵连的部分, …
    static QList<PlainWording> defaults();
    // The stored list, the defaults when none is stored; a stored value that does
    // not read gives nothing and *error.
    static QList<PlainWording> read(const ProjectStore &store, QString *error = nullptr);
    // Why the list cannot be stored (a translated line) or "": an empty jargon or
    // plain wording, a jargon listed twice.
    static QString problem(const QList<PlainWording> &wordings);
    // Refused (false, *error) with problem(); an empty list checks nothing.
    static bool write(ProjectStore &store, const QList<PlainWording> &wordings, QString *error);
};
