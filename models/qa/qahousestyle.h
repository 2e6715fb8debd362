// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QStringList>

#include <optional>

class ProjectStore;
struct QaSettings;

// A project's house style, learned from its own translations (QaStyleLearner): for
// every typography rule, how often the translations write each habit ("colon after
// Chinese: half-width, 412 of 443 cases"). A rule fires only where the house is
// consistent — with 95 % confidence at least MinShare of its cases write one habit
// (the Wilson score interval's lower bound: all of 52 cases or more, 99 % of 100,
// 97 % of 200, 96 % of 300; fewer or more mixed cases are no habit) — and then only
// against that habit; elsewhere it is not checked. Chosen on the corpus (docs/
// performance.md): at 90 % a minority habit of whole translations (spaces before
// punctuation next to code in one Hugging Face post of thirteen) fired; at 95 %
// slips the house never makes (“什么?” in a full-width house) went unseen. A rule's habit can be
// overridden, or the rule switched off, by hand. Stored as JSON in project_settings
// ("qa.houseStyle"); QaSettings::load applies it while "qa.style" is "learned".
// Repeated punctuation (。。) is never a habit: it is checked whatever the style.
class QaHouseStyle
{
    Q_DECLARE_TR_FUNCTIONS(QaHouseStyle)
public:
    static constexpr double MinShare = 0.93;
    static constexpr double Z = 1.96; // 95 % confidence
    static inline const QString Off = QStringLiteral("off");

    // The rule ids (stored, printed by `yiqiao-cli style show --json`: never rename one).
    static QStringList ruleIds();
    // The habits a rule tells apart ("full", "half"; "none", "space"; "curly", …).
    static QStringList habitsOf(const QString &rule);
    static QString ruleTitle(const QString &rule); // translated
    static QString habitTitle(const QString &habit); // translated

    using Counts = QMap<QString, QMap<QString, int>>; // rule → habit → cases

    struct Rule {
        QString id;
        QMap<QString, int> counts; // habit → cases
        QString override; // a habit, Off, or empty: as learned

        int cases() const;
        QString learnedHabit() const; // the most frequent habit, or empty without cases
        double share() const; // of learnedHabit, 0 without cases
        double lowerShare() const; // the share's lower bound at 95 % confidence
        bool consistent() const; // lowerShare() >= MinShare
        QString habit() const; // the override, else the learned habit
        bool fires() const;
    };

    QaHouseStyle(); // every rule, no cases
    QList<Rule> rules() const { return m_rules; }
    Rule rule(const QString &id) const;
    bool setOverride(const QString &rule, const QString &habitOrOff); // empty: as learned
    void add(const Counts &counts);
    bool hasCounts() const;
    int texts() const { return m_texts; }
    void addText() { ++m_texts; }

    // Each rule as the typography check reads it; learned set.
    void applyTo(QaSettings *settings) const;

    QJsonObject toJson() const;
    // What the project stored: unknown rules, habits and keys are left out.
    static QaHouseStyle fromJson(const QJsonObject &object);
    // What a QA profile carries (QaProfile), read strictly: an unknown key, rule or
    // habit, a count or "texts" that is no whole number from 0, or an override that
    // is no habit of its rule (nor "off") is refused (nullopt and *error, one
    // translated line). Missing parts: no cases, no override.
    static std::optional<QaHouseStyle> read(const QJsonObject &object, QString *error);
    // No cases when the project has none stored (or it cannot be read).
    static QaHouseStyle load(const ProjectStore &store);
    bool save(ProjectStore &store) const; // inside the caller's write

private:
    bool readRule(const QString &id, const QJsonValue &value, QString *error); // read()'s, for one rule

    QList<Rule> m_rules;
    int m_texts = 0;
};
