// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationkind.h"
#include "notes/annotationtemplate.h"

#include <QDialog>
#include <QList>
#include <optional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

// Edits the project's note templates: a list of kinds, each followed by the project's
// extra templates of the kind, and for the selected one its name, markdown body and fields (as the JSON array of toJson()["fields"]) beside
// a preview filled with the fields' placeholders (a table with a row of its column names). Save stays disabled while the template does not
// load (AnnotationTemplate::fromJson's message is shown). A view: the controller stores and calls setTemplates() again. Edits not saved are
// dropped when another template is selected. Save as New makes the edited template an
// extra one of its kind; an extra one can be deleted, a kind's restored.
class TemplateEditor : public QDialog
{
    Q_OBJECT
public:
    explicit TemplateEditor(QWidget *parent = nullptr);

    // One template per kind; customised: the kinds the project has edited; extras: the
    // extra templates (AnnotationRepository::extraTemplates()). The selected template
    // stays selected.
    void setTemplates(
        const QList<AnnotationTemplate> &templates, const QList<AnnotationKind> &customised, const QList<AnnotationTemplate> &extras = {});
    void setCurrentKind(AnnotationKind kind);
    std::optional<AnnotationKind> currentKind() const;
    // The extra template selected; 0 when a kind's template is (or none).
    qint64 currentExtraId() const;
    void setCurrentExtraId(qint64 extraId);
    // The template as edited, if it loads; else the message is in problem().
    std::optional<AnnotationTemplate> editedTemplate() const;
    QString problem() const;

Q_SIGNALS:
    // A kind's template, or an extra one (its extraId set).
    void saveRequested(const AnnotationTemplate &annotationTemplate);
    void resetRequested(AnnotationKind kind);
    // A new extra template (extraId 0), and deleting one.
    void addRequested(const AnnotationTemplate &annotationTemplate);
    void deleteRequested(qint64 extraId);

private:
    QWidget *createEditorPage();
    void showTemplate();
    void validate();
    void requestSave();
    void requestReset();
    void requestAdd();
    void requestDelete();
    const AnnotationTemplate *currentTemplate() const;
    std::optional<AnnotationTemplate> parse(QString *error) const;

    QList<AnnotationTemplate> m_templates; // the list's rows: a kind's, then its extra ones
    QList<AnnotationKind> m_customised;
    QListWidget *m_kinds;
    QLineEdit *m_name;
    QPlainTextEdit *m_body;
    QPlainTextEdit *m_fields;
    QPlainTextEdit *m_preview;
    QLabel *m_problem;
    QPushButton *m_saveButton;
    QPushButton *m_restoreButton;
    QPushButton *m_addButton;
    QPushButton *m_deleteButton;
    bool m_filling = false;
};
