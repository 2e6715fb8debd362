// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistfacts.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tempproject.h"

#include <QSqlQuery>
#include <QTest>

class TestChecklistFacts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void qaFindings_data();
    void qaFindings();
    void draftStatuses_data();
    void draftStatuses();
    void unknownIssueHasNothingToCount();
    void failedReadGivesNoFacts();

private:
    TempProject m_project;
    qint64 m_issueId = 0;
};

namespace {

// A heading and three paragraphs, translated.
const char *kPost = "# Title\n\nOne.\n\nTwo.\n\nThree.\n";
const char *kDraft = "# 标题\n\n一。\n\n二。\n\n三。\n";

// "term.missing" unwaived, "term.missing!" waived; severities: e error, w warning.
QaFinding finding(const QString &spec)
{
    QaFinding f;
    QString check = spec.section(QLatin1Char(':'), 0, 0);
    f.waived = check.endsWith(QLatin1Char('!'));
    check.remove(QLatin1Char('!'));
    f.check = check;
    f.severity = spec.section(QLatin1Char(':'), 1, 1) == QLatin1String("e") ? QaSeverity::Error : QaSeverity::Warning;
    return f;
}

} // namespace

void TestChecklistFacts::init()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    PostImporter importer(m_project.store());
    QVERIFY2(importer.importPost(3, kPost, QString(), QString(), kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
}

void TestChecklistFacts::qaFindings_data()
{
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<int>("errors");
    QTest::addColumn<int>("termFindings");
    QTest::newRow("none") << QStringList() << 0 << 0;
    QTest::newRow("forbidden and missing terms count, any severity")
        << QStringList {QStringLiteral("term.forbidden:e"), QStringLiteral("term.missing:w")} << 1 << 2;
    QTest::newRow("waived ones do not count") << QStringList {QStringLiteral("term.forbidden!:e"), QStringLiteral("term.missing!:w"),
        QStringLiteral("content.empty!:e")} << 0
                                              << 0;
    QTest::newRow("other term checks are no term findings")
        << QStringList {QStringLiteral("term.context:w"), QStringLiteral("term.first-use:w")} << 0 << 0;
    QTest::newRow("errors of any check") << QStringList {QStringLiteral("content.untranslated:e"), QStringLiteral("markdown.link:e"),
        QStringLiteral("typography.spacing:w")}
                                         << 2 << 0;
}

void TestChecklistFacts::qaFindings()
{
    QFETCH(QStringList, findings);
    QFETCH(int, errors);
    QFETCH(int, termFindings);
    QaRunner::Result qa;
    for (const QString &spec : std::as_const(findings)) {
        qa.findings.append(finding(spec));
    }
    QString error = QStringLiteral("left from before");
    const std::optional<ChecklistFacts> facts = ChecklistFacts::collect(m_project.store(), m_issueId, qa, &error);
    QVERIFY2(facts.has_value(), qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(facts->qaErrors, errors);
    QCOMPARE(facts->termFindings, termFindings);
    QCOMPARE(facts->draftBlocks, 4);
    QCOMPARE(facts->readers.count, 0);
    QCOMPARE(facts->deletions, 0);
}

void TestChecklistFacts::draftStatuses_data()
{
    // The three paragraphs' origin and status, "origin/status".
    QTest::addColumn<QStringList>("paragraphs");
    QTest::addColumn<int>("notes");
    QTest::addColumn<int>("unreviewedNotes");
    QTest::addColumn<int>("unapproved");
    QTest::newRow("imported, nothing approved")
        << QStringList {QStringLiteral("translation/draft"), QStringLiteral("translation/draft"), QStringLiteral("translation/draft")} << 0
        << 0 << 4;
    QTest::newRow("approved blocks") << QStringList {QStringLiteral("translation/approved"), QStringLiteral("translation/approved"),
        QStringLiteral("translation/reviewed")}
                                     << 0 << 0 << 2;
    QTest::newRow("notes: reviewed or approved ones are done")
        << QStringList {QStringLiteral("note/draft"), QStringLiteral("note/reviewed"), QStringLiteral("note/approved")} << 3 << 1 << 3;
}

void TestChecklistFacts::draftStatuses()
{
    QFETCH(QStringList, paragraphs);
    QFETCH(int, notes);
    QFETCH(int, unreviewedNotes);
    QFETCH(int, unapproved);
    QSqlQuery query(m_project.store().database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET origin = ?, status = ? WHERE id = (SELECT id FROM target_blocks WHERE issue_id "
                                 "= ? ORDER BY ordinal LIMIT 1 OFFSET ?)"));
    for (int i = 0; i < paragraphs.size(); ++i) {
        query.addBindValue(paragraphs.at(i).section(QLatin1Char('/'), 0, 0));
        query.addBindValue(paragraphs.at(i).section(QLatin1Char('/'), 1, 1));
        query.addBindValue(m_issueId);
        query.addBindValue(i + 1);
        QVERIFY2(query.exec() && query.numRowsAffected() == 1, qPrintable(paragraphs.at(i)));
    }
    QString error;
    const std::optional<ChecklistFacts> facts = ChecklistFacts::collect(m_project.store(), m_issueId, QaRunner::Result(), &error);
    QVERIFY2(facts.has_value(), qPrintable(error));
    QCOMPARE(facts->draftBlocks, 4);
    QCOMPARE(facts->notes, notes);
    QCOMPARE(facts->unreviewedNotes, unreviewedNotes);
    QCOMPARE(facts->unapprovedBlocks, unapproved);
}

// An issue that is not there (removed meanwhile) has no blocks, tests or deletions:
// its facts are all zero, not an error.
void TestChecklistFacts::unknownIssueHasNothingToCount()
{
    QString error;
    const std::optional<ChecklistFacts> facts = ChecklistFacts::collect(m_project.store(), 999999, QaRunner::Result(), &error);
    QVERIFY2(facts.has_value(), qPrintable(error));
    QCOMPARE(facts->draftBlocks, 0);
    QCOMPARE(facts->readers.count, 0);
    QCOMPARE(facts->deletions, 0);
}

void TestChecklistFacts::failedReadGivesNoFacts()
{
    QSqlQuery query(m_project.store().database());
    QVERIFY(query.exec(QStringLiteral("DROP TABLE reader_tests")));
    QString error;
    QVERIFY(!ChecklistFacts::collect(m_project.store(), m_issueId, QaRunner::Result(), &error).has_value());
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestChecklistFacts)
#include "tst_checklistfacts.moc"
