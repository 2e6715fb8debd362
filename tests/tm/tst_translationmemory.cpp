// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "refusedcommit.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

Q_DECLARE_METATYPE(TmUnit)

class TestTranslationMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void addRefusesBrokenInput_data();
    void addRefusesBrokenInput();
    void addSkipsDuplicates();
    void duplicatesInMemoryOrUnitByUnit_data();
    void duplicatesInMemoryOrUnitByUnit();
    void smallAddIsIndexedAtOnce();
    void largeAddWaitsForTheConcordanceIndex();
    void largeAddKeepsTheSourcePrefixIndex();
    void unitsKeepEveryField();
    void lookup_data();
    void lookup();
    void lookupFollowsWrites();
    void otherConnectionsWritesDoNotRebuild();
    void cancelledAddChangesNothing();
    void lookupFindsOneAmongManyAlike_data();
    void lookupFindsOneAmongManyAlike();
    void concordance_data();
    void concordance();
    void addIssueTakesFinishedPairs();
    void addIssueReplacesItsUnits();
    void addIssueRefusesUnknownIssue();
    void lookupExcludingLeavesAnIssuesOwnUnitsOut();
    void refusedCommitIsReportedOnce_data();
    void refusedCommitIsReportedOnce();

private:
    QString path() const { return m_dir->filePath(QStringLiteral("tm.yiqiao")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

const QString checkpointing = QStringLiteral("Enable gradient checkpointing to save memory during training.");

QList<TmUnit> rankingUnits()
{
    return {
        unit(checkpointing, u8("启用梯度检查点以在训练时节省显存。"), QStringLiteral("Previous block."),
            QStringLiteral("2026-01-01T00:00:00Z")),
        unit(checkpointing, u8("在训练期间启用梯度检查点来节省内存。"), QString(), QStringLiteral("2026-02-01T00:00:00Z")),
        unit(QStringLiteral("Enable gradient checkpointing to save time during training."), u8("启用梯度检查点以节省时间。"), QString(),
            QStringLiteral("2026-03-01T00:00:00Z")),
        unit(QStringLiteral("Enable activation checkpointing to save memory."), u8("启用激活检查点以节省显存。"), QString(),
            QStringLiteral("2026-04-01T00:00:00Z")),
        unit(QStringLiteral("Install the CUDA toolkit first."), u8("先安装 CUDA 工具包。"), QString(),
            QStringLiteral("2026-05-01T00:00:00Z")),
    };
}

QStringList targets(const QList<TmMatch> &matches)
{
    QStringList result;
    for (const TmMatch &match : matches) {
        result.append(match.unit.target);
    }
    return result;
}

QList<int> scores(const QList<TmMatch> &matches)
{
    QList<int> result;
    for (const TmMatch &match : matches) {
        result.append(match.score);
    }
    return result;
}

QStringList sources(const QList<TmMatch> &matches)
{
    QStringList result;
    for (const TmMatch &match : matches) {
        result.append(match.unit.source);
    }
    return result;
}

const QByteArray post = "# Memory\n\nFirst paragraph about memory.\n\nSecond paragraph about kernels.\n\nThird paragraph about drivers.\n";
const QByteArray translation = "# \xE5\x86\x85\xE5\xAD\x98\n\n"
                               "\xE7\xAC\xAC\xE4\xB8\x80\xE6\xAE\xB5\xE8\xAE\xB2\xE5\x86\x85\xE5\xAD\x98\xE3\x80\x82\n\n" // 第一段讲内存。
                               "\xE7\xAC\xAC\xE4\xBA\x8C\xE6\xAE\xB5\xE8\xAE\xB2\xE5\x86\x85\xE6\xA0\xB8\xE3\x80\x82\n\n" // 第二段讲内核。
                               "\xE7\xAC\xAC\xE4\xB8\x89\xE6\xAE\xB5\xE8\xAE\xB2\xE9\xA9\xB1\xE5\x8A\xA8\xE3\x80\x82\n"; // 第三段讲驱动。

qint64 importIssue(ProjectStore &store)
{
    PostImporter importer(store);
    if (!importer.importPost(1, post, QStringLiteral("Memory"), QStringLiteral("memory.md"), translation)) {
        qWarning() << importer.errorString();
        return 0;
    }
    return importer.result().issueId;
}

bool setDraftStatus(ProjectStore &store, const QString &text, const QString &status)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET status = ? WHERE text = ?"));
    query.addBindValue(status);
    query.addBindValue(text);
    return query.exec() && query.numRowsAffected() == 1;
}

} // namespace

