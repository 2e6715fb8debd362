// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The QA profile: its JSON, a project's profile saved and loaded, files that are
// refused with a clear message and change nothing.
#include "qa/qahousestyle.h"
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
    QaHouseStyle house;
    house.add({{QStringLiteral("colon"), {{QStringLiteral("half"), 412}, {QStringLiteral("full"), 3}}},
        {QStringLiteral("latin-spacing"), {{QStringLiteral("space"), 120}}}});
    house.addText();
    house.addText();
    house.setOverride(QStringLiteral("quotes"), QStringLiteral("corner"));
    profile.houseStyle = house;
    profile.houseStyleInUse = true;
    return profile;
}

// A version 1 file: no house style in it.
QByteArray version1()
{
    QaProfile profile = sample();
    profile.houseStyle.reset();
    return profile.toJson();
}

QByteArray withHouseStyle(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject root = QJsonDocument::fromJson(sample().toJson()).object();
    QJsonObject house = root.value(QStringLiteral("houseStyle")).toObject();
    change(house);
    root.insert(QStringLiteral("houseStyle"), house);
    return QJsonDocument(root).toJson();
}

QByteArray withRuleOfHouse(const QString &rule, const QJsonValue &value)
{
    return withHouseStyle([&](QJsonObject &house) {
        QJsonObject rules = house.value(QStringLiteral("rules")).toObject();
        rules.insert(rule, value);
        house.insert(QStringLiteral("rules"), rules);
    });
}

// A project whose style was learned and is in use, as `style learn` leaves it.
bool learnInto(ProjectStore &store)
{
    QaHouseStyle learned;
    learned.add({{QStringLiteral("comma"), {{QStringLiteral("full"), 300}}}});
    learned.addText();
    return store.beginWrite() && learned.save(store) && QaSettings::saveStyleName(store, QStringLiteral("learned")) && store.commit();
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
    void houseStyleOfTheProject();
    void version1KeepsTheProjectsHouseStyle();
    void version2WithoutHouseStyleClearsIt();
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
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 2);
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
    // The house style as `style learn` stores it, and whether the project checks with it.
    const QJsonObject house = root.value(QStringLiteral("houseStyle")).toObject();
    QCOMPARE(house.value(QStringLiteral("inUse")).toBool(), true);
    QCOMPARE(house.value(QStringLiteral("texts")).toInt(), 2);
    const QJsonObject rules = house.value(QStringLiteral("rules")).toObject();
    QCOMPARE(rules.value(QStringLiteral("colon")).toObject().value(QStringLiteral("counts")).toObject(),
        (QJsonObject {{QStringLiteral("full"), 3}, {QStringLiteral("half"), 412}}));
    QCOMPARE(rules.value(QStringLiteral("quotes")).toObject().value(QStringLiteral("override")).toString(), QStringLiteral("corner"));
    // A profile without a house style (read from version 1) is written as version 1.
    QCOMPARE(QJsonDocument::fromJson(version1()).object().value(QStringLiteral("version")).toInt(), 1);
    QVERIFY(!QJsonDocument::fromJson(version1()).object().contains(QStringLiteral("houseStyle")));
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
        root.insert(QStringLiteral("version"), 3);
    }) << QStringLiteral("The QA profile is of version 3; this Yiqiao reads up to version 2: update Yiqiao to import it.");
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
                                                             "typography, checks, rules, houseStyle).");
    QTest::newRow("a house style in a version 1 file") << withRoot([](QJsonObject &root) { root.insert(QStringLiteral("version"), 1); })
                                                       << QStringLiteral("Unknown key \"houseStyle\" in a version 1 QA profile (known: "
                                                                         "format, version, typography, checks, rules).");
    QTest::newRow("house style not an object") << withRoot([](QJsonObject &root) {
        root.insert(QStringLiteral("houseStyle"), QStringLiteral("learned"));
    }) << QStringLiteral("\"houseStyle\" must be an object.");
    QTest::newRow("unknown house style key") << withHouseStyle([](QJsonObject &house) { house.insert(QStringLiteral("threshold"), 0.9); })
                                             << QStringLiteral("Unknown key \"threshold\" in \"houseStyle\" (known: inUse, texts, rules).");
    QTest::newRow("in use not a boolean") << withHouseStyle([](QJsonObject &house) {
        house.insert(QStringLiteral("inUse"), QStringLiteral("yes"));
    }) << QStringLiteral("\"inUse\" must be true or false.");
    QTest::newRow("in use without cases") << withHouseStyle([](QJsonObject &house) { house.remove(QStringLiteral("rules")); })
                                          << QStringLiteral("The house style is in use but has no cases: there is nothing to check with.");
    QTest::newRow("negative number of texts") << withHouseStyle([](QJsonObject &house) { house.insert(QStringLiteral("texts"), -1); })
                                              << QStringLiteral("\"texts\" must be a whole number from 0.");
    QTest::newRow("unknown house style rule") << withRuleOfHouse(QStringLiteral("dashes"), QJsonObject())
                                              << QStringLiteral(
                                                     "Unknown house style rule \"dashes\" (known: latin-spacing, digit-spacing, quotes, "
                                                     "colon, parentheses, comma, full-stop, question-exclamation, semicolon, "
                                                     "space-beside-fullwidth, space-beside-quotes, space-beside-fullwidth-latin).");
    QTest::newRow("unknown key of a house style rule")
        << withRuleOfHouse(QStringLiteral("colon"), QJsonObject {{QStringLiteral("share"), 0.99}})
        << QStringLiteral("Unknown key \"share\" in the house style rule colon (known: counts, override).");
    QTest::newRow("unknown habit in the counts")
        << withRuleOfHouse(QStringLiteral("colon"), QJsonObject {{QStringLiteral("counts"), QJsonObject {{QStringLiteral("space"), 3}}}})
        << QStringLiteral("Unknown habit \"space\" for the house style rule colon (known: full, half).");
    QTest::newRow("negative count") << withRuleOfHouse(
        QStringLiteral("colon"), QJsonObject {{QStringLiteral("counts"), QJsonObject {{QStringLiteral("half"), -3}}}})
                                    << QStringLiteral("The cases of \"half\" in the house style rule colon must be a whole number from 0.");
    QTest::newRow("count as text") << withRuleOfHouse(
        QStringLiteral("colon"), QJsonObject {{QStringLiteral("counts"), QJsonObject {{QStringLiteral("half"), QStringLiteral("412")}}}})
                                   << QStringLiteral("The cases of \"half\" in the house style rule colon must be a whole number from 0.");
    QTest::newRow("unknown override") << withRuleOfHouse(
        QStringLiteral("quotes"), QJsonObject {{QStringLiteral("override"), QStringLiteral("guillemets")}})
                                      << QStringLiteral("Unknown habit \"guillemets\" for the house style rule quotes (known: curly, "
                                                        "corner, straight, off).");
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
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("learned"));
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
    QVERIFY(!QaHouseStyle::load(project.store()).hasCounts());
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("d2l"));
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
    QCOMPARE(lines.value(6), QStringLiteral("House style: learned from 2 translation(s), 3 of 12 rules fire; in use"));
    QCOMPARE(lines.size(), 7);
    QCOMPARE(QaProfile().summary().value(0),
        QStringLiteral("Typography: Chinese and Latin none, Chinese and digits none, quotes curly (the d2l style)"));
    QCOMPARE(QaProfile().summary().constLast(), QStringLiteral("House style: none"));
    QaProfile notInUse = sample();
    notInUse.houseStyleInUse = false;
    QCOMPARE(notInUse.summary().constLast(), QStringLiteral("House style: learned from 2 translation(s), 3 of 12 rules fire; not in use"));
    QString error;
    QCOMPARE(QaProfile::fromJson(version1(), &error).value_or(QaProfile()).summary().constLast(),
        QStringLiteral("House style: not in this version 1 profile; the project's is kept"));
}

