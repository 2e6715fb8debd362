// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstore.h"
#include "tm/tmindex.h"
#include "tm/tmsimilarity.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>

// The index's promise: every unit that reaches the minimum score is among the
// candidates it hands out (checked against scoring all units), and an abort stops a
// build so that the next sync starts over.
class TestTmIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void candidatesMissNoUnitAboveTheMinimum_data();
    void candidatesMissNoUnitAboveTheMinimum();
    void abortStopsABuild();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    QList<TmUnit> m_units;
};

void TestTmIndex::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("i.yiqiao")), QStringLiteral("I")));
    // Sentences of a vocabulary of 150 words and a few common ones, so that many are
    // alike, as the sentences of one field are.
    QStringList words = QStringLiteral("the GPU driver a of to 显存 训练").split(QLatin1Char(' '));
    for (int w = 0; w < 150; ++w) {
        words.append(QStringLiteral("w%1").arg(w));
    }
    std::mt19937 random(3);
    m_units.clear();
    for (int i = 0; i < 400; ++i) {
        QStringList sentence;
        const int length = 3 + int(random() % 9);
        for (int w = 0; w < length; ++w) {
            sentence.append(words.at(int(random() % words.size())));
        }
        m_units.append(unit(sentence.join(QLatin1Char(' ')) + QLatin1Char('.'), QStringLiteral("译文 %1").arg(i)));
    }
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(m_units, QStringLiteral("tmx:words.tmx")));
}

void TestTmIndex::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestTmIndex::candidatesMissNoUnitAboveTheMinimum_data()
{
    QTest::addColumn<int>("minScore");
    QTest::newRow("min 60") << 60;
    QTest::newRow("min 75") << 75;
    QTest::newRow("min 90") << 90;
}

void TestTmIndex::candidatesMissNoUnitAboveTheMinimum()
{
    QFETCH(int, minScore);
    TmIndex index;
    QString error;
    QVERIFY2(index.sync(m_store->database(), &error), qPrintable(error));
    QSet<QString> stored;
    for (const TmUnit &unit : TranslationMemory(*m_store).units()) {
        stored.insert(unit.source);
    }
    int checked = 0;
    for (int q = 0; q < 60; ++q) {
        const QString query = QString(m_units.at(q * 5).source).replace(QStringLiteral("GPU"), QStringLiteral("CPU"));
        // Every unit scoring minScore, by brute force.
        int reaching = 0;
        for (const QString &source : std::as_const(stored)) {
            reaching += TmSimilarity::score(query, source, minScore) >= 0 ? 1 : 0;
        }
        const QList<qint64> candidates = index.candidates(index.idsOf(query), minScore);
        // The index hands out at most 128 candidates, best first; when fewer units
        // reach the minimum, every one of them must be among them.
        if (reaching <= 64) {
            int found = 0;
            for (const TmMatch &match : TranslationMemory(*m_store).lookup(query, minScore, 1000)) {
                found += match.score >= minScore ? 1 : 0;
            }
            QCOMPARE(found, reaching);
            ++checked;
        }
        QVERIFY(candidates.size() <= 128);
    }
    QVERIFY(checked > 10);
}

void TestTmIndex::abortStopsABuild()
{
    std::atomic<bool> abort {true};
    TmIndex index;
    index.setAbortFlag(&abort);
    QString error;
    QVERIFY(!index.sync(m_store->database(), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(index.candidates(index.idsOf(m_units.first().source), 50).isEmpty());
    abort = false;
    QVERIFY2(index.sync(m_store->database(), &error), qPrintable(error));
    QVERIFY(!index.candidates(index.idsOf(m_units.first().source), 50).isEmpty());
    QCOMPARE(index.builds(), 2);
}

QTEST_GUILESS_MAIN(TestTmIndex)
#include "tst_tmindex.moc"
