// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/feedbackimage.h"
#include "review/feedbackreport.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class ScreenshotStrip;

// The form of a reader's feedback report: its type, its text, whether it is about
// the draft block at the cursor, and the reader's screenshots (added from files or
// pasted: Paste Screenshot, or Ctrl+V in the text when the clipboard holds an image
// and no text). A refused screenshot is said under the strip and not added. OK
// needs a text.
class FeedbackDialog : public QDialog
{
    Q_OBJECT
public:
    // blockExcerpt: the start of the block at the cursor; empty: there is none, and the
    // report cannot be attached to one.
    explicit FeedbackDialog(const QString &blockExcerpt, QWidget *parent = nullptr);

    FeedbackReport::Type type() const;
    QString text() const;
    bool attachToBlock() const;
    QList<FeedbackImage> screenshots() const;

    // What Add Screenshot… and Paste Screenshot do once they have a file or an image:
    // false, with the reason shown, when it is refused.
    bool addScreenshotFile(const QString &path);
    bool pasteScreenshot();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createScreenshotRow();
    void askForScreenshotFiles();
    void removeScreenshot();
    void showRefusal(const QString &message);
    bool take(const std::optional<FeedbackImage> &image, const QString &error);
    void updateOk();

    QComboBox *m_type;
    QPlainTextEdit *m_text;
    QCheckBox *m_attach;
    ScreenshotStrip *m_screenshots;
    QLabel *m_screenshotError;
    QPushButton *m_removeScreenshot = nullptr;
    QDialogButtonBox *m_buttons;
};
