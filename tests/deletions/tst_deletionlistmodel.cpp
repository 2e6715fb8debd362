// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionlistmodel.h"
#include "draft/blockrecord.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

Q_DECLARE_METATYPE(DeletionListModel::Row)
Q_DECLARE_METATYPE(BlockRecord)
Q_DECLARE_METATYPE(Deletion)

namespace {
QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

Deletion deletion(qint64 id, qint64 blockId, const QString &justification, int spanStart = -1, int spanEnd = -1)
{
    Deletion result;
    result.id = id;
    result.sourceBlockId = blockId;
    result.spanStart = spanStart;
    result.spanEnd = spanEnd;
    result.reason = DeletionReason::RegionSpecific;
    result.justification = justification;
    return result;
}

BlockRecord block(qint64 id, BlockKind kind, const QString &text)
{
    BlockRecord result;
    result.id = id;
    result.kind = kind;
    result.text = text;
    return result;
}

DeletionListModel::Row row(const Deletion &deletion, int ordinal, BlockKind kind, const QString &excerpt, int characters)
{
    DeletionListModel::Row result;
    result.deletion = deletion;
    result.blockOrdinal = ordinal;
    result.kind = kind;
    result.excerpt = excerpt;
    result.characters = characters;
    return result;
}

QList<DeletionListModel::Row> threeRows()
{
    return {row(deletion(7, 70, u8("Only US readers can pay with Venmo.")), 3, BlockKind::Paragraph, u8("Pay with Venmo"), 12),
        row(deletion(8, 80, u8("  "), 4, 10), 12, BlockKind::ListItem, u8("legacy"), 6),
        row(deletion(9, 90, QString()), 15, BlockKind::Code, u8("pip install old"), 13)};
}
} // namespace

// The deletion list: what each column shows and says in its tooltip, the roles the
// pane reads, editing the justification and counting unjustified deletions.
class TestDeletionListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cells_data();
    void cells();
    void roles_data();
    void roles();
    void onlyJustificationIsEditable();
    void editingEmitsAndKeepsOldText_data();
    void editingEmitsAndKeepsOldText();
    void unjustifiedCountAndRows();
    void rowFor_data();
    void rowFor();
    void excerpt_data();
    void excerpt();
};

void TestDeletionListModel::cells_data()
{
    QTest::addColumn<DeletionListModel::Row>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("display");
    QTest::addColumn<QVariant>("toolTip");
    const QList<DeletionListModel::Row> rows = threeRows();
    QTest::newRow("whole block: ordinal and kind") << rows.at(0) << int(DeletionListModel::BlockColumn) << u8("#3 paragraph") << QVariant();
    QTest::newRow("span: marked as part") << rows.at(1) << int(DeletionListModel::BlockColumn) << u8("#12 list item, part") << QVariant();
    QTest::newRow("code block kind") << rows.at(2) << int(DeletionListModel::BlockColumn) << u8("#15 code") << QVariant();
    QTest::newRow("reason label") << rows.at(0) << int(DeletionListModel::ReasonColumn) << u8("Region-specific") << QVariant();
    QTest::newRow("justification whole in tooltip")
        << rows.at(0) << int(DeletionListModel::JustificationColumn) << u8("Only US readers can pay with Venmo.")
        << QVariant(u8("Only US readers can pay with Venmo."));
    DeletionListModel::Row multiLine = rows.at(0);
    multiLine.deletion.justification = u8("第一行\n第二行 ");
    QTest::newRow("justification on one line, tooltip keeps the break")
        << multiLine << int(DeletionListModel::JustificationColumn) << u8("第一行 第二行") << QVariant(u8("第一行\n第二行"));
    QTest::newRow("blank justification: empty, tooltip warns")
        << rows.at(1) << int(DeletionListModel::JustificationColumn) << QString()
        << QVariant(u8("No justification: export refuses this deletion until you add one."));
    const QString longText = QString(50, QLatin1Char('a')) + QLatin1Char(' ') + QString(50, QLatin1Char('b'));
    DeletionListModel::Row longRow = rows.at(0);
    longRow.excerpt = longText;
    QTest::newRow("excerpt cut at 60, whole in tooltip")
        << longRow << int(DeletionListModel::ExcerptColumn) << longText.left(60) + u8("…") << QVariant(longText);
    QTest::newRow("prose characters") << rows.at(0) << int(DeletionListModel::CharactersColumn) << u8("12")
                                      << QVariant(u8("Letters and digits (counted in the deletion ratio)"));
    QTest::newRow("code characters") << rows.at(2) << int(DeletionListModel::CharactersColumn) << u8("13")
                                     << QVariant(u8("Code characters (not counted in the deletion ratio)"));
}

