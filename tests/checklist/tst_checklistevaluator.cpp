// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistevaluator.h"
#include "checklist/checklistrepository.h"
#include "deletions/deletionrepository.h"
#include "review/readertestrepository.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

// "readers=5 passed=4 backgrounds=4 same=运维,学生 unprofiled=1 ratio=0.31 target=0.3 deletions=3 unjustified=1 notes=2
// unreviewed=1 blocks=9 unapproved=2 qa=1 terms=1"; what is not named stays 0.
ChecklistFacts factsFrom(const QString &spec)
{
    ChecklistFacts facts;
    facts.deletion.target = 0.0;
    const QStringList pairs = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &pair : pairs) {
        const QString name = pair.section(QLatin1Char('='), 0, 0);
        const double value = pair.section(QLatin1Char('='), 1).toDouble();
        const int whole = int(value);
        if (name == QLatin1String("readers")) {
            facts.readers.count = whole;
            facts.readers.backgrounds = whole; // each of another background, unless said
        } else if (name == QLatin1String("backgrounds")) {
            facts.readers.backgrounds = whole;
        } else if (name == QLatin1String("unprofiled")) {
            facts.readers.withoutProfile = whole;
        } else if (name == QLatin1String("same")) {
            facts.readers.duplicates = pair.section(QLatin1Char('='), 1).split(QLatin1Char(','));
        } else if (name == QLatin1String("passed")) {
            facts.readers.passed = whole;
        } else if (name == QLatin1String("ratio")) {
            facts.deletion.ratio = value;
        } else if (name == QLatin1String("target")) {
            facts.deletion.target = value;
        } else if (name == QLatin1String("deletions")) {
            facts.deletions = whole;
        } else if (name == QLatin1String("unjustified")) {
            facts.unjustifiedDeletions = whole;
        } else if (name == QLatin1String("notes")) {
            facts.notes = whole;
        } else if (name == QLatin1String("unreviewed")) {
            facts.unreviewedNotes = whole;
        } else if (name == QLatin1String("blocks")) {
            facts.draftBlocks = whole;
        } else if (name == QLatin1String("unapproved")) {
            facts.unapprovedBlocks = whole;
        } else if (name == QLatin1String("qa")) {
            facts.qaErrors = whole;
        } else if (name == QLatin1String("terms")) {
            facts.termFindings = whole;
        } else {
            qFatal("unknown fact %s", qPrintable(name));
        }
    }
    return facts;
}

ChecklistItem codeVerifiedItem()
{
    ChecklistItem item;
    item.key = QStringLiteral("code_verified");
    item.title = u8("代码与命令已在目标环境验证");
    return item;
}

const QByteArray kPost("# Setting up CUDA\n\nInstall the driver first and check it with nvidia-smi.\n\n"
                       "Readers in the US can use the Venmo discount.\n\n```bash\nnvidia-smi -L\n```\n");

} // namespace

// The checklist's verdicts: every computed rule from hand-made facts, manual items
// from the run's results, and the whole chain on an imported project.
class TestChecklistEvaluator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void computedRule_data();
    void computedRule();
    void manualItem_data();
    void manualItem();
    void percent_data();
    void percent();
    void keepsTheTemplatesOrder();
    void importedProject();

private:
    static void addReaders(ReaderTestRepository &repository, qint64 issueId, int passed, int failed);
    static bool itemDone(ChecklistEvaluator &evaluator, qint64 issueId, const QString &key);
};

