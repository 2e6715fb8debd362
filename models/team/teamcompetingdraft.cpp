// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamcompetingdraft.h"

#include "core/sqlexec.h"
#include "draft/draftreconciler.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "store/outboxtriggers.h"
#include "store/projectstore.h"
#include "team/teamleaseguard.h"

#include <QSqlQuery>

TeamCompetingDraft::TeamCompetingDraft(ProjectStore &store)
    : m_store(store)
{
}

QString TeamCompetingDraft::key(qint64 issueId)
{
    return OutboxTriggers::localSettingKey(QStringLiteral("competing.%1").arg(issueId));
}

// The mark names the revision's row, not its number: TeamApplier renumbers this copy's
// own revisions past the team's when theirs come in.
bool TeamCompetingDraft::mark(const QSqlDatabase &db, qint64 issueId, int number, QString *error)
{
    return SqlExec::run(db,
        QStringLiteral("INSERT INTO project_settings (key, value) SELECT ?, id FROM revisions WHERE issue_id = ? AND number = ?"
                       " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
        {key(issueId), issueId, number}, error);
}

int TeamCompetingDraft::revision(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT r.number FROM project_settings s JOIN revisions r ON r.id = CAST(s.value AS INTEGER)"
                                 " WHERE s.key = ? AND r.issue_id = ?"));
    query.addBindValue(key(issueId));
    query.addBindValue(issueId);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

bool TeamCompetingDraft::dismiss(qint64 issueId)
{
    m_error.clear();
    QString error;
    if (!SqlExec::run(m_store.database(), QStringLiteral("DELETE FROM project_settings WHERE key = ?"), {key(issueId)}, &error)) {
        return fail(error);
    }
    return true;
}

bool TeamCompetingDraft::reclaim(qint64 issueId, const QString &author)
{
    m_error.clear();
    const int number = revision(issueId);
    if (number <= 0) {
        return fail(tr("This issue has no draft of yours that lost to another member's."));
    }
    const TeamLeaseGuard guard(m_store);
    if (!guard.mayWrite(issueId)) {
        return fail(guard.refusal(issueId));
    }
    RevisionRepository revisions(m_store);
    const std::optional<QString> mine = revisions.content(issueId, number);
    if (!mine) {
        return fail(revisions.errorString());
    }
    // The team's version is kept before yours goes on.
    if (!revisions.record(issueId, author, tr("The team's version, replaced by this copy's draft that had lost its lease"),
            RevisionRepository::Mode::New)) {
        return fail(revisions.errorString());
    }
    DraftSession session(m_store, issueId);
    if (!session.load()) {
        return fail(session.errorString());
    }
    // Lines that carry no ids: the blocks of your version take over those of the
    // team's in order (DraftReconciler), so alignments stay where the structure did.
    const QString text = DraftReconciler::editorText(*mine);
    LineIds none(int(text.count(QLatin1Char('\n')) + 1));
    if (!session.update(text, none)) {
        return fail(session.errorString());
    }
    return dismiss(issueId);
}
