// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfilter.h"

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QToolButton;

// A compact filter over blocks (BlockFilter), for the outline and the find results:
// a Filter button whose menu has a checkable entry per criterion (any of those
// checked) and Clear Filter, and a line for text the draft or the source contains.
// While a filter is on a line below says how many blocks it shows ("Filter on: 3 of
// 40 blocks", setCount()) with a button that clears it; Esc in the text line (or in
// a view given to clearOnEscapeIn()) clears it too. Emits filterRequested at each change; setFilter() shows a filter without.
class BlockFilterBar : public QWidget
{
    Q_OBJECT
public:
    enum class Counting { Blocks, Hits };
    // objectPrefix names the parts ("outlineFilter" → outlineFilterButton, …Text, …Count, …Clear).
    explicit BlockFilterBar(const QString &objectPrefix, Counting counting = Counting::Blocks, QWidget *parent = nullptr);

    BlockFilter filter() const;
    void setFilter(const BlockFilter &filter);
    // shown of total blocks (or hits).
    void setCount(int shown, int total);
    // The criterion's entry in the Filter menu.
    QAction *action(BlockFilter::Criterion criterion) const;
    QMenu *menu() const { return m_menu; }
    void clear();
    // Esc in view clears the filter too (the outline the bar filters).
    void clearOnEscapeIn(QWidget *view);

Q_SIGNALS:
    void filterRequested(const BlockFilter &filter);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void changed();
    void updateState();

    QToolButton *m_button;
    QMenu *m_menu;
    QLineEdit *m_text;
    QLabel *m_count;
    QToolButton *m_clear;
    QWidget *m_countRow;
    QList<QAction *> m_actions; // in BlockFilter::all() order
    QList<QObject *> m_escapeTargets; // the text line and the views given
    Counting m_counting;
    int m_shown = 0;
    int m_total = 0;
};
