// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diffcomparehost.h"
#include "sourceupdate/sourceversion.h"

#include <QList>
#include <QWidget>

// The versions of an issue's source posts (SourceChangeRepository::versions: the
// ones source updates replaced and the current one), listed with when each was
// imported and replaced, and the line diff of two of them (older on the left) in a
// RevisionDiffView. The revision history dialog's "Source Versions" tab.
class SourceVersionsView : public QWidget, public DiffCompareHost
{
    Q_OBJECT
public:
    explicit SourceVersionsView(QWidget *parent = nullptr);

    // Oldest first per post. Compares the newest version with the one before it.
    void setVersions(const QList<SourceVersion> &versions);
    // Indexes into the versions given; either order.
    void compare(int first, int second);

    // The versions of the diff shown (indexes, left the older), -1 while none is.
    int leftIndex() const { return m_left; }
    int rightIndex() const { return m_right; }
    // message(), summary(), diffView(): DiffCompareHost.

    // "Version 2 (current)", with the post's number when the issue has several.
    QString versionTitle(const SourceVersion &version) const;

private:
    void fillList();
    void fillSelectors();
    void onListSelection(int row);
    void updateDiff();

    QList<SourceVersion> m_versions;
    bool m_severalPosts = false;
};
