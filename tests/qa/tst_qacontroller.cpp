// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The post is from d2l-zh (Apache-2.0): chapter_optimization/adam_origin.md with its
// published Chinese (adam.md), shortened; one paragraph left English, 移动平均
// made 滑动平均 for the termbase.
#include "drafteditor.h"
#include "findchild.h"
#include "gui/actionregistry.h"
#include "gui/qacontroller.h"
#include "housestylewidget.h"
#include "qa/qahousestyle.h"
#include "qa/qaprofile.h"
#include "qa/qarulerepository.h"
#include "qa/qasettings.h"
#include "qa/qastylelearner.h"
#include "qa/qawaiverrepository.h"
#include "qapane.h"
#include "qaruleseditor.h"
#include "qasettingsdialog.h"
#include "sidebysideview.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"
#include "typetext.h"
#include "whenshown.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <algorithm>
#include <memory>

namespace {
// CRLF on purpose: finding offsets are in the stored text, the editor has no '\r'.
const QByteArray kSource("# Adam\r\n\r\n"
                         "Adam combines all these techniques into one efficient learning algorithm.\r\n\r\n"
                         "One of the key components of Adam is that it uses exponential weighted moving averages.\r\n");
const QByteArray kDraft("# Adam算法\r\n\r\n"
                        "Adam combines all these techniques into one efficient learning algorithm.\r\n\r\n"
                        "Adam算法的关键组成部分之一是：\r\n它使用指数加权滑动平均值来估算梯度的动量和二次矩。\r\n");
} // namespace

class TestQaController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showingAnIssueChecksIt();
    void jumpSelectsWhatIsAtFault();
    void aSavedFixClearsTheFinding();
    void waiverFromThePane();
    void settingsSwitchChecksOff();
    void settingsLearnTheHouseStyle();
    void settingsShowTheStyleInEffect();
    void aHiddenPaneIsCheckedWhenShown();
    void aRuleTypedInTheSettingsRuns();
    void profileExportAndImport();

private:
    QList<QString> checks() const;
    QaFinding finding(const QString &check) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    QaPane *m_pane = nullptr;
    QaController *m_qa = nullptr;
    qint64 m_issueId = 0;
};

void TestQaController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("q.yiqiao")), QStringLiteral("Q")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    TermEntry term;
    term.source = QStringLiteral("exponential weighted moving averages");
    TermRendering rendering;
    rendering.text = QStringLiteral("指数加权移动平均");
    term.renderings = {rendering};
    term.forbidden = {TermForbidden {QStringLiteral("滑动平均"), QStringLiteral("统一为“移动平均”")}};
    QVERIFY(TermRepository(*m_store).add({term}));
    m_pane = new QaPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_qa = new QaController(*m_bench->actions, *m_bench->workbench, *m_pane, m_bench->window.get());
    m_qa->setProject(m_store.get(), false);
    QSignalSpy checked(m_qa, &QaController::checked);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    QVERIFY(checked.wait()); // QA runs off the GUI thread
    m_bench->window->show();
}

void TestQaController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

QList<QString> TestQaController::checks() const
{
    QList<QString> ids;
    for (const QaFinding &finding : m_qa->result().findings) {
        if (!finding.waived) {
            ids.append(finding.check);
        }
    }
    return ids;
}

QaFinding TestQaController::finding(const QString &check) const
{
    for (const QaFinding &finding : m_qa->result().findings) {
        if (finding.check == check) {
            return finding;
        }
    }
    return {};
}

// The term's paragraph uses the forbidden rendering instead of the approved one: one
// slip, one finding (term.forbidden, not term.missing on top).
void TestQaController::showingAnIssueChecksIt()
{
    QCOMPARE(checks(), (QList<QString> {QStringLiteral("content.untranslated"), QStringLiteral("term.forbidden")}));
    QCOMPARE(child<QTableView>(*m_pane, "qaTable")->model()->rowCount(), 2);
    QCOMPARE(child<QTableView>(*m_pane, "qaTable")->model()->index(0, 2).data().toString(), QStringLiteral("Draft #2"));
}

void TestQaController::jumpSelectsWhatIsAtFault()
{
    const QaFinding term = finding(QStringLiteral("term.forbidden"));
    Q_EMIT m_pane->jumpRequested(term.targetBlockId, term.sourceBlockId, term.offset, term.length);
    QCOMPARE(m_bench->view->draftEditor()->textCursor().selectedText(), QStringLiteral("滑动平均"));
    const QaFinding english = finding(QStringLiteral("content.untranslated"));
    Q_EMIT m_pane->jumpRequested(english.targetBlockId, english.sourceBlockId, english.offset, english.length);
    QCOMPARE(m_bench->view->draftEditor()->textCursor().block().text(),
        QStringLiteral("Adam combines all these techniques into one efficient learning algorithm."));
}

