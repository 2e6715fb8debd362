// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

// A technology an issue can cover (vLLM, FSDP, Mamba, …), in one radar dimension.
// Its name is unique whatever the case; aliases are further spellings the
// suggester looks for (stored one per line).
struct Technology {
    qint64 id = 0;
    qint64 dimensionId = 0;
    QString name;
    QStringList aliases;
};
