// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/textexcerpt.h"

#include <QTextBoundaryFinder>

namespace {

// position (clamped to the text) when a character boundary is there, else the boundary
// beside it that step (QTextBoundaryFinder::toPreviousBoundary or toNextBoundary)
// finds; -1 from step is the start or end of the text.
template<typename Step>
int boundaryNear(const QString &text, int position, Step step, int whenNone)
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
    const qsizetype found = (finder.*step)();
    return found < 0 ? whenNone : int(found);
}

} // namespace

int TextExcerpt::boundaryBefore(const QString &text, int position)
{
    return boundaryNear(text, position, &QTextBoundaryFinder::toPreviousBoundary, 0);
}

int TextExcerpt::boundaryAfter(const QString &text, int position)
{
    return boundaryNear(text, position, &QTextBoundaryFinder::toNextBoundary, int(text.size()));
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
