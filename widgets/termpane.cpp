// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termpane.h"

#include "paneparts.h"
#include "resultsview.h"

#include <QUrl>
#include <QUrlQuery>

namespace {
// A rendering as a link that inserts it.
QString insertLink(const QString &text)
{
    QUrl url;
    url.setScheme(QStringLiteral("insert"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("text"), text);
    url.setQuery(query);
    return QStringLiteral("<a href='%1'>%2</a>").arg(QString::fromUtf8(url.toEncoded()).toHtmlEscaped(), text.toHtmlEscaped());
}
} // namespace

TermPane::TermPane(QWidget *parent)
    : ResultsPane(QStringLiteral("term"), parent)
{
    PaneParts::fill(this, {{view(), 1}});
    setMessage(tr("Open an issue to see its terms."));
}

void TermPane::setSuggestions(const QList<TermSuggestion> &suggestions, const QStringList &findings)
{
    m_suggestions = suggestions;
    m_findings = findings;
    render();
}

void TermPane::clearResults()
{
    m_suggestions.clear();
    m_findings.clear();
}

void TermPane::render()
{
    QString html;
    for (int i = 0; i < m_suggestions.size(); ++i) {
        html += suggestionHtml(i, m_suggestions.at(i));
    }
    if (!m_findings.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Term problems in the draft block").toHtmlEscaped());
        for (const QString &finding : std::as_const(m_findings)) {
            html += QStringLiteral("<li style='color:#c0392b'>%1</li>").arg(finding.toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    view()->showResults(
        m_suggestions.isEmpty() ? tr("No terms in this block.") : tr("%n term(s) in this block", nullptr, int(m_suggestions.size())), html);
}

QString TermPane::suggestionHtml(int index, const TermSuggestion &suggestion) const
{
    QString html = QStringLiteral("<p style='margin-bottom:6px'><b>%1</b> %2 → ")
                       .arg(index < 9 ? QString::number(index + 1) : QString(), suggestion.matched.toHtmlEscaped());
    if (suggestion.selection.text.isEmpty()) {
        html += QStringLiteral("<i>%1</i>").arg(tr("no rendering").toHtmlEscaped());
    } else {
        html += QStringLiteral("<b>%1</b>").arg(insertLink(suggestion.selection.text));
        if (index < 9) {
            html += QStringLiteral(" <span style='color:gray'>(Ctrl+%1)</span>").arg(index + 1);
        }
    }
    html += QStringLiteral("<br><span style='color:gray'>%1</span>").arg(suggestion.selection.reason.toHtmlEscaped());
    if (!suggestion.otherRenderings.isEmpty()) {
        QStringList links;
        for (const QString &other : suggestion.otherRenderings) {
            links.append(insertLink(other));
        }
        html += QStringLiteral("<br>%1 %2").arg(tr("Elsewhere:").toHtmlEscaped(), links.join(QStringLiteral("、")));
    }
    if (!suggestion.firstUse.isEmpty()) {
        html += QStringLiteral("<br>%1 %2").arg(tr("First use:").toHtmlEscaped(), insertLink(suggestion.firstUse));
    }
    if (!suggestion.forbidden.isEmpty()) {
        html += QStringLiteral("<br><span style='color:#c0392b'>%1 <s>%2</s></span>")
                    .arg(tr("Never:").toHtmlEscaped(), suggestion.forbidden.join(QStringLiteral("、")).toHtmlEscaped());
    }
    if (!suggestion.note.isEmpty()) {
        html += QStringLiteral("<br><i>%1</i>").arg(suggestion.note.toHtmlEscaped());
    }
    return html + QStringLiteral("</p>");
}

void TermPane::insertClicked(const QUrl &url)
{
    const QString text = QUrlQuery(url).queryItemValue(QStringLiteral("text"), QUrl::FullyDecoded);
    if (!text.isEmpty()) {
        Q_EMIT insertRequested(text);
    }
}
