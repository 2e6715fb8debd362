// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIdentityProxyModel>

// Flags deletions without a justification (DeletionListModel::UnjustifiedRole): their
// text in a warning colour, and in the Justification column a warning icon and a
// placeholder text (the edit role stays the stored, blank justification). Deletions
// whose source changed (RecheckRole) get an icon and "Source changed, recheck" in
// the Block column. The models library has no QtGui, so the styling lives here.
class DeletionFlagProxyModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit DeletionFlagProxyModel(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    bool isUnjustified(const QModelIndex &index) const;
    QVariant recheckData(const QModelIndex &index, int role) const;
};
