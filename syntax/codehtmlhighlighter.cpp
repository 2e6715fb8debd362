// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "codehtmlhighlighter.h"

#include <QHash>
#include <QPalette>
#include <QStringList>
#include <memory>

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

namespace {

// Info words of our posts that name no definition. CUDA has no definition of its
// own; C++ covers it. "console" is a shell session: prompts and commands.
const QHash<QString, QString> &aliases()
{
    static const QHash<QString, QString> table = {
        {QStringLiteral("python"), QStringLiteral("Python")},
        {QStringLiteral("py"), QStringLiteral("Python")},
        {QStringLiteral("bash"), QStringLiteral("Bash")},
        {QStringLiteral("sh"), QStringLiteral("Bash")},
        {QStringLiteral("shell"), QStringLiteral("Bash")},
        {QStringLiteral("console"), QStringLiteral("Bash")},
        {QStringLiteral("yaml"), QStringLiteral("YAML")},
        {QStringLiteral("yml"), QStringLiteral("YAML")},
        {QStringLiteral("json"), QStringLiteral("JSON")},
        {QStringLiteral("dockerfile"), QStringLiteral("Dockerfile")},
        {QStringLiteral("docker"), QStringLiteral("Dockerfile")},
        {QStringLiteral("c++"), QStringLiteral("C++")},
        {QStringLiteral("cpp"), QStringLiteral("C++")},
        {QStringLiteral("cuda"), QStringLiteral("C++")},
        {QStringLiteral("javascript"), QStringLiteral("JavaScript")},
        {QStringLiteral("js"), QStringLiteral("JavaScript")},
        {QStringLiteral("typescript"), QStringLiteral("TypeScript")},
        {QStringLiteral("ts"), QStringLiteral("TypeScript")},
        {QStringLiteral("toml"), QStringLiteral("TOML")},
        {QStringLiteral("ini"), QStringLiteral("INI Files")},
        {QStringLiteral("diff"), QStringLiteral("Diff")},
        {QStringLiteral("sql"), QStringLiteral("SQL")},
    };
    return table;
}

bool isPlain(const QString &key)
{
    static const QStringList plain = {
        QString(), QStringLiteral("text"), QStringLiteral("txt"), QStringLiteral("plain"), QStringLiteral("plaintext")};
    return plain.contains(key);
}

// Definition names in lower case ("rust" → "Rust").
QString nameIgnoringCase(const QString &key)
{
    static const QHash<QString, QString> names = [] {
        QHash<QString, QString> result;
        const auto definitions = SyntaxRepository::instance().definitions();
        for (const KSyntaxHighlighting::Definition &definition : definitions) {
            result.insert(definition.name().toLower(), definition.name());
        }
        return result;
    }();
    return names.value(key);
}

// Alias, then name in any case, then file extension ("rs" → Rust); else invalid.
KSyntaxHighlighting::Definition definitionFor(const QString &language)
{
    const QString key = language.trimmed().toLower();
    if (isPlain(key)) {
        return {};
    }
    KSyntaxHighlighting::Repository &repository = SyntaxRepository::instance();
    const QString name = aliases().value(key, nameIgnoringCase(key));
    return name.isEmpty() ? repository.definitionForFileName(QStringLiteral("code.") + key) : repository.definitionForName(name);
}

} // namespace
#endif

QString CodeHtmlHighlighter::definitionName(const QString &language)
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    const KSyntaxHighlighting::Definition definition = definitionFor(language);
    return definition.isValid() ? definition.name() : QString();
#else
    Q_UNUSED(language)
    return QString();
#endif
}

CodeHtmlHighlighter::CodeHtmlHighlighter(const QPalette &palette)
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    setTheme(SyntaxRepository::themeFor(palette));
#else
    Q_UNUSED(palette)
#endif
}

CodeHtmlHighlighter::CodeHtmlHighlighter(Theme theme)
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    setTheme(SyntaxRepository::theme(theme == Theme::Dark));
#else
    Q_UNUSED(theme)
#endif
}

std::function<QString(const QString &language, const QString &code)> CodeHtmlHighlighter::renderer(Theme theme)
{
    auto highlighter = std::make_shared<std::unique_ptr<CodeHtmlHighlighter>>();
    return [highlighter, theme](const QString &language, const QString &code) {
        if (!*highlighter) {
            *highlighter = std::make_unique<CodeHtmlHighlighter>(theme);
        }
        return (*highlighter)->toHtml(language, code);
    };
}

QString CodeHtmlHighlighter::toHtml(const QString &language, const QString &code)
{
    QString body;
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    const KSyntaxHighlighting::Definition definition = definitionFor(language);
    if (definition.isValid()) {
        setDefinition(definition);
        body = highlighted(code);
    } else {
        body = code.toHtmlEscaped();
    }
#else
    body = code.toHtmlEscaped();
#endif
    const QString attribute = language.isEmpty() ? QString() : QStringLiteral(" class=\"language-%1\"").arg(language.toHtmlEscaped());
    return QStringLiteral("<pre><code%1>%2</code></pre>\n").arg(attribute, body);
}

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
// Line by line, each line starting in the state the line before ended in (a string
// or comment spanning lines stays one).
QString CodeHtmlHighlighter::highlighted(const QString &code)
{
    m_html.clear();
    KSyntaxHighlighting::State state;
    const QStringList lines = code.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        m_line = lines.at(i);
        m_done = 0;
        state = highlightLine(m_line, state);
        appendPlain(int(m_line.size()));
        if (i + 1 < lines.size()) {
            m_html += QLatin1Char('\n');
        }
    }
    return m_html;
}

void CodeHtmlHighlighter::applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format)
{
    appendPlain(offset);
    if (length <= 0) {
        return;
    }
    const QString text = m_line.mid(offset, length).toHtmlEscaped();
    const QString css = style(format);
    m_html += css.isEmpty() ? text : QStringLiteral("<span style=\"%1\">%2</span>").arg(css, text);
    m_done = qMax(m_done, offset + length);
}

void CodeHtmlHighlighter::appendPlain(int end)
{
    if (end > m_done) {
        m_html += m_line.mid(m_done, end - m_done).toHtmlEscaped();
        m_done = end;
    }
}

QString CodeHtmlHighlighter::style(const KSyntaxHighlighting::Format &format) const
{
    const KSyntaxHighlighting::Theme current = theme();
    QStringList css;
    if (format.hasTextColor(current)) {
        css.append(QStringLiteral("color:") + format.textColor(current).name());
    }
    if (format.hasBackgroundColor(current)) {
        css.append(QStringLiteral("background-color:") + format.backgroundColor(current).name());
    }
    if (format.isBold(current)) {
        css.append(QStringLiteral("font-weight:bold"));
    }
    if (format.isItalic(current)) {
        css.append(QStringLiteral("font-style:italic"));
    }
    if (format.isUnderline(current)) {
        css.append(QStringLiteral("text-decoration:underline"));
    } else if (format.isStrikeThrough(current)) {
        css.append(QStringLiteral("text-decoration:line-through"));
    }
    return css.join(QLatin1Char(';'));
}
#endif
