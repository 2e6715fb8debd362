// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/blockkind.h"

#include <QSet>
#include <QString>
#include <QTest>

Q_DECLARE_METATYPE(BlockKind)

class TestBlockKind : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storedNames_data();
    void storedNames();
    void everyKindRoundTrips();
    void namesAreUnique();
    void unknownName_data();
    void unknownName();
    void okIsOptional();
};

namespace {
// Every enumerator, first to last. If one is added to BlockKind, add it here too:
// everyKindRoundTrips() checks that the value after the last one has no name.
const QList<BlockKind> allKinds = {
    BlockKind::Paragraph,
    BlockKind::Heading,
    BlockKind::ListItem,
    BlockKind::Code,
    BlockKind::Table,
    BlockKind::Html,
    BlockKind::Component,
    BlockKind::BlockQuote,
    BlockKind::FrontMatter,
    BlockKind::Math,
    BlockKind::ThematicBreak,
    BlockKind::Reference,
};
} // namespace

// The names are stored in project files: they must never change.
void TestBlockKind::storedNames_data()
{
    QTest::addColumn<BlockKind>("kind");
    QTest::addColumn<QString>("name");
    QTest::newRow("paragraph") << BlockKind::Paragraph << QStringLiteral("paragraph");
    QTest::newRow("heading") << BlockKind::Heading << QStringLiteral("heading");
    QTest::newRow("list_item") << BlockKind::ListItem << QStringLiteral("list_item");
    QTest::newRow("code") << BlockKind::Code << QStringLiteral("code");
    QTest::newRow("table") << BlockKind::Table << QStringLiteral("table");
    QTest::newRow("html") << BlockKind::Html << QStringLiteral("html");
    QTest::newRow("component") << BlockKind::Component << QStringLiteral("component");
    QTest::newRow("block_quote") << BlockKind::BlockQuote << QStringLiteral("block_quote");
    QTest::newRow("front_matter") << BlockKind::FrontMatter << QStringLiteral("front_matter");
    QTest::newRow("math") << BlockKind::Math << QStringLiteral("math");
    QTest::newRow("thematic_break") << BlockKind::ThematicBreak << QStringLiteral("thematic_break");
    QTest::newRow("reference") << BlockKind::Reference << QStringLiteral("reference");
}

void TestBlockKind::storedNames()
{
    QFETCH(BlockKind, kind);
    QFETCH(QString, name);
    QCOMPARE(BlockKinds::toString(kind), name);
    bool ok = false;
    QCOMPARE(BlockKinds::fromString(name, &ok), kind);
    QVERIFY(ok);
}

void TestBlockKind::everyKindRoundTrips()
{
    QCOMPARE(int(allKinds.size()), int(BlockKind::Reference) + 1);
    for (int i = 0; i < allKinds.size(); ++i) {
        const BlockKind kind = allKinds.at(i);
        QCOMPARE(int(kind), i);
        const QString name = BlockKinds::toString(kind);
        QVERIFY2(!name.isEmpty(), qPrintable(QString::number(i)));
        bool ok = false;
        QCOMPARE(BlockKinds::fromString(name, &ok), kind);
        QVERIFY2(ok, qPrintable(name));
    }
}

void TestBlockKind::namesAreUnique()
{
    QSet<QString> names;
    for (BlockKind kind : allKinds) {
        const QString name = BlockKinds::toString(kind);
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
        // Stored names are lower-case ASCII identifiers.
        for (QChar c : name) {
            QVERIFY2((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || c == QLatin1Char('_'), qPrintable(name));
        }
    }
    QCOMPARE(int(names.size()), int(allKinds.size()));
}

void TestBlockKind::unknownName_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << QString();
    QTest::newRow("empty string") << QStringLiteral("");
    QTest::newRow("unknown word") << QStringLiteral("footnote");
    QTest::newRow("wrong case") << QStringLiteral("Paragraph");
    QTest::newRow("hyphen instead of underscore") << QStringLiteral("list-item");
    QTest::newRow("enum spelling") << QStringLiteral("ListItem");
    QTest::newRow("leading space") << QStringLiteral(" heading");
    QTest::newRow("trailing space") << QStringLiteral("code ");
    QTest::newRow("number") << QStringLiteral("3");
}

void TestBlockKind::unknownName()
{
    QFETCH(QString, name);
    bool ok = true;
    QCOMPARE(BlockKinds::fromString(name, &ok), BlockKind::Paragraph);
    QVERIFY(!ok);
}

void TestBlockKind::okIsOptional()
{
    QCOMPARE(BlockKinds::fromString(QStringLiteral("math")), BlockKind::Math);
    QCOMPARE(BlockKinds::fromString(QStringLiteral("nonsense")), BlockKind::Paragraph);
}

QTEST_GUILESS_MAIN(TestBlockKind)
#include "tst_blockkind.moc"