// The house style is the project's learned one, and the project checks with it.
void TestQaProfile::houseStyleOfTheProject()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QString error;
    QVERIFY2(sample().save(project.store(), &error), qPrintable(error));
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("learned"));
    const QaHouseStyle stored = QaHouseStyle::load(project.store());
    QCOMPARE(stored.toJson(), sample().houseStyle->toJson());
    QCOMPARE(QaSettings::load(project.store()).width(QaSettings::Mark::Colon), QaSettings::Width::Half);
    QaProfile notInUse = sample();
    notInUse.houseStyleInUse = false;
    QVERIFY2(notInUse.save(project.store(), &error), qPrintable(error));
    QCOMPARE(QaSettings::styleName(project.store()), QString()); // the sample's typography is no preset
    QCOMPARE(QaProfile::load(project.store(), &error).value_or(QaProfile()), notInUse);
}

// A version 1 file still imports: its parts replace the project's, and the project's
// learned style, which the file knows nothing of, stays as it is.
void TestQaProfile::version1KeepsTheProjectsHouseStyle()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QVERIFY(learnInto(project.store()));
    const QJsonObject learned = QaHouseStyle::load(project.store()).toJson();
    QString error;
    const std::optional<QaProfile> read = QaProfile::fromJson(version1(), &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(!read->houseStyle);
    QVERIFY2(read->save(project.store(), &error), qPrintable(error));
    QCOMPARE(QaRuleRepository(project.store()).rules(), sample().rules);
    QCOMPARE(QaSettings::load(project.store(), false), sample().settings);
    QCOMPARE(QaHouseStyle::load(project.store()).toJson(), learned);
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("learned"));
}

// A version 2 file without "houseStyle" has none: the project's is cleared, as any
// other missing part takes its default.
void TestQaProfile::version2WithoutHouseStyleClearsIt()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QVERIFY(learnInto(project.store()));
    QString error;
    const std::optional<QaProfile> read = QaProfile::fromJson(R"({"format": "yiqiao-qa-profile", "version": 2})", &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(*read, QaProfile());
    QVERIFY2(read->save(project.store(), &error), qPrintable(error));
    QVERIFY(!QaHouseStyle::load(project.store()).hasCounts());
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("d2l"));
}

QTEST_GUILESS_MAIN(TestQaProfile)
#include "tst_qaprofile.moc"
