// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationform.h"
#include "findchild.h"
#include "notes/annotationkind.h"
#include "notes/annotationrenderer.h"
#include "notes/annotationtemplates.h"
#include "previewpane.h"

#include <QApplication>
#include <QFontDatabase>
#include <QInputMethodEvent>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

namespace {
QString previewText(const AnnotationForm &form)
{
    return child<PreviewPane>(form, QStringLiteral("annotationPreview"))->toPlainText();
}

// What the Preview pane shows of markdown.
QString renderedText(const QString &markdown)
{
    PreviewPane pane;
    pane.setMarkdown(markdown);
    return pane.toPlainText();
}

AnnotationTemplate defaultTemplate(AnnotationKind kind)
{
    const std::optional<AnnotationTemplate> found = AnnotationTemplates::defaultFor(kind);
    if (!found) {
        qFatal("no default template for %s", qPrintable(AnnotationKinds::toString(kind)));
    }
    return *found;
}

// A value for every field, each distinct, as values() gives them back.
QJsonObject sampleValues(const AnnotationTemplate &annotationTemplate)
{
    QJsonObject values;
    for (const AnnotationField &field : annotationTemplate.fields) {
        switch (field.type) {
        case AnnotationField::Line:
            values.insert(field.key, QStringLiteral("line of %1").arg(field.key));
            break;
        case AnnotationField::Text:
            values.insert(field.key, QStringLiteral("text of %1\nsecond line").arg(field.key));
            break;
        case AnnotationField::Code:
            values.insert(field.key, QStringLiteral("code_of_%1()\n    indented()").arg(field.key));
            break;
        case AnnotationField::Tree:
            values.insert(field.key, QStringLiteral("root\n  child\n    grandchild\n  sibling"));
            break;
        case AnnotationField::Table: {
            QJsonArray rows;
            for (int row = 0; row < 2; ++row) {
                QJsonArray cells;
                for (int column = 0; column < field.columns.size(); ++column) {
                    cells.append(QStringLiteral("r%1c%2").arg(row).arg(column));
                }
                rows.append(cells);
            }
            values.insert(field.key, rows);
            break;
        }
        }
    }
    return values;
}

// Selects all of an editor's text so that typing replaces it.
void typeInto(QWidget *editor, const QString &text)
{
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
}
} // namespace

class TestAnnotationForm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void typingUpdatesPreviewAndValues_data();
    void typingUpdatesPreviewAndValues();
    void tableRows_data();
    void tableRows();
    void setValuesRoundTrip_data();
    void setValuesRoundTrip();
    void defaultsArePrefilled();
    void optionalFieldsAreMarked();
    void handEditedWarning();
    void titleNamesTheKind();
    void previewRendersMarkdown();
    void previewFallsBackToAColourEmojiFont();
};

void TestAnnotationForm::typingUpdatesPreviewAndValues_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonObject>("preset");
    const QJsonObject none;
    QTest::newRow("hardware_table comment") << AnnotationKind::HardwareTable << QStringLiteral("comment") << none;
    QTest::newRow("version_note original") << AnnotationKind::VersionNote << QStringLiteral("original") << none;
    QTest::newRow("performance_matrix environments") << AnnotationKind::PerformanceMatrix << QStringLiteral("environments") << none;
    QTest::newRow("troubleshooting_tree symptom, shown with a tree") << AnnotationKind::TroubleshootingTree << QStringLiteral("symptom")
                                                                     << QJsonObject {{QStringLiteral("tree"), QStringLiteral("check")}};
    QTest::newRow("roadmap technology") << AnnotationKind::Roadmap << QStringLiteral("technology") << none;
    QTest::newRow("wrong_code problem") << AnnotationKind::WrongCode << QStringLiteral("problem") << none;
    QTest::newRow("term_explanation term") << AnnotationKind::TermExplanation << QStringLiteral("term") << none;
}

