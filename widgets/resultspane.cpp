// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultspane.h"

#include "resultsview.h"

#include <QUrl>

ResultsPane::ResultsPane(const QString &name, QWidget *parent)
    : QWidget(parent)
    , m_view(new ResultsView(name, this))
{
    connect(m_view, &ResultsView::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("insert")) {
            insertClicked(url);
        }
    });
}

void ResultsPane::setMessage(const QString &message)
{
    clearResults();
    m_view->showMessage(message);
}

QString ResultsPane::resultsText() const
{
    return m_view->text();
}
