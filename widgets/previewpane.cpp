// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewpane.h"

#include "codehtmlhighlighter.h"
#include "emojifont.h"
#include "markdown/markdownalerts.h"
#include "markdown/markdownblockparser.h"

#include <QBuffer>
#include <QEvent>
#include <QFontDatabase>
#include <QFontInfo>
#include <QImage>
#include <QImageReader>
#include <QRegularExpression>
#include <QScrollBar>

#include <optional>

PreviewPane::PreviewPane(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    document()->setDefaultFont(EmojiFont::withFallback(font()));
    connect(this, &QTextBrowser::anchorClicked, this, &PreviewPane::linkRequested);
}

void PreviewPane::setMarkdown(const QString &draft)
{
    m_draft = draft;
    render();
}

void PreviewPane::scrollToBlock(int index)
{
    scrollToAnchor(MarkdownBlockParser::anchorName(index));
}

QVariant PreviewPane::loadResource(int type, const QUrl &name)
{
    if (type == QTextDocument::ImageResource && name.scheme().compare(QLatin1String("data"), Qt::CaseInsensitive) == 0) {
        return dataImage(name);
    }
    return blocked(type);
}

void PreviewPane::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        document()->setDefaultFont(EmojiFont::withFallback(font())); // QTextEdit set the widget's font
    }
    if (event->type() == QEvent::PaletteChange && !m_draft.isEmpty()) {
        render();
    }
}

void PreviewPane::render()
{
    const int vertical = verticalScrollBar()->value();
    const int horizontal = horizontalScrollBar()->value();
    // Made for the first code block: a draft without code (or no draft, at start-up)
    // does not wait for the syntax definitions.
    std::optional<CodeHtmlHighlighter> highlighter;
    const QString html = MarkdownBlockParser::renderHtml(m_draft, [this, &highlighter](const QString &language, const QString &code) {
        if (!highlighter) {
            highlighter.emplace(palette());
        }
        return highlighter->toHtml(language, code);
    });
    document()->setDefaultStyleSheet(styleSheet());
    setHtml(forTextDocument(alertBoxes(MarkdownAlerts::styled(html))));
    verticalScrollBar()->setValue(vertical);
    horizontalScrollBar()->setValue(horizontal);
}

QString PreviewPane::styleSheet() const
{
    const QPalette &p = palette();
    const QString emoji = EmojiFont::family();
    const QString fixed =
        emoji.isEmpty() ? QStringLiteral("'%1'").arg(fixedFamily()) : QStringLiteral("'%1', '%2'").arg(fixedFamily(), emoji);
    return QStringLiteral("pre, code { font-family: %5; }"
                          "pre { background-color: %1; margin: 6px 0; }"
                          "table { border-collapse: collapse; margin: 6px 0; }"
                          "th, td { border: 1px solid %2; padding: 3px 6px; }"
                          "th { background-color: %1; }"
                          "blockquote { color: %3; margin-left: 16px; margin-right: 0px; }"
                          "a { color: %4; }")
        .arg(p.color(QPalette::AlternateBase).name(), p.color(QPalette::Mid).name(), p.color(QPalette::PlaceholderText).name(),
            p.color(QPalette::Link).name(), fixed);
}

// QTextDocument draws no border or background around a block quote, only around a
// table: an alert (MarkdownAlerts) becomes a table of one cell, a warning or caution
// framed in red (the seeds' "红色警告框"), the others in the link colour.
QString PreviewPane::alertBoxes(QString html) const
{
    static const QRegularExpression open(QStringLiteral("<blockquote class=\"[^\"]*yq-alert-(\\w+)[^\"]*\">"));
    static const QRegularExpression quoteTag(QStringLiteral("<(/?)blockquote\\b[^>]*>"));
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    for (QRegularExpressionMatch match = open.match(html); match.hasMatch(); match = open.match(html, match.capturedStart() + 1)) {
        const bool red = match.captured(1) == QLatin1String("warning") || match.captured(1) == QLatin1String("caution");
        const QString frame = red ? QStringLiteral("#cf222e") : palette().color(QPalette::Link).name();
        const QString fill =
            red ? (dark ? QStringLiteral("#4b1113") : QStringLiteral("#ffebe9")) : palette().color(QPalette::AlternateBase).name();
        // The block quote's end: the </blockquote> at its depth.
        qsizetype end = -1;
        int depth = 0;
        for (QRegularExpressionMatchIterator it = quoteTag.globalMatch(html, match.capturedStart()); it.hasNext() && end < 0;) {
            const QRegularExpressionMatch tag = it.next();
            depth += tag.captured(1).isEmpty() ? 1 : -1;
            end = depth == 0 ? tag.capturedStart() : -1;
        }
        if (end < 0) {
            break;
        }
        const QString box =
            QStringLiteral("<table class=\"yq-alert-box\" width=\"100%\" border=\"2\" cellspacing=\"0\" cellpadding=\"8\""
                           " style=\"border-color: %1; border-style: solid;\"><tr><td bgcolor=\"%2\" style=\"border: 2px solid %1;\">")
                .arg(frame, fill);
        html.replace(end, QStringLiteral("</blockquote>").size(), QStringLiteral("</td></tr></table>"));
        html.replace(match.capturedStart(), match.capturedLength(), box);
        // The title as text of the cell's first block, where the block's anchor goes too.
        static const QRegularExpression title(QStringLiteral("(<td bgcolor=\"[^\"]*\"[^>]*>)\\s*<p class=\"yq-alert-title\">([^<]*)</p>"));
        html.replace(title, QStringLiteral("\\1<span style=\"color: %1; font-weight: bold;\">\\2</span>").arg(frame));
    }
    return html;
}

