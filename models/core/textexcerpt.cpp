// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/textexcerpt.h"

#include <QTextBoundaryFinder>

int TextExcerpt::boundaryBefore(const QString &text, int position)
{
    const int at = qBound(0, position, int(text.size()));
    if (at == 0 || at == text.size()) {
        return at;
    }
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    finder.setPosition(at);
    return finder.isAtBoundary() ? at : qMax(0, int(finder.toPreviousBoundary()));
}

int TextExcerpt::boundaryAfter(const QString &text, int position)
{
    const int at = qBound(0, position, int(text.size()));
    if (at == 0 || at == text.size()) {
        return at;
    }
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    finder.setPosition(at);
    if (finder.isAtBoundary()) {
        return at;
    }
    const qsizetype next = finder.toNextBoundary();
    return next < 0 ? int(text.size()) : int(next);
}

QString TextExcerpt::left(const QString &text, int length)
{
    if (length >= text.size()) {
        return text;
    }
    return text.left(boundaryBefore(text, length));
}

QString TextExcerpt::elided(const QString &text, int length)
{
    if (text.size() <= length) {
        return text;
    }
    return left(text, length) + QChar(0x2026);
}

QString TextExcerpt::oneLine(const QString &text, int length)
{
    return elided(text.simplified(), length);
}

QString TextExcerpt::span(const QString &text, int from, int to)
{
    const int start = boundaryBefore(text, from);
    const int end = boundaryAfter(text, qMax(from, to));
    return text.mid(start, end - start);
}
