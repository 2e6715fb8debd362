// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatablenumbercheck.h"

#include "qa/qainput.h"
#include "qa/qamarkdown.h"

#include <QRegularExpression>

namespace {

const QString kTableNumber = QStringLiteral("preserve.table-number");

QList<int> tables(const QList<BlockRecord> &blocks, const QList<int> &indexes)
{
    QList<int> result;
    for (int index : indexes) {
        if (blocks.at(index).kind == BlockKind::Table) {
            result.append(index);
        }
    }
    return result;
}

// Rows of the same length, the delimiter row (1) left out.
bool sameShape(const QList<QList<QaTableNumberCheck::Cell>> &a, const QList<QList<QaTableNumberCheck::Cell>> &b)
{
    if (a.size() != b.size()) {
        return false;
    }
    for (int row = 0; row < a.size(); ++row) {
        if (a.at(row).size() != b.at(row).size()) {
            return false;
        }
    }
    return true;
}

// A cell of prose ("Overview of Floating Point 8 (FP8) format") is translated and
// may place its numbers elsewhere; figures, names and units are compared.
bool isProse(const QString &cell)
{
    static const QRegularExpression word(QStringLiteral("(?<![A-Za-z])[a-z][a-z]{2,}"));
    int lowercase = 0;
    for (auto it = word.globalMatch(cell); it.hasNext(); it.next()) {
        ++lowercase;
    }
    return lowercase >= 3;
}

void checkTable(const QaInput &input, const QString &source, int target, QList<QaFinding> *findings)
{
    using C = QaTableNumberCheck;
    const QList<QList<C::Cell>> sourceRows = C::cells(source);
    const QList<QList<C::Cell>> targetRows = C::cells(input.targets.at(target).text);
    if (!sameShape(sourceRows, targetRows)) {
        return;
    }
    for (int row = 0; row < sourceRows.size(); ++row) {
        for (int column = 0; column < sourceRows.at(row).size(); ++column) {
            const QString &sourceCell = sourceRows.at(row).at(column).text;
            const QStringList wanted = C::numbers(sourceCell);
            if (wanted.isEmpty() || isProse(sourceCell)) {
                continue;
            }
            const C::Cell &cell = targetRows.at(row).at(column);
            QStringList found = C::numbers(cell.text);
            for (const QString &number : std::as_const(wanted)) {
                if (found.removeOne(number)) {
                    continue;
                }
                QaFinding finding = input.finding(kTableNumber, target, cell.start, cell.length);
                finding.detail = QStringLiteral("%1:%2 %3").arg(row + 1).arg(column + 1).arg(number);
                finding.message = QaTableNumberCheck::tr("The number %1 of row %2, column %3 of the source's table is not in that cell "
                                                         "of the translation: are figures swapped or moved?")
                                      .arg(number)
                                      .arg(row + 1)
                                      .arg(column + 1);
                findings->append(finding);
                break;
            }
        }
    }
}

} // namespace

QStringList QaTableNumberCheck::ids() const
{
    return {kTableNumber};
}

void QaTableNumberCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (const QaUnit &unit : input.units) {
        const QList<int> sources = tables(input.sources, unit.sources);
        const QList<int> targets = tables(input.targets, unit.targets);
        for (int i = 0; i < sources.size() && i < targets.size(); ++i) {
            checkTable(input, input.sources.at(sources.at(i)).text, targets.at(i), findings);
        }
    }
}

QList<QList<QaTableNumberCheck::Cell>> QaTableNumberCheck::cells(const QString &blockText)
{
    const QString masked = QaMarkdown::masked(blockText);
    QList<QList<Cell>> rows;
    int lineStart = 0;
    while (lineStart <= masked.size()) {
        int lineEnd = int(masked.indexOf(QLatin1Char('\n'), lineStart));
        lineEnd = lineEnd < 0 ? int(masked.size()) : lineEnd;
        int from = lineStart;
        int to = lineEnd;
        while (from < to && masked.at(from).isSpace()) {
            ++from;
        }
        while (to > from && masked.at(to - 1).isSpace()) {
            --to;
        }
        if (from < to) {
            from += masked.at(from) == QLatin1Char('|') ? 1 : 0;
            to -= to > from && masked.at(to - 1) == QLatin1Char('|') && masked.at(to - 2) != QLatin1Char('\\') ? 1 : 0;
            QList<Cell> row;
            int cellStart = from;
            for (int i = from; i <= to; ++i) {
                if (i < to && masked.at(i) == QLatin1Char('\\')) {
                    ++i;
                } else if (i == to || masked.at(i) == QLatin1Char('|')) {
                    row.append({cellStart, i - cellStart, blockText.mid(cellStart, i - cellStart)});
                    cellStart = i + 1;
                }
            }
            rows.append(row);
        }
        lineStart = lineEnd + 1;
    }
    return rows;
}

QStringList QaTableNumberCheck::numbers(const QString &cellText)
{
    static const QRegularExpression number(
        QStringLiteral("(?<![\\w.])\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?![\\d])|(?<![\\w.,])\\d+(?:\\.\\d+)?(?![\\d])"));
    static const QRegularExpression linkTarget(QStringLiteral("\\]\\([^)]*\\)|https?://\\S+"));
    QString prose = QaMarkdown::masked(cellText);
    prose.replace(linkTarget, QStringLiteral(" "));
    QStringList result;
    for (auto it = number.globalMatch(prose); it.hasNext();) {
        result.append(it.next().captured().remove(QLatin1Char(',')));
    }
    return result;
}
