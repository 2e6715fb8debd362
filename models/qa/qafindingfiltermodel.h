// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaseverity.h"

#include <QSortFilterProxyModel>

#include <optional>

// What the QA pane shows of a QaFindingListModel: one severity or all, waived
// findings or not.
class QaFindingFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit QaFindingFilterModel(QObject *parent = nullptr);

    void setSeverity(std::optional<QaSeverity> severity); // nullopt: all
    void setShowWaived(bool show);
    bool showsWaived() const { return m_showWaived; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    std::optional<QaSeverity> m_severity;
    bool m_showWaived = false;
};
