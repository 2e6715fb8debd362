// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrepository.h"
#include "reuse/issuereuse.h"
#include "reusefixture.h"
#include "terms/termrepository.h"

#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReuseFixture;

// Notes, checklist results and terms of one issue re-used in another in one
// transaction: each part alone, all together, copy and link, nothing chosen, and a
// refused part leaving nothing written — with IssueReuse's write the session's first.
class TestIssueReuse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void apply_data();
    void apply();
    void refused_data();
    void refused();

private:
    // Every stored row of the issue's draft blocks, checklist runs and results and terms, as text.
    QStringList snapshot(qint64 issueId, int number);
    QStringList rows(const QString &sql, const QVariantList &values);
    int termCount(int number);
    QString journalMode();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue1 = 0;
    qint64 m_issue2 = 0;
    QList<qint64> m_notes; // the two notes of issue 1
    QHash<QString, qint64> m_terms; // by source term
};

void TestIssueReuse::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QString path = m_dir->filePath(QStringLiteral("p.yiqiao"));
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(path, QStringLiteral("P")), qPrintable(m_store->errorString()));
    m_issue1 = importIssue(*m_store, 1, kSource1, kTarget1);
    m_issue2 = importIssue(*m_store, 2, kSource2, kTarget2);
    QVERIFY(m_issue1 && m_issue2);
    QVERIFY(makeNote(*m_store, m_issue1, 2, AnnotationKind::HardwareTable, hardwareValues()));
    QVERIFY(makeNote(*m_store, m_issue1, 4, AnnotationKind::VersionNote, versionValues()));
    const QList<BlockRecord> stored = blocks(*m_store, m_issue1);
    m_notes = {stored.at(2).id, stored.at(4).id};

    ChecklistRepository checklist(*m_store);
    QVERIFY(checklist.setChecked(
        m_issue1, QStringLiteral("scenario_rewrite"), true, QStringLiteral("林审校"), QStringLiteral("按读者场景重写")));
    QVERIFY(checklist.setChecked(m_issue1, QStringLiteral("code_verified"), true, QStringLiteral("王译者")));

    TermEntry kernel;
    kernel.source = QStringLiteral("kernel");
    kernel.renderings = {TermRendering {QStringLiteral("核函数"), {}, {}, {}, {}, 0, true}};
    kernel.issues = {1};
    TermEntry token;
    token.source = QStringLiteral("token");
    token.issues = {1};
    TermEntry warp;
    warp.source = QStringLiteral("warp");
    warp.issues = {2};
    TermRepository terms(*m_store);
    QVERIFY2(terms.add({kernel, token, warp}), qPrintable(terms.errorString()));
    for (const TermEntry &entry : terms.all()) {
        m_terms.insert(entry.source, entry.id);
    }

    // A new session: IssueReuse's transaction is its first write, which must not try
    // to switch the journal to WAL inside a transaction.
    m_store->close();
    QVERIFY2(m_store->open(path), qPrintable(m_store->errorString()));
    QVERIFY(journalMode() != QLatin1String("wal"));
}

void TestIssueReuse::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

QStringList TestIssueReuse::rows(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_store->database());
    query.prepare(sql);
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        return {QStringLiteral("<failed: %1>").arg(sql)};
    }
    QStringList result;
    while (query.next()) {
        QStringList fields;
        for (int i = 0; i < query.record().count(); ++i) {
            fields.append(query.value(i).toString());
        }
        result.append(fields.join(QLatin1Char('|')));
    }
    return result;
}

QStringList TestIssueReuse::snapshot(qint64 issueId, int number)
{
    return rows(QStringLiteral("SELECT * FROM target_blocks WHERE issue_id = ? ORDER BY id"), {issueId})
        + rows(QStringLiteral("SELECT * FROM checklist_runs WHERE issue_id = ? ORDER BY id"), {issueId})
        + rows(QStringLiteral("SELECT r.* FROM checklist_results r JOIN checklist_runs u ON u.id = r.run_id"
                              " WHERE u.issue_id = ? ORDER BY r.run_id, r.item_key"),
            {issueId})
        + rows(QStringLiteral("SELECT * FROM term_issues WHERE issue_number = ? ORDER BY term_id"), {number})
        + rows(QStringLiteral("SELECT * FROM note_links ORDER BY target_block_id"), {});
}

int TestIssueReuse::termCount(int number)
{
    return rows(QStringLiteral("SELECT term_id FROM term_issues WHERE issue_number = ?"), {number}).size();
}

QString TestIssueReuse::journalMode()
{
    const QStringList mode = rows(QStringLiteral("PRAGMA journal_mode"), {});
    return mode.isEmpty() ? QString() : mode.constFirst().toLower();
}

void TestIssueReuse::apply_data()
{
    QTest::addColumn<bool>("notes");
    QTest::addColumn<QList<int>>("noteIndexes"); // into m_notes
    QTest::addColumn<bool>("link");
    QTest::addColumn<bool>("checklist");
    QTest::addColumn<bool>("terms");
    QTest::addColumn<int>("newBlocks");
    QTest::addColumn<int>("newResults");
    QTest::addColumn<int>("newTerms");
    QTest::addColumn<int>("newLinks");

    const QList<int> both {0, 1};
    QTest::newRow("notes only, copied") << true << both << false << false << false << 2 << 0 << 0 << 0;
    QTest::newRow("notes only, linked") << true << QList<int> {1} << true << false << false << 1 << 0 << 0 << 1;
    QTest::newRow("checklist only") << false << QList<int>() << false << true << false << 0 << 2 << 0 << 0;
    QTest::newRow("terms only") << false << QList<int>() << false << false << true << 0 << 0 << 2 << 0;
    QTest::newRow("all three together, notes copied") << true << both << false << true << true << 2 << 2 << 2 << 0;
    QTest::newRow("all three together, notes linked") << true << both << true << true << true << 2 << 2 << 2 << 2;
    QTest::newRow("nothing chosen: a no-op that succeeds") << false << QList<int>() << false << false << false << 0 << 0 << 0 << 0;
}

