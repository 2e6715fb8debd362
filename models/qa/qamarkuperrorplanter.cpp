// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qamarkuperrorplanter.h"

#include "markdown/inlinemarkup.h"
#include "qa/qacompletenesscheck.h"
#include "qa/qainput.h"
#include "qa/qalinkcheck.h"
#include "qa/qamarkdown.h"
#include "qa/qastructurecheck.h"
#include "qa/qatablenumbercheck.h"

#include <QRegularExpression>

namespace {

QaPlantedError planted(int target, const QString &text, const QString &change)
{
    QaPlantedError error;
    error.targetIndex = target;
    error.text = text;
    error.change = change;
    return error;
}

// Appends error; true once sites holds limit errors.
bool add(QList<QaPlantedError> *sites, int limit, const QaPlantedError &error)
{
    sites->append(error);
    return sites->size() >= limit;
}

QString arrow(const QString &from, const QString &to)
{
    return from + QStringLiteral(" → ") + to;
}

// A digit changed, as a slip would: 9 becomes 8, any other one more.
QString bumped(const QString &digits, int at)
{
    QString result = digits;
    const int d = digits.at(at).digitValue();
    result[at] = QChar('0' + (d == 9 ? 8 : d + 1));
    return result;
}

// Which characters of a block's text are prose (InlineMarkup's text runs, bare URLs
// left out): a number or version planted there is read by the preserve checks only.
QVector<bool> proseMask(const QString &text, BlockKind kind)
{
    static const QRegularExpression bareUrl(QStringLiteral("(?:https?://|www\\.)\\S+"));
    QVector<bool> mask(text.size(), false);
    const QString masked = QaMarkdown::masked(text); // fenced code inside a list item
    int offset = 0;
    for (const InlineMarkup::Run &run : InlineMarkup::split(text, kind)) {
        if (run.kind == InlineMarkup::RunKind::Text) {
            for (int i = 0; i < run.text.size(); ++i) {
                mask[offset + i] = masked.at(offset + i) == text.at(offset + i);
            }
        }
        offset += int(run.text.size());
    }
    for (auto it = bareUrl.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        for (int i = int(match.capturedStart()); i < match.capturedEnd(); ++i) {
            mask[i] = false;
        }
    }
    return mask;
}

bool allProse(const QVector<bool> &mask, int start, int end)
{
    for (int i = start; i < end; ++i) {
        if (!mask.at(i)) {
            return false;
        }
    }
    return true;
}

int countOf(const QString &text, const QRegularExpression &pattern, const QString &token)
{
    int count = 0;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        count += it.next().captured() == token ? 1 : 0;
    }
    return count;
}

// [*left, *right) widened over the spaces on either side.
void widenOverSpaces(const QString &text, int *left, int *right)
{
    while (*left > 0 && text.at(*left - 1) == QLatin1Char(' ')) {
        --*left;
    }
    while (*right < text.size() && text.at(*right) == QLatin1Char(' ')) {
        ++*right;
    }
}

// Whether the typography checks read nothing of the token at [start, end): the Han
// characters beside it spaced as the style asks, no half-width parenthesis in its
// sentence (whose finding would quote the token).
bool typographyBlind(const QString &text, int start, int end, QaSettings::Spacing spacing)
{
    int left = start;
    int right = end;
    widenOverSpaces(text, &left, &right);
    const auto fits = [&](bool han, int spaces) {
        return !han || spacing == QaSettings::Spacing::Any || spaces == (spacing == QaSettings::Spacing::Space ? 1 : 0);
    };
    if (!fits(left > 0 && QaMarkupErrorPlanter::isHan(text.at(left - 1)), start - left)
        || !fits(right < text.size() && QaMarkupErrorPlanter::isHan(text.at(right)), right - end)) {
        return false;
    }
    return QaMarkupErrorPlanter::parenthesisFree(text, start, end);
}

