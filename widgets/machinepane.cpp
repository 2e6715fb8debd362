// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "machinepane.h"

#include "paneparts.h"
#include "wraplayout.h"

#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>

namespace {
constexpr int SuggestionPage = 0;
constexpr int SettingsPage = 1;
const QString ErrorColor = QStringLiteral("#c0392b");
const QString WarningColor = QStringLiteral("#c27c0e");

QString severityColor(const QString &severity)
{
    return severity == QLatin1String("error") ? ErrorColor : WarningColor;
}

// The first words of a block, for the status line.
QString excerpt(const QString &text)
{
    const QString line = text.simplified();
    return line.size() > 48 ? line.left(47) + QChar(0x2026) : line;
}
} // namespace

MachinePane::MachinePane(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget)
    , m_status(PaneParts::plainLabel(QStringLiteral("machineStatus")))
    , m_view(new QTextBrowser)
    , m_findings(new QLabel)
{
    m_pages->addWidget(suggestionPage());
    m_pages->addWidget(settingsPage());
    PaneParts::fill(this, {{m_pages, 1}});
    setMessage(tr("Open an issue to see machine suggestions."));
}

QWidget *MachinePane::suggestionPage()
{
    m_view->setObjectName(QStringLiteral("machineSuggestion"));
    m_view->setOpenLinks(false);
    m_view->setFrameShape(QFrame::StyledPanel);
    m_findings->setObjectName(QStringLiteral("machineFindings"));
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::RichText);
    m_insert = PaneParts::button(tr("Insert (Ctrl+Alt+0)"), QStringLiteral("machineInsert"),
        tr("Insert the suggestion into the draft block at the cursor (one undo step)"), this, [this] { Q_EMIT insertRequested(); });
    m_suggest = PaneParts::button(tr("Suggest"), QStringLiteral("machineSuggest"),
        tr("Ask the endpoint again for the block at the cursor (Ctrl+Alt+M)"), this, [this] { Q_EMIT suggestRequested(); });
    m_cancel = PaneParts::button(
        tr("Cancel"), QStringLiteral("machineCancel"), tr("Stop the request that is running"), this, [this] { Q_EMIT cancelRequested(); });
    m_showRequest = PaneParts::button(tr("Show Request"), QStringLiteral("machineShowRequest"),
        tr("Show the exact request sent to the endpoint"), this, [this] { Q_EMIT showRequestRequested(); });
    auto *buttons = new WrapLayout; // a narrow dock at 1280×800: the buttons wrap instead of being cut off
    for (QPushButton *button : {m_insert, m_suggest, m_cancel, m_showRequest}) {
        buttons->addWidget(button);
    }
    return PaneParts::column({m_status, {m_view, 1}, m_findings, buttons});
}

QWidget *MachinePane::settingsPage()
{
    QLabel *message = PaneParts::placeholder(
        new QLabel(tr("No machine-translation endpoint is configured, so nothing is sent anywhere. Set an endpoint (a local "
                      "llama.cpp, Ollama or vLLM server, or a hosted model) to get suggestions here.")),
        QStringLiteral("machineNotConfigured"));
    QPushButton *settings = PaneParts::button(tr("Machine Translation Settings…"), QStringLiteral("machineSettings"),
        tr("Set the endpoint, the model and the key"), this, [this] { Q_EMIT settingsRequested(); });
    return PaneParts::column({{message, 1}, PaneParts::row({}, {settings}), {new QWidget, 1}});
}

void MachinePane::setConfigured(bool configured)
{
    m_pages->setCurrentIndex(configured ? SuggestionPage : SettingsPage);
    if (!configured) {
        m_busy = false;
        m_done = false;
        m_requested = false;
        m_text.clear();
    }
    updateButtons();
}

bool MachinePane::isConfigured() const
{
    return m_pages->currentIndex() == SuggestionPage;
}

void MachinePane::setMessage(const QString &message)
{
    m_busy = false;
    m_done = false;
    m_text.clear();
    m_status->setText(message);
    showText({});
    showFindings({});
    updateButtons();
}

