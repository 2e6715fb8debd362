// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The QA profile: its JSON, a project's profile saved and loaded, files that are
// refused with a clear message and change nothing.
#include "qa/qaprofile.h"
#include "qa/qarulerepository.h"
#include "tempproject.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

namespace {

QaProfile sample()
{
    QaProfile profile;
    profile.settings = *QaSettings::preset(QStringLiteral("huggingface"));
    profile.settings.quotes = QaSettings::Quotes::Corner;
    profile.settings.disabled = {QStringLiteral("typography.quotes"), QStringLiteral("markdown.link")};
    profile.settings.severities = {
        {QStringLiteral("term.first-use"), QaSeverity::Warning}, {QStringLiteral("content.untranslated"), QaSeverity::Warning}};
    QaRule colon;
    colon.id = QStringLiteral("no-halfwidth-colon");
    colon.pattern = QStringLiteral("(?<=\\p{Han}):");
    colon.severity = QaSeverity::Error;
    colon.message = QStringLiteral("用全角冒号。");
    QaRule todo;
    todo.id = QStringLiteral("todo");
    todo.pattern = QStringLiteral("TODO|FIXME");
    todo.side = QaRule::Side::Both;
    todo.scopes = QaRule::AllScopes;
    todo.enabled = false;
    profile.rules = {colon, todo};
    return profile;
}

QByteArray withRoot(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject root = QJsonDocument::fromJson(sample().toJson()).object();
    change(root);
    return QJsonDocument(root).toJson();
}

QByteArray withRule(const QString &key, const QJsonValue &value)
{
    return withRoot([&](QJsonObject &root) {
        QJsonArray rules = root.value(QStringLiteral("rules")).toArray();
        QJsonObject rule = rules.at(0).toObject();
        rule.insert(key, value);
        rules.replace(0, rule);
        root.insert(QStringLiteral("rules"), rules);
    });
}

} // namespace

class TestQaProfile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonRoundTrip();
    void theFormatAsWritten();
    void missingPartsKeepTheDefaults();
    void unknownCheckIdsAreKept();
    void projectRoundTrip();
    void fileRoundTrip();
    void badFiles_data();
    void badFiles();
    void saveIsAllOrNothing();
    void summary();
};

