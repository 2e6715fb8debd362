// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qawaiverrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "qa/qafinding.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

QaWaiverRepository::QaWaiverRepository(ProjectStore &store)
    : m_store(store)
{
}

bool QaWaiverRepository::waive(qint64 issueId, const QaFinding &finding, const QString &reason, const QString &author)
{
    m_error.clear();
    if (reason.trimmed().isEmpty()) {
        return fail(tr("Say why this finding may stay."));
    }
    return m_store.inTransaction(
        [&] {
            return exec(m_store.database(),
                QStringLiteral("INSERT INTO qa_waivers (issue_id, finding_key, check_id, reason, author, created_at)"
                               " VALUES (?, CAST(? AS TEXT), ?, CAST(? AS TEXT), CAST(? AS TEXT), ?)"
                               " ON CONFLICT (issue_id, finding_key) DO UPDATE SET reason = excluded.reason,"
                               " author = excluded.author, created_at = excluded.created_at"),
                {issueId, Utf8Text::bind(finding.key()), finding.check, Utf8Text::bind(reason.trimmed()), Utf8Text::bind(author),
                    Timestamps::now()});
        },
        &m_error);
}

bool QaWaiverRepository::unwaive(qint64 issueId, const QString &findingKey)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("DELETE FROM qa_waivers WHERE issue_id = ? AND CAST(finding_key AS BLOB) = ?"));
    query.addBindValue(issueId);
    query.addBindValue(Utf8Text::bind(findingKey));
    return query.exec() || fail(SqlErrors::describe(query.lastError()));
}

QHash<QString, QaWaiver> QaWaiverRepository::waivers(qint64 issueId) const
{
    m_error.clear();
    const QList<QaWaiver> stored = selectRows(m_store.database(),
        QStringLiteral("SELECT CAST(finding_key AS BLOB), check_id, CAST(reason AS BLOB), CAST(author AS BLOB), created_at"
                       " FROM qa_waivers WHERE issue_id = ?"),
        {issueId}, [](const QSqlQuery &query) {
            QaWaiver waiver;
            waiver.findingKey = Utf8Text::read(query.value(0));
            waiver.check = query.value(1).toString();
            waiver.reason = Utf8Text::read(query.value(2));
            waiver.author = Utf8Text::read(query.value(3));
            waiver.createdAt = query.value(4).toString();
            return waiver;
        });
    QHash<QString, QaWaiver> result;
    for (const QaWaiver &waiver : stored) {
        result.insert(waiver.findingKey, waiver);
    }
    return result;
}

void QaWaiverRepository::apply(QList<QaFinding> &findings, const QHash<QString, QaWaiver> &waivers)
{
    if (waivers.isEmpty()) {
        return;
    }
    for (QaFinding &finding : findings) {
        const auto waiver = waivers.constFind(finding.key());
        finding.waived = waiver != waivers.cend();
        finding.waiverReason = finding.waived ? waiver->reason : QString();
    }
}
