// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "templateeditor.h"

#include "annotationform.h"
#include "notes/annotationrenderer.h"
#include "paneparts.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace {
QPlainTextEdit *codeEdit(const QString &objectName)
{
    auto *edit = new QPlainTextEdit;
    edit->setObjectName(objectName);
    edit->setFont(AnnotationForm::codeFont());
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setTabChangesFocus(true);
    return edit;
}
} // namespace

TemplateEditor::TemplateEditor(QWidget *parent)
    : QDialog(parent)
    , m_kinds(new QListWidget)
    , m_name(new QLineEdit)
    , m_body(codeEdit(QStringLiteral("templateBody")))
    , m_fields(codeEdit(QStringLiteral("templateFields")))
    , m_preview(codeEdit(QStringLiteral("templatePreview")))
    , m_problem(PaneParts::plainLabel(QStringLiteral("templateProblem")))
    , m_saveButton(PaneParts::button(tr("Save"), QStringLiteral("templateSave"), {}, this, &TemplateEditor::requestSave))
    , m_restoreButton(PaneParts::button(tr("Restore Default"), QStringLiteral("templateRestore"),
          tr("Drop this project's edits: the shipped template applies again"), this, &TemplateEditor::requestReset))
    , m_addButton(PaneParts::button(tr("Save as New"), QStringLiteral("templateAdd"),
          tr("Keep the template as edited as a new template of its type, under the name given"), this, &TemplateEditor::requestAdd))
    , m_deleteButton(PaneParts::button(tr("Delete"), QStringLiteral("templateDelete"),
          tr("Delete this template; notes made from it keep their text"), this, &TemplateEditor::requestDelete))
{
    setWindowTitle(tr("Note Templates"));
    m_kinds->setObjectName(QStringLiteral("templateKinds"));
    m_name->setObjectName(QStringLiteral("templateName"));
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_kinds);
    splitter->addWidget(createEditorPage());
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 2);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Close);
    buttons->addButton(m_saveButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_addButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_restoreButton, QDialogButtonBox::ResetRole);
    buttons->addButton(m_deleteButton, QDialogButtonBox::ResetRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(m_kinds, &QListWidget::currentRowChanged, this, &TemplateEditor::showTemplate);
    connect(m_name, &QLineEdit::textChanged, this, &TemplateEditor::validate);
    connect(m_body, &QPlainTextEdit::textChanged, this, &TemplateEditor::validate);
    connect(m_fields, &QPlainTextEdit::textChanged, this, &TemplateEditor::validate);
    resize(1100, 700);
    showTemplate();
}

QWidget *TemplateEditor::createEditorPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Body:"), m_body);
    form->addRow(tr("&Fields (JSON):"), m_fields);
    return page;
}

namespace {
// What the preview fills the fields with: their placeholders (hints written as
// examples), a table row of the column names; so that every part of the body shows.
QJsonObject sampleValues(const AnnotationTemplate &annotationTemplate)
{
    QJsonObject values;
    for (const AnnotationField &field : annotationTemplate.fields) {
        if (field.type == AnnotationField::Table) {
            // An array holding one row; QJsonArray {row} is a copy of the row for clang.
            QJsonArray rows;
            rows.append(QJsonArray::fromStringList(field.columns));
            values.insert(field.key, rows);
        } else if (!field.placeholder.isEmpty()) {
            values.insert(field.key, field.placeholder);
        }
    }
    return values;
}
} // namespace

void TemplateEditor::setTemplates(
    const QList<AnnotationTemplate> &templates, const QList<AnnotationKind> &customised, const QList<AnnotationTemplate> &extras)
{
    const std::optional<AnnotationKind> current = currentKind();
    const qint64 currentExtra = currentExtraId();
    m_templates.clear();
    m_customised = customised;
    const QSignalBlocker blocker(m_kinds);
    m_kinds->clear();
    for (const AnnotationTemplate &annotationTemplate : templates) {
        const QString label = AnnotationKinds::label(annotationTemplate.kind);
        m_templates.append(annotationTemplate);
        m_kinds->addItem(customised.contains(annotationTemplate.kind) ? tr("%1 (edited)").arg(label) : label);
        for (const AnnotationTemplate &extra : extras) {
            if (extra.kind == annotationTemplate.kind) {
                m_templates.append(extra);
                m_kinds->addItem(QStringLiteral("    ") + extra.name);
            }
        }
    }
    m_kinds->setCurrentRow(templates.isEmpty() ? -1 : 0);
    if (current) {
        setCurrentKind(*current);
    }
    setCurrentExtraId(currentExtra);
    showTemplate();
}

