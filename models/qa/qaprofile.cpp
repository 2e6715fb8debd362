// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaprofile.h"

#include "core/importlimits.h"
#include "qa/qarulerepository.h"
#include "store/atomicfilewriter.h"
#include "store/projectstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace {

const QString kFormat = QStringLiteral("yiqiao-qa-profile");
const QString kHouseStyle = QStringLiteral("houseStyle");
const QString kInUse = QStringLiteral("inUse");
const QStringList kKeys {
    QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("typography"), QStringLiteral("checks"), QStringLiteral("rules")};

// The keys a file of that version may hold.
QStringList keysOf(int version)
{
    return version >= 2 ? kKeys + QStringList {kHouseStyle} : kKeys;
}

// "houseStyle" of a version 2 file; no key is no learned style.
bool readHouseStyle(const QJsonValue &value, QaProfile *profile, QString *error)
{
    if (value.isUndefined()) {
        return true;
    }
    if (!value.isObject()) {
        *error = QaProfile::tr("\"houseStyle\" must be an object.");
        return false;
    }
    QJsonObject object = value.toObject();
    const QStringList known {kInUse, QStringLiteral("texts"), QStringLiteral("rules")};
    for (const QString &key : object.keys()) {
        if (!known.contains(key)) {
            *error = QaProfile::tr("Unknown key \"%1\" in \"houseStyle\" (known: %2).").arg(key, known.join(QStringLiteral(", ")));
            return false;
        }
    }
    const QJsonValue inUse = object.take(kInUse);
    if (!inUse.isUndefined() && !inUse.isBool()) {
        *error = QaProfile::tr("\"inUse\" must be true or false.");
        return false;
    }
    profile->houseStyle = QaHouseStyle::read(object, error);
    if (!profile->houseStyle) {
        return false;
    }
    profile->houseStyleInUse = inUse.toBool();
    if (profile->houseStyleInUse && !profile->houseStyle->hasCounts()) {
        *error = QaProfile::tr("The house style is in use but has no cases: there is nothing to check with.");
        return false;
    }
    return true;
}

} // namespace

