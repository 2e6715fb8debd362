// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftjournalwriter.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cstring>
#include <iterator>

namespace {

const char16_t *chars(const QString &text)
{
    return reinterpret_cast<const char16_t *>(text.utf16());
}

int breaksIn(const QString &text, int from, int to)
{
    return int(std::count(chars(text) + from, chars(text) + to, u'\n'));
}

// How many code units a and b have in common from the start, at most size: memcmp
// over blocks first (it is vectorised), then unit by unit.
int commonPrefix(const char16_t *a, const char16_t *b, int size)
{
    constexpr int kBlock = 1024;
    int at = 0;
    while (at + kBlock <= size && std::memcmp(a + at, b + at, kBlock * sizeof(char16_t)) == 0) {
        at += kBlock;
    }
    return int(std::mismatch(a + at, a + size, b + at).first - a);
}

// The same from the ends: aEnd and bEnd point past the last unit.
int commonSuffix(const char16_t *aEnd, const char16_t *bEnd, int size)
{
    constexpr int kBlock = 1024;
    int at = 0;
    while (at + kBlock <= size && std::memcmp(aEnd - at - kBlock, bEnd - at - kBlock, kBlock * sizeof(char16_t)) == 0) {
        at += kBlock;
    }
    using Back = std::reverse_iterator<const char16_t *>;
    return int(std::mismatch(Back(aEnd - at), Back(aEnd - size), Back(bEnd - at)).first - Back(aEnd));
}

bool sameIds(const LineIds &a, int i, const LineIds &b, int k)
{
    const bool inA = i < a.size();
    const bool inB = k < b.size();
    return inA && inB ? a.at(i) == b.at(k) : (inA ? a.at(i).isEmpty() : true) && (inB ? b.at(k).isEmpty() : true);
}

// The start of the line `back` lines before the line that starts at pos.
int lineStartBefore(const QString &text, int pos, int back)
{
    for (int i = 0; i < back; ++i) {
        pos = pos >= 2 ? int(text.lastIndexOf(QLatin1Char('\n'), pos - 2)) + 1 : 0;
    }
    return pos;
}

// The end (its '\n', or the end of text) of the line `forward` lines after the line
// that ends at pos.
int lineEndAfter(const QString &text, int pos, int forward)
{
    for (int i = 0; i < forward; ++i) {
        const int next = int(text.indexOf(QLatin1Char('\n'), pos + 1));
        pos = next < 0 ? int(text.size()) : next;
    }
    return pos;
}

} // namespace

DraftJournalWriter::~DraftJournalWriter() = default;

bool DraftJournalWriter::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool DraftJournalWriter::start(const QString &path, qint64 issueId, const QString &text, const LineIds &ids)
{
    const bool discarded = discard();
    if (QFileInfo::exists(path) && DraftJournal::setAside(path, &m_error).isEmpty()) {
        return false;
    }
    m_path = path;
    m_issueId = issueId;
    m_text = text;
    m_ids = ids;
    m_lines = breaksIn(text, 0, int(text.size())) + 1;
    return discarded;
}

bool DraftJournalWriter::discard()
{
    m_error.clear();
    m_path.clear();
    m_edits = 0;
    if (!m_file.isOpen() && m_file.fileName().isEmpty()) {
        return true;
    }
    m_file.close();
    const bool removed = !m_file.exists() || m_file.remove();
    const QString why = m_file.errorString();
    const QString name = m_file.fileName();
    m_file.setFileName(QString());
    return removed || fail(tr("cannot remove %1: %2").arg(QDir::toNativeSeparators(name), why));
}

bool DraftJournalWriter::append(const QString &text, const LineIds &ids)
{
    if (m_path.isEmpty()) {
        return true;
    }
    int lines = 0;
    DraftJournal::Splice change;
    if (!changeBetween(m_text, m_lines, m_ids, text, ids, &lines, &change)) {
        return true;
    }
    QByteArray bytes;
    if (!m_file.isOpen()) {
        const DraftJournal::State base = DraftJournal::State::of(m_text, m_ids);
        bytes = DraftJournal::header(m_issueId) + DraftJournal::record(0, 0, base.lines, base.ids);
    }
    bytes += DraftJournal::record(change.first, change.removed, change.lines, change.ids);
    if (!write(bytes)) {
        m_path.clear(); // the file keeps what was written before; discard() removes it
        return false;
    }
    m_text = text;
    m_ids = ids;
    m_lines = lines;
    ++m_edits;
    return true;
}

// One write() of the whole record (unbuffered), so that a killed process leaves
// whole records and at most one torn one.
bool DraftJournalWriter::write(const QByteArray &bytes)
{
    if (!m_file.isOpen()) {
        m_file.setFileName(m_path);
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered)) {
            const QString why = m_file.errorString();
            m_file.setFileName(QString());
            return fail(tr("cannot create %1: %2").arg(QDir::toNativeSeparators(m_path), why));
        }
    }
    if (m_file.write(bytes) != bytes.size()) {
        return fail(tr("cannot write to %1: %2").arg(QDir::toNativeSeparators(m_path), m_file.errorString()));
    }
    return true;
}

bool DraftJournalWriter::changeBetween(const QString &oldText, int oldLines, const LineIds &oldIds, const QString &newText,
    const LineIds &newIds, int *newLines, DraftJournal::Splice *change)
{
    const int oldSize = int(oldText.size());
    const int newSize = int(newText.size());
    const int common = qMin(oldSize, newSize);
    const int prefix = commonPrefix(chars(oldText), chars(newText), common);
    const bool sameText = prefix == oldSize && prefix == newSize;
    // The text window: lines [first, first + removed) of the old text, [first, first +
    // added) of the new; the same text before and after it.
    int first = oldLines;
    int removed = 0;
    int added = 0;
    int lineStart = newSize + 1; // of line `first`
    int lineEnd = newSize; // of line first + added - 1
    if (!sameText) {
        lineStart = prefix == 0 ? 0 : int(newText.lastIndexOf(QLatin1Char('\n'), prefix - 1)) + 1;
        first = breaksIn(newText, 0, lineStart);
        const int most = common - lineStart;
        const int suffix = commonSuffix(chars(oldText) + oldSize, chars(newText) + newSize, most);
        const int end = int(newText.indexOf(QLatin1Char('\n'), newSize - suffix));
        lineEnd = end < 0 ? newSize : end;
        const int oldEnd = oldSize - (newSize - lineEnd);
        removed = breaksIn(oldText, lineStart, oldEnd) + 1;
        added = breaksIn(newText, lineStart, lineEnd) + 1;
    }
    *newLines = oldLines - removed + added;
    // Widened to the lines around it whose ids changed.
    int from = 0;
    while (from < first && sameIds(oldIds, from, newIds, from)) {
        ++from;
    }
    const int after = oldLines - first - removed; // lines after the window, the same in both
    int kept = 0;
    while (kept < after && sameIds(oldIds, oldLines - 1 - kept, newIds, *newLines - 1 - kept)) {
        ++kept;
    }
    if (sameText && from == oldLines) {
        return false;
    }
    const int start = lineStartBefore(newText, lineStart, first - from);
    const int stop = lineEndAfter(newText, lineEnd, after - kept);
    change->first = from;
    change->removed = oldLines - kept - from;
    change->lines = newText.mid(start, stop - start).split(QLatin1Char('\n'));
    change->ids = newIds.mid(from, int(change->lines.size()));
    return true;
}
