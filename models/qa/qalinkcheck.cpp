// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qalinkcheck.h"

#include "qa/qainput.h"
#include "qa/qamarkdown.h"

#include <QRegularExpression>
#include <QVector>

#include <algorithm>

namespace {

const QString kLink = QStringLiteral("markdown.link");
const QString kImage = QStringLiteral("markdown.image");

// The "[" that opens the link text ending at `close` ("]"), within the paragraph; -1 if none.
int linkOpener(const QString &text, int close)
{
    int depth = 0;
    for (int j = close - 1; j >= 0; --j) {
        const QChar c = text.at(j);
        const bool escaped = j > 0 && text.at(j - 1) == QLatin1Char('\\');
        if (c == QLatin1Char('\n') && j > 0 && text.at(j - 1) == QLatin1Char('\n')) {
            return -1;
        }
        if (escaped) {
            continue;
        }
        if (c == QLatin1Char(']')) {
            ++depth;
        } else if (c == QLatin1Char('[') && depth-- == 0) {
            return j;
        }
    }
    return -1;
}

QString unbracketed(const QString &url)
{
    return url.startsWith(QLatin1Char('<')) && url.endsWith(QLatin1Char('>')) ? url.mid(1, url.size() - 2) : url;
}

int urlStart(const QRegularExpressionMatch &match, int group)
{
    return int(match.capturedStart(group)) + (match.captured(group).startsWith(QLatin1Char('<')) ? 1 : 0);
}

void inlineTargets(const QString &text, QList<QaLinkCheck::Target> *out)
{
    static const QRegularExpression pattern(QStringLiteral(
        "\\]\\(\\s*(<[^>\\n]*>|[^\\s()<>]*(?:\\([^\\s()]*\\)[^\\s()<>]*)*)(?:\\s+(?:\"[^\"\\n]*\"|'[^'\\n]*'|\\([^)\\n]*\\)))?\\s*\\)"));
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const int opener = linkOpener(text, int(match.capturedStart()));
        if (opener < 0 || match.captured(1).isEmpty()) {
            continue;
        }
        const bool image = opener > 0 && text.at(opener - 1) == QLatin1Char('!');
        out->append({unbracketed(match.captured(1)), urlStart(match, 1), image});
    }
}