void TestTranslationMemory::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(path(), QStringLiteral("TM")), qPrintable(m_store->errorString()));
}

void TestTranslationMemory::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestTranslationMemory::addRefusesBrokenInput_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("origin");
    QTest::newRow("empty source") << QString() << u8("译文") << QStringLiteral("project");
    QTest::newRow("whitespace-only source") << QStringLiteral(" \n ") << u8("译文") << QStringLiteral("project");
    QTest::newRow("empty target") << QStringLiteral("Text.") << QString() << QStringLiteral("project");
    QTest::newRow("no origin") << QStringLiteral("Text.") << u8("译文") << QString();
}

void TestTranslationMemory::addRefusesBrokenInput()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QString, origin);
    TranslationMemory memory(*m_store);
    // A good unit in the same batch is not added either.
    QVERIFY(!memory.add({unit(QStringLiteral("Good."), u8("好。")), unit(source, target)}, origin));
    QVERIFY(!memory.errorString().isEmpty());
    QCOMPARE(memory.count(), 0);
}

void TestTranslationMemory::addSkipsDuplicates()
{
    TranslationMemory memory(*m_store);
    QVERIFY2(memory.add({unit(checkpointing, u8("译一")), unit(checkpointing, u8("译一"))}, QStringLiteral("tmx:a.tmx")),
        qPrintable(memory.errorString()));
    QCOMPARE(memory.count(), 1);
    QVERIFY(memory.add({unit(checkpointing, u8("译一")), unit(checkpointing, u8("译二"))}, QStringLiteral("tmx:b.tmx")));
    QCOMPARE(memory.count(), 2);
    // Same start, other text: not a duplicate.
    QVERIFY(memory.add({unit(checkpointing + QStringLiteral(" More."), u8("译一"))}, QStringLiteral("tmx:b.tmx")));
    QCOMPARE(memory.count(), 3);
}

// A batch large beside the memory is checked in memory (TmDuplicates), a small one
// unit by unit in SQL: both skip the same units.
void TestTranslationMemory::duplicatesInMemoryOrUnitByUnit_data()
{
    QTest::addColumn<int>("filler"); // units stored first, of another origin
    QTest::addColumn<QList<TmUnit>>("stored");
    QTest::addColumn<QString>("storedOrigin");
    QTest::addColumn<QList<TmUnit>>("batch");
    QTest::addColumn<QString>("origin");
    QTest::addColumn<int>("added");
    const TmUnit a = unit(checkpointing, u8("译一"));
    const TmUnit b = unit(checkpointing, u8("译二"));
    const TmUnit longer = unit(checkpointing + QStringLiteral(" More."), u8("译一"));
    const QString tmx = QStringLiteral("tmx:a.tmx");
    const QString attached = QStringLiteral("attached:b.tmx");
    for (const int filler : {0, 100}) {
        const QString how = filler == 0 ? QStringLiteral(", in memory") : QStringLiteral(", unit by unit");
        QTest::newRow(qPrintable(QStringLiteral("repeated in the batch") + how))
            << filler << QList<TmUnit> {} << tmx << QList<TmUnit> {a, b, a, a} << tmx << 2;
        QTest::newRow(qPrintable(QStringLiteral("stored before") + how))
            << filler << QList<TmUnit> {a} << tmx << QList<TmUnit> {a, b} << tmx << 1;
        QTest::newRow(qPrintable(QStringLiteral("same start, other text") + how))
            << filler << QList<TmUnit> {a} << tmx << QList<TmUnit> {longer} << tmx << 1;
        QTest::newRow(qPrintable(QStringLiteral("an attached file's unit does not count") + how))
            << filler << QList<TmUnit> {a} << attached << QList<TmUnit> {a, b} << tmx << 2;
        QTest::newRow(qPrintable(QStringLiteral("for an attached file every unit counts") + how))
            << filler << QList<TmUnit> {a} << tmx << QList<TmUnit> {a, b} << QStringLiteral("attached:c.tmx") << 1;
        QTest::newRow(qPrintable(QStringLiteral("another origin's, stored before") + how))
            << filler << QList<TmUnit> {b} << QStringLiteral("project") << QList<TmUnit> {b} << tmx << 0;
    }
}

