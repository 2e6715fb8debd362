// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklisttemplate.h"

#include <QJsonDocument>
#include <QSet>
#include <QTest>

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

// Checklist templates: JSON in and out, what is refused and why, and the template
// Yiqiao ships.
class TestChecklistTemplate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ruleNames_data();
    void ruleNames();
    void fromJson_data();
    void fromJson();
    void roundTrip();
    void problem_data();
    void problem();
    void shippedDefaultHasEveryRule();
    void shippedDefaultEncodesThePractice();
};

void TestChecklistTemplate::ruleNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("known");
    for (ChecklistRule rule : ChecklistRules::all()) {
        QTest::newRow(qPrintable(ChecklistRules::toString(rule))) << ChecklistRules::toString(rule) << true;
    }
    QTest::newRow("dashes are not the stored name") << QStringLiteral("reader-test") << false;
    QTest::newRow("upper case") << QStringLiteral("QA_CLEAN") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestChecklistTemplate::ruleNames()
{
    QFETCH(QString, name);
    QFETCH(bool, known);
    const std::optional<ChecklistRule> rule = ChecklistRules::fromString(name);
    QCOMPARE(rule.has_value(), known);
    if (rule) {
        QCOMPARE(ChecklistRules::toString(*rule), name);
    }
}

void TestChecklistTemplate::fromJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error"); // empty: loads; "…" at the end: Qt's own words follow

    QTest::newRow("a manual and a computed item")
        << QByteArray(R"({"name": "清单", "items": [{"key": "code_verified", "title": "代码已验证", "kind": "manual"},)"
                      R"( {"key": "readers", "title": "盲测", "kind": "computed", "rule": "reader_test"}]})")
        << QString();
    QTest::newRow("not JSON") << QByteArray("{\"name\": ") << u8("The checklist is not valid JSON (at byte 9): …");
    QTest::newRow("an array, not an object") << QByteArray("[]") << u8("The checklist is not a JSON object.");
    QTest::newRow("no items list") << QByteArray(R"({"name": "清单"})") << u8("The checklist has no \"items\" list.");
    QTest::newRow("no items") << QByteArray(R"({"name": "清单", "items": []})") << u8("The checklist has no items.");
    QTest::newRow("no name") << QByteArray(R"({"name": " ", "items": [{"key": "a", "title": "A", "kind": "manual"}]})")
                             << u8("The checklist has no name.");
    QTest::newRow("an item that is no object") << QByteArray(R"({"name": "清单", "items": ["a"]})") << u8("Item 1 is not a JSON object.");
    QTest::newRow("key with a dash") << QByteArray(
        R"({"name": "清单", "items": [{"key": "a", "title": "A", "kind": "manual"}, {"key": "b-c", "title": "B", "kind": "manual"}]})")
                                     << u8("Item 2 has no valid key (a–z, digits and _, not starting with a digit).");
    QTest::newRow("key starting with a digit") << QByteArray(
        R"({"name": "清单", "items": [{"key": "1a", "title": "A", "kind": "manual"}]})")
                                               << u8("Item 1 has no valid key (a–z, digits and _, not starting with a digit).");
    QTest::newRow("two items, one key") << QByteArray(
        R"({"name": "清单", "items": [{"key": "a", "title": "A", "kind": "manual"}, {"key": "a", "title": "B", "kind": "manual"}]})")
                                        << u8("Two items have the key \"a\".");
    QTest::newRow("no title") << QByteArray(R"({"name": "清单", "items": [{"key": "a", "title": " ", "kind": "manual"}]})")
                              << u8("The item \"a\" has no title.");
    QTest::newRow("unknown kind") << QByteArray(R"({"name": "清单", "items": [{"key": "a", "title": "A", "kind": "automatic"}]})")
                                  << u8("The item \"a\" has an unknown kind \"automatic\" (manual or computed).");
    QTest::newRow("no kind, no key") << QByteArray(R"({"name": "清单", "items": [{"title": "A"}]})")
                                     << u8("Item 1 has an unknown kind \"\" (manual or computed).");
    QTest::newRow("computed without rule") << QByteArray(R"({"name": "清单", "items": [{"key": "a", "title": "A", "kind": "computed"}]})")
                                           << u8("The item \"a\" is computed but has no rule.");
    QTest::newRow("unknown rule") << QByteArray(
        R"({"name": "清单", "items": [{"key": "a", "title": "A", "kind": "computed", "rule": "spell_check"}]})")
                                  << u8("The item \"a\" has an unknown rule \"spell_check\".");
    QTest::newRow("manual item with a rule") << QByteArray(
        R"({"name": "清单", "items": [{"key": "a", "title": "A", "kind": "manual", "rule": "qa_clean"}]})")
                                             << u8("The item \"a\" is checked by hand and can have no rule.");
}

