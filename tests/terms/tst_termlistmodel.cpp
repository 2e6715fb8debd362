// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termentries.h"
#include "terms/termlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

Q_DECLARE_METATYPE(TermEntry)

// The termbase table: what each column shows and says in its tooltip, ids and rows.
class TestTermListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cells_data();
    void cells();
    void idsAndRows();
    void setEntriesResets();
    void headers();
};

namespace {
QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

TermEntry withId(TermEntry entry, qint64 id)
{
    entry.id = id;
    return entry;
}

} // namespace

void TestTermListModel::cells_data()
{
    QTest::addColumn<TermEntry>("entry");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("display");
    QTest::addColumn<QVariant>("toolTip");

    TermEntry kernel = kernelEntry();
    QTest::newRow("source_without_variants_has_no_tooltip") << kernel << int(TermListModel::SourceColumn) << u8("kernel") << QVariant();
    TermEntry variants = kernel;
    variants.variants = QStringList {u8("CUDA kernel"), u8("GPU kernel")};
    QTest::newRow("source_variants_in_tooltip")
        << variants << int(TermListModel::SourceColumn) << u8("kernel") << QVariant(u8("Variants: CUDA kernel, GPU kernel"));
    QTest::newRow("renderings_default_first_with_conditions_in_tooltip")
        << kernel << int(TermListModel::RenderingsColumn) << u8("内核；CUDA核函数")
        << QVariant(u8("CUDA核函数 (mentions CUDA)\n内核 (default)"));
    TermEntry forbidden = kernel;
    forbidden.forbidden = {{u8("内核函数"), u8("生造词")}, {u8("核心"), QString()}};
    QTest::newRow("forbidden_joined_reasons_in_tooltip")
        << forbidden << int(TermListModel::ForbiddenColumn) << u8("内核函数；核心") << QVariant(u8("内核函数: 生造词\n核心"));
    QTest::newRow("no_forbidden_empty") << kernel << int(TermListModel::ForbiddenColumn) << QString() << QVariant();
    TermEntry firstUse = ncclFlagEntry();
    firstUse.firstUse = u8("NCCL_IB_DISABLE（禁用InfiniBand）");
    QTest::newRow("flags_all_first_use_in_tooltip")
        << firstUse << int(TermListModel::FlagsColumn) << u8("keep English, first use, case-sensitive")
        << QVariant(u8("On first use: NCCL_IB_DISABLE（禁用InfiniBand）"));
    QTest::newRow("flags_none") << kernel << int(TermListModel::FlagsColumn) << QString() << QVariant();
    TermEntry restricted = kernel;
    restricted.nounOnly = true;
    restricted.contextRegex = QStringLiteral("CUDA|GPU");
    QTest::newRow("flags_restrictions_pattern_in_tooltip")
        << restricted << int(TermListModel::FlagsColumn) << u8("noun only, context pattern")
        << QVariant(u8("Counts only where this matches: CUDA|GPU"));
    TermEntry note = kernel;
    note.note = u8("See issue 311.\nLinux: 内核.");
    QTest::newRow("note_first_line_whole_in_tooltip")
        << note << int(TermListModel::NoteColumn) << u8("See issue 311.") << QVariant(u8("See issue 311.\nLinux: 内核."));
}

void TestTermListModel::cells()
{
    QFETCH(TermEntry, entry);
    QFETCH(int, column);
    QFETCH(QString, display);
    QFETCH(QVariant, toolTip);
    TermListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEntries({entry});
    const QModelIndex index = model.index(0, column);
    QCOMPARE(index.data().toString(), display);
    QCOMPARE(index.data(Qt::ToolTipRole), toolTip);
}

void TestTermListModel::idsAndRows()
{
    TermListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEntries({withId(kernelEntry(), 7), withId(ncclFlagEntry(), 3)});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOf(3), 1);
    QCOMPARE(model.rowOf(7), 0);
    QCOMPARE(model.rowOf(99), -1);
    QCOMPARE(model.entryAt(1).source, QStringLiteral("NCCL_IB_DISABLE"));
    QCOMPARE(model.index(1, TermListModel::NoteColumn).data(Qt::UserRole).toLongLong(), qint64(3));
}

void TestTermListModel::setEntriesResets()
{
    TermListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setEntries({kernelEntry(), ncclFlagEntry()});
    model.setEntries({ncclFlagEntry()});
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("NCCL_IB_DISABLE"));
}

void TestTermListModel::headers()
{
    TermListModel model;
    QStringList labels;
    for (int column = 0; column < model.columnCount(); ++column) {
        labels.append(model.headerData(column, Qt::Horizontal).toString());
    }
    QCOMPARE(labels, (QStringList {u8("Source"), u8("Renderings"), u8("Forbidden"), u8("Flags"), u8("Note")}));
}

QTEST_GUILESS_MAIN(TestTermListModel)
#include "tst_termlistmodel.moc"
