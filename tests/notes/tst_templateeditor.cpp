// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findchild.h"
#include "notes/annotationtemplates.h"
#include "templateeditor.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

namespace {
// A small template of our own: the editor's behaviour, not the shipped text, is tested.
AnnotationTemplate roadmapTemplate()
{
    AnnotationTemplate roadmap;
    roadmap.kind = AnnotationKind::Roadmap;
    roadmap.name = QStringLiteral("路线");
    AnnotationField technology;
    technology.key = QStringLiteral("technology");
    technology.label = QStringLiteral("技术");
    technology.defaultValue = QStringLiteral("DefaultTech");
    roadmap.fields = {technology};
    roadmap.body = QStringLiteral("**Roadmap of {{technology}}**");
    return roadmap;
}

AnnotationTemplate wrongCodeTemplate()
{
    AnnotationTemplate wrong = roadmapTemplate();
    wrong.kind = AnnotationKind::WrongCode;
    wrong.name = QStringLiteral("错误");
    wrong.body = QStringLiteral("**Wrong {{technology}}**");
    return wrong;
}

QPushButton *saveButton(const TemplateEditor &editor)
{
    return child<QPushButton>(editor, "templateSave");
}

QString problem(const TemplateEditor &editor)
{
    return child<QLabel>(editor, "templateProblem")->text();
}

void replaceText(QPlainTextEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}
} // namespace

class TestTemplateEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyDefaultLoads();
    void brokenTemplateDisablesSave_data();
    void brokenTemplateDisablesSave();
    void editedBodyIsSaved();
    void restoreDefault();
    void refreshKeepsTheSelection();
    void extraTemplatesUnderTheirKind();
    void extraTemplateSavedAddedAndDeleted();
};

void TestTemplateEditor::initTestCase()
{
    qRegisterMetaType<AnnotationKind>();
    qRegisterMetaType<AnnotationTemplate>();
}

void TestTemplateEditor::everyDefaultLoads()
{
    TemplateEditor editor;
    const QList<AnnotationTemplate> defaults = AnnotationTemplates::defaults();
    QCOMPARE(defaults.size(), AnnotationKinds::all().size());
    editor.setTemplates(defaults, {});
    auto *kinds = child<QListWidget>(editor, "templateKinds");
    QCOMPARE(kinds->count(), int(defaults.size()));
    for (int row = 0; row < kinds->count(); ++row) {
        kinds->setCurrentRow(row);
        QVERIFY2(saveButton(editor)->isEnabled(), qPrintable(problem(editor)));
        QCOMPARE(child<QLineEdit>(editor, "templateName")->text(), defaults.at(row).name);
        QCOMPARE(editor.editedTemplate()->toJson(), defaults.at(row).toJson());
        // A warning box is a GitHub alert: its marker line comes first.
        const QString alert = defaults.at(row).kind == AnnotationKind::WarningBox ? QStringLiteral("> [!WARNING]\n") : QString();
        QVERIFY(child<QPlainTextEdit>(editor, "templatePreview")->toPlainText().startsWith(alert + QLatin1String("> **")));
    }
}

void TestTemplateEditor::brokenTemplateDisablesSave_data()
{
    QTest::addColumn<QString>("editor");
    QTest::addColumn<QString>("text");
    QTest::newRow("fields not JSON") << QStringLiteral("templateFields") << QStringLiteral("[{\"key\": ");
    QTest::newRow("fields not an array") << QStringLiteral("templateFields") << QStringLiteral("{}");
    QTest::newRow("field without key") << QStringLiteral("templateFields") << QStringLiteral("[{\"type\": \"line\"}]");
    QTest::newRow("unknown field type") << QStringLiteral("templateFields")
                                        << QStringLiteral("[{\"key\": \"technology\", \"type\": \"picture\"}]");
    QTest::newRow("body names no field") << QStringLiteral("templateBody") << QStringLiteral("{{nosuchfield}}");
    QTest::newRow("section not closed") << QStringLiteral("templateBody") << QStringLiteral("{{#technology}} open");
}