void TestTranslationMemory::duplicatesInMemoryOrUnitByUnit()
{
    QFETCH(int, filler);
    QFETCH(QList<TmUnit>, stored);
    QFETCH(QString, storedOrigin);
    QFETCH(QList<TmUnit>, batch);
    QFETCH(QString, origin);
    QFETCH(int, added);
    TranslationMemory memory(*m_store);
    QList<TmUnit> fillers;
    for (int i = 0; i < filler; ++i) {
        fillers.append(unit(QStringLiteral("Filler %1.").arg(i), u8("填充 %1。").arg(i)));
    }
    QVERIFY(memory.add(fillers, QStringLiteral("tmx:filler.tmx")));
    QVERIFY(memory.add(stored, storedOrigin));
    const int before = memory.count();
    QVERIFY2(memory.add(batch, origin), qPrintable(memory.errorString()));
    QCOMPARE(memory.count() - before, added);
    QCOMPARE(memory.units(origin).size(), origin == storedOrigin ? added + stored.size() : added);
}

void TestTranslationMemory::smallAddIsIndexedAtOnce()
{
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(rankingUnits(), QStringLiteral("tmx:a.tmx")));
    QCOMPARE(memory.pendingCount(), 0);
    QCOMPARE(memory.concordance(QStringLiteral("CUDA toolkit")).size(), 1);
}

// More than IndexedAtOnce units wait for the concordance index; concordance finds
// them meanwhile, and indexPending() adds them slice by slice, oldest first.
void TestTranslationMemory::largeAddWaitsForTheConcordanceIndex()
{
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(rankingUnits(), QStringLiteral("tmx:small.tmx")));
    QList<TmUnit> many = rankingUnits(); // stored already: no id, nothing waiting
    for (int i = 0; i < TranslationMemory::IndexedAtOnce; ++i) {
        many.append(unit(QStringLiteral("Sentence %1 about kernels.").arg(i), u8("关于内核的第 %1 句。").arg(i)));
    }
    many.append(many.at(7)); // a repeat
    QVERIFY2(memory.add(many, QStringLiteral("tmx:big.tmx")), qPrintable(memory.errorString()));
    QCOMPARE(memory.count(), 5 + TranslationMemory::IndexedAtOnce);
    QCOMPARE(memory.pendingCount(), TranslationMemory::IndexedAtOnce);
    QCOMPARE(
        sources(memory.concordance(QStringLiteral("Sentence 1999 about"))), QStringList {QStringLiteral("Sentence 1999 about kernels.")});
    QCOMPARE(memory.concordance(u8("内核的第"), 3).size(), 3);
    QCOMPARE(memory.concordance(QStringLiteral("CUDA toolkit")).size(), 1);
    // Newest first, the indexed and the waiting together.
    QCOMPARE(sources(memory.concordance(QStringLiteral("Sentence 1"), 2)),
        (QStringList {QStringLiteral("Sentence 1999 about kernels."), QStringLiteral("Sentence 1998 about kernels.")}));

    int left = -1;
    QVERIFY2(memory.indexPending(1500, &left), qPrintable(memory.errorString()));
    QCOMPARE(left, TranslationMemory::IndexedAtOnce - 1500);
    QCOMPARE(sources(memory.concordance(QStringLiteral("Sentence 1 about"))), QStringList {QStringLiteral("Sentence 1 about kernels.")});
    QCOMPARE(
        sources(memory.concordance(QStringLiteral("Sentence 1999 about"))), QStringList {QStringLiteral("Sentence 1999 about kernels.")});
    QCOMPARE(sources(memory.concordance(QStringLiteral("Sentence 1"), 2)),
        (QStringList {QStringLiteral("Sentence 1999 about kernels."), QStringLiteral("Sentence 1998 about kernels.")}));
    QVERIFY(memory.indexPending(1500, &left));
    QCOMPARE(left, 0);
    QCOMPARE(
        sources(memory.concordance(QStringLiteral("Sentence 1999 about"))), QStringList {QStringLiteral("Sentence 1999 about kernels.")});
    QSqlQuery check(m_store->database());
    QVERIFY(check.exec(QStringLiteral("INSERT INTO tm_fts(tm_fts) VALUES ('integrity-check')")));

    // Removing units while some of them still wait leaves the index intact.
    QList<TmUnit> more;
    for (int i = 0; i <= TranslationMemory::IndexedAtOnce; ++i) {
        more.append(unit(QStringLiteral("Another sentence %1.").arg(i), u8("另一句 %1。").arg(i)));
    }
    QVERIFY(memory.add(more, QStringLiteral("tmx:more.tmx")));
    QVERIFY(memory.indexPending(1000));
    QCOMPARE(memory.pendingCount(), TranslationMemory::IndexedAtOnce + 1 - 1000);
    QVERIFY(memory.replaceOrigin(QStringLiteral("tmx:more.tmx"), {}));
    QCOMPARE(memory.pendingCount(), 0);
    QVERIFY(memory.concordance(QStringLiteral("Another sentence")).isEmpty());
    QVERIFY2(check.exec(QStringLiteral("INSERT INTO tm_fts(tm_fts) VALUES ('integrity-check')")), qPrintable(check.lastError().text()));
}

