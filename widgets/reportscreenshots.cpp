// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportscreenshots.h"

#include "paneparts.h"
#include "review/feedbackimagerepository.h"
#include "screenshotstrip.h"

#include <QFileDialog>
#include <QLayout>
#include <QMessageBox>
#include <QPushButton>

ReportScreenshots::ReportScreenshots(QWidget *parent)
    : QWidget(parent)
    , m_strip(new ScreenshotStrip)
{
    m_strip->setObjectName(QStringLiteral("reviewScreenshots"));
    connect(m_strip, &QListWidget::currentRowChanged, this, &ReportScreenshots::updateButtons);
    m_add = PaneParts::button(tr("Add Screenshot…"), QStringLiteral("reviewAddScreenshot"), tr("Add an image file the reader sent"), this,
        &ReportScreenshots::askForFile);
    m_remove = PaneParts::button(tr("Remove Screenshot"), QStringLiteral("reviewRemoveScreenshot"), {}, this, [this] {
        if (QMessageBox::question(this, tr("Remove Screenshot"), tr("Remove this screenshot from the project? It cannot be restored."),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes) {
            removeCurrent();
        }
    });
    m_shown = PaneParts::line({{m_strip, 1}, PaneParts::column({m_remove, {new QWidget, 1}})});
    PaneParts::fill(this, {m_shown});
    layout()->setContentsMargins(0, 0, 0, 0);
    m_shown->hide();
    updateButtons();
}

void ReportScreenshots::setImages(const QList<FeedbackImage> &images)
{
    const int row = m_strip->currentRow();
    m_strip->setImages(images);
    m_strip->setCurrentRow(row < images.size() ? row : -1);
    m_shown->setVisible(!images.isEmpty()); // no room taken by an empty strip
    updateButtons();
}

void ReportScreenshots::setState(bool hasReport, bool writable)
{
    m_hasReport = hasReport;
    m_writable = writable;
    updateButtons();
}

void ReportScreenshots::removeCurrent()
{
    const int row = m_strip->currentRow();
    if (row >= 0 && m_writable) {
        Q_EMIT removeRequested(m_strip->images().at(row).id);
    }
}

void ReportScreenshots::askForFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Add Screenshot"), QString(), tr("Images (*.png *.jpg *.jpeg *.gif *.webp);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    const auto image = FeedbackImageRepository::fromFile(path, &error);
    if (!image) {
        QMessageBox::warning(this, tr("Add Screenshot"), error);
        return;
    }
    if (m_hasReport && m_writable) {
        Q_EMIT addRequested(*image);
    }
}

void ReportScreenshots::updateButtons()
{
    m_add->setEnabled(m_hasReport && m_writable);
    m_remove->setEnabled(m_writable && m_strip->currentRow() >= 0);
}
