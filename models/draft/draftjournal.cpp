// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftjournal.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtEndian>

namespace {

template<typename T>
void put(QByteArray &out, T value)
{
    char bytes[sizeof(T)];
    qToLittleEndian(value, bytes);
    out.append(bytes, int(sizeof(T)));
}

QString realFile(const QString &projectPath)
{
    const QFileInfo info(projectPath);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

const QString kSuffix = QStringLiteral(".journal");
const QString kInfix = QStringLiteral(".draft-");

} // namespace

DraftJournal::State DraftJournal::State::of(const QString &text, const LineIds &ids)
{
    State state;
    state.lines = text.split(QLatin1Char('\n'));
    state.ids = ids;
    state.ids.resize(state.lines.size());
    return state;
}

QString DraftJournal::State::text() const
{
    return lines.join(QLatin1Char('\n'));
}

QByteArray DraftJournal::magic()
{
    return QByteArrayLiteral("YQJOURNL");
}

QByteArray DraftJournal::checksum(const char *data, qsizetype size)
{
    return QCryptographicHash::hash(QByteArray::fromRawData(data, int(size)), QCryptographicHash::Sha1).left(ChecksumBytes);
}

QByteArray DraftJournal::header(qint64 issueId)
{
    QByteArray out = magic();
    put<quint32>(out, FormatVersion);
    put<qint64>(out, issueId);
    out += checksum(out.constData(), out.size());
    return out;
}

QByteArray DraftJournal::record(int first, int removed, const QStringList &lines, const LineIds &ids)
{
    QByteArray payload;
    put<quint32>(payload, quint32(first));
    put<quint32>(payload, quint32(removed));
    put<quint32>(payload, quint32(lines.size()));
    for (int i = 0; i < lines.size(); ++i) {
        const QString &text = lines.at(i);
        put<quint32>(payload, quint32(text.size()));
#if Q_BYTE_ORDER == Q_LITTLE_ENDIAN
        payload.append(reinterpret_cast<const char *>(text.utf16()), int(text.size() * 2));
#else
        for (const QChar c : text) {
            put<quint16>(payload, c.unicode());
        }
#endif
        const QList<qint64> lineIds = ids.value(i);
        put<quint32>(payload, quint32(lineIds.size()));
        for (qint64 id : lineIds) {
            put<qint64>(payload, id);
        }
    }
    QByteArray out;
    out.reserve(payload.size() + 4 + ChecksumBytes);
    put<quint32>(out, quint32(payload.size()));
    out += payload;
    out += checksum(out.constData(), out.size());
    return out;
}

QString DraftJournal::pathFor(const QString &projectPath, qint64 issueId)
{
    return realFile(projectPath) + kInfix + QString::number(issueId) + kSuffix;
}

QList<QPair<qint64, QString>> DraftJournal::journalsBeside(const QString &projectPath)
{
    const QFileInfo project(realFile(projectPath));
    const QString prefix = project.fileName() + kInfix;
    const QRegularExpression name(
        QStringLiteral("^%1([1-9][0-9]{0,17})%2$").arg(QRegularExpression::escape(prefix), QRegularExpression::escape(kSuffix)));
    const QDir dir = project.absoluteDir();
    QList<QPair<qint64, QString>> journals;
    for (const QString &file : dir.entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden, QDir::Name)) {
        const QRegularExpressionMatch match = name.match(file);
        if (match.hasMatch()) {
            journals.append({match.captured(1).toLongLong(), dir.filePath(file)});
        }
    }
    return journals;
}

QString DraftJournal::setAside(const QString &path, QString *error)
{
    for (int n = 1; n < 1000; ++n) {
        const QString kept = QStringLiteral("%1.kept-%2").arg(path).arg(n);
        if (QFileInfo::exists(kept)) {
            continue;
        }
        QFile file(path);
        if (file.rename(kept)) {
            return kept;
        }
        *error = tr("cannot rename %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return {};
    }
    *error = tr("cannot rename %1: too many kept journals beside it").arg(QDir::toNativeSeparators(path));
    return {};
}
