// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamtables.h"

const QList<TeamTable> &TeamTables::all()
{
    using C = TeamTableClass;
    static const QList<TeamTable> tables = {
        {QStringLiteral("project_settings"), C::Lead, {}},
        {QStringLiteral("annotation_templates"), C::Lead, {}},
        {QStringLiteral("checklist_templates"), C::Lead, {}},
        {QStringLiteral("qa_rules"), C::Lead, {}},
        {QStringLiteral("radar_dimensions"), C::Lead, {}},
        {QStringLiteral("technologies"), C::Lead, {}},
        {QStringLiteral("terms"), C::Shared, {}},
        {QStringLiteral("term_renderings"), C::Shared, {}},
        {QStringLiteral("term_forbidden"), C::Shared, {}},
        {QStringLiteral("term_issues"), C::Shared, {}},
        {QStringLiteral("term_conflicts"), C::Shared, {}},
        {QStringLiteral("term_conflict_issues"), C::Shared, {}},
        {QStringLiteral("issues"), C::Series, QStringLiteral("id")},
        {QStringLiteral("source_posts"), C::Series, QStringLiteral("issue_id")},
        {QStringLiteral("source_blocks"), C::Series, QStringLiteral("post_id")},
        {QStringLiteral("source_versions"), C::Series, QStringLiteral("post_id")},
        {QStringLiteral("source_changes"), C::Series, QStringLiteral("post_id")},
        {QStringLiteral("tm_units"), C::Shared, {}},
        {QStringLiteral("target_blocks"), C::Draft, QStringLiteral("issue_id")},
        {QStringLiteral("alignments"), C::Draft, QStringLiteral("target_id")},
        {QStringLiteral("deletions"), C::Draft, QStringLiteral("source_block_id")},
        {QStringLiteral("annotations"), C::Draft, QStringLiteral("target_block_id")},
        {QStringLiteral("note_links"), C::Draft, QStringLiteral("target_block_id")},
        {QStringLiteral("revisions"), C::Draft, QStringLiteral("issue_id")},
        {QStringLiteral("issue_technologies"), C::Draft, QStringLiteral("issue_id")},
        {QStringLiteral("comments"), C::Append, QStringLiteral("target_block_id")},
        {QStringLiteral("block_reviews"), C::Append, QStringLiteral("target_block_id")},
        {QStringLiteral("feedback_reports"), C::Append, QStringLiteral("issue_id")},
        {QStringLiteral("feedback_images"), C::Append, QStringLiteral("feedback_id")},
        {QStringLiteral("feedback_confirmations"), C::Append, QStringLiteral("feedback_id")},
        {QStringLiteral("reader_tests"), C::Append, QStringLiteral("issue_id")},
        {QStringLiteral("checklist_runs"), C::Append, QStringLiteral("issue_id")},
        {QStringLiteral("checklist_results"), C::Append, QStringLiteral("run_id")},
        {QStringLiteral("qa_waivers"), C::Append, QStringLiteral("issue_id")},
        {QStringLiteral("export_overrides"), C::Append, QStringLiteral("issue_id")},
    };
    return tables;
}

const TeamTable *TeamTables::find(const QString &name)
{
    for (const TeamTable &table : all()) {
        if (table.name == name)
            return &table;
    }
    return nullptr;
}

QString TeamTables::className(TeamTableClass kind)
{
    switch (kind) {
    case TeamTableClass::Series:
        return QStringLiteral("series");
    case TeamTableClass::Draft:
        return QStringLiteral("draft");
    case TeamTableClass::Append:
        return QStringLiteral("append");
    case TeamTableClass::Shared:
        return QStringLiteral("shared");
    case TeamTableClass::Lead:
        return QStringLiteral("lead");
    }
    return {};
}
