// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaseverity.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

// A QA rule of the project's own (qa_rules): a regular expression (Perl syntax, as
// QRegularExpression reads it) whose every match in the checked text is a finding
// with the rule's severity and message. The rule's id is the reviewer's name for it
// ("no-halfwidth-colon"): its findings carry the check id "custom.<id>", so that a
// waiver (QaFinding::key()) outlives edits of the pattern or message and an export
// and import of the profile. side says which text is checked (the source, the draft
// or both); scope which parts of it: prose (paragraphs, list items, tables, block
// quotes, outside inline code), headings, and code (fenced code blocks and inline
// code spans).
struct QaRule {
    Q_DECLARE_TR_FUNCTIONS(QaRule)
public:
    enum class Side { Source, Draft, Both };
    enum Scope { Prose = 1, Code = 2, Headings = 4 };

    QString id;
    QString pattern;
    QaSeverity severity = QaSeverity::Warning;
    QString message; // empty: "Matches the rule “id”."
    Side side = Side::Draft;
    int scopes = Prose | Headings;
    bool enabled = true;

    static constexpr int AllScopes = Prose | Code | Headings;
    static inline const QString CheckPrefix = QStringLiteral("custom.");

    QString checkId() const { return CheckPrefix + id; }
    static bool isRuleCheck(const QString &check) { return check.startsWith(CheckPrefix); }
    // The message of a finding: the rule's, or one naming the rule.
    QString findingMessage() const;

    // The pattern compiled (UTF-8 aware, optimised at once): check isValid().
    QRegularExpression expression() const;
    // Why the rule cannot be stored or run (a translated line), or an empty string:
    // an id that is not lower-case letters, digits, '-', '_' and '.', a pattern that
    // is empty, invalid (with the position QRegularExpression gives) or matches
    // empty text, no scope.
    QString problem() const;
    // The same for the pattern alone.
    static QString patternProblem(const QString &pattern);

    static QString toString(Side side); // "source", "draft", "both"
    static std::optional<Side> sideFromString(const QString &name);
    static QString sideLabel(Side side); // translated
    static QStringList scopeNames(int scopes); // "prose", "code", "headings" in that order
    static std::optional<int> scopesFromNames(const QStringList &names);
    static QString scopeLabel(Scope scope); // translated

    // {"id", "pattern", "severity", "message", "side", "scope": [...], "enabled"}.
    QJsonObject toJson() const;
    // Refuses unknown keys, missing id or pattern, unknown names and an invalid rule
    // (problem()): nullopt and *error, one translated line naming the rule.
    static std::optional<QaRule> fromJson(const QJsonObject &object, QString *error);

    bool operator==(const QaRule &other) const
    {
        return id == other.id && pattern == other.pattern && severity == other.severity && message == other.message && side == other.side
            && scopes == other.scopes && enabled == other.enabled;
    }
    bool operator!=(const QaRule &other) const { return !(*this == other); }
};
