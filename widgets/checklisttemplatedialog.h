// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklisttemplate.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

// Edits the project's checklist templates: the list (the active one marked), New,
// Duplicate, Remove and Make Active; for the selected template its name and items,
// each with key, title, description and manual or computed (with a rule from
// ChecklistRules::all()). Save stays disabled, the reason shown, while
// ChecklistTemplate::problem() refuses the template. A view: the controller stores
// and calls setTemplates() again; unsaved edits are dropped then.
class ChecklistTemplateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ChecklistTemplateDialog(QWidget *parent = nullptr);

    // select: the id of the template to show (0: keep the current one by id, else the active one).
    void setTemplates(const QList<ChecklistTemplate> &templates, qint64 activeId, qint64 select = 0);
    // No editing; the templates can still be read.
    void setReadOnly(bool readOnly);
    // The template as edited (id 0: not stored yet).
    ChecklistTemplate currentTemplate() const;
    QString problem() const;
    void selectTemplate(int row);
    void selectItem(int row);
    // What Remove does once confirmed (a stored template is asked about first).
    void removeCurrentTemplate();
    // The kinds of note every issue must carry (RequiredNoteKinds), checked in the
    // list of kinds; the project's setting, not a template's.
    void setRequiredNoteKinds(const QStringList &kinds);
    QStringList requiredNoteKinds() const;

Q_SIGNALS:
    void saveRequested(const ChecklistTemplate &checklist);
    void removeRequested(qint64 templateId);
    void activateRequested(qint64 templateId);
    // The user checked or unchecked a required kind of note.
    void requiredNoteKindsChanged(const QStringList &kinds);

private:
    QWidget *createTemplateList();
    QWidget *createTemplateEditor();
    QWidget *createItemEditor();
    QWidget *createRequiredKinds();
    void fillTemplateList();
    void showTemplate();
    void showItem();
    void editName();
    void editItem();
    void addTemplate(const ChecklistTemplate &checklist);
    void newTemplate();
    void duplicateTemplate();
    void removeTemplate();
    void addItem();
    void removeItem();
    void moveItem(int by);
    void refreshItemRow(int row);
    void updateState();
    ChecklistTemplate *current();
    ChecklistItem *currentItem();

    QList<ChecklistTemplate> m_templates;
    qint64 m_activeId = 0;
    bool m_readOnly = false;
    bool m_filling = false;
    QListWidget *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QListWidget *m_items = nullptr;
    QListWidget *m_requiredKinds = nullptr;
    QLineEdit *m_key = nullptr;
    QLineEdit *m_title = nullptr;
    QPlainTextEdit *m_description = nullptr;
    QComboBox *m_kind = nullptr;
    QComboBox *m_rule = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_activate = nullptr;
    QPushButton *m_addItem = nullptr;
    QPushButton *m_removeItem = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QPushButton *m_save = nullptr;
};
