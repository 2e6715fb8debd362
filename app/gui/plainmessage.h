// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>

class QString;
class QWidget;

// Message boxes whose text is plain: names and titles the translator typed (a
// template, a term, a reader, a post's title) are shown as typed, never read as
// markup (Qt::convertFromPlainText).
class PlainMessage
{
public:
    // A Yes/No question; true for Yes. defaultButton: what Enter answers.
    static bool confirm(
        QWidget *parent, const QString &title, const QString &text, QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static void warn(QWidget *parent, const QString &title, const QString &text);
};
