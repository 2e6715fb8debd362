// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaseverity.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <optional>

class ProjectStore;

// A project's QA settings, stored in project_settings under "qa.*". Chinese style
// guides disagree, so typography is configurable: d2l-zh writes no space between
// Chinese and Latin letters or digits ("使用GPU训练"), the Hugging Face translations
// write one ("使用 GPU 训练"). The presets set both spacing rules and the quotes.
// A check's severity can be changed for the project (qa.severities); the rules of
// the project's own are not settings but rows of qa_rules (QaRuleRepository).
struct QaSettings {
    Q_DECLARE_TR_FUNCTIONS(QaSettings)
public:
    // Between a CJK character and a Latin letter (or a digit): none, one space, or
    // not checked.
    enum class Spacing { None, Space, Any };
    // Quotation marks in Chinese sentences: “curly” (GB/T 15834), 「corner」, or not checked.
    enum class Quotes { Curly, Corner, Any };

    Spacing latinSpacing = Spacing::None;
    Spacing digitSpacing = Spacing::None;
    Quotes quotes = Quotes::Curly;
    QSet<QString> disabled; // QaChecks ids switched off for the project
    QHash<QString, QaSeverity> severities; // QaChecks ids whose severity differs from their default

    bool isEnabled(const QString &check) const { return !disabled.contains(check); }
    // The project's severity of a check: its override, or QaChecks' default.
    QaSeverity severity(const QString &check) const;

    // "d2l" (no spaces) and "huggingface" (spaces); both curly quotes.
    static QStringList presets();
    static std::optional<QaSettings> preset(const QString &name);
    // The preset these spacing and quote settings equal, or an empty string.
    QString presetName() const;

    static QString toString(Spacing spacing); // "none", "space", "any"
    static std::optional<Spacing> spacingFromString(const QString &name);
    static QString toString(Quotes quotes); // "curly", "corner", "any"
    static std::optional<Quotes> quotesFromString(const QString &name);

    // Defaults (the d2l preset, every check on) for missing or unreadable values.
    static QaSettings load(const ProjectStore &store);
    bool save(ProjectStore &store) const;

    // The settings as a QA profile holds them: {"typography": {"latinSpacing",
    // "digitSpacing", "quotes"}, "checks": {"disabled": [ids], "severities": {id:
    // severity}}}, ids sorted. An override equal to the default is left out.
    QJsonObject toJson() const;
    // Reads what toJson() writes (other keys of object are the caller's: QaProfile
    // checks them). Missing parts keep the defaults; an unknown key, an
    // unknown value name or a value of the wrong type is refused (nullopt and *error,
    // one translated line). Check ids QaChecks does not know (a newer Yiqiao's) are
    // kept, as load() keeps them: they change nothing here.
    static std::optional<QaSettings> fromJson(const QJsonObject &object, QString *error);

    bool operator==(const QaSettings &other) const
    {
        return latinSpacing == other.latinSpacing && digitSpacing == other.digitSpacing && quotes == other.quotes
            && disabled == other.disabled && severities == other.severities;
    }
};
