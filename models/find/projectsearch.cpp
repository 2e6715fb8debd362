// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/projectsearch.h"

#include "core/sqlerrors.h"
#include "core/textexcerpt.h"
#include "core/utf8text.h"
#include "qa/qamarkdown.h"
#include "store/projectstore.h"
#include "terms/termmatcher.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

constexpr int ContextChars = 40;

// Columns: issue id, number, side (0 draft, 1 source), block id, block ordinal, whether
// the block is a code block, text; as few as can be, for a regular expression reads
// every row (titles are read once, for the hits). %1 is the issue condition, %2 the narrowing condition.
// Both stream in issue order through the indexes (CROSS JOIN keeps SQLite's join
// order: issues by number first), so a search that reaches its limit stops reading.
const char *const DraftSql = "SELECT i.id, i.number, 0, t.id, t.ordinal, t.kind = 'code', CAST(t.text AS BLOB)"
                             " FROM issues i CROSS JOIN target_blocks t ON t.issue_id = i.id WHERE %1 AND %2 ORDER BY i.number, t.ordinal";
// Schema v8 updates a source post in place, so every row is current; the
// supersedes filter only matters for projects that kept an older version's row.
const char *const SourceSql = "SELECT i.id, i.number, 1, t.id, t.ordinal, t.kind = 'code', CAST(t.text AS BLOB)"
                              " FROM issues i CROSS JOIN source_posts p ON p.issue_id = i.id CROSS JOIN source_blocks t ON t.post_id = p.id"
                              " WHERE %1 AND %2"
                              " AND p.id NOT IN (SELECT s.supersedes_id FROM source_posts s WHERE s.supersedes_id IS NOT NULL)"
                              " ORDER BY i.number, p.ordinal, t.ordinal";

bool hasCase(QChar c)
{
    return c.toLower() != c || c.toUpper() != c;
}

// Skips a character class that opens at i; returns the index of its ']'.
int classEnd(const QString &pattern, int i)
{
    int j = i + 1;
    j += j < pattern.size() && pattern.at(j) == QLatin1Char('^') ? 1 : 0;
    j += j < pattern.size() && pattern.at(j) == QLatin1Char(']') ? 1 : 0; // a leading ']' is literal
    for (; j < pattern.size() && pattern.at(j) != QLatin1Char(']'); ++j) {
        j += pattern.at(j) == QLatin1Char('\\') ? 1 : 0;
    }
    return j;
}

// The longest run of literal characters that every match of a regular expression
// contains, for narrowing in SQL; empty when unsure (top-level alternation, inline
// options, escapes this does not follow). Groups and classes only end a run;
// a character a quantifier makes optional is dropped from it.
QString requiredLiteral(const QString &pattern)
{
    static const QString unsure = QStringLiteral("pPxuNocgkQE");
    if (pattern.contains(QLatin1String("(?"))) {
        return {};
    }
    QString best;
    QString run;
    int depth = 0;
    const auto flush = [&] {
        best = run.size() > best.size() ? run : best;
        run.clear();
    };
    for (int i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        const QChar next = i + 1 < pattern.size() ? pattern.at(i + 1) : QChar();
        if (c == QLatin1Char('\\') && (next.isNull() || unsure.contains(next))) {
            return {};
        }
        if (c == QLatin1Char('[')) {
            i = classEnd(pattern, i);
            flush();
        } else if (depth > 0 || c == QLatin1Char('(') || c == QLatin1Char(')')) {
            depth += c == QLatin1Char('(') ? 1 : c == QLatin1Char(')') ? -1 : 0;
            i += c == QLatin1Char('\\') ? 1 : 0;
            flush();
        } else if (c == QLatin1Char('|') || (c == QLatin1Char('{') && !pattern.mid(i).contains(QLatin1Char('}')))) {
            return {};
        } else if (c == QLatin1Char('?') || c == QLatin1Char('*') || c == QLatin1Char('{')) {
            run.chop(1); // optional (or counted: dropping it is safe)
            flush();
            i = c == QLatin1Char('{') ? int(pattern.indexOf(QLatin1Char('}'), i)) : i;
        } else if (c == QLatin1Char('\\') && !next.isLetterOrNumber()) {
            run.append(next); // an escaped literal
            ++i;
        } else if (c == QLatin1Char('\\') || c == QLatin1Char('+') || c == QLatin1Char('.') || c == QLatin1Char('^')
            || c == QLatin1Char('$')) {
            i += c == QLatin1Char('\\') ? 1 : 0; // \d, \b, a back reference …
            flush();
        } else {
            run.append(c);
        }
    }
    flush();
    return best;
}

