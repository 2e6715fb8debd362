// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionratio.h"
#include "deletions/deletionrepository.h"
#include "draft/blockrecord.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

// A text starting with ``` is a code block, any other a paragraph.
QList<BlockRecord> blocksOf(const QStringList &texts)
{
    QList<BlockRecord> blocks;
    for (const QString &text : texts) {
        BlockRecord block;
        block.id = blocks.size() + 1;
        block.text = text;
        block.kind = text.startsWith(QLatin1String("```")) ? BlockKind::Code : BlockKind::Paragraph;
        blocks.append(block);
    }
    return blocks;
}

// "INDEX" deletes block INDEX (0-based) whole, "INDEX:START-END" a span of it.
QList<Deletion> deletionsOf(const QStringList &specs)
{
    QList<Deletion> deletions;
    for (const QString &spec : specs) {
        Deletion deletion;
        const QStringList parts = spec.split(QLatin1Char(':'));
        deletion.sourceBlockId = parts.at(0).toLongLong() + 1;
        if (parts.size() == 2) {
            deletion.spanStart = parts.at(1).section(QLatin1Char('-'), 0, 0).toInt();
            deletion.spanEnd = parts.at(1).section(QLatin1Char('-'), 1, 1).toInt();
        }
        deletions.append(deletion);
    }
    return deletions;
}

} // namespace

class TestDeletionRatio : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compute_data();
    void compute();
    void target_data();
    void target();
    void forIssue_data();
    void forIssue();
    void summary();
};

void TestDeletionRatio::compute_data()
{
    QTest::addColumn<QStringList>("blocks");
    QTest::addColumn<QStringList>("deletions");
    QTest::addColumn<QList<qint64>>("counts"); // prose total, prose deleted, code total, code deleted
    QTest::addColumn<double>("ratio");

    const QString hello = QStringLiteral("Hello world");
    QTest::newRow("no blocks") << QStringList() << QStringList() << QList<qint64> {0, 0, 0, 0} << 0.0;
    QTest::newRow("english letters only, no space") << QStringList {hello} << QStringList() << QList<qint64> {10, 0, 0, 0} << 0.0;
    QTest::newRow("markdown punctuation not counted")
        << QStringList {QStringLiteral("# Title *bold* [link](url) > | - _x_")} << QStringList() << QList<qint64> {17, 0, 0, 0} << 0.0;
    QTest::newRow("chinese ideographs, not their punctuation")
        << QStringList {QStringLiteral("你好，世界。")} << QStringList() << QList<qint64> {4, 0, 0, 0} << 0.0;
    QTest::newRow("chinese, english and digits mixed")
        << QStringList {QStringLiteral("用 CUDA 12 加速")} << QStringList {QStringLiteral("0")} << QList<qint64> {9, 9, 0, 0} << 1.0;
    QTest::newRow("whole block deleted of two") << QStringList {hello, QStringLiteral("Keep this")} << QStringList {QStringLiteral("0")}
                                                << QList<qint64> {18, 10, 0, 0} << 10.0 / 18.0;
    QTest::newRow("span counts only its characters")
        << QStringList {hello} << QStringList {QStringLiteral("0:0-5")} << QList<qint64> {10, 5, 0, 0} << 0.5;
    QTest::newRow("span in chinese") << QStringList {QStringLiteral("你好，世界。")} << QStringList {QStringLiteral("0:3-5")}
                                     << QList<qint64> {4, 2, 0, 0} << 0.5;
    QTest::newRow("overlapping spans count once")
        << QStringList {hello} << QStringList {QStringLiteral("0:0-5"), QStringLiteral("0:2-8")} << QList<qint64> {10, 7, 0, 0} << 0.7;
    QTest::newRow("span and whole deletion of one block")
        << QStringList {hello} << QStringList {QStringLiteral("0:0-2"), QStringLiteral("0")} << QList<qint64> {10, 10, 0, 0} << 1.0;
    QTest::newRow("ideograph outside the BMP is one character")
        << QStringList {QStringLiteral("\U00020000好😀")} << QStringList {QStringLiteral("0:0-2")} << QList<qint64> {2, 1, 0, 0} << 0.5;
    QTest::newRow("code counted apart, fences not")
        << QStringList {QStringLiteral("Text"), QStringLiteral("```py\nx = 1\n```")} << QStringList() << QList<qint64> {4, 0, 3, 0} << 0.0;
    QTest::newRow("deleted code not in the ratio") << QStringList {QStringLiteral("Text"), QStringLiteral("```py\nx = 1\n```")}
                                                   << QStringList {QStringLiteral("1")} << QList<qint64> {4, 0, 3, 3} << 0.0;
    QTest::newRow("span in code") << QStringList {QStringLiteral("```py\nx = 1\n```")} << QStringList {QStringLiteral("0:6-9")}
                                  << QList<qint64> {0, 0, 3, 2} << 0.0;
}

