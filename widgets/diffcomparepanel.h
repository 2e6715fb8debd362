// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QVariant>
#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;
class QTreeWidget;
class RevisionDiffView;

// A list of the versions of a text above two selectors ("Compare: … with: …"), the
// summary of their diff ("+12 −3 ~7 lines") and the diff itself, or a message in its
// place. What is listed is the owner's: it fills list() and the selectors, and answers
// rowSelected and choiceChanged with showDiff or showMessage. The revision history's
// draft tab and SourceVersionsView are both one.
class DiffComparePanel : public QWidget
{
    Q_OBJECT
public:
    // Children are named <prefix>List, <prefix>First, <prefix>Second, <prefix>Summary,
    // <prefix>Message and <prefix>Diff; the labels name the two selectors.
    DiffComparePanel(const QString &prefix, const QString &compareLabel, const QString &withLabel, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    QComboBox *first() const { return m_first; }
    QComboBox *second() const { return m_second; }
    RevisionDiffView *diffView() const { return m_diff; }

    // Both selectors' items (text, data); enabled with two items or more. No signal.
    void setChoices(const QList<QPair<QString, QVariant>> &choices);
    // Sets both selectors (item indexes) without a signal; false when one is out of range.
    bool select(int firstIndex, int secondIndex);

    void showDiff(const QString &leftTitle, const QString &rightTitle, const QString &before, const QString &after);
    void showMessage(const QString &message);
    // The text shown instead of a diff; empty while a diff is shown.
    QString message() const;
    QString summary() const;

Q_SIGNALS:
    // The list's selected row; -1 when none is.
    void rowSelected(int row);
    // A selector was changed by the user.
    void choiceChanged();

private:
    QWidget *buildSelectors(const QString &compareLabel, const QString &withLabel);
    void onListSelection();

    QTreeWidget *m_list;
    QComboBox *m_first;
    QComboBox *m_second;
    QLabel *m_summary;
    QStackedWidget *m_stack;
    QLabel *m_message;
    RevisionDiffView *m_diff;
};
