// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "store/projectstats.h"

#include <QSet>

class ProjectStore;

// The issues of a project for the navigator: number, title, status, progress.
class IssueListModel : public RowTableModel<ProjectStats::Counts>
{
    Q_OBJECT
public:
    enum Column { NumberColumn, TitleColumn, StatusColumn, ProgressColumn, ColumnCount };
    enum Role { IssueNumberRole = Qt::UserRole + 1, ProgressRole };

    explicit IssueListModel(QObject *parent = nullptr);

    // Reads the issues again; an empty model when the store is closed.
    void reload(const ProjectStore &store);
    // Reads number, title and status of the issues at once and leaves their counts
    // (progress, tooltip) blank until setCounts() brings them: computing them reads
    // every block of the project (ProjectStats::compute), which a worker does while
    // the window shows the first issue.
    void reloadWithoutCounts(const ProjectStore &store);
    // The counts of ProjectStats::compute for the rows still without them; rows that
    // refreshIssue() read since keep theirs (they are newer).
    void setCounts(const QList<ProjectStats::Counts> &counts);
    bool hasCounts(int row) const;
    void clear();
    // Reads one issue again (after an autosave of its draft): its row is announced
    // with dataChanged when what the model shows changed, inserted when the issue is
    // new, removed when it is gone. The other issues are not read. A closed store
    // empties the model.
    void refreshIssue(const ProjectStore &store, int number);

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Row of the issue with this number, -1 if none.
    int rowOf(int number) const;

protected:
    QVariant value(const ProjectStats::Counts &issue, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    static QString progressToolTip();
    static bool shownDiffers(const ProjectStats::Counts &a, const ProjectStats::Counts &b);

    QSet<int> m_uncounted; // numbers of the issues whose counts are still to come
};
