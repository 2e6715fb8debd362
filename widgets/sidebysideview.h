// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/lineids.h"

#include <QWidget>

class DocumentView;
class DraftConflictBar;
class PropagationBar;
class TeamLeaseBar;
class DraftEditor;
class QLabel;
class QSplitter;

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

    // The split between source and draft, as QSplitter::saveState gives it.
    QByteArray splitterState() const;
    void restoreSplitterState(const QByteArray &state);

    DocumentView *sourceView() const { return m_source; }
    DraftEditor *draftEditor() const { return m_draft; }
    // Hidden unless the draft's edits conflict with another program's change.
    DraftConflictBar *conflictBar() const { return m_conflict; }
    // Over the draft of an issue another member of the team holds (TeamController).
    TeamLeaseBar *leaseBar() const { return m_lease; }
    // Offers a confirmed translation to identical blocks (RepetitionController).
    PropagationBar *propagationBar() const { return m_propagation; }

private:
    QLabel *m_heading;
    DraftConflictBar *m_conflict;
    TeamLeaseBar *m_lease;
    PropagationBar *m_propagation;
    QSplitter *m_splitter;
    DocumentView *m_source;
    DraftEditor *m_draft;
};
