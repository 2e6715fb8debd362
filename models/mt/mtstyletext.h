// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

struct QaSettings;

// The project's house style as instructions for a model, one line per rule the QA
// typography check enforces (QaSettings, with the learned house style applied): the
// spacing between Chinese and Latin letters or digits, quotation marks, the width of
// each punctuation mark after Chinese, spaces beside full-width punctuation. A rule
// that is not checked ("any") says nothing. Fixed English with Chinese examples, the
// same whatever the interface language, so that a request is reproducible.
class MtStyleText
{
public:
    static QStringList lines(const QaSettings &settings);

private:
    static QString spacing(int spacing, const QString &between, const QString &none, const QString &space);
    static QString quotes(int quotes);
    static QStringList punctuation(const QaSettings &settings);
};
