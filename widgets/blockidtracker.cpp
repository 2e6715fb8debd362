// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockidtracker.h"

#include "draft/runpairing.h"

#include <QPair>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <climits>

namespace {
QList<qint64> united(QList<qint64> ids, const QList<qint64> &more)
{
    for (const qint64 id : more) {
        if (!ids.contains(id)) {
            ids.append(id);
        }
    }
    return ids;
}

int breaksBetween(const QString &text, int from, int to)
{
    int breaks = 0;
    for (int i = from; i < to; ++i) {
        breaks += text.at(i) == QLatin1Char('\n') ? 1 : 0;
    }
    return breaks;
}

// Offset of the start of the line that offset lies on.
int lineStartOf(const QString &text, int offset)
{
    return offset == 0 ? 0 : text.lastIndexOf(QLatin1Char('\n'), offset - 1) + 1;
}

// The paragraphs (runs of lines that are not blank) among lines [from, to] of texts,
// as [first, last] pairs; all the lines as one when every one is blank.
QList<QPair<int, int>> paragraphsOf(const QStringList &texts, int from, int to)
{
    QList<QPair<int, int>> paragraphs;
    for (int line = from; line <= to; ++line) {
        const bool blank = texts.at(line).trimmed().isEmpty();
        const bool continues = !paragraphs.isEmpty() && paragraphs.constLast().second == line - 1;
        if (!blank && continues) {
            paragraphs.last().second = line;
        } else if (!blank) {
            paragraphs.append({line, line});
        }
    }
    if (paragraphs.isEmpty()) {
        paragraphs.append({from, to});
    }
    return paragraphs;
}

// container with count entries at at replaced by replacement.
template<typename Container, typename Replacement>
void splice(Container &container, int at, int count, const Replacement &replacement)
{
    if (count == replacement.size()) {
        std::copy(replacement.begin(), replacement.end(), container.begin() + at);
        return;
    }
    Container result;
    result.reserve(container.size() - count + replacement.size());
    result << container.mid(0, at) << replacement << container.mid(at + count);
    container = result;
}
} // namespace

BlockIdTracker::BlockIdTracker(QTextDocument *document)
    : QObject(document)
    , m_document(document)
{
    reset();
    connect(document, &QTextDocument::contentsChange, this, &BlockIdTracker::onContentsChange);
}

void BlockIdTracker::setLineIds(const LineIds &ids)
{
    if (!m_document->isUndoAvailable() && !m_document->isRedoAvailable()) {
        m_states.clear();
        m_restampedFrom.clear();
    } else {
        m_restampedFrom = recorded(); // what the edits of this state gave its lines
    }
    m_ids = ids;
    m_ids.resize(m_texts.size());
}

void BlockIdTracker::expectReplacement(bool expected)
{
    m_replacing = expected;
}

LineIds BlockIdTracker::recorded() const
{
    if (m_restampedFrom.size() != m_ids.size()) {
        return m_ids;
    }
    LineIds ids = m_ids;
    for (int line = 0; line < ids.size(); ++line) {
        if (!m_restampedFrom.at(line).isEmpty()) {
            ids[line] = united(ids.at(line), m_restampedFrom.at(line));
        }
    }
    return ids;
}

void BlockIdTracker::setIdsAt(int line, const QList<qint64> &ids)
{
    if (line >= 0 && line < m_ids.size() && m_ids.at(line) != ids) {
        m_ids[line] = ids;
    }
}

bool BlockIdTracker::undo(QTextCursor *cursor)
{
    return step(cursor, false);
}

bool BlockIdTracker::redo(QTextCursor *cursor)
{
    return step(cursor, true);
}

bool BlockIdTracker::step(QTextCursor *cursor, bool redo)
{
    if (!(redo ? m_document->isRedoAvailable() : m_document->isUndoAvailable())) {
        return false;
    }
    const LineIds before = m_ids;
    m_undoRedoCall = true;
    if (redo) {
        m_document->redo(cursor);
    } else {
        m_document->undo(cursor);
    }
    m_undoRedoCall = false;
    if (m_document->availableUndoSteps() != m_undoSteps) {
        updateUndoHistory(before, true); // the step changed no text, so no contentsChange came
    }
    return true;
}

void BlockIdTracker::onContentsChange(int position, int removed, int added)
{
    const LineIds before = recorded(); // shared, not copied, unless restamped
    Change change;
    bool changed = false;
    if (!applyHinted(position, removed, added, &change, &changed)) {
        changed = applyByScan(&change);
    }
    if (changed) {
        m_replacing = false;
    }
    m_characterCount = m_document->characterCount();
    updateUndoHistory(before, m_undoRedoCall);
    if (changed) {
        Q_EMIT linesChanged(change.first, change.removed, change.added);
    }
}

