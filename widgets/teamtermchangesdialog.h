// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "team/teamtermchange.h"

#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;
class QTreeWidget;

// File ▸ Term Changes to Settle… (the lead, working as a team): the termbase's changes
// flagged on the team server — a member overwrote a term's row without having seen
// its latest version — one per line with the term, the earlier and the current
// version and who wrote them. Approve keeps the later version, Revert puts the
// earlier one back; the dialog only asks (approveRequested, revertRequested) and
// whoever settles it gives the new list (setChanges) or says why not (setMessage).
class TeamTermChangesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TeamTermChangesDialog(QWidget *parent = nullptr);

    void setChanges(const QList<TeamTermChange> &changes);
    QList<TeamTermChange> changes() const { return m_changes; }
    // The id of the selected change (0: none).
    qint64 selectedId() const;
    void select(qint64 id);
    // While a request runs the buttons are off.
    void setBusy(bool busy);
    void setMessage(const QString &message);
    QString message() const;

Q_SIGNALS:
    void approveRequested(qint64 id);
    void revertRequested(qint64 id);

private:
    void updateButtons();

    QList<TeamTermChange> m_changes;
    QTreeWidget *m_list;
    QLabel *m_message;
    QPushButton *m_approve;
    QPushButton *m_revert;
    bool m_busy = false;
};
