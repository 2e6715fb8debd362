// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qasettings.h"

#include "core/enumnames.h"
#include "qa/qachecks.h"
#include "qa/qahousestyle.h"
#include "store/projectstore.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>

namespace {

const QString kLatinSpacing = QStringLiteral("qa.latinSpacing");
const QString kDigitSpacing = QStringLiteral("qa.digitSpacing");
const QString kQuotes = QStringLiteral("qa.quotes");
const QString kDisabled = QStringLiteral("qa.disabled");
const QString kSeverities = QStringLiteral("qa.severities");

// The overrides that differ from the default, as "id=severity", sorted by id.
QStringList severityOverrides(const QHash<QString, QaSeverity> &severities)
{
    QStringList overrides;
    for (auto it = severities.cbegin(); it != severities.cend(); ++it) {
        if (it.value() != QaChecks::info(it.key()).severity) {
            overrides.append(it.key() + QLatin1Char('=') + QaSeverities::toString(it.value()));
        }
    }
    std::sort(overrides.begin(), overrides.end());
    return overrides;
}
const QString kStyle = QStringLiteral("qa.style");
const QString kLearned = QStringLiteral("learned");

} // namespace

QaSeverity QaSettings::severity(const QString &check) const
{
    const auto it = severities.constFind(check);
    return it != severities.cend() ? *it : QaChecks::info(check).severity;
}

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
        other.severities = severities;
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
    for (const QString &pair : store.setting(kSeverities).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const QaSeverity severity = QaSeverities::fromString(pair.section(QLatin1Char('='), 1).trimmed(), &ok);
        if (ok) {
            settings.severities.insert(pair.section(QLatin1Char('='), 0, 0).trimmed(), severity);
        }
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
        && store.setSetting(kQuotes, toString(quotes)) && store.setSetting(kDisabled, disabledIds.join(QLatin1Char(',')))
        && store.setSetting(kSeverities, severityOverrides(severities).join(QLatin1Char(',')));
    if (!written) {
        store.rollback();
        return false;
    }
    return store.commit();
}

QJsonObject QaSettings::toJson() const
{
    QStringList disabledIds(disabled.cbegin(), disabled.cend());
    std::sort(disabledIds.begin(), disabledIds.end());
    QJsonObject overrides;
    for (const QString &pair : severityOverrides(severities)) {
        overrides.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    }
    const QJsonObject typography {{QStringLiteral("latinSpacing"), toString(latinSpacing)},
        {QStringLiteral("digitSpacing"), toString(digitSpacing)}, {QStringLiteral("quotes"), toString(quotes)}};
    const QJsonObject checks {
        {QStringLiteral("disabled"), QJsonArray::fromStringList(disabledIds)}, {QStringLiteral("severities"), overrides}};
    return {{QStringLiteral("typography"), typography}, {QStringLiteral("checks"), checks}};
}

namespace {

// The keys of object that are not in known, as a refusal; an empty string when none.
QString unknownKeys(const QJsonObject &object, const QStringList &known, const QString &part)
{
    for (const QString &key : object.keys()) {
        if (!known.contains(key)) {
            return QaSettings::tr("Unknown key \"%1\" in \"%2\" (known: %3).").arg(key, part, known.join(QStringLiteral(", ")));
        }
    }
    return QString();
}

template<typename Enum>
bool readName(
    const QJsonObject &object, const QString &key, std::optional<Enum> (*fromString)(const QString &), Enum *value, QString *error)
{
    if (!object.contains(key)) {
        return true;
    }
    const std::optional<Enum> read = fromString(object.value(key).toString());
    if (!read) {
        *error = QaSettings::tr("Unknown value \"%1\" for \"%2\".").arg(object.value(key).toVariant().toString(), key);
        return false;
    }
    *value = *read;
    return true;
}

bool readChecks(const QJsonObject &checks, QaSettings *settings, QString *error)
{
    *error = unknownKeys(checks, {QStringLiteral("disabled"), QStringLiteral("severities")}, QStringLiteral("checks"));
    if (!error->isEmpty()) {
        return false;
    }
    const QJsonValue disabled = checks.value(QStringLiteral("disabled"));
    if (!disabled.isUndefined() && !disabled.isArray()) {
        *error = QaSettings::tr("\"disabled\" must be a list of check ids.");
        return false;
    }
    for (const QJsonValue &id : disabled.toArray()) {
        if (!id.isString() || id.toString().trimmed().isEmpty()) {
            *error = QaSettings::tr("\"disabled\" must be a list of check ids.");
            return false;
        }
        settings->disabled.insert(id.toString().trimmed());
    }
    const QJsonValue severities = checks.value(QStringLiteral("severities"));
    if (!severities.isUndefined() && !severities.isObject()) {
        *error = QaSettings::tr("\"severities\" must map check ids to info, warning or error.");
        return false;
    }
    const QJsonObject overrides = severities.toObject();
    for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it) {
        bool ok = false;
        const QaSeverity severity = QaSeverities::fromString(it.value().toString(), &ok);
        if (!ok) {
            *error = QaSettings::tr("Unknown severity \"%1\" for the check %2 (use info, warning or error).")
                         .arg(it.value().toVariant().toString(), it.key());
            return false;
        }
        settings->severities.insert(it.key(), severity);
    }
    return true;
}

} // namespace

std::optional<QaSettings> QaSettings::fromJson(const QJsonObject &object, QString *error)
{
    error->clear();
    for (const QString &part : {QStringLiteral("typography"), QStringLiteral("checks")}) {
        if (error->isEmpty() && object.contains(part) && !object.value(part).isObject()) {
            *error = tr("\"%1\" must be an object.").arg(part);
        }
    }
    if (!error->isEmpty()) {
        return std::nullopt;
    }
    QaSettings settings;
    const QJsonObject typography = object.value(QStringLiteral("typography")).toObject();
    *error = unknownKeys(typography, {QStringLiteral("latinSpacing"), QStringLiteral("digitSpacing"), QStringLiteral("quotes")},
        QStringLiteral("typography"));
    if (!error->isEmpty() || !readName(typography, QStringLiteral("latinSpacing"), spacingFromString, &settings.latinSpacing, error)
        || !readName(typography, QStringLiteral("digitSpacing"), spacingFromString, &settings.digitSpacing, error)
        || !readName(typography, QStringLiteral("quotes"), quotesFromString, &settings.quotes, error)
        || !readChecks(object.value(QStringLiteral("checks")).toObject(), &settings, error)) {
        return std::nullopt;
    }
    return settings;
}
