// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklisttemplatedialog.h"
#include "findchild.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

Q_DECLARE_METATYPE(ChecklistTemplate)

namespace {

ChecklistTemplate stored(qint64 id, const QString &name)
{
    ChecklistTemplate checklist;
    checklist.id = id;
    checklist.name = name;
    ChecklistItem manual;
    manual.key = QStringLiteral("lead_rewritten");
    manual.title = QStringLiteral("Lead rewritten");
    ChecklistItem computed;
    computed.key = QStringLiteral("qa");
    computed.title = QStringLiteral("QA clean");
    computed.kind = ChecklistItem::Kind::Computed;
    computed.rule = ChecklistRule::QaClean;
    checklist.items = {manual, computed};
    return checklist;
}

} // namespace

// ChecklistTemplateDialog: templates listed with the active one marked, items edited
// with keys, Save only for what ChecklistTemplate::problem() accepts, and the requests.
class TestChecklistTemplateDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void listsTemplates();
    void typedKey_data();
    void typedKey();
    void computedItemTakesARule();
    void newAndDuplicate();
    void removeAndActivate();
    void readOnly();
    void requiredNoteKinds();

private:
    QPushButton *button(const char *name) const { return child<QPushButton>(*m_dialog, name); }

    std::unique_ptr<ChecklistTemplateDialog> m_dialog;
};

void TestChecklistTemplateDialog::init()
{
    qRegisterMetaType<ChecklistTemplate>();
    m_dialog = std::make_unique<ChecklistTemplateDialog>();
    m_dialog->setTemplates({stored(1, QStringLiteral("Default")), stored(2, QStringLiteral("Short"))}, 1);
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

void TestChecklistTemplateDialog::cleanup()
{
    m_dialog.reset();
}

void TestChecklistTemplateDialog::listsTemplates()
{
    auto *list = child<QListWidget>(*m_dialog, "templates");
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Default (active)"));
    QCOMPARE(list->currentRow(), 0); // the active one
    QCOMPARE(child<QListWidget>(*m_dialog, "templateItems")->count(), 2);
    QCOMPARE(child<QLineEdit>(*m_dialog, "itemKey")->text(), QStringLiteral("lead_rewritten"));
    QVERIFY(!button("templateActivate")->isEnabled()); // already active
    m_dialog->setTemplates({stored(1, QStringLiteral("Default")), stored(2, QStringLiteral("Short"))}, 1, 2);
    QCOMPARE(list->currentRow(), 1);
    QVERIFY(button("templateActivate")->isEnabled());
}

void TestChecklistTemplateDialog::typedKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("saves");
    QTest::newRow("a valid key") << QStringLiteral("code_run") << true;
    QTest::newRow("upper case") << QStringLiteral("CodeRun") << false;
    QTest::newRow("another item's key") << QStringLiteral("qa") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestChecklistTemplateDialog::typedKey()
{
    QFETCH(QString, key);
    QFETCH(bool, saves);
    auto *edit = child<QLineEdit>(*m_dialog, "itemKey");
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, key);
    QCOMPARE(button("templateSave")->isEnabled(), saves);
    QCOMPARE(child<QLabel>(*m_dialog, "templateProblem")->text().isEmpty(), saves);
    QCOMPARE(m_dialog->currentTemplate().items.at(0).key, key);
    QSignalSpy spy(m_dialog.get(), &ChecklistTemplateDialog::saveRequested);
    QTest::mouseClick(button("templateSave"), Qt::LeftButton);
    QCOMPARE(spy.count(), saves ? 1 : 0);
    if (saves) {
        const auto saved = spy.at(0).at(0).value<ChecklistTemplate>();
        QCOMPARE(saved.id, 1);
        QCOMPARE(saved.items.at(0).key, key);
        QCOMPARE(saved.items.at(1).rule, ChecklistRule::QaClean);
    }
}

void TestChecklistTemplateDialog::computedItemTakesARule()
{
    auto *rule = child<QComboBox>(*m_dialog, "itemRule");
    QVERIFY(!rule->isEnabled()); // a manual item
    auto *kind = child<QComboBox>(*m_dialog, "itemKind");
    kind->setFocus();
    QTest::keyClick(kind, Qt::Key_Down);
    QVERIFY(rule->isEnabled());
    rule->setFocus();
    rule->setCurrentIndex(rule->findData(int(ChecklistRule::ReaderTest)));
    QCOMPARE(m_dialog->currentTemplate().items.at(0).kind, ChecklistItem::Kind::Computed);
    QCOMPARE(m_dialog->currentTemplate().items.at(0).rule, ChecklistRule::ReaderTest);
    QCOMPARE(rule->count(), int(ChecklistRules::all().size()));
    QVERIFY(m_dialog->problem().isEmpty());
}

