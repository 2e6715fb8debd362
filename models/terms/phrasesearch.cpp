// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/phrasesearch.h"

#include "core/sqlerrors.h"
#include "core/utf8text.h"
#include "draft/draftreconciler.h"
#include "store/projectstore.h"
#include "terms/termmatcher.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {
QString longest(const QStringList &pieces)
{
    QString best;
    for (const QString &piece : pieces) {
        if (piece.size() > best.size()) {
            best = piece;
        }
    }
    return best;
}

// Source blocks of posts no other post supersedes, then draft blocks; rows ordered by
// issue number, side (0 source, 1 draft), post ordinal, block ordinal.
const char *const SearchSql = "WITH q(v) AS (SELECT lower(CAST(? AS TEXT)))"
                              " SELECT i.id, i.number, i.title, 0, b.id, CAST(b.text AS BLOB), p.ordinal, b.ordinal"
                              " FROM q, source_blocks b JOIN source_posts p ON p.id = b.post_id JOIN issues i ON i.id = p.issue_id"
                              " WHERE instr(lower(b.text), q.v) > 0"
                              " AND p.id NOT IN (SELECT s.supersedes_id FROM source_posts s WHERE s.supersedes_id IS NOT NULL)"
                              " UNION ALL"
                              " SELECT i.id, i.number, i.title, 1, t.id, CAST(t.text AS BLOB), 0, t.ordinal"
                              " FROM q, target_blocks t JOIN issues i ON i.id = t.issue_id"
                              " WHERE instr(lower(t.text), q.v) > 0"
                              " ORDER BY 2, 4, 7, 8";
} // namespace

PhraseSearch::PhraseSearch(ProjectStore &store)
    : m_store(store)
{
}

QList<PhraseHit> PhraseSearch::find(const QString &query, int limit) const
{
    m_error.clear();
    const QString phrase = query.trimmed();
    if (phrase.isEmpty() || limit <= 0) {
        return {};
    }
    if (!m_store.isOpen()) {
        m_error = tr("No project is open.");
        return {};
    }
    const bool chinese = hasChinese(phrase);
    TermEntry entry;
    entry.source = phrase;
    if (!chinese) {
        entry.variants = baseForms(phrase);
    }
    if (chinese) {
        TermRendering rendering;
        rendering.text = phrase;
        entry.renderings.append(rendering);
    }
    const TermMatcher matcher({entry});

    QSqlQuery sql(m_store.database());
    sql.setForwardOnly(true);
    sql.prepare(QString::fromLatin1(SearchSql));
    QString prefilter = prefilterFor(phrase, chinese);
    for (const QString &variant : std::as_const(entry.variants)) {
        const QString stem = prefilterFor(variant, false);
        prefilter = stem.size() < prefilter.size() && prefilter.startsWith(stem, Qt::CaseInsensitive) ? stem : prefilter;
    }
    sql.addBindValue(Utf8Text::bind(prefilter));
    if (!sql.exec()) {
        m_error = SqlErrors::describe(sql.lastError());
        return {};
    }
    QList<PhraseHit> hits;
    while (hits.size() < limit && sql.next()) {
        // As the editors hold it, so that a hit's offsets are the editor's columns.
        const QString text = DraftReconciler::editorText(Utf8Text::read(sql.value(5)));
        const QPair<int, int> at = firstOccurrence(matcher, text, chinese);
        if (at.first < 0) {
            continue;
        }
        const auto side = sql.value(3).toInt() == 0 ? PhraseHit::Side::Source : PhraseHit::Side::Draft;
        hits.append({sql.value(0).toLongLong(), sql.value(1).toInt(), sql.value(2).toString(), side, sql.value(4).toLongLong(), at.first,
            at.second, text});
    }
    return hits;
}

bool PhraseSearch::hasChinese(const QString &text)
{
    return std::any_of(text.begin(), text.end(), TermMatcher::isCjk);
}

// A piece of the query every match contains (up to ASCII case), for instr().
QString PhraseSearch::prefilterFor(const QString &query, bool chinese)
{
    return chinese ? longestChineseRun(query) : englishStem(query);
}

// Every piece between white space appears as written, except that the last word
// inflects: "fine-tune" → "fine-tun" (fine-tuning), "study" → "stud" (studies).
QString PhraseSearch::englishStem(const QString &query)
{
    QStringList pieces = query.simplified().split(QLatin1Char(' '));
    QString &last = pieces.last();
    const bool endsWithWord = TermMatcher::isWordChar(last.back());
    const QChar lastChar = last.back().toLower();
    if (endsWithWord && last.size() > 1 && (lastChar == QLatin1Char('e') || lastChar == QLatin1Char('y'))) {
        last.chop(1);
    }
    return longest(pieces);
}

// The query's last word uninflected, for a query that is itself inflected: TermMatcher
// matches the inflections of a term, so "kernels" must also look for "kernel",
// "studies" for "study", "tuned" and "tuning" for "tune" and "tun".
QStringList PhraseSearch::baseForms(const QString &query)
{
    const QString simplified = query.simplified();
    const int cut = int(simplified.lastIndexOf(QLatin1Char(' '))) + 1;
    const QString head = simplified.left(cut);
    const QString word = simplified.mid(cut);
    const QString lower = word.toLower();
    QStringList bases;
    const auto add = [&](int chop, const QString &ending) {
        if (word.size() - chop >= 2) {
            bases.append(head + word.left(word.size() - chop) + ending);
        }
    };
    if (lower.endsWith(QLatin1String("'s"))) {
        add(2, {});
    } else if (lower.endsWith(QLatin1String("ies"))) {
        add(3, QStringLiteral("y"));
    } else if (lower.endsWith(QLatin1String("es"))) {
        add(2, {});
        add(1, {});
    } else if (lower.endsWith(QLatin1Char('s')) && !lower.endsWith(QLatin1String("ss"))) {
        add(1, {});
    } else if (lower.endsWith(QLatin1String("ing"))) {
        add(3, {});
        add(3, QStringLiteral("e"));
    } else if (lower.endsWith(QLatin1String("ed"))) {
        add(2, {});
        add(1, {});
    }
    return bases;
}

// The space between Chinese and Latin is optional on either side, so a match holds
// each run of the query between spaces and Chinese/Latin boundaries as written.
QString PhraseSearch::longestChineseRun(const QString &query)
{
    QStringList pieces;
    QString piece;
    for (const QChar c : query) {
        if (c.isSpace() || (!piece.isEmpty() && TermMatcher::isCjk(piece.back()) != TermMatcher::isCjk(c))) {
            pieces.append(piece);
            piece.clear();
        }
        if (!c.isSpace()) {
            piece.append(c);
        }
    }
    pieces.append(piece);
    return longest(pieces);
}

QPair<int, int> PhraseSearch::firstOccurrence(const TermMatcher &matcher, const QString &text, bool chinese)
{
    if (chinese) {
        const QList<TermTargetOccurrence> found = matcher.findInTarget(text);
        return found.isEmpty() ? qMakePair(-1, -1) : qMakePair(found.first().start, found.first().end);
    }
    const QList<TermOccurrence> found = matcher.findInSource(text);
    return found.isEmpty() ? qMakePair(-1, -1) : qMakePair(found.first().start, found.first().end);
}
