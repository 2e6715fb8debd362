// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistitem.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// A checklist template: a name and its items, in the order the pane lists them.
//
// JSON (resources/templates/checklist.json, and checklist_templates, whose items
// column holds itemsToJson()):
//   {"name": "发布前检查清单", "items": [
//      {"key": "code_verified", "title": "…", "description": "…", "kind": "manual"},
//      {"key": "reader_test", "title": "…", "description": "…", "kind": "computed",
//       "rule": "reader_test"}]}
// A key is [a-z_][a-z0-9_]*; rules are ChecklistRules' names.
class ChecklistTemplate
{
    Q_DECLARE_TR_FUNCTIONS(ChecklistTemplate)
public:
    qint64 id = 0; // checklist_templates.id; 0: not stored
    QString name;
    QList<ChecklistItem> items;

    // The item with key, if there is one.
    std::optional<ChecklistItem> item(const QString &key) const;
    bool hasRule(ChecklistRule rule) const;

    QJsonObject toJson() const;
    QJsonArray itemsToJson() const;
    // Why the template cannot be stored, in one translated line, or an empty string:
    // no name, no items, an item without a valid key or with another item's key, an
    // item without a title.
    QString problem() const;

    // Refuses, with a one-line translated message in error: what problem() refuses,
    // an unknown kind, a computed item without a known rule, a manual item with a rule.
    static std::optional<ChecklistTemplate> fromJson(const QJsonObject &object, QString *error);
    // A whole JSON document (a file); also refuses what is no JSON object.
    static std::optional<ChecklistTemplate> fromJson(const QByteArray &json, QString *error);
    static std::optional<QList<ChecklistItem>> itemsFromJson(const QJsonArray &array, QString *error);

    // The template Yiqiao ships (:/templates/checklist.json), which encodes our
    // users' practice; a project gets a copy on first use (ChecklistRepository).
    // Empty, with a warning, if the resource is broken, which tst_checklisttemplate
    // rules out.
    static ChecklistTemplate shippedDefault();

private:
    static std::optional<ChecklistItem> parseItem(const QJsonObject &object, int index, QString *error);
};
