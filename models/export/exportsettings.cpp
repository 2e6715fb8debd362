// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportsettings.h"

#include "core/enumnames.h"
#include "store/projectstore.h"

namespace {

const QString kDeletionNotes = QStringLiteral("export.deletionNotes");
const QString kFooter = QStringLiteral("export.footer");
const QString kFooterFormat = QStringLiteral("export.footerFormat");
const QString kEndSectionTitle = QStringLiteral("export.endSectionTitle");
const QString kNotes = QStringLiteral("export.notes");

const EnumNames<ExportSettings::DeletionNotes> &deletionNotesNames()
{
    using DeletionNotes = ExportSettings::DeletionNotes;
    static const EnumNames<DeletionNotes> table("ExportSettings",
        {{DeletionNotes::Footnotes, "footnotes"}, {DeletionNotes::EndSection, "end"}, {DeletionNotes::None, "none"}}, DeletionNotes::None,
        EnumNames<DeletionNotes>::Spelling::AnyCase);
    return table;
}

QString toString(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

bool boolSetting(const ProjectStore &store, const QString &key, bool fallback)
{
    const QString value = store.setting(key);
    return value == QLatin1String("true") || (value != QLatin1String("false") && fallback);
}

// A blank stored text gives the default: an empty footer or heading is never meant.
QString textSetting(const ProjectStore &store, const QString &key, const QString &fallback)
{
    const QString value = store.setting(key);
    return value.trimmed().isEmpty() ? fallback : value;
}

} // namespace

QString ExportSettings::defaultFooterFormat()
{
    return QStringLiteral("最后更新：{date} | 修订次数：{revisions}");
}

QString ExportSettings::defaultEndSectionTitle()
{
    return QStringLiteral("删节说明");
}

ExportSettings ExportSettings::draftOnly()
{
    ExportSettings settings;
    settings.deletionNotes = DeletionNotes::None;
    settings.footer = false;
    settings.notes = true;
    return settings;
}

ExportSettings ExportSettings::load(const ProjectStore &store)
{
    ExportSettings settings;
    settings.deletionNotes = deletionNotesFromString(store.setting(kDeletionNotes)).value_or(settings.deletionNotes);
    settings.footer = boolSetting(store, kFooter, settings.footer);
    settings.footerFormat = textSetting(store, kFooterFormat, settings.footerFormat);
    settings.endSectionTitle = textSetting(store, kEndSectionTitle, settings.endSectionTitle);
    settings.notes = boolSetting(store, kNotes, settings.notes);
    return settings;
}

bool ExportSettings::save(ProjectStore &store) const
{
    if (!store.beginWrite()) {
        return false;
    }
    const bool written = store.setSetting(kDeletionNotes, toString(deletionNotes)) && store.setSetting(kFooter, ::toString(footer))
        && store.setSetting(kFooterFormat, footerFormat) && store.setSetting(kEndSectionTitle, endSectionTitle)
        && store.setSetting(kNotes, ::toString(notes));
    if (!written) {
        store.rollback();
        return false;
    }
    return store.commit();
}

QString ExportSettings::toString(DeletionNotes notes)
{
    return deletionNotesNames().name(notes);
}

std::optional<ExportSettings::DeletionNotes> ExportSettings::deletionNotesFromString(const QString &name)
{
    return deletionNotesNames().value(name);
}

bool ExportSettings::operator==(const ExportSettings &other) const
{
    return deletionNotes == other.deletionNotes && footer == other.footer && footerFormat == other.footerFormat
        && endSectionTitle == other.endSectionTitle && notes == other.notes;
}
