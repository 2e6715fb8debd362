// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qamarkdown.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

struct Line {
    int start;
    int end; // before the line break
    int next; // after the line break
};

QList<Line> lines(const QString &text)
{
    QList<Line> result;
    int start = 0;
    while (start <= text.size()) {
        int end = int(text.indexOf(QLatin1Char('\n'), start));
        const int next = end < 0 ? int(text.size()) + 1 : end + 1;
        end = end < 0 ? int(text.size()) : end;
        result.append(Line {start, end > start && text.at(end - 1) == QLatin1Char('\r') ? end - 1 : end, next});
        start = next;
    }
    return result;
}

// The fence marker of an opening or closing line: "```" or "~~~~"; empty if none.
QString fenceMarker(QStringView line, QString *info)
{
    int i = 0;
    while (i < line.size() && (line.at(i) == QLatin1Char(' ') || line.at(i) == QLatin1Char('\t'))) {
        ++i;
    }
    if (i >= line.size() || (line.at(i) != QLatin1Char('`') && line.at(i) != QLatin1Char('~'))) {
        return {};
    }
    const QChar c = line.at(i);
    int end = i;
    while (end < line.size() && line.at(end) == c) {
        ++end;
    }
    const QStringView rest = line.mid(end);
    if (end - i < 3 || (c == QLatin1Char('`') && rest.contains(QLatin1Char('`')))) {
        return {}; // a code span at a line start is no fence
    }
    if (info) {
        *info = rest.trimmed().toString();
    }
    return line.mid(i, end - i).toString();
}

bool closes(QStringView line, const QString &opening)
{
    QString info;
    const QString marker = fenceMarker(line, &info);
    return !marker.isEmpty() && marker.at(0) == opening.at(0) && marker.size() >= opening.size() && info.isEmpty();
}

int backtickRun(const QString &text, int at)
{
    int end = at;
    while (end < text.size() && text.at(end) == QLatin1Char('`')) {
        ++end;
    }
    return end - at;
}

// The start of the closing run of exactly `width` backticks after `from`, before a
// blank line; -1 if none.
int closingRun(const QString &text, int from, int limit, int width)
{
    for (int i = from; i < limit; ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n') && i + 1 < limit && text.at(i + 1) == QLatin1Char('\n')) {
            return -1;
        }
        if (c != QLatin1Char('`')) {
            continue;
        }
        const int run = backtickRun(text, i);
        if (run == width) {
            return i;
        }
        i += run - 1;
    }
    return -1;
}

void spansIn(const QString &text, int from, int to, QList<QaMarkdown::Span> *out)
{
    for (int i = from; i < to; ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (c != QLatin1Char('`')) {
            continue;
        }
        const int width = backtickRun(text, i);
        const int close = closingRun(text, i + width, to, width);
        if (close < 0) {
            i += width - 1;
            continue;
        }
        QString content = text.mid(i + width, close - i - width);
        content.replace(QLatin1Char('\n'), QLatin1Char(' '));
        out->append(QaMarkdown::Span {i, close + width - i, content.trimmed()});
        i = close + width - 1;
    }
}

} // namespace

QList<QaMarkdown::Fence> QaMarkdown::fences(const QString &text)
{
    QList<Fence> result;
    const QList<Line> all = lines(text);
    for (int i = 0; i < all.size(); ++i) {
        Fence fence;
        const QString marker = fenceMarker(QStringView(text).mid(all.at(i).start, all.at(i).end - all.at(i).start), &fence.info);
        if (marker.isEmpty()) {
            continue;
        }
        fence.start = all.at(i).start;
        int j = i + 1;
        for (; j < all.size(); ++j) {
            const QStringView line = QStringView(text).mid(all.at(j).start, all.at(j).end - all.at(j).start);
            if (closes(line, marker)) {
                break;
            }
            fence.lines.append(line.toString());
            fence.lineStarts.append(all.at(j).start);
        }
        fence.end = j < all.size() ? std::min(all.at(j).next, int(text.size())) : int(text.size());
        result.append(fence);
        i = j;
    }
    return result;
}

QList<QaMarkdown::Span> QaMarkdown::spans(const QString &text)
{
    QList<Span> result;
    int from = 0;
    for (const Fence &fence : fences(text)) {
        spansIn(text, from, fence.start, &result);
        from = fence.end;
    }
    spansIn(text, from, int(text.size()), &result);
    return result;
}

QString QaMarkdown::masked(const QString &text)
{
    QString result = text;
    auto blank = [&result](int start, int end) {
        for (int i = start; i < end; ++i) {
            if (result.at(i) != QLatin1Char('\n')) {
                result[i] = QLatin1Char(' ');
            }
        }
    };
    for (const Fence &fence : fences(text)) {
        blank(fence.start, fence.end);
    }
    for (const Span &span : spans(text)) {
        blank(span.start, span.start + span.length);
    }
    return result;
}

QString QaMarkdown::language(const QString &info)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z0-9_+#-]+"));
    return word.match(info).captured(0).toLower();
}
