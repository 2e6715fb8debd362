// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftjournalreader.h"

#include <QDir>
#include <QFile>
#include <QtEndian>

#include <limits>

namespace {

// Reads little-endian integers and byte runs from a payload, never past its end.
class Cursor
{
public:
    explicit Cursor(const QByteArray &bytes)
        : m_bytes(bytes)
    {
    }

    template<typename T>
    bool take(T *value)
    {
        if (left() < qsizetype(sizeof(T))) {
            return false;
        }
        *value = qFromLittleEndian<T>(m_bytes.constData() + m_at);
        m_at += qsizetype(sizeof(T));
        return true;
    }

    bool takeText(quint32 length, QString *text)
    {
        if (left() / 2 < qsizetype(length)) {
            return false;
        }
        text->resize(int(length));
        qFromLittleEndian<quint16>(m_bytes.constData() + m_at, qsizetype(length), text->data());
        m_at += 2 * qsizetype(length);
        return true;
    }

    qsizetype left() const { return m_bytes.size() - m_at; }

private:
    const QByteArray &m_bytes;
    qsizetype m_at = 0;
};

constexpr qsizetype kSizeBytes = 4;

} // namespace

bool DraftJournalReader::fail(const QString &message)
{
    m_error = message;
    return false;
}

void DraftJournalReader::reset()
{
    m_issueId = 0;
    m_hasBase = false;
    m_base = {};
    m_result = {};
    m_edits = 0;
    m_ignored = 0;
    m_error.clear();
}

bool DraftJournalReader::readFile(const QString &path)
{
    reset();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(tr("cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    if (file.size() > DraftJournal::MaxBytes) {
        return fail(tr("it is larger than %1 MB, which no journal of a draft is").arg(DraftJournal::MaxBytes >> 20));
    }
    return read(file.readAll());
}

bool DraftJournalReader::read(const QByteArray &bytes)
{
    reset();
    if (bytes.isEmpty()) {
        return true;
    }
    if (!readHeader(bytes)) {
        return false;
    }
    qsizetype offset = DraftJournal::HeaderBytes;
    QByteArray payload;
    while (offset < bytes.size() && frame(bytes, offset, &payload)) {
        Splice splice;
        if (!parse(payload, &splice) || !apply(splice)) {
            const int number = m_edits + (m_hasBase ? 1 : 0) + 1;
            reset();
            return fail(tr("its record %1 does not fit the draft before it").arg(number));
        }
        offset += kSizeBytes + payload.size() + DraftJournal::ChecksumBytes;
    }
    m_ignored = bytes.size() - offset;
    return true;
}

bool DraftJournalReader::readHeader(const QByteArray &bytes)
{
    if (bytes.size() < DraftJournal::HeaderBytes || !bytes.startsWith(DraftJournal::magic())) {
        return fail(tr("it is not a Yiqiao edit journal"));
    }
    const char *data = bytes.constData();
    const int checked = DraftJournal::HeaderBytes - DraftJournal::ChecksumBytes;
    if (DraftJournal::checksum(data, checked) != bytes.mid(checked, DraftJournal::ChecksumBytes)) {
        return fail(tr("its header is damaged"));
    }
    const quint32 version = qFromLittleEndian<quint32>(data + 8);
    if (version != DraftJournal::FormatVersion) {
        return fail(tr("it was written by a newer Yiqiao (journal format %1; this version reads format %2)")
                        .arg(version)
                        .arg(DraftJournal::FormatVersion));
    }
    m_issueId = qFromLittleEndian<qint64>(data + 12);
    return true;
}

bool DraftJournalReader::frame(const QByteArray &bytes, qsizetype offset, QByteArray *payload)
{
    if (bytes.size() - offset < kSizeBytes) {
        return false;
    }
    const quint32 size = qFromLittleEndian<quint32>(bytes.constData() + offset);
    const qsizetype whole = kSizeBytes + qsizetype(size) + DraftJournal::ChecksumBytes;
    if (qint64(size) > DraftJournal::MaxBytes || bytes.size() - offset < whole) {
        return false;
    }
    const char *start = bytes.constData() + offset;
    if (DraftJournal::checksum(start, whole - DraftJournal::ChecksumBytes)
        != QByteArray::fromRawData(start + whole - DraftJournal::ChecksumBytes, DraftJournal::ChecksumBytes)) {
        return false;
    }
    *payload = bytes.mid(offset + kSizeBytes, qsizetype(size));
    return true;
}

bool DraftJournalReader::parse(const QByteArray &payload, Splice *splice)
{
    Cursor cursor(payload);
    quint32 first = 0;
    quint32 removed = 0;
    quint32 added = 0;
    if (!cursor.take(&first) || !cursor.take(&removed) || !cursor.take(&added)) {
        return false;
    }
    // Each line takes at least its two sizes: a count beyond that is a lie.
    if (first > quint32(std::numeric_limits<int>::max()) || removed > quint32(std::numeric_limits<int>::max())
        || qsizetype(added) > cursor.left() / 8) {
        return false;
    }
    splice->first = int(first);
    splice->removed = int(removed);
    splice->lines.reserve(int(added));
    splice->ids.reserve(int(added));
    for (quint32 i = 0; i < added; ++i) {
        quint32 length = 0;
        QString line;
        quint32 count = 0;
        if (!cursor.take(&length) || !cursor.takeText(length, &line) || !cursor.take(&count) || qsizetype(count) > cursor.left() / 8
            || line.contains(QLatin1Char('\n'))) {
            return false;
        }
        QList<qint64> ids;
        ids.reserve(int(count));
        for (quint32 k = 0; k < count; ++k) {
            qint64 id = 0;
            cursor.take(&id);
            ids.append(id);
        }
        splice->lines.append(line);
        splice->ids.append(ids);
    }
    return cursor.left() == 0;
}

// The first record is the base: lines for the empty state. Every state has a line.
bool DraftJournalReader::apply(const Splice &splice)
{
    DraftJournal::State &state = m_result;
    const int count = int(state.lines.size());
    if ((!m_hasBase && (splice.first != 0 || splice.removed != 0)) || splice.first > count || splice.removed > count - splice.first
        || count - splice.removed + splice.lines.size() < 1) {
        return false;
    }
    const auto at = splice.first;
    state.lines.erase(state.lines.begin() + at, state.lines.begin() + at + splice.removed);
    state.ids.erase(state.ids.begin() + at, state.ids.begin() + at + splice.removed);
    for (int i = 0; i < splice.lines.size(); ++i) {
        state.lines.insert(at + i, splice.lines.at(i));
        state.ids.insert(at + i, splice.ids.at(i));
    }
    if (!m_hasBase) {
        m_hasBase = true;
        m_base = state;
    } else {
        ++m_edits;
    }
    return true;
}