// A token of the prose (a number, a version) changed where the source has it as
// often as the draft, and its new form is nowhere in the source.
QList<QaPlantedError> changedToken(const QaInput &input, const QRegularExpression &pattern, int group, int limit)
{
    QList<QaPlantedError> sites;
    for (const QaUnit &unit : input.units) {
        for (int target : unit.targets) {
            const BlockRecord &block = input.targets.at(target);
            if (!QaCompletenessCheck::isProse(block.kind)) {
                continue;
            }
            const QVector<bool> mask = proseMask(block.text, block.kind);
            for (auto it = pattern.globalMatch(block.text); it.hasNext();) {
                const QRegularExpressionMatch match = it.next();
                const QString token = match.captured();
                const QString changed = bumped(token, int(match.capturedEnd(group) - match.capturedStart()) - 1);
                if (!allProse(mask, int(match.capturedStart()), int(match.capturedEnd()))
                    || !typographyBlind(block.text, int(match.capturedStart()), int(match.capturedEnd()), input.settings.digitSpacing)
                    || countOf(unit.sourceText, pattern, token) < countOf(unit.targetText, pattern, token)
                    || countOf(unit.sourceText, pattern, token) == 0 || unit.sourceText.contains(changed)) {
                    continue;
                }
                QString text = block.text;
                text.replace(match.capturedStart(), match.capturedLength(), changed);
                if (add(&sites, limit, planted(target, text, arrow(token, changed)))) {
                    return sites;
                }
            }
        }
    }
    return sites;
}

QStringList sourceUrls(const QaUnit &unit)
{
    QStringList urls;
    for (const QaLinkCheck::Target &target : QaLinkCheck::targets(unit.sourceText)) {
        if (!target.image) {
            urls.append(target.url);
        }
    }
    return urls;
}

// The first link target of the draft, copied from the source, that change() turns
// into another URL (an empty string: not this one).
template<typename Change>
QList<QaPlantedError> changedLink(const QaInput &input, Change change, int limit)
{
    QList<QaPlantedError> sites;
    for (const QaUnit &unit : input.units) {
        const QStringList urls = sourceUrls(unit);
        for (int target : unit.targets) {
            const BlockRecord &block = input.targets.at(target);
            if (block.kind == BlockKind::Code || urls.isEmpty()) {
                continue;
            }
            for (const QaLinkCheck::Target &link : QaLinkCheck::targets(block.text)) {
                const std::optional<QString> url = link.image || !urls.contains(link.url) ? std::nullopt : change(block.text, link);
                if (url) {
                    QString text = block.text;
                    text.replace(link.offset, int(link.url.size()), *url);
                    if (add(&sites, limit, planted(target, text, arrow(link.url, url->isEmpty() ? QStringLiteral("()") : *url)))) {
                        return sites;
                    }
                }
            }
        }
    }
    return sites;
}

QList<QList<QaTableNumberCheck::Cell>> rowsOf(const QString &table)
{
    return QaTableNumberCheck::cells(table);
}

// The unit's tables in pairs (source text, target index) of the same shape.
QList<QPair<QString, int>> sameShapeTables(const QaInput &input, const QaUnit &unit)
{
    QList<QPair<QString, int>> result;
    QList<int> sources;
    for (int s : unit.sources) {
        if (input.sources.at(s).kind == BlockKind::Table) {
            sources.append(s);
        }
    }
    int i = 0;
    for (int t : unit.targets) {
        if (input.targets.at(t).kind != BlockKind::Table || i >= sources.size()) {
            continue;
        }
        const QString &source = input.sources.at(sources.at(i++)).text;
        const auto a = QaStructureCheck::tableShape(source);
        const auto b = QaStructureCheck::tableShape(input.targets.at(t).text);
        if (a.headerColumns == b.headerColumns && a.delimiterColumns == b.delimiterColumns && a.bodyRows == b.bodyRows) {
            result.append({source, t});
        }
    }
    return result;
}

