// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/postimportitem.h"

#include <QDialog>
#include <QList>
#include <QMap>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

// Asks, before posts are imported, for each post's issue number (the next free one
// proposed) and title (the post's own proposed, to be replaced by a Chinese one or
// left empty for the first heading). A number that is no number, an existing
// issue's or another post's gets a message under the fields, and Import stays off
// until it is changed: nothing is imported from bad input.
class PostImportDialog : public QDialog
{
    Q_OBJECT
public:
    // existing: the project's issues, number → title (PostImportPlan::existingIssues).
    PostImportDialog(const QList<PostImportItem> &proposed, const QMap<int, QString> &existing, QWidget *parent = nullptr);

    // The posts with the numbers and titles (trimmed) as typed.
    QList<PostImportItem> items() const;
    // What is wrong with the numbers typed, or an empty string.
    QString problem() const;

    void accept() override;

private:
    struct Row {
        QString path;
        QLineEdit *number;
        QLineEdit *title;
    };

    QWidget *createRows(const QList<PostImportItem> &proposed);
    void check();

    QMap<int, QString> m_existing;
    QList<Row> m_rows;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
