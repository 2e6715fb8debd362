// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

// Tooltips show user text (titles, terms, comments, findings) as plain text.
// QToolTip, like a QLabel with Qt::AutoText, renders text that looks like HTML as
// rich text: a term named <img src="/dev/zero"> would make QTextDocument read that
// file without end. Installed on the application, the filter shows the tooltips of
// item views (Qt::ToolTipRole) and of widgets (QWidget::toolTip()) through html();
// code that calls QToolTip::showText itself passes its text through html() too.
class PlainToolTips : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Installs one filter on the application (again: nothing more).
    static void install();
    // Plain text as rich text that shows it literally: escaped, line breaks kept.
    static QString html(const QString &plain);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static QString toolTipOf(QObject *watched, const QPoint &pos, QRect *area);
};