void TestChecklistEvaluator::computedRule_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("facts");
    QTest::addColumn<bool>("done");
    QTest::addColumn<QString>("explanation");

    const QString readers = QStringLiteral("reader_test");
    QTest::newRow("readers: 4 of 5 meets the 80% bar") << readers << "readers=5 passed=4" << true << u8("4 of 5 readers passed (80%)");
    QTest::newRow("readers: 3 of 5 is below the bar")
        << readers << "readers=5 passed=3" << false << u8("3 of 5 readers passed (60%); 80% must pass.");
    QTest::newRow("readers: 4 of 4 are fewer than five")
        << readers << "readers=4 passed=4" << false
        << u8("4 of 4 readers passed (100%); at least 5 readers of different backgrounds are needed.");
    QTest::newRow("readers: five, but one background twice")
        << readers << "readers=5 passed=5 backgrounds=4 same=运维工程师" << false
        << u8("5 of 5 readers passed (100%); only 4 different backgrounds, at least 5 are needed (given by more than one reader, "
              "counted once: 运维工程师).");
    QTest::newRow("readers: six, two backgrounds repeated, both named")
        << readers << "readers=6 passed=6 backgrounds=3 same=运维工程师,在校研究生" << false
        << u8("6 of 6 readers passed (100%); only 3 different backgrounds, at least 5 are needed (given by more than one reader, "
              "counted once: 运维工程师、在校研究生).");
    QTest::newRow("readers: five, one without a background")
        << readers << "readers=5 passed=5 backgrounds=4 unprofiled=1" << false
        << u8("5 of 5 readers passed (100%); 1 reader(s) without a background, at least 5 different backgrounds are needed.");
    QTest::newRow("readers: six with five backgrounds meets the bar")
        << readers << "readers=6 passed=6 backgrounds=5 same=运维工程师" << true << u8("6 of 6 readers passed (100%)");
    QTest::newRow("readers: none yet") << readers << "" << false << u8("No reader has tested the translation yet; 5 readers are needed.");
    QTest::newRow("readers: 7 of 9 is 77.8%") << readers << "readers=9 passed=7" << false
                                              << u8("7 of 9 readers passed (77.8%); 80% must pass.");
    QTest::newRow("readers: 8 of 10") << readers << "readers=10 passed=8" << true << u8("8 of 10 readers passed (80%)");

    const QString ratio = QStringLiteral("deletion_ratio");
    QTest::newRow("ratio: above the target") << ratio << "ratio=0.31 target=0.3" << true
                                             << u8("Deleted 31% of the prose; the target is 30%.");
    QTest::newRow("ratio: 29.96% shows and counts as 30%")
        << ratio << "ratio=0.2996 target=0.3" << true << u8("Deleted 30% of the prose; the target is 30%.");
    QTest::newRow("ratio: 29.9% is below") << ratio << "ratio=0.299 target=0.3" << false
                                           << u8("Deleted 29.9% of the prose, below the target of 30%.");
    QTest::newRow("ratio: far above is no fault")
        << ratio << "ratio=0.8 target=0.3" << true << u8("Deleted 80% of the prose; the target is 30%.");
    QTest::newRow("ratio: nothing deleted, target 25%")
        << ratio << "ratio=0 target=0.25" << false << u8("Deleted 0% of the prose, below the target of 25%.");
    QTest::newRow("ratio: target 0") << ratio << "ratio=0 target=0" << true << u8("Deleted 0% of the prose; the target is 0%.");

    const QString justified = QStringLiteral("deletions_justified");
    QTest::newRow("deletions: none") << justified << "" << true << u8("No deletions.");
    QTest::newRow("deletions: all justified") << justified << "deletions=3" << true << u8("All 3 deletion(s) justified.");
    QTest::newRow("deletions: one waits for its reason")
        << justified << "deletions=3 unjustified=1" << false << u8("1 of 3 deletions have no justification yet.");

    const QString notes = QStringLiteral("notes_reviewed");
    QTest::newRow("notes: none") << notes << "blocks=4 unapproved=4" << true << u8("No translator's notes.");
    QTest::newRow("notes: all reviewed") << notes << "notes=2" << true << u8("All 2 note(s) reviewed.");
    QTest::newRow("notes: one not reviewed") << notes << "notes=2 unreviewed=1" << false << u8("1 of 2 notes not reviewed yet.");

    const QString qa = QStringLiteral("qa_clean");
    QTest::newRow("qa: clean") << qa << "terms=3" << true << u8("QA finds no unwaived error.");
    QTest::newRow("qa: two errors") << qa << "qa=2" << false << u8("QA finds 2 unwaived error(s).");

    const QString terms = QStringLiteral("terms_checked");
    QTest::newRow("terms: clean, other QA errors aside")
        << terms << "qa=4" << true << u8("No unwaived finding of forbidden or missing terms.");
    QTest::newRow("terms: one finding") << terms << "terms=1" << false << u8("1 unwaived finding(s) of forbidden or missing terms.");

    const QString approved = QStringLiteral("blocks_approved");
    QTest::newRow("blocks: empty draft") << approved << "" << true << u8("The draft has no blocks.");
    QTest::newRow("blocks: all approved") << approved << "blocks=5" << true << u8("All 5 draft block(s) approved.");
    QTest::newRow("blocks: two not approved") << approved << "blocks=5 unapproved=2" << false
                                              << u8("2 of 5 draft blocks not approved yet.");
}

