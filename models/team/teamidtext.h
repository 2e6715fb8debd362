// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

class TeamRowCodec;

// Local ids that travelling columns hold inside text, which must travel as uuids like
// any foreign key: a source change's draft blocks (source_changes.target_ids, ids
// separated by spaces), a QA waiver's finding (qa_waivers.finding_key,
// "check|<block>|detail": a draft block's id, or minus a source block's), and the
// active checklist template (the project setting "checklist.template"). Other text
// holds no ids: notes' fields, a change's detail, revisions (the draft's markdown),
// export overrides (checklist item keys), settings (names and JSON without ids).
// An id whose row is gone travels as "gone"; a uuid this copy does not have comes
// back as "gone" too, which matches no row and no finding.
class TeamIdText
{
public:
    // The column of table that holds ids in text ('' : none).
    static QString column(const QString &table);
    // In data (a row of table as it travels), the ids as uuids.
    static void toUuids(TeamRowCodec &codec, const QString &table, QJsonObject *data);
    // text of table's column() as it travelled, with local ids again. key: the
    // setting's key for project_settings.
    static QString toLocal(TeamRowCodec &codec, const QString &table, const QString &key, const QString &text);

private:
    static QString translate(TeamRowCodec &codec, const QString &table, const QString &key, const QString &text, bool toUuids);
    static QString blocks(TeamRowCodec &codec, const QString &text, bool toUuids);
    static QString findingKey(TeamRowCodec &codec, const QString &text, bool toUuids);
    static QString reference(TeamRowCodec &codec, const QString &table, const QString &text, bool toUuids);
};
