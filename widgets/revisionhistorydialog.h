// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/textdiff.h"
#include "diffcomparehost.h"
#include "draft/revision.h"
#include "sourceupdate/sourceversion.h"

#include <QDialog>
#include <QHash>
#include <QList>

#include <functional>
#include <optional>

class QTabWidget;
class SourceVersionsView;

// An issue's revision history: the list of revisions (number, when, author, size,
// summary; revision 0 is the draft as imported), two selectors and the diff of the
// two revisions they name below (the lower number on the left, whichever selector
// names it), with a summary line such as "+12 −3 ~7 lines". Selecting a revision in
// the list compares it with the one before it. A second tab compares the versions
// of the source (SourceVersionsView). A view: it reads drafts through the
// content provider it is given and caches them while it is open.
class RevisionHistoryDialog : public QDialog, public DiffCompareHost
{
    Q_OBJECT
public:
    // The draft as revision `number` stored it; nothing when it cannot be read.
    using ContentProvider = std::function<std::optional<QString>(int number)>;

    explicit RevisionHistoryDialog(QWidget *parent = nullptr);

    // Set before setRevisions().
    void setContentProvider(ContentProvider provider);
    // Newest first, as RevisionRepository::revisions() gives them. Compares the two
    // newest; with fewer than two there is a message instead of a diff.
    void setRevisions(const QList<Revision> &revisions);
    // Sets the selectors; either order.
    void compare(int first, int second);

    // The revisions of the diff shown (left the older), -1 while none is shown.
    int leftNumber() const { return m_left; }
    int rightNumber() const { return m_right; }
    // message(), summary(), diffView(): DiffCompareHost.

    // The source posts' versions, for the "Source Versions" tab.
    void setSourceVersions(const QList<SourceVersion> &versions);
    SourceVersionsView *sourceVersionsView() const { return m_sourceVersions; }
    // Brings the "Source Versions" tab (true) or the draft's revisions to the front.
    void showSourceVersions(bool on);
    bool showsSourceVersions() const;

    // "+12 −3 ~7 lines": added, removed and changed lines; "No differences".
    static QString summaryText(const QList<TextDiff::Row> &rows);
    // "Revision 3", "Revision 0 (as imported)".
    static QString revisionTitle(int number);

private:
    void fillList();
    void fillSelectors();
    void onListSelection(int row);
    void updateDiff();
    std::optional<QString> content(int number);
    QString whenText(const Revision &revision) const;
    QString selectorText(const Revision &revision) const;

    QTabWidget *m_tabs;
    SourceVersionsView *m_sourceVersions;
    ContentProvider m_provider;
    QList<Revision> m_revisions;
    QHash<int, QString> m_contents;
};
