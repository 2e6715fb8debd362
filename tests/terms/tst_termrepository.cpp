// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "refusedcommit.h"
#include "store/projectstore.h"
#include "termentries.h"
#include "terms/termrepository.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

Q_DECLARE_METATYPE(TermEntry)

class TestTermRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void storesEveryField();
    void issueNumbersAreKeptWithoutTheirIssues();
    void merge_data();
    void merge();
    void replaceKeepsOnlyTheNewEntry();
    void updateRewritesTheTermWithItsId_data();
    void updateRewritesTheTermWithItsId();
    void refusesEntryWithoutSource();
    void readOnlyProjectChangesNothing();
    void removeTakesEveryPart();
    void find_data();
    void find();
    void textSurvivesByteForByte();
    void restrictionsAreStored_data();
    void restrictionsAreStored();
    void refusedCommitIsReportedOnce_data();
    void refusedCommitIsReportedOnce();

private:
    void addIssues(const QList<int> &numbers);
    int rows(const QString &table) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

TermEntry withIssues(TermEntry entry, const QList<int> &issues)
{
    entry.issues = issues;
    return entry;
}

} // namespace

void TestTermRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")), qPrintable(m_store->errorString()));
    addIssues({267, 311});
}

void TestTermRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestTermRepository::addIssues(const QList<int> &numbers)
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT INTO issues (number, created_at, updated_at) VALUES (?, '2026-01-01', '2026-01-01')"));
    for (int number : numbers) {
        query.addBindValue(number);
        QVERIFY(query.exec());
    }
}

int TestTermRepository::rows(const QString &table) const
{
    QSqlQuery query(m_store->database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM ") + table) || !query.next()) {
        return -1;
    }
    return query.value(0).toInt();
}

void TestTermRepository::storesEveryField()
{
    TermRepository terms(*m_store);
    TermRepository::Counts counts;
    QVERIFY2(terms.add({kernelTerm(), simpleTerm(QStringLiteral("token"), u8("词元"))}, &counts), qPrintable(terms.errorString()));
    QCOMPARE(counts.added, 2);
    QCOMPARE(counts.merged, 0);
    const QList<TermEntry> all = terms.all();
    QCOMPARE(all.size(), 2);
    QVERIFY(all.at(0).id > 0);
    QCOMPARE(describe(all.at(0)), describe(kernelTerm()));
    QCOMPARE(describe(terms.entry(all.at(1).id)), describe(simpleTerm(QStringLiteral("token"), u8("词元"))));
    QCOMPARE(terms.entry(9999).id, 0);
}

// The seeds' conflict log cites 第88、203期 and more, translated before the project
// existed: issue numbers are kept whether or not the project holds those issues, and
// outlive an issue that is deleted.
void TestTermRepository::issueNumbersAreKeptWithoutTheirIssues()
{
    TermRepository terms(*m_store);
    TermEntry entry = withIssues(simpleTerm(QStringLiteral("quantization"), u8("量化")), {88, 311, 203});
    entry.conflicts = {{u8("出现在torchaudio.load()参数中"), u8("采样精度"), u8("量化"), {267, 142}}};
    QVERIFY(terms.add({entry}));
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("DELETE FROM issues WHERE number = 311")));
    const TermEntry stored = terms.all().constFirst();
    QCOMPARE(stored.issues, (QList<int> {88, 203, 311}));
    QCOMPARE(stored.conflicts.constFirst().issues, (QList<int> {142, 267}));
}

