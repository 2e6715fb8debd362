// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

ChecklistTemplate smallChecklist(const QString &name)
{
    ChecklistTemplate checklist;
    checklist.name = name;
    ChecklistItem manual;
    manual.key = QStringLiteral("lead_rewritten");
    manual.title = u8("导语已重写");
    ChecklistItem computed;
    computed.key = QStringLiteral("qa");
    computed.title = u8("质量检查通过");
    computed.kind = ChecklistItem::Kind::Computed;
    computed.rule = ChecklistRule::QaClean;
    checklist.items = {manual, computed};
    return checklist;
}

} // namespace

// A project's checklist templates (seeded with the shipped one), the active one, an
// issue's run and its manual results, and the export overrides.
class TestChecklistRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void seedsTheShippedTemplateOnce();
    void saveAndUpdateTemplate();
    void refusesABrokenTemplate();
    void activeTemplate();
    void removeTemplate();
    void runIsCreatedOnFirstUse();
    void runOfARemovedTemplateFollowsTheActiveOne();
    void setChecked_data();
    void setChecked();
    void uncheckRecordsWhoAndWhen();
    void runsSurviveReopening();
    void overrides_data();
    void overrides();
    void readingNeverWrites_data();
    void readingNeverWrites();

private:
    int count(const QString &sql) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue = 0;
};

void TestChecklistRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("c.yiqiao")), QStringLiteral("C")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(7, "# Seven\n\nText.\n", QString(), QString()), qPrintable(importer.errorString()));
    m_issue = importer.result().issueId;
}

void TestChecklistRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

int TestChecklistRepository::count(const QString &sql) const
{
    QSqlQuery query(m_store->database());
    return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
}

void TestChecklistRepository::seedsTheShippedTemplateOnce()
{
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_templates")), 0);
    ChecklistRepository repository(*m_store);
    const QList<ChecklistTemplate> first = repository.templates();
    QCOMPARE(repository.errorString(), QString());
    QCOMPARE(first.size(), 1);
    QVERIFY(first.at(0).id != 0);
    QCOMPARE(first.at(0).toJson(), ChecklistTemplate::shippedDefault().toJson());
    QCOMPARE(repository.templates().size(), 1);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_templates")), 1);
    QCOMPARE(m_store->setting(ChecklistRepository::activeTemplateSetting()), QString::number(first.at(0).id));
}

void TestChecklistRepository::saveAndUpdateTemplate()
{
    ChecklistRepository repository(*m_store);
    ChecklistTemplate checklist = smallChecklist(u8("简版清单"));
    checklist.id = repository.saveTemplate(checklist);
    QVERIFY2(checklist.id != 0, qPrintable(repository.errorString()));
    QCOMPARE(repository.templateById(checklist.id)->toJson(), checklist.toJson());
    checklist.name = u8("改名后的清单");
    checklist.items.removeLast();
    QCOMPARE(repository.saveTemplate(checklist), checklist.id);
    const std::optional<ChecklistTemplate> stored = repository.templateById(checklist.id);
    QVERIFY(stored);
    QCOMPARE(stored->name, u8("改名后的清单"));
    QCOMPARE(stored->items.size(), 1);
    // Templates saved before first use: nothing is seeded beside them.
    QCOMPARE(repository.templates().size(), 1);
}

void TestChecklistRepository::refusesABrokenTemplate()
{
    ChecklistRepository repository(*m_store);
    ChecklistTemplate nameless = smallChecklist(QStringLiteral(" "));
    QCOMPARE(repository.saveTemplate(nameless), 0);
    QCOMPARE(repository.errorString(), u8("The checklist has no name."));
    ChecklistTemplate unknown = smallChecklist(u8("清单"));
    unknown.id = 4242;
    QCOMPARE(repository.saveTemplate(unknown), 0);
    QCOMPARE(repository.errorString(), u8("Checklist 4242 does not exist."));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_templates")), 0);
    QVERIFY(!repository.templateById(4242));
    QCOMPARE(repository.errorString(), u8("Checklist 4242 does not exist."));
}

void TestChecklistRepository::activeTemplate()
{
    ChecklistRepository repository(*m_store);
    const qint64 shipped = repository.activeTemplateId();
    QVERIFY(shipped != 0);
    const qint64 small = repository.saveTemplate(smallChecklist(u8("简版清单")));
    QCOMPARE(repository.activeTemplateId(), shipped);
    QVERIFY2(repository.setActiveTemplate(small), qPrintable(repository.errorString()));
    QCOMPARE(repository.activeTemplateId(), small);
    QCOMPARE(repository.activeTemplate()->name, u8("简版清单"));
    QCOMPARE(m_store->setting(QStringLiteral("checklist.template")), QString::number(small));
    QVERIFY(!repository.setActiveTemplate(9999));
    QCOMPARE(repository.errorString(), u8("Checklist 9999 does not exist."));
    QCOMPARE(repository.activeTemplateId(), small);
}

