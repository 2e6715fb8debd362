// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockstatus.h"
#include "draft/draftoutlinemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {
TargetBlock block(
    qint64 id, const QString &text, const QString &status = QStringLiteral("draft"), int headingLevel = 0, QList<qint64> sources = {1})
{
    TargetBlock b;
    b.id = id;
    b.text = text;
    b.status = status;
    b.headingLevel = headingLevel;
    b.kind = headingLevel > 0 ? BlockKind::Heading : BlockKind::Paragraph;
    b.sources = sources;
    return b;
}
} // namespace

class TestDraftOutlineModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsFollowBlocks();
    void label_data();
    void label();
    void roles();
    void sameIdsOnlyAnnounceChangedRows();
    void newBlocksReset_data();
    void newBlocksReset();
    void clear();
    void blockStatus_data();
    void blockStatus();
};

void TestDraftOutlineModel::rowsFollowBlocks()
{
    DraftOutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setBlocks({block(1, QStringLiteral("# 标题"), QStringLiteral("draft"), 1), block(2, QStringLiteral("正文。"))});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("标题"));
    QCOMPARE(model.index(1).data().toString(), QStringLiteral("正文。"));
}

void TestDraftOutlineModel::label_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("label");

    QTest::newRow("ATX heading loses its marks") << QStringLiteral("## 安装 CUDA") << 2 << QStringLiteral("安装 CUDA");
    QTest::newRow("setext heading shows its first line") << QStringLiteral("标题\n===") << 1 << QStringLiteral("标题");
    QTest::newRow("paragraph shows its first line") << QStringLiteral("第一行\n第二行") << 0 << QStringLiteral("第一行");
    QTest::newRow("code block shows its fence") << QStringLiteral("```python\nprint(1)\n```") << 0 << QStringLiteral("```python");
    QTest::newRow("paragraph starting with # is kept") << QStringLiteral("#hashtag 文本") << 0 << QStringLiteral("#hashtag 文本");
    QTest::newRow("long line is cut with an ellipsis")
        << QStringLiteral("长").repeated(100) << 0 << QString(QStringLiteral("长").repeated(79) + QStringLiteral("…"));
    // 👉 is two UTF-16 units: cut in half, the label ended in "�".
    QTest::newRow("emoji at the cut stays whole or goes")
        << QString(QStringLiteral("长").repeated(78) + QStringLiteral("\U0001F449") + QStringLiteral("长").repeated(10)) << 0
        << QString(QStringLiteral("长").repeated(78) + QStringLiteral("…"));
    QTest::newRow("combining mark at the cut stays with its letter")
        << QString(QStringLiteral("e").repeated(78) + QStringLiteral("e\u0301") + QStringLiteral("e").repeated(10)) << 0
        << QString(QStringLiteral("e").repeated(78) + QStringLiteral("…"));
}

void TestDraftOutlineModel::label()
{
    QFETCH(QString, text);
    QFETCH(int, level);
    QFETCH(QString, label);
    QCOMPARE(DraftOutlineModel::label(block(1, text, QStringLiteral("draft"), level)), label);
}

void TestDraftOutlineModel::roles()
{
    DraftOutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    TargetBlock note = block(7, QStringLiteral("> 译者注"), QStringLiteral("translated"), 0, {});
    note.origin = QStringLiteral("note");
    note.lineStart = 12;
    model.setBlocks({block(3, QStringLiteral("## 二级"), QStringLiteral("approved"), 2, {4, 5}), note});
    QCOMPARE(model.index(0).data(DraftOutlineModel::StatusRole).toString(), QStringLiteral("approved"));
    QCOMPARE(model.index(0).data(DraftOutlineModel::HeadingLevelRole).toInt(), 2);
    QCOMPARE(model.index(0).data(DraftOutlineModel::AlignedRole).toInt(), 2);
    QCOMPARE(model.index(1).data(DraftOutlineModel::AlignedRole).toInt(), 0);
    QCOMPARE(model.index(1).data(DraftOutlineModel::OriginRole).toString(), QStringLiteral("note"));
    QCOMPARE(model.index(1).data(DraftOutlineModel::LineRole).toInt(), 12);
    QCOMPARE(model.index(0).data(DraftOutlineModel::DepthRole).toInt(), 1); // an h2
    QCOMPARE(model.index(1).data(DraftOutlineModel::DepthRole).toInt(), 2); // inside the h2's section
    QVERIFY(model.index(0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Approved")));
}

void TestDraftOutlineModel::sameIdsOnlyAnnounceChangedRows()
{
    DraftOutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<TargetBlock> blocks {block(1, QStringLiteral("一")), block(2, QStringLiteral("二")), block(3, QStringLiteral("三"))};
    model.setBlocks(blocks);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    blocks[1].status = QStringLiteral("translated");
    model.setBlocks(blocks);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
    model.setBlocks(blocks);
    QCOMPARE(changed.count(), 1); // nothing changed, nothing announced
}

void TestDraftOutlineModel::newBlocksReset_data()
{
    QTest::addColumn<QList<qint64>>("ids");
    QTest::newRow("a block added") << QList<qint64> {1, 2, 3, 4};
    QTest::newRow("a block removed") << QList<qint64> {1, 3};
    QTest::newRow("blocks reordered") << QList<qint64> {2, 1, 3};
    QTest::newRow("a block not stored yet") << QList<qint64> {1, 0, 3};
}

void TestDraftOutlineModel::newBlocksReset()
{
    QFETCH(QList<qint64>, ids);
    DraftOutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBlocks({block(1, QStringLiteral("一")), block(2, QStringLiteral("二")), block(3, QStringLiteral("三"))});
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QList<TargetBlock> blocks;
    for (qint64 id : ids) {
        blocks.append(block(id, QString::number(id)));
    }
    model.setBlocks(blocks);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), int(ids.size()));
}

void TestDraftOutlineModel::clear()
{
    DraftOutlineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBlocks({block(1, QStringLiteral("一"))});
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.index(0).isValid());
}

void TestDraftOutlineModel::blockStatus_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("confirmed");
    QTest::addColumn<QString>("afterConfirm");
    QTest::addColumn<QString>("name");
    QTest::newRow("draft is confirmed to translated")
        << QStringLiteral("draft") << false << QStringLiteral("translated") << QStringLiteral("Draft");
    QTest::newRow("translated stays") << QStringLiteral("translated") << true << QStringLiteral("translated")
                                      << QStringLiteral("Translated");
    QTest::newRow("reviewed is not demoted") << QStringLiteral("reviewed") << true << QStringLiteral("reviewed")
                                             << QStringLiteral("Reviewed");
    QTest::newRow("approved is not demoted") << QStringLiteral("approved") << true << QStringLiteral("approved")
                                             << QStringLiteral("Approved");
    QTest::newRow("unknown is shown as stored") << QStringLiteral("odd") << false << QStringLiteral("translated") << QStringLiteral("odd");
}

void TestDraftOutlineModel::blockStatus()
{
    QFETCH(QString, status);
    QFETCH(bool, confirmed);
    QFETCH(QString, afterConfirm);
    QFETCH(QString, name);
    QCOMPARE(BlockStatus::isConfirmed(status), confirmed);
    QCOMPARE(BlockStatus::confirmed(status), afterConfirm);
    QCOMPARE(BlockStatus::displayName(status), name);
}

QTEST_GUILESS_MAIN(TestDraftOutlineModel)
#include "tst_draftoutlinemodel.moc"
