// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/runpairing.h"

#include <QtGlobal>

int RunPairing::partner(int index, int longer, int shorter)
{
    if (longer <= 0 || shorter <= 0 || index < 0) {
        return 0;
    }
    return int(qint64(index) * shorter / longer);
}
