// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistevaluator.h"
#include "checklist/checklistfacts.h"
#include "checklist/checklisttemplate.h"
#include "checklist/requirednotekinds.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n\nThird paragraph.\n");

ChecklistFacts factsWith(const QStringList &required, const QStringList &missing)
{
    ChecklistFacts facts;
    facts.requiredNoteKinds = required;
    facts.missingNoteKinds = missing;
    return facts;
}

} // namespace

// The checklist rule "value_modules" (seed 001: the four value-added modules in
// every issue) and the project setting that chooses the required kinds.
class TestRequiredNoteKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_data();
    void rule();
    void collectedFromDraft_data();
    void collectedFromDraft();
    void shippedChecklistHasTheRule();
    void setting();
    void unknownKindIsRefused();
};

void TestRequiredNoteKinds::rule_data()
{
    QTest::addColumn<QStringList>("required");
    QTest::addColumn<QStringList>("missing");
    QTest::addColumn<bool>("holds");
    QTest::addColumn<QString>("explanation");
    const QStringList four = RequiredNoteKinds::defaults();
    QTest::newRow("all present") << four << QStringList() << true
                                 << QStringLiteral("The draft has a note of each of the 4 required kind(s).");
    QTest::newRow("one missing names the missing kind")
        << four << QStringList {QStringLiteral("troubleshooting_tree")} << false << QStringLiteral("Missing: Troubleshooting tree.");
    QTest::newRow("two missing, both named") << four << QStringList {QStringLiteral("performance_matrix"), QStringLiteral("roadmap")}
                                             << false << QStringLiteral("Missing: Performance matrix, Evolution roadmap.");
    QTest::newRow("nothing required") << QStringList() << QStringList() << true << QStringLiteral("The project requires no kind of note.");
}

void TestRequiredNoteKinds::rule()
{
    QFETCH(QStringList, required);
    QFETCH(QStringList, missing);
    QFETCH(bool, holds);
    QFETCH(QString, explanation);
    const ChecklistFacts facts = factsWith(required, missing);
    QCOMPARE(ChecklistEvaluator::holds(ChecklistRule::ValueModules, facts), holds);
    QCOMPARE(ChecklistEvaluator::explain(ChecklistRule::ValueModules, facts), explanation);
}

void TestRequiredNoteKinds::collectedFromDraft_data()
{
    QTest::addColumn<QStringList>("noteKinds"); // given to the draft's first blocks
    QTest::addColumn<QStringList>("missing");
    QTest::newRow("no notes: all four missing")
        << QStringList()
        << QStringList {QStringLiteral("troubleshooting_tree"), QStringLiteral("performance_matrix"), QStringLiteral("roadmap")};
    QTest::newRow("all present") << QStringList {QStringLiteral("troubleshooting_tree"), QStringLiteral("performance_matrix"),
        QStringLiteral("roadmap")}
                                 << QStringList();
    QTest::newRow("one missing") << QStringList {QStringLiteral("troubleshooting_tree"), QStringLiteral("roadmap")}
                                 << QStringList {QStringLiteral("performance_matrix")};
}

void TestRequiredNoteKinds::collectedFromDraft()
{
    QFETCH(QStringList, noteKinds);
    QFETCH(QStringList, missing);
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("n.yiqiao")), QStringLiteral("N")));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(3, kPost, QString(), QString()), qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    QString error;
    const QStringList three {QStringLiteral("troubleshooting_tree"), QStringLiteral("performance_matrix"), QStringLiteral("roadmap")};
    QVERIFY2(RequiredNoteKinds::write(store, three, &error), qPrintable(error));
    for (int i = 0; i < noteKinds.size(); ++i) {
        QSqlQuery query(store.database());
        query.prepare(QStringLiteral("UPDATE target_blocks SET origin = 'note', note_type = ?"
                                     " WHERE id = (SELECT id FROM target_blocks WHERE issue_id = ? ORDER BY ordinal LIMIT 1 OFFSET ?)"));
        query.addBindValue(noteKinds.at(i));
        query.addBindValue(issueId);
        query.addBindValue(i);
        QVERIFY(query.exec());
    }
    const auto facts = ChecklistFacts::collect(store, issueId, &error);
    QVERIFY2(facts, qPrintable(error));
    QCOMPARE(facts->requiredNoteKinds, three);
    QCOMPARE(facts->missingNoteKinds, missing);
    QCOMPARE(ChecklistEvaluator::holds(ChecklistRule::ValueModules, *facts), missing.isEmpty());
}

void TestRequiredNoteKinds::shippedChecklistHasTheRule()
{
    const ChecklistTemplate shipped = ChecklistTemplate::shippedDefault();
    const auto item = std::find_if(shipped.items.cbegin(), shipped.items.cend(),
        [](const ChecklistItem &each) { return !each.isManual() && each.rule == ChecklistRule::ValueModules; });
    QVERIFY(item != shipped.items.cend());
    QCOMPARE(item->key, QStringLiteral("value_modules"));
}

void TestRequiredNoteKinds::setting()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("n.yiqiao")), QStringLiteral("N")));
    QCOMPARE(RequiredNoteKinds::read(store), RequiredNoteKinds::defaults());
    QCOMPARE(RequiredNoteKinds::defaults().size(), 4);
    QString error;
    QVERIFY(RequiredNoteKinds::write(store, {QStringLiteral("wrong-code"), QStringLiteral("roadmap"), QStringLiteral("roadmap")}, &error));
    QCOMPARE(RequiredNoteKinds::read(store), QStringList({QStringLiteral("wrong_code"), QStringLiteral("roadmap")}));
    QVERIFY(RequiredNoteKinds::write(store, {}, &error));
    QCOMPARE(RequiredNoteKinds::read(store), QStringList());
}

void TestRequiredNoteKinds::unknownKindIsRefused()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("n.yiqiao")), QStringLiteral("N")));
    QString error;
    QVERIFY(!RequiredNoteKinds::write(store, {QStringLiteral("roadmap"), QStringLiteral("poem")}, &error));
    QVERIFY(error.contains(QStringLiteral("poem")));
    QCOMPARE(RequiredNoteKinds::read(store), RequiredNoteKinds::defaults());
}

QTEST_GUILESS_MAIN(TestRequiredNoteKinds)
#include "tst_requirednotekinds.moc"