void TestTemplateEditor::brokenTemplateDisablesSave()
{
    QFETCH(QString, editor);
    QFETCH(QString, text);
    TemplateEditor dialog;
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {});
    dialog.show();
    QVERIFY(saveButton(dialog)->isEnabled());
    QVERIFY(problem(dialog).isEmpty());
    auto *edit = dialog.findChild<QPlainTextEdit *>(editor);
    QVERIFY(edit);
    const QString original = edit->toPlainText();
    QSignalSpy spy(&dialog, &TemplateEditor::saveRequested);

    replaceText(edit, text);
    QVERIFY(!saveButton(dialog)->isEnabled());
    QVERIFY(!problem(dialog).isEmpty());
    QVERIFY(child<QLabel>(dialog, "templateProblem")->isVisible());
    QVERIFY(!dialog.editedTemplate());
    QTest::mouseClick(saveButton(dialog), Qt::LeftButton);
    QCOMPARE(spy.count(), 0);

    edit->setPlainText(original);
    QVERIFY(saveButton(dialog)->isEnabled());
    QVERIFY(problem(dialog).isEmpty());
}

void TestTemplateEditor::editedBodyIsSaved()
{
    TemplateEditor dialog;
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {});
    dialog.show();
    child<QListWidget>(dialog, "templateKinds")->setCurrentRow(1);
    auto *body = child<QPlainTextEdit>(dialog, "templateBody");
    QCOMPARE(body->toPlainText(), wrongCodeTemplate().body);
    body->setFocus();
    body->moveCursor(QTextCursor::End);
    QTest::keyClicks(body, QStringLiteral(" and more"));
    QCOMPARE(child<QPlainTextEdit>(dialog, "templatePreview")->toPlainText(), QStringLiteral("> **Wrong DefaultTech** and more"));
    QSignalSpy spy(&dialog, &TemplateEditor::saveRequested);
    QTest::mouseClick(saveButton(dialog), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    const auto saved = spy.at(0).at(0).value<AnnotationTemplate>();
    QCOMPARE(saved.kind, AnnotationKind::WrongCode);
    QCOMPARE(saved.body, QStringLiteral("**Wrong {{technology}}** and more"));
    QCOMPARE(saved.name, wrongCodeTemplate().name);
    QCOMPARE(saved.fields.size(), 1);
}

void TestTemplateEditor::restoreDefault()
{
    TemplateEditor dialog;
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {AnnotationKind::WrongCode});
    auto *kinds = child<QListWidget>(dialog, "templateKinds");
    auto *restore = child<QPushButton>(dialog, "templateRestore");
    QVERIFY(!kinds->item(0)->text().contains(QLatin1String("(edited)")));
    QVERIFY(kinds->item(1)->text().contains(QLatin1String("(edited)")));
    QVERIFY(!restore->isEnabled());
    kinds->setCurrentRow(1);
    QVERIFY(restore->isEnabled());
    QSignalSpy spy(&dialog, &TemplateEditor::resetRequested);
    QTest::mouseClick(restore, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<AnnotationKind>(), AnnotationKind::WrongCode);
}

void TestTemplateEditor::refreshKeepsTheSelection()
{
    TemplateEditor dialog;
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {});
    dialog.setCurrentKind(AnnotationKind::WrongCode);
    AnnotationTemplate saved = wrongCodeTemplate();
    saved.body = QStringLiteral("**Saved {{technology}}**");
    dialog.setTemplates({roadmapTemplate(), saved}, {AnnotationKind::WrongCode});
    QCOMPARE(dialog.currentKind(), std::optional<AnnotationKind>(AnnotationKind::WrongCode));
    QCOMPARE(child<QPlainTextEdit>(dialog, "templateBody")->toPlainText(), saved.body);
    QVERIFY(child<QPushButton>(dialog, "templateRestore")->isEnabled());
}

namespace {
AnnotationTemplate extraRoadmap(qint64 id, const QString &name)
{
    AnnotationTemplate extra = roadmapTemplate();
    extra.name = name;
    extra.body = QStringLiteral("**%1 {{technology}}**").arg(name);
    extra.extraId = id;
    return extra;
}
} // namespace