void TestQaProfile::jsonRoundTrip()
{
    QString error;
    const std::optional<QaProfile> read = QaProfile::fromJson(sample().toJson(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(*read, sample());
}

void TestQaProfile::theFormatAsWritten()
{
    const QJsonObject root = QJsonDocument::fromJson(sample().toJson()).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("yiqiao-qa-profile"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
    const QJsonObject typography = root.value(QStringLiteral("typography")).toObject();
    QCOMPARE(typography.value(QStringLiteral("latinSpacing")).toString(), QStringLiteral("space"));
    QCOMPARE(typography.value(QStringLiteral("quotes")).toString(), QStringLiteral("corner"));
    const QJsonObject checks = root.value(QStringLiteral("checks")).toObject();
    QCOMPARE(checks.value(QStringLiteral("disabled")).toArray(),
        QJsonArray::fromStringList({QStringLiteral("markdown.link"), QStringLiteral("typography.quotes")}));
    // term.first-use is a hint by default: only the change is written.
    QCOMPARE(checks.value(QStringLiteral("severities")).toObject(),
        (QJsonObject {{QStringLiteral("content.untranslated"), QStringLiteral("warning")},
            {QStringLiteral("term.first-use"), QStringLiteral("warning")}}));
    const QJsonObject rule = root.value(QStringLiteral("rules")).toArray().at(1).toObject();
    QCOMPARE(rule.value(QStringLiteral("side")).toString(), QStringLiteral("both"));
    QCOMPARE(rule.value(QStringLiteral("scope")).toArray(),
        QJsonArray::fromStringList({QStringLiteral("prose"), QStringLiteral("code"), QStringLiteral("headings")}));
    QCOMPARE(rule.value(QStringLiteral("enabled")).toBool(), false);
}

void TestQaProfile::missingPartsKeepTheDefaults()
{
    QString error;
    const std::optional<QaProfile> read = QaProfile::fromJson(R"({"format": "yiqiao-qa-profile", "version": 1})", &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->settings, QaSettings());
    QVERIFY(read->rules.isEmpty());
}

void TestQaProfile::unknownCheckIdsAreKept()
{
    QString error;
    const std::optional<QaProfile> read = QaProfile::fromJson(R"({"format": "yiqiao-qa-profile", "version": 1,
        "checks": {"disabled": ["style.learned-colon"], "severities": {"style.learned-colon": "error"}}})",
        &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(!read->settings.isEnabled(QStringLiteral("style.learned-colon")));
    QCOMPARE(read->settings.severity(QStringLiteral("style.learned-colon")), QaSeverity::Error);
}

void TestQaProfile::projectRoundTrip()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QString error;
    QCOMPARE(QaProfile::load(project.store(), &error).value_or(sample()), QaProfile());
    QVERIFY2(sample().save(project.store(), &error), qPrintable(error));
    const std::optional<QaProfile> loaded = QaProfile::load(project.store(), &error);
    QVERIFY2(loaded, qPrintable(error));
    // Every override of the sample differs from its check's default, so all come back.
    QCOMPARE(*loaded, sample());
}

void TestQaProfile::fileRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("team.json"));
    QString error;
    QVERIFY2(sample().write(path, &error), qPrintable(error));
    const std::optional<QaProfile> read = QaProfile::read(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(*read, sample());
    QVERIFY(!QaProfile::read(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY2(error.startsWith(QStringLiteral("Cannot read ")), qPrintable(error));
}

void TestQaProfile::badFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QByteArray good = sample().toJson();
    QTest::newRow("truncated JSON") << good.left(good.size() / 2) << QStringLiteral("The QA profile is not valid JSON (at byte");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("The QA profile is not valid JSON (at byte 0)");
    QTest::newRow("a JSON list") << QByteArray("[]") << QStringLiteral("This is not a Yiqiao QA profile");
    QTest::newRow("another format") << withRoot([](QJsonObject &root) {
        root.insert(QStringLiteral("format"), QStringLiteral("lokalize"));
    }) << QStringLiteral("This is not a Yiqiao QA profile (its \"format\" is not \"yiqiao-qa-profile\").");
    QTest::newRow("a newer version") << withRoot([](QJsonObject &root) {
        root.insert(QStringLiteral("version"), 2);
    }) << QStringLiteral("The QA profile is of version 2; this Yiqiao reads up to version 1: update Yiqiao to import it.");
    QTest::newRow("version 0") << withRoot([](QJsonObject &root) { root.insert(QStringLiteral("version"), 0); })
                               << QStringLiteral("The QA profile has no valid \"version\" (a whole number from 1).");
    QTest::newRow("version as text") << withRoot([](QJsonObject &root) { root.insert(QStringLiteral("version"), QStringLiteral("1")); })
                                     << QStringLiteral("The QA profile has no valid \"version\"");
    QTest::newRow("version 1.5") << withRoot([](QJsonObject &root) { root.insert(QStringLiteral("version"), 1.5); })
                                 << QStringLiteral("The QA profile has no valid \"version\"");
    QTest::newRow("no version") << withRoot([](QJsonObject &root) { root.remove(QStringLiteral("version")); })
                                << QStringLiteral("The QA profile has no valid \"version\"");
    QTest::newRow("unknown top-level key") << withRoot(
        [](QJsonObject &root) { root.insert(QStringLiteral("learnedStyle"), QJsonObject()); })
                                           << QStringLiteral("Unknown key \"learnedStyle\" in the QA profile (known: format, version, "
                                                             "typography, checks, rules).");
    QTest::newRow("unknown typography key") << withRoot([](QJsonObject &root) {
        root.insert(QStringLiteral("typography"), QJsonObject {{QStringLiteral("dashes"), QStringLiteral("em")}});
    }) << QStringLiteral("Unknown key \"dashes\" in \"typography\" (known: latinSpacing, digitSpacing, quotes).");
    QTest::newRow("unknown spacing") << withRoot([](QJsonObject &root) {
        root.insert(QStringLiteral("typography"), QJsonObject {{QStringLiteral("latinSpacing"), QStringLiteral("wide")}});
    }) << QStringLiteral("Unknown value \"wide\" for \"latinSpacing\".");
    QTest::newRow("unknown severity of a check") << withRoot([](QJsonObject &root) {
        root.insert(QStringLiteral("checks"),
            QJsonObject {{QStringLiteral("severities"), QJsonObject {{QStringLiteral("markdown.link"), QStringLiteral("fatal")}}}});
    }) << QStringLiteral("Unknown severity \"fatal\" for the check markdown.link (use info, warning or error).");
    QTest::newRow("disabled is not a list") << withRoot([](QJsonObject &root) {
        root.insert(QStringLiteral("checks"), QJsonObject {{QStringLiteral("disabled"), QStringLiteral("markdown.link")}});
    }) << QStringLiteral("\"disabled\" must be a list of check ids.");
    QTest::newRow("rules is not a list") << withRoot([](QJsonObject &root) { root.insert(QStringLiteral("rules"), QJsonObject()); })
                                         << QStringLiteral("\"rules\" must be a list of rules.");
    QTest::newRow("bad regex") << withRule(QStringLiteral("pattern"), QStringLiteral("[:"))
                               << QStringLiteral("Rule “no-halfwidth-colon”: The pattern is not a valid regular expression (at character");
    QTest::newRow("a pattern that matches empty text") << withRule(QStringLiteral("pattern"),
        QStringLiteral("x?")) << QStringLiteral("Rule “no-halfwidth-colon”: The pattern matches empty text: it would match everywhere.");
    QTest::newRow("unknown severity of a rule")
        << withRule(QStringLiteral("severity"), QStringLiteral("critical"))
        << QStringLiteral("Rule “no-halfwidth-colon”: unknown severity \"critical\" (use info, warning or error).");
    QTest::newRow("unknown side") << withRule(QStringLiteral("side"), QStringLiteral("target"))
                                  << QStringLiteral("Rule “no-halfwidth-colon”: unknown side \"target\" (use source, draft or both).");
    QTest::newRow("unknown scope") << withRule(QStringLiteral("scope"), QJsonArray {QStringLiteral("comments")})
                                   << QStringLiteral("Rule “no-halfwidth-colon”: \"scope\" must be a list of prose, code and headings.");
    QTest::newRow("empty scope") << withRule(QStringLiteral("scope"), QJsonArray())
                                 << QStringLiteral("The rule “no-halfwidth-colon” checks nothing: choose prose, code or headings.");
    QTest::newRow("unknown rule key") << withRule(QStringLiteral("flags"), QStringLiteral("i"))
                                      << QStringLiteral("Rule “no-halfwidth-colon”: unknown key \"flags\"");
    QTest::newRow("a rule without a pattern") << withRule(QStringLiteral("pattern"), QJsonValue())
                                              << QStringLiteral("Rule “no-halfwidth-colon”: \"id\" and \"pattern\" must be strings.");
    QTest::newRow("two rules with one id") << withRule(QStringLiteral("id"), QStringLiteral("todo"))
                                           << QStringLiteral("Two rules have the id “todo”.");
}

void TestQaProfile::badFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    TempProject project;
    QCOMPARE(project.create(), QString());
    QString error;
    QaProfile stored = sample();
    stored.rules.removeLast();
    QVERIFY2(stored.save(project.store(), &error), qPrintable(error));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    error.clear();
    QVERIFY(!QaProfile::read(path, &error));
    QVERIFY2(error.startsWith(message), qPrintable(error));
    QCOMPARE(QaProfile::load(project.store(), &error).value_or(QaProfile()), stored);
}

