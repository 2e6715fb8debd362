// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrule.h"

#include <QTest>

#include <optional>

Q_DECLARE_METATYPE(ChecklistRule)
Q_DECLARE_METATYPE(std::optional<ChecklistRule>)

class TestChecklistRule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storedNames_data();
    void storedNames();
    void typedNames_data();
    void typedNames();
};

void TestChecklistRule::storedNames_data()
{
    QTest::addColumn<ChecklistRule>("rule");
    QTest::addColumn<QString>("name");
    QTest::newRow("reader test") << ChecklistRule::ReaderTest << QStringLiteral("reader_test");
    QTest::newRow("deletion ratio") << ChecklistRule::DeletionRatio << QStringLiteral("deletion_ratio");
    QTest::newRow("deletions justified") << ChecklistRule::DeletionsJustified << QStringLiteral("deletions_justified");
    QTest::newRow("notes reviewed") << ChecklistRule::NotesReviewed << QStringLiteral("notes_reviewed");
    QTest::newRow("QA clean") << ChecklistRule::QaClean << QStringLiteral("qa_clean");
    QTest::newRow("terms checked") << ChecklistRule::TermsChecked << QStringLiteral("terms_checked");
    QTest::newRow("blocks approved") << ChecklistRule::BlocksApproved << QStringLiteral("blocks_approved");
    QTest::newRow("value modules") << ChecklistRule::ValueModules << QStringLiteral("value_modules");
}

// The names are stored in templates' JSON: they never change, and each reads back.
void TestChecklistRule::storedNames()
{
    QFETCH(ChecklistRule, rule);
    QFETCH(QString, name);
    QCOMPARE(ChecklistRules::toString(rule), name);
    QCOMPARE(ChecklistRules::fromString(name), std::optional<ChecklistRule>(rule));
    QVERIFY(ChecklistRules::all().contains(rule));
    QCOMPARE(ChecklistRules::all().size(), 8);
    QVERIFY(!ChecklistRules::label(rule).isEmpty()); // the template editor's rule box shows it
}

void TestChecklistRule::typedNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<std::optional<ChecklistRule>>("rule");
    QTest::newRow("exact") << QStringLiteral("qa_clean") << std::optional<ChecklistRule>(ChecklistRule::QaClean);
    QTest::newRow("another case is another name") << QStringLiteral("QA_CLEAN") << std::optional<ChecklistRule>();
    QTest::newRow("dashes are not underscores") << QStringLiteral("qa-clean") << std::optional<ChecklistRule>();
    QTest::newRow("unknown") << QStringLiteral("spell_checked") << std::optional<ChecklistRule>();
    QTest::newRow("empty") << QString() << std::optional<ChecklistRule>();
}

void TestChecklistRule::typedNames()
{
    QFETCH(QString, typed);
    QFETCH(std::optional<ChecklistRule>, rule);
    QCOMPARE(ChecklistRules::fromString(typed), rule);
}

QTEST_GUILESS_MAIN(TestChecklistRule)
#include "tst_checklistrule.moc"