// Trusts the range Qt reports when it agrees with the lines and lengths known from
// before. Format changes and highlighters report ranges without text changes, and
// some (QTextDocument::clear(), setPlainText()) report more or less than they did.
bool BlockIdTracker::applyHinted(int position, int removed, int added, Change *change, bool *changed)
{
    const QTextBlock block = m_document->findBlock(position);
    const int oldCount = m_texts.size();
    if (!block.isValid() || block.blockNumber() >= oldCount) {
        return false;
    }
    const int first = block.blockNumber();
    int oldLast = first;
    for (int start = block.position(); oldLast + 1 < oldCount && start + m_texts.at(oldLast).size() < position + removed; ++oldLast) {
        start += m_texts.at(oldLast).size() + 1;
    }
    const QTextBlock lastBlock = m_document->findBlock(position + added);
    const int newCount = m_document->blockCount();
    const int newLast = lastBlock.isValid() ? lastBlock.blockNumber() : newCount - 1;
    if (oldCount - oldLast != newCount - newLast || m_characterCount - removed + added != m_document->characterCount()) {
        return false;
    }
    const int window = position - block.position();
    *changed = applyWindow({first, oldLast, newLast, window, window + removed, window + added, true}, change);
    return true;
}

// Compares every line with the text from before: for the changes whose range does
// not fit.
bool BlockIdTracker::applyByScan(Change *change)
{
    const int oldCount = m_texts.size();
    const int newCount = m_document->blockCount();
    int first = 0;
    for (QTextBlock block = m_document->begin(); first < oldCount && block.isValid() && block.text() == m_texts.at(first);
         block = block.next()) {
        ++first;
    }
    if (first == oldCount && first == newCount) {
        return false;
    }
    const int limit = std::min(oldCount, newCount) - first;
    int same = 0;
    for (QTextBlock block = m_document->lastBlock(); same < limit && block.text() == m_texts.at(oldCount - 1 - same);
         block = block.previous()) {
        ++same;
    }
    if (oldCount - 1 - same < first || newCount - 1 - same < first) {
        // Whole lines inserted or removed: take in a neighbour line, so that both
        // sides have one.
        first > 0 ? --first : --same;
    }
    // No ids handed on: setPlainText() and clear() come this way.
    return applyWindow({first, oldCount - 1 - same, newCount - 1 - same, 0, INT_MAX, INT_MAX, false}, change);
}

// Decides the ids of the new lines of w (see Window).
bool BlockIdTracker::applyWindow(const Window &w, Change *change)
{
    const int first = w.first;
    const QStringList oldLines = m_texts.mid(first, w.oldLast - first + 1);
    const QStringList newLines = newTexts(first, w.newLast);
    const QString oldText = oldLines.join(QLatin1Char('\n'));
    const QString newText = newLines.join(QLatin1Char('\n'));
    int start = std::min({w.window, int(oldText.size()), int(newText.size())});
    int oldStop = std::max(start, std::min(w.oldEnd, int(oldText.size())));
    int newStop = std::max(start, std::min(w.newEnd, int(newText.size())));
    while (start < oldStop && start < newStop && oldText.at(start) == newText.at(start)) {
        ++start;
    }
    while (oldStop > start && newStop > start && oldText.at(oldStop - 1) == newText.at(newStop - 1)) {
        --oldStop;
        --newStop;
    }
    if (start == oldStop && start == newStop) {
        return false;
    }
    const int head = breaksBetween(oldText, 0, start);
    const int oldTail = head + breaksBetween(oldText, start, oldStop);
    const int newTail = head + breaksBetween(newText, start, newStop);
    const bool headSurvives = start > lineStartOf(oldText, start);
    const bool tailSurvives = oldStop - lineStartOf(oldText, oldStop) < oldLines.at(oldTail).size();
    LineIds ids(newTail - head + 1);
    if (headSurvives || (head == oldTail && !tailSurvives)) {
        ids.first() = m_ids.at(first + head); // a line whose content alone was replaced keeps its ids
    }
    if (tailSurvives) {
        ids.last() = united(ids.last(), m_ids.at(first + oldTail));
    }
    // Text removed up to a line start without a replacement took whole lines with their
    // line breaks away: their ids go.
    const bool linesRemoved = newStop == start && !m_replacing && oldStop == lineStartOf(oldText, oldStop);
    if (w.inherit && oldStop > start && !linesRemoved) {
        const bool inserted = newStop > start || m_replacing;
        inheritReplaced({first, head, oldTail, newTail, headSurvives, tailSurvives, inserted}, oldLines, newLines, ids);
    }
    const int at = first + head;
    if (head == oldTail && head == newTail) {
        m_texts[at] = newLines.at(head); // typing: ids stay, no copy of m_ids
    } else {
        splice(m_texts, at, oldTail - head + 1, newLines.mid(head, newTail - head + 1));
        splice(m_ids, at, oldTail - head + 1, ids);
        if (m_restampedFrom.size() == m_texts.size() - (newTail - oldTail)) {
            splice(m_restampedFrom, at, oldTail - head + 1, LineIds(newTail - head + 1));
        }
    }
    *change = {at, oldTail - head + 1, newTail - head + 1};
    return true;
}