void TestIssueReuse::apply()
{
    QFETCH(bool, notes);
    QFETCH(QList<int>, noteIndexes);
    QFETCH(bool, link);
    QFETCH(bool, checklist);
    QFETCH(bool, terms);
    QFETCH(int, newBlocks);
    QFETCH(int, newResults);
    QFETCH(int, newTerms);
    QFETCH(int, newLinks);

    const QStringList before = snapshot(m_issue2, 2);
    const QStringList sourceBefore = snapshot(m_issue1, 1);
    const int blocksBefore = blocks(*m_store, m_issue2).size();
    const int termsBefore = termCount(2);
    IssueReuse::Request request;
    request.fromIssueId = m_issue1;
    request.fromNumber = 1;
    request.toIssueId = m_issue2;
    request.toNumber = 2;
    request.notes = notes;
    for (int index : noteIndexes) {
        request.noteIds.append(m_notes.at(index));
    }
    request.mode = link ? NoteReuse::Mode::Link : NoteReuse::Mode::Copy;
    request.checklist = checklist;
    request.terms = terms;

    IssueReuse reuse(*m_store);
    QVERIFY2(reuse.apply(request), qPrintable(reuse.errorString()));
    QVERIFY(reuse.errorString().isEmpty());
    QCOMPARE(int(reuse.notes().createdIds().size()), newBlocks);
    QCOMPARE(int(reuse.checklist().copiedKeys().size()), newResults);
    QCOMPARE(reuse.terms().copiedCount(), newTerms);

    QCOMPARE(int(blocks(*m_store, m_issue2).size()), blocksBefore + newBlocks);
    QCOMPARE(int(ChecklistReuse(*m_store).results(m_issue2).size()), newResults);
    QCOMPARE(termCount(2), termsBefore + newTerms);
    QCOMPARE(count(*m_store, QStringLiteral("note_links")), newLinks);
    if (newBlocks + newResults + newTerms == 0) {
        QCOMPARE(snapshot(m_issue2, 2), before);
    }
    if (newLinks == 0) {
        QCOMPARE(snapshot(m_issue1, 1), sourceBefore); // the source issue is only read
    }
    if (terms) {
        QVERIFY(TermReuse(*m_store).terms(2).size() == 3); // warp stays beside the copies
    }
    QCOMPARE(journalMode(), QStringLiteral("wal"));
}

void TestIssueReuse::refused_data()
{
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<bool>("toSource"); // the request's target is issue 1 itself

    QTest::newRow("unknown note id, before the checklist and terms") << QStringLiteral("note") << false;
    QTest::newRow("notes chosen but no note id given") << QStringLiteral("noNotes") << false;
    QTest::newRow("unknown checklist key, after the notes were written") << QStringLiteral("key") << false;
    QTest::newRow("a term the source issue does not list, after notes and checklist were written") << QStringLiteral("term") << false;
    QTest::newRow("same issue as source and target") << QString() << true;
}

void TestIssueReuse::refused()
{
    QFETCH(QString, refusal);
    QFETCH(bool, toSource);

    IssueReuse::Request request;
    request.fromIssueId = m_issue1;
    request.fromNumber = 1;
    request.toIssueId = toSource ? m_issue1 : m_issue2;
    request.toNumber = toSource ? 1 : 2;
    request.notes = true;
    request.noteIds = m_notes;
    request.mode = NoteReuse::Mode::Link;
    request.checklist = true;
    request.terms = true;
    if (refusal == QLatin1String("note")) {
        request.noteIds = {m_notes.at(0), 999999};
    } else if (refusal == QLatin1String("noNotes")) {
        request.noteIds.clear();
    } else if (refusal == QLatin1String("key")) {
        request.checklistKeys = QStringList {QStringLiteral("scenario_rewrite"), QStringLiteral("no_such_item")};
    } else if (refusal == QLatin1String("term")) {
        request.termIds = {m_terms.value(QStringLiteral("kernel")), m_terms.value(QStringLiteral("warp"))};
    }
    const QStringList target = snapshot(request.toIssueId, request.toNumber);
    const QStringList source = snapshot(m_issue1, 1);

    IssueReuse reuse(*m_store);
    QVERIFY(!reuse.apply(request));
    QVERIFY(!reuse.errorString().isEmpty());
    QCOMPARE(snapshot(request.toIssueId, request.toNumber), target);
    QCOMPARE(snapshot(m_issue1, 1), source);
    QCOMPARE(count(*m_store, QStringLiteral("note_links")), 0);

    // The failed transaction left the session able to write.
    request.toIssueId = m_issue2;
    request.toNumber = 2;
    request.noteIds = m_notes;
    request.checklistKeys.clear();
    request.termIds.clear();
    IssueReuse again(*m_store);
    QVERIFY2(again.apply(request), qPrintable(again.errorString()));
    QCOMPARE(int(again.notes().createdIds().size()), 2);
}

QTEST_GUILESS_MAIN(TestIssueReuse)
#include "tst_issuereuse.moc"