// Without a platform theme (offscreen, some window managers) Qt's "fixed" system
// font is the proportional default; ask fontconfig for a monospace one then.
QString PreviewPane::fixedFamily()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (!QFontInfo(font).fixedPitch()) {
        font.setFamily(QStringLiteral("monospace"));
        font.setStyleHint(QFont::TypeWriter);
    }
    return QFontInfo(font).family();
}

// QTextDocument draws neither <del> nor <input>. Replacing tags by text is safe:
// every tag in the HTML is cmark's or ours (raw HTML is omitted, text escaped).
QString PreviewPane::forTextDocument(QString html)
{
    html.replace(QLatin1String("<del>"), QLatin1String("<s>")).replace(QLatin1String("</del>"), QLatin1String("</s>"));
    html.replace(QLatin1String("<input type=\"checkbox\" checked=\"\" disabled=\"\" />"), QStringLiteral("\u2611"));
    html.replace(QLatin1String("<input type=\"checkbox\" disabled=\"\" />"), QStringLiteral("\u2610"));
    // A code block's last line break would show as an empty line.
    html.replace(QLatin1String("\n</code></pre>"), QLatin1String("</code></pre>"));
    return anchorsInsideBlocks(html);
}

// QTextDocument keeps an empty <a name> only in front of text of the same block: one
// standing before a <p>, <pre> or <hr> is lost, or lands on the block before. So the
// anchors move into the first text block that follows them; anchors before a block
// without text (<hr>, omitted HTML) go on to the next one, those at the very end
// get a paragraph of their own.
QString PreviewPane::anchorsInsideBlocks(QString html)
{
    static const QRegularExpression spaceAfterAnchor(QStringLiteral("(<a name=\"yq-block-\\d+\"></a>)\\s+"));
    static const QString anchors = QStringLiteral("((?:<a name=\"yq-block-\\d+\"></a>)+)");
    static const QRegularExpression textless(anchors + QStringLiteral("(\\s*(?:<hr />|<!-- raw HTML omitted -->)\\s*)"));
    static const QRegularExpression beforeBlock(anchors
        + QStringLiteral("\\s*((?:<(?:blockquote|ul|ol|li|table|thead|tbody|tr)\\b[^>]*>\\s*)*"
                         "<(?:p|h[1-6]|pre|li|th|td)\\b[^>]*>(?:<code\\b[^>]*>)?)"));
    static const QRegularExpression atEnd(anchors + QStringLiteral("$"));
    html.replace(spaceAfterAnchor, QStringLiteral("\\1"));
    for (QString before; before != html;) {
        before = html;
        html.replace(textless, QStringLiteral("\\2\\1"));
    }
    html.replace(beforeBlock, QStringLiteral("\\2\\1"));
    html.replace(atEnd, QStringLiteral("<p>\\1\u200b</p>"));
    return html;
}

// data:image/…;base64,… (cmark keeps png, gif, jpeg and webp only). The size is
// read from the image's header first: a few kilobytes of PNG can claim gigabytes of
// pixels, and Qt 5 sets no allocation limit.
QVariant PreviewPane::dataImage(const QUrl &url)
{
    const QString path = url.path(QUrl::FullyDecoded);
    const qsizetype comma = path.indexOf(QLatin1Char(','));
    const QString header = path.left(comma);
    if (comma < 0 || !header.startsWith(QLatin1String("image/")) || !header.endsWith(QLatin1String(";base64"))) {
        return blocked(QTextDocument::ImageResource);
    }
    QByteArray bytes = QByteArray::fromBase64(path.mid(comma + 1).toLatin1());
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    // A size the header does not tell is refused too: decoding is what the limit prevents.
    if (!size.isValid() || qint64(size.width()) * size.height() > MaxImagePixels) {
        return blocked(QTextDocument::ImageResource);
    }
    const QImage image = reader.read();
    return image.isNull() ? blocked(QTextDocument::ImageResource) : QVariant(image);
}

// Never a null QVariant: on a null one QTextDocument::loadResource goes on to read
// local files (relative paths from the working directory, file: URLs) itself.
QVariant PreviewPane::blocked(int type)
{
    if (type == QTextDocument::ImageResource) {
        QImage placeholder(1, 1, QImage::Format_ARGB32);
        placeholder.fill(Qt::transparent);
        return placeholder;
    }
    return QString(QLatin1String(""));
}
