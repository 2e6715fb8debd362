// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

// The issues of the project (number, title, status, progress). Emits
// issueRequested when the user picks one.
class IssueNavigator : public QTreeView
{
    Q_OBJECT
public:
    explicit IssueNavigator(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    void selectIssue(int number);

Q_SIGNALS:
    void issueRequested(int number);

private:
    void emitCurrent();
};
