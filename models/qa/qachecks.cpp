// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qachecks.h"

#include "core/namelabels.h"
#include "qa/qarule.h"

#include <QHash>

#include <algorithm>

QList<QaCheckInfo> QaChecks::all()
{
    using S = QaSeverity;
    // clang-format off
    return {
        {QStringLiteral("content.untranslated"), S::Error, QStringLiteral("content"), tr("Untranslated"),
         tr("A source block has no translation, or its draft is still English.")},
        {QStringLiteral("content.untranslated-sentence"), S::Warning, QStringLiteral("content"), tr("Untranslated sentence"),
         tr("A Chinese draft block still holds a sentence of its source in English, word for word.")},
        {QStringLiteral("content.empty"), S::Error, QStringLiteral("content"), tr("Empty block"),
         tr("A draft block has no text.")},
        {QStringLiteral("deletion.unjustified"), S::Error, QStringLiteral("deletion"), tr("Unjustified deletion"),
         tr("A deletion has no justification; export refuses it.")},
        {QStringLiteral("deletion.still-translated"), S::Warning, QStringLiteral("deletion"), tr("Deleted but translated"),
         tr("Source text marked as deleted still has a translation in the draft.")},
        {QStringLiteral("markdown.code-block"), S::Error, QStringLiteral("markdown"), tr("Code block changed"),
         tr("A fenced code block is missing or its code differs from the source (comments, prompts and indentation ignored).")},
        {QStringLiteral("markdown.inline-code"), S::Warning, QStringLiteral("markdown"), tr("Inline code changed"),
         tr("An inline code span of the source is missing from the translation.")},
        {QStringLiteral("markdown.link"), S::Warning, QStringLiteral("markdown"), tr("Link target changed"),
         tr("A link target of the source is missing from the translation (Chinese editions of a page and translated anchors are accepted).")},
        {QStringLiteral("markdown.image"), S::Warning, QStringLiteral("markdown"), tr("Image changed"),
         tr("An image of the source is missing from the translation.")},
        {QStringLiteral("markdown.table"), S::Error, QStringLiteral("markdown"), tr("Table shape changed"),
         tr("A table has a different number of columns or rows than in the source.")},
        {QStringLiteral("markdown.heading"), S::Warning, QStringLiteral("markdown"), tr("Heading level changed"),
         tr("A heading's level differs from the source's.")},
        {QStringLiteral("markdown.list"), S::Warning, QStringLiteral("markdown"), tr("List nesting changed"),
         tr("A list item's nesting or marker kind differs from the source's.")},
        {QStringLiteral("markdown.html"), S::Warning, QStringLiteral("markdown"), tr("HTML or component changed"),
         tr("An HTML tag or MDX component of the source is missing from the translation.")},
        {QStringLiteral("preserve.number"), S::Warning, QStringLiteral("preserve"), tr("Number changed"),
         tr("A number of the source is missing from the translation (1,000 = 1000, 7B = 70亿 and Chapter 1 = 第一章 are accepted; units are not compared).")},
        {QStringLiteral("preserve.version"), S::Warning, QStringLiteral("preserve"), tr("Version changed"),
         tr("A version number of the source is missing from the translation.")},
        {QStringLiteral("preserve.table-number"), S::Warning, QStringLiteral("preserve"), tr("Number moved in a table"),
         tr("A number of a table cell is not in the same cell of the translation (tables shaped as their source, compared cell by cell).")},
        {QStringLiteral("preserve.identifier"), S::Warning, QStringLiteral("preserve"), tr("Identifier changed"),
         tr("A command-line flag, environment variable, path or identifier of the source is missing from the translation.")},
        {QStringLiteral("term.forbidden"), S::Error, QStringLiteral("term"), tr("Forbidden term"),
         tr("The draft uses a rendering the termbase forbids.")},
        {QStringLiteral("term.missing"), S::Warning, QStringLiteral("term"), tr("Missing term"),
         tr("A source term has none of its approved renderings in the draft.")},
        {QStringLiteral("term.context"), S::Warning, QStringLiteral("term"), tr("Term rendering for another context"),
         tr("The draft uses a rendering the termbase gives for another context.")},
        {QStringLiteral("term.first-use"), S::Info, QStringLiteral("term"), tr("First use of a term"),
         tr("The term's first occurrence lacks the form its first-use rule asks for.")},
        {QStringLiteral("typography.cjk-latin-space"), S::Warning, QStringLiteral("typography"), tr("Spacing between Chinese and Latin"),
         tr("Space between Chinese characters and Latin letters, inline code, math or URLs, as the project's style asks (none, or one space).")},
        {QStringLiteral("typography.cjk-digit-space"), S::Warning, QStringLiteral("typography"), tr("Spacing between Chinese and digits"),
         tr("Space between Chinese characters and digits, as the project's style asks (none, or one space).")},
        {QStringLiteral("typography.fullwidth-punctuation"), S::Warning, QStringLiteral("typography"), tr("Half-width punctuation"),
         tr("Half-width punctuation (, . : ; ? ! ( )) touching Chinese characters, or parentheses around Chinese text, instead of full-width.")},
        {QStringLiteral("typography.space-beside-fullwidth"), S::Warning, QStringLiteral("typography"), tr("Space beside full-width punctuation"),
         tr("A space stands before or after full-width punctuation.")},
        {QStringLiteral("typography.quotes"), S::Warning, QStringLiteral("typography"), tr("Quotation marks"),
         tr("A Chinese sentence uses other quotation marks than the project's style (straight quotes touching or quoting Chinese, 「」 under curly, “” under corner).")},
        {QStringLiteral("typography.repeated-punctuation"), S::Warning, QStringLiteral("typography"), tr("Repeated punctuation"),
         tr("The same punctuation mark is repeated (。。 ，， ！！) or doubled by its half-width twin (。.); …… and —— are fine.")},
        {QStringLiteral("plain.jargon"), S::Info, QStringLiteral("plain"), tr("Jargon with a plain wording"),
         tr("The draft uses jargon the project's plain-language list gives a plainer wording for (鲁棒性 → 抗干扰能力).")},
        {QStringLiteral("version.conflict"), S::Warning, QStringLiteral("version"), tr("Conflicting versions"),
         tr("Versions the source post pins or implies cannot work together (no official wheel for its CUDA, a driver below the minimum, a removed API, packages of different releases), as the project's catalogues say.")},
        {QStringLiteral("version.deprecated"), S::Info, QStringLiteral("version"), tr("Deprecated API"),
         tr("The source post uses an API that is deprecated in its pinned version, or pins no version of a package that removed it.")},
    };
    // clang-format on
}

