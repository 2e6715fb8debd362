// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/finishedpost.h"

#include "core/sqlerrors.h"
#include "core/textexcerpt.h"
#include "deletions/deletionrepository.h"
#include "draft/draftlayout.h"
#include "draft/revisionrepository.h"
#include "export/markdownexporter.h"
#include "qa/qastylefixer.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QDateTime>
#include <QHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace {

const QString kNoteOrigin = QStringLiteral("note");

bool isProse(BlockKind kind)
{
    return kind == BlockKind::Paragraph || kind == BlockKind::Heading || kind == BlockKind::ListItem || kind == BlockKind::BlockQuote;
}

QString footnoteLabel(int number)
{
    return QStringLiteral("[^删节-%1]").arg(number);
}

const BlockRecord *sourceOf(const QList<BlockRecord> &sources, qint64 id)
{
    for (const BlockRecord &source : sources) {
        if (source.id == id) {
            return &source;
        }
    }
    return nullptr;
}

QString deletedText(const Deletion &deletion, const BlockRecord &source)
{
    return deletion.isWholeBlock() ? source.text : source.text.mid(deletion.spanStart, deletion.spanEnd - deletion.spanStart);
}

// Fence lines of a whole code block are markup, not content.
QString withoutFences(const QString &code)
{
    QStringList lines = code.split(QLatin1Char('\n'));
    static const QRegularExpression fence(QStringLiteral("^\\s*(```|~~~)"));
    while (!lines.isEmpty() && fence.match(lines.constFirst()).hasMatch()) {
        lines.removeFirst();
    }
    while (!lines.isEmpty() && fence.match(lines.constLast()).hasMatch()) {
        lines.removeLast();
    }
    return lines.join(QLatin1Char('\n'));
}

bool isWide(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFFEF);
}

// One line: whitespace collapsed, and a line break between two Chinese characters
// dropped rather than made a space (as a browser renders it).
QString oneLine(const QString &text)
{
    static const QRegularExpression lineBreak(QStringLiteral("[ \\t]*[\\r\\n]+[ \\t]*"));
    const QStringList lines = text.trimmed().split(lineBreak);
    QString out;
    for (const QString &line : lines) {
        const bool joined = out.isEmpty() || line.isEmpty() || (isWide(out.back()) && isWide(line.front()));
        out += (joined ? QString() : QStringLiteral(" ")) + line;
    }
    return out.simplified();
}

QString withoutMarkup(QString text)
{
    static const QRegularExpression blockMarker(
        QStringLiteral("^[ \\t]{0,3}(?:#{1,6}[ \\t]+|>[ \\t]?|[-*+][ \\t]+|\\d{1,9}[.)][ \\t]+)+"), QRegularExpression::MultilineOption);
    static const QRegularExpression image(QStringLiteral("!\\[([^\\]]*)\\]\\([^)]*\\)"));
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\](?:\\([^)]*\\)|\\[[^\\]]*\\])"));
    static const QRegularExpression tag(QStringLiteral("</?[A-Za-z][^>]*>"));
    static const QRegularExpression emphasis(QStringLiteral("\\*+|`+|~~|(?<!\\w)_+|_+(?!\\w)"));
    text.remove(QLatin1Char('\r'));
    text.replace(blockMarker, QString());
    text.replace(image, QStringLiteral("\\1"));
    text.replace(link, QStringLiteral("\\1"));
    text.remove(tag);
    text.remove(emphasis);
    return oneLine(text);
}

QString plainText(const QString &markdown, BlockKind kind)
{
    return withoutMarkup(kind == BlockKind::Code ? withoutFences(markdown) : markdown);
}

QString escaped(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (QStringLiteral("\\`*_[]<").contains(c)) {
            out += QLatin1Char('\\');
        }
        out += c;
    }
    return out;
}