void TestQaController::aSavedFixClearsTheFinding()
{
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor(editor->document()->findBlockByNumber(2));
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    editor->setTextCursor(cursor);
    typeText(editor, QStringLiteral("Adam算法将所有这些技术汇总到一个高效的学习算法中。"));
    QVERIFY(m_bench->workbench->save());
    QTRY_VERIFY(!checks().contains(QStringLiteral("content.untranslated")));
    QVERIFY(checks().contains(QStringLiteral("term.forbidden")));
}

void TestQaController::waiverFromThePane()
{
    auto *table = child<QTableView>(*m_pane, "qaTable");
    table->setCurrentIndex(table->model()->index(0, 0));
    QSignalSpy checked(m_qa, &QaController::checked);
    m_pane->waiveCurrent(QStringLiteral("引用原书译法"));
    QVERIFY(checked.wait());
    QVERIFY(!checks().contains(QStringLiteral("content.untranslated")));
    QCOMPARE(checks().size(), 1);
    QCOMPARE(QaWaiverRepository(*m_store).waivers(m_issueId).size(), 1);
    QCOMPARE(QaWaiverRepository(*m_store).waivers(m_issueId).cbegin()->reason, QStringLiteral("引用原书译法"));
}

void TestQaController::settingsSwitchChecksOff()
{
    QaSettings settings;
    settings.disabled = {QStringLiteral("term.forbidden"), QStringLiteral("term.missing"), QStringLiteral("content.untranslated")};
    QVERIFY(settings.save(*m_store));
    QSignalSpy checked(m_qa, &QaController::checked);
    m_bench->actions->action(ActionRegistry::RunQa)->trigger();
    QVERIFY(checked.wait());
    QVERIFY(checks().isEmpty());
    QCOMPARE(child<QLabel>(*m_pane, "qaPlaceholder")->text(), QStringLiteral("QA found nothing to fix in this issue."));
}

// "Learn from the Series" counts the imported issue; OK stores the style and uses it.
void TestQaController::settingsLearnTheHouseStyle()
{
    QVERIFY(!QaHouseStyle::load(*m_store).hasCounts());
    QSignalSpy checked(m_qa, &QaController::checked);
    whenShown<QaSettingsDialog>([](QaSettingsDialog *dialog) {
        auto *house = dialog->findChild<HouseStyleWidget *>();
        QVERIFY(house);
        QVERIFY(!house->inUse());
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("learnHouseStyle")), Qt::LeftButton);
        QVERIFY(house->inUse());
        QCOMPARE(house->style().texts(), 1);
        auto *colon = dialog->findChild<QComboBox *>(QStringLiteral("habit-colon"));
        colon->setCurrentIndex(colon->findData(QStringLiteral("half")));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    m_bench->actions->action(ActionRegistry::QaSettings)->trigger();
    QVERIFY(checked.wait());
    QCOMPARE(QaSettings::styleName(*m_store), QStringLiteral("learned"));
    const QaHouseStyle stored = QaHouseStyle::load(*m_store);
    QCOMPARE(stored.texts(), 1);
    QCOMPARE(stored.rule(QStringLiteral("colon")).counts.value(QStringLiteral("full")), 1);
    QCOMPARE(stored.rule(QStringLiteral("colon")).override, QStringLiteral("half"));
    // The draft's "是：" is now against the house's (hand-set) habit.
    QVERIFY(checks().contains(QStringLiteral("typography.fullwidth-punctuation")));
}

// A project that checks with its learned style (`yiqiao-cli style learn`) shows it as
// its style in QA Settings, not the preset its own typography settings equal.
void TestQaController::settingsShowTheStyleInEffect()
{
    QaStyleLearner learner;
    QVERIFY(learner.addProject(*m_store));
    QVERIFY2(learner.store(*m_store), qPrintable(learner.errorString()));
    QCOMPARE(QaSettings::styleName(*m_store), QStringLiteral("learned"));
    QString shown;
    bool spacingEnabled = true;
    whenShown<QaSettingsDialog>([&](QaSettingsDialog *dialog) {
        shown = child<QComboBox>(*dialog, "qaPreset")->currentData().toString();
        spacingEnabled = child<QComboBox>(*dialog, "qaLatinSpacing")->isEnabled();
        dialog->reject();
    });
    m_bench->actions->action(ActionRegistry::QaSettings)->trigger();
    QCOMPARE(shown, QStringLiteral("learned"));
    QVERIFY(!spacingEnabled); // the learned style decides it
}

