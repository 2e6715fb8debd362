// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

class ProjectStore;

// What an export of the finished post (FinishedPost) includes, kept per project in
// project_settings under "export.*". The format (markdown or HTML) is chosen per export.
class ExportSettings
{
public:
    // Where the explanations of deletions go: footnotes referenced from the draft,
    // a section at the end, or nowhere.
    enum class DeletionNotes { Footnotes, EndSection, None };

    DeletionNotes deletionNotes = DeletionNotes::Footnotes;
    bool footer = true;
    // {date} (yyyy-MM-dd, local time) and {revisions} are replaced.
    QString footerFormat = defaultFooterFormat();
    QString endSectionTitle = defaultEndSectionTitle();
    bool notes = true; // translator's notes (draft blocks of origin note)

    static QString defaultFooterFormat();
    static QString defaultEndSectionTitle();
    // Every part off: the export is the draft as stored (MarkdownExporter::draft()).
    static ExportSettings draftOnly();

    // The stored settings; defaults for missing or unreadable values.
    static ExportSettings load(const ProjectStore &store);
    // All keys in one transaction; false with store.errorString() on error.
    bool save(ProjectStore &store) const;

    // "footnotes", "end", "none": the stored names, also the CLI's.
    static QString toString(DeletionNotes notes);
    static std::optional<DeletionNotes> deletionNotesFromString(const QString &name);

    bool operator==(const ExportSettings &other) const;
    bool operator!=(const ExportSettings &other) const { return !(*this == other); }
};
