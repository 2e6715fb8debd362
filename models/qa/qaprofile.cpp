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
const QStringList kKeys {
    QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("typography"), QStringLiteral("checks"), QStringLiteral("rules")};

} // namespace

QByteArray QaProfile::toJson() const
{
    QJsonObject root = settings.toJson();
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), Version);
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
    for (const QString &key : root.keys()) {
        if (!kKeys.contains(key)) {
            *error = tr("Unknown key \"%1\" in the QA profile (known: %2).").arg(key, kKeys.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    const std::optional<QaSettings> settings = QaSettings::fromJson(root, error);
    if (!settings) {
        return std::nullopt;
    }
    QaProfile profile;
    profile.settings = *settings;
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
            return true;
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
    return lines;
}
