// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rowtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {

struct Fruit {
    int id = 0;
    QString name;
    QString note;
};

// The smallest model on the skeleton: two columns, a role of its own.
class FruitModel : public RowTableModel<Fruit>
{
public:
    enum Column { NameColumn, NoteColumn, ColumnCount };
    static constexpr int IdRole = Qt::UserRole + 1;

    FruitModel()
        : RowTableModel(ColumnCount, nullptr)
    {
    }
    void setFruits(const QList<Fruit> &fruits) { resetRows(fruits); }
    int rowOf(int id) const
    {
        return indexWhere([id](const Fruit &f) { return f.id == id; });
    }

protected:
    QVariant value(const Fruit &fruit, int column, int role) const override
    {
        if (role == IdRole) {
            return fruit.id;
        }
        if (role == Qt::ToolTipRole) {
            return unlessEmpty(fruit.note);
        }
        return role == Qt::DisplayRole ? QVariant(column == NameColumn ? fruit.name : fruit.note) : QVariant();
    }
    QString columnTitle(int column) const override { return column == NameColumn ? QStringLiteral("Name") : QStringLiteral("Note"); }
};

} // namespace

class TstRowTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAndColumns()
    {
        FruitModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 2);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setFruits({{1, QStringLiteral("apple"), QString()}, {7, QStringLiteral("pear"), QStringLiteral("ripe")}});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowCount(model.index(0, 0)), 0); // a table: no children
        QCOMPARE(model.columnCount(model.index(0, 0)), 0);
    }

    void data()
    {
        FruitModel model;
        model.setFruits({{1, QStringLiteral("apple"), QString()}, {7, QStringLiteral("pear"), QStringLiteral("ripe")}});
        QCOMPARE(model.index(1, FruitModel::NameColumn).data().toString(), QStringLiteral("pear"));
        QCOMPARE(model.index(1, FruitModel::NoteColumn).data().toString(), QStringLiteral("ripe"));
        QCOMPARE(model.index(1, 0).data(FruitModel::IdRole).toInt(), 7);
        QVERIFY(!model.index(0, 0).data(Qt::ToolTipRole).isValid()); // an empty tooltip is none
        QCOMPARE(model.index(1, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("ripe"));
        QVERIFY(!model.data(QModelIndex()).isValid());
        QVERIFY(!model.data(model.index(5, 0)).isValid());
    }

    void headers()
    {
        FruitModel model;
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Name"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Note"));
        QVERIFY(!model.headerData(2, Qt::Horizontal).isValid());
        QVERIFY(!model.headerData(-1, Qt::Horizontal).isValid());
        QVERIFY(!model.headerData(0, Qt::Horizontal, Qt::DecorationRole).isValid());
        QCOMPARE(model.headerData(2, Qt::Vertical).toInt(), 3); // Qt's own: row numbers
    }

    void rowOf()
    {
        FruitModel model;
        model.setFruits(
            {{1, QStringLiteral("apple"), QString()}, {7, QStringLiteral("pear"), QString()}, {7, QStringLiteral("x"), QString()}});
        QCOMPARE(model.rowOf(1), 0);
        QCOMPARE(model.rowOf(7), 1); // the first
        QCOMPARE(model.rowOf(3), -1);
    }
};

QTEST_GUILESS_MAIN(TstRowTableModel)
#include "tst_rowtablemodel.moc"
