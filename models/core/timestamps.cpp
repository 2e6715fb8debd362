// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timestamps.h"

#include <QDateTime>

QString Timestamps::now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}
