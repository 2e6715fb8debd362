// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfilter.h"
#include "find/searchhit.h"
#include "find/searchquery.h"

#include <QWidget>

class BlockFilterBar;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeView;
class SearchResultModel;

// Find and replace across the project (the findDock at the bottom): the find and
// replace fields, the options (case, whole word, regular expression, include code),
// the side (draft, source, both) and the scope (this issue, all issues), and the hits
// grouped by issue with their context, the match painted (SearchHitDelegate).
// A view only: it asks for everything through …Requested signals and shows what it
// is given. Enter in the find field finds; Enter or a double click on a hit jumps to
// it. Replacing is for draft hits only: off when the side is Source or the project
// is read-only. A filter bar keeps only the hits whose blocks meet its criteria
// (BlockFilter; filterRequested, the count through setFilterCount()).
class FindPane : public QWidget
{
    Q_OBJECT
public:
    explicit FindPane(QWidget *parent = nullptr);

    // The query the fields and options make; issueId is the current issue's when
    // the scope is This issue (without a current issue, every issue).
    SearchQuery query() const;
    QString replacement() const;
    // The fields and options set to query (issueId 0: All issues, else This issue).
    void setQuery(const SearchQuery &query);
    // The issue the workbench shows (0: none; This issue then searches every issue).
    void setCurrentIssue(qint64 issueId);
    void setReadOnly(bool readOnly);
    // Text for the find field (the editor's selection on Find in Project).
    void setFindText(const QString &text);
    void focusFind();
    void focusReplace();

    // The hits query found; the count (and that it was truncated) shows above them.
    void setResults(const SearchQuery &query, const QList<SearchHit> &hits, bool truncated);
    void setSearching();
    // An invalid regular expression and the like, in red; the results are cleared.
    void setError(const QString &message);
    // After a replace: "N replaced in M issues (K skipped)".
    void setReplaceResult(int replaced, int issues, int skipped);
    void setMessage(const QString &message);
    void setUndoAvailable(bool available);
    SearchResultModel *model() const { return m_model; }
    BlockFilterBar *filterBar() const { return m_filter; }
    // shown of total hits pass the filter.
    void setFilterCount(int shown, int total);

    // The hit after (delta 1) or before (-1) the current one, wrapping around, becomes
    // current and jumpRequested is emitted; false without hits.
    bool stepHit(int delta);

Q_SIGNALS:
    void findRequested(const SearchQuery &query);
    // The selected draft hits, with the query that found them.
    void replaceRequested(const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement);
    void replaceAllRequested(const SearchQuery &query, const QString &replacement);
    void undoRequested();
    void jumpRequested(const SearchHit &hit);
    void filterRequested(const BlockFilter &filter);

private:
    QWidget *createFields();
    QList<QCheckBox *> createOptions();
    QTreeView *createView();
    void find();
    void replace();
    void replaceAll();
    void requestJump(const QModelIndex &index);
    QList<SearchHit> selectedDraftHits() const;
    void showSummary(const QString &text, bool error);
    void updateState();

    SearchResultModel *m_model;
    QLineEdit *m_find = nullptr;
    QLineEdit *m_replace = nullptr;
    QCheckBox *m_case = nullptr;
    QCheckBox *m_wholeWord = nullptr;
    QCheckBox *m_regex = nullptr;
    QCheckBox *m_includeCode = nullptr;
    QComboBox *m_side = nullptr;
    QComboBox *m_scope = nullptr;
    QPushButton *m_findButton = nullptr;
    QPushButton *m_replaceButton = nullptr;
    QPushButton *m_replaceAllButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QLabel *m_summary;
    QLabel *m_status;
    QTreeView *m_view;
    BlockFilterBar *m_filter;
    SearchQuery m_shownQuery; // the query of the hits shown
    qint64 m_currentIssue = 0;
    bool m_readOnly = false;
    bool m_undoAvailable = false;
};