// A large batch into a smaller memory drops the source-prefix index and builds it
// again (TmUnitWriter); cancelled, the rollback keeps it too.
void TestTranslationMemory::largeAddKeepsTheSourcePrefixIndex()
{
    const auto indexSql = [this] {
        QSqlQuery query(m_store->database());
        query.exec(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = 'tm_units_source_prefix'"));
        return query.next() ? query.value(0).toString() : QString();
    };
    const QString before = indexSql();
    QVERIFY(!before.isEmpty());
    TranslationMemory memory(*m_store);
    QList<TmUnit> many;
    for (int i = 0; i <= TranslationMemory::IndexedAtOnce; ++i) {
        many.append(unit(QStringLiteral("Sentence %1 about memory.").arg(i), u8("关于内存的第 %1 句。").arg(i)));
    }
    memory.setProgress([](qint64 done, qint64) { return done < 2000; });
    QVERIFY(!memory.add(many, QStringLiteral("tmx:big.tmx")));
    QCOMPARE(indexSql(), before);
    memory.setProgress({});
    QVERIFY2(memory.add(many, QStringLiteral("tmx:big.tmx")), qPrintable(memory.errorString()));
    QCOMPARE(indexSql(), before);
    QCOMPARE(memory.count(), TranslationMemory::IndexedAtOnce + 1);
    // Unit by unit through the index now: a repeat is still found.
    QVERIFY(memory.add({many.at(1500), unit(QStringLiteral("New."), u8("新。"))}, QStringLiteral("tmx:small.tmx")));
    QCOMPARE(memory.count(), TranslationMemory::IndexedAtOnce + 2);
    QSqlQuery check(m_store->database());
    QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
}

void TestTranslationMemory::unitsKeepEveryField()
{
    TranslationMemory memory(*m_store);
    TmUnit full = unit(u8("\xEF\xBB\xBF") + QStringLiteral("BOM first"), u8("\xEF\xBB\xBF") + u8("开头"), QStringLiteral("ctx"),
        QStringLiteral("2026-02-02T00:00:00Z"));
    full.sourceLang = QStringLiteral("en-US");
    full.targetLang = QStringLiteral("zh-TW");
    full.note = QStringLiteral("a note");
    full.created = QStringLiteral("2026-01-01T00:00:00Z");
    QVERIFY(memory.add({full, unit(QStringLiteral("Other."), u8("其他。"))}, QStringLiteral("tmx:x.tmx")));
    QVERIFY(memory.add({unit(QStringLiteral("Mine."), u8("我的。"))}, QStringLiteral("project")));
    const QList<TmUnit> all = memory.units();
    QCOMPARE(all.size(), 3);
    const TmUnit &back = all.first();
    QCOMPARE(back.source, full.source);
    QCOMPARE(back.target, full.target);
    QCOMPARE(back.context, full.context);
    QCOMPARE(back.sourceLang, full.sourceLang);
    QCOMPARE(back.targetLang, full.targetLang);
    QCOMPARE(back.note, full.note);
    QCOMPARE(back.created, full.created);
    QCOMPARE(back.changed, full.changed);
    QVERIFY(!all.at(1).created.isEmpty());
    QCOMPARE(all.at(1).changed, all.at(1).created);
    QCOMPARE(memory.units(QStringLiteral("project")).size(), 1);
    QCOMPARE(memory.units(QStringLiteral("tmx:x.tmx")).size(), 2);
}

void TestTranslationMemory::lookup_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("minScore");
    QTest::addColumn<int>("max");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QStringList>("targets");
    QTest::addColumn<QList<int>>("scores");
    const QList<TmUnit> units = rankingUnits();
    const QString previous = QStringLiteral("Previous block.");
    QTest::newRow("same context: 101 before 100 before fuzzy")
        << checkpointing << 75 << 10 << previous << QStringList {units[0].target, units[1].target, units[2].target}
        << QList<int> {101, 100, 88};
    QTest::newRow("no context: most recent exact first")
        << checkpointing << 75 << 10 << QString() << QStringList {units[1].target, units[0].target, units[2].target}
        << QList<int> {100, 100, 88};
    QTest::newRow("other context: no 101") << checkpointing << 75 << 10 << QStringLiteral("Elsewhere.")
                                           << QStringList {units[1].target, units[0].target, units[2].target} << QList<int> {100, 100, 88};
    QTest::newRow("min excludes fuzzy") << checkpointing << 89 << 10 << previous << QStringList {units[0].target, units[1].target}
                                        << QList<int> {101, 100};
    QTest::newRow("max cuts the list") << checkpointing << 75 << 1 << previous << QStringList {units[0].target} << QList<int> {101};
    QTest::newRow("lower min reaches further") << checkpointing << 60 << 10 << QString()
                                               << QStringList {units[1].target, units[0].target, units[2].target, units[3].target}
                                               << QList<int> {100, 100, 88, 66};
    QTest::newRow("whitespace variant: 100, never 101")
        << QStringLiteral(" Enable gradient  checkpointing to save memory\nduring training.") << 75 << 10 << previous
        << QStringList {units[1].target, units[0].target, units[2].target} << QList<int> {100, 100, 88};
    QTest::newRow("edited query: fuzzy only") << QStringLiteral("Enable gradient checkpointing to save time in training.") << 70 << 10
                                              << QString() << QStringList {units[2].target, units[1].target, units[0].target}
                                              << QList<int> {88, 77, 77};
    QTest::newRow("unrelated query") << QStringLiteral("Something else entirely.") << 50 << 10 << QString() << QStringList {}
                                     << QList<int> {};
    QTest::newRow("empty query") << QString() << 0 << 10 << QString() << QStringList {} << QList<int> {};
    QTest::newRow("max zero") << checkpointing << 75 << 0 << QString() << QStringList {} << QList<int> {};
}

