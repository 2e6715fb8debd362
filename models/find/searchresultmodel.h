// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "find/searchhit.h"

#include <QAbstractItemModel>
#include <QList>
#include <QVector>

// The hits of a project search, flat (one row a hit) or grouped (a row per issue,
// its hits below it; consecutive hits of the same issue form a group, and
// ProjectSearch orders them so). Two columns: where (期N, 草稿/原文 and the block's
// position) and the context line. The models library has no QtGui: the view draws
// the match from ContextStartRole/MatchLengthRole and greys hits in code
// (InCodeRole). Rows can carry check boxes (setCheckable); a group's box is the
// state of its hits and sets them all.
class SearchResultModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { LocationColumn, ContextColumn, ColumnCount };
    enum Role {
        ContextStartRole = Qt::UserRole + 1, // where the match begins in the context
        MatchLengthRole, // its length there (cut at the context's end)
        HitNumberRole, // the hit's position in hits(); -1 on a group row
        IssueIdRole,
        IssueNumberRole,
        BlockIdRole,
        SourceRole, // a source block's hit
        InCodeRole,
        IsGroupRole
    };

    explicit SearchResultModel(QObject *parent = nullptr);

    void setHits(const QList<SearchHit> &hits);
    const QList<SearchHit> &hits() const { return m_hits; }
    void setGrouped(bool grouped);
    bool isGrouped() const { return m_grouped; }
    void setCheckable(bool checkable);
    bool isCheckable() const { return m_checkable; }

    // The hit of a hit row (any column), nullptr on a group row or an invalid index.
    const SearchHit *hitAt(const QModelIndex &index) const;
    // Hits of index: its own, or all of a group's.
    QList<SearchHit> hitsOf(const QModelIndex &index) const;
    // Column 0 of hit number n (of hits()); invalid when out of range.
    QModelIndex indexOfHit(int n) const;
    // The checked hits, in order (all of them when the model is not checkable).
    QList<SearchHit> checkedHits() const;
    void setAllChecked(bool checked);
    int issueCount() const { return int(m_groups.size()); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Group {
        int first = 0; // into m_hits
        int count = 0;
    };

    void buildGroups();
    void setOption(bool &option, bool on);
    int groupOfHit(int n) const;
    // -1 for a group row
    int hitNumber(const QModelIndex &index) const;
    QVariant groupData(int group, int column, int role) const;
    QVariant hitData(int n, int column, int role) const;
    QString location(const SearchHit &hit) const;
    QString toolTip(const SearchHit &hit) const;
    Qt::CheckState groupCheckState(int group) const;
    void setHitChecked(int n, bool checked);

    QList<SearchHit> m_hits;
    QVector<bool> m_checked;
    QVector<Group> m_groups;
    bool m_grouped = true;
    bool m_checkable = false;
};