// A cell whose row may go without any check but the table's shape noticing: plain
// Chinese words, or no Chinese (typography reads nothing of it) and no code, link or
// tag (the markdown checks would miss them). Its numbers are preserve.number's only
// while the table keeps its shape.
bool isDroppableCell(const QString &cell)
{
    static const QRegularExpression plain(QStringLiteral("^\\s*[\\x{3400}-\\x{9FFF}]*\\s*$"));
    static const QRegularExpression markup(QStringLiteral("[`\\[\\]<>$]|https?:|[\\x{2E80}-\\x{FFFF}]"));
    return plain.match(cell).hasMatch() || !markup.match(cell).hasMatch();
}

} // namespace

bool QaMarkupErrorPlanter::isHan(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF);
}

bool QaMarkupErrorPlanter::parenthesisFree(const QString &text, int start, int end)
{
    static const QRegularExpression stop(QStringLiteral("[。！？\\n]"));
    const int from = int(text.lastIndexOf(stop, start)) + 1;
    int to = int(text.indexOf(stop, end));
    to = to < 0 ? int(text.size()) : to;
    const QString sentence = QaMarkdown::masked(text.mid(from, to - from));
    return !sentence.contains(QLatin1Char('(')) && !sentence.contains(QLatin1Char(')'));
}

bool QaMarkupErrorPlanter::hanFlanked(const QString &text, int start, int end, QaSettings::Spacing spacing, int *from, int *to)
{
    int left = start;
    int right = end;
    widenOverSpaces(text, &left, &right);
    if (left == 0 || right >= text.size() || !isHan(text.at(left - 1)) || !isHan(text.at(right))) {
        return false;
    }
    const int before = start - left;
    const int after = right - end;
    const bool spaced = spacing == QaSettings::Spacing::Space ? before == 1 && after == 1
        : spacing == QaSettings::Spacing::None                ? before == 0 && after == 0
                                                              : before == after && before <= 1;
    *from = left;
    *to = right;
    return spaced && parenthesisFree(text, start, end);
}

QList<QaPlantedError> QaMarkupErrorPlanter::codeNumber(const QaInput &input, int limit)
{
    QList<QaPlantedError> sites;
    static const QRegularExpression number(QStringLiteral("(?<![\\w.])\\d+(?![\\w.])"));
    for (const QaUnit &unit : input.units) {
        for (int target : unit.targets) {
            const BlockRecord &block = input.targets.at(target);
            const bool copied = block.kind == BlockKind::Code
                && std::any_of(unit.sources.cbegin(), unit.sources.cend(), [&](int s) { return input.sources.at(s).text == block.text; });
            if (!copied) {
                continue;
            }
            // The code lines between the fences, up to a comment.
            const QStringList lines = block.text.split(QLatin1Char('\n'));
            int lineStart = int(lines.constFirst().size()) + 1;
            for (int i = 1; i + 1 < lines.size(); lineStart += int(lines.at(i).size()) + 1, ++i) {
                const QString &line = lines.at(i);
                int cut = int(line.size());
                for (const QString &comment : {QStringLiteral("#"), QStringLiteral("//"), QStringLiteral("--"), QStringLiteral("<!--")}) {
                    const int at = int(line.indexOf(comment));
                    cut = at >= 0 ? std::min(cut, at) : cut;
                }
                const QRegularExpressionMatch match = number.match(line.left(cut));
                if (!match.hasMatch()) {
                    continue;
                }
                const QString changed = bumped(match.captured(), int(match.capturedLength()) - 1);
                QString text = block.text;
                text.replace(lineStart + int(match.capturedStart()), int(match.capturedLength()), changed);
                if (add(&sites, limit, planted(target, text, arrow(match.captured(), changed)))) {
                    return sites;
                }
            }
        }
    }
    return sites;
}

