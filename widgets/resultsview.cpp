// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsview.h"

#include "paneparts.h"
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

ResultsView::ResultsView(const QString &name, QWidget *parent)
    : QWidget(parent)
    , m_header(PaneParts::plainLabel(name + QLatin1String("Header")))
    , m_results(new QTextBrowser)
{
    m_results->setObjectName(name + QLatin1String("Results"));
    m_results->setOpenLinks(false);
    m_results->setOpenExternalLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header);
    layout->addWidget(m_results, 1);
    connect(m_results, &QTextBrowser::anchorClicked, this, &ResultsView::anchorClicked);
}

void ResultsView::showMessage(const QString &message)
{
    m_header->setText(message);
    m_results->clear();
    m_hasResults = false;
}

void ResultsView::showResults(const QString &header, const QString &html)
{
    m_header->setText(header);
    m_results->setHtml(html);
    m_hasResults = true;
}

QString ResultsView::text() const
{
    return m_header->text() + QLatin1Char('\n') + m_results->toPlainText();
}