void TestAnnotationForm::typingUpdatesPreviewAndValues()
{
    QFETCH(AnnotationKind, kind);
    QFETCH(QString, key);
    QFETCH(QJsonObject, preset);
    AnnotationForm form(defaultTemplate(kind));
    form.setValues(preset);
    form.show();
    auto *editor = child<QWidget>(form, QStringLiteral("field_") + key);
    QVERIFY(qobject_cast<QLineEdit *>(editor) || qobject_cast<QPlainTextEdit *>(editor));
    QVERIFY(!previewText(form).contains(QLatin1String("Probe 42")));

    typeInto(editor, QStringLiteral("Probe 42"));

    QCOMPARE(form.values().value(key).toString(), QStringLiteral("Probe 42"));
    QVERIFY2(previewText(form).contains(QLatin1String("Probe 42")), qPrintable(previewText(form)));
    QCOMPARE(previewText(form), renderedText(form.markdown()));
    QVERIFY(form.markdown().startsWith(QLatin1String("> ")));
}

void TestAnnotationForm::tableRows_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::newRow("hardware_table rows") << AnnotationKind::HardwareTable;
    QTest::newRow("performance_matrix rows") << AnnotationKind::PerformanceMatrix;
}

void TestAnnotationForm::tableRows()
{
    QFETCH(AnnotationKind, kind);
    const AnnotationTemplate annotationTemplate = defaultTemplate(kind);
    AnnotationForm form(annotationTemplate);
    form.show();
    auto *table = child<QTableWidget>(form, QStringLiteral("field_rows"));
    QCOMPARE(table->columnCount(), int(annotationTemplate.field(QStringLiteral("rows"))->columns.size()));
    QCOMPARE(table->rowCount(), 1);
    QVERIFY(!form.values().contains(QLatin1String("rows")));

    table->setItem(0, 0, new QTableWidgetItem(QStringLiteral("A100 SXM4")));
    QTest::mouseClick(child<QPushButton>(form, QStringLiteral("addRow_rows")), Qt::LeftButton);
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(form.values().value(QLatin1String("rows")).toArray().size(), 1); // the empty trailing row is dropped
    QCOMPARE(form.values().value(QLatin1String("rows")).toArray().at(0).toArray().at(0).toString(), QStringLiteral("A100 SXM4"));
    QVERIFY(previewText(form).contains(QLatin1String("A100 SXM4")));

    table->setItem(1, 1, new QTableWidgetItem(QStringLiteral("PCIe")));
    const QJsonArray rows = form.values().value(QLatin1String("rows")).toArray();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(1).toArray().at(0).toString(), QString());
    QCOMPARE(rows.at(1).toArray().at(1).toString(), QStringLiteral("PCIe"));
    QCOMPARE(rows.at(1).toArray().size(), table->columnCount());
    QVERIFY(previewText(form).contains(QLatin1String("PCIe")));

    table->setCurrentCell(0, 0);
    QTest::mouseClick(child<QPushButton>(form, QStringLiteral("removeRow_rows")), Qt::LeftButton);
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(form.values().value(QLatin1String("rows")).toArray().at(0).toArray().at(1).toString(), QStringLiteral("PCIe"));
    QVERIFY(!previewText(form).contains(QLatin1String("A100 SXM4")));

    QTest::mouseClick(child<QPushButton>(form, QStringLiteral("removeRow_rows")), Qt::LeftButton);
    QCOMPARE(table->rowCount(), 1); // the last row is emptied, not removed
    QVERIFY(!form.values().contains(QLatin1String("rows")));
    QVERIFY(!previewText(form).contains(QLatin1String("PCIe")));
}

void TestAnnotationForm::setValuesRoundTrip_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    const QList<AnnotationKind> kinds = AnnotationKinds::all();
    for (const AnnotationKind kind : kinds) {
        QTest::newRow(qPrintable(AnnotationKinds::toString(kind))) << kind;
    }
}

void TestAnnotationForm::setValuesRoundTrip()
{
    QFETCH(AnnotationKind, kind);
    const AnnotationTemplate annotationTemplate = defaultTemplate(kind);
    const QJsonObject values = sampleValues(annotationTemplate);
    AnnotationForm form(annotationTemplate);
    form.setValues(values);
    QCOMPARE(form.values(), values);
    QCOMPARE(form.markdown(), AnnotationRenderer::render(annotationTemplate, values));
    QCOMPARE(previewText(form), renderedText(form.markdown()));

    form.setValues({});
    for (const AnnotationField &field : annotationTemplate.fields) {
        QCOMPARE(form.values().value(field.key).toString(), field.defaultValue);
    }
}

