// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Rules tab of QA settings, driven with keys and clicks: adding, editing and
// removing rules, the live test against the issue shown, and OK held back while a
// rule is invalid.
#include "findchild.h"
#include "qa/qainput.h"
#include "qaruleseditor.h"
#include "qasettingsdialog.h"
#include "typetext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

namespace {

const QString kSource = QStringLiteral("# Setup: `pip`\n\nRun it: now.\n\nIt runs: fast.\n");
const QString kDraft = QStringLiteral("# 安装: `pip`\n\n运行它: 现在。\n\n它运行得很快：真的。\n");

QaRule colonRule()
{
    QaRule rule;
    rule.id = QStringLiteral("colon");
    rule.pattern = QStringLiteral(":");
    return rule;
}

QStringList texts(const QListWidget *list)
{
    QStringList all;
    for (int i = 0; i < list->count(); ++i) {
        all.append(list->item(i)->text());
    }
    return all;
}

} // namespace

class TestQaRulesEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void matchesFollowThePatternAsItIsTyped();
    void anInvalidPatternSaysWhyAndMatchesNothing();
    void addEditAndRemove();
    void scopeSideAndSeverity();
    void withoutAnIssueTheTestSaysSo();
    void withoutRulesTheTabSaysWhatOneIs();
    void dialogHoldsOkWhileARuleIsInvalid();
    void dialogKeepsWhatItDoesNotShow();
    void dialogChangesASeverity();

private:
    std::unique_ptr<QaRulesEditor> m_editor;
};

void TestQaRulesEditor::init()
{
    m_editor = std::make_unique<QaRulesEditor>();
    m_editor->resize(700, 500);
    m_editor->setRules({colonRule()});
    const QaInput input = QaInput::fromMarkdown(kSource, kDraft);
    m_editor->setSample(input.sources, input.targets);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
}

void TestQaRulesEditor::cleanup()
{
    m_editor.reset();
}

void TestQaRulesEditor::matchesFollowThePatternAsItIsTyped()
{
    auto *pattern = child<QLineEdit>(*m_editor, "qaRulePattern");
    auto *matches = child<QListWidget>(*m_editor, "qaRuleMatches");
    auto *count = child<QLabel>(*m_editor, "qaRuleMatchCount");
    QCOMPARE(texts(matches), (QStringList {QStringLiteral("Draft #1: # 安装[:] `pip`"), QStringLiteral("Draft #2: 运行它[:] 现在。")}));
    QCOMPARE(count->text(), QStringLiteral("2 match(es) in this issue"));
    pattern->setFocus();
    pattern->selectAll();
    QTest::keyClick(pattern, Qt::Key_Backspace);
    QTest::keyClicks(pattern, QStringLiteral("[:"));
    QVERIFY(matches->count() == 0);
    QTest::keyClicks(pattern, QStringLiteral("]"));
    QCOMPARE(matches->count(), 2); // "[:]"
    QTest::keyClick(pattern, Qt::Key_Left);
    typeText(pattern, QStringLiteral("："));
    QCOMPARE(matches->count(), 3); // "[:：]": the full-width colon too
    QTest::keyClick(pattern, Qt::Key_End);
    typeText(pattern, QStringLiteral("真"));
    QCOMPARE(texts(matches), QStringList {QStringLiteral("Draft #3: 它运行得很快[：真]的。")});
    QCOMPARE(count->text(), QStringLiteral("1 match(es) in this issue"));
    QCOMPARE(m_editor->rules().constFirst().pattern, QStringLiteral("[:：]真"));
}

void TestQaRulesEditor::anInvalidPatternSaysWhyAndMatchesNothing()
{
    QSignalSpy problems(m_editor.get(), &QaRulesEditor::problemChanged);
    auto *pattern = child<QLineEdit>(*m_editor, "qaRulePattern");
    auto *problem = child<QLabel>(*m_editor, "qaRuleProblem");
    QVERIFY(problem->isHidden());
    pattern->setFocus();
    QTest::keyClick(pattern, Qt::Key_End);
    QTest::keyClicks(pattern, QStringLiteral("("));
    QVERIFY(problem->isVisible());
    QCOMPARE(problem->text(),
        QStringLiteral("Rule “colon”: The pattern is not a valid regular expression (at character 3): missing closing parenthesis"));
    QCOMPARE(m_editor->problem(), problem->text());
    QCOMPARE(problems.count(), 1);
    QCOMPARE(child<QListWidget>(*m_editor, "qaRuleMatches")->count(), 0);
    QCOMPARE(
        child<QLabel>(*m_editor, "qaRuleMatchCount")->text(), QStringLiteral("Type a valid pattern to see what it matches in this issue."));
    QTest::keyClick(pattern, Qt::Key_Backspace);
    QVERIFY(problem->isHidden());
    QCOMPARE(problems.count(), 2);
    QCOMPARE(problems.last().at(0).toString(), QString());
}

