// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "review/readertest.h"
#include "review/readertestsummary.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;
class QSqlQuery;

// Stores the readers' blind tests of an issue (reader_tests). Each write is a
// transaction of its own. Refused, with errorString() and nothing changed: a blank
// reader name, a test marked passed without all three answers, an issue or a test
// that does not exist.
class ReaderTestRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ReaderTestRepository)
public:
    explicit ReaderTestRepository(ProjectStore &store);

    // Stores test for test.issueId (id and createdAt are ignored); the new id, 0 on error.
    qint64 add(const ReaderTest &test);
    // Replaces the reader, profile, answers and verdict of the stored test test.id.
    bool update(const ReaderTest &test);
    bool remove(qint64 testId);
    // In the order they were added.
    QList<ReaderTest> tests(qint64 issueId) const;
    ReaderTestSummary summary(qint64 issueId) const;

    // Why test cannot be stored, or an empty string.
    static QString problemWith(const ReaderTest &test);

private:
    bool issueExists(qint64 issueId) const;
    static QVariantList fields(const ReaderTest &test);
    bool write(const QString &sql, const QVariantList &values, qint64 testId, qint64 *insertedId = nullptr);

    ProjectStore &m_store;
};
