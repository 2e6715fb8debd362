// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "feedbackdialog.h"

#include "paneparts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPlainTextEdit>
#include <QPushButton>

FeedbackDialog::FeedbackDialog(const QString &blockExcerpt, QWidget *parent)
    : QDialog(parent)
    , m_type(new QComboBox)
    , m_text(new QPlainTextEdit)
    , m_attach(new QCheckBox)
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
    m_attach->setObjectName(QStringLiteral("feedbackAttach"));
    m_attach->setText(blockExcerpt.isEmpty() ? tr("Attach to the block at the cursor (there is none)")
                                             : tr("Attach to the block at the cursor: %1").arg(blockExcerpt));
    m_attach->setEnabled(!blockExcerpt.isEmpty());
    m_attach->setChecked(!blockExcerpt.isEmpty());
    auto *layout = new QFormLayout(this);
    layout->addRow(tr("Type:"), m_type);
    layout->addRow(tr("Report:"), m_text);
    layout->addRow(m_attach);
    layout->addRow(m_buttons);
    connect(m_text, &QPlainTextEdit::textChanged, this, &FeedbackDialog::updateOk);
    updateOk();
    resize(460, 260);
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

void FeedbackDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!text().isEmpty());
}
