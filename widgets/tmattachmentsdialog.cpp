// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmattachmentsdialog.h"

#include "paneparts.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

TmAttachmentsDialog::TmAttachmentsDialog(QWidget *parent)
    : QDialog(parent)
    , m_list(new QTreeWidget)
    , m_attach(new QPushButton(tr("&Attach…")))
    , m_detach(new QPushButton(tr("&Detach")))
{
    setWindowTitle(tr("Attached TMX Files"));
    auto *intro = new QLabel(tr("Matches from these files appear with the project's own. Yiqiao never changes them; "
                                "a file changed on disk is read again when the project is opened."));
    intro->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("attachmentList"));
    m_list->setHeaderLabels({tr("File"), tr("Units"), tr("State")});
    m_list->setRootIsDecorated(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_attach->setObjectName(QStringLiteral("attachButton"));
    m_detach->setObjectName(QStringLiteral("detachButton"));
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Close);
    buttons->addButton(m_attach, QDialogButtonBox::ActionRole);
    buttons->addButton(m_detach, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    connect(m_attach, &QPushButton::clicked, this, &TmAttachmentsDialog::attachRequested);
    connect(m_detach, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem *item = m_list->currentItem()) {
            Q_EMIT detachRequested(item->data(0, Qt::UserRole).toString());
        }
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &TmAttachmentsDialog::updateButtons);
    resize(640, 320);
    updateButtons();
}

void TmAttachmentsDialog::setAttachments(const QList<TmAttachments::Attachment> &attachments)
{
    m_list->clear();
    for (const TmAttachments::Attachment &attachment : attachments) {
        QString state = tr("Current");
        if (attachment.state == TmAttachments::Attachment::State::Changed) {
            state = tr("Changed on disk");
        } else if (attachment.state == TmAttachments::Attachment::State::Missing) {
            state = tr("Missing");
        }
        auto *item = new QTreeWidgetItem(m_list, {QDir::toNativeSeparators(attachment.path), QString::number(attachment.units), state});
        item->setData(0, Qt::UserRole, attachment.path);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    if (m_list->topLevelItemCount() > 0) {
        m_list->setCurrentItem(m_list->topLevelItem(0));
    }
    updateButtons();
}

void TmAttachmentsDialog::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateButtons();
}

void TmAttachmentsDialog::updateButtons()
{
    m_attach->setEnabled(!m_readOnly);
    m_detach->setEnabled(!m_readOnly && m_list->currentItem());
}
