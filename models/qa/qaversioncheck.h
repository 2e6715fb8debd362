// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>

// version.conflict: versions the source post pins or implies cannot work together
// (torch 2.4.0 with CUDA 11.7, a driver below CUDA's minimum, a removed symbol,
// torchvision of another release, numpy 2 with an older compiled package).
// version.deprecated: a symbol the post uses is deprecated in its pinned version or
// the post pins none. Both from QaInput::versionConflicts (VersionSnapshot, checked
// offline against the project's catalogues), on the source block of the later
// version involved: the translator explains it in a version_snapshot note (a draft
// block that holds the conflict's note text word for word answers it).
class QaVersionCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaVersionCheck)
public:
    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;
};
