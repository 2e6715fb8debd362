// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tm/pretranslator.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
const QByteArray kPost("# Install the driver\n\n"
                       "Install the NVIDIA driver before you build the container image.\n\n"
                       "Run the benchmark on every GPU in the node and compare the results.\n\n"
                       "Restart the machine.\n");

// "text|status" per draft block, and the source block indexes each is aligned to.
QStringList describe(const DraftSession &session)
{
    QStringList lines;
    for (const TargetBlock &block : session.blocks()) {
        QStringList sources;
        for (qint64 id : block.sources) {
            for (int i = 0; i < session.sourceBlocks().size(); ++i) {
                if (session.sourceBlocks().at(i).id == id) {
                    sources.append(QString::number(i));
                }
            }
        }
        lines.append(QStringLiteral("%1|%2|%3").arg(block.text, block.status, sources.join(QLatin1Char(','))));
    }
    return lines;
}
} // namespace

Q_DECLARE_METATYPE(TmUnit)

class TestPretranslator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void fills_data();
    void fills();
    void keepsWhatTheTranslatorChanged_data();
    void keepsWhatTheTranslatorChanged();
    void inContextMatchWins();
    void secondRunChangesNothing();
    void statusesAreStored();

private:
    void memorize(const QList<TmUnit> &units);
    std::unique_ptr<DraftSession> session();
    bool pretranslate(DraftSession &session, int min, Pretranslator::Result *result);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
};

void TestPretranslator::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kPost, QString(), QString()), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
}

void TestPretranslator::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestPretranslator::memorize(const QList<TmUnit> &units)
{
    TranslationMemory memory(*m_store);
    QVERIFY2(memory.add(units, QStringLiteral("tmx:test.tmx")), qPrintable(memory.errorString()));
}

std::unique_ptr<DraftSession> TestPretranslator::session()
{
    auto session = std::make_unique<DraftSession>(*m_store, m_issueId);
    if (!session->load()) {
        qWarning() << session->errorString();
    }
    return session;
}

bool TestPretranslator::pretranslate(DraftSession &session, int min, Pretranslator::Result *result)
{
    const TranslationMemory memory(*m_store);
    Pretranslator pretranslator(session, memory, IssueRepository(*m_store).sourceBlocks(m_issueId));
    const bool ok = pretranslator.run(min, result);
    if (!ok) {
        qWarning() << pretranslator.errorString();
    }
    return ok;
}