void TestDeletionListModel::cells()
{
    QFETCH(DeletionListModel::Row, row);
    QFETCH(int, column);
    QFETCH(QString, display);
    QFETCH(QVariant, toolTip);
    DeletionListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows({row});
    const QModelIndex index = model.index(0, column);
    QCOMPARE(index.data().toString(), display);
    QCOMPARE(index.data(Qt::ToolTipRole), toolTip);
}

void TestDeletionListModel::roles_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<qint64>("blockId");
    QTest::addColumn<int>("spanStart");
    QTest::addColumn<bool>("unjustified");
    QTest::newRow("justified whole block") << 0 << qint64(7) << qint64(70) << -1 << false;
    QTest::newRow("blank justification (spaces) is unjustified span") << 1 << qint64(8) << qint64(80) << 4 << true;
    QTest::newRow("null justification is unjustified") << 2 << qint64(9) << qint64(90) << -1 << true;
}

void TestDeletionListModel::roles()
{
    QFETCH(int, row);
    QFETCH(qint64, id);
    QFETCH(qint64, blockId);
    QFETCH(int, spanStart);
    QFETCH(bool, unjustified);
    DeletionListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(threeRows());
    // Every column answers the row's roles, so a view may read them from any cell.
    for (int column = 0; column < DeletionListModel::ColumnCount; ++column) {
        const QModelIndex index = model.index(row, column);
        QCOMPARE(index.data(DeletionListModel::DeletionIdRole).toLongLong(), id);
        QCOMPARE(index.data(DeletionListModel::SourceBlockIdRole).toLongLong(), blockId);
        QCOMPARE(index.data(DeletionListModel::SpanStartRole).toInt(), spanStart);
        QCOMPARE(index.data(DeletionListModel::UnjustifiedRole).toBool(), unjustified);
    }
}

void TestDeletionListModel::onlyJustificationIsEditable()
{
    DeletionListModel model;
    model.setRows(threeRows());
    for (int column = 0; column < DeletionListModel::ColumnCount; ++column) {
        const bool editable = model.flags(model.index(0, column)).testFlag(Qt::ItemIsEditable);
        QCOMPARE(editable, column == DeletionListModel::JustificationColumn);
        QCOMPARE(model.setData(model.index(0, column), u8("x")), editable);
    }
    QCOMPARE(model.headerData(DeletionListModel::JustificationColumn, Qt::Horizontal).toString(), u8("Justification"));
}

void TestDeletionListModel::editingEmitsAndKeepsOldText_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("emitted");
    QTest::addColumn<QString>("justification");
    QTest::newRow("new text, trimmed") << 1 << u8("  Only in the US.  ") << true << u8("Only in the US.");
    QTest::newRow("Chinese text") << 2 << u8("国内读者用不到。") << true << u8("国内读者用不到。");
    QTest::newRow("changed justification") << 0 << u8("Venmo is US-only.") << true << u8("Venmo is US-only.");
    QTest::newRow("same text: nothing") << 0 << u8("Only US readers can pay with Venmo. ") << false << QString();
    QTest::newRow("cleared: asks for blank") << 0 << u8("") << true << u8("");
    QTest::newRow("blank stays blank: nothing") << 1 << u8(" ") << false << QString();
}

void TestDeletionListModel::editingEmitsAndKeepsOldText()
{
    QFETCH(int, row);
    QFETCH(QString, typed);
    QFETCH(bool, emitted);
    QFETCH(QString, justification);
    DeletionListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(threeRows());
    QSignalSpy edited(&model, &DeletionListModel::justificationEdited);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const QModelIndex index = model.index(row, DeletionListModel::JustificationColumn);
    const QVariant before = index.data(Qt::EditRole);
    QCOMPARE(model.setData(index, typed), emitted);
    QCOMPARE(edited.count(), emitted ? 1 : 0);
    if (emitted) {
        QCOMPARE(edited.first().at(0).toLongLong(), threeRows().at(row).deletion.id);
        QCOMPARE(edited.first().at(1).toString(), justification);
    }
    QCOMPARE(changed.count(), 0);
    QCOMPARE(index.data(Qt::EditRole), before);
}

