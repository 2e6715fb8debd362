// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

// A row of buttons that wraps onto further lines when the pane is narrower than the
// row, instead of making the pane (and the window) wider: a pane's buttons in English
// are wider than a dock on a 1280-pixel screen. Items keep their size hints, left
// to right; hidden ones take no room.
class WrapLayout : public QLayout
{
public:
    explicit WrapLayout(QWidget *parent = nullptr);
    ~WrapLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int gap() const;
    // Lays the items out in rect (or only measures): the height they take.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
};
