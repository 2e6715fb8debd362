// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/feedbackimage.h"

#include <QList>
#include <QWidget>

class QPushButton;
class ScreenshotStrip;

// The screenshots of one feedback report in the Review pane: thumbnails (a click
// shows one larger) and Remove Screenshot (after a question), shown only while the
// report has screenshots; Add Screenshot… (an image file, checked as the project
// stores them: a refused one is said and not requested) is addButton(), for the
// pane's button row. A view: it asks for changes through …Requested.
class ReportScreenshots : public QWidget
{
    Q_OBJECT
public:
    explicit ReportScreenshots(QWidget *parent = nullptr);

    void setImages(const QList<FeedbackImage> &images);
    ScreenshotStrip *strip() const { return m_strip; }
    QPushButton *addButton() const { return m_add; }
    // Whether there is a report to add to, and whether changes may be asked for.
    void setState(bool hasReport, bool writable);
    // What Remove Screenshot does once confirmed.
    void removeCurrent();

Q_SIGNALS:
    void addRequested(const FeedbackImage &image);
    void removeRequested(qint64 imageId);

private:
    void askForFile();
    void updateButtons();

    ScreenshotStrip *m_strip;
    QWidget *m_shown = nullptr; // the strip and Remove
    QPushButton *m_add;
    QPushButton *m_remove;
    bool m_hasReport = false;
    bool m_writable = false;
};