void TestDeletionRatio::compute()
{
    QFETCH(QStringList, blocks);
    QFETCH(QStringList, deletions);
    QFETCH(QList<qint64>, counts);
    QFETCH(double, ratio);
    const DeletionRatio::Result result = DeletionRatio::compute(blocksOf(blocks), deletionsOf(deletions), 0.25);
    QCOMPARE((QList<qint64> {result.proseTotal, result.proseDeleted, result.codeTotal, result.codeDeleted}), counts);
    QVERIFY2(qAbs(result.ratio - ratio) < 1e-9, qPrintable(QString::number(result.ratio)));
    QCOMPARE(result.target, 0.25);
}

void TestDeletionRatio::target_data()
{
    QTest::addColumn<QString>("setting"); // null: not set
    QTest::addColumn<double>("target");
    QTest::newRow("missing: default 30%") << QString() << 0.30;
    QTest::newRow("a fraction") << QStringLiteral("0.25") << 0.25;
    QTest::newRow("spaces around") << QStringLiteral(" 0.4 ") << 0.4;
    QTest::newRow("zero") << QStringLiteral("0") << 0.0;
    QTest::newRow("not a number: default") << QStringLiteral("abc") << 0.30;
    QTest::newRow("above one: default") << QStringLiteral("1.5") << 0.30;
    QTest::newRow("negative: default") << QStringLiteral("-0.1") << 0.30;
}

void TestDeletionRatio::target()
{
    QFETCH(QString, setting);
    QFETCH(double, target);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProjectStore store;
    QVERIFY2(store.create(dir.filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")), qPrintable(store.errorString()));
    if (!setting.isNull()) {
        QVERIFY(store.setSetting(QStringLiteral("deletion_target"), setting));
    }
    QCOMPARE(DeletionRatio::target(store), target);
}

void TestDeletionRatio::forIssue_data()
{
    QTest::addColumn<QByteArray>("post"); // empty: an issue without posts
    QTest::addColumn<bool>("deleteFirst"); // the first block deleted whole
    QTest::addColumn<QList<qint64>>("counts");
    QTest::newRow("empty issue") << QByteArray() << false << QList<qint64> {0, 0, 0, 0};
    QTest::newRow("post, nothing deleted") << QByteArray("# 标题\n\nSome text.\n\n```c\nint x;\n```\n") << false
                                           << QList<qint64> {10, 0, 5, 0};
    QTest::newRow("heading deleted") << QByteArray("# 标题\n\nSome text.\n\n```c\nint x;\n```\n") << true << QList<qint64> {10, 2, 5, 0};
}

void TestDeletionRatio::forIssue()
{
    QFETCH(QByteArray, post);
    QFETCH(bool, deleteFirst);
    QFETCH(QList<qint64>, counts);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProjectStore store;
    QVERIFY2(store.create(dir.filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")), qPrintable(store.errorString()));
    QVERIFY(store.setSetting(QStringLiteral("deletion_target"), QStringLiteral("0.2")));
    IssueRepository issues(store);
    qint64 issueId = 0;
    if (post.isEmpty()) {
        issueId = issues.createIssue(3, QStringLiteral("Empty"));
    } else {
        PostImporter importer(store);
        QVERIFY2(importer.importPost(3, post, QString(), QString()), qPrintable(importer.errorString()));
        issueId = importer.result().issueId;
    }
    QVERIFY(issueId > 0);
    if (deleteFirst) {
        Deletion deletion;
        deletion.sourceBlockId = issues.sourceBlocks(issueId).constFirst().id;
        deletion.justification = QStringLiteral("Not needed.");
        DeletionRepository repository(store);
        QVERIFY2(repository.add(issueId, {deletion}), qPrintable(repository.errorString()));
    }
    QString error;
    const auto result = DeletionRatio::forIssue(store, issueId, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE((QList<qint64> {result->proseTotal, result->proseDeleted, result->codeTotal, result->codeDeleted}), counts);
    QCOMPARE(result->target, 0.2);
}

void TestDeletionRatio::summary()
{
    DeletionRatio::Result result;
    result.proseTotal = 3956;
    result.proseDeleted = 1234;
    result.codeTotal = 800;
    result.codeDeleted = 120;
    result.ratio = 1234.0 / 3956.0;
    QCOMPARE(DeletionRatio::summary(result),
        QStringLiteral("deleted 31.2% of prose (1234 of 3956 characters), target 30%; code: 120 of 800 characters"));
}

QTEST_GUILESS_MAIN(TestDeletionRatio)
#include "tst_deletionratio.moc"
