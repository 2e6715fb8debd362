// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// One reader's blind test of an issue's draft (reader_tests): a reader of a given
// background reads the translation alone and answers three questions — what they
// would do first, which problem they expect, how they would verify success. The
// reviewer judges whether the answers are an executable path (passed).
struct ReaderTest {
    qint64 id = 0;
    qint64 issueId = 0;
    QString reader; // a name or a handle
    QString profile; // "运维工程师，熟悉 Docker"
    QString firstStep;
    QString likelyProblem;
    QString verification;
    bool passed = false;
    QString createdAt;
};
