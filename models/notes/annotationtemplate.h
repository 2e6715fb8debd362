// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationfield.h"
#include "notes/annotationkind.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

// A note template: a form (fields) and a markdown body with placeholders.
//
// Placeholders in body:
//   {{key}}              the field's value: Line as one line; Text and Code line by
//                        line, verbatim; Table a GFM table with the columns as header;
//                        Tree the drawn ├─ └─ │ lines (the body supplies the ```text
//                        fence). An empty value is the field's defaultValue.
//   {{#key}}…{{/key}}    the content only when the field is non-empty;
//   {{^key}}…{{/key}}    the content only when the field is empty. Sections may span
//                        lines (a marker alone on its line takes the line with it)
//                        and nest, though not inside a section of the same field.
//   {{comment}}          the comment marker of the value of the field "language"
//                        ("#", "//", "--"; see AnnotationRenderer::commentMarker),
//                        unless the template has a field "comment": then that field.
// A key is [a-z_][a-z0-9_]*; anything else between braces is left as text.
// Within a table row (a line starting with '|') a value is a cell: '|' becomes "\|",
// a line break "<br>". Elsewhere the further lines of a value of several lines repeat
// the line's indentation, and its leading "{{comment}} " or the width of its list
// marker. A line that held only placeholders, all empty, is dropped; runs of empty
// lines outside code fences are collapsed into one and leading and trailing empty
// lines trimmed.
//
// JSON (the defaults file and the annotation_templates table, whose fields column
// holds toJson()["fields"]):
//   {"kind": "hardware_table", "name": "硬件兼容表", "body": "…",
//    "fields": [{"key": "rows", "label": "…", "type": "table", "columns": ["…"],
//                "optional_columns": ["…"] (some of columns; see AnnotationField),
//                "placeholder": "…", "optional": false, "default": "…"}]}
class AnnotationTemplate
{
    Q_DECLARE_TR_FUNCTIONS(AnnotationTemplate)

public:
    AnnotationKind kind = AnnotationKind::HardwareTable;
    QString name; // "硬件兼容表"
    QList<AnnotationField> fields;
    QString body;
    // A project's extra template (annotation_templates.id of a row with extra = 1): one
    // of any number beside its kind's template. 0 for the kind's template itself
    // (shipped or edited). Not part of toJson().
    qint64 extraId = 0;

    // The field with key, if there is one.
    std::optional<AnnotationField> field(const QString &key) const;

    QJsonObject toJson() const;
    // Refuses, with a one-line translated message in error: an unknown kind, an unknown
    // field type, a field without key or with a duplicate key, a Table field without
    // columns or with an optional column that is none of its columns, a placeholder naming no field ({{comment}} without a field
    // "language"), a section that is not closed, closed without being opened or opened inside a section of the same field.
    static std::optional<AnnotationTemplate> fromJson(const QJsonObject &object, QString *error);

private:
    static std::optional<AnnotationTemplate> parse(const QJsonObject &object, QString *error);
    static std::optional<AnnotationField> parseField(const QJsonObject &object, int index, QString *error);
    QString bodyError() const;
};

// Carried by the panes' signals (queued connections, QSignalSpy).
Q_DECLARE_METATYPE(AnnotationTemplate)