void TestTranslationMemory::lookup()
{
    QFETCH(QString, query);
    QFETCH(int, minScore);
    QFETCH(int, max);
    QFETCH(QString, context);
    QFETCH(QStringList, targets);
    QFETCH(QList<int>, scores);
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(rankingUnits(), QStringLiteral("tmx:a.tmx")));
    const QList<TmMatch> matches = memory.lookup(query, minScore, max, context);
    QCOMPARE(::targets(matches), targets);
    QCOMPARE(::scores(matches), scores);
    for (const TmMatch &match : matches) {
        QCOMPARE(match.origin, QStringLiteral("tmx:a.tmx"));
        QCOMPARE(match.issueNumber, 0);
        QVERIFY(match.unitId > 0);
    }
}

void TestTranslationMemory::lookupFollowsWrites()
{
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(rankingUnits(), QStringLiteral("tmx:a.tmx")));
    QCOMPARE(memory.lookup(checkpointing).size(), 3); // builds the index
    const QString query = QStringLiteral("Install the CUDA toolkit before anything else.");
    QCOMPARE(memory.lookup(query, 70).size(), 0);

    QVERIFY(memory.add({unit(QStringLiteral("Install the CUDA toolkit before anything."), u8("先装 CUDA。"))}, QStringLiteral("project")));
    QCOMPARE(::targets(memory.lookup(query, 70)), QStringList {u8("先装 CUDA。")});

    // Another object appends through the same connection.
    TranslationMemory other(*m_store);
    QVERIFY(other.add({unit(query, u8("先装好 CUDA 工具包。"))}, QStringLiteral("project")));
    QCOMPARE(::scores(memory.lookup(query, 70)), (QList<int> {100, 87}));

    // Another connection deletes a unit.
    {
        ProjectStore second;
        QVERIFY(second.open(path()));
        QSqlQuery remove(second.database());
        remove.prepare(QStringLiteral("DELETE FROM tm_units WHERE target_text = ?"));
        remove.addBindValue(u8("先装好 CUDA 工具包。"));
        QVERIFY(remove.exec());
        QCOMPARE(remove.numRowsAffected(), 1);
    }
    QCOMPARE(::scores(memory.lookup(query, 70)), (QList<int> {87}));
}