QList<QaPlantedError> QaMarkupErrorPlanter::linkModelId(const QaInput &input, int limit)
{
    static const QRegularExpression model(
        QStringLiteral("^https?://huggingface\\.co/([A-Za-z0-9][\\w.-]*)/([A-Za-z0-9][\\w.-]*)(?=$|[/?#])"));
    static const QStringList pages {QStringLiteral("blog"), QStringLiteral("docs"), QStringLiteral("datasets"), QStringLiteral("spaces"),
        QStringLiteral("papers"), QStringLiteral("learn"), QStringLiteral("models"), QStringLiteral("join"), QStringLiteral("tasks"),
        QStringLiteral("organizations"), QStringLiteral("api"), QStringLiteral("settings"), QStringLiteral("collections"),
        QStringLiteral("posts"), QStringLiteral("course"), QStringLiteral("chat"), QStringLiteral("new"), QStringLiteral("pricing")};
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    return changedLink(
        input,
        [](const QString &, const QaLinkCheck::Target &link) -> std::optional<QString> {
            const QRegularExpressionMatch match = model.match(link.url);
            if (!match.hasMatch() || pages.contains(match.captured(1))) {
                return std::nullopt;
            }
            // "bloom-560m" → "bloom-561m", "bert-base-uncased" → "bert-base-uncased-v2".
            QString id = match.captured(2);
            const QRegularExpressionMatch run = digits.match(id);
            id = run.hasMatch()
                ? id.left(int(run.capturedStart())) + bumped(run.captured(), int(run.capturedLength()) - 1) + id.mid(run.capturedEnd())
                : id + QStringLiteral("-v2");
            return QString(link.url).replace(match.capturedStart(2), match.capturedLength(2), id);
        },
        limit);
}

QList<QaPlantedError> QaMarkupErrorPlanter::urlTypo(const QaInput &input, int limit)
{
    static const QRegularExpression path(QStringLiteral("^https?://[^/]+/"));
    static const QRegularExpression letters(QStringLiteral("[A-Za-z]{4,}"));
    return changedLink(
        input,
        [](const QString &, const QaLinkCheck::Target &link) -> std::optional<QString> {
            const QRegularExpressionMatch host = path.match(link.url);
            if (!host.hasMatch()) {
                return std::nullopt;
            }
            // Two letters swapped in the path's last long word: ".../blog/moe-intro" → ".../blog/moe-itnro".
            // The path, not the #fragment (a translated heading's slug may replace it) nor the query.
            static const QRegularExpression tail(QStringLiteral("[?#]"));
            const int end = int(link.url.indexOf(tail, int(host.capturedEnd())));
            const QString path = end < 0 ? link.url : link.url.left(end);
            QRegularExpressionMatch last;
            for (auto it = letters.globalMatch(path, int(host.capturedEnd())); it.hasNext();) {
                last = it.next();
            }
            if (!last.hasMatch()) {
                return std::nullopt;
            }
            for (int i = int(last.capturedStart()) + 1; i + 1 < last.capturedEnd(); ++i) {
                if (link.url.at(i).toLower() != link.url.at(i + 1).toLower()) {
                    QString url = link.url;
                    const QChar first = url.at(i);
                    url[i] = url.at(i + 1);
                    url[i + 1] = first;
                    return url;
                }
            }
            return std::nullopt;
        },
        limit);
}

QList<QaPlantedError> QaMarkupErrorPlanter::brokenLinkTarget(const QaInput &input, int limit)
{
    return changedLink(
        input,
        [](const QString &text, const QaLinkCheck::Target &link) -> std::optional<QString> {
            const int end = link.offset + int(link.url.size());
            const bool inlineLink = link.offset >= 2 && text.mid(link.offset - 2, 2) == QLatin1String("](") && end < text.size()
                && text.at(end) == QLatin1Char(')');
            return inlineLink ? std::optional<QString>(QString()) : std::nullopt;
        },
        limit);
}

