// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTimer>
#include <QWidget>

class QAction;
class QCheckBox;
class QSpinBox;
class QTableView;
class RevisionChangeFilterModel;
class RevisionDiffDelegate;
class RevisionDiffModel;

// Two texts side by side (older | newer) over its own RevisionDiffModel: line
// numbers, rows tinted by kind, changed words marked (RevisionDiffDelegate).
// Previous/Next Change (Shift+F7/F7, or Alt+Up/Alt+Down, within this widget: it
// lives in a modal dialog, where the main window's F7 does not reach) move the
// current row from change to change; "Only changes" hides equal rows further than
// contextLines() from a change. After new texts the first change is current.
class RevisionDiffView : public QWidget
{
    Q_OBJECT
public:
    explicit RevisionDiffView(QWidget *parent = nullptr);

    // Fill it through setTexts()/setRows() and setTitles(); the view follows its resets.
    RevisionDiffModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

    void setOnlyChanges(bool on);
    bool onlyChanges() const;
    void setContextLines(int lines);
    int contextLines() const;

    // Move the current row to the start of the next/previous change; false (and the
    // current row stays) when there is none.
    bool nextChange();
    bool previousChange();
    // The model row of the current row, -1 for none.
    int currentModelRow() const;

    static constexpr int DefaultContextLines = 3;

private:
    QWidget *buildToolBar();
    void onModelReset();
    void updateNavigation();
    bool goToModelRow(int row);
    int previousChangeBefore(int row) const;

    RevisionDiffModel *m_model;
    RevisionChangeFilterModel *m_filter;
    RevisionDiffDelegate *m_delegate;
    QTableView *m_table;
    QAction *m_next;
    QAction *m_previous;
    QCheckBox *m_onlyChanges;
    QSpinBox *m_context;
    QTimer m_rowHeights; // wrapped rows are measured again after columns resized
};
