// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

// File ▸ Publish to Team Server… and File ▸ Clone Team Project…: the server's
// address (a libpq connection URI), for a clone where to save the working copy, and
// while it runs its progress. OK does not close the dialog: it asks for the work
// (runRequested) and whoever runs it calls finish() (closes on success, shows why
// not otherwise). Publishing shows the SQL an administrator can run for a lead whose
// login may not create roles (setSql()), to copy.
class TeamDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { Publish, Clone };

    explicit TeamDialog(Mode mode, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    QString url() const;
    void setUrl(const QString &url);
    // Clone: the working copy's file.
    QString path() const;
    void setPath(const QString &path);
    // Publish: the SQL of `team publish --print-sql` for the URL given ('' hides it).
    void setSql(const QString &sql);
    QString sql() const;

    // While the work runs the fields are locked and the progress shows (total 0: busy).
    void setRunning(bool running);
    void setProgress(qint64 done, qint64 total);
    // ok closes the dialog (accepted); otherwise message says why and it stays open.
    void finish(bool ok, const QString &message);
    QString message() const;

Q_SIGNALS:
    void runRequested();
    void urlEdited(const QString &url);
    void browseRequested();

private:
    Mode m_mode;
    QLineEdit *m_url;
    QLineEdit *m_path = nullptr;
    QLabel *m_sqlNote = nullptr;
    QPlainTextEdit *m_sql = nullptr;
    QProgressBar *m_progress;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
};
