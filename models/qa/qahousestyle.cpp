// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qahousestyle.h"

#include "core/namelabels.h"
#include "qa/qasettings.h"
#include "store/projectstore.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace {

const QString kKey = QStringLiteral("qa.houseStyle");

const QString kLatin = QStringLiteral("latin-spacing");
const QString kDigit = QStringLiteral("digit-spacing");
const QString kQuotes = QStringLiteral("quotes");
const QString kBeside = QStringLiteral("space-beside-fullwidth");
const QString kBesideQuotes = QStringLiteral("space-beside-quotes");
const QString kBesideLatin = QStringLiteral("space-beside-fullwidth-latin");

// The punctuation rules in QaSettings::Mark order.
const QStringList &markRules()
{
    static const QStringList ids = {QStringLiteral("colon"), QStringLiteral("parentheses"), QStringLiteral("comma"),
        QStringLiteral("full-stop"), QStringLiteral("question-exclamation"), QStringLiteral("semicolon")};
    return ids;
}

QaSettings::Spacing spacing(const QaHouseStyle::Rule &rule)
{
    return rule.fires() ? QaSettings::spacingFromString(rule.habit()).value_or(QaSettings::Spacing::Any) : QaSettings::Spacing::Any;
}

} // namespace

QStringList QaHouseStyle::ruleIds()
{
    return QStringList {kLatin, kDigit, kQuotes} + markRules() + QStringList {kBeside, kBesideQuotes, kBesideLatin};
}

QStringList QaHouseStyle::habitsOf(const QString &rule)
{
    if (rule == kLatin || rule == kDigit || rule == kBeside || rule == kBesideQuotes || rule == kBesideLatin) {
        return {QStringLiteral("none"), QStringLiteral("space")};
    }
    if (rule == kQuotes) {
        return {QStringLiteral("curly"), QStringLiteral("corner"), QStringLiteral("straight")};
    }
    return {QStringLiteral("full"), QStringLiteral("half")};
}

QString QaHouseStyle::ruleTitle(const QString &rule)
{
    static const NameLabels labels("QaHouseStyle",
        {{"latin-spacing", QT_TRANSLATE_NOOP("QaHouseStyle", "Chinese and Latin letters")},
            {"digit-spacing", QT_TRANSLATE_NOOP("QaHouseStyle", "Chinese and digits")},
            {"quotes", QT_TRANSLATE_NOOP("QaHouseStyle", "Quotation marks")},
            {"colon", QT_TRANSLATE_NOOP("QaHouseStyle", "Colon after Chinese")},
            {"parentheses", QT_TRANSLATE_NOOP("QaHouseStyle", "Parentheses around or after Chinese")},
            {"comma", QT_TRANSLATE_NOOP("QaHouseStyle", "Comma after Chinese")},
            {"full-stop", QT_TRANSLATE_NOOP("QaHouseStyle", "Full stop and ellipsis after Chinese")},
            {"question-exclamation", QT_TRANSLATE_NOOP("QaHouseStyle", "Question and exclamation marks after Chinese")},
            {"semicolon", QT_TRANSLATE_NOOP("QaHouseStyle", "Semicolon after Chinese")},
            {"space-beside-fullwidth", QT_TRANSLATE_NOOP("QaHouseStyle", "Space between full-width punctuation and Chinese")},
            {"space-beside-quotes", QT_TRANSLATE_NOOP("QaHouseStyle", "Space outside quotation marks")},
            {"space-beside-fullwidth-latin",
                QT_TRANSLATE_NOOP("QaHouseStyle", "Space between full-width punctuation and Latin text, code or links")}});
    return labels.label(rule);
}

QString QaHouseStyle::habitTitle(const QString &habit)
{
    static const NameLabels labels("QaHouseStyle",
        {{"none", QT_TRANSLATE_NOOP("QaHouseStyle", "no space")}, {"space", QT_TRANSLATE_NOOP("QaHouseStyle", "a space")},
            {"full", QT_TRANSLATE_NOOP("QaHouseStyle", "full-width")}, {"half", QT_TRANSLATE_NOOP("QaHouseStyle", "half-width")},
            {"curly", QT_TRANSLATE_NOOP("QaHouseStyle", "“curly”")}, {"corner", QT_TRANSLATE_NOOP("QaHouseStyle", "「corner」")},
            {"straight", QT_TRANSLATE_NOOP("QaHouseStyle", "\"straight\"")}, {"off", QT_TRANSLATE_NOOP("QaHouseStyle", "switched off")}});
    return labels.label(habit);
}

