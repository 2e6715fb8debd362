// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamleaseguard.h"

#include "store/outboxtriggers.h"
#include "store/projectstore.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

TeamLeaseGuard::TeamLeaseGuard(const ProjectStore &store)
    : m_store(store)
{
}

bool TeamLeaseGuard::isWorkingCopy() const
{
    return m_store.isOpen() && OutboxTriggers::isWorkingCopy(m_store.database());
}

bool TeamLeaseGuard::mayWrite(qint64 issueId) const
{
    return !isWorkingCopy() || leaseIsMine(issueId) == true;
}

bool TeamLeaseGuard::isHeldElsewhere(qint64 issueId) const
{
    return leaseIsMine(issueId) == false;
}

// Whether issueId's lease (as of the last sync) is this copy's; nullopt: nobody's.
std::optional<bool> TeamLeaseGuard::leaseIsMine(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT l.copy_id = (SELECT copy_id FROM team_settings) FROM team_leases l"
                                 " JOIN issues i ON i.uuid = l.issue_uuid WHERE i.id = ?"));
    query.addBindValue(issueId);
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return query.value(0).toBool();
}

QString TeamLeaseGuard::refusal(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT i.number, l.holder, l.expires, l.copy_id = (SELECT copy_id FROM team_settings) FROM issues i"
                                 " LEFT JOIN team_leases l ON l.issue_uuid = i.uuid WHERE i.id = ?"));
    query.addBindValue(issueId);
    if (!query.exec() || !query.next()) {
        return tr("Issue %1 does not exist.").arg(issueId);
    }
    const QString number = query.value(0).toString();
    if (query.value(1).isNull()) {
        return tr("Issue %1 is not checked out by this working copy: check it out first (yiqiao-cli team checkout PROJECT --issue %1).")
            .arg(number);
    }
    const QDateTime expires = QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs).toLocalTime();
    const QString until = expires.date() == QDate::currentDate() ? expires.toString(QStringLiteral("HH:mm"))
                                                                 : expires.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    if (query.value(3).toBool()) {
        return QString(); // this copy holds it
    }
    return tr("Issue %1 is held by %2 until %3; this working copy may not change its draft.").arg(number, query.value(1).toString(), until);
}

QList<qint64> TeamLeaseGuard::writable(const QList<qint64> &issueIds, QList<qint64> *left) const
{
    QList<qint64> allowed;
    for (const qint64 issueId : issueIds) {
        if (mayWrite(issueId)) {
            allowed.append(issueId);
        } else if (left) {
            left->append(issueId);
        }
    }
    return allowed;
}