void TemplateEditor::setCurrentKind(AnnotationKind kind)
{
    for (int row = 0; row < m_templates.size(); ++row) {
        if (m_templates.at(row).kind == kind && m_templates.at(row).extraId == 0) {
            m_kinds->setCurrentRow(row);
        }
    }
}

std::optional<AnnotationKind> TemplateEditor::currentKind() const
{
    const AnnotationTemplate *current = currentTemplate();
    return current ? std::optional<AnnotationKind>(current->kind) : std::nullopt;
}

qint64 TemplateEditor::currentExtraId() const
{
    const AnnotationTemplate *current = currentTemplate();
    return current ? current->extraId : 0;
}

void TemplateEditor::setCurrentExtraId(qint64 extraId)
{
    for (int row = 0; extraId != 0 && row < m_templates.size(); ++row) {
        if (m_templates.at(row).extraId == extraId) {
            m_kinds->setCurrentRow(row);
        }
    }
}

const AnnotationTemplate *TemplateEditor::currentTemplate() const
{
    const int row = m_kinds->currentRow();
    return row >= 0 && row < m_templates.size() ? &m_templates.at(row) : nullptr;
}

void TemplateEditor::showTemplate()
{
    const AnnotationTemplate *current = currentTemplate();
    const bool valid = current != nullptr;
    const AnnotationTemplate shown = valid ? *current : AnnotationTemplate();
    m_filling = true;
    m_name->setText(shown.name);
    m_body->setPlainText(shown.body);
    const QJsonArray fields = shown.toJson().value(QStringLiteral("fields")).toArray();
    m_fields->setPlainText(valid ? QString::fromUtf8(QJsonDocument(fields).toJson(QJsonDocument::Indented)) : QString());
    m_filling = false;
    for (QWidget *widget : {static_cast<QWidget *>(m_name), static_cast<QWidget *>(m_body), static_cast<QWidget *>(m_fields)}) {
        widget->setEnabled(valid);
    }
    m_restoreButton->setEnabled(valid && shown.extraId == 0 && m_customised.contains(shown.kind));
    m_restoreButton->setVisible(shown.extraId == 0);
    m_deleteButton->setVisible(valid && shown.extraId != 0);
    validate();
}

std::optional<AnnotationTemplate> TemplateEditor::parse(QString *error) const
{
    const std::optional<AnnotationKind> kind = currentKind();
    if (!kind) {
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument fields = QJsonDocument::fromJson(m_fields->toPlainText().toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("The fields are no valid JSON: %1 (at character %2).").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    if (!fields.isArray()) {
        *error = tr("The fields must be a JSON array.");
        return std::nullopt;
    }
    QJsonObject object;
    object.insert(QStringLiteral("kind"), AnnotationKinds::toString(*kind));
    object.insert(QStringLiteral("name"), m_name->text().trimmed());
    object.insert(QStringLiteral("body"), m_body->toPlainText());
    object.insert(QStringLiteral("fields"), fields.array());
    auto parsed = AnnotationTemplate::fromJson(object, error);
    if (parsed) {
        parsed->extraId = currentExtraId();
    }
    return parsed;
}

std::optional<AnnotationTemplate> TemplateEditor::editedTemplate() const
{
    QString error;
    return parse(&error);
}

QString TemplateEditor::problem() const
{
    return m_problem->text();
}

void TemplateEditor::validate()
{
    if (m_filling) {
        return;
    }
    QString error;
    const std::optional<AnnotationTemplate> edited = parse(&error);
    m_problem->setText(error);
    m_problem->setVisible(!error.isEmpty());
    m_saveButton->setEnabled(edited.has_value());
    m_addButton->setEnabled(edited.has_value());
    if (edited) {
        m_preview->setPlainText(AnnotationRenderer::render(*edited, sampleValues(*edited)));
    } else if (!currentKind()) {
        m_preview->clear();
    }
}

void TemplateEditor::requestSave()
{
    if (const std::optional<AnnotationTemplate> edited = editedTemplate()) {
        Q_EMIT saveRequested(*edited);
    }
}

void TemplateEditor::requestAdd()
{
    if (std::optional<AnnotationTemplate> edited = editedTemplate()) {
        edited->extraId = 0;
        Q_EMIT addRequested(*edited);
    }
}

void TemplateEditor::requestDelete()
{
    if (const qint64 extraId = currentExtraId()) {
        Q_EMIT deleteRequested(extraId);
    }
}

void TemplateEditor::requestReset()
{
    if (const std::optional<AnnotationKind> kind = currentKind()) {
        Q_EMIT resetRequested(*kind);
    }
}
