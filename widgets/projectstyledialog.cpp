// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectstyledialog.h"

#include "paneparts.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

ProjectStyleDialog::ProjectStyleDialog(QWidget *parent)
    : QDialog(parent)
    , m_d2l(PaneParts::radioButton(tr("d2l-zh preset: no space between Chinese and Latin (使用GPU训练)"), QStringLiteral("styleD2l")))
    , m_huggingface(PaneParts::radioButton(
          tr("Hugging Face preset: a space between Chinese and Latin (使用 GPU 训练)"), QStringLiteral("styleHuggingFace")))
    , m_learn(PaneParts::radioButton(tr("Learn the house style from published translations:"), QStringLiteral("styleLearn")))
    , m_folder(PaneParts::lineEdit(QStringLiteral("styleFolder"), tr("A folder of *.zh.md translations")))
    , m_starter(PaneParts::checkBox(tr("Start with the radar's technologies and a starter termbase (removable)"),
          QStringLiteral("starterContent"),
          tr("The seed's technologies in the radar's four dimensions and terms such as kernel → 内核 / CUDA核函数 by context; delete what "
             "the series does not need.")))
    , m_buttons(PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    m_starter->setChecked(true);
    setWindowTitle(tr("Typography of the New Project"));
    m_d2l->setChecked(true);
    auto *explanation = PaneParts::plainLabel(QStringLiteral("styleExplanation"));
    explanation->setText(tr("QA checks the typography of Chinese text the way the series writes it. A learned style records, "
                            "rule by rule, what the translations do and checks only where they are consistent; it can be "
                            "learned again from the project's finished issues later (QA Settings)."));
    auto *folderRow = new QHBoxLayout;
    folderRow->addSpacing(24);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(PaneParts::button(tr("Browse…"), QStringLiteral("styleBrowse"), {}, this, &ProjectStyleDialog::chooseFolder));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(PaneParts::column({explanation, m_d2l, m_huggingface, m_learn, folderRow}));
    layout->addWidget(m_starter);
    layout->addWidget(m_buttons);
    connect(m_folder, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!text.isEmpty()) {
            m_learn->setChecked(true);
        }
        updateOk();
    });
    for (QRadioButton *button : {m_d2l, m_huggingface, m_learn}) {
        connect(button, &QRadioButton::toggled, this, &ProjectStyleDialog::updateOk);
    }
    updateOk();
}

QString ProjectStyleDialog::preset() const
{
    return m_learn->isChecked() ? QString() : (m_huggingface->isChecked() ? QStringLiteral("huggingface") : QStringLiteral("d2l"));
}

QString ProjectStyleDialog::folder() const
{
    return m_learn->isChecked() ? m_folder->text().trimmed() : QString();
}

bool ProjectStyleDialog::starterContent() const
{
    return m_starter->isChecked();
}

void ProjectStyleDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Published Translations"), m_folder->text());
    if (!folder.isEmpty()) {
        m_folder->setText(folder);
    }
}

void ProjectStyleDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_learn->isChecked() || !m_folder->text().trimmed().isEmpty());
}
