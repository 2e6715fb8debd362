// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sqlerrors.h"

#include <QSqlError>

QString SqlErrors::describe(const QSqlError &error)
{
    // SQLite's extended result codes keep the primary code in the low byte.
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    const QString detail = error.databaseText().simplified();
    switch (ok ? code : -1) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return tr("The project is busy in another Yiqiao window or command; nothing was changed. Try again in a moment.");
    case 8: // SQLITE_READONLY
        return tr("The project cannot be written (it is read-only); nothing was changed.");
    case 10: // SQLITE_IOERR
        // A write past RLIMIT_FSIZE (EFBIG), or a full disk that SQLite saw as a failed
        // write rather than a short one, also ends here.
        return tr("Reading or writing the project file failed (%1); is the disk full? Nothing was changed.").arg(detail);
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return tr("The project file is damaged (%1).").arg(detail);
    case 14: // SQLITE_CANTOPEN
        return tr("The project file cannot be opened (%1).").arg(detail);
    case 13: // SQLITE_FULL
        return tr("The disk is full; nothing was changed.");
    default:
        return tr("The project database reported an error: %1").arg(detail.isEmpty() ? error.text().simplified() : detail);
    }
}
