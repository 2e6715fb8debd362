// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

// The issues of the project (number, title, status, progress). Emits
// issueRequested when the user picks one. Empty, it says how to import a post.
class IssueNavigator : public QTreeView
{
    Q_OBJECT
public:
    explicit IssueNavigator(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    void selectIssue(int number);
    // What the list says while it has no issues (a new project): how to import one.
    QString emptyHint() const;

Q_SIGNALS:
    void issueRequested(int number);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void emitCurrent();
};
