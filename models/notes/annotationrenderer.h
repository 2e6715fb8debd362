// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationtemplate.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

// Turns a template and a note's values into markdown (placeholder syntax: see
// AnnotationTemplate). A note is exactly one top-level markdown block of the draft, so
// render() always returns a single block quote: every line prefixed with "> " (an
// empty line becomes ">"), joined with '\n', no trailing newline.
class AnnotationRenderer
{
public:
    static QString render(const AnnotationTemplate &annotationTemplate, const QJsonObject &values);
    // The filled body before quoting: runs of empty lines collapsed into one, leading
    // and trailing empty lines trimmed.
    static QString fill(const AnnotationTemplate &annotationTemplate, const QJsonObject &values);
    // The block quote of markdown, by the rule above.
    static QString quote(const QString &markdown);
    // "#" for python, bash, sh, shell, yaml, dockerfile, toml, r and anything unknown or
    // empty; "//" for c, cpp, c++, cuda, js, ts, java, go, rust, swift, kotlin; "--"
    // for sql, lua. Case-insensitive.
    static QString commentMarker(const QString &language);
    // Whether value counts as empty for field (blank text; a table without a non-blank cell).
    static bool isEmpty(const AnnotationField &field, const QJsonValue &value);
};
