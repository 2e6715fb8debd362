// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotationkind.h"
#include "annotationtemplate.h"

#include <QDialog>
#include <QList>
#include <optional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

// Edits the project's note templates: a list of kinds, and for the selected one its
// name, markdown body and fields (as the JSON array of toJson()["fields"]) beside a
// preview filled with the fields' placeholders (a table with a row of its column names).
// Save stays disabled while
// the template does not load (AnnotationTemplate::fromJson's message is shown). A
// view: the controller stores and calls setTemplates() again. Edits not saved are
// dropped when another kind is selected.
class TemplateEditor : public QDialog
{
    Q_OBJECT
public:
    explicit TemplateEditor(QWidget *parent = nullptr);

    // One template per kind; customised: the kinds the project has edited. The selected
    // kind stays selected.
    void setTemplates(const QList<AnnotationTemplate> &templates, const QList<AnnotationKind> &customised);
    void setCurrentKind(AnnotationKind kind);
    std::optional<AnnotationKind> currentKind() const;
    // The template as edited, if it loads; else the message is in problem().
    std::optional<AnnotationTemplate> editedTemplate() const;
    QString problem() const;

Q_SIGNALS:
    void saveRequested(const AnnotationTemplate &annotationTemplate);
    void resetRequested(AnnotationKind kind);

private:
    QWidget *createEditorPage();
    void showTemplate();
    void validate();
    void requestSave();
    void requestReset();
    std::optional<AnnotationTemplate> parse(QString *error) const;

    QList<AnnotationTemplate> m_templates;
    QList<AnnotationKind> m_customised;
    QListWidget *m_kinds;
    QLineEdit *m_name;
    QPlainTextEdit *m_body;
    QPlainTextEdit *m_fields;
    QPlainTextEdit *m_preview;
    QLabel *m_problem;
    QPushButton *m_saveButton;
    QPushButton *m_restoreButton;
    bool m_filling = false;
};