// Lines whose whole text an edit took away hand their ids to the lines that took
// their place (a paste, typing, a drop or an input method over a selection of whole
// lines), paragraph by paragraph in order (RunPairing): one paragraph over two
// carries both (a merge), two over one both carry its ids (a split). Without such
// lines, text inserted into what survives carries them (pasted between the head of
// one paragraph and the tail of another). ids: of new lines [head, newTail].
void BlockIdTracker::inheritReplaced(const Replacement &r, const QStringList &oldLines, const QStringList &newLines, LineIds &ids) const
{
    const int goneFirst = r.headSurvives ? r.head + 1 : r.head;
    const int goneLast = r.tailSurvives ? r.oldTail - 1 : r.oldTail;
    const int freshFirst = r.headSurvives ? r.head + 1 : r.head;
    const int freshLast = r.tailSurvives ? r.newTail - 1 : r.newTail;
    if (goneFirst > goneLast || (freshFirst > freshLast && !r.inserted)) {
        return;
    }
    if (freshFirst > freshLast) { // the inserted text's first line, in line order
        QList<qint64> carried = r.headSurvives ? m_ids.at(r.first + r.head) : QList<qint64>();
        for (int line = goneFirst; line <= goneLast; ++line) {
            carried = united(carried, m_ids.at(r.first + line));
        }
        ids.first() = united(carried, ids.first());
        return;
    }
    const QList<QPair<int, int>> gone = paragraphsOf(oldLines, goneFirst, goneLast);
    const QList<QPair<int, int>> fresh = paragraphsOf(newLines, freshFirst, freshLast);
    const auto give = [&](const QPair<int, int> &from, const QPair<int, int> &to) {
        QList<qint64> carried;
        for (int line = from.first; line <= from.second; ++line) {
            carried = united(carried, m_ids.at(r.first + line));
        }
        for (int line = to.first; line <= to.second; ++line) {
            ids[line - r.head] = united(ids.at(line - r.head), carried);
        }
    };
    const int goneCount = int(gone.size());
    const int freshCount = int(fresh.size());
    for (int i = 0; i < std::max(goneCount, freshCount); ++i) {
        if (goneCount >= freshCount) {
            give(gone.at(i), fresh.at(RunPairing::partner(i, goneCount, freshCount)));
        } else {
            give(gone.at(RunPairing::partner(i, freshCount, goneCount)), fresh.at(i));
        }
    }
}

QStringList BlockIdTracker::newTexts(int first, int last) const
{
    QStringList texts;
    for (QTextBlock block = m_document->findBlockByNumber(first); block.isValid() && block.blockNumber() <= last; block = block.next()) {
        texts.append(block.text());
    }
    return texts;
}

// QTextDocument's undo stack restores text but no ids: the ids of every state an
// undo or redo can return to are kept by availableUndoSteps(), which is already
// updated when contentsChange arrives (Qt 5.15 and 6.4).
void BlockIdTracker::updateUndoHistory(const LineIds &before, bool undoRedo)
{
    const int undoSteps = m_document->availableUndoSteps();
    // Not availableRedoSteps(): it counts one command too few (Qt 5.15 and 6.4).
    const bool redoable = m_document->isRedoAvailable();
    const bool undone = undoSteps < m_undoSteps && redoable;
    const bool redone = undoSteps > m_undoSteps && redoable; // new commands clear the redo stack
    if (undoSteps != m_undoSteps) {
        m_restampedFrom.clear(); // another state
    }
    if (undone || redone || (undoRedo && undoSteps != m_undoSteps)) {
        m_states.insert(m_undoSteps, before);
        restoreState(undoSteps);
    } else if (undoSteps > m_undoSteps) {
        dropStatesAfter(m_undoSteps);
        m_states.insert(m_undoSteps, before);
    } else if (undoSteps < m_undoSteps) {
        m_states.clear(); // the stacks were cleared (setPlainText())
    }
    if (!redoable) {
        dropStatesAfter(undoSteps);
    }
    m_undoSteps = undoSteps;
}

void BlockIdTracker::dropStatesAfter(int undoSteps)
{
    for (auto state = m_states.upperBound(undoSteps); state != m_states.end();) {
        state = m_states.erase(state);
    }
}

void BlockIdTracker::restoreState(int undoSteps)
{
    const auto state = m_states.constFind(undoSteps);
    if (state != m_states.constEnd() && state->size() == m_texts.size()) {
        m_ids = *state;
    }
}

void BlockIdTracker::reset()
{
    m_texts = newTexts(0, m_document->blockCount() - 1);
    m_ids = LineIds(m_texts.size());
    m_restampedFrom.clear();
    m_characterCount = m_document->characterCount();
    m_states.clear();
    m_undoSteps = m_document->availableUndoSteps();
}