QList<QaPlantedError> QaMarkupErrorPlanter::droppedInlineCode(const QaInput &input, int limit)
{
    QList<QaPlantedError> sites;
    for (const QaUnit &unit : input.units) {
        const QList<QaMarkdown::Span> sourceSpans = QaMarkdown::spans(unit.sourceText);
        const QList<QaMarkdown::Span> draftSpans = QaMarkdown::spans(unit.targetText);
        for (int target : unit.targets) {
            const BlockRecord &block = input.targets.at(target);
            if (!QaCompletenessCheck::isProse(block.kind)) {
                continue;
            }
            for (const QaMarkdown::Span &span : QaMarkdown::spans(block.text)) {
                const auto same = [&](const QaMarkdown::Span &other) { return other.content == span.content; };
                const int inSource = int(std::count_if(sourceSpans.cbegin(), sourceSpans.cend(), same));
                const int inDraft = int(std::count_if(draftSpans.cbegin(), draftSpans.cend(), same));
                // Only in code in the source: the preserve checks do not miss it.
                const bool onlyCode = int(unit.sourceText.count(span.content)) == inSource;
                int from = 0;
                int to = 0;
                if (inSource == 0 || inDraft > inSource || !onlyCode
                    || !hanFlanked(block.text, span.start, span.start + span.length, input.settings.latinSpacing, &from, &to)) {
                    continue;
                }
                QString text = block.text;
                text.remove(from, to - from);
                if (add(&sites, limit, planted(target, text, arrow(block.text.mid(span.start, span.length), QStringLiteral("∅"))))) {
                    return sites;
                }
            }
        }
    }
    return sites;
}

QList<QaPlantedError> QaMarkupErrorPlanter::changedVersion(const QaInput &input, int limit)
{
    static const QRegularExpression version(
        QStringLiteral("(?|(?<![\\w.])v?\\d+\\.\\d+\\.(\\d+)(?![\\w]|\\.\\d)"
                       "|(?<=Python |PyTorch |CUDA |Transformers |transformers |Diffusers |diffusers "
                       "|Gradio |gradio |Node |Ubuntu |version |release )\\d+\\.(\\d+)(?![\\w]|\\.\\d))"));
    return changedToken(input, version, 1, limit);
}

QList<QaPlantedError> QaMarkupErrorPlanter::changedNumber(const QaInput &input, int limit)
{
    static const QRegularExpression number(QStringLiteral("(?<![\\w.,/\\-])(\\d{2,})(?![\\w.,/\\-])"));
    return changedToken(input, number, 1, limit);
}

QList<QaPlantedError> QaMarkupErrorPlanter::swappedNumbers(const QaInput &input, int limit)
{
    QList<QaPlantedError> sites;
    static const QRegularExpression figure(QStringLiteral("^\\s*\\d[\\d,.]*%?\\s*$"));
    for (const QaUnit &unit : input.units) {
        for (const auto &[source, target] : sameShapeTables(input, unit)) {
            const QString &text = input.targets.at(target).text;
            const auto sourceRows = rowsOf(source);
            const auto rows = rowsOf(text);
            for (int r = 2; r < rows.size() && r < sourceRows.size(); ++r) {
                const auto &row = rows.at(r);
                bool swappedInRow = false;
                for (int i = 0; i < row.size() && !swappedInRow; ++i) {
                    for (int j = i + 1; j < row.size() && j < sourceRows.at(r).size() && !swappedInRow; ++j) {
                        const QString a = row.at(i).text.trimmed();
                        const QString b = row.at(j).text.trimmed();
                        if (!figure.match(a).hasMatch() || !figure.match(b).hasMatch() || a == b
                            || sourceRows.at(r).at(i).text.trimmed() != a || sourceRows.at(r).at(j).text.trimmed() != b) {
                            continue;
                        }
                        QString swapped = text;
                        const int startB = row.at(j).start + int(row.at(j).text.indexOf(b));
                        const int startA = row.at(i).start + int(row.at(i).text.indexOf(a));
                        swapped.replace(startB, int(b.size()), a);
                        swapped.replace(startA, int(a.size()), b);
                        swappedInRow = true;
                        if (add(&sites, limit, planted(target, swapped, QStringLiteral("%1 ↔ %2").arg(a, b)))) {
                            return sites;
                        }
                    }
                }
            }
        }
    }
    return sites;
}