void otherTargets(const QString &text, QList<QaLinkCheck::Target> *out)
{
    static const QRegularExpression definition(
        QStringLiteral("^ {0,3}\\[([^\\]\\n^][^\\]\\n]*)\\]:[ \\t]*(<[^>\\n]*>|\\S+)"), QRegularExpression::MultilineOption);
    static const QRegularExpression autolink(QStringLiteral("<([A-Za-z][A-Za-z0-9.+-]{1,31}:[^\\s<>]*)>"));
    static const QRegularExpression anchor(
        QStringLiteral("<a\\s[^>]*?\\bhref\\s*=\\s*[\"']([^\"']*)[\"']"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression media(
        QStringLiteral("<(?:img|video|source)\\s[^>]*?\\bsrc\\s*=\\s*[\"']([^\"']*)[\"']"), QRegularExpression::CaseInsensitiveOption);
    const int group[] = {2, 1, 1, 1};
    const QRegularExpression *patterns[] = {&definition, &autolink, &anchor, &media};
    for (int p = 0; p < 4; ++p) {
        for (auto it = patterns[p]->globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            out->append({unbracketed(match.captured(group[p])), urlStart(match, group[p]), p == 3});
        }
    }
}

bool isInPage(const QString &url)
{
    return url.startsWith(QLatin1Char('#'));
}

bool isLocale(QStringView segment)
{
    static const QStringList locales {QStringLiteral("zh"), QStringLiteral("zh-cn"), QStringLiteral("zh_cn"), QStringLiteral("zh-hans"),
        QStringLiteral("cn"), QStringLiteral("en"), QStringLiteral("en-us")};
    for (const QString &locale : locales) {
        if (segment == locale) {
            return true;
        }
    }
    return false;
}

// The image's URL as it must stay: only the scheme may change.
QString imageKey(const QString &url)
{
    static const QRegularExpression scheme(QStringLiteral("^https?://"));
    return QString(url).remove(scheme);
}

// A relative URL ("assets/x.png", "/assets/x.png", "../x") without its leading
// dots and slashes; empty for absolute URLs. A translation published at another
// path (/blog/zh/…) must spell such URLs out ("/blog/assets/x.png").
QString relativePath(const QString &url)
{
    static const QRegularExpression absolute(QStringLiteral("^(?:[A-Za-z][A-Za-z0-9+.-]*:|#)"));
    static const QRegularExpression lead(QStringLiteral("^(?:\\.{1,2}/|/)+"));
    return absolute.match(url).hasMatch() ? QString() : QString(url).remove(lead);
}

// "./x" is "x".
QString withoutDotSlash(const QString &url)
{
    static const QRegularExpression lead(QStringLiteral("^(?:\\./)+"));
    return QString(url).remove(lead);
}

bool resolvesTo(const QString &relative, const QString &url)
{
    return !relative.isEmpty() && url.endsWith(relative) && url.size() > relative.size()
        && url.at(url.size() - relative.size() - 1) == QLatin1Char('/');
}

// A Discourse topic (host/t/slug/123): the Chinese edition discusses in topics of its own.
QString forumHost(const QString &key)
{
    static const QRegularExpression topic(QStringLiteral("^([^/]+)/t/(?:[^/]+/)?\\d+$"));
    return topic.match(key).captured(1);
}

using Targets = QList<QaLinkCheck::Target>;

// Marks the first unused target that `same` accepts; false if none.
template<typename Same>
bool take(const Targets &targets, QVector<bool> &used, Same same)
{
    for (int i = 0; i < targets.size(); ++i) {
        if (!used.at(i) && same(targets.at(i))) {
            used[i] = true;
            return true;
        }
    }
    return false;
}

bool matched(const QaLinkCheck::Target &source, const Targets &targets, QVector<bool> &used)
{
    const QString dotless = withoutDotSlash(source.url);
    if (take(targets, used, [&](const QaLinkCheck::Target &t) { return t.url == source.url || withoutDotSlash(t.url) == dotless; })) {
        return true;
    }
    const QString relative = relativePath(source.url);
    if (source.image) {
        const QString key = imageKey(source.url);
        return take(targets, used, [&](const QaLinkCheck::Target &t) { return imageKey(t.url) == key || resolvesTo(relative, t.url); });
    }
    if (isInPage(source.url)) {
        return take(targets, used, [](const QaLinkCheck::Target &t) { return isInPage(t.url); });
    }
    const QString key = QaLinkCheck::pageKey(source.url);
    const QString forum = forumHost(key);
    return take(targets, used, [&](const QaLinkCheck::Target &t) {
        const QString other = QaLinkCheck::pageKey(t.url);
        return !t.image && (other == key || resolvesTo(relative, t.url) || (!forum.isEmpty() && forumHost(other) == forum));
    });
}

QString host(const QString &url)
{
    const QString key = QaLinkCheck::pageKey(url);
    return key.left(int(key.indexOf(QLatin1Char('/'))));
}

// Where the draft has an unused target of the same kind and host, or -1.
int nearMiss(const QaLinkCheck::Target &source, const Targets &targets, const QVector<bool> &used)
{
    const QString sourceHost = host(source.url);
    for (int i = 0; i < targets.size(); ++i) {
        if (!used.at(i) && targets.at(i).image == source.image && host(targets.at(i).url) == sourceHost) {
            return targets.at(i).offset;
        }
    }
    return -1;
}

void checkUnit(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings)
{
    const Targets sources = QaLinkCheck::targets(unit.sourceText);
    if (sources.isEmpty()) {
        return;
    }
    const Targets targets = QaLinkCheck::targets(unit.targetText);
    QVector<bool> used(targets.size(), false);
    for (const QaLinkCheck::Target &source : sources) {
        const QString &check = source.image ? kImage : kLink;
        if (!input.settings.isEnabled(check) || matched(source, targets, used)) {
            continue;
        }
        const int offset = nearMiss(source, targets, used);
        QaFinding finding = input.findingInUnit(check, unit, offset, offset < 0 ? 0 : int(host(source.url).size()));
        finding.detail = source.url;
        finding.message = source.image ? QaLinkCheck::tr("The image %1 of the source is missing").arg(source.url)
                                       : QaLinkCheck::tr("The link to %1 of the source is missing").arg(source.url);
        findings->append(finding);
    }
}

} // namespace

QStringList QaLinkCheck::ids() const
{
    return {kLink, kImage};
}

void QaLinkCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (const QaUnit &unit : input.units) {
        checkUnit(input, unit, findings);
    }
}

QList<QaLinkCheck::Target> QaLinkCheck::targets(const QString &text)
{
    const QString masked = QaMarkdown::masked(text);
    QList<Target> result;
    inlineTargets(masked, &result);
    otherTargets(masked, &result);
    std::sort(result.begin(), result.end(), [](const Target &a, const Target &b) { return a.offset < b.offset; });
    return result;
}

QString QaLinkCheck::pageKey(const QString &url)
{
    static const QRegularExpression scheme(QStringLiteral("^[a-z][a-z0-9+.-]*://(www\\.)?"));
    static const QRegularExpression localeHost(QStringLiteral("^(?:zh|zh-cn|cn|en)(?:-v\\d+)?\\."));
    QString key = url.toLower();
    key.truncate(int(key.indexOf(QLatin1Char('#')) < 0 ? key.size() : key.indexOf(QLatin1Char('#'))));
    key.remove(scheme);
    key.remove(localeHost);
    QStringList segments = key.split(QLatin1Char('/'));
    segments.erase(
        std::remove_if(segments.begin() + 1, segments.end(), [](const QString &segment) { return isLocale(segment); }), segments.end());
    key = segments.join(QLatin1Char('/'));
    while (key.endsWith(QLatin1Char('/'))) {
        key.chop(1);
    }
    return key;
}
