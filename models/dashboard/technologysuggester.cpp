// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/technologysuggester.h"

namespace {

bool isWordChar(QChar c)
{
    return c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('_'));
}

bool isJoiner(QChar c)
{
    return c == QLatin1Char('-') || c == QLatin1Char('.');
}

bool isAscii(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() >= 128) {
            return false;
        }
    }
    return true;
}

// The match at [start, end) is a whole word: no word character next to it, nor a
// hyphen or dot that joins it to one.
bool wholeWord(const QString &text, qsizetype start, qsizetype end)
{
    if (start > 0) {
        const QChar before = text.at(start - 1);
        if (isWordChar(before) || (isJoiner(before) && start > 1 && isWordChar(text.at(start - 2)))) {
            return false;
        }
    }
    if (end < text.size()) {
        const QChar after = text.at(end);
        if (isWordChar(after) || (isJoiner(after) && end + 1 < text.size() && isWordChar(text.at(end + 1)))) {
            return false;
        }
    }
    return true;
}

} // namespace

TechnologySuggester::TechnologySuggester(const QList<Technology> &technologies)
    : m_technologies(technologies)
{
}

bool TechnologySuggester::mentions(const QString &text, const QString &term)
{
    const QString wanted = term.simplified();
    if (wanted.isEmpty()) {
        return false;
    }
    if (!isAscii(wanted)) {
        return text.contains(wanted, Qt::CaseInsensitive);
    }
    for (qsizetype at = text.indexOf(wanted, 0, Qt::CaseInsensitive); at >= 0; at = text.indexOf(wanted, at + 1, Qt::CaseInsensitive)) {
        if (wholeWord(text, at, at + wanted.size())) {
            return true;
        }
    }
    return false;
}

QList<qint64> TechnologySuggester::suggest(const QString &text) const
{
    QList<qint64> ids;
    for (const Technology &technology : m_technologies) {
        bool found = mentions(text, technology.name);
        for (qsizetype i = 0; !found && i < technology.aliases.size(); ++i) {
            found = mentions(text, technology.aliases.at(i));
        }
        if (found) {
            ids.append(technology.id);
        }
    }
    return ids;
}