void TestAnnotationForm::defaultsArePrefilled()
{
    AnnotationForm form(defaultTemplate(AnnotationKind::WrongCode));
    QCOMPARE(child<QLineEdit>(form, QStringLiteral("field_language"))->text(), QStringLiteral("python"));
    QCOMPARE(form.values(), QJsonObject({{QStringLiteral("language"), QStringLiteral("python")}}));
}

void TestAnnotationForm::optionalFieldsAreMarked()
{
    AnnotationForm form(defaultTemplate(AnnotationKind::VersionNote));
    QStringList labels;
    const QList<QLabel *> found = form.findChildren<QLabel *>();
    for (const QLabel *label : found) {
        labels.append(label->text());
    }
    const AnnotationTemplate annotationTemplate = defaultTemplate(AnnotationKind::VersionNote);
    for (const AnnotationField &field : annotationTemplate.fields) {
        const QString optional = AnnotationForm::tr("%1 (optional):").arg(field.label);
        QCOMPARE(labels.contains(optional), field.optional);
        QCOMPARE(labels.contains(AnnotationForm::tr("%1:").arg(field.label)), !field.optional);
    }
}

void TestAnnotationForm::handEditedWarning()
{
    AnnotationForm form(defaultTemplate(AnnotationKind::Roadmap));
    form.show();
    auto *warning = child<QLabel>(form, QStringLiteral("handEditedLabel"));
    QVERIFY(!warning->isVisible());
    QVERIFY(!form.isHandEdited());
    form.setHandEdited(true);
    QVERIFY(warning->isVisible());
    QVERIFY(form.isHandEdited());
    QVERIFY(warning->text().contains(QLatin1String("OK replaces")));
    form.setHandEdited(false);
    QVERIFY(!warning->isVisible());
}

void TestAnnotationForm::titleNamesTheKind()
{
    AnnotationForm form(defaultTemplate(AnnotationKind::TermExplanation));
    QVERIFY(form.windowTitle().contains(AnnotationKinds::label(AnnotationKind::TermExplanation)));
}

// The form's preview showed the note's raw markdown ("> **版本说明**…"); it renders it
// as the Preview pane does: a block quote with a bold label, no markup characters.
void TestAnnotationForm::previewRendersMarkdown()
{
    AnnotationForm form(defaultTemplate(AnnotationKind::VersionNote));
    form.show();
    auto *field = child<QWidget>(form, QStringLiteral("field_original"));
    typeInto(field, QStringLiteral("CUDA 11.8 "));
    QInputMethodEvent emoji; // as an emoji picker commits it
    emoji.setCommitString(QStringLiteral("\U0001F449"));
    QApplication::sendEvent(field, &emoji);
    QTest::keyClicks(field, QStringLiteral(" 12.1"));
    QVERIFY(form.markdown().startsWith(QLatin1String("> **")));
    const QString shown = previewText(form);
    QVERIFY2(!shown.startsWith(QLatin1Char('>')) && !shown.contains(QLatin1String("**")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("CUDA 11.8 \U0001F449 12.1")), qPrintable(shown));
    auto *preview = child<PreviewPane>(form, QStringLiteral("annotationPreview"));
    const QString label = form.markdown().section(QLatin1String("**"), 1, 1);
    const QTextCursor found = preview->document()->find(label);
    QVERIFY2(!found.isNull(), qPrintable(label));
    QVERIFY(found.charFormat().font().bold());
    QVERIFY(preview->toHtml().contains(QLatin1String("margin-left"))); // the quote is indented
}

void TestAnnotationForm::previewFallsBackToAColourEmojiFont()
{
    if (!QFontDatabase().families().contains(QStringLiteral("Noto Color Emoji"))) {
        QSKIP("Noto Color Emoji is not installed");
    }
    AnnotationForm form(defaultTemplate(AnnotationKind::VersionNote));
    auto *preview = child<PreviewPane>(form, QStringLiteral("annotationPreview"));
    QVERIFY(preview->document()->defaultFont().families().contains(QStringLiteral("Noto Color Emoji")));
    QVERIFY(AnnotationForm::codeFont().families().contains(QStringLiteral("Noto Color Emoji")));
}

QTEST_MAIN(TestAnnotationForm)
#include "tst_annotationform.moc"
