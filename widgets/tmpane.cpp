// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmpane.h"

#include "paneparts.h"
#include "resultsview.h"
#include "tm/tmsimilarity.h"

#include <QEvent>
#include <QLineEdit>
#include <QPalette>
#include <QUrl>

namespace {
// Block text shown on one screen line per paragraph: markdown line breaks become
// <br>, nothing is interpreted.
QString plainHtml(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}
} // namespace

TmPane::TmPane(QWidget *parent)
    : ResultsPane(QStringLiteral("tm"), parent)
    , m_search(PaneParts::lineEdit(QStringLiteral("tmSearch"), tr("Search the memory (source and translation)…")))
{
    m_search->setClearButtonEnabled(true);
    PaneParts::fill(this, {m_search, {view(), 1}});
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (!m_search->text().trimmed().isEmpty()) {
            Q_EMIT concordanceRequested(m_search->text().trimmed());
        }
    });
    setMessage(tr("Open an issue to see translation memory matches."));
}

void TmPane::setMatches(const QList<TmMatch> &matches, const QString &currentSource)
{
    m_matches = matches;
    m_currentSource = currentSource;
    m_query.clear();
    render();
}

void TmPane::setConcordance(const QString &query, const QList<TmMatch> &matches)
{
    m_matches = matches;
    m_query = query;
    render();
}

void TmPane::clearResults()
{
    m_matches.clear();
    m_query.clear();
}

void TmPane::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void TmPane::render()
{
    QString header;
    QString html;
    if (m_query.isEmpty()) {
        header = m_matches.isEmpty() ? tr("No matches for this block.") : tr("%n match(es) for this block", nullptr, int(m_matches.size()));
        for (int i = 0; i < m_matches.size(); ++i) {
            html += matchHtml(i, m_matches.at(i));
        }
    } else {
        header = tr("%n unit(s) containing “%1”", nullptr, int(m_matches.size())).arg(m_query);
        for (const TmMatch &match : std::as_const(m_matches)) {
            html += concordanceHtml(match);
        }
    }
    view()->showResults(header, html);
}

QString TmPane::matchHtml(int index, const TmMatch &match) const
{
    const QString number = index < 9 ? QStringLiteral("%1").arg(index + 1) : QString();
    return QStringLiteral("<table width='100%' cellspacing='0' cellpadding='3' style='margin-bottom:6px'>"
                          "<tr><td width='1%' style='white-space:nowrap'><b>%1</b></td>"
                          "<td width='1%' style='white-space:nowrap; color:white; background:%2'>&nbsp;<b>%3%</b>&nbsp;</td>"
                          "<td>%4</td><td align='right'><a href='insert:%5'>%6</a></td></tr>"
                          "<tr><td></td><td colspan='3'>%7</td></tr>"
                          "<tr><td></td><td colspan='3'><b>%8</b></td></tr></table>")
        .arg(number, scoreColor(match.score), QString::number(match.score), originText(match).toHtmlEscaped(), QString::number(index),
            index < 9 ? tr("Insert (Ctrl+Alt+%1)").arg(index + 1) : tr("Insert"),
            diffHtml(match.unit.source, m_currentSource, palette().color(QPalette::Base).lightness() < 128), plainHtml(match.unit.target));
}

QString TmPane::concordanceHtml(const TmMatch &match) const
{
    return QStringLiteral("<p style='margin-bottom:6px'><span style='color:gray'>%1</span><br>%2<br><b>%3</b></p>")
        .arg(originText(match).toHtmlEscaped(), plainHtml(match.unit.source), plainHtml(match.unit.target));
}

QString TmPane::originText(const TmMatch &match) const
{
    if (match.issueNumber > 0) {
        return tr("Issue %1").arg(match.issueNumber);
    }
    if (match.origin.startsWith(QLatin1String("tmx:"))) {
        return match.origin.mid(4);
    }
    if (match.origin.startsWith(QLatin1String("attached:"))) {
        return tr("%1 (attached, read-only)").arg(match.origin.mid(9));
    }
    return match.origin;
}

// Exact and in-context matches green, good fuzzy ones amber, the rest grey.
QString TmPane::scoreColor(int score) const
{
    if (score >= 100) {
        return QStringLiteral("#2e8b57");
    }
    if (score >= 85) {
        return QStringLiteral("#c27c0e");
    }
    return QStringLiteral("#7f7f7f");
}

QString TmPane::diffHtml(const QString &matchSource, const QString &currentSource, bool darkBackground)
{
    const QString deleted = darkBackground ? QStringLiteral("#ff7b72") : QStringLiteral("#c0392b");
    const QString inserted = darkBackground ? QStringLiteral("#79c0ff") : QStringLiteral("#2471a3");
    QString html;
    for (const TmSimilarity::DiffOp &op : TmSimilarity::diff(matchSource, currentSource)) {
        const QString text = plainHtml(op.text);
        switch (op.kind) {
        case TmSimilarity::DiffOp::Equal:
            html += text;
            break;
        case TmSimilarity::DiffOp::Delete:
            html += QStringLiteral("<s style='color:%1'>%2</s>").arg(deleted, text);
            break;
        case TmSimilarity::DiffOp::Insert:
            html += QStringLiteral("<u style='color:%1'>%2</u>").arg(inserted, text);
            break;
        }
    }
    return html;
}

void TmPane::insertClicked(const QUrl &url)
{
    bool ok = false;
    const int index = url.path().toInt(&ok);
    if (ok && index >= 0 && index < m_matches.size()) {
        Q_EMIT insertRequested(index);
    }
}

void TmPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && view()->hasResults()) { // the diff's colours follow
        render();
    }
}