// A piece every match contains as SQLite compares it: its lower() and LIKE fold
// ASCII only, so a case-insensitive query is cut at letters with case beyond ASCII.
// Empty: no narrowing.
QString narrowingText(const SearchQuery &query)
{
    const QString text = query.regex ? requiredLiteral(query.text) : query.text;
    if (query.caseSensitive) {
        return text;
    }
    QString best;
    QString piece;
    for (const QChar c : text) {
        if (c.unicode() >= 0x80 && hasCase(c)) {
            piece.clear();
            continue;
        }
        piece.append(c);
        best = piece.size() > best.size() ? piece : best;
    }
    return best;
}

bool hasAsciiLetter(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80 && c.isLetter(); });
}

// instr() where case does not matter, else LIKE: it ignores ASCII case, as lower()
// would, without a lowered copy of every block.
QString narrowingCondition(const QString &narrowing, bool caseSensitive)
{
    if (narrowing.isEmpty()) {
        return QStringLiteral("1");
    }
    return caseSensitive || !hasAsciiLetter(narrowing) ? QStringLiteral("instr(t.text, CAST(? AS TEXT)) > 0")
                                                       : QStringLiteral("t.text LIKE CAST(? AS TEXT) ESCAPE '\\'");
}

QString narrowingValue(const QString &narrowing, bool caseSensitive)
{
    if (caseSensitive || !hasAsciiLetter(narrowing)) {
        return narrowing;
    }
    QString like = narrowing;
    like.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('%'), QLatin1String("\\%"))
        .replace(QLatin1Char('_'), QLatin1String("\\_"));
    return QLatin1Char('%') + like + QLatin1Char('%');
}

// A match is a whole word unless a Latin letter, digit or underscore on either side
// continues a word the match starts or ends in; CJK characters are never word
// characters, so they are always boundaries.
bool isWholeWord(const QString &text, int start, int end)
{
    const auto joins = [](QChar outside, QChar inside) { return TermMatcher::isWordChar(outside) && TermMatcher::isWordChar(inside); };
    if (start > 0 && joins(text.at(start - 1), text.at(start))) {
        return false;
    }
    return end >= text.size() || !joins(text.at(end), text.at(end - 1));
}

bool overlaps(const QList<QPair<int, int>> &ranges, int start, int end)
{
    return std::any_of(
        ranges.cbegin(), ranges.cend(), [&](const QPair<int, int> &range) { return range.first < end && start < range.second; });
}

// The line(s) of [start, end), at most ContextChars either side, line breaks as spaces.
QString contextOf(const QString &text, int start, int end, int *contextStart)
{
    // lastIndexOf(…, -1) would search from the end.
    int from = start > 0 ? int(text.lastIndexOf(QLatin1Char('\n'), start - 1)) + 1 : 0;
    int to = int(text.indexOf(QLatin1Char('\n'), end));
    to = to < 0 ? int(text.size()) : to;
    to -= to > end && text.at(to - 1) == QLatin1Char('\r') ? 1 : 0; // a CRLF line's end
    QString before;
    QString after;
    if (start - from > ContextChars) {
        from = TextExcerpt::boundaryAfter(text, start - ContextChars);
        before = QStringLiteral("…");
    }
    if (to - end > ContextChars) {
        to = TextExcerpt::boundaryBefore(text, end + ContextChars);
        after = QStringLiteral("…");
    }
    QString context = before + text.mid(from, to - from) + after;
    for (QChar &c : context) {
        c = c == QLatin1Char('\r') || c == QLatin1Char('\n') ? QLatin1Char(' ') : c;
    }
    *contextStart = int(before.size()) + start - from;
    return context;
}

} // namespace

ProjectSearch::ProjectSearch(ProjectStore &store)
    : m_store(store)
{
}

QList<QPair<int, int>> ProjectSearch::codeRanges(const QString &text)
{
    // A block of its own that is indented code (the caller knows it by its kind too).
    if (text.startsWith(QLatin1String("    ")) || text.startsWith(QLatin1Char('\t'))) {
        return {qMakePair(0, int(text.size()))};
    }
    QList<QPair<int, int>> ranges;
    for (const QaMarkdown::Fence &fence : QaMarkdown::fences(text)) {
        ranges.append(qMakePair(fence.start, fence.end));
    }
    for (const QaMarkdown::Span &span : QaMarkdown::spans(text)) {
        ranges.append(qMakePair(span.start, span.start + span.length));
    }
    std::sort(ranges.begin(), ranges.end());
    return ranges;
}