void TestQaRulesEditor::addEditAndRemove()
{
    auto *list = child<QListWidget>(*m_editor, "qaRuleList");
    QTest::mouseClick(child<QPushButton>(*m_editor, "qaRuleAdd"), Qt::LeftButton);
    QCOMPARE(texts(list), (QStringList {QStringLiteral("colon"), QStringLiteral("rule-2")}));
    QCOMPARE(list->currentRow(), 1);
    // A new rule has no pattern yet: it cannot be saved.
    QCOMPARE(m_editor->problem(), QStringLiteral("Rule “rule-2”: The pattern is empty."));
    auto *pattern = child<QLineEdit>(*m_editor, "qaRulePattern");
    QTRY_VERIFY(pattern->hasFocus());
    QTest::keyClicks(pattern, QStringLiteral("TODO"));
    auto *id = child<QLineEdit>(*m_editor, "qaRuleId");
    id->setFocus();
    id->selectAll();
    QTest::keyClicks(id, QStringLiteral("colon"));
    QCOMPARE(m_editor->problem(), QStringLiteral("Two rules have the id “colon”."));
    QTest::keyClicks(id, QStringLiteral("<b>"));
    // What was typed is shown as typed, never as markup.
    QCOMPARE(child<QLabel>(*m_editor, "qaRuleProblem")->textFormat(), Qt::PlainText);
    QCOMPARE(child<QLabel>(*m_editor, "qaRuleProblem")->text(),
        QStringLiteral("The rule id “colon<b>” may hold only lower-case letters, digits, '-', '_' and '.'."));
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(id, Qt::Key_Backspace);
    }
    QTest::keyClicks(id, QStringLiteral("-2"));
    QCOMPARE(m_editor->problem(), QString());
    auto *message = child<QLineEdit>(*m_editor, "qaRuleMessage");
    message->setFocus();
    typeText(message, QStringLiteral("删掉待办"));
    QTest::mouseClick(child<QCheckBox>(*m_editor, "qaRuleEnabled"), Qt::LeftButton, {}, QPoint(5, 5));
    QCOMPARE(texts(list), (QStringList {QStringLiteral("colon"), QStringLiteral("colon-2 (off)")}));
    QCOMPARE(m_editor->rules().at(1).message, QStringLiteral("删掉待办"));
    QVERIFY(!m_editor->rules().at(1).enabled);
    // Back to the first: its fields show; the second keeps what was typed.
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(pattern->text(), QStringLiteral(":"));
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(pattern->text(), QStringLiteral("TODO"));
    QTest::mouseClick(child<QPushButton>(*m_editor, "qaRuleRemove"), Qt::LeftButton);
    QCOMPARE(texts(list), QStringList {QStringLiteral("colon")});
    QCOMPARE(m_editor->rules(), QList<QaRule> {colonRule()});
    QTest::mouseClick(child<QPushButton>(*m_editor, "qaRuleRemove"), Qt::LeftButton);
    QVERIFY(m_editor->rules().isEmpty());
    QVERIFY(!child<QLineEdit>(*m_editor, "qaRulePattern")->isEnabled());
    QVERIFY(!child<QPushButton>(*m_editor, "qaRuleRemove")->isEnabled());
}

void TestQaRulesEditor::scopeSideAndSeverity()
{
    auto *matches = child<QListWidget>(*m_editor, "qaRuleMatches");
    auto *side = child<QComboBox>(*m_editor, "qaRuleSide");
    side->setFocus();
    QTest::keyClick(side, Qt::Key_Down); // Draft → Source
    QCOMPARE(m_editor->rules().constFirst().side, QaRule::Side::Source);
    QCOMPARE(texts(matches),
        (QStringList {QStringLiteral("Source #1: # Setup[:] `pip`"), QStringLiteral("Source #2: Run it[:] now."),
            QStringLiteral("Source #3: It runs[:] fast.")}));
    QTest::mouseClick(child<QCheckBox>(*m_editor, "qaRuleHeadings"), Qt::LeftButton, {}, QPoint(5, 5));
    QCOMPARE(matches->count(), 2);
    QCOMPARE(m_editor->rules().constFirst().scopes, int(QaRule::Prose));
    QTest::mouseClick(child<QCheckBox>(*m_editor, "qaRuleProse"), Qt::LeftButton, {}, QPoint(5, 5));
    QCOMPARE(m_editor->problem(), QStringLiteral("The rule “colon” checks nothing: choose prose, code or headings."));
    auto *severity = child<QComboBox>(*m_editor, "qaRuleSeverity");
    severity->setFocus();
    QTest::keyClick(severity, Qt::Key_Up); // Warning → Error
    QCOMPARE(m_editor->rules().constFirst().severity, QaSeverity::Error);
}

