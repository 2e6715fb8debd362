// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemView>
#include <QDialogButtonBox>
#include <QList>
#include <QPair>
#include <QPushButton>
#include <QString>

#include <functional>

class QCheckBox;
class QDialog;
class QLabel;
class QLayout;
class QLineEdit;
class QRadioButton;
class QTableView;
class QWidget;

// The pieces the panes and dialogs are built of, each made one way: the greyed text a
// pane shows instead of its content, a label of user text, a push button (check box, radio button, line edit) with its object name and
// tooltip, a dialog's button box, a row of widgets, a box of widgets and layouts, a table of whole rows and its column widths, Enter (or
// other keys) on a view.
class PaneParts
{
public:
    // What a box holds: a widget or a layout, with its stretch factor.
    struct Item {
        Item(QWidget *widget, int stretch = 0)
            : widget(widget)
            , stretch(stretch)
        {
        }
        Item(QLayout *layout, int stretch = 0)
            : layout(layout)
            , stretch(stretch)
        {
        }
        QWidget *widget = nullptr;
        QLayout *layout = nullptr;
        int stretch = 0;
    };

    // label centred, wrapped, greyed and named objectName; returns it.
    static QLabel *placeholder(QLabel *label, const QString &objectName);
    // A wrapped label named objectName for text that may hold what the user typed:
    // plain text, never rendered as markup.
    static QLabel *plainLabel(const QString &objectName);
    // Panes give text without a mnemonic (Alt+letter would clash with the main
    // window's menus); dialogs may have one.
    static QPushButton *button(const QString &text, const QString &objectName, const QString &toolTip = {});
    // The same, its clicked() connected to clicked in context.
    template<typename Context, typename Functor>
    static QPushButton *button(
        const QString &text, const QString &objectName, const QString &toolTip, const Context *context, Functor clicked)
    {
        QPushButton *made = button(text, objectName, toolTip);
        QObject::connect(made, &QPushButton::clicked, context, clicked);
        return made;
    }
    // A check box or a radio button the same way.
    static QCheckBox *checkBox(const QString &text, const QString &objectName, const QString &toolTip = {});
    static QRadioButton *radioButton(const QString &text, const QString &objectName, const QString &toolTip = {});
    // A line edit named objectName showing placeholder while empty.
    static QLineEdit *lineEdit(const QString &objectName, const QString &placeholder = {}, const QString &toolTip = {});
    // A dialog's buttons: OK accepts it, Cancel and Close reject it (Escape too).
    static QDialogButtonBox *dialogButtons(QDialog *dialog, QDialogButtonBox::StandardButtons buttons);
    // widgets from the left, a stretch, then trailing ones; no margins.
    static QWidget *row(const QList<QWidget *> &widgets, const QList<QWidget *> &trailing = {});
    // items top to bottom (column) or from the left (line), no margins, no stretch
    // but the items' own.
    static QWidget *column(const QList<Item> &items);
    static QWidget *line(const QList<Item> &items);
    // A pane's own layout: items top to bottom with the panes' margin (4 px) around them.
    static void fill(QWidget *pane, const QList<Item> &items);
    // Whole rows selected with mode; no word wrap, Tab leaves the table, alternating
    // row colours, no row numbers.
    static QTableView *table(const QString &objectName, QAbstractItemView::SelectionMode mode);
    // Widths in average characters of the view's font; stretch takes what is left.
    static void setColumnWidths(QTableView *view, int stretch, const QList<QPair<int, int>> &characters);
    // Enter or Return on view calls activate with the view's current index and is
    // taken; without a current index the key goes on as before.
    static void onEnter(QAbstractItemView *view, const std::function<void(const QModelIndex &)> &activate);
    // The same for other keys (Qt::Key values).
    static void onKeys(QAbstractItemView *view, const QList<int> &keys, const std::function<void(const QModelIndex &)> &activate);
};
