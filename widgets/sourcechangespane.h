// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issuepane.h"
#include "sourceupdate/sourcechange.h"

#include <QList>
#include <QMetaType>

class PlaceholderStack;
class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class SourceChangeListModel;
class SourceDiffView;

// What source updates did to the open issue: the changes (open ones first, or only
// those), and beside the list the word diff of the current one (an edit: old against
// new; a removed block: its old text struck through; an added one: its text), with
// Mark Seen for an edit (or an added or moved block), Drop Translation and Keep as
// Addition for a removed block, and Reopen for an edit marked seen. A view only: fed
// through setChanges, it asks for everything through …Requested signals. Enter or a
// double click jumps to the block. Read-only: no decisions; the list, the diff and
// jumping stay.
class SourceChangesPane : public IssuePane
{
    Q_OBJECT
public:
    explicit SourceChangesPane(QWidget *parent = nullptr);

    // The current change stays current by id.
    void setChanges(const QList<SourceChange> &changes);
    void setOpenOnly(bool on);

    qint64 currentChangeId() const;
    // Makes the change current (shown when the filter hides it); false if unknown.
    bool selectChange(qint64 changeId);
    // The first change shown about this current source block; false if none.
    bool selectSourceBlock(qint64 sourceBlockId);
    // What the buttons do, for the current change; nothing when they are disabled.
    void resolveCurrent(SourceChange::State state);
    void reopenCurrent();

    SourceDiffView *diffView() const { return m_diff; }
    SourceChangeListModel *model() const { return m_model; }

Q_SIGNALS:
    void resolveRequested(qint64 changeId, SourceChange::State state);
    void reopenRequested(qint64 changeId);
    // targetBlockId: the first draft block the change concerns (0: none), else the
    // source block (0 for a removed one).
    void jumpRequested(qint64 sourceBlockId, qint64 targetBlockId);

protected:
    void issueOpenChanged() override;
    void updateState() override;

private:
    QWidget *createFilterBar();
    QTableView *createTable();
    QWidget *createDetails();
    // Makes row current and shows it; false if there is no such row.
    bool selectRow(int row);
    void requestJump(const QModelIndex &index);
    const SourceChange *current() const;
    void showCurrent();
    void updateSummary();

    SourceChangeListModel *m_model;
    QLabel *m_summary;
    QComboBox *m_filter = nullptr;
    PlaceholderStack *m_stack;
    QTableView *m_view;
    SourceDiffView *m_diff;
    QLabel *m_detail;
    QPushButton *m_seenButton = nullptr;
    QPushButton *m_dropButton = nullptr;
    QPushButton *m_keepButton = nullptr;
    QPushButton *m_reopenButton = nullptr;
};

Q_DECLARE_METATYPE(SourceChange::State)