void TestQaRulesEditor::withoutAnIssueTheTestSaysSo()
{
    QaRulesEditor editor;
    editor.setRules({colonRule()});
    QCOMPARE(child<QLabel>(editor, "qaRuleMatchCount")->text(), QStringLiteral("Show an issue to test the rule against it."));
}

// A newcomer's first look at the tab: an empty list says what a rule is and how to add one.
void TestQaRulesEditor::withoutRulesTheTabSaysWhatOneIs()
{
    QaRulesEditor editor;
    editor.setRules({});
    QVERIFY(child<QLabel>(editor, "qaRuleMatchCount")->text().startsWith(QStringLiteral("No rules of the project's own yet.")));
}

void TestQaRulesEditor::dialogHoldsOkWhileARuleIsInvalid()
{
    QaSettingsDialog dialog(QaSettings {});
    dialog.rulesEditor()->setRules({colonRule()});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    child<QTabWidget>(dialog, "qaSettingsTabs")->setCurrentWidget(dialog.rulesEditor());
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    auto *pattern = child<QLineEdit>(dialog, "qaRulePattern");
    pattern->setFocus();
    QTest::keyClick(pattern, Qt::Key_End);
    QTest::keyClicks(pattern, QStringLiteral("[a-"));
    QVERIFY(!ok->isEnabled());
    QVERIFY2(
        ok->toolTip().startsWith(QStringLiteral("Rule “colon”: The pattern is not a valid regular expression")), qPrintable(ok->toolTip()));
    QTest::keyClick(pattern, Qt::Key_Return); // OK is the default button, but disabled
    QVERIFY(dialog.isVisible());
    QTest::keyClicks(pattern, QStringLiteral("z]"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.rulesEditor()->rules().constFirst().pattern, QStringLiteral(":[a-z]"));
    QTest::keyClick(pattern, Qt::Key_Return);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestQaRulesEditor::dialogKeepsWhatItDoesNotShow()
{
    QaSettings settings;
    settings.severities = {{QStringLiteral("markdown.link"), QaSeverity::Error}};
    settings.disabled = {QStringLiteral("custom.colon"), QStringLiteral("markdown.image")};
    QaSettingsDialog dialog(settings);
    QCOMPARE(dialog.settings(), settings);
}

// Double-click a check's severity, choose another with the keys.
void TestQaRulesEditor::dialogChangesASeverity()
{
    QaSettingsDialog dialog(QaSettings {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *checks = child<QTreeWidget>(dialog, "qaChecks");
    const QList<QTreeWidgetItem *> found = checks->findItems(QStringLiteral("Link target changed"), Qt::MatchExactly | Qt::MatchRecursive);
    QCOMPARE(found.size(), 1);
    QTreeWidgetItem *link = found.constFirst();
    QCOMPARE(link->text(1), QStringLiteral("Warning"));
    checks->scrollToItem(link);
    const int row = checks->visualItemRect(link).center().y();
    const QPoint cell(checks->header()->sectionViewportPosition(1) + checks->header()->sectionSize(1) / 2, row);
    QTest::mouseClick(checks->viewport(), Qt::LeftButton, {}, cell);
    QTest::mouseDClick(checks->viewport(), Qt::LeftButton, {}, cell);
    auto *editor = checks->findChild<QComboBox *>(QStringLiteral("qaSeverityEditor"));
    QVERIFY(editor);
    QTRY_VERIFY(editor->hasFocus());
    QTest::keyClick(editor, Qt::Key_Up); // Warning → Error: committed at once
    QCOMPARE(link->text(1), QStringLiteral("Error"));
    QCOMPARE(dialog.settings().severity(QStringLiteral("markdown.link")), QaSeverity::Error);
    QCOMPARE(dialog.settings().severities.size(), 1);
    // The title is not edited by a double click.
    QTest::mouseDClick(checks->viewport(), Qt::LeftButton, {}, QPoint(checks->header()->sectionViewportPosition(0) + 80, row));
    QVERIFY(!checks->findChild<QLineEdit *>());
}

QTEST_MAIN(TestQaRulesEditor)
#include "tst_qaruleseditor.moc"