// The GUI looks up in a thread of its own, on its own connection, while the draft is
// autosaved and units are replaced through another: the index follows tm_log
// instead of rebuilding (seconds at 500k units).
void TestTranslationMemory::otherConnectionsWritesDoNotRebuild()
{
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(rankingUnits(), QStringLiteral("tmx:a.tmx")));
    const QString query = QStringLiteral("Install the CUDA toolkit before anything else.");
    QCOMPARE(memory.lookup(query, 70).size(), 0);
    QCOMPARE(memory.indexBuilds(), 1);
    ProjectStore second;
    QVERIFY(second.open(path()));
    TranslationMemory other(second);
    {
        // An autosave: any write changes PRAGMA data_version.
        QSqlQuery write(second.database());
        QVERIFY(write.exec(QStringLiteral("INSERT INTO issues (number, created_at, updated_at) VALUES (3, 'x', 'x')")));
    }
    QCOMPARE(memory.lookup(query, 70).size(), 0);
    QVERIFY(other.replaceOrigin(QStringLiteral("tmx:b.tmx"), {unit(query, u8("先装好 CUDA 工具包。"))}));
    QCOMPARE(::targets(memory.lookup(query, 70)), QStringList {u8("先装好 CUDA 工具包。")});
    QVERIFY(other.replaceOrigin(
        QStringLiteral("tmx:b.tmx"), {unit(QStringLiteral("Install the CUDA toolkit before anything."), u8("先装 CUDA。"))}));
    QCOMPARE(::targets(memory.lookup(query, 70)), QStringList {u8("先装 CUDA。")});
    QCOMPARE(memory.indexBuilds(), 1);
    // A source changed in place cannot be followed: the index is rebuilt, right.
    {
        QSqlQuery update(second.database());
        update.prepare(QStringLiteral("UPDATE tm_units SET source_text = ? WHERE target_text = ?"));
        update.addBindValue(query);
        update.addBindValue(u8("先装 CUDA。"));
        QVERIFY(update.exec());
    }
    QCOMPARE(::scores(memory.lookup(query, 70)), QList<int> {100});
    QCOMPARE(memory.indexBuilds(), 2);
}

void TestTranslationMemory::cancelledAddChangesNothing()
{
    TranslationMemory memory(*m_store);
    QList<TmUnit> many;
    for (int i = 0; i < 2500; ++i) {
        many.append(unit(QStringLiteral("Sentence %1 about GPUs.").arg(i), u8("关于 GPU 的第 %1 句。").arg(i)));
    }
    QList<qint64> seen;
    memory.setProgress([&](qint64 done, qint64 total) {
        seen.append(done);
        return total == 2500 && done < 2000;
    });
    QVERIFY(!memory.add(many, QStringLiteral("tmx:big.tmx")));
    QCOMPARE(seen, (QList<qint64> {0, 1000, 2000}));
    QCOMPARE(memory.count(), 0);
    QCOMPARE(memory.pendingCount(), 0);
    QVERIFY(memory.lookup(QStringLiteral("Sentence 5 about GPUs.")).isEmpty());
    memory.setProgress({});
    QVERIFY(memory.add(many, QStringLiteral("tmx:big.tmx")));
    QCOMPARE(memory.count(), 2500);
}

void TestTranslationMemory::lookupFindsOneAmongManyAlike_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("score");
    QTest::newRow("exact") << QStringLiteral("The model is trained on data set 1234.") << 100;
    QTest::newRow("one word changed") << QStringLiteral("The model is tuned on data set 1234.") << 88;
    QTest::newRow("Chinese, one character changed") << u8("模型在第1234号数据集中训练。") << 92;
}

