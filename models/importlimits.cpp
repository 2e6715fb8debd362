// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "importlimits.h"

#include <QIODevice>

bool ImportLimits::exceeds(const QIODevice &device, qint64 limit)
{
    return !device.isSequential() && device.size() - device.pos() > limit;
}
