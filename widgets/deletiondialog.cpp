// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletiondialog.h"

#include "deletions/deletionlistmodel.h"
#include "paneparts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace {
constexpr int SpanSummaryLength = 160;
}

DeletionDialog::DeletionDialog(QWidget *parent)
    : QDialog(parent)
    , m_summary(PaneParts::plainLabel(QStringLiteral("deletionSummary")))
    , m_reason(new QComboBox)
    , m_justification(new QPlainTextEdit)
    , m_warningIcon(new QLabel)
    , m_warning(new QLabel(tr("Without a justification the deletion is flagged, and export refuses it until you add one.")))
    , m_removeDraft(new QCheckBox)
{
    m_removeDraft->setObjectName(QStringLiteral("deletionRemoveDraft"));
    m_removeDraft->setChecked(true);
    m_removeDraft->hide();
    setWindowTitle(tr("Delete from Translation"));
    m_reason->setObjectName(QStringLiteral("deletionReason"));
    for (const DeletionReason reason : DeletionReasons::all()) {
        m_reason->addItem(DeletionReasons::label(reason), int(reason));
    }
    m_justification->setObjectName(QStringLiteral("deletionJustification"));
    m_justification->setTabChangesFocus(true);
    m_justification->setPlaceholderText(
        tr("Why Chinese readers do not need this, in one sentence; e.g. the example uses a US-only payment service."));
    const int lineHeight = m_justification->fontMetrics().lineSpacing();
    m_justification->setMinimumHeight(4 * lineHeight);
    m_warning->setObjectName(QStringLiteral("deletionWarning"));
    m_warning->setWordWrap(true);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_warningIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Delete"));

    auto *form = new QFormLayout;
    form->addRow(tr("Reason:"), m_reason);
    form->addRow(tr("Justification:"), m_justification);
    auto *warningRow = new QHBoxLayout;
    warningRow->addWidget(m_warningIcon, 0, Qt::AlignTop);
    warningRow->addWidget(m_warning, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(form);
    layout->addLayout(warningRow);
    layout->addWidget(m_removeDraft);
    layout->addWidget(buttons);

    connect(m_justification, &QPlainTextEdit::textChanged, this, &DeletionDialog::updateWarning);
    m_justification->setFocus();
    updateWarning();
}

void DeletionDialog::setValue(const Value &value)
{
    m_summary->setText(value.summary);
    m_reason->setCurrentIndex(m_reason->findData(int(value.reason)));
    m_justification->setPlainText(value.justification);
    m_draftBlocks = value.draftBlocks;
    m_removeDraft->setText(tr("Also remove the %n draft block(s) that translate only what is deleted", nullptr, value.draftBlocks));
    m_removeDraft->setVisible(value.draftBlocks > 0);
    m_removeDraft->setChecked(value.removesDraftBlocks);
}

DeletionDialog::Value DeletionDialog::value() const
{
    return {m_summary->text(), static_cast<DeletionReason>(m_reason->currentData().toInt()), m_justification->toPlainText().trimmed(),
        m_draftBlocks, !m_removeDraft->isHidden() && m_removeDraft->isChecked()};
}

bool DeletionDialog::isWarningShown() const
{
    return !m_warning->isHidden();
}

QString DeletionDialog::blocksSummary(int blocks, qint64 characters)
{
    return tr("%n source block(s), %1 characters", nullptr, blocks).arg(QLocale().toString(characters));
}

QString DeletionDialog::spanSummary(int blockOrdinal, const QString &text)
{
    return tr("Part of block #%1: “%2”").arg(blockOrdinal).arg(DeletionListModel::excerpt(text, SpanSummaryLength));
}

void DeletionDialog::updateWarning()
{
    const bool blank = m_justification->toPlainText().trimmed().isEmpty();
    m_warning->setHidden(!blank);
    m_warningIcon->setHidden(!blank);
}