void TestTranslationMemory::lookupFindsOneAmongManyAlike()
{
    QFETCH(QString, query);
    QFETCH(int, score);
    // Thousands of units share every token but the number with the query, so only
    // the rare token tells the wanted unit apart.
    QList<TmUnit> units;
    for (int i = 1000; i < 4000; ++i) {
        units.append(unit(QStringLiteral("The model is trained on data set %1.").arg(i), QStringLiteral("zh %1").arg(i)));
        units.append(unit(u8("模型在第%1号数据集上训练。").arg(i), QStringLiteral("en %1").arg(i)));
    }
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(units, QStringLiteral("project")));
    const QList<TmMatch> matches = memory.lookup(query, 75, 3);
    QCOMPARE(matches.size(), 3);
    QCOMPARE(matches.first().score, score);
    QVERIFY(matches.first().unit.target.endsWith(QStringLiteral(" 1234")));
    QVERIFY(matches.at(1).score < score);
}

void TestTranslationMemory::concordance_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("sources");
    const QString load = QStringLiteral("Load the kernel module.");
    const QString gpu = QStringLiteral("The GPU kernel launches.");
    const QString driver = QStringLiteral("Check the Driver.");
    QTest::newRow("one Chinese character") << u8("核") << QStringList {gpu, load};
    QTest::newRow("two Chinese characters") << u8("内核") << QStringList {load};
    QTest::newRow("four Chinese characters") << u8("内核模块") << QStringList {load};
    QTest::newRow("Chinese in no unit") << u8("显存") << QStringList {};
    QTest::newRow("latin word in source") << QStringLiteral("kernel") << QStringList {gpu, load};
    QTest::newRow("latin, other case") << QStringLiteral("KERNEL") << QStringList {gpu, load};
    QTest::newRow("latin inside a target") << QStringLiteral("GPU") << QStringList {gpu};
    QTest::newRow("two latin letters, other case") << QStringLiteral("dR") << QStringList {driver};
    QTest::newRow("quote in the query") << QStringLiteral("\"kernel") << QStringList {};
    QTest::newRow("blank query") << QStringLiteral("  ") << QStringList {};
}

void TestTranslationMemory::concordance()
{
    QFETCH(QString, query);
    QFETCH(QStringList, sources);
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add({unit(QStringLiteral("Load the kernel module."), u8("加载内核模块。")),
                           unit(QStringLiteral("The GPU kernel launches."), u8("GPU 核函数启动。")),
                           unit(QStringLiteral("Check the Driver."), u8("检查驱动程序。"))},
        QStringLiteral("project")));
    const QList<TmMatch> matches = memory.concordance(query);
    QCOMPARE(::sources(matches), sources);
    QVERIFY(memory.concordance(query, 1).size() <= 1);
}

void TestTranslationMemory::addIssueTakesFinishedPairs()
{
    const qint64 issueId = importIssue(*m_store);
    QVERIFY(issueId > 0);
    QVERIFY(setDraftStatus(*m_store, u8("第三段讲驱动。"), QStringLiteral("draft")));
    TranslationMemory memory(*m_store);
    QVERIFY2(memory.addIssue(issueId), qPrintable(memory.errorString()));
    QCOMPARE(memory.count(), 3); // the heading, the first two paragraphs
    const QList<TmMatch> matches =
        memory.lookup(QStringLiteral("Second paragraph about kernels."), 75, 10, QStringLiteral("First paragraph about memory."));
    QCOMPARE(matches.size(), 1);
    QCOMPARE(matches.first().score, 101);
    QCOMPARE(matches.first().unit.target, u8("第二段讲内核。"));
    QCOMPARE(matches.first().issueNumber, 1);
    QCOMPARE(matches.first().origin, QStringLiteral("project"));
    QVERIFY(memory.lookup(QStringLiteral("Third paragraph about drivers.")).isEmpty());
}

void TestTranslationMemory::addIssueReplacesItsUnits()
{
    const qint64 issueId = importIssue(*m_store);
    QVERIFY(issueId > 0);
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add({unit(QStringLiteral("Imported."), u8("导入的。"))}, QStringLiteral("tmx:a.tmx"), issueId));
    QVERIFY(memory.addIssue(issueId));
    QCOMPARE(memory.count(), 5);
    QCOMPARE(memory.lookup(QStringLiteral("Third paragraph about drivers.")).size(), 1);

    QVERIFY(setDraftStatus(*m_store, u8("第三段讲驱动。"), QStringLiteral("draft")));
    QVERIFY(setDraftStatus(*m_store, u8("第二段讲内核。"), QStringLiteral("reviewed")));
    QVERIFY(memory.addIssue(issueId));
    QVERIFY(memory.addIssue(issueId)); // again: still no duplicates
    QCOMPARE(memory.count(), 4); // the TMX unit stays
    QVERIFY(memory.lookup(QStringLiteral("Third paragraph about drivers.")).isEmpty());
    QCOMPARE(memory.lookup(QStringLiteral("Second paragraph about kernels.")).size(), 1);
    QCOMPARE(memory.units(QStringLiteral("tmx:a.tmx")).size(), 1);
}

