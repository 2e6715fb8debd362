// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qahousestyle.h"
#include "qa/qasettings.h"
#include "tempproject.h"

#include <QTest>

class TestQaHouseStyle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firesOnlyWhereConsistent_data();
    void firesOnlyWhereConsistent();
    void appliedAsSettings();
    void storedAndLoadedAsTheProjectsStyle();
    void unreadableStoredStyleIsNone();
};

namespace {

QaHouseStyle::Counts colon(int half, int full)
{
    QaHouseStyle::Counts counts;
    if (half > 0) {
        counts[QStringLiteral("colon")][QStringLiteral("half")] = half;
    }
    if (full > 0) {
        counts[QStringLiteral("colon")][QStringLiteral("full")] = full;
    }
    return counts;
}

} // namespace

void TestQaHouseStyle::firesOnlyWhereConsistent_data()
{
    QTest::addColumn<int>("half");
    QTest::addColumn<int>("full");
    QTest::addColumn<QString>("override");
    QTest::addColumn<QString>("habit");
    QTest::addColumn<bool>("fires");

    QTest::newRow("all of 52 cases fires") << 52 << 0 << QString() << QStringLiteral("half") << true;
    QTest::newRow("all of 51 cases: too few") << 51 << 0 << QString() << QStringLiteral("half") << false;
    QTest::newRow("97 % of 200 cases fires") << 194 << 6 << QString() << QStringLiteral("half") << true;
    QTest::newRow("96 % of 200 cases does not") << 192 << 8 << QString() << QStringLiteral("half") << false;
    QTest::newRow("90 % of 1000 cases does not") << 900 << 100 << QString() << QStringLiteral("half") << false;
    QTest::newRow("the majority full-width") << 2 << 400 << QString() << QStringLiteral("full") << true;
    QTest::newRow("no cases: no habit") << 0 << 0 << QString() << QString() << false;
    QTest::newRow("a habit set by hand fires though mixed") << 30 << 30 << QStringLiteral("full") << QStringLiteral("full") << true;
    QTest::newRow("switched off") << 400 << 0 << QStringLiteral("off") << QStringLiteral("half") << false;
}

void TestQaHouseStyle::firesOnlyWhereConsistent()
{
    QFETCH(int, half);
    QFETCH(int, full);
    QFETCH(QString, override);
    QFETCH(QString, habit);
    QFETCH(bool, fires);
    QaHouseStyle style;
    style.add(colon(half, full));
    QVERIFY(style.setOverride(QStringLiteral("colon"), override));
    const QaHouseStyle::Rule rule = style.rule(QStringLiteral("colon"));
    QCOMPARE(rule.cases(), half + full);
    QCOMPARE(rule.habit(), habit);
    QCOMPARE(rule.fires(), fires);
}

void TestQaHouseStyle::appliedAsSettings()
{
    QaHouseStyle style;
    QaHouseStyle::Counts counts = colon(400, 3);
    counts[QStringLiteral("latin-spacing")][QStringLiteral("space")] = 700;
    counts[QStringLiteral("latin-spacing")][QStringLiteral("none")] = 5;
    counts[QStringLiteral("digit-spacing")][QStringLiteral("space")] = 60;
    counts[QStringLiteral("digit-spacing")][QStringLiteral("none")] = 40;
    counts[QStringLiteral("quotes")][QStringLiteral("straight")] = 60;
    style.add(counts);
    QVERIFY(style.setOverride(QStringLiteral("comma"), QStringLiteral("full")));
    QVERIFY(!style.setOverride(QStringLiteral("comma"), QStringLiteral("corner"))); // not a habit of commas
    QaSettings settings;
    style.applyTo(&settings);
    QVERIFY(settings.learned);
    QCOMPARE(settings.latinSpacing, QaSettings::Spacing::Space);
    QCOMPARE(settings.digitSpacing, QaSettings::Spacing::Any); // 60 % is no habit
    QCOMPARE(settings.quotes, QaSettings::Quotes::Straight);
    QCOMPARE(settings.width(QaSettings::Mark::Colon), QaSettings::Width::Half);
    QCOMPARE(settings.width(QaSettings::Mark::Comma), QaSettings::Width::Full);
    QCOMPARE(settings.width(QaSettings::Mark::Semicolon), QaSettings::Width::Any); // no cases
    QCOMPARE(settings.besideFullwidth, QaSettings::Spacing::Any);
}

void TestQaHouseStyle::storedAndLoadedAsTheProjectsStyle()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    ProjectStore &store = project.store();
    QVERIFY(!QaHouseStyle::load(store).hasCounts());
    QCOMPARE(QaSettings::styleName(store), QStringLiteral("d2l"));

    QaHouseStyle style;
    style.add(colon(400, 3));
    style.addText();
    QVERIFY(style.setOverride(QStringLiteral("parentheses"), QStringLiteral("off")));
    QVERIFY(store.beginWrite() && style.save(store) && store.commit());
    const QaHouseStyle loaded = QaHouseStyle::load(store);
    QCOMPARE(loaded.toJson(), style.toJson());
    QCOMPARE(loaded.texts(), 1);
    // Stored but not in use until qa.style says so.
    QVERIFY(!QaSettings::load(store).learned);
    QVERIFY(QaSettings::saveStyleName(store, QStringLiteral("learned")));
    QCOMPARE(QaSettings::styleName(store), QStringLiteral("learned"));
    const QaSettings settings = QaSettings::load(store);
    QVERIFY(settings.learned);
    QCOMPARE(settings.width(QaSettings::Mark::Colon), QaSettings::Width::Half);
    QCOMPARE(settings.width(QaSettings::Mark::Parentheses), QaSettings::Width::Any);
    // Back to the stored settings (d2l's, never saved otherwise).
    QVERIFY(QaSettings::saveStyleName(store, QString()));
    QCOMPARE(QaSettings::styleName(store), QStringLiteral("d2l"));
}

void TestQaHouseStyle::unreadableStoredStyleIsNone()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QVERIFY(project.store().setSetting(QStringLiteral("qa.houseStyle"), QStringLiteral("{not json")));
    QVERIFY(project.store().setSetting(QStringLiteral("qa.style"), QStringLiteral("learned")));
    QVERIFY(!QaHouseStyle::load(project.store()).hasCounts());
    QVERIFY(!QaSettings::load(project.store()).learned);
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("d2l"));
}

QTEST_GUILESS_MAIN(TestQaHouseStyle)
#include "tst_qahousestyle.moc"