void TestTermRepository::merge_data()
{
    QTest::addColumn<QList<TermEntry>>("first");
    QTest::addColumn<QList<TermEntry>>("second");
    QTest::addColumn<int>("merged");
    QTest::addColumn<QString>("expected");

    const TermEntry kernel = simpleTerm(QStringLiteral("kernel"), u8("内核"), u8("操作系统"));
    TermEntry cuda = simpleTerm(QStringLiteral("Kernel"), u8("CUDA核函数"), u8("CUDA"));
    cuda.renderings.first().isDefault = false;
    cuda.renderings.append(termRendering(u8("内核")));
    cuda.forbidden = {{u8("核心"), {}}};
    cuda.variants = QStringList {QStringLiteral("kernels"), QStringLiteral("kernel")};
    TermEntry expected = kernel;
    expected.variants = QStringList {QStringLiteral("kernels")};
    expected.renderings.append(termRendering(u8("CUDA核函数")));
    expected.forbidden = {{u8("核心"), {}}};
    expected.note = u8("操作系统\nCUDA");
    QTest::newRow("case-insensitive source: renderings and forbidden united, duplicates skipped, note appended")
        << QList<TermEntry> {kernel} << QList<TermEntry> {cuda} << 1 << describe(expected);

    TermEntry sameNote = simpleTerm(QStringLiteral("kernel"), u8("内核"), u8("操作系统"));
    sameNote.keepEnglish = true;
    sameNote.firstUse = u8("内核（kernel）");
    TermEntry kept = kernel;
    kept.keepEnglish = true;
    kept.firstUse = u8("内核（kernel）");
    QTest::newRow("same note not repeated, first use filled, keepEnglish kept")
        << QList<TermEntry> {kernel} << QList<TermEntry> {sameNote} << 1 << describe(kept);

    TermEntry twoRenderings = kernel;
    twoRenderings.renderings.append(termRendering(u8("核函数")));
    QTest::newRow("the stored default stays the only default")
        << QList<TermEntry> {kernel} << QList<TermEntry> {simpleTerm(QStringLiteral("kernel"), u8("核函数"))} << 1
        << describe(twoRenderings);
    QTest::newRow("issues united") << QList<TermEntry> {withIssues(kernel, {311})} << QList<TermEntry> {withIssues(kernel, {267, 311})} << 1
                                   << describe(withIssues(kernel, {267, 311}));

    TermEntry conflictA = simpleTerm(QStringLiteral("kernel"), u8("内核"));
    conflictA.conflicts = {{u8("CUDA"), u8("CUDA核函数"), u8("内核"), {311}}};
    TermEntry conflictB = conflictA;
    conflictB.conflicts.append({u8("Linux"), u8("内核"), u8("核函数"), {}});
    QTest::newRow("conflicts united") << QList<TermEntry> {conflictA} << QList<TermEntry> {conflictB} << 1 << describe(conflictB);

    QTest::newRow("repeated within one batch: merged before storing")
        << QList<TermEntry> {} << QList<TermEntry> {kernel, cuda} << 0 << describe(expected);
}

void TestTermRepository::merge()
{
    QFETCH(QList<TermEntry>, first);
    QFETCH(QList<TermEntry>, second);
    QFETCH(int, merged);
    QFETCH(QString, expected);
    TermRepository terms(*m_store);
    QVERIFY(terms.add(first));
    TermRepository::Counts counts;
    QVERIFY(terms.add(second, &counts));
    QCOMPARE(counts.merged, merged);
    QCOMPARE(counts.added, first.isEmpty() ? 1 : 0);
    const QList<TermEntry> all = terms.all();
    QCOMPARE(all.size(), 1);
    QCOMPARE(describe(all.constFirst()), expected);
}

void TestTermRepository::replaceKeepsOnlyTheNewEntry()
{
    TermRepository terms(*m_store);
    QVERIFY(terms.add({kernelTerm()}));
    const qint64 id = terms.all().constFirst().id;
    TermRepository::Counts counts;
    QVERIFY(terms.replace({simpleTerm(QStringLiteral("KERNEL"), u8("内核"))}, &counts));
    QCOMPARE(counts.merged, 1);
    const QList<TermEntry> all = terms.all();
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.constFirst().id, id);
    QCOMPARE(describe(all.constFirst()), describe(simpleTerm(QStringLiteral("KERNEL"), u8("内核"))));
    QCOMPARE(rows(QStringLiteral("term_conflicts")), 0);
    QCOMPARE(rows(QStringLiteral("term_conflict_issues")), 0);
}

void TestTermRepository::updateRewritesTheTermWithItsId_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("stored");
    QTest::newRow("renamed: same id, new source") << QStringLiteral("GPU kernel") << true;
    QTest::newRow("same source in another case") << QStringLiteral("Kernel") << true;
    QTest::newRow("the source of another term: refused") << QStringLiteral("TOKEN") << false;
    QTest::newRow("no source: refused") << QStringLiteral(" ") << false;
}

