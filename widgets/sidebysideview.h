// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class DocumentView;
class QLabel;

// The English source post on the left, the Chinese draft on the right.
class SideBySideView : public QWidget
{
    Q_OBJECT
public:
    explicit SideBySideView(QWidget *parent = nullptr);

    void showIssue(const QString &heading, const QString &source, const QString &draft);
    void clear();

    DocumentView *sourceView() const { return m_source; }
    DocumentView *draftView() const { return m_draft; }

private:
    QLabel *m_heading;
    DocumentView *m_source;
    DocumentView *m_draft;
};
