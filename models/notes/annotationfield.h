// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// One field of a note template's form. A note's values are a QJsonObject keyed by
// field key: Line, Text, Code and Tree take a string, Table an array of rows, each an
// array of strings in the order of columns. Tree is outline text, two spaces of
// indentation per level.
struct AnnotationField {
    enum Type {
        Line, // one line of text
        Text, // several lines
        Code, // verbatim lines
        Table, // rows × columns
        Tree, // outline, drawn as a ├─ └─ │ tree
    };

    QString key; // "rows", "original"; [a-z_][a-z0-9_]*
    QString label; // shown on the form, "原文硬件描述"
    Type type = Line;
    QStringList columns; // Table only, never empty there
    // Table only: columns (some of columns) left out of the rendered table when no row
    // has a value in them, so that a column added later ("加速比") does not change
    // the notes written before it. Values stay positional: such a column is appended.
    QStringList optionalColumns;
    QString placeholder; // the form's hint text
    bool optional = false;
    QString defaultValue; // pre-filled on the form and used when the value is empty ("python")

    // "line", "text", "code", "table", "tree"
    static QString typeToString(Type type);
    static std::optional<Type> typeFromString(const QString &name);
};