QList<SearchHit> ProjectSearch::find(const SearchQuery &query, int limit, const Accept &accept)
{
    m_truncated = false;
    m_seen = 0;
    m_error.clear();
    m_titles.clear();
    QRegularExpression pattern = query.pattern();
    if (query.text.isEmpty()) {
        m_error = tr("There is nothing to find.");
        return {};
    }
    if (!pattern.isValid()) {
        m_error = tr("The regular expression is not valid: %1 (at %2).").arg(pattern.errorString()).arg(pattern.patternErrorOffset());
        return {};
    }
    if (!m_store.isOpen()) {
        m_error = tr("No project is open.");
        return {};
    }
    pattern.optimize();
    QSqlQuery draft(m_store.database());
    QSqlQuery source(m_store.database());
    const bool drafts = query.side != SearchQuery::Side::Source;
    const bool sources = query.side != SearchQuery::Side::Draft;
    if ((drafts && !select(draft, DraftSql, query)) || (sources && !select(source, SourceSql, query))) {
        m_error = SqlErrors::describe(drafts && draft.lastError().isValid() ? draft.lastError() : source.lastError());
        return {};
    }
    // Merged by issue number, an issue's draft before its source.
    QList<SearchHit> hits;
    bool draftRow = drafts && draft.next();
    bool sourceRow = sources && source.next();
    while (!m_truncated && (draftRow || sourceRow)) {
        const bool takeDraft = draftRow && (!sourceRow || draft.value(1).toInt() <= source.value(1).toInt());
        QSqlQuery &row = takeDraft ? draft : source;
        addHits(row, query, pattern, limit, accept, &hits);
        (takeDraft ? draftRow : sourceRow) = row.next();
    }
    return hits;
}

bool ProjectSearch::select(QSqlQuery &sql, const char *statement, const SearchQuery &query)
{
    const QString narrowing = narrowingText(query);
    const QString issueCondition = query.issueId > 0 ? QStringLiteral("i.id = ?") : QStringLiteral("1");
    sql.setForwardOnly(true);
    if (!sql.prepare(QString::fromLatin1(statement).arg(issueCondition, narrowingCondition(narrowing, query.caseSensitive)))) {
        return false;
    }
    if (query.issueId > 0) {
        sql.addBindValue(query.issueId);
    }
    if (!narrowing.isEmpty()) {
        sql.addBindValue(Utf8Text::bind(narrowingValue(narrowing, query.caseSensitive)));
    }
    return sql.exec();
}

QList<ProjectSearch::Match> ProjectSearch::matches(
    const QString &text, const QRegularExpression &pattern, const SearchQuery &query, bool codeBlock)
{
    QList<Match> found;
    QList<QPair<int, int>> code;
    bool codeKnown = codeBlock;
    int from = 0;
    while (from <= text.size()) {
        const QRegularExpressionMatch match = pattern.match(text, from);
        if (!match.hasMatch()) {
            break;
        }
        const int start = int(match.capturedStart());
        const int end = int(match.capturedEnd());
        if (end == start || (query.wholeWord && !isWholeWord(text, start, end))) {
            from = start + 1; // an empty match, or part of a word: try the next position
            continue;
        }
        from = end;
        if (!codeKnown) {
            code = codeRanges(text); // only for blocks that match: most do not
            codeKnown = true;
        }
        const bool inCode = codeBlock || overlaps(code, start, end);
        if (!inCode || query.includeCode) {
            found.append({start, end, inCode});
        }
    }
    return found;
}

// Appends the block's hits that accept keeps; at the first one beyond limit, sets
// m_truncated instead.
void ProjectSearch::addHits(const QSqlQuery &sql, const SearchQuery &query, const QRegularExpression &pattern, int limit,
    const Accept &accept, QList<SearchHit> *hits)
{
    const QString text = Utf8Text::read(sql.value(6));
    for (const Match &match : matches(text, pattern, query, sql.value(5).toInt() != 0)) {
        SearchHit hit = hitAt(sql, text, match.start, match.end, match.inCode);
        if (accept && !accept(hit)) {
            ++m_seen;
            continue;
        }
        if (hits->size() >= limit) {
            m_truncated = true;
            return;
        }
        ++m_seen;
        hits->append(std::move(hit));
    }
}

QString ProjectSearch::titleOf(qint64 issueId)
{
    if (m_titles.isEmpty()) {
        QSqlQuery sql(m_store.database());
        sql.setForwardOnly(true);
        sql.exec(QStringLiteral("SELECT id, title FROM issues"));
        while (sql.next()) {
            m_titles.insert(sql.value(0).toLongLong(), sql.value(1).toString());
        }
    }
    return m_titles.value(issueId);
}

SearchHit ProjectSearch::hitAt(const QSqlQuery &sql, const QString &text, int start, int end, bool inCode)
{
    SearchHit hit;
    hit.issueId = sql.value(0).toLongLong();
    hit.issueNumber = sql.value(1).toInt();
    hit.issueTitle = titleOf(hit.issueId);
    hit.source = sql.value(2).toInt() == 1;
    hit.blockId = sql.value(3).toLongLong();
    hit.blockOrdinal = sql.value(4).toInt();
    hit.start = start;
    hit.length = end - start;
    hit.matched = text.mid(start, end - start);
    hit.context = contextOf(text, start, end, &hit.contextStart);
    hit.inCode = inCode;
    return hit;
}