void TestChecklistRepository::removeTemplate()
{
    ChecklistRepository repository(*m_store);
    const qint64 shipped = repository.activeTemplateId();
    const qint64 small = repository.saveTemplate(smallChecklist(u8("简版清单")));
    QVERIFY(repository.setActiveTemplate(small));
    QVERIFY2(repository.removeTemplate(small), qPrintable(repository.errorString()));
    QCOMPARE(repository.activeTemplateId(), shipped);
    QCOMPARE(m_store->setting(ChecklistRepository::activeTemplateSetting()), QString());
    // A later template may get the removed id again: it does not become active by that.
    const qint64 again = repository.saveTemplate(smallChecklist(u8("新清单")));
    QVERIFY(again != 0);
    QCOMPARE(repository.activeTemplateId(), shipped);
    QVERIFY(!repository.removeTemplate(small == again ? 9999 : small));
    QVERIFY(repository.errorString().endsWith(u8(" does not exist.")));
    // Removing every template brings the shipped one back on next use.
    QVERIFY(repository.removeTemplate(shipped));
    QVERIFY(repository.removeTemplate(again));
    const QList<ChecklistTemplate> reseeded = repository.templates();
    QCOMPARE(reseeded.size(), 1);
    QCOMPARE(reseeded.at(0).name, ChecklistTemplate::shippedDefault().name);
}

void TestChecklistRepository::runIsCreatedOnFirstUse()
{
    ChecklistRepository repository(*m_store);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_runs")), 0);
    const std::optional<ChecklistRun> run = repository.currentRun(m_issue);
    QVERIFY2(run, qPrintable(repository.errorString()));
    QCOMPARE(run->issueId, m_issue);
    QCOMPARE(run->templateId, repository.activeTemplateId());
    QVERIFY(!run->startedAt.isEmpty());
    QVERIFY(run->results.isEmpty());
    QCOMPARE(repository.currentRun(m_issue)->id, run->id);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_runs")), 1);
    QVERIFY(!repository.currentRun(9999));
    QCOMPARE(repository.errorString(), u8("Issue 9999 does not exist."));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_runs")), 1);
}

void TestChecklistRepository::runOfARemovedTemplateFollowsTheActiveOne()
{
    ChecklistRepository repository(*m_store);
    const qint64 shipped = repository.activeTemplateId();
    const qint64 small = repository.saveTemplate(smallChecklist(u8("简版清单")));
    QVERIFY(repository.setActiveTemplate(small));
    const ChecklistRun run = *repository.currentRun(m_issue);
    QCOMPARE(repository.templateOf(run)->id, small);
    // Changing the active template later does not change a run under way.
    QVERIFY(repository.setActiveTemplate(shipped));
    QCOMPARE(repository.templateOf(*repository.currentRun(m_issue))->id, small);
    QVERIFY(repository.removeTemplate(small));
    const ChecklistRun orphan = *repository.currentRun(m_issue);
    QCOMPARE(orphan.id, run.id);
    QCOMPARE(orphan.templateId, 0);
    QCOMPARE(repository.templateOf(orphan)->id, shipped);
}

void TestChecklistRepository::setChecked_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("error");

    QTest::newRow("manual item") << QStringLiteral("code_verified") << QString();
    QTest::newRow("computed item") << QStringLiteral("reader_test")
                                   << u8("\"五位读者盲测通过\" is computed from the project; nobody checks it by hand.");
    QTest::newRow("key of no item") << QStringLiteral("coffee") << u8("\"coffee\" is no item of the checklist \"发布前检查清单\".");
}

void TestChecklistRepository::setChecked()
{
    QFETCH(QString, key);
    QFETCH(QString, error);
    ChecklistRepository repository(*m_store);
    QCOMPARE(repository.setChecked(m_issue, key, true, u8(" 李雷 "), u8("在 A10G 上跑通")), error.isEmpty());
    QCOMPARE(repository.errorString(), error);
    const ChecklistRun run = *repository.currentRun(m_issue);
    QCOMPARE(run.results.size(), error.isEmpty() ? 1 : 0);
    if (error.isEmpty()) {
        const ChecklistRun::Result result = *run.result(key);
        QVERIFY(result.checked);
        QCOMPARE(result.checkedBy, u8("李雷"));
        QCOMPARE(result.note, u8("在 A10G 上跑通"));
        QVERIFY(!result.checkedAt.isEmpty());
    }
}

void TestChecklistRepository::uncheckRecordsWhoAndWhen()
{
    ChecklistRepository repository(*m_store);
    QVERIFY(repository.setChecked(m_issue, QStringLiteral("scenario_rewrite"), true, u8("李雷")));
    const QString checkedAt = repository.currentRun(m_issue)->result(QStringLiteral("scenario_rewrite"))->checkedAt;
    QVERIFY(repository.setChecked(m_issue, QStringLiteral("scenario_rewrite"), false, u8("韩梅梅"), u8("导语仍是直译")));
    const ChecklistRun run = *repository.currentRun(m_issue);
    QCOMPARE(run.results.size(), 1);
    const ChecklistRun::Result result = *run.result(QStringLiteral("scenario_rewrite"));
    QVERIFY(!result.checked);
    QCOMPARE(result.checkedBy, u8("韩梅梅"));
    QCOMPARE(result.note, u8("导语仍是直译"));
    QVERIFY(result.checkedAt >= checkedAt);
}

