// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cachedsizedelegate.h"

#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

class TestCachedSizeDelegate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsTheStyleSays_data();
    void sameAsTheStyleSays();
    void fontChangeIsMeasuredAgain();
};

namespace {
QStyleOptionViewItem optionFor(const QTreeView &view)
{
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.font = view.font();
    return option;
}
} // namespace

// Whatever was asked before, each text gets the size the style gives it; texts of
// the same shape (digits alike) share one measurement.
void TestCachedSizeDelegate::sameAsTheStyleSays_data()
{
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("numbers of one length") << QStringList {QStringLiteral("123"), QStringLiteral("369"), QStringLiteral("100")};
    QTest::newRow("numbers of several lengths") << QStringList {QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("369")};
    QTest::newRow("percentages") << QStringList {QStringLiteral("0%"), QStringLiteral("56%"), QStringLiteral("100%")};
    QTest::newRow("words") << QStringList {QStringLiteral("In review"), QStringLiteral("Translating"), QStringLiteral("翻译中")};
}

void TestCachedSizeDelegate::sameAsTheStyleSays()
{
    QFETCH(QStringList, texts);
    QStandardItemModel model;
    for (const QString &text : texts) {
        model.appendRow({new QStandardItem(text), new QStandardItem(text + text)});
    }
    QTreeView view;
    view.setModel(&model);
    CachedSizeDelegate cached;
    QStyledItemDelegate plain;
    const QStyleOptionViewItem option = optionFor(view);
    for (int pass = 0; pass < 2; ++pass) {
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 0; column < 2; ++column) {
                const QModelIndex index = model.index(row, column);
                QCOMPARE(cached.sizeHint(option, index), plain.sizeHint(option, index));
            }
        }
    }
}

void TestCachedSizeDelegate::fontChangeIsMeasuredAgain()
{
    QStandardItemModel model;
    model.appendRow(new QStandardItem(QStringLiteral("Translating")));
    QTreeView view;
    view.setModel(&model);
    CachedSizeDelegate cached;
    QStyleOptionViewItem option = optionFor(view);
    const QSize small = cached.sizeHint(option, model.index(0, 0));
    option.font.setPointSizeF(option.font.pointSizeF() * 2);
    const QSize large = cached.sizeHint(option, model.index(0, 0));
    QVERIFY2(large.width() > small.width(), qPrintable(QStringLiteral("%1 %2").arg(large.width()).arg(small.width())));
    QCOMPARE(large, QStyledItemDelegate().sizeHint(option, model.index(0, 0)));
}

QTEST_MAIN(TestCachedSizeDelegate)
#include "tst_cachedsizedelegate.moc"
