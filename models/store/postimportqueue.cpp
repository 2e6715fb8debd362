// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/postimportqueue.h"

#include "core/importlimits.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QVariant>

#include <QFile>
#include <QFileInfo>
#include <QTimer>

PostImportQueue::PostImportQueue(ProjectStore &store, const QList<PostImportItem> &items, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_items(items)
{
}

PostImportQueue::PostImportQueue(ProjectStore &store, const QStringList &paths, QObject *parent)
    : PostImportQueue(store, QList<PostImportItem>(), parent)
{
    for (const QString &path : paths) {
        m_items.append({path, 0, QString()});
    }
}

void PostImportQueue::start()
{
    QTimer::singleShot(0, this, &PostImportQueue::next);
}

void PostImportQueue::cancel()
{
    m_cancelled = true;
}

// Dropping the same file twice must not make two issues of one post.
int PostImportQueue::issueWith(const QByteArray &bytes) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT i.number FROM source_posts p JOIN issues i ON i.id = p.issue_id WHERE p.sha256 = ?"));
    query.addBindValue(QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

int PostImportQueue::nextNumber() const
{
    int last = 0;
    for (const Issue &issue : IssueRepository(m_store).issues()) {
        last = qMax(last, issue.number);
    }
    return last + 1;
}

void PostImportQueue::next()
{
    if (m_cancelled || m_done >= m_items.size()) {
        Q_EMIT finished();
        return;
    }
    const PostImportItem &item = m_items.at(m_done);
    const QString path = item.path;
    const QString name = QFileInfo(path).fileName();
    Q_EMIT progress(m_done, total(), name);
    QFile file(path);
    QByteArray bytes;
    if (!file.open(QIODevice::ReadOnly)) {
        m_errors.append(tr("%1: %2").arg(name, file.errorString()));
    } else if (!ImportLimits::readAtMost(file, ImportLimits::PostBytes, &bytes)) {
        m_errors.append(tr("%1: %2").arg(name, ImportLimits::postTooLarge()));
    } else {
        PostImporter importer(m_store);
        const int number = item.number > 0 ? item.number : nextNumber();
        if (const int existing = issueWith(bytes)) {
            m_errors.append(tr("%1: this post is already imported into issue %2.").arg(name, QString::number(existing)));
        } else if (item.number > 0 && IssueRepository(m_store).issue(number)) {
            // Chosen as free, taken since (another program): the post is not added to it.
            m_errors.append(tr("%1: issue %2 already exists.").arg(name, QString::number(number)));
        } else if (importer.importPost(number, bytes, item.title, QFileInfo(path).absoluteFilePath())) {
            m_imported.append(number);
        } else {
            m_errors.append(tr("%1: %2").arg(name, importer.errorString()));
        }
    }
    ++m_done;
    Q_EMIT progress(m_done, total(), name);
    QTimer::singleShot(0, this, &PostImportQueue::next);
}
