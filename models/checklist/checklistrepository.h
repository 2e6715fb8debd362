// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistrun.h"
#include "checklist/checklisttemplate.h"
#include "core/fallible.h"
#include "export/exportoverride.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class ProjectStore;
class QSqlQuery;

// A project's checklist templates, its issues' checklist runs and the export
// overrides. Each write is a transaction of its own; on failure errorString() says
// why and nothing changed.
//
// Templates live in checklist_templates; a project without any gets a copy of
// ChecklistTemplate::shippedDefault() on first use (a write: a project opened
// read-only cannot be seeded). The active template is the one project_settings
// "checklist.template" names, else the first stored one. An issue's current run is its
// latest; the first use creates it with the active template. A run whose template
// was removed (template_id NULL) follows the active template.
// The …OrDefault() functions never write: evaluating and showing a checklist must work
// on a read-only project and leave a project that is only read byte for byte as it was.
class ChecklistRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ChecklistRepository)
public:
    static QString activeTemplateSetting() { return QStringLiteral("checklist.template"); }

    explicit ChecklistRepository(ProjectStore &store);

    // In id order. A stored template that no longer loads is left out and errorString() says so.
    QList<ChecklistTemplate> templates();
    std::optional<ChecklistTemplate> templateById(qint64 templateId) const;
    // Inserts (id 0) or replaces the stored template; its id, 0 when refused
    // (ChecklistTemplate::problem(), an unknown id).
    qint64 saveTemplate(const ChecklistTemplate &checklist);
    // Runs of the removed template follow the active one; removing the active template
    // makes the first remaining one active (the default comes back when none remains).
    bool removeTemplate(qint64 templateId);
    qint64 activeTemplateId();
    bool setActiveTemplate(qint64 templateId);
    std::optional<ChecklistTemplate> activeTemplate();

    std::optional<ChecklistRun> currentRun(qint64 issueId);
    // The run's template, or the active one when it was removed.
    std::optional<ChecklistTemplate> templateOf(const ChecklistRun &run);

    // Without writing: the stored templates, or the shipped default (id 0) when none is stored.
    QList<ChecklistTemplate> templatesOrDefault() const;
    // Without writing: the active stored template, else the first stored one, else the shipped default (id 0).
    std::optional<ChecklistTemplate> activeTemplateOrDefault() const;
    // Without writing: the issue's latest run, or an unstored one (id 0, no results)
    // that follows the active template when the issue has none yet.
    std::optional<ChecklistRun> currentRunOrDefault(qint64 issueId) const;
    // Without writing: the run's template, or activeTemplateOrDefault() when it has none.
    std::optional<ChecklistTemplate> templateOrDefault(const ChecklistRun &run) const;
    // Records that who checked (or unchecked) a manual item of the issue's current
    // run, now, with a note (replacing an earlier note). Refused for a key the run's
    // template does not have and for computed items, which nobody checks by hand.
    bool setChecked(qint64 issueId, const QString &itemKey, bool checked, const QString &who, const QString &note = {});

    // Records an export made while openItemKeys were open. The reason may be empty;
    // the list may not (an export with nothing open overrides nothing).
    bool recordOverride(qint64 issueId, const QStringList &openItemKeys, const QString &reason, const QString &author);
    // Oldest first.
    QList<ExportOverride> overrides(qint64 issueId) const;

private:
    // *any: whether any row is stored (one that no longer loads included).
    QList<ChecklistTemplate> storedTemplates(bool *any) const;
    bool seedDefault();
    qint64 storedActiveId() const;
    std::optional<ChecklistRun> latestRun(qint64 issueId) const;
    qint64 insertRun(qint64 issueId, qint64 templateId);
    bool loadResults(ChecklistRun *run) const;
    bool issueExists(qint64 issueId) const;
    // Runs query in a transaction of its own; unless notFound is empty, a query that
    // changes no row fails with notFound.
    bool writeOne(QSqlQuery &query, const QString &notFound = {});

    ProjectStore &m_store;
};
