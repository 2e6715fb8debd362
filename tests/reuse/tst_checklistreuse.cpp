// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrepository.h"
#include "reuse/checklistreuse.h"
#include "reusefixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReuseFixture;

// An issue's checked manual checklist items copied to another issue: notes, who and
// when kept; computed items never copied; unknown keys refused; all or nothing.
class TestChecklistReuse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void resultsListsCheckedManualItemsOnly();
    void copy_data();
    void copy();
    void itemMissingFromTheReceivingTemplateIsSkipped();
    void refused_data();
    void refused();

private:
    std::optional<ChecklistRun::Result> resultOf(qint64 issueId, const QString &key);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue1 = 0;
    qint64 m_issue2 = 0;
};

void TestChecklistReuse::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    m_issue1 = importIssue(*m_store, 1, kSource1, kTarget1);
    m_issue2 = importIssue(*m_store, 2, kSource2, kTarget2);
    QVERIFY(m_issue1 && m_issue2);
    ChecklistRepository repository(*m_store);
    QVERIFY(repository.setChecked(
        m_issue1, QStringLiteral("scenario_rewrite"), true, QStringLiteral("林审校"), QStringLiteral("按读者场景重写")));
    QVERIFY(repository.setChecked(m_issue1, QStringLiteral("code_verified"), true, QStringLiteral("王译者")));
    QVERIFY(
        repository.setChecked(m_issue1, QStringLiteral("environment_calibrated"), false, QStringLiteral("王译者"), QStringLiteral("未做")));
}

void TestChecklistReuse::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

std::optional<ChecklistRun::Result> TestChecklistReuse::resultOf(qint64 issueId, const QString &key)
{
    const auto run = ChecklistRepository(*m_store).currentRunOrDefault(issueId);
    return run ? run->result(key) : std::nullopt;
}

void TestChecklistReuse::resultsListsCheckedManualItemsOnly()
{
    const QList<ChecklistReuse::Entry> results = ChecklistReuse(*m_store).results(m_issue1);
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.at(0).itemKey, QStringLiteral("scenario_rewrite"));
    QCOMPARE(results.at(0).note, QStringLiteral("按读者场景重写"));
    QCOMPARE(results.at(0).checkedBy, QStringLiteral("林审校"));
    QVERIFY(!results.at(0).title.isEmpty());
    QCOMPARE(results.at(1).itemKey, QStringLiteral("code_verified"));
    QVERIFY(ChecklistReuse(*m_store).results(m_issue2).isEmpty());
}

void TestChecklistReuse::copy_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("copied");
    QTest::addColumn<bool>("receiverHasRun");

    const QStringList both {QStringLiteral("scenario_rewrite"), QStringLiteral("code_verified")};
    QTest::newRow("all, into an issue without a run") << QStringList() << both << false;
    QTest::newRow("all, into an issue with a run") << QStringList() << both << true;
    QTest::newRow("one chosen") << QStringList {QStringLiteral("code_verified")} << QStringList {QStringLiteral("code_verified")} << true;
}

void TestChecklistReuse::copy()
{
    QFETCH(QStringList, keys);
    QFETCH(QStringList, copied);
    QFETCH(bool, receiverHasRun);
    ChecklistRepository repository(*m_store);
    if (receiverHasRun) {
        QVERIFY(repository.setChecked(m_issue2, QStringLiteral("environment_calibrated"), true, QStringLiteral("李")));
    }
    const auto before = resultOf(m_issue1, QStringLiteral("scenario_rewrite"));
    ChecklistReuse reuse(*m_store);
    QVERIFY2(reuse.copy(m_issue1, m_issue2, keys), qPrintable(reuse.errorString()));
    QCOMPARE(reuse.copiedKeys(), copied);
    QVERIFY(reuse.skippedKeys().isEmpty());
    for (const QString &key : copied) {
        const auto original = resultOf(m_issue1, key);
        const auto copy = resultOf(m_issue2, key);
        QVERIFY(copy);
        QVERIFY(copy->checked);
        QCOMPARE(copy->note, original->note);
        QCOMPARE(copy->checkedBy, original->checkedBy);
        QCOMPARE(copy->checkedAt, original->checkedAt);
    }
    QCOMPARE(bool(resultOf(m_issue2, QStringLiteral("environment_calibrated"))), receiverHasRun);
    QCOMPARE(ChecklistReuse(*m_store).results(m_issue2).size(), copied.size() + (receiverHasRun ? 1 : 0));
    QCOMPARE(resultOf(m_issue1, QStringLiteral("scenario_rewrite"))->checkedAt, before->checkedAt);
}

void TestChecklistReuse::itemMissingFromTheReceivingTemplateIsSkipped()
{
    ChecklistRepository repository(*m_store);
    ChecklistTemplate smaller = *repository.activeTemplate();
    smaller.id = 0;
    smaller.name = QStringLiteral("短清单");
    for (int i = int(smaller.items.size()) - 1; i >= 0; --i) {
        if (smaller.items.at(i).key == QLatin1String("code_verified")) {
            smaller.items.removeAt(i);
        }
    }
    const qint64 smallerId = repository.saveTemplate(smaller);
    QVERIFY2(smallerId, qPrintable(repository.errorString()));
    QVERIFY(repository.setActiveTemplate(smallerId));
    ChecklistReuse reuse(*m_store);
    QVERIFY2(reuse.copy(m_issue1, m_issue2), qPrintable(reuse.errorString()));
    QCOMPARE(reuse.copiedKeys(), QStringList {QStringLiteral("scenario_rewrite")});
    QCOMPARE(reuse.skippedKeys(), QStringList {QStringLiteral("code_verified")});
}

void TestChecklistReuse::refused_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("a computed item") << QStringLiteral("computed");
    QTest::newRow("an unchecked item") << QStringLiteral("unchecked");
    QTest::newRow("from an issue with nothing checked") << QStringLiteral("empty");
    QTest::newRow("onto the same issue") << QStringLiteral("same");
    QTest::newRow("to an issue that does not exist") << QStringLiteral("missing");
}

void TestChecklistReuse::refused()
{
    QFETCH(QString, what);
    qint64 from = m_issue1;
    qint64 to = m_issue2;
    QStringList keys;
    if (what == QLatin1String("computed")) {
        keys = QStringList {QStringLiteral("scenario_rewrite"), QStringLiteral("qa_clean")};
    } else if (what == QLatin1String("unchecked")) {
        keys = QStringList {QStringLiteral("environment_calibrated")};
    } else if (what == QLatin1String("empty")) {
        std::swap(from, to);
    } else if (what == QLatin1String("same")) {
        to = from;
    } else {
        to = 999;
    }
    const int results = count(*m_store, QStringLiteral("checklist_results"));
    const int runs = count(*m_store, QStringLiteral("checklist_runs"));
    ChecklistReuse reuse(*m_store);
    QVERIFY(!reuse.copy(from, to, keys));
    QVERIFY(!reuse.errorString().isEmpty());
    QCOMPARE(count(*m_store, QStringLiteral("checklist_results")), results);
    QCOMPARE(count(*m_store, QStringLiteral("checklist_runs")), runs);
}

QTEST_GUILESS_MAIN(TestChecklistReuse)
#include "tst_checklistreuse.moc"
