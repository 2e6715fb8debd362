// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/namelabels.h"

#include <QCoreApplication>
#include <QTest>

namespace {

const NameLabels &fruits()
{
    static const NameLabels labels(
        "TstNameLabels", {{"apple", QT_TRANSLATE_NOOP("TstNameLabels", "Apple")}, {"pear", QT_TRANSLATE_NOOP("TstNameLabels", "Pear")}});
    return labels;
}

} // namespace

class TstNameLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void label_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("label");
        QTest::newRow("first") << QStringLiteral("apple") << QStringLiteral("Apple");
        QTest::newRow("last") << QStringLiteral("pear") << QStringLiteral("Pear");
        QTest::newRow("an unknown name is its own label") << QStringLiteral("plum") << QStringLiteral("plum");
        QTest::newRow("names are exact: case") << QStringLiteral("Apple") << QStringLiteral("Apple");
        QTest::newRow("names are exact: spaces") << QStringLiteral(" pear") << QStringLiteral(" pear");
        QTest::newRow("empty") << QString() << QString();
    }

    void label()
    {
        QFETCH(QString, name);
        QFETCH(QString, label);
        QCOMPARE(fruits().label(name), label);
    }
};

QTEST_GUILESS_MAIN(TstNameLabels)
#include "tst_namelabels.moc"
