// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "styledproxymodel.h"

#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

// The proxy the panes style their models with: the style's value where it gives one,
// the source's everywhere else; rows and changes pass through unchanged.
class TestStyledProxyModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void styleOrSource_data();
    void styleOrSource();
    void changesPassThrough();
};

namespace {

constexpr int FlagRole = Qt::UserRole + 1;

// Flagged rows (FlagRole) get a tooltip and, in column 1, another text.
QVariant flagStyle(const QModelIndex &source, int role)
{
    if (!source.data(FlagRole).toBool()) {
        return {};
    }
    if (role == Qt::ToolTipRole) {
        return QStringLiteral("flagged");
    }
    if (role == Qt::DisplayRole && source.column() == 1) {
        return QStringLiteral("[%1]").arg(source.data(role).toString());
    }
    return {};
}

QStandardItemModel *twoRows(QObject *parent)
{
    auto *model = new QStandardItemModel(2, 2, parent);
    for (int row = 0; row < 2; ++row) {
        for (int column = 0; column < 2; ++column) {
            model->setData(model->index(row, column), QStringLiteral("r%1c%2").arg(row).arg(column));
            model->setData(model->index(row, column), QStringLiteral("source tip"), Qt::ToolTipRole);
            model->setData(model->index(row, column), row == 1, FlagRole);
        }
    }
    return model;
}

} // namespace

void TestStyledProxyModel::styleOrSource_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("role");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain row: the source's text") << 0 << 1 << int(Qt::DisplayRole) << QStringLiteral("r0c1");
    QTest::newRow("plain row: the source's tooltip") << 0 << 0 << int(Qt::ToolTipRole) << QStringLiteral("source tip");
    QTest::newRow("flagged row, other column: the source's text") << 1 << 0 << int(Qt::DisplayRole) << QStringLiteral("r1c0");
    QTest::newRow("flagged row: the style's text") << 1 << 1 << int(Qt::DisplayRole) << QStringLiteral("[r1c1]");
    QTest::newRow("flagged row: the style's tooltip") << 1 << 0 << int(Qt::ToolTipRole) << QStringLiteral("flagged");
}

void TestStyledProxyModel::styleOrSource()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, role);
    QFETCH(QString, expected);
    QObject owner;
    StyledProxyModel proxy(twoRows(&owner), flagStyle, &owner);
    QCOMPARE(proxy.rowCount(), 2);
    QCOMPARE(proxy.index(row, column).data(role).toString(), expected);
}

void TestStyledProxyModel::changesPassThrough()
{
    QObject owner;
    QStandardItemModel *source = twoRows(&owner);
    StyledProxyModel proxy(source, flagStyle, &owner);
    QSignalSpy changed(&proxy, &QAbstractItemModel::dataChanged);
    source->setData(source->index(0, 0), true, FlagRole);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(proxy.index(0, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("flagged"));
    source->removeRow(1);
    QCOMPARE(proxy.rowCount(), 1);
}

QTEST_MAIN(TestStyledProxyModel)
#include "tst_styledproxymodel.moc"
