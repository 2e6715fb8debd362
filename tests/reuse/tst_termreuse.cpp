// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reuse/termreuse.h"
#include "reusefixture.h"
#include "terms/termrepository.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReuseFixture;

// The terms that mattered in one issue marked for another, with their notes; a term
// the other issue lists already keeps its note; unknown ids refused, nothing changed.
class TestTermReuse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void termsOfAnIssue();
    void copy_data();
    void copy();
    void refused_data();
    void refused();

private:
    QString noteOf(qint64 termId, int issue) const;
    bool setNote(qint64 termId, int issue, const QString &note);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    QHash<QString, qint64> m_ids; // by source term
};

void TestTermReuse::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    TermEntry kernel;
    kernel.source = QStringLiteral("kernel");
    kernel.renderings = {TermRendering {QStringLiteral("内核"), {}, {}, {}, {}, 0, false},
        TermRendering {QStringLiteral("核函数"), {}, {}, {}, {}, 0, true}};
    kernel.issues = {61, 88};
    TermEntry token;
    token.source = QStringLiteral("token");
    token.renderings = {TermRendering {QStringLiteral("词元"), {}, {}, {}, {}, 0, true}};
    token.issues = {61};
    TermEntry warp;
    warp.source = QStringLiteral("warp");
    warp.issues = {88};
    TermRepository terms(*m_store);
    QVERIFY2(terms.add({kernel, token, warp}), qPrintable(terms.errorString()));
    for (const TermEntry &entry : terms.all()) {
        m_ids.insert(entry.source, entry.id);
    }
    QVERIFY(setNote(m_ids.value(QStringLiteral("kernel")), 61, QStringLiteral("CUDA 语境用核函数")));
    QVERIFY(setNote(m_ids.value(QStringLiteral("kernel")), 88, QStringLiteral("操作系统语境")));
}

void TestTermReuse::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

QString TestTermReuse::noteOf(qint64 termId, int issue) const
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT note FROM term_issues WHERE term_id = ? AND issue_number = ?"));
    query.addBindValue(termId);
    query.addBindValue(issue);
    return query.exec() && query.next() ? query.value(0).toString() : QStringLiteral("<none>");
}

bool TestTermReuse::setNote(qint64 termId, int issue, const QString &note)
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("UPDATE term_issues SET note = ? WHERE term_id = ? AND issue_number = ?"));
    query.addBindValue(note);
    query.addBindValue(termId);
    query.addBindValue(issue);
    return query.exec() && query.numRowsAffected() == 1;
}

void TestTermReuse::termsOfAnIssue()
{
    const QList<TermReuse::Entry> terms = TermReuse(*m_store).terms(61);
    QCOMPARE(terms.size(), 2);
    QCOMPARE(terms.at(0).sourceTerm, QStringLiteral("kernel"));
    QCOMPARE(terms.at(0).rendering, QStringLiteral("核函数")); // the default one
    QCOMPARE(terms.at(0).note, QStringLiteral("CUDA 语境用核函数"));
    QCOMPARE(terms.at(1).sourceTerm, QStringLiteral("token"));
    QVERIFY(TermReuse(*m_store).terms(5).isEmpty());
}

void TestTermReuse::copy_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QStringList>("chosen"); // source terms; empty: all
    QTest::addColumn<int>("copied");
    QTest::addColumn<QString>("kernelNote"); // kernel's note in `to` afterwards

    QTest::newRow("all terms into a new issue, with their notes") << 61 << 62 << QStringList() << 2 << QStringLiteral("CUDA 语境用核函数");
    QTest::newRow("one term") << 61 << 62 << QStringList {QStringLiteral("kernel")} << 1 << QStringLiteral("CUDA 语境用核函数");
    QTest::newRow("a term listed already keeps its note") << 61 << 88 << QStringList() << 1 << QStringLiteral("操作系统语境");
    QTest::newRow("into an issue older than the project") << 88 << 3 << QStringList() << 2 << QStringLiteral("操作系统语境");
}

void TestTermReuse::copy()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QStringList, chosen);
    QFETCH(int, copied);
    QFETCH(QString, kernelNote);
    QList<qint64> ids;
    for (const QString &source : chosen) {
        ids.append(m_ids.value(source));
    }
    TermReuse reuse(*m_store);
    QVERIFY2(reuse.copy(from, to, ids), qPrintable(reuse.errorString()));
    QCOMPARE(reuse.copiedCount(), copied);
    QCOMPARE(noteOf(m_ids.value(QStringLiteral("kernel")), to), kernelNote);
    const QList<TermReuse::Entry> fromTerms = reuse.terms(from);
    const QList<TermReuse::Entry> toTerms = reuse.terms(to);
    for (const TermReuse::Entry &entry : fromTerms) {
        const bool wanted = chosen.isEmpty() || chosen.contains(entry.sourceTerm);
        const bool there =
            std::any_of(toTerms.cbegin(), toTerms.cend(), [&](const TermReuse::Entry &e) { return e.termId == entry.termId; });
        QVERIFY(!wanted || there);
    }
    QVERIFY(TermRepository(*m_store).entry(m_ids.value(QStringLiteral("kernel"))).issues.contains(to));
}

void TestTermReuse::refused_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<bool>("foreignTerm");
    QTest::newRow("a term not listed for the issue") << 61 << 62 << true;
    QTest::newRow("an issue without terms") << 5 << 62 << false;
    QTest::newRow("onto the same issue") << 61 << 61 << false;
    QTest::newRow("to issue 0") << 61 << 0 << false;
}

void TestTermReuse::refused()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(bool, foreignTerm);
    const int rows = count(*m_store, QStringLiteral("term_issues"));
    TermReuse reuse(*m_store);
    const QList<qint64> ids =
        foreignTerm ? QList<qint64> {m_ids.value(QStringLiteral("kernel")), m_ids.value(QStringLiteral("warp"))} : QList<qint64> {};
    QVERIFY(!reuse.copy(from, to, ids));
    QVERIFY(!reuse.errorString().isEmpty());
    QCOMPARE(count(*m_store, QStringLiteral("term_issues")), rows);
}

QTEST_GUILESS_MAIN(TestTermReuse)
#include "tst_termreuse.moc"