// Appends lines as a section of their own: a blank line before, a line break after
// each line, all in lineBreak.
void appendSection(QString &out, const QStringList &lines, const QString &lineBreak)
{
    if (lines.isEmpty()) {
        return;
    }
    if (!out.isEmpty()) {
        if (!out.endsWith(lineBreak)) {
            out += lineBreak;
        }
        if (!out.endsWith(lineBreak + lineBreak)) {
            out += lineBreak;
        }
    }
    for (const QString &line : lines) {
        out += line + lineBreak;
    }
}

// lines with a blank line between each two (footnote definitions must not run into
// each other as lazy continuation lines).
QStringList spaced(const QStringList &lines)
{
    QStringList out;
    for (const QString &line : lines) {
        if (!out.isEmpty()) {
            out.append(QString());
        }
        out.append(line);
    }
    return out;
}

// Where a footnote reference can follow the block's last text: the end of its last
// line of inline text, or -1 when the block ends in something a reference would
// break or be swallowed by — a code fence, a table row, HTML. A Setext heading's
// underline is passed over: the reference goes after the heading's text.
int referencePosition(const QString &text, BlockKind kind)
{
    static const QRegularExpression quoteMarkers(QStringLiteral("^(?:\\s{0,3}>\\s?)*\\s*"));
    static const QRegularExpression setextUnderline(QStringLiteral("^(?:=+|-+)\\s*$"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    int end = int(text.size());
    for (int i = int(lines.size()) - 1; i >= 0; end -= int(lines.at(i).size()) + 1, --i) {
        QString line = lines.at(i);
        const int lineEnd = end - (line.endsWith(QLatin1Char('\r')) ? 1 : 0);
        line.remove(quoteMarkers);
        line = line.trimmed();
        if (line.isEmpty() || (kind == BlockKind::Heading && setextUnderline.match(line).hasMatch())) {
            continue;
        }
        const bool breaks = line.startsWith(QLatin1String("```")) || line.startsWith(QLatin1String("~~~"))
            || line.startsWith(QLatin1Char('|')) || line.startsWith(QLatin1Char('<'));
        return breaks ? -1 : lineEnd;
    }
    return -1;
}

} // namespace

FinishedPost::FinishedPost(ProjectStore &store)
    : m_store(store)
{
}

std::optional<QByteArray> FinishedPost::markdown(qint64 issueId, const ExportSettings &settings)
{
    m_error.clear();
    m_noteTexts.clear();
    m_revisionLog.clear();
    Input input;
    if (!read(issueId, &input)) {
        return std::nullopt;
    }
    if (!m_revisionLogLink.isEmpty() && settings.footer && !input.untouched && input.revisions > 0 && !readRevisionLog(issueId)) {
        return std::nullopt;
    }
    input.revisionLink = m_revisionLog.isEmpty() ? QString() : m_revisionLogLink;
    return compose(input, settings).toUtf8();
}

QStringList FinishedPost::unjustifiedDeletions(qint64 issueId)
{
    m_error.clear();
    Input input;
    if (!read(issueId, &input)) {
        return {};
    }
    QStringList lines;
    for (const Deletion &deletion : std::as_const(input.deletions)) {
        const BlockRecord *source = sourceOf(input.sources, deletion.sourceBlockId);
        if (deletion.isJustified() || !source) {
            continue;
        }
        const QString text = plainText(deletedText(deletion, *source), source->kind);
        const QString quote = TextExcerpt::elided(text, 24);
        lines.append(tr("Block %1 (%2 “%3”): no justification").arg(deletion.sourceBlockId).arg(BlockKinds::toString(source->kind), quote));
    }
    return lines;
}

QString FinishedPost::excerpt(const QString &markdown, BlockKind kind, int length)
{
    QString text = plainText(markdown, kind);
    if (text.size() > length) {
        text = TextExcerpt::left(text, length).trimmed() + QStringLiteral("…");
    }
    return escaped(text);
}

QString FinishedPost::reasonLabel(DeletionReason reason)
{
    switch (reason) {
    case DeletionReason::OutdatedExample:
        return QStringLiteral("过时示例");
    case DeletionReason::RegionSpecific:
        return QStringLiteral("地域限定");
    case DeletionReason::TheoryDerivation:
        return QStringLiteral("理论推导");
    case DeletionReason::Duplicate:
        return QStringLiteral("重复内容");
    case DeletionReason::Other:
        break;
    }
    return QStringLiteral("其他");
}

bool FinishedPost::isUntouched(qint64 issueId)
{
    m_error.clear();
    Input input;
    return read(issueId, &input) && input.untouched;
}

bool FinishedPost::read(qint64 issueId, Input *input)
{
    IssueRepository issues(m_store);
    if (!issues.issueById(issueId)) {
        return fail(issues.errorString());
    }
    input->lead = issues.draftLead(issueId);
    input->blocks = issues.targetBlocks(issueId);
    input->sources = issues.sourceBlocks(issueId);
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    input->style = QaSettings::load(m_store);
    DeletionRepository deletions(m_store);
    input->deletions = deletions.deletions(issueId);
    if (!deletions.errorString().isEmpty()) {
        return fail(deletions.errorString());
    }
    return readFooterFacts(issueId, input);
}

bool FinishedPost::readFooterFacts(qint64 issueId, Input *input)
{
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT updated_at FROM issues WHERE id = ?"), {issueId}) || !query.next()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    const QDateTime updated = QDateTime::fromString(query.value(0).toString(), Qt::ISODateWithMs);
    input->date = updated.toLocalTime().toString(QStringLiteral("yyyy-MM-dd"));
    if (!exec(query, QStringLiteral("SELECT count(*) FROM revisions WHERE issue_id = ? AND number > 0"), {issueId}) || !query.next()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    input->revisions = query.value(0).toInt();
    // A block written again after it was inserted, or a note: someone worked on the
    // draft. (Not the issue's updated_at: tags and a second post change it too.)
    if (!exec(query,
            QStringLiteral("SELECT count(*) FROM target_blocks WHERE issue_id = ? AND (updated_at <> created_at OR origin = 'note')"),
            {issueId})
        || !query.next()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    input->untouched = query.value(0).toInt() == 0 && input->revisions == 0 && input->deletions.isEmpty();
    return true;
}

bool FinishedPost::readRevisionLog(qint64 issueId)
{
    RevisionRepository revisions(m_store);
    for (const Revision &revision : revisions.revisions(issueId)) {
        if (revision.number > 0) {
            m_revisionLog.append(revision);
        }
    }
    return revisions.errorString().isEmpty() || fail(revisions.errorString());
}

QString FinishedPost::compose(Input input, const ExportSettings &settings)
{
    if (!settings.notes) {
        dropNotes(input.blocks);
    }
    const QString lineBreak = DraftLayout::lineBreakOf(MarkdownExporter::join(input.lead, input.blocks));
    QStringList notes;
    if (settings.deletionNotes == ExportSettings::DeletionNotes::Footnotes) {
        notes = footnotes(input);
    } else if (settings.deletionNotes == ExportSettings::DeletionNotes::EndSection) {
        notes = endSection(input, settings.endSectionTitle);
    }
    for (const BlockRecord &block : std::as_const(input.blocks)) {
        if (block.origin == kNoteOrigin) {
            m_noteTexts.append(block.text);
        }
    }
    QString out = MarkdownExporter::join(input.lead, input.blocks);
    appendSection(out, notes, lineBreak);
    if (settings.footer && !input.untouched) {
        appendSection(out, {QStringLiteral("---"), QString(), footer(input, settings)}, lineBreak);
    }
    return out;
}

// Adds the references to input's blocks and returns the definitions.
QStringList FinishedPost::footnotes(Input &input)
{
    QStringList definitions = explanations(input);
    const QList<int> targets = referenceTargets(input);
    for (int i = 0; i < definitions.size(); ++i) {
        if (targets.at(i) >= 0) {
            QString &text = input.blocks[targets.at(i)].text;
            text.insert(referencePosition(text, input.blocks.at(targets.at(i)).kind), footnoteLabel(i + 1));
        }
        definitions[i] = footnoteLabel(i + 1) + QStringLiteral(": ") + definitions.at(i);
    }
    return spaced(definitions);
}

QStringList FinishedPost::endSection(const Input &input, const QString &title)
{
    const QStringList items = explanations(input);
    if (items.isEmpty()) {
        return {};
    }
    QStringList lines = {QStringLiteral("## ") + title, QString()};
    for (const QString &item : items) {
        lines.append(QStringLiteral("- ") + item);
    }
    return lines;
}

// A dropped last block leaves its trailing to the block before it, so that the
// draft still ends as it did.
void FinishedPost::dropNotes(QList<BlockRecord> &blocks)
{
    for (qsizetype i = blocks.size() - 1; i >= 0; --i) {
        if (blocks.at(i).origin != kNoteOrigin) {
            continue;
        }
        if (i + 1 == blocks.size() && i > 0) {
            blocks[i - 1].trailing = blocks.at(i).trailing;
        }
        blocks.removeAt(i);
    }
}

// "删节：原文“…”（reason）。justification" for each deletion, in source order, the frame
// in the project's typography (QaStyleFixer).
QStringList FinishedPost::explanations(const Input &input)
{
    QStringList lines;
    for (const Deletion &deletion : input.deletions) {
        const BlockRecord *source = sourceOf(input.sources, deletion.sourceBlockId);
        const QString quote = source ? excerpt(deletedText(deletion, *source), source->kind, 40) : QString();
        // The frame in the project's typography; the source's words and the justification as written.
        const QChar slot(0xE100);
        const QString frame =
            QaStyleFixer::apply(QStringLiteral("删节：原文「%1」（%2）。").arg(slot).arg(reasonLabel(deletion.reason)), input.style);
        lines.append(QString(frame).replace(slot, quote) + oneLine(deletion.justification));
    }
    return lines;
}

// For each deletion the index of the draft block its reference goes after, or -1
// (a draft without prose).
QList<int> FinishedPost::referenceTargets(const Input &input)
{
    QHash<qint64, int> proseOfSource; // source block id -> last prose draft block translating it
    int firstProse = -1;
    for (int i = 0; i < input.blocks.size(); ++i) {
        const BlockRecord &block = input.blocks.at(i);
        if (!isProse(block.kind) || referencePosition(block.text, block.kind) < 0) {
            continue;
        }
        firstProse = firstProse < 0 ? i : firstProse;
        for (qint64 sourceId : input.blocks.at(i).aligned) {
            proseOfSource.insert(sourceId, i);
        }
    }
    QList<int> targets;
    for (const Deletion &deletion : input.deletions) {
        int target = firstProse;
        int k = -1;
        for (int s = 0; s < input.sources.size(); ++s) {
            k = input.sources.at(s).id == deletion.sourceBlockId ? s : k;
        }
        for (k = deletion.isWholeBlock() ? k - 1 : k; k >= 0; --k) {
            if (proseOfSource.contains(input.sources.at(k).id)) {
                target = proseOfSource.value(input.sources.at(k).id);
                break;
            }
        }
        targets.append(target);
    }
    return targets;
}

QString FinishedPost::footer(const Input &input, const ExportSettings &settings)
{
    QString line = settings.footerFormat;
    const QString count = QString::number(input.revisions);
    line.replace(QLatin1String("{date}"), input.date)
        .replace(
            QLatin1String("{revisions}"), input.revisionLink.isEmpty() ? count : QStringLiteral("[%1](%2)").arg(count, input.revisionLink));
    return QaStyleFixer::apply(line, input.style);
}
