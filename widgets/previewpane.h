// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextBrowser>

// The rendered draft: GFM through MarkdownBlockParser::renderHtml, code highlighted
// by CodeHtmlHighlighter, colours following the palette (a palette change re-renders);
// GitHub alerts (MarkdownAlerts) framed, a warning box in red.
// Nothing is fetched: raw HTML is never rendered, and loadResource() hands out data:
// images only, never a remote or local file. Links open nothing here; they are
// passed on through linkRequested().
class PreviewPane : public QTextBrowser
{
    Q_OBJECT
public:
    explicit PreviewPane(QWidget *parent = nullptr);

    // Renders draft, keeping the scroll position. Debouncing is the caller's job.
    // (Hides QTextEdit::setMarkdown, which would render through md4c.)
    void setMarkdown(const QString &draft);
    // Scrolls block index of MarkdownBlockParser::parse() of the draft to the top.
    void scrollToBlock(int index);

    QVariant loadResource(int type, const QUrl &name) override;

    // data: images with more pixels are not shown (a 4096 × 4096 screenshot is).
    static constexpr qint64 MaxImagePixels = 4096 * 4096;

Q_SIGNALS:
    void linkRequested(const QUrl &url);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    QString styleSheet() const;
    static QString fixedFamily();
    QString alertBoxes(QString html) const;
    static QString forTextDocument(QString html);
    static QString anchorsInsideBlocks(QString html);
    static QVariant dataImage(const QUrl &url);
    static QVariant blocked(int type);

    QString m_draft;
};
