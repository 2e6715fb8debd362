// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sidebysideview.h"

#include "documentview.h"
#include "draftconflictbar.h"
#include "drafteditor.h"
#include "propagationbar.h"
#include "teamleasebar.h"

#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace {
QWidget *titled(const QString &title, QWidget *content)
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *label = new QLabel(title);
    label->setContentsMargins(6, 3, 6, 3);
    label->setBuddy(content);
    layout->addWidget(label);
    layout->addWidget(content);
    return box;
}
} // namespace

SideBySideView::SideBySideView(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_conflict(new DraftConflictBar(this))
    , m_lease(new TeamLeaseBar(this))
    , m_propagation(new PropagationBar(this))
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_source(new DocumentView)
    , m_draft(new DraftEditor)
{
    m_source->setObjectName(QStringLiteral("sourceView"));
    m_draft->setObjectName(QStringLiteral("draftEditor"));
    m_heading->setObjectName(QStringLiteral("issueHeading"));
    m_heading->setTextFormat(Qt::PlainText); // titles are user text, never markup
    QFont font = m_heading->font();
    font.setBold(true);
    m_heading->setFont(font);
    m_heading->setContentsMargins(6, 4, 6, 4);

    m_splitter->setObjectName(QStringLiteral("sideBySideSplitter"));
    m_splitter->addWidget(titled(tr("Source post (English)"), m_source));
    m_splitter->addWidget(titled(tr("&Draft (Chinese)"), m_draft));
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_heading);
    layout->addWidget(m_conflict);
    layout->addWidget(m_lease);
    layout->addWidget(m_propagation);
    layout->addWidget(m_splitter, 1);
    setFocusProxy(m_draft); // the focus handed back to the workbench goes to the draft
    clear();
}

void SideBySideView::showIssue(const QString &heading, const QString &source, const QString &draft, const LineIds &ids)
{
    m_heading->setText(heading);
    m_conflict->hide();
    m_propagation->hide();
    m_source->showMarkdown(source);
    m_draft->setDraft(draft, ids);
    m_draft->setReadOnly(false);
}

QByteArray SideBySideView::splitterState() const
{
    return m_splitter->saveState();
}

void SideBySideView::restoreSplitterState(const QByteArray &state)
{
    m_splitter->restoreState(state);
}

void SideBySideView::clear()
{
    m_heading->setText(tr("No issue selected"));
    m_conflict->hide();
    m_propagation->hide();
    m_source->showMarkdown({});
    m_draft->setDraft({}, {});
    m_draft->setReadOnly(true);
}
