// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lineids.h"

#include <QWidget>

class DocumentView;
class DraftEditor;
class QLabel;

// The English source post (read-only) on the left, the Chinese draft editor on the
// right. Alignment marks, cursor and scroll following are driven from outside
// (WorkbenchController), which knows the alignment.
class SideBySideView : public QWidget
{
    Q_OBJECT
public:
    explicit SideBySideView(QWidget *parent = nullptr);

    void showIssue(const QString &heading, const QString &source, const QString &draft, const LineIds &ids);
    void clear();

    DocumentView *sourceView() const { return m_source; }
    DraftEditor *draftEditor() const { return m_draft; }

private:
    QLabel *m_heading;
    DocumentView *m_source;
    DraftEditor *m_draft;
};
