// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationkind.h"
#include "notes/annotationsuggestion.h"
#include "notes/annotationtemplate.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

class PlaceholderStack;
class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QMenu;
class QToolButton;
class QPushButton;

// The translator's notes pane: the notes suggested for the source block at the source
// cursor, a new note of any kind, editing the note at the draft cursor, and the
// project's templates and catalogues. A view: it is fed through setSuggestions and
// setCurrentNote and asks for everything through …Requested signals.
class AnnotationPane : public QWidget
{
    Q_OBJECT
public:
    explicit AnnotationPane(QWidget *parent = nullptr);

    // sourceLabel names the block ("Source block #12"); empty when there is none.
    void setSuggestions(const QString &sourceLabel, const QList<AnnotationSuggestion> &suggestions);
    // Whether the draft cursor is in a note, and the label of its kind.
    void setCurrentNote(bool isNote, const QString &kindLabel);
    // The link of the note at the draft cursor to a note of another issue (empty: it
    // is linked to none), and whether Sync and Take Original can do anything.
    void setCurrentNoteLink(const QString &linkText, bool canSync, bool canTakeOriginal);
    // Disables inserting, editing, templates and catalogues; the list stays readable.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    // The project's extra templates (AnnotationRepository::extraTemplates()): offered
    // in the combo under their kind. The selection stays where it can.
    void setExtraTemplates(const QList<AnnotationTemplate> &extras);
    // The kind selected in the combo (an extra template's kind when one is selected).
    AnnotationKind selectedKind() const;
    void setSelectedKind(AnnotationKind kind);
    // The extra template selected in the combo; 0 when a kind is.
    qint64 selectedExtraId() const;
    void setSelectedExtraId(qint64 extraId);

Q_SIGNALS:
    // A suggestion (its pre-filled values) or New Note… (empty values).
    void insertRequested(AnnotationKind kind, const QJsonObject &values);
    // New Note… with an extra template selected in the combo.
    void insertFromTemplateRequested(qint64 extraId);
    void editRequested();
    void templatesRequested();
    void catalogsRequested();
    // The note at the draft cursor: made a template, copied or linked into another
    // issue; its link synced, overwritten with the original, or forgotten.
    void saveAsTemplateRequested();
    void copyToIssueRequested(bool link);
    void syncLinkRequested();
    void takeOriginalRequested();
    void unlinkRequested();

private:
    static constexpr int ExtraIdRole = Qt::UserRole + 1;

    QListWidget *createList();
    QWidget *createSuggestionButtons();
    QWidget *createNewNoteRow();
    QWidget *createNoteRow();
    QWidget *createProjectRow();
    QWidget *createReuseButton();
    static QString mentionsLine(const QList<Mention> &mentions);
    void requestInsert(const QListWidgetItem *item);
    void requestNewNote();
    void updateState();

    QList<AnnotationSuggestion> m_suggestions;
    QLabel *m_source;
    PlaceholderStack *m_stack;
    QListWidget *m_list;
    QPushButton *m_insertButton = nullptr;
    QComboBox *m_kinds = nullptr;
    QPushButton *m_newButton = nullptr;
    QLabel *m_noteLabel = nullptr;
    QPushButton *m_editButton = nullptr;
    QToolButton *m_reuseButton = nullptr;
    QLabel *m_linkLabel = nullptr;
    QAction *m_syncAction = nullptr;
    QAction *m_takeAction = nullptr;
    QAction *m_unlinkAction = nullptr;
    bool m_linked = false;
    bool m_canSync = false;
    bool m_canTake = false;
    QPushButton *m_templatesButton = nullptr;
    QPushButton *m_catalogsButton = nullptr;
    bool m_isNote = false;
    bool m_readOnly = false;
};