void TestDeletionListModel::unjustifiedCountAndRows()
{
    DeletionListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.unjustifiedCount(), 0);
    model.setRows(threeRows());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(DeletionListModel::ColumnCount));
    QCOMPARE(model.unjustifiedCount(), 2);
    QCOMPARE(model.rowOf(9), 2);
    QCOMPARE(model.rowOf(99), -1);
    QList<DeletionListModel::Row> justified = threeRows();
    justified[1].deletion.justification = u8("legacy API");
    model.setRows(justified);
    QCOMPARE(model.unjustifiedCount(), 1);
    QCOMPARE(model.index(1, DeletionListModel::JustificationColumn).data().toString(), u8("legacy API"));
    model.setRows({});
    QCOMPARE(model.rowCount(), 0);
}

void TestDeletionListModel::rowFor_data()
{
    QTest::addColumn<BlockRecord>("block");
    QTest::addColumn<Deletion>("deletion");
    QTest::addColumn<QString>("excerpt");
    QTest::addColumn<int>("characters");
    QTest::newRow("whole paragraph: letters and digits only") << block(1, BlockKind::Paragraph, u8("Use **Venmo** (v2)\nor Zelle."))
                                                              << deletion(1, 1, u8("x")) << u8("Use **Venmo** (v2) or Zelle.") << 17;
    QTest::newRow("span of a paragraph") << block(1, BlockKind::Paragraph, u8("Keep this. Drop that part."))
                                         << deletion(1, 1, u8("x"), 11, 26) << u8("Drop that part.") << 12;
    QTest::newRow("Chinese counts ideographs") << block(1, BlockKind::Paragraph, u8("仅限美国，请用 Venmo。")) << deletion(1, 1, u8("x"))
                                               << u8("仅限美国，请用 Venmo。") << 11;
    QTest::newRow("code: fences not counted, whitespace not counted")
        << block(1, BlockKind::Code, u8("```bash\npip install a==1\n```")) << deletion(1, 1, u8("x")) << u8("```bash pip install a==1 ```")
        << 14;
    QTest::newRow("span past the end clamped") << block(1, BlockKind::Paragraph, u8("abc def")) << deletion(1, 1, u8("x"), 4, 99)
                                               << u8("def") << 3;
}

void TestDeletionListModel::rowFor()
{
    QFETCH(BlockRecord, block);
    QFETCH(Deletion, deletion);
    QFETCH(QString, excerpt);
    QFETCH(int, characters);
    const DeletionListModel::Row row = DeletionListModel::rowFor(deletion, block, 4);
    QCOMPARE(row.excerpt, excerpt);
    QCOMPARE(row.characters, characters);
    QCOMPARE(row.blockOrdinal, 4);
    QCOMPARE(row.kind, block.kind);
    QCOMPARE(row.deletion.id, deletion.id);
}

void TestDeletionListModel::excerpt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("expected");
    QTest::newRow("short unchanged") << u8("short") << 60 << u8("short");
    QTest::newRow("line breaks and runs of blanks as one space") << u8("a\n\n  b\tc") << 60 << u8("a b c");
    QTest::newRow("cut with an ellipsis") << u8("abcdefgh") << 5 << u8("abcde…");
    QTest::newRow("exactly the length: no ellipsis") << u8("abcde") << 5 << u8("abcde");
    QTest::newRow("surrogate pair never split") << u8("abcd\U0001F600xyz") << 5 << u8("abcd…");
    QTest::newRow("emoji with a skin tone never split") << u8("abc\U0001F44D\U0001F3FDxyz") << 6 << u8("abc…");
    QTest::newRow("letter and combining mark never split") << u8("abcde\u0301xyz") << 5 << u8("abcd…");
}

void TestDeletionListModel::excerpt()
{
    QFETCH(QString, text);
    QFETCH(int, length);
    QFETCH(QString, expected);
    QCOMPARE(DeletionListModel::excerpt(text, length), expected);
}

QTEST_GUILESS_MAIN(TestDeletionListModel)
#include "tst_deletionlistmodel.moc"
