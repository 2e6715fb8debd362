// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/drafttext.h"

#include "draft/blockstatus.h"
#include "draft/targetblock.h"

QString DraftText::withoutCarriageReturns(QString text)
{
    return text.remove(QLatin1Char('\r'));
}

bool DraftText::isImportCopy(const TargetBlock &block, const QString &sourceText)
{
    const QString text = withoutCarriageReturns(block.text);
    return block.status == BlockStatus::Draft && block.origin == QLatin1String("translation") && !text.trimmed().isEmpty()
        && text == withoutCarriageReturns(sourceText);
}