void TestTermRepository::updateRewritesTheTermWithItsId()
{
    QFETCH(QString, source);
    QFETCH(bool, stored);
    addIssues({3});
    TermRepository terms(*m_store);
    QVERIFY(terms.add({kernelTerm(), simpleTerm(QStringLiteral("token"), u8("词元"))}));
    const TermEntry before = terms.find(QStringLiteral("kernel")).constFirst();
    QSqlQuery created(m_store->database());
    QVERIFY(created.exec(QStringLiteral("UPDATE terms SET created_at = '2020-01-01T00:00:00Z'")));
    TermEntry edited = simpleTerm(source, u8("内核"));
    edited.id = before.id;
    QCOMPARE(terms.update(edited), stored);
    QCOMPARE(terms.errorString().isEmpty(), stored);
    const TermEntry after = terms.entry(before.id);
    QCOMPARE(describe(after), describe(stored ? simpleTerm(source.trimmed(), u8("内核")) : before));
    QCOMPARE(terms.all().size(), 2);
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM terms WHERE created_at = '2020-01-01T00:00:00Z'")) && query.next());
    QCOMPARE(query.value(0).toInt(), 2);
}

void TestTermRepository::refusesEntryWithoutSource()
{
    TermRepository terms(*m_store);
    QVERIFY(!terms.add({simpleTerm(QStringLiteral("token"), u8("词元")), simpleTerm(QStringLiteral("  "), u8("空"))}));
    QVERIFY(!terms.errorString().isEmpty());
    QCOMPARE(rows(QStringLiteral("terms")), 0);
}

void TestTermRepository::readOnlyProjectChangesNothing()
{
    m_store->close();
    ProjectStore readOnly;
    QVERIFY(readOnly.open(m_dir->filePath(QStringLiteral("t.yiqiao")), ProjectStore::Access::ReadOnly));
    TermRepository terms(readOnly);
    QVERIFY(!terms.add({kernelTerm()}));
    QVERIFY(!terms.errorString().isEmpty());
    QVERIFY(terms.all().isEmpty());
}

void TestTermRepository::removeTakesEveryPart()
{
    TermRepository terms(*m_store);
    QVERIFY(terms.add({kernelTerm(), simpleTerm(QStringLiteral("token"), u8("词元"))}));
    QVERIFY(!terms.remove(9999));
    QVERIFY(!terms.errorString().isEmpty());
    const QList<TermEntry> found = terms.find(QStringLiteral("kernel"));
    QVERIFY2(!found.isEmpty(), qPrintable(terms.errorString()));
    QVERIFY2(terms.remove(found.constFirst().id), qPrintable(terms.errorString()));
    QCOMPARE(terms.all().size(), 1);
    QCOMPARE(rows(QStringLiteral("term_renderings")), 1);
    for (const QString &table : {QStringLiteral("term_forbidden"), QStringLiteral("term_issues"), QStringLiteral("term_conflicts"),
             QStringLiteral("term_conflict_issues")}) {
        QCOMPARE(rows(table), 0);
    }
}

void TestTermRepository::find_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("sources");

    QTest::newRow("English substring, case-insensitive, matches at the start first") << QStringLiteral(
        "KERN") << QStringList {QStringLiteral("kernel"), QStringLiteral("kernel regression"), QStringLiteral("fatal kernel error")};
    QTest::newRow("exact source") << QStringLiteral("kernel regression") << QStringList {QStringLiteral("kernel regression")};
    QTest::newRow("variant") << QStringLiteral("global") << QStringList {QStringLiteral("kernel")};
    QTest::newRow("Chinese phrase of a rendering") << u8("核函数") << QStringList {QStringLiteral("kernel")};
    QTest::newRow("two Chinese characters, exact rendering first")
        << u8("内核") << QStringList {QStringLiteral("kernel"), QStringLiteral("fatal kernel error")};
    QTest::newRow("one Chinese character") << u8("词") << QStringList {QStringLiteral("token")};
    QTest::newRow("forbidden rendering") << u8("核心") << QStringList {QStringLiteral("kernel")};
    QTest::newRow("conflict rendering") << u8("卷积核") << QStringList {QStringLiteral("kernel")};
    QTest::newRow("no match") << QStringLiteral("tensor") << QStringList {};
    QTest::newRow("blank finds nothing") << QStringLiteral("  ") << QStringList {};
}

void TestTermRepository::find()
{
    QFETCH(QString, query);
    QFETCH(QStringList, sources);
    TermEntry kernel = kernelTerm();
    kernel.variants = QStringList {QStringLiteral("__global__ function")};
    kernel.conflicts.append({u8("深度学习"), u8("卷积核"), u8("内核"), {}});
    TermRepository terms(*m_store);
    QVERIFY(terms.add({simpleTerm(QStringLiteral("kernel regression"), u8("核回归")), kernel,
        simpleTerm(QStringLiteral("token"), u8("词元")), simpleTerm(QStringLiteral("fatal kernel error"), u8("内核致命错误"))}));
    QStringList found;
    for (const TermEntry &entry : terms.find(query)) {
        found.append(entry.source);
        QVERIFY(!entry.renderings.isEmpty());
    }
    QCOMPARE(found, sources);
}

