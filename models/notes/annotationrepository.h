// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "notes/annotationkind.h"
#include "notes/annotationtemplate.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

class ProjectStore;
class QSqlQuery;

// A project's note templates and the values of its notes.
//
// Templates: a kind's template is the project's edited one when annotation_templates
// has a row for the kind with builtin = 0 and extra = 0 (name, fields as
// toJson()["fields"], body), else the shipped default (AnnotationTemplates::defaultFor).
// Beside it a kind may have any number of extra templates (extra = 1, names unique in
// the project, compared trimmed and case-insensitively), made from a note or added; a
// note made from one records it (annotations.template_id) and renders with it.
// Notes: the annotations table, one row per target block that is a note, its values
// as a JSON object in the fields column.
class AnnotationRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(AnnotationRepository)

public:
    struct Note {
        AnnotationKind kind = AnnotationKind::HardwareTable;
        QJsonObject values;
    };

    explicit AnnotationRepository(ProjectStore &store);

    // One template per AnnotationKinds::all(), in that order. A stored template that no
    // longer loads is replaced by the default and errorString() says so.
    QList<AnnotationTemplate> templates() const;
    AnnotationTemplate templateFor(AnnotationKind kind) const;
    // Stores the template as the project's own for its kind (replacing an earlier
    // edit) or, when it has an extraId, as that extra template, in a transaction of its
    // own. Refused when the template does not load back (AnnotationTemplate::fromJson),
    // an extra one's name is another extra template's, or the project is read-only.
    bool saveTemplate(const AnnotationTemplate &annotationTemplate);
    // Drops the project's edit: the shipped default applies again.
    bool resetTemplate(AnnotationKind kind);
    bool isCustomized(AnnotationKind kind) const;

    // The extra templates, by kind in AnnotationKinds::all() order, then in the order
    // they were made. One that no longer loads is left out and errorString() says so.
    QList<AnnotationTemplate> extraTemplates() const;
    std::optional<AnnotationTemplate> extraTemplate(qint64 extraId) const;
    // The extra template with that name, 0 if there is none.
    qint64 extraTemplateId(const QString &name) const;
    // Stores a new extra template (its extraId is ignored) in a transaction of its
    // own; its id, or 0 when refused as saveTemplate() refuses.
    qint64 addExtraTemplate(const AnnotationTemplate &annotationTemplate);
    bool renameExtraTemplate(qint64 extraId, const QString &name);
    // Notes made from it keep their values and render with their kind's template.
    bool removeExtraTemplate(qint64 extraId);
    // The template a note of kind renders with: the extra template it was made from
    // while that is stored, else templateFor(kind).
    AnnotationTemplate templateOfNote(qint64 targetBlockId, AnnotationKind kind) const;

    // A template made from a note, named name: the note's kind; the template the note
    // was made with (the project's template it names while that is stored, else the
    // shipped default) with the note's form values as the fields' defaults (a Table
    // field keeps none: defaults are text). A note without form values gives a
    // template without fields whose body is the note's text, its block quote taken
    // off. None, with errorString(), for a block that is no note or a blank name.
    std::optional<AnnotationTemplate> templateFromNote(qint64 targetBlockId, const QString &name) const;
    // Saves templateFromNote() as a new extra template of the note's kind and returns
    // its id; 0 when refused. A name another extra template has is refused unless
    // replace: then that template (same id, its notes follow) takes the new content.
    qint64 saveTemplateFromNote(qint64 targetBlockId, const QString &name, bool replace = false);

    // The note of a target block; none for a block that is no note (or whose stored
    // kind is one this version does not know, "other").
    std::optional<Note> note(qint64 targetBlockId) const;
    // Writes (replaces) or removes a block's note inside the caller's transaction
    // (ProjectStore::beginWrite()): they open none of their own. On failure error gets
    // the reason. The note records extraId when that is an extra template of kind,
    // else the extra template of kind it recorded before, else its kind's edited one.
    static bool writeNote(
        ProjectStore &store, qint64 targetBlockId, AnnotationKind kind, const QJsonObject &values, QString *error, qint64 extraId = 0);
    static bool removeNote(ProjectStore &store, qint64 targetBlockId, QString *error);

private:
    std::optional<AnnotationTemplate> stored(const QSqlQuery &query) const;
    std::optional<AnnotationTemplate> storedById(qint64 templateId) const;
    bool upsert(const AnnotationTemplate &annotationTemplate);
    bool insertExtra(const AnnotationTemplate &annotationTemplate);
    bool updateExtra(const AnnotationTemplate &annotationTemplate);
    bool checkExtraName(const QString &name, qint64 extraId) const;
    bool inTransaction(const std::function<bool()> &write);

    ProjectStore &m_store;
};