bool QaChecks::isKnown(const QString &id)
{
    const QList<QaCheckInfo> checks = all();
    return std::any_of(checks.cbegin(), checks.cend(), [&](const QaCheckInfo &info) { return info.id == id; });
}

QaCheckInfo QaChecks::info(const QString &id)
{
    static const QHash<QString, int> index = [] {
        QHash<QString, int> map;
        const QList<QaCheckInfo> checks = all();
        for (int i = 0; i < checks.size(); ++i) {
            map.insert(checks.at(i).id, i);
        }
        return map;
    }();
    const int i = index.value(id, -1);
    if (i < 0 && id.startsWith(QaRule::CheckPrefix)) {
        const QString rule = id.mid(QaRule::CheckPrefix.size());
        return QaCheckInfo {id, QaSeverity::Warning, QStringLiteral("custom"), tr("Project rule: %1").arg(rule),
            tr("A rule of this project's own (QA settings, Rules): %1.").arg(rule)};
    }
    if (i < 0) {
        return QaCheckInfo {id, QaSeverity::Warning, QString(), id, QString()};
    }
    return all().at(i); // titles are translated when asked, after the language is installed
}

QString QaChecks::groupTitle(const QString &group)
{
    static const NameLabels titles("QaChecks",
        {{"content", QT_TRANSLATE_NOOP("QaChecks", "Completeness")}, {"custom", QT_TRANSLATE_NOOP("QaChecks", "Project rules")},
            {"deletion", QT_TRANSLATE_NOOP("QaChecks", "Deletions")}, {"markdown", QT_TRANSLATE_NOOP("QaChecks", "Markdown parity")},
            {"plain", QT_TRANSLATE_NOOP("QaChecks", "Plain language")},
            {"preserve", QT_TRANSLATE_NOOP("QaChecks", "Numbers and identifiers")}, {"term", QT_TRANSLATE_NOOP("QaChecks", "Terminology")},
            {"typography", QT_TRANSLATE_NOOP("QaChecks", "Chinese typography")}, {"version", QT_TRANSLATE_NOOP("QaChecks", "Versions")}});
    return titles.label(group);
}
