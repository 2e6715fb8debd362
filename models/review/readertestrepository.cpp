// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/readertestrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

ReaderTestRepository::ReaderTestRepository(ProjectStore &store)
    : m_store(store)
{
}

QString ReaderTestRepository::problemWith(const ReaderTest &test)
{
    if (test.reader.trimmed().isEmpty()) {
        return tr("A reader test needs the reader's name.");
    }
    const bool answered =
        !test.firstStep.trimmed().isEmpty() && !test.likelyProblem.trimmed().isEmpty() && !test.verification.trimmed().isEmpty();
    if (test.passed && !answered) {
        return tr("%1 cannot pass without answering all three questions (first step, likely problem, how to verify).")
            .arg(test.reader.trimmed());
    }
    return {};
}

qint64 ReaderTestRepository::add(const ReaderTest &test)
{
    m_error.clear();
    const QString problem = problemWith(test);
    if (!problem.isEmpty()) {
        fail(problem);
        return 0;
    }
    if (!issueExists(test.issueId)) {
        return 0;
    }
    qint64 id = 0;
    const bool written = write(QStringLiteral("INSERT INTO reader_tests (reader, profile, first_step, likely_problem, verification, passed,"
                                              " issue_id, created_at) VALUES (CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT),"
                                              " CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?)"),
        fields(test) + QVariantList {test.issueId, Timestamps::now()}, 0, &id);
    return written ? id : 0;
}

bool ReaderTestRepository::update(const ReaderTest &test)
{
    m_error.clear();
    const QString problem = problemWith(test);
    if (!problem.isEmpty()) {
        return fail(problem);
    }
    return write(QStringLiteral("UPDATE reader_tests SET reader = CAST(? AS TEXT), profile = CAST(? AS TEXT),"
                                " first_step = CAST(? AS TEXT), likely_problem = CAST(? AS TEXT),"
                                " verification = CAST(? AS TEXT), passed = ? WHERE id = ?"),
        fields(test) + QVariantList {test.id}, test.id);
}

bool ReaderTestRepository::remove(qint64 testId)
{
    m_error.clear();
    return write(QStringLiteral("DELETE FROM reader_tests WHERE id = ?"), {testId}, testId);
}

QList<ReaderTest> ReaderTestRepository::tests(qint64 issueId) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT id, CAST(reader AS BLOB), CAST(profile AS BLOB), CAST(first_step AS BLOB),"
                       " CAST(likely_problem AS BLOB), CAST(verification AS BLOB), passed, created_at"
                       " FROM reader_tests WHERE issue_id = ? ORDER BY id"),
        {issueId}, [issueId](const QSqlQuery &query) {
            ReaderTest test;
            test.id = query.value(0).toLongLong();
            test.issueId = issueId;
            test.reader = Utf8Text::read(query.value(1));
            test.profile = Utf8Text::read(query.value(2));
            test.firstStep = Utf8Text::read(query.value(3));
            test.likelyProblem = Utf8Text::read(query.value(4));
            test.verification = Utf8Text::read(query.value(5));
            test.passed = query.value(6).toInt() != 0;
            test.createdAt = query.value(7).toString();
            return test;
        });
}

ReaderTestSummary ReaderTestRepository::summary(qint64 issueId) const
{
    return ReaderTestSummary::of(tests(issueId));
}

bool ReaderTestRepository::issueExists(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT 1 FROM issues WHERE id = ?"), {issueId})) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    return query.next() || fail(tr("Issue %1 does not exist.").arg(issueId));
}

QVariantList ReaderTestRepository::fields(const ReaderTest &test)
{
    return {Utf8Text::bind(test.reader.trimmed()), Utf8Text::bind(test.profile.trimmed()), Utf8Text::bind(test.firstStep.trimmed()),
        Utf8Text::bind(test.likelyProblem.trimmed()), Utf8Text::bind(test.verification.trimmed()), test.passed ? 1 : 0};
}

// Runs sql with values in a transaction. It must change the test testId, or with
// insertedId insert one (its id then).
bool ReaderTestRepository::write(const QString &sql, const QVariantList &values, qint64 testId, qint64 *insertedId)
{
    return m_store.inTransaction(
        [&] {
            QSqlQuery query(m_store.database());
            if (!exec(query, sql, values)) {
                return false;
            }
            if (insertedId) {
                *insertedId = query.lastInsertId().toLongLong();
                return true;
            }
            return query.numRowsAffected() == 1 || fail(tr("Reader test %1 does not exist.").arg(testId));
        },
        &m_error);
}
