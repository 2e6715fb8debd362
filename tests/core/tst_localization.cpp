// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/localization.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

namespace {

// A source string of ProjectFileCheck (models/projectfilecheck.cpp), context "ProjectFileCheck".
const char kContext[] = "ProjectFileCheck";
const char kSource[] = "There is no project file at %1.";

QString translated()
{
    return QCoreApplication::translate(kContext, kSource);
}

bool hasHan(const QString &text)
{
    for (const uint c : text.toUcs4()) {
        if ((c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF)) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestLocalization : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();

    void untranslatedWithoutInstall();
    void chinese_data();
    void chinese();
    void english_data();
    void english();
    void installAgainSwitchesLanguage();
    void unsupportedLanguageFallsBackToEnglish_data();
    void unsupportedLanguageFallsBackToEnglish();
};

// Each test starts without translators: Localization parents them to the application.
void TestLocalization::cleanup()
{
    const QList<QTranslator *> translators = QCoreApplication::instance()->findChildren<QTranslator *>();
    for (QTranslator *translator : translators) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QCOMPARE(translated(), QString::fromLatin1(kSource));
}

void TestLocalization::untranslatedWithoutInstall()
{
    QCOMPARE(translated(), QString::fromLatin1(kSource));
}

// Settings → Language switches at run time by installing again.
void TestLocalization::installAgainSwitchesLanguage()
{
    QCOMPARE(Localization::install(*QCoreApplication::instance(), QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    QVERIFY(hasHan(translated()));
    QVERIFY(Localization::install(*QCoreApplication::instance(), QStringLiteral("en")).startsWith(QStringLiteral("en")));
    QCOMPARE(translated(), QString::fromLatin1(kSource));
    QCOMPARE(Localization::install(*QCoreApplication::instance(), QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    QVERIFY(hasHan(translated()));
    // One set of translators, not one per install.
    QVERIFY(QCoreApplication::instance()->findChildren<QTranslator *>().size() <= 2);
}

void TestLocalization::chinese_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("installed");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh-CN with a dash") << QStringLiteral("zh-CN") << QStringLiteral("zh_CN");
}

void TestLocalization::chinese()
{
    QFETCH(QString, language);
    QFETCH(QString, installed);
    QCOMPARE(Localization::install(*QCoreApplication::instance(), language), installed);
    const QString text = translated();
    QVERIFY2(text != QString::fromLatin1(kSource), "the zh_CN translation of ProjectFileCheck's message is missing");
    QVERIFY2(hasHan(text), qPrintable(text));
    // The placeholder survives translation.
    QVERIFY2(text.contains(QStringLiteral("%1")), qPrintable(text));
    QVERIFY(text.arg(QStringLiteral("/tmp/x.yiqiao")).contains(QStringLiteral("/tmp/x.yiqiao")));
}

void TestLocalization::english_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("en_US") << QStringLiteral("en_US");
    QTest::newRow("en_GB") << QStringLiteral("en_GB");
}

void TestLocalization::english()
{
    QFETCH(QString, language);
    const QString installed = Localization::install(*QCoreApplication::instance(), language);
    QVERIFY2(installed == QLatin1String("en") || installed.startsWith(QLatin1String("en_")), qPrintable(installed));
    QCOMPARE(translated(), QString::fromLatin1(kSource));
}

void TestLocalization::unsupportedLanguageFallsBackToEnglish_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("French") << QStringLiteral("fr_FR");
    QTest::newRow("Japanese") << QStringLiteral("ja_JP");
}

void TestLocalization::unsupportedLanguageFallsBackToEnglish()
{
    QFETCH(QString, language);
    QCOMPARE(Localization::install(*QCoreApplication::instance(), language), QStringLiteral("en"));
    QCOMPARE(translated(), QString::fromLatin1(kSource));
}

QTEST_GUILESS_MAIN(TestLocalization)
#include "tst_localization.moc"
