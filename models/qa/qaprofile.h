// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qarule.h"
#include "qa/qasettings.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

class ProjectStore;

// A QA profile: what a team shares so that everyone's QA checks alike — the
// typography settings, which checks run and their severities (QaSettings) and the
// rules of the project's own (QaRule) — as one JSON file (yiqiao-cli qa-profile
// export|import, QA settings' Export… and Import…):
//   {"format": "yiqiao-qa-profile", "version": 1,
//    "typography": {...}, "checks": {...}   (QaSettings::toJson)
//    "rules": [{...}, ...]}                 (QaRule::toJson)
// The versioning rule: "version" is an integer; a reader reads every version up to
// its own (Version) and refuses a newer one, and it refuses every key it does not
// know, so nothing in a file is silently dropped. A part added later (a learned
// style, say) therefore comes with the next version. Check ids this Yiqiao does not
// know are the exception: they are kept (QaSettings::fromJson) and change nothing.
struct QaProfile {
    Q_DECLARE_TR_FUNCTIONS(QaProfile)
public:
    static constexpr int Version = 1;
    // A profile is a few kB; a larger file is not one.
    static constexpr qint64 MaxBytes = qint64(4) << 20;

    QaSettings settings;
    QList<QaRule> rules;

    QByteArray toJson() const; // indented, rules in their order
    // nullopt and *error (one translated line) for a file that is no profile or
    // breaks a rule above, a rule that is invalid (QaRule::fromJson) or two rules
    // with one id.
    static std::optional<QaProfile> fromJson(const QByteArray &bytes, QString *error);

    // The project's settings and rules.
    static std::optional<QaProfile> load(ProjectStore &store, QString *error);
    // Replaces the project's settings and rules in one transaction: all or nothing.
    bool save(ProjectStore &store, QString *error) const;

    // The file's profile; a missing, unreadable or too large file is refused too.
    static std::optional<QaProfile> read(const QString &path, QString *error);
    // The whole file or, on failure, the old file unchanged.
    bool write(const QString &path, QString *error) const;

    // What the profile sets, one translated line each, for people (what an import
    // imported): the typography, the checks switched off, the changed severities
    // and each rule.
    QStringList summary() const;

    bool operator==(const QaProfile &other) const { return settings == other.settings && rules == other.rules; }
};