void TestPretranslator::fills_data()
{
    QTest::addColumn<QList<TmUnit>>("units");
    QTest::addColumn<int>("min");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<int>("exact");

    const QString heading = QStringLiteral("# Install the driver|draft|0");
    const QString first = QStringLiteral("Install the NVIDIA driver before you build the container image.|draft|1");
    const QString second = QStringLiteral("Run the benchmark on every GPU in the node and compare the results.|draft|2");
    const QString last = QStringLiteral("Restart the machine.|draft|3");

    QTest::newRow("exact match: filled and marked pre-translated")
        << QList<TmUnit> {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))} << 75
        << QStringList {heading, first, second, QStringLiteral("重启机器。|pretranslated|3")} << 1;
    QTest::newRow("fuzzy match above the threshold")
        << QList<TmUnit> {unit(QStringLiteral("Install the NVIDIA driver before you build the container images."),
               QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。"))}
        << 75 << QStringList {heading, QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。|pretranslated|1"), second, last} << 0;
    QTest::newRow("fuzzy match below the threshold: left untranslated")
        << QList<TmUnit> {unit(QStringLiteral("Install the NVIDIA driver before you build the container images."),
               QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。"))}
        << 95 << QStringList {heading, first, second, last} << 0;
    QTest::newRow("a match of two paragraphs: both parts keep the alignment")
        << QList<TmUnit> {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。\n\n然后检查驱动。"))} << 75
        << QStringList {heading, first, second, QStringLiteral("重启机器。|pretranslated|3"),
               QStringLiteral("然后检查驱动。|pretranslated|3")}
        << 1;
    QTest::newRow("a heading and a paragraph at once")
        << QList<TmUnit> {unit(QStringLiteral("# Install the driver"), QStringLiteral("# 安装驱动")),
               unit(QStringLiteral("Run the benchmark on every GPU in the node and compare the results."),
                   QStringLiteral("在节点的每块 GPU 上运行基准测试并比较结果。"))}
        << 75
        << QStringList {QStringLiteral("# 安装驱动|pretranslated|0"), first,
               QStringLiteral("在节点的每块 GPU 上运行基准测试并比较结果。|pretranslated|2"), last}
        << 2;
}

void TestPretranslator::fills()
{
    QFETCH(QList<TmUnit>, units);
    QFETCH(int, min);
    QFETCH(QStringList, expected);
    QFETCH(int, exact);
    memorize(units);
    auto draft = session();
    Pretranslator::Result result;
    QVERIFY(pretranslate(*draft, min, &result));
    QCOMPARE(describe(*draft), expected);
    QCOMPARE(result.exact, exact);
    QCOMPARE(result.filled, int(result.blockIds.size()));
    QCOMPARE(result.filled + result.withoutMatch + result.kept, 4);
    // What was written is what a new session reads.
    QCOMPARE(describe(*session()), expected);
}

void TestPretranslator::keepsWhatTheTranslatorChanged_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("a confirmed translation") << QStringLiteral("confirm");
    QTest::newRow("an edited draft block") << QStringLiteral("edit");
    QTest::newRow("a block without its source") << QStringLiteral("unlink");
}

void TestPretranslator::keepsWhatTheTranslatorChanged()
{
    QFETCH(QString, change);
    memorize({unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    auto draft = session();
    const int last = int(draft->blocks().size()) - 1;
    if (change == QLatin1String("confirm")) {
        QVERIFY(draft->setStatus(last, QStringLiteral("translated")));
    } else if (change == QLatin1String("unlink")) {
        QVERIFY(draft->setSources(last, {}));
    } else {
        QString text = draft->text();
        text.replace(QStringLiteral("Restart the machine."), QStringLiteral("Restart the machine now."));
        QVERIFY(draft->update(text, draft->lineIds()));
    }
    const QString before = describe(*draft).join(QLatin1Char('\n'));
    Pretranslator::Result result;
    QVERIFY(pretranslate(*draft, 75, &result));
    QCOMPARE(result.filled, 0);
    QCOMPARE(describe(*draft).join(QLatin1Char('\n')), before);
    QVERIFY(!before.contains(QStringLiteral("重启")));
}

void TestPretranslator::inContextMatchWins()
{
    // The same sentence translated twice; the unit whose context is the paragraph
    // before it here scores 101 and wins over the newer one.
    memorize({unit(QStringLiteral("Restart the machine."), QStringLiteral("然后重启机器。"),
                  QStringLiteral("Run the benchmark on every GPU in the node and compare the results.")),
        unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"), QStringLiteral("Something else."))});
    auto draft = session();
    Pretranslator::Result result;
    QVERIFY(pretranslate(*draft, 75, &result));
    QCOMPARE(describe(*draft).last(), QStringLiteral("然后重启机器。|pretranslated|3"));
}

void TestPretranslator::secondRunChangesNothing()
{
    memorize({unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    auto draft = session();
    Pretranslator::Result result;
    QVERIFY(pretranslate(*draft, 75, &result));
    QCOMPARE(result.filled, 1);
    QVERIFY(pretranslate(*draft, 75, &result));
    QCOMPARE(result.filled, 0);
    QCOMPARE(result.kept, 1);
    QCOMPARE(result.withoutMatch, 3);
}

void TestPretranslator::statusesAreStored()
{
    memorize({unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    auto draft = session();
    Pretranslator::Result result;
    QVERIFY(pretranslate(*draft, 75, &result));
    const QList<BlockRecord> blocks = IssueRepository(*m_store).targetBlocks(m_issueId);
    QCOMPARE(blocks.last().status, QStringLiteral("pretranslated"));
    QCOMPARE(blocks.last().text, QStringLiteral("重启机器。"));
    // Pre-translated blocks are not confirmed: they do not feed the memory.
    TranslationMemory memory(*m_store);
    QVERIFY(memory.addIssue(m_issueId));
    QCOMPARE(memory.units(QStringLiteral("project")).size(), 0);
}

QTEST_GUILESS_MAIN(TestPretranslator)
#include "tst_pretranslator.moc"
