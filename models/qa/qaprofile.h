// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qahousestyle.h"
#include "qa/qarule.h"
#include "qa/qasettings.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

class ProjectStore;

// A QA profile: what a team shares so that everyone's QA checks alike — the
// typography settings, which checks run and their severities (QaSettings), the
// rules of the project's own (QaRule) and the learned house style with whether the
// project checks with it (QaHouseStyle) — as one JSON file (yiqiao-cli qa-profile
// export|import, QA settings' Export… and Import…):
//   {"format": "yiqiao-qa-profile", "version": 2,
//    "typography": {...}, "checks": {...}   (QaSettings::toJson)
//    "rules": [{...}, ...],                 (QaRule::toJson)
//    "houseStyle": {"inUse": true,          (version 2: QaHouseStyle::toJson and "inUse")
//                   "texts": 13, "rules": {"colon": {"counts": {"half": 412, "full": 31}, "override": "half"}, ...}}}
// The versioning rule: "version" is an integer; a reader reads every version up to
// its own (Version) and refuses a newer one, and it refuses every key it does not
// know (for the file's version), so nothing in a file is silently dropped. A part
// added later therefore comes with the next version: version 2 added "houseStyle".
// A version 1 file has none, and importing it leaves the project's house style and
// whether it is used as they are; in a version 2 file a missing "houseStyle", like
// every missing part, is the default: no learned style. Check ids this Yiqiao does
// not know are the exception: they are kept (QaSettings::fromJson) and change nothing.
struct QaProfile {
    Q_DECLARE_TR_FUNCTIONS(QaProfile)
public:
    static constexpr int Version = 2;
    // A profile is a few kB; a larger file is not one.
    static constexpr qint64 MaxBytes = qint64(4) << 20;

    QaSettings settings;
    QList<QaRule> rules;
    // The learned house style, as QaHouseStyle::load reads it from the project; none
    // (nullopt) only in a profile read from a version 1 file.
    std::optional<QaHouseStyle> houseStyle = QaHouseStyle();
    bool houseStyleInUse = false; // the project checks with it ("qa.style" is "learned")

    // Indented, rules in their order; version 1 when there is no house style, so
    // that a version 1 profile written again means what it meant.
    QByteArray toJson() const;
    // nullopt and *error (one translated line) for a file that is no profile or
    // breaks a rule above, a rule that is invalid (QaRule::fromJson) or two rules
    // with one id.
    static std::optional<QaProfile> fromJson(const QByteArray &bytes, QString *error);

    // The project's settings, rules and house style.
    static std::optional<QaProfile> load(ProjectStore &store, QString *error);
    // Replaces the project's settings, rules and (unless there is none) house style
    // and whether it is used, in one transaction: all or nothing.
    bool save(ProjectStore &store, QString *error) const;

    // The file's profile; a missing, unreadable or too large file is refused too.
    static std::optional<QaProfile> read(const QString &path, QString *error);
    // The whole file or, on failure, the old file unchanged.
    bool write(const QString &path, QString *error) const;

    // What the profile sets, one translated line each, for people (what an import
    // imported): the typography, the checks switched off, the changed severities,
    // each rule and, last, the house style.
    QStringList summary() const;

    bool operator==(const QaProfile &other) const;
};
