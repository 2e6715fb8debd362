// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reuse/checklistreuse.h"
#include "reuse/notereuse.h"
#include "reuse/termreuse.h"
#include "store/issue.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QRadioButton;

// Reuse from Another Issue: pick an issue, then which of its translator's notes
// (copied or linked), checked checklist items and terms to bring into the open issue.
// A view: the caller fills the issues, answers sourceIssueChanged() with what the
// chosen issue offers, and reads the choice after exec().
class ReuseDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ReuseDialog(QWidget *parent = nullptr);

    // The issues to reuse from (the open one left out), in this order.
    void setIssues(const QList<Issue> &issues);
    void setSourceIssue(qint64 issueId);
    qint64 sourceIssueId() const;
    int sourceIssueNumber() const;

    // What the chosen issue offers; each list starts unchecked.
    void setNotes(const QList<NoteReuse::Note> &notes);
    void setChecklistResults(const QList<ChecklistReuse::Entry> &results);
    void setTerms(const QList<TermReuse::Entry> &terms);
    // Whether the draft cursor is on a block the notes can follow.
    void setCanInsertAfterCursor(bool can);

    QList<qint64> selectedNoteIds() const;
    bool linkNotes() const;
    bool insertAfterCursor() const;
    QStringList selectedChecklistKeys() const;
    QList<qint64> selectedTermIds() const;

    // A note's kind and the start of its text, on one line.
    static QString noteLabel(const NoteReuse::Note &note);

Q_SIGNALS:
    void sourceIssueChanged(qint64 issueId);

private:
    QWidget *createNotesBox();
    QWidget *createListBox(const QString &title, QListWidget *list, QCheckBox *all);
    QListWidget *createList(const QString &objectName);
    QCheckBox *createAllBox(const QString &objectName, QListWidget *list);
    void fill(QListWidget *list, QCheckBox *all, const QList<QPair<QString, QVariant>> &items, const QString &none);
    QList<QVariant> checked(const QListWidget *list) const;
    QList<qint64> checkedIds(const QListWidget *list) const;
    void updateState();

    QComboBox *m_issues;
    QListWidget *m_notes;
    QListWidget *m_checklist;
    QListWidget *m_terms;
    QCheckBox *m_allNotes;
    QCheckBox *m_allChecklist;
    QCheckBox *m_allTerms;
    QRadioButton *m_copy = nullptr;
    QRadioButton *m_link = nullptr;
    QCheckBox *m_afterCursor = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