void TestChecklistRepository::runsSurviveReopening()
{
    {
        ChecklistRepository repository(*m_store);
        QVERIFY(repository.setChecked(m_issue, QStringLiteral("code_verified"), true, u8("李雷")));
    }
    const QString path = m_store->path();
    m_store->close();
    QVERIFY(m_store->open(path));
    ChecklistRepository repository(*m_store);
    QVERIFY(repository.currentRun(m_issue)->result(QStringLiteral("code_verified"))->checked);
    QCOMPARE(repository.templates().size(), 1);
}

void TestChecklistRepository::overrides_data()
{
    QTest::addColumn<QStringList>("open");
    QTest::addColumn<bool>("unknownIssue");
    QTest::addColumn<QString>("error");

    QTest::newRow("two open items") << QStringList {QStringLiteral("reader_test"), QStringLiteral("qa_clean")} << false << QString();
    QTest::newRow("nothing open") << QStringList() << false << u8("An export override needs the open items it overrides.");
    QTest::newRow("issue that does not exist") << QStringList {QStringLiteral("qa_clean")} << true << u8("Issue 9999 does not exist.");
}

void TestChecklistRepository::overrides()
{
    QFETCH(QStringList, open);
    QFETCH(bool, unknownIssue);
    QFETCH(QString, error);
    ChecklistRepository repository(*m_store);
    const qint64 issue = unknownIssue ? 9999 : m_issue;
    QCOMPARE(repository.recordOverride(issue, open, u8(" 读者等不及了 "), u8("主编")), error.isEmpty());
    QCOMPARE(repository.errorString(), error);
    const QList<ExportOverride> stored = repository.overrides(m_issue);
    QCOMPARE(stored.size(), error.isEmpty() ? 1 : 0);
    if (error.isEmpty()) {
        QCOMPARE(stored.at(0).openItems, open);
        QCOMPARE(stored.at(0).reason, u8("读者等不及了"));
        QCOMPARE(stored.at(0).author, u8("主编"));
        QCOMPARE(stored.at(0).issueId, m_issue);
        QVERIFY(!stored.at(0).createdAt.isEmpty());
        QVERIFY(repository.recordOverride(m_issue, {QStringLiteral("reader_test")}, QString(), QString()));
        QCOMPARE(repository.overrides(m_issue).size(), 2);
        QCOMPARE(repository.overrides(m_issue).at(1).openItems, QStringList {QStringLiteral("reader_test")});
    }
}

void TestChecklistRepository::readingNeverWrites_data()
{
    QTest::addColumn<bool>("readOnly"); // the project opened read-only
    QTest::newRow("read-write project") << false;
    QTest::newRow("read-only project") << true;
}

// What evaluation and the read-only window use: the shipped default and an unstored
// run until someone checks something; stored ones once they exist.
void TestChecklistRepository::readingNeverWrites()
{
    QFETCH(bool, readOnly);
    if (readOnly) {
        m_store = std::make_unique<ProjectStore>();
        QVERIFY(m_store->open(m_dir->filePath(QStringLiteral("c.yiqiao")), ProjectStore::Access::ReadOnly));
    }
    ChecklistRepository repository(*m_store);
    const QList<ChecklistTemplate> all = repository.templatesOrDefault();
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.at(0).id, 0);
    QCOMPARE(all.at(0).name, ChecklistTemplate::shippedDefault().name);
    const auto run = repository.currentRunOrDefault(m_issue);
    QVERIFY2(run, qPrintable(repository.errorString()));
    QCOMPARE(run->id, 0);
    QCOMPARE(repository.templateOrDefault(*run)->items.size(), ChecklistTemplate::shippedDefault().items.size());
    QVERIFY(!repository.currentRunOrDefault(9999));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_templates")), 0);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM checklist_runs")), 0);
    if (readOnly) {
        QVERIFY(!repository.setChecked(m_issue, QStringLiteral("code_verified"), true, QStringLiteral("Li")));
        return;
    }
    QVERIFY(repository.setChecked(m_issue, QStringLiteral("code_verified"), true, QStringLiteral("Li")));
    const auto stored = repository.currentRunOrDefault(m_issue);
    QVERIFY(stored->id != 0);
    QVERIFY(stored->result(QStringLiteral("code_verified"))->checked);
    QCOMPARE(repository.templateOrDefault(*stored)->id, repository.activeTemplateId());
    QCOMPARE(repository.activeTemplateOrDefault()->id, repository.activeTemplateId());
}

QTEST_GUILESS_MAIN(TestChecklistRepository)
#include "tst_checklistrepository.moc"
