// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termentries.h"
#include "terms/termconflictmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

Q_DECLARE_METATYPE(QList<TermEntry>)

// The term conflict log table: explicit log lines and the rows derived from
// context-dependent renderings.
class TestTermConflictModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rows_data();
    void rows();
    void idsAndDerivedRoles();
    void headers();
};

namespace {
QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

TermConflict conflict(const char *context, const char *correct, const char *wrong, const QList<int> &issues)
{
    return {u8(context), u8(correct), u8(wrong), issues};
}

// The seed's log: quantization is 量化 next to bitsandbytes, 采样精度 in torchaudio.
TermEntry quantization()
{
    TermEntry entry;
    entry.id = 5;
    entry.source = QStringLiteral("quantization");
    TermRendering rendering;
    rendering.text = u8("量化");
    rendering.isDefault = true;
    entry.renderings = {rendering};
    entry.conflicts = {conflict("出现在llm.int8()或bitsandbytes库调用中", "量化", "量化（需加注）", {88, 203}),
        conflict("出现在torchaudio.load()参数中", "采样精度", "量化", {142})};
    return entry;
}

TermEntry withConflicts(TermEntry entry, const QList<TermConflict> &conflicts)
{
    entry.conflicts = conflicts;
    return entry;
}

TermEntry twoPlainRenderings()
{
    TermEntry entry;
    entry.source = QStringLiteral("checkpoint");
    TermRendering a;
    a.text = u8("检查点");
    a.isDefault = true;
    TermRendering b;
    b.text = u8("断点");
    entry.renderings = {a, b};
    return entry;
}

TermEntry oneConditionalRendering()
{
    TermEntry entry;
    entry.source = QStringLiteral("launch");
    TermRendering rendering;
    rendering.text = u8("启动");
    rendering.codeLanguage = QStringLiteral("cuda");
    entry.renderings = {rendering};
    return entry;
}
} // namespace

void TestTermConflictModel::rows_data()
{
    QTest::addColumn<QList<TermEntry>>("entries");
    QTest::addColumn<QStringList>("expected"); // term|context|correct|wrong|issues|derived

    QTest::newRow("explicit_conflicts_issues_joined")
        << QList<TermEntry> {quantization()}
        << QStringList {u8("quantization|出现在llm.int8()或bitsandbytes库调用中|量化|量化（需加注）|88、203|0"),
               u8("quantization|出现在torchaudio.load()参数中|采样精度|量化|142|0")};
    QTest::newRow("derived_from_context_dependent_renderings") << QList<TermEntry> {
        kernelEntry()} << QStringList {u8("kernel|mentions CUDA|CUDA核函数|内核||1"), u8("kernel|otherwise (default)|内核|CUDA核函数||1")};
    QTest::newRow("explicit_row_replaces_derived_one")
        << QList<TermEntry> {withConflicts(kernelEntry(), {conflict("出现在CUDA编程上下文中", "CUDA核函数", "内核", {311})})}
        << QStringList {u8("kernel|出现在CUDA编程上下文中|CUDA核函数|内核|311|0"), u8("kernel|otherwise (default)|内核|CUDA核函数||1")};
    QTest::newRow("renderings_without_conditions_not_derived") << QList<TermEntry> {twoPlainRenderings()} << QStringList();
    QTest::newRow("single_conditional_rendering_not_derived") << QList<TermEntry> {oneConditionalRendering()} << QStringList();
    QTest::newRow("entries_in_order") << QList<TermEntry> {twoPlainRenderings(), quantization(), kernelEntry()}
                                      << QStringList {
                                             u8("quantization|出现在llm.int8()或bitsandbytes库调用中|量化|量化（需加注）|88、203|0"),
                                             u8("quantization|出现在torchaudio.load()参数中|采样精度|量化|142|0"),
                                             u8("kernel|mentions CUDA|CUDA核函数|内核||1"),
                                             u8("kernel|otherwise (default)|内核|CUDA核函数||1")};
    QTest::newRow("empty") << QList<TermEntry>() << QStringList();
}

void TestTermConflictModel::rows()
{
    QFETCH(QList<TermEntry>, entries);
    QFETCH(QStringList, expected);
    TermConflictModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setEntries(entries);
    QCOMPARE(reset.count(), 1);
    QStringList found;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column) {
            cells.append(model.index(row, column).data().toString());
        }
        cells.append(QString::number(model.isDerived(row)));
        found.append(cells.join(QLatin1Char('|')));
    }
    QCOMPARE(found, expected);
}

void TestTermConflictModel::idsAndDerivedRoles()
{
    TermEntry kernel = kernelEntry();
    kernel.id = 9;
    TermConflictModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEntries({quantization(), kernel});
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.termIdAt(0), qint64(5));
    QCOMPARE(model.termIdAt(3), qint64(9));
    const QModelIndex explicitRow = model.index(1, TermConflictModel::WrongColumn);
    const QModelIndex derivedRow = model.index(2, TermConflictModel::WrongColumn);
    QCOMPARE(explicitRow.data(TermConflictModel::TermIdRole).toLongLong(), qint64(5));
    QCOMPARE(derivedRow.data(Qt::UserRole).toLongLong(), qint64(9));
    QCOMPARE(explicitRow.data(Qt::UserRole + 1).toBool(), false);
    QCOMPARE(derivedRow.data(Qt::UserRole + 1).toBool(), true);
    QVERIFY(!explicitRow.data(Qt::ToolTipRole).isValid());
    QVERIFY(!derivedRow.data(Qt::ToolTipRole).toString().isEmpty());
}

void TestTermConflictModel::headers()
{
    TermConflictModel model;
    QStringList labels;
    for (int column = 0; column < model.columnCount(); ++column) {
        labels.append(model.headerData(column, Qt::Horizontal).toString());
    }
    QCOMPARE(labels, (QStringList {u8("Term"), u8("Context"), u8("Correct"), u8("Wrong"), u8("Issues")}));
}

QTEST_GUILESS_MAIN(TestTermConflictModel)
#include "tst_termconflictmodel.moc"
