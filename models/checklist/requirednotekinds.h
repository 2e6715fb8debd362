// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class ProjectStore;

// The kinds of translator's note every issue's draft must carry (the seed's four
// value-added modules, 每期必做), a project setting ("checklist.required_note_kinds",
// the stored kind names separated by commas; unset: the defaults) that the checklist
// rule "value_modules" checks. Edited where checklist templates are edited.
class RequiredNoteKinds
{
    Q_DECLARE_TR_FUNCTIONS(RequiredNoteKinds)
public:
    static QString setting() { return QStringLiteral("checklist.required_note_kinds"); }
    // 环境复现包, 故障排查树, 性能对比矩阵, 演进路线图.
    static QStringList defaults();
    static QStringList read(const ProjectStore &store);
    // Refused (false, *error) for an empty or unknown kind name; an empty list
    // requires nothing.
    static bool write(ProjectStore &store, const QStringList &kinds, QString *error);
    // The kind's label as people read it ("Troubleshooting tree"); the name itself
    // for a kind this build does not know.
    static QString label(const QString &kind);
};