QByteArray QaProfile::toJson() const
{
    QJsonObject root = settings.toJson();
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), houseStyle ? Version : 1);
    if (houseStyle) {
        QJsonObject house = houseStyle->toJson();
        house.insert(kInUse, houseStyleInUse);
        root.insert(kHouseStyle, house);
    }
    QJsonArray ruleArray;
    for (const QaRule &rule : rules) {
        ruleArray.append(rule.toJson());
    }
    root.insert(QStringLiteral("rules"), ruleArray);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<QaProfile> QaProfile::fromJson(const QByteArray &bytes, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("The QA profile is not valid JSON (at byte %1): %2").arg(parseError.offset).arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QStringLiteral("format")).toString() != kFormat) {
        *error = tr("This is not a Yiqiao QA profile (its \"format\" is not \"%1\").").arg(kFormat);
        return std::nullopt;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != double(version.toInt()) || version.toInt() < 1) {
        *error = tr("The QA profile has no valid \"version\" (a whole number from 1).");
        return std::nullopt;
    }
    if (version.toInt() > Version) {
        *error = tr("The QA profile is of version %1; this Yiqiao reads up to version %2: update Yiqiao to import it.")
                     .arg(version.toInt())
                     .arg(Version);
        return std::nullopt;
    }
    const QStringList known = keysOf(version.toInt());
    for (const QString &key : root.keys()) {
        if (!known.contains(key)) {
            *error = version.toInt() < Version
                ? tr("Unknown key \"%1\" in a version %2 QA profile (known: %3).")
                      .arg(key)
                      .arg(version.toInt())
                      .arg(known.join(QStringLiteral(", ")))
                : tr("Unknown key \"%1\" in the QA profile (known: %2).").arg(key, known.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    const std::optional<QaSettings> settings = QaSettings::fromJson(root, error);
    if (!settings) {
        return std::nullopt;
    }
    QaProfile profile;
    profile.settings = *settings;
    if (version.toInt() < 2) {
        profile.houseStyle.reset();
    } else if (!readHouseStyle(root.value(kHouseStyle), &profile, error)) {
        return std::nullopt;
    }
    const QJsonValue rules = root.value(QStringLiteral("rules"));
    if (!rules.isUndefined() && !rules.isArray()) {
        *error = tr("\"rules\" must be a list of rules.");
        return std::nullopt;
    }
    for (const QJsonValue &value : rules.toArray()) {
        const std::optional<QaRule> rule = QaRule::fromJson(value.toObject(), error);
        if (!rule) {
            return std::nullopt;
        }
        profile.rules.append(*rule);
    }
    const QString why = QaRuleRepository::problem(profile.rules);
    if (!why.isEmpty()) {
        *error = why;
        return std::nullopt;
    }
    return profile;
}

std::optional<QaProfile> QaProfile::load(ProjectStore &store, QString *error)
{
    QaProfile profile;
    profile.settings = QaSettings::load(store, false); // what the project set, not the learned style applied
    QaRuleRepository repository(store);
    profile.rules = repository.rules();
    if (!repository.errorString().isEmpty()) {
        *error = repository.errorString();
        return std::nullopt;
    }
    profile.houseStyle = QaHouseStyle::load(store);
    profile.houseStyleInUse = QaSettings::styleName(store) == QLatin1String("learned");
    return profile;
}

bool QaProfile::save(ProjectStore &store, QString *error) const
{
    return store.inTransaction(
        [&] {
            if (!settings.save(store)) {
                return false; // the store's message
            }
            QaRuleRepository repository(store);
            if (!repository.replace(rules)) {
                *error = repository.errorString();
                return false;
            }
            return !houseStyle
                || (houseStyle->save(store) && QaSettings::saveStyleName(store, houseStyleInUse ? QStringLiteral("learned") : QString()));
        },
        error);
}

std::optional<QaProfile> QaProfile::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QByteArray bytes;
    if (!ImportLimits::readAtMost(file, MaxBytes, &bytes)) {
        *error = tr("%1 is larger than %2 MB: it is no QA profile.").arg(path).arg(MaxBytes >> 20);
        return std::nullopt;
    }
    return fromJson(bytes, error);
}

bool QaProfile::write(const QString &path, QString *error) const
{
    return AtomicFileWriter::write(path, toJson(), error);
}

namespace {

// summary()'s last line.
QString houseStyleSummary(const QaProfile &profile)
{
    const std::optional<QaHouseStyle> &houseStyle = profile.houseStyle;
    if (!houseStyle) {
        return QaProfile::tr("House style: not in this version 1 profile; the project's is kept");
    }
    if (!houseStyle->hasCounts()) {
        return QaProfile::tr("House style: none");
    }
    const QList<QaHouseStyle::Rule> all = houseStyle->rules();
    const int firing = int(std::count_if(all.cbegin(), all.cend(), [](const QaHouseStyle::Rule &rule) { return rule.fires(); }));
    return QaProfile::tr("House style: learned from %n translation(s), %1 of %2 rules fire; %3", nullptr, houseStyle->texts())
        .arg(firing)
        .arg(all.size())
        .arg(profile.houseStyleInUse ? QaProfile::tr("in use") : QaProfile::tr("not in use"));
}

} // namespace

QStringList QaProfile::summary() const
{
    QStringList lines;
    const QString preset = settings.presetName();
    lines.append(tr("Typography: Chinese and Latin %1, Chinese and digits %2, quotes %3%4")
                     .arg(QaSettings::toString(settings.latinSpacing), QaSettings::toString(settings.digitSpacing),
                         QaSettings::toString(settings.quotes), preset.isEmpty() ? QString() : tr(" (the %1 style)").arg(preset)));
    QStringList disabled(settings.disabled.cbegin(), settings.disabled.cend());
    std::sort(disabled.begin(), disabled.end());
    lines.append(tr("Checks switched off: %1").arg(disabled.isEmpty() ? tr("none") : disabled.join(QStringLiteral(", "))));
    const QJsonObject severities =
        settings.toJson().value(QStringLiteral("checks")).toObject().value(QStringLiteral("severities")).toObject();
    QStringList changed;
    for (auto it = severities.constBegin(); it != severities.constEnd(); ++it) {
        changed.append(QStringLiteral("%1 %2").arg(it.key(), it.value().toString()));
    }
    lines.append(tr("Severities changed: %1").arg(changed.isEmpty() ? tr("none") : changed.join(QStringLiteral(", "))));
    lines.append(tr("Own rules: %n", nullptr, int(rules.size())));
    for (const QaRule &rule : rules) {
        lines.append(tr("  %1 (%2, %3, %4%5): %6")
                         .arg(rule.id, QaSeverities::toString(rule.severity), QaRule::toString(rule.side),
                             QaRule::scopeNames(rule.scopes).join(QLatin1Char('+')), rule.enabled ? QString() : tr(", off"), rule.pattern));
    }
    lines.append(houseStyleSummary(*this));
    return lines;
}

bool QaProfile::operator==(const QaProfile &other) const
{
    const bool sameStyle =
        houseStyle && other.houseStyle ? houseStyle->toJson() == other.houseStyle->toJson() : bool(houseStyle) == bool(other.houseStyle);
    return settings == other.settings && rules == other.rules && sameStyle && houseStyleInUse == other.houseStyleInUse;
}
