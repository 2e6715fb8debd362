// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

class AnnotationTemplate;

// yiqiao-cli notes PROJECT --issue N [--json]: the issue's translator's notes in draft
// order: the note's block (its id, as `blocks` prints it), kind and field values.
// --suggest: the notes AnnotationSuggester proposes for each of the issue's source
// blocks (from the project's GPU and version catalogues), nothing written.
// --templates (no --issue): the note kinds with their templates' fields, the
// project's edits included. Read-only; text one note a line with its fields indented
// below, or JSON.
class NotesCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(NotesCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int printNotes(ProjectStore &store, qint64 issueId, bool json);
    int printSuggestions(ProjectStore &store, qint64 issueId, bool json);
    int printTemplates(ProjectStore &store, bool json);
    // A note's values as text lines ("  key: value", a table's rows "  key: a | b").
    void printValues(const AnnotationTemplate &annotationTemplate, const QJsonObject &values);
};