void MachinePane::setBusy(const QString &blockText)
{
    m_busy = true;
    m_done = false;
    m_requested = true;
    m_text.clear();
    m_status->setText(tr("Asking the endpoint about “%1”…").arg(excerpt(blockText)));
    showText({});
    showFindings({});
    updateButtons();
}

void MachinePane::setPartial(const QString &textSoFar)
{
    if (m_busy) {
        m_text = textSoFar;
        showText(textSoFar);
    }
}

void MachinePane::setSuggestion(const QString &text, const QList<MtFinding> &findings)
{
    m_busy = false;
    m_done = true;
    m_text = text;
    m_status->setText(findings.isEmpty() ? tr("Suggestion checked: no findings.")
                                         : tr("Suggestion checked: %n finding(s).", nullptr, int(findings.size())));
    showText(text);
    showFindings(findings);
    updateButtons();
}

void MachinePane::setFailed(const QString &message)
{
    m_busy = false;
    m_done = false;
    m_status->setText(tr("No suggestion: %1").arg(message));
    showFindings({});
    updateButtons();
}

void MachinePane::setRetrying(int seconds, int attempt)
{
    m_status->setText(tr("The endpoint is busy; trying again in %n second(s) (attempt %1)…", nullptr, seconds).arg(attempt));
}

void MachinePane::setCancelled()
{
    m_busy = false;
    m_done = false;
    m_status->setText(tr("Cancelled. Suggest (Ctrl+Alt+M) asks again."));
    updateButtons();
}

void MachinePane::showText(const QString &text)
{
    m_view->setPlainText(text);
}

// Each finding listed; one about a part of the text is underlined there with a wavy
// line in its colour, one about the whole frames the suggestion.
void MachinePane::showFindings(const QList<MtFinding> &findings)
{
    QString html;
    QString frame;
    QList<QTextEdit::ExtraSelection> marks;
    const int size = m_view->document()->characterCount() - 1;
    for (const MtFinding &finding : findings) {
        const QString color = severityColor(finding.severity);
        html += QStringLiteral("<div><span style='color:%1'>&#9679;</span> %2</div>").arg(color, finding.message.toHtmlEscaped());
        if (finding.offset >= 0 && finding.length > 0 && finding.offset + finding.length <= size) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(m_view->document());
            mark.cursor.setPosition(finding.offset);
            mark.cursor.setPosition(finding.offset + finding.length, QTextCursor::KeepAnchor);
            mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            mark.format.setUnderlineColor(QColor(color));
            mark.format.setToolTip(finding.message);
            marks.append(mark);
        } else {
            frame = frame == ErrorColor ? frame : color;
        }
    }
    m_view->setExtraSelections(marks);
    m_findings->setText(html);
    m_findings->setVisible(!findings.isEmpty());
    m_view->setStyleSheet(frame.isEmpty() ? QString() : QStringLiteral("QTextBrowser { border: 2px solid %1; }").arg(frame));
}

void MachinePane::updateButtons()
{
    m_insert->setEnabled(m_done && !m_text.trimmed().isEmpty());
    m_cancel->setEnabled(m_busy);
    m_cancel->setVisible(m_busy);
    m_suggest->setEnabled(!m_busy && isConfigured());
    m_showRequest->setEnabled(m_requested);
}

QString MachinePane::statusText() const
{
    return m_status->text();
}

QString MachinePane::suggestionText() const
{
    return m_view->toPlainText();
}

QList<QPair<int, int>> MachinePane::markedRanges() const
{
    QList<QPair<int, int>> ranges;
    for (const QTextEdit::ExtraSelection &mark : m_view->extraSelections()) {
        ranges.append({mark.cursor.selectionStart(), mark.cursor.selectionEnd() - mark.cursor.selectionStart()});
    }
    return ranges;
}

QString MachinePane::findingsText() const
{
    QTextDocument document;
    document.setHtml(m_findings->text());
    return document.toPlainText();
}
