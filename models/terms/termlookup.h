// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/phrasehit.h"
#include "terms/termentry.h"

#include <QList>
#include <QString>

class ProjectStore;

// Lookup both ways, as the Termbase pane and `yiqiao-cli terms find` do it: the terms
// whose source, variants or renderings contain the query or, for an inflected English
// query, its base form ("kernels" finds "kernel"; TermRepository::find), and every
// block of every issue where it occurs (PhraseSearch).
class TermLookup
{
public:
    struct Result {
        QList<TermEntry> terms;
        QList<PhraseHit> hits;
        QString error; // empty unless a read failed
    };
    static Result find(ProjectStore &store, const QString &query);
};