void TestTemplateEditor::extraTemplatesUnderTheirKind()
{
    TemplateEditor dialog;
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {AnnotationKind::Roadmap},
        {extraRoadmap(7, QStringLiteral("第12期路线")), extraRoadmap(9, QStringLiteral("第13期路线"))});
    auto *kinds = child<QListWidget>(dialog, "templateKinds");
    QCOMPARE(kinds->count(), 4);
    QVERIFY(kinds->item(1)->text().contains(QStringLiteral("第12期路线")));
    QVERIFY(kinds->item(2)->text().contains(QStringLiteral("第13期路线")));
    QVERIFY(kinds->item(3)->text().startsWith(AnnotationKinds::label(AnnotationKind::WrongCode)));
    kinds->setCurrentRow(2);
    QCOMPARE(dialog.currentExtraId(), 9);
    QCOMPARE(dialog.currentKind(), std::optional<AnnotationKind>(AnnotationKind::Roadmap));
    QCOMPARE(child<QLineEdit>(dialog, "templateName")->text(), QStringLiteral("第13期路线"));
    QCOMPARE(child<QPlainTextEdit>(dialog, "templateBody")->toPlainText(), extraRoadmap(9, QStringLiteral("第13期路线")).body);
    // An extra template has no default to restore: it can be deleted.
    QVERIFY(child<QPushButton>(dialog, "templateRestore")->isHidden());
    QVERIFY(!child<QPushButton>(dialog, "templateDelete")->isHidden());
    // A refresh keeps it selected; one without it selects its kind.
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {}, {extraRoadmap(9, QStringLiteral("第13期路线"))});
    QCOMPARE(dialog.currentExtraId(), 9);
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {}, {});
    QCOMPARE(dialog.currentExtraId(), 0);
    QCOMPARE(dialog.currentKind(), std::optional<AnnotationKind>(AnnotationKind::Roadmap));
    QVERIFY(child<QPushButton>(dialog, "templateDelete")->isHidden());
}

void TestTemplateEditor::extraTemplateSavedAddedAndDeleted()
{
    TemplateEditor dialog;
    dialog.setTemplates({roadmapTemplate(), wrongCodeTemplate()}, {}, {extraRoadmap(7, QStringLiteral("第12期路线"))});
    dialog.show();
    dialog.setCurrentExtraId(7);
    auto *name = child<QLineEdit>(dialog, "templateName");
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Roadmap 13"));
    QSignalSpy saved(&dialog, &TemplateEditor::saveRequested);
    QSignalSpy added(&dialog, &TemplateEditor::addRequested);
    QSignalSpy deleted(&dialog, &TemplateEditor::deleteRequested);
    QTest::mouseClick(saveButton(dialog), Qt::LeftButton);
    QCOMPARE(saved.count(), 1);
    QCOMPARE(saved.at(0).at(0).value<AnnotationTemplate>().extraId, 7);
    QCOMPARE(saved.at(0).at(0).value<AnnotationTemplate>().name, QStringLiteral("Roadmap 13"));
    QTest::mouseClick(child<QPushButton>(dialog, "templateAdd"), Qt::LeftButton);
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).value<AnnotationTemplate>().extraId, 0);
    QCOMPARE(added.at(0).at(0).value<AnnotationTemplate>().kind, AnnotationKind::Roadmap);
    QTest::mouseClick(child<QPushButton>(dialog, "templateDelete"), Qt::LeftButton);
    QCOMPARE(deleted.count(), 1);
    QCOMPARE(deleted.at(0).at(0).toLongLong(), 7);
    // A kind's template saves as the kind's.
    dialog.setCurrentKind(AnnotationKind::WrongCode);
    QTest::mouseClick(saveButton(dialog), Qt::LeftButton);
    QCOMPARE(saved.count(), 2);
    QCOMPARE(saved.at(1).at(0).value<AnnotationTemplate>().extraId, 0);
}

QTEST_MAIN(TestTemplateEditor)
#include "tst_templateeditor.moc"
