// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistitemstate.h"
#include "issuepane.h"
#include "review/readertest.h"

#include <QList>

class ChecklistItemProxyModel;
class ChecklistModel;
class PlaceholderStack;
class QLabel;
class QListView;
class QPushButton;
class QTableView;
class ReaderTestListModel;

// The shown issue's checklist: whether it may ship (how many items block it), the
// items (open first; manual ones with a check box, computed ones with their numbers),
// and the blind test: the readers' tests, the summary against the bar, Add… / Edit… /
// Remove. A view only: fed through setStates/setReaderTests, it asks for everything
// through …Requested signals (the controller shows the dialogs). Read-only: no
// checking and no editing of reader tests; Check Again stays.
class ChecklistPane : public IssuePane
{
    Q_OBJECT
public:
    explicit ChecklistPane(QWidget *parent = nullptr);

    void setStates(const QList<ChecklistItemState> &states);
    // The current test stays current by its id.
    void setReaderTests(const QList<ReaderTest> &tests);

    // The id of the current reader test, 0 if none.
    qint64 currentReaderTestId() const;
    // What Remove does once confirmed.
    void removeCurrentReaderTest();

Q_SIGNALS:
    // A click on a manual item's check box (emitted from the event loop, after the
    // view's own handling).
    void checkRequested(const QString &key, bool checked);
    void runRequested();
    void addReaderTestRequested();
    void editReaderTestRequested(qint64 testId);
    void removeReaderTestRequested(qint64 testId);

protected:
    void issueOpenChanged() override;
    void updateState() override;

private:
    QWidget *createItemsPage();
    QWidget *createBlindTest();
    QWidget *createReaderButtons();
    void requestEdit();
    void requestRemove();
    void updateVerdict();
    void updateSummary();

    ChecklistModel *m_model;
    ChecklistItemProxyModel *m_proxy;
    ReaderTestListModel *m_readers;
    QLabel *m_verdict;
    PlaceholderStack *m_stack;
    QListView *m_items = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_readerView = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_editButton = nullptr;
    QPushButton *m_removeButton = nullptr;
};