void TestChecklistTemplateDialog::newAndDuplicate()
{
    auto *list = child<QListWidget>(*m_dialog, "templates");
    QTest::mouseClick(button("templateDuplicate"), Qt::LeftButton);
    QCOMPARE(list->count(), 3);
    QCOMPARE(m_dialog->currentTemplate().id, 0);
    QCOMPARE(m_dialog->currentTemplate().name, QStringLiteral("Default (copy)"));
    QCOMPARE(m_dialog->currentTemplate().items.size(), 2);
    QTest::mouseClick(button("templateNew"), Qt::LeftButton);
    QCOMPARE(list->count(), 4);
    QVERIFY(!button("templateSave")->isEnabled()); // its item has no key nor title yet
    QTest::keyClicks(child<QLineEdit>(*m_dialog, "itemKey"), QStringLiteral("proofread"));
    QTest::keyClicks(child<QLineEdit>(*m_dialog, "itemTitle"), QStringLiteral("Proofread"));
    QVERIFY2(button("templateSave")->isEnabled(), qPrintable(m_dialog->problem()));
    QSignalSpy removals(m_dialog.get(), &ChecklistTemplateDialog::removeRequested);
    QTest::mouseClick(button("templateRemove"), Qt::LeftButton); // unsaved: only dropped
    QCOMPARE(list->count(), 3);
    QCOMPARE(removals.count(), 0);
}

void TestChecklistTemplateDialog::removeAndActivate()
{
    m_dialog->selectTemplate(1);
    QSignalSpy removals(m_dialog.get(), &ChecklistTemplateDialog::removeRequested);
    QSignalSpy activations(m_dialog.get(), &ChecklistTemplateDialog::activateRequested);
    QTest::mouseClick(button("templateActivate"), Qt::LeftButton);
    QVERIFY(button("templateRemove")->isEnabled());
    m_dialog->removeCurrentTemplate(); // the Remove button asks first for a stored template
    QCOMPARE(activations.count(), 1);
    QCOMPARE(activations.at(0).at(0).toLongLong(), 2);
    QCOMPARE(removals.count(), 1);
    QCOMPARE(removals.at(0).at(0).toLongLong(), 2);
}

void TestChecklistTemplateDialog::readOnly()
{
    m_dialog->setReadOnly(true);
    for (const char *name : {"templateSave", "templateNew", "templateRemove", "templateActivate", "itemAdd"}) {
        QVERIFY2(!button(name)->isEnabled(), name);
    }
    QVERIFY(child<QLineEdit>(*m_dialog, "templateName")->isReadOnly());
}

// The project's required kinds of note (rule value_modules): shown checked, and a
// click on a kind's check box asks for the new list.
void TestChecklistTemplateDialog::requiredNoteKinds()
{
    auto *list = child<QListWidget>(*m_dialog, "requiredNoteKinds");
    const QStringList four {QStringLiteral("reproduction_pack"), QStringLiteral("troubleshooting_tree"),
        QStringLiteral("performance_matrix"), QStringLiteral("roadmap")};
    QSignalSpy changed(m_dialog.get(), &ChecklistTemplateDialog::requiredNoteKindsChanged);
    m_dialog->setRequiredNoteKinds(four);
    QCOMPARE(changed.count(), 0);
    const QStringList shown = m_dialog->requiredNoteKinds();
    QCOMPARE(QSet<QString>(shown.cbegin(), shown.cend()), QSet<QString>(four.cbegin(), four.cend()));
    const QList<QListWidgetItem *> roadmap = list->findItems(QStringLiteral("Evolution roadmap"), Qt::MatchExactly);
    QCOMPARE(roadmap.size(), 1);
    list->scrollToItem(roadmap.first());
    const QRect rect = list->visualItemRect(roadmap.first());
    // The check box sits at the item's left edge, vertically centred.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(rect.left() + rect.height() / 2, rect.center().y()));
    QCOMPARE(changed.count(), 1);
    QVERIFY(!changed.at(0).at(0).toStringList().contains(QStringLiteral("roadmap")));
    QCOMPARE(changed.at(0).at(0).toStringList().size(), 3);
    m_dialog->setReadOnly(true);
    QVERIFY(!list->isEnabled());
}

QTEST_MAIN(TestChecklistTemplateDialog)
#include "tst_checklisttemplatedialog.moc"
