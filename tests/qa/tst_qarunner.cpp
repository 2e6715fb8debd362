// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The post is from d2l-zh (Apache-2.0): chapter_optimization/adam_origin.md with
// its published Chinese (adam.md), shortened; 移动平均 made 滑动平均 for the termbase.
#include "deletions/deletionrepository.h"
#include "qa/qachecks.h"
#include "qa/qainput.h"
#include "qa/qarunner.h"
#include "qa/qasettings.h"
#include "qa/qawaiverrepository.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kSource(
    "# Adam\n\n"
    "In the discussions leading up to this section we encountered a number of techniques for efficient optimization.\n\n"
    "Adam combines all these techniques into one efficient learning algorithm.\n\n"
    "## The Algorithm\n\n"
    "One of the key components of Adam is that it uses exponential weighted moving averages.\n");
const QByteArray kTranslation("# Adam算法\n\n"
                              "本章我们已经学习了许多有效优化的技术。\n\n"
                              "Adam algorithm combines all these techniques into one efficient learning algorithm.\n\n"
                              "## 算法\n\n"
                              "Adam算法的关键组成部分之一是：它使用指数加权滑动平均值来估算梯度的动量和二次矩。\n");

QStringList checksOf(const QList<QaFinding> &findings)
{
    QStringList ids;
    for (const QaFinding &finding : findings) {
        ids.append(finding.check);
    }
    return ids;
}

} // namespace

class TestQaRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void findsAndSetsSeverity();
    void ordersAsTheDraftReads();
    void deletions();
    void termFindingsPointIntoTheirBlock();
    void switchedOffChecksReportNothing();
    void waiversApply();
    void catalogueIdsAreUnique();
    void theSameFaultTwiceHasTwoKeys();

private:
    BlockRecord target(int index) const { return IssueRepository(*m_store).targetBlocks(m_issue).at(index); }
    BlockRecord source(int index) const { return IssueRepository(*m_store).sourceBlocks(m_issue).at(index); }
    QaRunner::Result run() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue = 0;
};

void TestQaRunner::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("qa.yiqiao")), QStringLiteral("QA")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    m_issue = importer.result().issueId;
    QCOMPARE(IssueRepository(*m_store).targetBlocks(m_issue).size(), 5);
}

void TestQaRunner::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

QaRunner::Result TestQaRunner::run() const
{
    QaRunner::Result result;
    QString error;
    [&] { QVERIFY2(QaRunner().run(*m_store, m_issue, &result, &error), qPrintable(error)); }();
    return result;
}

void TestQaRunner::findsAndSetsSeverity()
{
    const QaRunner::Result result = run();
    QCOMPARE(checksOf(result.findings), QStringList {QStringLiteral("content.untranslated")});
    const QaFinding &finding = result.findings.constFirst();
    QCOMPARE(finding.severity, QaSeverity::Error);
    QCOMPARE(finding.targetBlockId, target(2).id);
    QCOMPARE(finding.sourceBlockId, source(2).id);
    QVERIFY(result.hasErrors());
    QCOMPARE(result.count(QaSeverity::Error), 1);
}

// A source block nobody translated sorts before the draft block of the next source.
void TestQaRunner::ordersAsTheDraftReads()
{
    QaInput input;
    QString error;
    QVERIFY2(QaRunner::collect(*m_store, m_issue, &input, &error), qPrintable(error));
    input.targets.removeAt(1); // 本章我们…: source block 1 loses its translation
    input.sources[1].aligned.clear();
    input.buildUnits();
    const QList<QaFinding> findings = QaRunner().check(input);
    QCOMPARE(checksOf(findings), (QStringList {QStringLiteral("content.untranslated"), QStringLiteral("content.untranslated")}));
    QCOMPARE(findings.at(0).targetBlockId, qint64(0));
    QCOMPARE(findings.at(0).sourceBlockId, source(1).id);
    QCOMPARE(findings.at(1).targetBlockId, target(2).id);
}

void TestQaRunner::deletions()
{
    Deletion deletion;
    deletion.sourceBlockId = source(1).id;
    DeletionRepository repository(*m_store);
    QVERIFY2(repository.add(m_issue, {deletion}), qPrintable(repository.errorString()));
    const QaRunner::Result result = run();
    QCOMPARE(checksOf(result.findings),
        (QStringList {
            QStringLiteral("deletion.unjustified"), QStringLiteral("deletion.still-translated"), QStringLiteral("content.untranslated")}));
    QCOMPARE(result.findings.at(0).targetBlockId, qint64(0));
    QCOMPARE(result.findings.at(0).sourceBlockId, source(1).id);
    QCOMPARE(result.findings.at(1).targetBlockId, target(1).id);
    QCOMPARE(result.findings.at(1).severity, QaSeverity::Warning);
}

