// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rowlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {

struct Fruit {
    int id = 0;
    QString name;
};

// The smallest model on the skeleton: a role of its own, one that reads the position.
class FruitModel : public RowListModel<Fruit>
{
public:
    static constexpr int IdRole = Qt::UserRole + 1;
    static constexpr int PositionRole = Qt::UserRole + 2;

    FruitModel()
        : RowListModel(nullptr)
    {
    }
    void setFruits(const QList<Fruit> &fruits) { resetRows(fruits); }
    int rowOf(int id) const
    {
        return indexWhere([id](const Fruit &f) { return f.id == id; });
    }

protected:
    QVariant value(const Fruit &fruit, int position, int role) const override
    {
        switch (role) {
        case Qt::DisplayRole:
            return fruit.name;
        case IdRole:
            return fruit.id;
        case PositionRole:
            return position;
        default:
            return {};
        }
    }
};

} // namespace

class TstRowListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rows()
    {
        FruitModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setFruits({{1, QStringLiteral("apple")}, {7, QStringLiteral("pear")}});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowCount(model.index(0)), 0); // a list: no children
    }

    void data_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("role");
        QTest::addColumn<QVariant>("expected");
        QTest::newRow("display text of a row") << 1 << int(Qt::DisplayRole) << QVariant(QStringLiteral("pear"));
        QTest::newRow("a role of the model's own") << 1 << int(FruitModel::IdRole) << QVariant(7);
        QTest::newRow("the row's position is passed") << 1 << int(FruitModel::PositionRole) << QVariant(1);
        QTest::newRow("a role the model does not show") << 0 << int(Qt::ToolTipRole) << QVariant();
        QTest::newRow("a row past the end shows nothing") << 5 << int(Qt::DisplayRole) << QVariant();
    }

    void data()
    {
        QFETCH(int, row);
        QFETCH(int, role);
        QFETCH(QVariant, expected);
        FruitModel model;
        model.setFruits({{1, QStringLiteral("apple")}, {7, QStringLiteral("pear")}});
        QCOMPARE(model.index(row).data(role), expected);
        QVERIFY(!model.data(QModelIndex()).isValid());
    }

    void rowOf()
    {
        FruitModel model;
        model.setFruits({{1, QStringLiteral("apple")}, {7, QStringLiteral("pear")}, {7, QStringLiteral("x")}});
        QCOMPARE(model.rowOf(1), 0);
        QCOMPARE(model.rowOf(7), 1); // the first
        QCOMPARE(model.rowOf(3), -1);
    }
};

QTEST_GUILESS_MAIN(TstRowListModel)
#include "tst_rowlistmodel.moc"