// The match analysis scores an issue without the units made from it: they are no
// candidates, so a lesser unit of another origin is found instead.
void TestTranslationMemory::lookupExcludingLeavesAnIssuesOwnUnitsOut()
{
    const qint64 issueId = importIssue(*m_store);
    QVERIFY(issueId > 0);
    TranslationMemory memory(*m_store);
    QVERIFY(memory.addIssue(issueId));
    QVERIFY(memory.add(
        {unit(QStringLiteral("Second paragraph about GPU kernels."), u8("第二段讲 GPU 内核。"))}, QStringLiteral("tmx:a.tmx"), issueId));
    QVERIFY(memory.issueUnitIds({}).isEmpty());
    const QSet<qint64> own = memory.issueUnitIds({issueId});
    QCOMPARE(own.size(), 4); // the issue's "project" units, not the TMX one
    const QString source = QStringLiteral("Second paragraph about kernels.");
    const QString context = QStringLiteral("First paragraph about memory.");
    QCOMPARE(scores(memory.lookup(source, 50, 1, context)), QList<int> {101});
    const QList<TmMatch> without = memory.lookupExcluding(own, source, 50, 1, context);
    QCOMPARE(targets(without), QStringList {u8("第二段讲 GPU 内核。")});
    QCOMPARE(scores(without), QList<int> {83});
    QCOMPARE(memory.lookupExcluding({}, source, 50, 1, context).constFirst().score, 101);
}

void TestTranslationMemory::addIssueRefusesUnknownIssue()
{
    TranslationMemory memory(*m_store);
    QVERIFY(!memory.addIssue(4242));
    QVERIFY(!memory.errorString().isEmpty());
    QCOMPARE(memory.count(), 0);
}

void TestTranslationMemory::refusedCommitIsReportedOnce_data()
{
    QTest::addColumn<QString>("write");
    QTest::newRow("add") << QStringLiteral("add");
    QTest::newRow("addIssue") << QStringLiteral("addIssue");
    QTest::newRow("replaceOrigin") << QStringLiteral("replaceOrigin");
}

// SQLite refuses the commit: reported, the units as they were (in the file and in
// the index), no write left open, and the same write works once it is allowed.
void TestTranslationMemory::refusedCommitIsReportedOnce()
{
    QFETCH(QString, write);
    const qint64 issueId = importIssue(*m_store);
    QVERIFY(issueId > 0);
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add({unit(QStringLiteral("Install the CUDA toolkit first."), u8("先安装 CUDA 工具包。"))}, QStringLiteral("tmx:a.tmx")));
    const int before = memory.count();
    const QList<TmUnit> units = {unit(checkpointing, u8("启用梯度检查点以在训练时节省显存。"))};
    const auto run = [&] {
        return write == QLatin1String("add")     ? memory.add(units, QStringLiteral("tmx:b.tmx"))
            : write == QLatin1String("addIssue") ? memory.addIssue(issueId)
                                                 : memory.replaceOrigin(QStringLiteral("tmx:a.tmx"), units);
    };
    RefusedCommit refusal(*m_store, QStringLiteral("tm_units"));
    QVERIFY(refusal.arm());
    QVERIFY(!run());
    QVERIFY(!memory.errorString().isEmpty());
    QVERIFY(refusal.rolledBack());
    QCOMPARE(memory.count(), before);
    QCOMPARE(memory.units(QStringLiteral("tmx:a.tmx")).size(), 1);
    QVERIFY(memory.lookup(checkpointing).isEmpty());
    QVERIFY(refusal.disarm());
    QVERIFY2(run(), qPrintable(memory.errorString()));
}

QTEST_GUILESS_MAIN(TestTranslationMemory)
#include "tst_translationmemory.moc"
