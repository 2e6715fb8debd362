// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

struct QaFinding;
struct QaInput;

// One family of QA checks. run() appends its findings with check, message, block
// and position set; QaRunner sets the severity from QaChecks, drops the findings of
// ids the project switched off and applies the waivers. A check reads only its
// QaInput and must be fast: QA of the largest corpus post has 50 ms in all.
class QaCheck
{
public:
    virtual ~QaCheck() = default;
    virtual QStringList ids() const = 0; // the QaChecks ids it reports
    virtual void run(const QaInput &input, QList<QaFinding> *findings) const = 0;
};
