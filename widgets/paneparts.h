// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemView>
#include <QList>
#include <QPair>
#include <QString>

class QLabel;
class QPushButton;
class QTableView;
class QWidget;

// The pieces the panes and dialogs are built of, each made one way: the greyed text a
// pane shows instead of its content, a push button with its object name and tooltip,
// a row of widgets, a table of whole rows and its column widths.
class PaneParts
{
public:
    // label centred, wrapped, greyed and named objectName; returns it.
    static QLabel *placeholder(QLabel *label, const QString &objectName);
    // text without a mnemonic (Alt+letter would clash with the main window's menus).
    static QPushButton *button(const QString &text, const QString &objectName, const QString &toolTip = {});
    // widgets from the left, a stretch, then trailing ones; no margins.
    static QWidget *row(const QList<QWidget *> &widgets, const QList<QWidget *> &trailing = {});
    // Whole rows selected with mode; no word wrap, Tab leaves the table, alternating
    // row colours, no row numbers.
    static QTableView *table(const QString &objectName, QAbstractItemView::SelectionMode mode);
    // Widths in average characters of the view's font; stretch takes what is left.
    static void setColumnWidths(QTableView *view, int stretch, const QList<QPair<int, int>> &characters);
};
