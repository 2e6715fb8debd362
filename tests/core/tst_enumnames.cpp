// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/enumnames.h"

#include <QTest>

namespace {

enum class Fruit { Apple, Pear, Plum };

const EnumNames<Fruit> &withFallback()
{
    static const EnumNames<Fruit> table("TstEnumNames",
        {{Fruit::Apple, "apple", QT_TRANSLATE_NOOP("TstEnumNames", "Apple")},
            {Fruit::Pear, "pear", QT_TRANSLATE_NOOP("TstEnumNames", "Pear")},
            {Fruit::Plum, "plum", QT_TRANSLATE_NOOP("TstEnumNames", "Plum")}},
        Fruit::Plum);
    return table;
}

const EnumNames<Fruit> &withoutLabels()
{
    static const EnumNames<Fruit> table("TstEnumNames", {{Fruit::Pear, "pear"}, {Fruit::Apple, "apple"}});
    return table;
}

} // namespace

class TstEnumNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void valuesInTableOrder()
    {
        QCOMPARE(withFallback().values(), (QList<Fruit> {Fruit::Apple, Fruit::Pear, Fruit::Plum}));
        QCOMPARE(withoutLabels().values(), (QList<Fruit> {Fruit::Pear, Fruit::Apple}));
    }

    void names_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("label");
        QTest::newRow("first") << int(Fruit::Apple) << QStringLiteral("apple") << QStringLiteral("Apple");
        QTest::newRow("last") << int(Fruit::Plum) << QStringLiteral("plum") << QStringLiteral("Plum");
        QTest::newRow("a bad number is named as the fallback") << 42 << QStringLiteral("plum") << QStringLiteral("Plum");
    }

    void names()
    {
        QFETCH(int, value);
        QFETCH(QString, name);
        QFETCH(QString, label);
        QCOMPARE(withFallback().name(Fruit(value)), name);
        QCOMPARE(withFallback().label(Fruit(value)), label);
    }

    void withoutFallbackOrLabelNothingIsNamed()
    {
        QCOMPARE(withoutLabels().name(Fruit::Plum), QString());
        QCOMPARE(withoutLabels().label(Fruit::Pear), QString());
        QCOMPARE(withoutLabels().name(Fruit::Pear), QStringLiteral("pear"));
    }

    void value_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("value"); // -1: none
        QTest::newRow("stored name") << QStringLiteral("pear") << int(Fruit::Pear);
        QTest::newRow("exactly as written: case") << QStringLiteral("Pear") << -1;
        QTest::newRow("exactly as written: spaces") << QStringLiteral(" pear") << -1;
        QTest::newRow("a label is no name") << QStringLiteral("Plum ") << -1;
        QTest::newRow("empty") << QString() << -1;
    }

    void value()
    {
        QFETCH(QString, name);
        QFETCH(int, value);
        const std::optional<Fruit> found = withFallback().value(name);
        QCOMPARE(found.has_value(), value >= 0);
        if (found) {
            QCOMPARE(int(*found), value);
        }
    }
};

QTEST_GUILESS_MAIN(TstEnumNames)
#include "tst_enumnames.moc"
