// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/enumnames.h"
#include "core/enumnamesof.h"

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

// A names class over a table whose typed names may differ in case and dashes.
class Fruits : public EnumNamesOf<Fruits, Fruit>
{
public:
    static const EnumNames<Fruit> &table()
    {
        static const EnumNames<Fruit> table("TstEnumNames",
            {{Fruit::Apple, "green_apple", QT_TRANSLATE_NOOP("TstEnumNames", "Green apple")},
                {Fruit::Pear, "pear", QT_TRANSLATE_NOOP("TstEnumNames", "Pear")}},
            std::nullopt, EnumNames<Fruit>::Spelling::AnyCaseOrDashes);
        return table;
    }
};

const EnumNames<Fruit> &anyCase()
{
    static const EnumNames<Fruit> table(
        "TstEnumNames", {{Fruit::Apple, "green_apple"}, {Fruit::Pear, "pear"}}, std::nullopt, EnumNames<Fruit>::Spelling::AnyCase);
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

    void spelling_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("anyCase"); // -1: none
        QTest::addColumn<int>("anyCaseOrDashes");
        QTest::newRow("stored name") << QStringLiteral("green_apple") << int(Fruit::Apple) << int(Fruit::Apple);
        QTest::newRow("case") << QStringLiteral("Green_Apple") << int(Fruit::Apple) << int(Fruit::Apple);
        QTest::newRow("spaces around") << QStringLiteral(" pear ") << int(Fruit::Pear) << int(Fruit::Pear);
        QTest::newRow("dashes for underscores") << QStringLiteral("green-apple") << -1 << int(Fruit::Apple);
        QTest::newRow("a space inside is no underscore") << QStringLiteral("green apple") << -1 << -1;
        QTest::newRow("a label is no name") << QStringLiteral("Pears") << -1 << -1;
    }

    void spelling()
    {
        QFETCH(QString, name);
        QFETCH(int, anyCase);
        QFETCH(int, anyCaseOrDashes);
        QCOMPARE(::anyCase().value(name).has_value(), anyCase >= 0);
        if (anyCase >= 0) {
            QCOMPARE(int(*::anyCase().value(name)), anyCase);
        }
        const std::optional<Fruit> typed = Fruits::fromString(name);
        QCOMPARE(typed.has_value(), anyCaseOrDashes >= 0);
        if (typed) {
            QCOMPARE(int(*typed), anyCaseOrDashes);
        }
    }

    void namesClassReadsItsTable()
    {
        QCOMPARE(Fruits::all(), (QList<Fruit> {Fruit::Apple, Fruit::Pear}));
        QCOMPARE(Fruits::toString(Fruit::Apple), QStringLiteral("green_apple"));
        QCOMPARE(Fruits::label(Fruit::Apple), QStringLiteral("Green apple"));
        QCOMPARE(Fruits::toString(Fruit::Plum), QString());
    }
};

QTEST_GUILESS_MAIN(TstEnumNames)
#include "tst_enumnames.moc"