void TestChecklistTemplate::fromJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString message = QStringLiteral("stale");
    const std::optional<ChecklistTemplate> parsed = ChecklistTemplate::fromJson(json, &message);
    if (error.endsWith(u8("…"))) {
        QVERIFY2(message.startsWith(error.chopped(1)), qPrintable(message));
    } else {
        QCOMPARE(message, error);
    }
    QCOMPARE(parsed.has_value(), error.isEmpty());
}

void TestChecklistTemplate::roundTrip()
{
    ChecklistTemplate checklist;
    checklist.name = u8("发布前检查清单");
    ChecklistItem manual;
    manual.key = QStringLiteral("scenario_rewrite");
    manual.title = u8("标题与导语已按读者场景重写");
    manual.description = u8("写明适合谁读");
    ChecklistItem computed;
    computed.key = QStringLiteral("ratio");
    computed.title = u8("删减比例达标");
    computed.kind = ChecklistItem::Kind::Computed;
    computed.rule = ChecklistRule::DeletionRatio;
    checklist.items = {manual, computed};
    const QJsonObject json = checklist.toJson();
    QVERIFY(!json.value(QStringLiteral("items")).toArray().at(0).toObject().contains(QStringLiteral("rule")));
    QString error;
    const std::optional<ChecklistTemplate> back = ChecklistTemplate::fromJson(QJsonDocument(json).toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), json);
    QCOMPARE(back->items.size(), 2);
    QCOMPARE(back->item(QStringLiteral("ratio"))->rule, ChecklistRule::DeletionRatio);
    QVERIFY(back->item(QStringLiteral("scenario_rewrite"))->isManual());
    QVERIFY(!back->item(QStringLiteral("missing")));
    QVERIFY(back->hasRule(ChecklistRule::DeletionRatio));
    QVERIFY(!back->hasRule(ChecklistRule::ReaderTest));
}

void TestChecklistTemplate::problem_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QString>("error");

    QTest::newRow("fine") << u8("清单") << QStringList {QStringLiteral("a"), QStringLiteral("b_2")} << QString();
    QTest::newRow("blank name") << u8("\t") << QStringList {QStringLiteral("a")} << u8("The checklist has no name.");
    QTest::newRow("empty key") << u8("清单") << QStringList {QString()}
                               << u8("Item 1 has no valid key (a–z, digits and _, not starting with a digit).");
    QTest::newRow("upper-case key") << u8("清单") << QStringList {QStringLiteral("A")}
                                    << u8("Item 1 has no valid key (a–z, digits and _, not starting with a digit).");
}

void TestChecklistTemplate::problem()
{
    QFETCH(QString, name);
    QFETCH(QStringList, keys);
    QFETCH(QString, error);
    ChecklistTemplate checklist;
    checklist.name = name;
    for (const QString &key : keys) {
        ChecklistItem item;
        item.key = key;
        item.title = u8("标题");
        checklist.items.append(item);
    }
    QCOMPARE(checklist.problem(), error);
}

void TestChecklistTemplate::shippedDefaultHasEveryRule()
{
    const ChecklistTemplate shipped = ChecklistTemplate::shippedDefault();
    QCOMPARE(shipped.problem(), QString());
    for (ChecklistRule rule : ChecklistRules::all()) {
        QVERIFY2(shipped.hasRule(rule), qPrintable(ChecklistRules::toString(rule)));
        // A computed item's key is its rule's name, so that overrides read alike everywhere.
        QCOMPARE(shipped.item(ChecklistRules::toString(rule))->rule, rule);
    }
}

void TestChecklistTemplate::shippedDefaultEncodesThePractice()
{
    const ChecklistTemplate shipped = ChecklistTemplate::shippedDefault();
    QSet<QString> manualTitles;
    for (const ChecklistItem &item : shipped.items) {
        QVERIFY2(!item.description.isEmpty(), qPrintable(item.key));
        if (item.isManual()) {
            manualTitles.insert(item.title);
        }
    }
    QVERIFY(manualTitles.contains(u8("标题与导语已按读者场景重写")));
    QVERIFY(manualTitles.contains(u8("代码与命令已在目标环境验证")));
    QVERIFY(shipped.item(QStringLiteral("reader_test"))->description.contains(QStringLiteral("80%")));
    QVERIFY(shipped.item(QStringLiteral("deletion_ratio"))->description.contains(QStringLiteral("30%")));
}

QTEST_GUILESS_MAIN(TestChecklistTemplate)
#include "tst_checklisttemplate.moc"
