// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/plainmessage.h"

#include <QTextDocument>

bool PlainMessage::confirm(QWidget *parent, const QString &title, const QString &text, QMessageBox::StandardButton defaultButton)
{
    return QMessageBox::question(parent, title, Qt::convertFromPlainText(text), QMessageBox::Yes | QMessageBox::No, defaultButton)
        == QMessageBox::Yes;
}

void PlainMessage::warn(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::warning(parent, title, Qt::convertFromPlainText(text));
}
