// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plaintooltips.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QHelpEvent>
#include <QTextDocument>
#include <QToolTip>

void PlainToolTips::install()
{
    if (!qApp->findChild<PlainToolTips *>(QString(), Qt::FindDirectChildrenOnly)) {
        qApp->installEventFilter(new PlainToolTips(qApp));
    }
}

QString PlainToolTips::html(const QString &plain)
{
    return plain.isEmpty() ? QString() : Qt::convertFromPlainText(plain, Qt::WhiteSpaceNormal);
}

bool PlainToolTips::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType()) {
        return false;
    }
    auto *help = static_cast<QHelpEvent *>(event);
    QRect area;
    const QString text = toolTipOf(watched, help->pos(), &area);
    if (text.isNull()) {
        return false; // not ours: the widget's own handler (or none) decides
    }
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), html(text), static_cast<QWidget *>(watched), area);
    }
    return true;
}

// The tooltip an item view's viewport or a widget would show; a null string when
// the widget has none of its own (custom handlers such as the editors' marks).
QString PlainToolTips::toolTipOf(QObject *watched, const QPoint &pos, QRect *area)
{
    auto *widget = static_cast<QWidget *>(watched);
    auto *view = qobject_cast<QAbstractItemView *>(widget->parentWidget());
    if (view && view->viewport() == widget && !qobject_cast<QHeaderView *>(view)) {
        const QModelIndex index = view->indexAt(pos);
        *area = view->visualRect(index);
        return index.isValid() ? index.data(Qt::ToolTipRole).toString() : QStringLiteral("");
    }
    return widget->toolTip().isEmpty() ? QString() : widget->toolTip();
}
