// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaseverity.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <array>
#include <optional>

class ProjectStore;

// A project's QA settings, stored in project_settings under "qa.*". Chinese style
// guides disagree, so typography is configurable: d2l-zh writes no space between
// Chinese and Latin letters or digits ("使用GPU训练"), the Hugging Face translations
// write one ("使用 GPU 训练"). The presets set both spacing rules and the quotes and
// write every punctuation mark after Chinese full-width with no space beside it; a
// project with a learned house style (QaHouseStyle, "qa.houseStyle") has each rule
// set from what its translations do, or not checked where they are not consistent.
// A check's severity can be changed for the project (qa.severities); the rules of
// the project's own are not settings but rows of qa_rules (QaRuleRepository).
struct QaSettings {
    Q_DECLARE_TR_FUNCTIONS(QaSettings)
public:
    // Between a CJK character and a Latin letter (or a digit): none, one space, or
    // not checked.
    enum class Spacing { None, Space, Any };
    // Quotation marks in Chinese sentences: “curly” (GB/T 15834), 「corner」, or not checked.
    // "straight" only comes from a learned style whose translations write "…".
    enum class Quotes { Curly, Corner, Any, Straight };
    // A punctuation mark after Chinese text: full-width (，), half-width (,) or not checked.
    enum class Width { Full, Half, Any };
    // The punctuation classes the typography check tells apart, in this order.
    enum class Mark { Colon, Parentheses, Comma, FullStop, QuestionExclamation, Semicolon };
    static constexpr int MarkCount = 6;

    Spacing latinSpacing = Spacing::None;
    Spacing digitSpacing = Spacing::None;
    Quotes quotes = Quotes::Curly;
    std::array<Width, MarkCount> marks {}; // all Full
    // Spaces beside full-width punctuation: next to Chinese, outside quotation marks
    // next to Chinese, next to Latin text, code or a link.
    Spacing besideFullwidth = Spacing::None;
    Spacing besideQuotes = Spacing::None;
    Spacing besideLatin = Spacing::None;
    QSet<QString> disabled; // QaChecks ids switched off for the project
    QHash<QString, QaSeverity> severities; // QaChecks ids whose severity differs from their default
    bool learned = false; // set from the project's learned house style

    Width width(Mark mark) const { return marks.at(std::size_t(mark)); }
    void setWidth(Mark mark, Width width) { marks[std::size_t(mark)] = width; }

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
    static QString toString(Width width); // "full", "half", "any"
    static std::optional<Width> widthFromString(const QString &name);

    // "d2l", "huggingface" or "learned": what `qa.style` says the project checks with;
    // learned only when the project has a learned house style.
    static QString styleName(const ProjectStore &store);
    static bool saveStyleName(ProjectStore &store, const QString &name);

    // Defaults (the d2l preset, every check on) for missing or unreadable values; the
    // learned house style applied when the project has one and uses it (unless
    // withHouseStyle is false: the settings the QA settings dialog edits).
    static QaSettings load(const ProjectStore &store, bool withHouseStyle = true);
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
        return latinSpacing == other.latinSpacing && digitSpacing == other.digitSpacing && quotes == other.quotes && marks == other.marks
            && besideFullwidth == other.besideFullwidth && besideQuotes == other.besideQuotes && besideLatin == other.besideLatin
            && disabled == other.disabled && severities == other.severities;
    }
};
