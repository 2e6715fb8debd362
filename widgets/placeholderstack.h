// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStackedWidget>

class QLabel;

// A pane's content, or in its place a greyed line saying why there is none (no issue
// open, nothing found, nothing the filter lets through): PaneParts::placeholder on the
// first page, the content on the second.
class PlaceholderStack : public QStackedWidget
{
    Q_OBJECT
public:
    // The placeholder is named placeholderName and says text until told otherwise.
    explicit PlaceholderStack(const QString &placeholderName, const QString &text = {}, QWidget *parent = nullptr);

    // The second page (set once).
    void setContent(QWidget *content);
    QLabel *placeholder() const { return m_placeholder; }
    void setPlaceholderText(const QString &text);
    // The content when shown is true, else the placeholder.
    void showContent(bool shown);
    // The placeholder, saying text.
    void showPlaceholder(const QString &text);

private:
    QLabel *m_placeholder;
};
