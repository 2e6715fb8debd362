// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "packexportdialog.h"

#include "paneparts.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

PackExportDialog::PackExportDialog(QWidget *parent)
    : QDialog(parent)
    , m_origin(PaneParts::plainLabel(QStringLiteral("packOrigin")))
{
    setWindowTitle(tr("Export Reproduction Pack"));
    m_origin->setWordWrap(true);
    auto *folderLabel = new QLabel(tr("&Folder:"));
    m_folder = addLine(QStringLiteral("packFolder"));
    folderLabel->setBuddy(m_folder);
    auto *browse = new QPushButton(tr("&Browse…"));
    browse->setObjectName(QStringLiteral("browse"));
    connect(browse, &QPushButton::clicked, this, &PackExportDialog::browse);
    auto *mirrors = new QGroupBox(tr("Project settings for reproduction packs"));
    auto *form = new QFormLayout(mirrors);
    m_pip = addLine(QStringLiteral("pipMirror"));
    m_conda = addLine(QStringLiteral("condaMirror"));
    m_hf = addLine(QStringLiteral("hfMirror"));
    m_baseImage = addLine(QStringLiteral("baseImage"));
    form->addRow(tr("&pip mirror:"), m_pip);
    form->addRow(tr("&conda mirror:"), m_conda);
    form->addRow(tr("&Hugging Face mirror:"), m_hf);
    form->addRow(tr("Base &image:"), m_baseImage);
    const PackSettings defaults = PackSettings::defaults();
    m_pip->setPlaceholderText(defaults.pipMirror);
    m_conda->setPlaceholderText(defaults.condaMirror);
    m_hf->setPlaceholderText(defaults.hfMirror);
    m_baseImage->setPlaceholderText(defaults.baseImage);
    auto *hint = new QLabel(tr("An empty field means the default shown in it."));
    hint->setWordWrap(true);
    form->addRow(hint);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Export"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_origin);
    layout->addWidget(PaneParts::line({folderLabel, {m_folder, 1}, browse}));
    layout->addWidget(mirrors);
    layout->addStretch(1);
    layout->addWidget(buttons);
    connect(m_folder, &QLineEdit::textChanged, this, &PackExportDialog::updateState);
    resize(640, 380);
    updateState();
}

QLineEdit *PackExportDialog::addLine(const QString &objectName)
{
    auto *edit = new QLineEdit;
    edit->setObjectName(objectName);
    return edit;
}

void PackExportDialog::setValue(const Value &value)
{
    m_hasPackNote = value.hasPackNote;
    m_origin->setText(value.hasPackNote ? tr("The issue's reproduction pack note is written as Dockerfile, requirements.txt, run_quick.sh "
                                             "and README.md. A folder that holds other files is refused.")
                                        : tr("The issue has no reproduction pack note: a pack is built from its version snapshot with the "
                                             "settings below. A folder that holds other files is refused."));
    m_folder->setText(value.folder);
    m_pip->setText(value.settings.pipMirror);
    m_conda->setText(value.settings.condaMirror);
    m_hf->setText(value.settings.hfMirror);
    m_baseImage->setText(value.settings.baseImage);
    updateState();
}

PackExportDialog::Value PackExportDialog::value() const
{
    Value value;
    value.folder = m_folder->text().trimmed();
    value.settings =
        PackSettings {m_pip->text().trimmed(), m_conda->text().trimmed(), m_hf->text().trimmed(), m_baseImage->text().trimmed()};
    value.hasPackNote = m_hasPackNote;
    return value;
}

void PackExportDialog::browse()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export Reproduction Pack To"), m_folder->text());
    if (!folder.isEmpty()) {
        m_folder->setText(folder);
    }
}

void PackExportDialog::updateState()
{
    m_ok->setEnabled(!m_folder->text().trimmed().isEmpty());
}
