// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheckinfo.h"

#include <QCoreApplication>
#include <QList>

// The catalogue of QA check ids. The ids are stored (qa.disabled, qa_waivers) and
// printed by `yiqiao-cli qa --json`: never rename one, only add.
class QaChecks
{
    Q_DECLARE_TR_FUNCTIONS(QaChecks)
public:
    static QList<QaCheckInfo> all(); // in the order the QA pane and the settings list them
    static bool isKnown(const QString &id);
    // An unknown id gives an info with that id, the warning severity and the id as title.
    static QaCheckInfo info(const QString &id);
    static QString groupTitle(const QString &group); // translated
};