void TestChecklistEvaluator::computedRule()
{
    QFETCH(QString, rule);
    QFETCH(QString, facts);
    QFETCH(bool, done);
    QFETCH(QString, explanation);
    ChecklistItem item;
    item.key = QStringLiteral("item");
    item.title = u8("条目");
    item.kind = ChecklistItem::Kind::Computed;
    item.rule = *ChecklistRules::fromString(rule);
    ChecklistRun run;
    // A result stored for a computed item (by an older version, by hand) is ignored.
    run.results.append({QStringLiteral("item"), !done, QString(), u8("李雷"), QStringLiteral("2026-11-30T06:02:00.000Z")});
    const ChecklistItemState state = ChecklistEvaluator::evaluate(item, run, factsFrom(facts));
    QCOMPARE(state.done, done);
    QCOMPARE(state.explanation, explanation);
    QCOMPARE(state.checkedBy, QString());
}

void TestChecklistEvaluator::manualItem_data()
{
    QTest::addColumn<bool>("stored");
    QTest::addColumn<bool>("checked");
    QTest::addColumn<QString>("by");
    QTest::addColumn<bool>("done");
    QTest::addColumn<QString>("explanationStart");

    QTest::newRow("nobody touched it") << false << false << QString() << false << u8("Not checked yet.");
    QTest::newRow("checked by a reviewer") << true << true << u8("李雷") << true << u8("Checked by 李雷 on ");
    QTest::newRow("unchecked by a reviewer") << true << false << u8("韩梅梅") << false << u8("Unchecked by 韩梅梅 on ");
    QTest::newRow("checked by nobody named") << true << true << QString() << true << u8("Checked on ");
}

void TestChecklistEvaluator::manualItem()
{
    QFETCH(bool, stored);
    QFETCH(bool, checked);
    QFETCH(QString, by);
    QFETCH(bool, done);
    QFETCH(QString, explanationStart);
    ChecklistRun run;
    if (stored) {
        run.results.append({codeVerifiedItem().key, checked, u8("在 A10G 上跑通"), by, QStringLiteral("2026-11-30T06:02:00.000Z")});
    }
    // Manual items ignore the facts, however good.
    const ChecklistItemState state = ChecklistEvaluator::evaluate(codeVerifiedItem(), run, factsFrom(QStringLiteral("readers=5 passed=5")));
    QCOMPARE(state.done, done);
    QVERIFY2(state.explanation.startsWith(explanationStart), qPrintable(state.explanation));
    QCOMPARE(state.checkedBy, by);
    QCOMPARE(state.note, stored ? u8("在 A10G 上跑通") : QString());
    if (stored) {
        // Shown in local time, to the minute.
        QVERIFY2(state.explanation.contains(QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\.$"))),
            qPrintable(state.explanation));
    }
}

void TestChecklistEvaluator::percent_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole") << 0.8 << QStringLiteral("80");
    QTest::newRow("a tenth") << 2.0 / 3.0 << QStringLiteral("66.7");
    QTest::newRow("rounds up to whole") << 0.29996 << QStringLiteral("30");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0");
    QTest::newRow("one") << 1.0 << QStringLiteral("100");
}

void TestChecklistEvaluator::percent()
{
    QFETCH(double, fraction);
    QFETCH(QString, text);
    QCOMPARE(ChecklistEvaluator::percent(fraction), text);
}

void TestChecklistEvaluator::keepsTheTemplatesOrder()
{
    const ChecklistTemplate shipped = ChecklistTemplate::shippedDefault();
    const QList<ChecklistItemState> states = ChecklistEvaluator::evaluate(shipped, ChecklistRun(), ChecklistFacts());
    QCOMPARE(states.size(), shipped.items.size());
    for (int i = 0; i < states.size(); ++i) {
        QCOMPARE(states.at(i).item.key, shipped.items.at(i).key);
        QVERIFY(!states.at(i).explanation.isEmpty());
    }
}

void TestChecklistEvaluator::addReaders(ReaderTestRepository &repository, qint64 issueId, int passed, int failed)
{
    for (int i = 0; i < passed + failed; ++i) {
        ReaderTest test;
        test.issueId = issueId;
        test.reader = u8("读者%1").arg(i + 1);
        test.profile = u8("算法工程师 %1").arg(i + 1); // five readers, five backgrounds
        test.firstStep = u8("先运行 nvidia-smi");
        test.likelyProblem = u8("驱动版本不匹配");
        test.verification = u8("nvidia-smi -L 列出显卡");
        test.passed = i < passed;
        QVERIFY2(repository.add(test), qPrintable(repository.errorString()));
    }
}

