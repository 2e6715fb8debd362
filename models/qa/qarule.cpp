// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qarule.h"

#include "core/enumnames.h"

#include <QJsonArray>

namespace {

const EnumNames<QaRule::Side> &sides()
{
    using Side = QaRule::Side;
    static const EnumNames<Side> table("QaRule",
        {{Side::Source, "source", QT_TRANSLATE_NOOP("QaRule", "Source")}, {Side::Draft, "draft", QT_TRANSLATE_NOOP("QaRule", "Draft")},
            {Side::Both, "both", QT_TRANSLATE_NOOP("QaRule", "Source and draft")}});
    return table;
}

const EnumNames<QaRule::Scope> &scopeTable()
{
    using Scope = QaRule::Scope;
    static const EnumNames<Scope> table("QaRule",
        {{Scope::Prose, "prose", QT_TRANSLATE_NOOP("QaRule", "Prose")}, {Scope::Code, "code", QT_TRANSLATE_NOOP("QaRule", "Code")},
            {Scope::Headings, "headings", QT_TRANSLATE_NOOP("QaRule", "Headings")}});
    return table;
}

const QStringList kKeys {QStringLiteral("id"), QStringLiteral("pattern"), QStringLiteral("severity"), QStringLiteral("message"),
    QStringLiteral("side"), QStringLiteral("scope"), QStringLiteral("enabled")};

bool isIdChar(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('-')
        || c == QLatin1Char('_') || c == QLatin1Char('.');
}

} // namespace

QString QaRule::findingMessage() const
{
    return message.trimmed().isEmpty() ? tr("Matches the rule “%1”.").arg(id) : message.trimmed();
}

QRegularExpression QaRule::expression() const
{
    QRegularExpression expression(pattern, QRegularExpression::UseUnicodePropertiesOption);
    expression.optimize();
    return expression;
}

QString QaRule::patternProblem(const QString &pattern)
{
    if (pattern.isEmpty()) {
        return tr("The pattern is empty.");
    }
    const QRegularExpression expression(pattern, QRegularExpression::UseUnicodePropertiesOption);
    if (!expression.isValid()) {
        return tr("The pattern is not a valid regular expression (at character %1): %2")
            .arg(expression.patternErrorOffset() + 1)
            .arg(expression.errorString());
    }
    if (expression.match(QString()).hasMatch()) {
        return tr("The pattern matches empty text: it would match everywhere.");
    }
    return QString();
}

QString QaRule::problem() const
{
    if (id.isEmpty()) {
        return tr("A rule needs an id.");
    }
    if (!std::all_of(id.cbegin(), id.cend(), isIdChar)) {
        return tr("The rule id “%1” may hold only lower-case letters, digits, '-', '_' and '.'.").arg(id);
    }
    if ((scopes & AllScopes) == 0) {
        return tr("The rule “%1” checks nothing: choose prose, code or headings.").arg(id);
    }
    const QString why = patternProblem(pattern);
    return why.isEmpty() ? QString() : tr("Rule “%1”: %2").arg(id, why);
}

QString QaRule::toString(Side side)
{
    return sides().name(side);
}

std::optional<QaRule::Side> QaRule::sideFromString(const QString &name)
{
    return sides().value(name);
}

QString QaRule::sideLabel(Side side)
{
    return sides().label(side);
}

QStringList QaRule::scopeNames(int scopes)
{
    QStringList names;
    for (Scope scope : scopeTable().values()) {
        if (scopes & scope) {
            names.append(scopeTable().name(scope));
        }
    }
    return names;
}

std::optional<int> QaRule::scopesFromNames(const QStringList &names)
{
    int scopes = 0;
    for (const QString &name : names) {
        const std::optional<Scope> scope = scopeTable().value(name.trimmed());
        if (!scope) {
            return std::nullopt;
        }
        scopes |= *scope;
    }
    return scopes;
}

QString QaRule::scopeLabel(Scope scope)
{
    return scopeTable().label(scope);
}

QJsonObject QaRule::toJson() const
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("pattern"), pattern},
        {QStringLiteral("severity"), QaSeverities::toString(severity)}, {QStringLiteral("message"), message},
        {QStringLiteral("side"), toString(side)}, {QStringLiteral("scope"), QJsonArray::fromStringList(scopeNames(scopes))},
        {QStringLiteral("enabled"), enabled}};
}

std::optional<QaRule> QaRule::fromJson(const QJsonObject &object, QString *error)
{
    QaRule rule;
    rule.id = object.value(QStringLiteral("id")).toString();
    const QString name = rule.id.isEmpty() ? tr("without an id") : rule.id;
    auto refuse = [&](const QString &why) {
        *error = tr("Rule “%1”: %2").arg(name, why);
        return std::nullopt;
    };
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!kKeys.contains(it.key())) {
            return refuse(tr("unknown key \"%1\" (known: %2).").arg(it.key(), kKeys.join(QStringLiteral(", "))));
        }
    }
    if (!object.value(QStringLiteral("id")).isString() || !object.value(QStringLiteral("pattern")).isString()) {
        return refuse(tr("\"id\" and \"pattern\" must be strings."));
    }
    rule.pattern = object.value(QStringLiteral("pattern")).toString();
    rule.message = object.value(QStringLiteral("message")).toString();
    if (object.contains(QStringLiteral("severity"))) {
        bool ok = false;
        rule.severity = QaSeverities::fromString(object.value(QStringLiteral("severity")).toString(), &ok);
        if (!ok) {
            return refuse(
                tr("unknown severity \"%1\" (use info, warning or error).").arg(object.value(QStringLiteral("severity")).toString()));
        }
    }
    if (object.contains(QStringLiteral("side"))) {
        const auto side = sideFromString(object.value(QStringLiteral("side")).toString());
        if (!side) {
            return refuse(tr("unknown side \"%1\" (use source, draft or both).").arg(object.value(QStringLiteral("side")).toString()));
        }
        rule.side = *side;
    }
    if (object.contains(QStringLiteral("scope"))) {
        QStringList names;
        for (const QJsonValue &value : object.value(QStringLiteral("scope")).toArray()) {
            names.append(value.toString());
        }
        const auto scopes = scopesFromNames(names);
        if (!scopes || !object.value(QStringLiteral("scope")).isArray()) {
            return refuse(tr("\"scope\" must be a list of prose, code and headings."));
        }
        rule.scopes = *scopes;
    }
    rule.enabled = object.value(QStringLiteral("enabled")).toBool(true);
    const QString why = rule.problem();
    if (!why.isEmpty()) {
        *error = why;
        return std::nullopt;
    }
    return rule;
}
