// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmattachments.h"

#include <QDialog>

class QPushButton;
class QTreeWidget;

// Memory ▸ Attached TMX Files: the project's read-only TMX files with their unit
// counts and whether each is current, changed on disk or missing. The controller
// does the work on attachRequested() / detachRequested() and shows the list again.
class TmAttachmentsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TmAttachmentsDialog(QWidget *parent = nullptr);

    void setAttachments(const QList<TmAttachments::Attachment> &attachments);
    // A project opened read-only lists its files but cannot change them.
    void setReadOnly(bool readOnly);

Q_SIGNALS:
    void attachRequested();
    void detachRequested(const QString &path);

private:
    void updateButtons();

    QTreeWidget *m_list;
    QPushButton *m_attach;
    QPushButton *m_detach;
    bool m_readOnly = false;
};