bool TestChecklistEvaluator::itemDone(ChecklistEvaluator &evaluator, qint64 issueId, const QString &key)
{
    if (!evaluator.evaluate(issueId)) {
        qWarning() << evaluator.errorString();
        return false;
    }
    return !evaluator.openItemKeys().contains(key);
}

void TestChecklistEvaluator::importedProject()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProjectStore store;
    QVERIFY2(store.create(dir.filePath(QStringLiteral("e.yiqiao")), QStringLiteral("E")), qPrintable(store.errorString()));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(12, kPost, QString(), QString()), qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    const QList<BlockRecord> source = IssueRepository(store).sourceBlocks(issueId);
    QCOMPARE(source.size(), 4);

    ChecklistEvaluator evaluator(store);
    QVERIFY2(evaluator.evaluate(issueId), qPrintable(evaluator.errorString()));
    QCOMPARE(evaluator.states().size(), ChecklistTemplate::shippedDefault().items.size());
    QCOMPARE(evaluator.facts().draftBlocks, 4);
    QCOMPARE(evaluator.facts().unapprovedBlocks, 4);
    QVERIFY(!evaluator.isComplete());
    QVERIFY(evaluator.openItemKeys().contains(QStringLiteral("code_verified")));
    QVERIFY(evaluator.openItemKeys().contains(QStringLiteral("blocks_approved")));
    QVERIFY(!evaluator.openItemKeys().contains(QStringLiteral("deletions_justified"))); // none yet
    QCOMPARE(evaluator.openItems().size(), evaluator.openItemKeys().size());

    // An unjustified deletion of the US-only paragraph: open until it is justified.
    Deletion deletion;
    deletion.sourceBlockId = source.at(2).id;
    deletion.reason = DeletionReason::RegionSpecific;
    DeletionRepository deletions(store);
    QVERIFY2(deletions.add(issueId, {deletion}), qPrintable(deletions.errorString()));
    QVERIFY(!itemDone(evaluator, issueId, QStringLiteral("deletions_justified")));
    QCOMPARE(evaluator.facts().unjustifiedDeletions, 1);
    QVERIFY(deletions.update(deletions.addedIds().at(0), DeletionReason::RegionSpecific, u8("国内读者用不了 Venmo。")));
    QVERIFY(itemDone(evaluator, issueId, QStringLiteral("deletions_justified")));
    // The paragraph is a third of the prose or more: enough for 30%, not for 60%.
    QVERIFY(itemDone(evaluator, issueId, QStringLiteral("deletion_ratio")));
    QVERIFY(store.setSetting(QStringLiteral("deletion_target"), QStringLiteral("0.6")));
    QVERIFY(!itemDone(evaluator, issueId, QStringLiteral("deletion_ratio")));

    // Reader tests: 4 of 5 done, 4 of 4 open (fewer than five), 3 of 5 open.
    ReaderTestRepository readers(store);
    addReaders(readers, issueId, 4, 1);
    QVERIFY(itemDone(evaluator, issueId, QStringLiteral("reader_test")));
    QCOMPARE(evaluator.states().at(ChecklistTemplate::shippedDefault().items.size() - 1).explanation, u8("4 of 5 readers passed (80%)"));
    const QList<ReaderTest> tests = readers.tests(issueId);
    QVERIFY(readers.remove(tests.constLast().id));
    QVERIFY(!itemDone(evaluator, issueId, QStringLiteral("reader_test")));
    ReaderTest failing = tests.constFirst();
    failing.passed = false;
    QVERIFY(readers.update(failing));
    addReaders(readers, issueId, 0, 1);
    QVERIFY(!itemDone(evaluator, issueId, QStringLiteral("reader_test")));
    QCOMPARE(evaluator.facts().readers.count, 5);
    QCOMPARE(evaluator.facts().readers.passed, 3);
    // The new reader's background is the first reader's: four backgrounds, named.
    QCOMPARE(evaluator.facts().readers.backgrounds, 4);
    QCOMPARE(evaluator.facts().readers.duplicates, QStringList {u8("算法工程师 1")});

    // A manual item checked by a reviewer.
    ChecklistRepository checklist(store);
    QVERIFY(checklist.setChecked(issueId, QStringLiteral("code_verified"), true, u8("李雷")));
    QVERIFY(itemDone(evaluator, issueId, QStringLiteral("code_verified")));
    QVERIFY(!evaluator.isComplete());
}

QTEST_GUILESS_MAIN(TestChecklistEvaluator)
#include "tst_checklistevaluator.moc"
