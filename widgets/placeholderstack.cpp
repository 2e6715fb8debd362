// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "placeholderstack.h"

#include "paneparts.h"

#include <QLabel>

PlaceholderStack::PlaceholderStack(const QString &placeholderName, const QString &text, QWidget *parent)
    : QStackedWidget(parent)
    , m_placeholder(PaneParts::placeholder(new QLabel(text), placeholderName))
{
    addWidget(m_placeholder);
}

void PlaceholderStack::setContent(QWidget *content)
{
    addWidget(content);
}

void PlaceholderStack::setPlaceholderText(const QString &text)
{
    m_placeholder->setText(text);
}

void PlaceholderStack::showContent(bool shown)
{
    setCurrentIndex(shown && count() > 1 ? 1 : 0);
}

void PlaceholderStack::showPlaceholder(const QString &text)
{
    m_placeholder->setText(text);
    setCurrentWidget(m_placeholder);
}
