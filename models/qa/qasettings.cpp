// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qasettings.h"

#include "core/enumnames.h"
#include "qa/qahousestyle.h"
#include "store/projectstore.h"

#include <QStringList>

#include <algorithm>

namespace {

const QString kLatinSpacing = QStringLiteral("qa.latinSpacing");
const QString kDigitSpacing = QStringLiteral("qa.digitSpacing");
const QString kQuotes = QStringLiteral("qa.quotes");
const QString kDisabled = QStringLiteral("qa.disabled");
const QString kStyle = QStringLiteral("qa.style");
const QString kLearned = QStringLiteral("learned");

} // namespace

QStringList QaSettings::presets()
{
    return {QStringLiteral("d2l"), QStringLiteral("huggingface")};
}

std::optional<QaSettings> QaSettings::preset(const QString &name)
{
    QaSettings settings;
    if (name == QLatin1String("d2l")) {
        return settings;
    }
    if (name == QLatin1String("huggingface") || name == QLatin1String("hf")) {
        settings.latinSpacing = Spacing::Space;
        settings.digitSpacing = Spacing::Space;
        return settings;
    }
    return std::nullopt;
}

QString QaSettings::presetName() const
{
    for (const QString &name : presets()) {
        QaSettings other = *preset(name);
        other.disabled = disabled;
        if (other == *this) {
            return name;
        }
    }
    return QString();
}

namespace {

const EnumNames<QaSettings::Spacing> &spacings()
{
    using Spacing = QaSettings::Spacing;
    static const EnumNames<Spacing> table("QaSettings", {{Spacing::None, "none"}, {Spacing::Space, "space"}, {Spacing::Any, "any"}});
    return table;
}

const EnumNames<QaSettings::Quotes> &quotes()
{
    using Quotes = QaSettings::Quotes;
    static const EnumNames<Quotes> table(
        "QaSettings", {{Quotes::Curly, "curly"}, {Quotes::Corner, "corner"}, {Quotes::Any, "any"}, {Quotes::Straight, "straight"}});
    return table;
}

const EnumNames<QaSettings::Width> &widths()
{
    using Width = QaSettings::Width;
    static const EnumNames<Width> table("QaSettings", {{Width::Full, "full"}, {Width::Half, "half"}, {Width::Any, "any"}});
    return table;
}

} // namespace

QString QaSettings::toString(Spacing spacing)
{
    return spacings().name(spacing);
}

std::optional<QaSettings::Spacing> QaSettings::spacingFromString(const QString &name)
{
    return spacings().value(name);
}

QString QaSettings::toString(Quotes quotes)
{
    return ::quotes().name(quotes);
}

std::optional<QaSettings::Quotes> QaSettings::quotesFromString(const QString &name)
{
    return ::quotes().value(name);
}

QString QaSettings::toString(Width width)
{
    return widths().name(width);
}

std::optional<QaSettings::Width> QaSettings::widthFromString(const QString &name)
{
    return widths().value(name);
}

QString QaSettings::styleName(const ProjectStore &store)
{
    if (store.setting(kStyle) == kLearned && QaHouseStyle::load(store).hasCounts()) {
        return kLearned;
    }
    QaSettings settings = load(store);
    return settings.presetName();
}

bool QaSettings::saveStyleName(ProjectStore &store, const QString &name)
{
    return store.setSetting(kStyle, name == kLearned ? kLearned : QString(""));
}

QaSettings QaSettings::load(const ProjectStore &store, bool withHouseStyle)
{
    QaSettings settings;
    settings.latinSpacing = spacingFromString(store.setting(kLatinSpacing)).value_or(settings.latinSpacing);
    settings.digitSpacing = spacingFromString(store.setting(kDigitSpacing)).value_or(settings.digitSpacing);
    settings.quotes = quotesFromString(store.setting(kQuotes)).value_or(settings.quotes);
    for (const QString &id : store.setting(kDisabled).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        settings.disabled.insert(id.trimmed());
    }
    if (withHouseStyle && store.setting(kStyle) == kLearned) {
        const QaHouseStyle house = QaHouseStyle::load(store);
        if (house.hasCounts()) {
            house.applyTo(&settings);
        }
    }
    return settings;
}

bool QaSettings::save(ProjectStore &store) const
{
    QStringList disabledIds(disabled.cbegin(), disabled.cend());
    std::sort(disabledIds.begin(), disabledIds.end());
    if (!store.beginWrite()) {
        return false;
    }
    const bool written = store.setSetting(kLatinSpacing, toString(latinSpacing)) && store.setSetting(kDigitSpacing, toString(digitSpacing))
        && store.setSetting(kQuotes, toString(quotes)) && store.setSetting(kDisabled, disabledIds.join(QLatin1Char(',')));
    if (!written) {
        store.rollback();
        return false;
    }
    return store.commit();
}