int QaHouseStyle::Rule::cases() const
{
    int total = 0;
    for (int count : counts) {
        total += count;
    }
    return total;
}

QString QaHouseStyle::Rule::learnedHabit() const
{
    QString best;
    int most = 0;
    for (const QString &habit : habitsOf(id)) {
        if (counts.value(habit) > most) {
            most = counts.value(habit);
            best = habit;
        }
    }
    return best;
}

double QaHouseStyle::Rule::share() const
{
    const int total = cases();
    return total > 0 ? double(counts.value(learnedHabit())) / total : 0.0;
}

double QaHouseStyle::Rule::lowerShare() const
{
    const double n = cases();
    if (n <= 0) {
        return 0.0;
    }
    const double p = share();
    const double z2 = Z * Z;
    return (p + z2 / (2 * n) - Z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

bool QaHouseStyle::Rule::consistent() const
{
    return lowerShare() >= MinShare;
}

QString QaHouseStyle::Rule::habit() const
{
    return override.isEmpty() || override == Off ? learnedHabit() : override;
}

bool QaHouseStyle::Rule::fires() const
{
    if (override == Off) {
        return false;
    }
    return !override.isEmpty() || consistent();
}

QaHouseStyle::QaHouseStyle()
{
    for (const QString &id : ruleIds()) {
        m_rules.append(Rule {id, {}, {}});
    }
}

QaHouseStyle::Rule QaHouseStyle::rule(const QString &id) const
{
    const auto it = std::find_if(m_rules.cbegin(), m_rules.cend(), [&](const Rule &rule) { return rule.id == id; });
    return it == m_rules.cend() ? Rule {} : *it;
}

bool QaHouseStyle::setOverride(const QString &rule, const QString &habitOrOff)
{
    for (Rule &each : m_rules) {
        if (each.id == rule && (habitOrOff.isEmpty() || habitOrOff == Off || habitsOf(rule).contains(habitOrOff))) {
            each.override = habitOrOff;
            return true;
        }
    }
    return false;
}

void QaHouseStyle::add(const Counts &counts)
{
    for (Rule &rule : m_rules) {
        const QMap<QString, int> found = counts.value(rule.id);
        for (auto it = found.cbegin(); it != found.cend(); ++it) {
            rule.counts[it.key()] += it.value();
        }
    }
}

bool QaHouseStyle::hasCounts() const
{
    return std::any_of(m_rules.cbegin(), m_rules.cend(), [](const Rule &rule) { return rule.cases() > 0; });
}

void QaHouseStyle::applyTo(QaSettings *settings) const
{
    settings->learned = true;
    settings->latinSpacing = spacing(rule(kLatin));
    settings->digitSpacing = spacing(rule(kDigit));
    settings->besideFullwidth = spacing(rule(kBeside));
    settings->besideQuotes = spacing(rule(kBesideQuotes));
    settings->besideLatin = spacing(rule(kBesideLatin));
    const Rule quotes = rule(kQuotes);
    settings->quotes =
        quotes.fires() ? QaSettings::quotesFromString(quotes.habit()).value_or(QaSettings::Quotes::Any) : QaSettings::Quotes::Any;
    for (int i = 0; i < QaSettings::MarkCount; ++i) {
        const Rule mark = rule(markRules().at(i));
        settings->setWidth(QaSettings::Mark(i),
            mark.fires() ? QaSettings::widthFromString(mark.habit()).value_or(QaSettings::Width::Any) : QaSettings::Width::Any);
    }
}

QJsonObject QaHouseStyle::toJson() const
{
    QJsonObject rules;
    for (const Rule &rule : m_rules) {
        QJsonObject counts;
        for (auto it = rule.counts.cbegin(); it != rule.counts.cend(); ++it) {
            counts.insert(it.key(), it.value());
        }
        QJsonObject object {{QStringLiteral("counts"), counts}};
        if (!rule.override.isEmpty()) {
            object.insert(QStringLiteral("override"), rule.override);
        }
        rules.insert(rule.id, object);
    }
    return {{QStringLiteral("rules"), rules}, {QStringLiteral("texts"), m_texts}};
}

QaHouseStyle QaHouseStyle::fromJson(const QJsonObject &object)
{
    QaHouseStyle style;
    style.m_texts = object.value(QStringLiteral("texts")).toInt();
    const QJsonObject rules = object.value(QStringLiteral("rules")).toObject();
    for (Rule &rule : style.m_rules) {
        const QJsonObject stored = rule.id.isEmpty() ? QJsonObject() : rules.value(rule.id).toObject();
        const QJsonObject counts = stored.value(QStringLiteral("counts")).toObject();
        for (const QString &habit : habitsOf(rule.id)) {
            const int count = counts.value(habit).toInt();
            if (count > 0) {
                rule.counts.insert(habit, count);
            }
        }
        style.setOverride(rule.id, stored.value(QStringLiteral("override")).toString());
    }
    return style;
}

namespace {

// The first key of object that is not in known, as a refusal; empty when none.
QString unknownKey(const QJsonObject &object, const QStringList &known, const QString &where)
{
    for (const QString &key : object.keys()) {
        if (!known.contains(key)) {
            return QaHouseStyle::tr("Unknown key \"%1\" in %2 (known: %3).").arg(key, where, known.join(QStringLiteral(", ")));
        }
    }
    return QString();
}

bool isCount(const QJsonValue &value)
{
    return value.isDouble() && value.toDouble() >= 0 && value.toDouble() == double(value.toInt());
}

} // namespace

std::optional<QaHouseStyle> QaHouseStyle::read(const QJsonObject &object, QString *error)
{
    *error = unknownKey(object, {QStringLiteral("texts"), QStringLiteral("rules")}, QStringLiteral("\"houseStyle\""));
    if (!error->isEmpty()) {
        return std::nullopt;
    }
    const QJsonValue texts = object.value(QStringLiteral("texts"));
    const QJsonValue rules = object.value(QStringLiteral("rules"));
    if (!texts.isUndefined() && !isCount(texts)) {
        *error = tr("\"texts\" must be a whole number from 0.");
        return std::nullopt;
    }
    if (!rules.isUndefined() && !rules.isObject()) {
        *error = tr("\"rules\" of the house style must map rule ids to their counts.");
        return std::nullopt;
    }
    QaHouseStyle style;
    style.m_texts = texts.toInt();
    const QJsonObject stored = rules.toObject();
    for (auto it = stored.constBegin(); it != stored.constEnd(); ++it) {
        if (!ruleIds().contains(it.key())) {
            *error = tr("Unknown house style rule \"%1\" (known: %2).").arg(it.key(), ruleIds().join(QStringLiteral(", ")));
            return std::nullopt;
        }
        if (!style.readRule(it.key(), it.value(), error)) {
            return std::nullopt;
        }
    }
    return style;
}

bool QaHouseStyle::readRule(const QString &id, const QJsonValue &value, QString *error)
{
    const QJsonObject object = value.toObject();
    *error = value.isObject()
        ? unknownKey(object, {QStringLiteral("counts"), QStringLiteral("override")}, tr("the house style rule %1").arg(id))
        : tr("The house style rule %1 must be an object.").arg(id);
    const QJsonValue counts = object.value(QStringLiteral("counts"));
    if (error->isEmpty() && !counts.isUndefined() && !counts.isObject()) {
        *error = tr("\"counts\" of the house style rule %1 must map habits to cases.").arg(id);
    }
    if (!error->isEmpty()) {
        return false;
    }
    const auto unknownHabit = [&](const QString &habit, const QStringList &known) {
        return tr("Unknown habit \"%1\" for the house style rule %2 (known: %3).").arg(habit, id, known.join(QStringLiteral(", ")));
    };
    Rule &rule = *std::find_if(m_rules.begin(), m_rules.end(), [&](const Rule &each) { return each.id == id; });
    const QJsonObject habits = counts.toObject();
    for (auto it = habits.constBegin(); it != habits.constEnd(); ++it) {
        if (!habitsOf(id).contains(it.key())) {
            *error = unknownHabit(it.key(), habitsOf(id));
            return false;
        }
        if (!isCount(it.value())) {
            *error = tr("The cases of \"%1\" in the house style rule %2 must be a whole number from 0.").arg(it.key(), id);
            return false;
        }
        if (it.value().toInt() > 0) {
            rule.counts.insert(it.key(), it.value().toInt());
        }
    }
    const QJsonValue override = object.value(QStringLiteral("override"));
    if (!override.isUndefined() && (!override.isString() || !setOverride(id, override.toString()))) {
        *error = unknownHabit(override.toVariant().toString(), habitsOf(id) + QStringList {Off});
        return false;
    }
    return true;
}

QaHouseStyle QaHouseStyle::load(const ProjectStore &store)
{
    return fromJson(QJsonDocument::fromJson(store.setting(kKey).toUtf8()).object());
}

bool QaHouseStyle::save(ProjectStore &store) const
{
    return store.setSetting(kKey, QString::fromUtf8(QJsonDocument(toJson()).toJson(QJsonDocument::Compact)));
}
