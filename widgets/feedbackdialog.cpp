// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "feedbackdialog.h"

#include "paneparts.h"
#include "review/feedbackimagerepository.h"
#include "screenshotstrip.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>

FeedbackDialog::FeedbackDialog(const QString &blockExcerpt, QWidget *parent)
    : QDialog(parent)
    , m_type(new QComboBox)
    , m_text(new QPlainTextEdit)
    , m_attach(new QCheckBox)
    , m_screenshots(new ScreenshotStrip)
    , m_screenshotError(PaneParts::plainLabel(QStringLiteral("feedbackScreenshotError")))
    , m_buttons(PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Record Reader Feedback"));
    m_type->setObjectName(QStringLiteral("feedbackType"));
    for (FeedbackReport::Type type : FeedbackReport::types()) {
        m_type->addItem(FeedbackReport::displayName(type), int(type));
    }
    m_text->setObjectName(QStringLiteral("feedbackText"));
    m_text->setTabChangesFocus(true);
    m_text->setPlaceholderText(tr("What the reader reported"));
    m_text->installEventFilter(this);
    m_attach->setObjectName(QStringLiteral("feedbackAttach"));
    m_attach->setText(blockExcerpt.isEmpty() ? tr("Attach to the block at the cursor (there is none)")
                                             : tr("Attach to the block at the cursor: %1").arg(blockExcerpt));
    m_attach->setEnabled(!blockExcerpt.isEmpty());
    m_attach->setChecked(!blockExcerpt.isEmpty());
    auto *layout = new QFormLayout(this);
    layout->addRow(tr("Type:"), m_type);
    layout->addRow(tr("Report:"), m_text);
    layout->addRow(m_attach);
    layout->addRow(tr("Screenshots:"), createScreenshotRow());
    layout->addRow(m_buttons);
    connect(m_text, &QPlainTextEdit::textChanged, this, &FeedbackDialog::updateOk);
    updateOk();
    resize(520, 420);
}

QWidget *FeedbackDialog::createScreenshotRow()
{
    m_screenshots->setObjectName(QStringLiteral("feedbackScreenshots"));
    m_screenshotError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_screenshotError->hide();
    auto *add = PaneParts::button(tr("&Add Screenshot…"), QStringLiteral("feedbackAddScreenshot"), tr("Add image files the reader sent"),
        this, &FeedbackDialog::askForScreenshotFiles);
    auto *paste = PaneParts::button(tr("&Paste Screenshot"), QStringLiteral("feedbackPasteScreenshot"),
        tr("Add the image on the clipboard (Ctrl+V in the report does the same when the clipboard holds no text)"), this,
        &FeedbackDialog::pasteScreenshot);
    m_removeScreenshot = PaneParts::button(
        tr("Re&move Screenshot"), QStringLiteral("feedbackRemoveScreenshot"), {}, this, &FeedbackDialog::removeScreenshot);
    m_removeScreenshot->setEnabled(false);
    connect(m_screenshots, &QListWidget::currentRowChanged, this, [this](int row) { m_removeScreenshot->setEnabled(row >= 0); });
    return PaneParts::column({m_screenshots, PaneParts::row({add, paste, m_removeScreenshot}), m_screenshotError});
}

FeedbackReport::Type FeedbackDialog::type() const
{
    return FeedbackReport::Type(m_type->currentData().toInt());
}

QString FeedbackDialog::text() const
{
    return m_text->toPlainText().trimmed();
}

bool FeedbackDialog::attachToBlock() const
{
    return m_attach->isEnabled() && m_attach->isChecked();
}

QList<FeedbackImage> FeedbackDialog::screenshots() const
{
    return m_screenshots->images();
}

bool FeedbackDialog::addScreenshotFile(const QString &path)
{
    QString error;
    return take(FeedbackImageRepository::fromFile(path, &error), error);
}

bool FeedbackDialog::pasteScreenshot()
{
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QString error;
    return take(ScreenshotStrip::fromImage(mime && mime->hasImage() ? qvariant_cast<QImage>(mime->imageData()) : QImage(), &error), error);
}

// A screenshot joins the report, or why it could not is shown.
bool FeedbackDialog::take(const std::optional<FeedbackImage> &image, const QString &error)
{
    showRefusal(image ? QString() : error);
    if (image) {
        m_screenshots->addImage(*image);
    }
    return image.has_value();
}

// Ctrl+V in the report: an image (and no text) on the clipboard becomes a screenshot.
bool FeedbackDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text && event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Paste)) {
        const QMimeData *mime = QApplication::clipboard()->mimeData();
        if (mime && mime->hasImage() && !mime->hasText()) {
            pasteScreenshot();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void FeedbackDialog::askForScreenshotFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Add Screenshots"), QString(), tr("Images (*.png *.jpg *.jpeg *.gif *.webp);;All files (*)"));
    for (const QString &path : paths) {
        if (!addScreenshotFile(path)) {
            break;
        }
    }
}

void FeedbackDialog::removeScreenshot()
{
    const int row = m_screenshots->currentRow();
    if (row >= 0) {
        m_screenshots->takeImage(row);
    }
}

void FeedbackDialog::showRefusal(const QString &message)
{
    m_screenshotError->setText(message);
    m_screenshotError->setVisible(!message.isEmpty());
}

void FeedbackDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!text().isEmpty());
}
