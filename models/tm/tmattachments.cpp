// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmattachments.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

TmAttachments::TmAttachments(ProjectStore &store, TranslationMemory &memory)
    : m_store(store)
    , m_memory(memory)
{
}

bool TmAttachments::attach(const QString &path, int *units, int *known)
{
    m_error.clear();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QList<TmUnit> read;
    if (!readFile(absolute, &read)) {
        return false;
    }
    Row row;
    row.path = absolute;
    for (const Row &existing : rows()) {
        if (existing.path == absolute) {
            row = existing;
        }
    }
    if (row.origin.isEmpty()) {
        row.origin = freeOrigin(absolute);
    }
    row.size = QFileInfo(absolute).size();
    row.modified = modifiedOf(absolute);
    if (!store(row, read)) {
        return false;
    }
    const int stored = unitCount(row.origin);
    if (units) {
        *units = stored;
    }
    if (known) {
        *known = int(read.size()) - stored;
    }
    return true;
}

bool TmAttachments::detach(const QString &path)
{
    m_error.clear();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (const Row &row : rows()) {
        if (row.path != absolute) {
            continue;
        }
        const bool ok = m_memory.replaceOrigin(row.origin, {}, [&](QString *error) {
            QSqlQuery remove(m_store.database());
            if (!exec(remove, QStringLiteral("DELETE FROM tm_attachments WHERE id = ?"), {row.id})) {
                *error = SqlErrors::describe(remove.lastError());
                return false;
            }
            return true;
        });
        return ok || fail(m_memory.errorString());
    }
    return fail(tr("%1 is not attached to this project.").arg(QDir::toNativeSeparators(absolute)));
}

QList<TmAttachments::Attachment> TmAttachments::list() const
{
    QList<Attachment> result;
    for (const Row &row : rows()) {
        Attachment attachment;
        attachment.path = row.path;
        attachment.origin = row.origin;
        attachment.units = unitCount(row.origin);
        const QFileInfo file(row.path);
        if (!file.exists()) {
            attachment.state = Attachment::State::Missing;
        } else if (file.size() != row.size || modifiedOf(row.path) != row.modified) {
            attachment.state = Attachment::State::Changed;
        }
        result.append(attachment);
    }
    return result;
}

bool TmAttachments::refresh(QStringList *refreshed)
{
    m_error.clear();
    for (const Attachment &attachment : list()) {
        if (attachment.state != Attachment::State::Changed) {
            continue;
        }
        if (!attach(attachment.path)) {
            return false;
        }
        if (refreshed) {
            refreshed->append(attachment.path);
        }
    }
    return true;
}

QList<TmAttachments::Row> TmAttachments::rows() const
{
    QList<Row> result;
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT id, path, origin, size, modified FROM tm_attachments ORDER BY id"))) {
        return result;
    }
    while (query.next()) {
        result.append({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(), query.value(3).toLongLong(),
            query.value(4).toString()});
    }
    return result;
}

// "attached:<file name>", made unique when another attached file has the name.
QString TmAttachments::freeOrigin(const QString &path) const
{
    const QString base = QStringLiteral("attached:") + QFileInfo(path).fileName();
    QSqlQuery taken(m_store.database());
    taken.prepare(
        QStringLiteral("SELECT (SELECT count(*) FROM tm_attachments WHERE origin = ?) + (SELECT count(*) FROM tm_units WHERE origin = ?)"));
    for (int n = 1;; ++n) {
        const QString origin = n == 1 ? base : QStringLiteral("%1 (%2)").arg(base).arg(n);
        taken.addBindValue(origin);
        taken.addBindValue(origin);
        if (!taken.exec() || !taken.next() || taken.value(0).toInt() == 0) {
            return origin;
        }
        taken.finish();
    }
}

bool TmAttachments::readFile(const QString &path, QList<TmUnit> *units)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    TmxReader reader;
    reader.setProgress(m_progress);
    if (!reader.read(file)) {
        return fail(tr("%1: %2").arg(QFileInfo(path).fileName(), reader.errorString()));
    }
    *units = reader.units();
    return true;
}

bool TmAttachments::store(const Row &row, const QList<TmUnit> &units)
{
    m_memory.setProgress(m_progress);
    const bool ok = m_memory.replaceOrigin(row.origin, units, [&](QString *error) {
        QSqlQuery upsert(m_store.database());
        upsert.prepare(QStringLiteral("INSERT INTO tm_attachments (path, origin, size, modified, attached_at) VALUES (?, ?, ?, ?, ?)"
                                      " ON CONFLICT(path) DO UPDATE SET size = excluded.size, modified = excluded.modified"));
        for (const QVariant &value :
            {QVariant(row.path), QVariant(row.origin), QVariant(row.size), QVariant(row.modified), QVariant(Timestamps::now())}) {
            upsert.addBindValue(value);
        }
        if (!upsert.exec()) {
            *error = SqlErrors::describe(upsert.lastError());
            return false;
        }
        return true;
    });
    m_memory.setProgress({});
    return ok || fail(m_memory.errorString());
}

int TmAttachments::unitCount(const QString &origin) const
{
    QSqlQuery count(m_store.database());
    count.prepare(QStringLiteral("SELECT count(*) FROM tm_units WHERE origin = ?"));
    count.addBindValue(origin);
    return count.exec() && count.next() ? count.value(0).toInt() : 0;
}

QString TmAttachments::modifiedOf(const QString &path)
{
    return QFileInfo(path).lastModified().toUTC().toString(Qt::ISODateWithMs);
}
