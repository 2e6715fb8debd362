// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotationkind.h"
#include "annotationsuggestion.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QStackedWidget;

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
    // Disables inserting, editing, templates and catalogues; the list stays readable.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    // The kind selected in the combo.
    AnnotationKind selectedKind() const;
    void setSelectedKind(AnnotationKind kind);

Q_SIGNALS:
    // A suggestion (its pre-filled values) or New Note… (empty values).
    void insertRequested(AnnotationKind kind, const QJsonObject &values);
    void editRequested();
    void templatesRequested();
    void catalogsRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QListWidget *createList();
    QWidget *createSuggestionButtons();
    QWidget *createNewNoteRow();
    QWidget *createNoteRow();
    QWidget *createProjectRow();
    static QString mentionsLine(const QList<Mention> &mentions);
    void requestInsert(const QListWidgetItem *item);
    void requestNewNote();
    void updateState();

    QList<AnnotationSuggestion> m_suggestions;
    QLabel *m_source;
    QStackedWidget *m_stack;
    QLabel *m_placeholder;
    QListWidget *m_list;
    QPushButton *m_insertButton = nullptr;
    QComboBox *m_kinds = nullptr;
    QPushButton *m_newButton = nullptr;
    QLabel *m_noteLabel = nullptr;
    QPushButton *m_editButton = nullptr;
    QPushButton *m_templatesButton = nullptr;
    QPushButton *m_catalogsButton = nullptr;
    bool m_isNote = false;
    bool m_readOnly = false;
};