void TestQaProfile::saveIsAllOrNothing()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QaProfile bad = sample();
    bad.rules[1].pattern = QStringLiteral("(");
    QString error;
    QVERIFY(!bad.save(project.store(), &error));
    QVERIFY2(error.startsWith(QStringLiteral("Rule “todo”: The pattern is not a valid regular expression")), qPrintable(error));
    QCOMPARE(QaProfile::load(project.store(), &error).value_or(sample()), QaProfile());
    QCOMPARE(QaSettings::load(project.store()), QaSettings());
}

void TestQaProfile::summary()
{
    const QStringList lines = sample().summary();
    QCOMPARE(lines.value(0), QStringLiteral("Typography: Chinese and Latin space, Chinese and digits space, quotes corner"));
    QCOMPARE(lines.value(1), QStringLiteral("Checks switched off: markdown.link, typography.quotes"));
    QCOMPARE(lines.value(2), QStringLiteral("Severities changed: content.untranslated warning, term.first-use warning"));
    QCOMPARE(lines.value(3), QStringLiteral("Own rules: 2"));
    QCOMPARE(lines.value(4), QStringLiteral("  no-halfwidth-colon (error, draft, prose+headings): (?<=\\p{Han}):"));
    QCOMPARE(lines.value(5), QStringLiteral("  todo (warning, both, prose+code+headings, off): TODO|FIXME"));
    QCOMPARE(QaProfile().summary().value(0),
        QStringLiteral("Typography: Chinese and Latin none, Chinese and digits none, quotes curly (the d2l style)"));
}

QTEST_GUILESS_MAIN(TestQaProfile)
#include "tst_qaprofile.moc"
