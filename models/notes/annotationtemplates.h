// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationkind.h"
#include "notes/annotationtemplate.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class QIODevice;

// The note templates Yiqiao ships, one per kind, in Chinese
// (resources/templates/annotations.json, :/templates/annotations.json). A project
// copies them into its annotation_templates table and may edit them there.
class AnnotationTemplates
{
    Q_DECLARE_TR_FUNCTIONS(AnnotationTemplates)

public:
    // The shipped defaults, in the file's order; empty (with a warning) if the resource
    // is broken, which tst_annotationtemplate rules out.
    static QList<AnnotationTemplate> defaults();
    static std::optional<AnnotationTemplate> defaultFor(AnnotationKind kind);
    // {"templates": [template, …]}; all or nothing: on any error the list is empty and
    // error says which template is wrong and why.
    static QList<AnnotationTemplate> read(QIODevice &device, QString *error);
};
