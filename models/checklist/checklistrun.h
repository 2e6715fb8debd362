// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

// An issue's checklist run (checklist_runs) with what people checked in it
// (checklist_results). Computed items have no results: they are decided anew from
// the project each time (ChecklistEvaluator).
struct ChecklistRun {
    struct Result {
        QString itemKey;
        bool checked = false;
        QString note;
        QString checkedBy; // who last checked or unchecked it
        QString checkedAt; // when (Timestamps)
    };

    qint64 id = 0;
    qint64 issueId = 0;
    qint64 templateId = 0; // 0: the template was removed since; the active one applies
    QString startedAt;
    QList<Result> results;

    std::optional<Result> result(const QString &itemKey) const
    {
        for (const Result &candidate : results) {
            if (candidate.itemKey == itemKey) {
                return candidate;
            }
        }
        return std::nullopt;
    }
};