void TestQaController::aHiddenPaneIsCheckedWhenShown()
{
    QSignalSpy checked(m_qa, &QaController::checked);
    m_qa->setPaneVisible(false);
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor(editor->document()->findBlockByNumber(2));
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    editor->setTextCursor(cursor);
    typeText(editor, QStringLiteral("Adam算法将所有这些技术汇总到一个高效的学习算法中。"));
    QVERIFY(m_bench->workbench->save());
    QVERIFY(!checked.wait(QaController::AfterSaveDelayMs + 300)); // no check while hidden
    m_qa->setPaneVisible(true);
    QVERIFY(checked.wait());
    QCOMPARE(checked.count(), 1);
    QVERIFY(!checks().contains(QStringLiteral("content.untranslated")));
}

// QA Settings ▸ Rules: a rule typed there is tested against the issue shown at once,
// saved with OK and run by QA.
void TestQaController::aRuleTypedInTheSettingsRuns()
{
    QString shownMatches;
    whenShown<QaSettingsDialog>([&](QaSettingsDialog *dialog) {
        QTest::mouseClick(child<QPushButton>(*dialog, "qaRuleAdd"), Qt::LeftButton);
        auto *pattern = child<QLineEdit>(*dialog, "qaRulePattern");
        typeText(pattern, QStringLiteral("组成部分"));
        auto *message = child<QLineEdit>(*dialog, "qaRuleMessage");
        typeText(message, QStringLiteral("写作“组件”"));
        shownMatches = child<QListWidget>(*dialog, "qaRuleMatches")->item(0)->text();
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QSignalSpy checked(m_qa, &QaController::checked);
    m_bench->actions->action(ActionRegistry::QaSettings)->trigger();
    QCOMPARE(shownMatches, QStringLiteral("Draft #3: Adam算法的关键[组成部分]之一是： 它使用指数加权滑动平…"));
    QCOMPARE(QaRuleRepository(*m_store).rules().size(), 1);
    QVERIFY(checked.wait());
    QVERIFY(checks().contains(QStringLiteral("custom.rule-1")));
    QCOMPARE(finding(QStringLiteral("custom.rule-1")).message, QStringLiteral("写作“组件”"));
}

void TestQaController::profileExportAndImport()
{
    QaProfile profile;
    profile.settings.disabled = {QStringLiteral("term.forbidden"), QStringLiteral("term.missing")};
    QaRule rule;
    rule.id = QStringLiteral("moving-average");
    rule.pattern = QStringLiteral("滑动平均");
    rule.severity = QaSeverity::Error;
    profile.rules = {rule};
    const QString path = m_dir->filePath(QStringLiteral("team.json"));
    QSignalSpy status(m_qa, &QaController::statusMessage);
    QSignalSpy failed(m_qa, &QaController::failed);
    QVERIFY(m_qa->exportProfile(path, profile));
    QCOMPARE(status.takeFirst().at(0).toString(), QStringLiteral("QA profile written to %1").arg(path));
    QVERIFY(!m_qa->exportProfile(m_store->path(), profile));
    QCOMPARE(failed.takeFirst().at(0).toString(), QStringLiteral("Will not export over the project file %1.").arg(m_store->path()));

    // A bad file: why, and nothing changes.
    const QString bad = m_dir->filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "yiqiao-qa-profile", "version": 1, "rules": [{"id": "x", "pattern": "(", "severity": "error"}]})");
    file.close();
    QVERIFY(!m_qa->importProfile(bad));
    QCOMPARE(failed.takeFirst().at(0).toString(),
        QStringLiteral("The QA profile %1 was not imported: Rule “x”: The pattern is not a valid regular expression (at character 2): "
                       "missing closing parenthesis")
            .arg(bad));
    QVERIFY(QaRuleRepository(*m_store).rules().isEmpty());

    QSignalSpy checked(m_qa, &QaController::checked);
    QVERIFY(m_qa->importProfile(path));
    QVERIFY(failed.isEmpty());
    QCOMPARE(status.size(), 1);
    const QString imported = status.takeFirst().at(0).toString();
    QVERIFY2(imported.startsWith(QStringLiteral("QA profile imported from %1: Typography: ").arg(path)), qPrintable(imported));
    QString error;
    QCOMPARE(QaProfile::load(*m_store, &error).value_or(QaProfile()), profile);
    QVERIFY(checked.wait());
    QCOMPARE(checks(), (QList<QString> {QStringLiteral("content.untranslated"), QStringLiteral("custom.moving-average")}));
}

QTEST_MAIN(TestQaController)
#include "tst_qacontroller.moc"