void TestQaRunner::termFindingsPointIntoTheirBlock()
{
    TermEntry term;
    term.source = QStringLiteral("exponential weighted moving averages");
    TermRendering rendering;
    rendering.text = QStringLiteral("指数加权移动平均");
    term.renderings = {rendering};
    term.forbidden = {TermForbidden {QStringLiteral("滑动平均"), QStringLiteral("统一为“移动平均”")}};
    TermRepository terms(*m_store);
    QVERIFY2(terms.add({term}), qPrintable(terms.errorString()));
    const QaRunner::Result result = run();
    const int at = int(checksOf(result.findings).indexOf(QStringLiteral("term.forbidden")));
    QVERIFY2(at >= 0, qPrintable(checksOf(result.findings).join(QLatin1Char(','))));
    const QaFinding &finding = result.findings.at(at);
    QCOMPARE(finding.severity, QaSeverity::Error);
    QCOMPARE(finding.targetBlockId, target(4).id);
    QCOMPARE(finding.detail, term.source);
    QCOMPARE(target(4).text.mid(finding.offset, finding.length), QStringLiteral("滑动平均"));
}

void TestQaRunner::switchedOffChecksReportNothing()
{
    QaSettings settings = QaSettings::load(*m_store);
    settings.disabled = {QStringLiteral("content.untranslated")};
    QVERIFY(settings.save(*m_store));
    QVERIFY(run().findings.isEmpty());
}

void TestQaRunner::waiversApply()
{
    const QaFinding finding = run().findings.constFirst();
    QaWaiverRepository waivers(*m_store);
    QVERIFY(!waivers.waive(m_issue, finding, QStringLiteral("  "), QStringLiteral("审校")));
    QVERIFY(!waivers.errorString().isEmpty());
    QVERIFY2(
        waivers.waive(m_issue, finding, QStringLiteral("产品名，保留英文"), QStringLiteral("审校")), qPrintable(waivers.errorString()));
    QaRunner::Result result = run();
    QVERIFY(result.findings.constFirst().waived);
    QCOMPARE(result.findings.constFirst().waiverReason, QStringLiteral("产品名，保留英文"));
    QVERIFY(!result.hasErrors());
    QCOMPARE(result.waivedCount(), 1);
    QCOMPARE(result.count(QaSeverity::Error, true), 1);
    QCOMPARE(waivers.waivers(m_issue).value(finding.key()).author, QStringLiteral("审校"));
    QVERIFY(waivers.unwaive(m_issue, finding.key()));
    QVERIFY(run().hasErrors());
}

void TestQaRunner::catalogueIdsAreUnique()
{
    QSet<QString> seen;
    for (const QaCheckInfo &info : QaChecks::all()) {
        QVERIFY2(!seen.contains(info.id), qPrintable(info.id));
        seen.insert(info.id);
        QVERIFY(!info.title.isEmpty());
        QVERIFY(!QaChecks::groupTitle(info.group).isEmpty());
        QCOMPARE(QaChecks::info(info.id).severity, info.severity);
    }
    QVERIFY(!QaChecks::isKnown(QStringLiteral("no.such.check")));
    QCOMPARE(QaChecks::info(QStringLiteral("no.such.check")).title, QStringLiteral("no.such.check"));
    // A rule of the project's own is named as one, under a group of its own.
    const QaCheckInfo custom = QaChecks::info(QStringLiteral("custom.no-polite-you"));
    QCOMPARE(custom.title, QStringLiteral("Project rule: no-polite-you"));
    QCOMPARE(custom.group, QStringLiteral("custom"));
    QCOMPARE(QaChecks::groupTitle(custom.group), QStringLiteral("Project rules"));
}

// A slip made twice in one paragraph is two findings, each waived on its own.
void TestQaRunner::theSameFaultTwiceHasTwoKeys()
{
    QaInput input = QaInput::fromMarkdown(QStringLiteral("It works. It really works.\n"), QStringLiteral("它能用。。它真的能用。。\n"));
    const QList<QaFinding> findings = QaRunner().check(input);
    QStringList keys;
    for (const QaFinding &finding : findings) {
        if (finding.check == QLatin1String("typography.repeated-punctuation")) {
            keys.append(finding.key());
        }
    }
    QCOMPARE(keys.size(), 2);
    QVERIFY2(keys.at(0) != keys.at(1), qPrintable(keys.join(QLatin1Char(' '))));
}

QTEST_GUILESS_MAIN(TestQaRunner)
#include "tst_qarunner.moc"
