// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qasettings.h"
#include "store/projectstore.h"

#include <QTemporaryDir>
#include <QTest>

class TestQaSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void presets_data();
    void presets();
    void savedAndLoaded();
    void unreadableValuesGiveDefaults();
};

void TestQaSettings::presets_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("latin");
    QTest::addColumn<int>("digit");
    QTest::addColumn<bool>("known");
    QTest::newRow("d2l: no space between Chinese and Latin")
        << QStringLiteral("d2l") << int(QaSettings::Spacing::None) << int(QaSettings::Spacing::None) << true;
    QTest::newRow("huggingface: one space") << QStringLiteral("huggingface") << int(QaSettings::Spacing::Space)
                                            << int(QaSettings::Spacing::Space) << true;
    QTest::newRow("hf is short for huggingface")
        << QStringLiteral("hf") << int(QaSettings::Spacing::Space) << int(QaSettings::Spacing::Space) << true;
    QTest::newRow("unknown preset") << QStringLiteral("gb") << 0 << 0 << false;
}

void TestQaSettings::presets()
{
    QFETCH(QString, name);
    QFETCH(int, latin);
    QFETCH(int, digit);
    QFETCH(bool, known);
    const auto preset = QaSettings::preset(name);
    QCOMPARE(preset.has_value(), known);
    if (known) {
        QCOMPARE(int(preset->latinSpacing), latin);
        QCOMPARE(int(preset->digitSpacing), digit);
        QCOMPARE(preset->quotes, QaSettings::Quotes::Curly);
        QCOMPARE(preset->presetName(), name == QLatin1String("hf") ? QStringLiteral("huggingface") : name);
    }
}

void TestQaSettings::savedAndLoaded()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("s.yiqiao")), QStringLiteral("S")));
    QCOMPARE(QaSettings::load(store), *QaSettings::preset(QStringLiteral("d2l")));
    QaSettings settings;
    settings.latinSpacing = QaSettings::Spacing::Space;
    settings.digitSpacing = QaSettings::Spacing::Any;
    settings.quotes = QaSettings::Quotes::Corner;
    settings.disabled = {QStringLiteral("typography.quotes"), QStringLiteral("markdown.link")};
    settings.severities = {{QStringLiteral("markdown.link"), QaSeverity::Error}, {QStringLiteral("term.first-use"), QaSeverity::Warning}};
    QVERIFY(settings.save(store));
    const QaSettings loaded = QaSettings::load(store);
    QCOMPARE(loaded, settings);
    QCOMPARE(loaded.severity(QStringLiteral("markdown.link")), QaSeverity::Error);
    QCOMPARE(loaded.severity(QStringLiteral("markdown.image")), QaSeverity::Warning);
    QCOMPARE(store.setting(QStringLiteral("qa.severities")), QStringLiteral("markdown.link=error,term.first-use=warning"));
    // An override that equals the check's default is not stored.
    settings.severities.insert(QStringLiteral("markdown.link"), QaSeverity::Warning);
    QVERIFY(settings.save(store));
    QCOMPARE(store.setting(QStringLiteral("qa.severities")), QStringLiteral("term.first-use=warning"));
    QVERIFY(!loaded.isEnabled(QStringLiteral("markdown.link")));
    QVERIFY(loaded.isEnabled(QStringLiteral("markdown.table")));
    QVERIFY(loaded.presetName().isEmpty());
}

void TestQaSettings::unreadableValuesGiveDefaults()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("s.yiqiao")), QStringLiteral("S")));
    QVERIFY(store.setSetting(QStringLiteral("qa.latinSpacing"), QStringLiteral("wide")));
    QVERIFY(store.setSetting(QStringLiteral("qa.quotes"), QStringLiteral("guillemets")));
    const QaSettings loaded = QaSettings::load(store);
    QCOMPARE(loaded.latinSpacing, QaSettings::Spacing::None);
    QCOMPARE(loaded.quotes, QaSettings::Quotes::Curly);
}

QTEST_GUILESS_MAIN(TestQaSettings)
#include "tst_qasettings.moc"
