// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistitemstate.h"
#include "review/readertest.h"

#include <QList>
#include <QWidget>

class ChecklistItemProxyModel;
class ChecklistModel;
class QLabel;
class QListView;
class QPushButton;
class QStackedWidget;
class QTableView;
class ReaderTestListModel;

// The shown issue's checklist: whether it may ship (how many items block it), the
// items (open first; manual ones with a check box, computed ones with their numbers),
// and the blind test: the readers' tests, the summary against the bar, Add… / Edit… /
// Remove. A view only: fed through setStates/setReaderTests, it asks for everything
// through …Requested signals (the controller shows the dialogs).
class ChecklistPane : public QWidget
{
    Q_OBJECT
public:
    explicit ChecklistPane(QWidget *parent = nullptr);

    // Without an issue the pane says so and offers nothing.
    void setIssueOpen(bool open);
    void setStates(const QList<ChecklistItemState> &states);
    // The current test stays current by its id.
    void setReaderTests(const QList<ReaderTest> &tests);
    // No checking and no editing of reader tests; Check Again stays.
    void setReadOnly(bool readOnly);

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

private:
    QWidget *createItemsPage();
    QWidget *createBlindTest();
    QWidget *createReaderButtons();
    void requestEdit();
    void requestRemove();
    void updateVerdict();
    void updateSummary();
    void updateState();

    ChecklistModel *m_model;
    ChecklistItemProxyModel *m_proxy;
    ReaderTestListModel *m_readers;
    QLabel *m_verdict;
    QStackedWidget *m_stack;
    QLabel *m_placeholder;
    QListView *m_items = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_readerView = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_editButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    bool m_issueOpen = false;
    bool m_readOnly = false;
};
