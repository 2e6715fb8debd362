// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QSqlError;

// Turns SQLite's English error texts into one translated sentence a translator can
// act on (the project is busy, the disk is full, …).
class SqlErrors
{
    Q_DECLARE_TR_FUNCTIONS(SqlErrors)
public:
    static QString describe(const QSqlError &error);
};
