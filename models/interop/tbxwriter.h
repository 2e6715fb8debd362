// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

#include <QByteArray>
#include <QList>

// Writes a termbase as TBX v3 (TBX-Basic dialect, which has administrativeStatus and
// note; DCA style, UTF-8): one conceptEntry per term, an en langSec (the source as
// preferredTerm-admn-sts, variants as admittedTerm-admn-sts) and a zh-CN langSec
// (renderings preferred when default, admitted otherwise; forbidden renderings
// deprecatedTerm-admn-sts with the reason as note). What TBX has no data category
// for goes into elements typed "x-yiqiao-…": a rendering's context keywords, regex,
// code language, post tags and priority (termNote), the entry's case sensitivity,
// keep-in-English rule, first-use rule and issues (descrip), each conflict
// (descripGrp). TbxReader reads all of it back; other tools see a bilingual
// termbase and skip the rest.
class TbxWriter
{
public:
    static QByteArray write(const QList<TermEntry> &entries);
};