QList<QaPlantedError> QaMarkupErrorPlanter::droppedTableRow(const QaInput &input, int limit)
{
    QList<QaPlantedError> sites;
    for (const QaUnit &unit : input.units) {
        for (const auto &pair : sameShapeTables(input, unit)) {
            const int target = pair.second;
            const QString &text = input.targets.at(target).text;
            const auto rows = rowsOf(text);
            for (int r = 2; r < rows.size(); ++r) {
                const auto &row = rows.at(r);
                if (row.isEmpty()) {
                    continue;
                }
                const int lineStart = int(text.lastIndexOf(QLatin1Char('\n'), row.constFirst().start)) + 1;
                int lineEnd = int(text.indexOf(QLatin1Char('\n'), row.constLast().start));
                lineEnd = lineEnd < 0 ? int(text.size()) : lineEnd + 1;
                // The line as written (a row's cells leave out trailing code: ":label:`tab_ec2`").
                const QString line = text.mid(lineStart, lineEnd - lineStart).trimmed();
                const QStringList cells = line.mid(1).split(QLatin1Char('|'));
                if (!line.startsWith(QLatin1Char('|')) || !std::all_of(cells.cbegin(), cells.cend(), isDroppableCell)) {
                    continue;
                }
                QString dropped = text;
                dropped.remove(lineStart, lineEnd - lineStart);
                if (dropped.endsWith(QLatin1Char('\n')) && !text.endsWith(QLatin1Char('\n'))) {
                    dropped.chop(1);
                }
                if (add(&sites, limit,
                        planted(target, dropped, arrow(text.mid(lineStart, lineEnd - lineStart).trimmed(), QStringLiteral("∅"))))) {
                    return sites;
                }
            }
        }
    }
    return sites;
}

QList<QaPlantedError> QaMarkupErrorPlanter::untranslatedSentence(const QaInput &input, int limit)
{
    QList<QaPlantedError> sites;
    static const QRegularExpression english(QStringLiteral("(?<=[.!?])\\s+([A-Z][A-Za-z ,;:'’()\\-]*[A-Za-z)][.!?])$"));
    static const QRegularExpression chinese(QStringLiteral("(?<=[。！？])([\\x{3400}-\\x{9FFF}，、；：]+[。！？])$"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
    for (const QaUnit &unit : input.units) {
        if (unit.sources.size() != 1 || unit.targets.size() != 1 || input.sources.at(unit.sources.constFirst()).kind != BlockKind::Paragraph
            || input.targets.at(unit.targets.constFirst()).kind != BlockKind::Paragraph) {
            continue;
        }
        const QRegularExpressionMatch sentence = english.match(unit.sourceText.trimmed());
        const QString &text = input.targets.at(unit.targets.constFirst()).text;
        const QRegularExpressionMatch last = chinese.match(text);
        if (!sentence.hasMatch() || !last.hasMatch()) {
            continue;
        }
        int words = 0;
        int lowercase = 0;
        for (auto it = word.globalMatch(sentence.captured(1)); it.hasNext();) {
            const QString w = it.next().captured();
            words += w.size() >= 2 ? 1 : 0;
            lowercase += w.size() >= 3 && w.at(0).isLower() ? 1 : 0;
        }
        if (words < 8 || lowercase < 4) {
            continue;
        }
        QString mixed = text;
        mixed.replace(last.capturedStart(1), last.capturedLength(1), sentence.captured(1));
        if (add(&sites, limit, planted(unit.targets.constFirst(), mixed, arrow(last.captured(1), sentence.captured(1))))) {
            return sites;
        }
    }
    return sites;
}
