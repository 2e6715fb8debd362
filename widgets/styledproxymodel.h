// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIdentityProxyModel>

#include <functional>

// What a view adds to a model of the models library, which has no QtGui: icons,
// colours, fonts and texts for some cells (a waived finding greyed, a deletion without
// justification flagged). The pane gives a function of the source index and the role
// that returns the styled value, or an invalid QVariant to keep the source's.
class StyledProxyModel : public QIdentityProxyModel
{
public:
    using Style = std::function<QVariant(const QModelIndex &source, int role)>;

    StyledProxyModel(QAbstractItemModel *source, Style style, QObject *parent);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The palette's greyed text: what is settled (waived, resolved) and stays listed.
    static QVariant greyedText();

private:
    Style m_style;
};
