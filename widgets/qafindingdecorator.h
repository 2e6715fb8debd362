// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIdentityProxyModel>

// What the models library cannot give (it has no QtGui): the severity icon in the
// severity column and greyed text for waived findings.
class QaFindingDecorator : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit QaFindingDecorator(QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};
