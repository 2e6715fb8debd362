// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qafindingfiltermodel.h"
#include "qa/qafindinglistmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

namespace {

QaFindingListModel::Row row(
    const QString &check, QaSeverity severity, qint64 target, int targetOrdinal, int sourceOrdinal, bool waived = false)
{
    QaFindingListModel::Row row;
    row.finding.check = check;
    row.finding.severity = severity;
    row.finding.targetBlockId = target;
    row.finding.sourceBlockId = 5;
    row.finding.message = QStringLiteral("message of ") + check;
    row.finding.detail = QStringLiteral("`--nproc_per_node`");
    row.finding.waived = waived;
    row.finding.waiverReason = waived ? QStringLiteral("原文如此") : QString();
    row.targetOrdinal = targetOrdinal;
    row.sourceOrdinal = sourceOrdinal;
    return row;
}

} // namespace

class TestQaFindingListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAndRoles();
    void filter_data();
    void filter();
};

void TestQaFindingListModel::rowsAndRoles()
{
    QaFindingListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows({row(QStringLiteral("content.untranslated"), QaSeverity::Error, 0, 0, 9),
        row(QStringLiteral("markdown.inline-code"), QaSeverity::Warning, 12, 4, 3, true)});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(QaFindingListModel::ColumnCount));
    QCOMPARE(model.index(0, QaFindingListModel::LocationColumn).data().toString(), QStringLiteral("Source #9"));
    QCOMPARE(model.index(1, QaFindingListModel::LocationColumn).data().toString(), QStringLiteral("Draft #4"));
    QCOMPARE(model.index(1, QaFindingListModel::CheckColumn).data().toString(), QStringLiteral("Inline code changed"));
    QVERIFY(model.index(1, QaFindingListModel::MessageColumn).data().toString().contains(QStringLiteral("原文如此")));
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("`--nproc_per_node`")));
    QCOMPARE(model.index(1, 0).data(QaFindingListModel::WaivedRole).toBool(), true);
    QCOMPARE(model.index(1, 0).data(QaFindingListModel::GroupRole).toString(), QStringLiteral("markdown"));
    QCOMPARE(model.index(1, 0).data(QaFindingListModel::TargetBlockIdRole).toLongLong(), qint64(12));
    QCOMPARE(model.rowOfKey(model.rowAt(1).finding.key()), 1);
    QCOMPARE(model.rowOfKey(QStringLiteral("x")), -1);
    model.setRows({});
    QCOMPARE(model.rowCount(), 0);
}

void TestQaFindingListModel::filter_data()
{
    QTest::addColumn<int>("severity"); // -1: all
    QTest::addColumn<bool>("showWaived");
    QTest::addColumn<int>("rows");
    QTest::newRow("all but waived") << -1 << false << 2;
    QTest::newRow("all with waived") << -1 << true << 3;
    QTest::newRow("errors") << int(QaSeverity::Error) << true << 1;
    QTest::newRow("warnings without waived") << int(QaSeverity::Warning) << false << 1;
    QTest::newRow("hints") << int(QaSeverity::Info) << true << 0;
}

void TestQaFindingListModel::filter()
{
    QFETCH(int, severity);
    QFETCH(bool, showWaived);
    QFETCH(int, rows);
    QaFindingListModel model;
    QaFindingFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows({row(QStringLiteral("content.untranslated"), QaSeverity::Error, 0, 0, 9),
        row(QStringLiteral("markdown.inline-code"), QaSeverity::Warning, 12, 4, 3, true),
        row(QStringLiteral("typography.quotes"), QaSeverity::Warning, 13, 5, 3)});
    filter.setSeverity(severity < 0 ? std::nullopt : std::optional<QaSeverity>(QaSeverity(severity)));
    filter.setShowWaived(showWaived);
    QCOMPARE(filter.rowCount(), rows);
}

QTEST_GUILESS_MAIN(TestQaFindingListModel)
#include "tst_qafindinglistmodel.moc"