void TestTermRepository::textSurvivesByteForByte()
{
    TermRepository terms(*m_store);
    const QString odd = QString(QChar(0xFEFF)) + u8("内核") + QChar(0xFFFF);
    QVERIFY(terms.add({simpleTerm(QStringLiteral("kernel"), odd, odd)}));
    const TermEntry stored = terms.all().constFirst();
    QCOMPARE(stored.renderings.constFirst().text, odd);
    QCOMPARE(stored.note, odd);
}

void TestTermRepository::restrictionsAreStored_data()
{
    QTest::addColumn<bool>("nounOnly");
    QTest::addColumn<QString>("context");
    QTest::addColumn<bool>("stored");
    QTest::newRow("noun only") << true << QString() << true;
    QTest::newRow("a context pattern") << false << QStringLiteral("\\bbias (term|vector|偏置)") << true;
    QTest::newRow("both") << true << QStringLiteral("(?i)sample") << true;
    QTest::newRow("an invalid pattern is refused") << false << QStringLiteral("bias (term") << false;
}

// Added, updated and merged, the restrictions come back as they were given; an
// invalid pattern changes nothing.
void TestTermRepository::restrictionsAreStored()
{
    QFETCH(bool, nounOnly);
    QFETCH(QString, context);
    QFETCH(bool, stored);
    TermRepository terms(*m_store);
    TermEntry entry = simpleTerm(QStringLiteral("mean"), u8("均值"));
    entry.nounOnly = nounOnly;
    entry.contextRegex = context;
    QCOMPARE(terms.add({entry}), stored);
    QCOMPARE(terms.errorString().contains(QStringLiteral("not a valid regular expression")), !stored);
    QCOMPARE(rows(QStringLiteral("terms")), stored ? 1 : 0);
    if (!stored) {
        QVERIFY(terms.add({simpleTerm(QStringLiteral("mean"), u8("均值"))}));
    } else {
        QCOMPARE(describe(terms.all().constFirst()), describe(entry));
    }
    // An update: the same restrictions again, or refused with the stored entry unchanged.
    TermEntry edited = terms.all().constFirst();
    const QString before = describe(edited);
    edited.nounOnly = nounOnly;
    edited.contextRegex = context;
    QCOMPARE(terms.update(edited), stored);
    QCOMPARE(describe(terms.all().constFirst()), stored ? describe(edited) : before);
    // Merged with an entry without restrictions, they stay.
    QVERIFY(terms.add({simpleTerm(QStringLiteral("Mean"), u8("平均值"))}));
    QCOMPARE(terms.all().constFirst().nounOnly, stored && nounOnly);
    QCOMPARE(terms.all().constFirst().contextRegex, stored ? context : QString());
}

void TestTermRepository::refusedCommitIsReportedOnce_data()
{
    QTest::addColumn<QString>("write");
    QTest::newRow("add") << QStringLiteral("add");
    QTest::newRow("replace") << QStringLiteral("replace");
    QTest::newRow("update") << QStringLiteral("update");
}

// SQLite refuses the commit: reported, the termbase as it was, no write left open,
// and the same write works once the commit is allowed.
void TestTermRepository::refusedCommitIsReportedOnce()
{
    QFETCH(QString, write);
    TermRepository terms(*m_store);
    QVERIFY(terms.add({simpleTerm(QStringLiteral("token"), u8("词元"))}));
    const QString before = describe(terms.all().constFirst());
    TermEntry edited = simpleTerm(QStringLiteral("token"), u8("令牌"));
    edited.id = terms.all().constFirst().id;
    const auto run = [&] {
        return write == QLatin1String("add")    ? terms.add({simpleTerm(QStringLiteral("kernel"), u8("内核"))})
            : write == QLatin1String("replace") ? terms.replace({edited})
                                                : terms.update(edited);
    };
    RefusedCommit refusal(*m_store, QStringLiteral("terms"));
    QVERIFY(refusal.arm());
    QVERIFY(!run());
    QVERIFY(!terms.errorString().isEmpty());
    QVERIFY(refusal.rolledBack());
    QCOMPARE(terms.all().size(), 1);
    QCOMPARE(describe(terms.all().constFirst()), before);
    QVERIFY(refusal.disarm());
    QVERIFY2(run(), qPrintable(terms.errorString()));
    QVERIFY(terms.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestTermRepository)
#include "tst_termrepository.moc"
