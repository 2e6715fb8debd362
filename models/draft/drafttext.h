// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

struct TargetBlock;

// Draft text compared as the editor shows it, and the rule that tells a draft block
// nobody wrote in (Pretranslator, Propagator take such blocks; typed ones are kept).
class DraftText
{
public:
    // The text with its carriage returns dropped: stored text may keep a file's CRLF.
    static QString withoutCarriageReturns(QString text);

    // Still the copy of its source that import made: a translation block in status
    // draft whose text is sourceText (carriage returns aside). Import copies the
    // source into every draft block, so an empty draft block was cleared by its
    // translator on purpose and is not a copy.
    static bool isImportCopy(const TargetBlock &block, const QString &sourceText);
};
