// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

// A read-only markdown document: the source post, or (until the editing workbench
// lands) the draft. Highlighted when KSyntaxHighlighting is available.
class DocumentView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit DocumentView(QWidget *parent = nullptr);

    void showMarkdown(const QString &markdown);
};
