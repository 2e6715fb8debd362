// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termrestrictionsbox.h"

#include "paneparts.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpression>

TermRestrictionsBox::TermRestrictionsBox(QWidget *parent)
    : QGroupBox(tr("Where it counts"), parent)
    , m_nounOnly(new QCheckBox(tr("N&oun only (“the mean”, not “this means that”, “meaning”)")))
    , m_context(PaneParts::lineEdit(QStringLiteral("contextEdit"), tr("e.g. \\bbias (term|vector)s?\\b — empty: anywhere"),
          tr("A regular expression (any case) that must match a stretch of the block holding the term")))
{
    setObjectName(QStringLiteral("restrictionsBox"));
    m_nounOnly->setObjectName(QStringLiteral("nounOnlyBox"));
    m_nounOnly->setToolTip(tr("Count the term only where it stands as a noun: its plural, not its -ing or -ed forms, and not where a "
                              "verb stands"));
    auto *form = new QFormLayout(this);
    form->addRow(m_nounOnly);
    form->addRow(tr("Conte&xt pattern:"), m_context);
    connect(m_nounOnly, &QCheckBox::toggled, this, &TermRestrictionsBox::changed);
    connect(m_context, &QLineEdit::textChanged, this, &TermRestrictionsBox::changed);
}

void TermRestrictionsBox::set(const TermEntry &entry)
{
    m_nounOnly->setChecked(entry.nounOnly);
    m_context->setText(entry.contextRegex);
}

void TermRestrictionsBox::apply(TermEntry *entry) const
{
    entry->nounOnly = m_nounOnly->isChecked();
    entry->contextRegex = m_context->text().trimmed();
}

QString TermRestrictionsBox::problem() const
{
    const QRegularExpression context(m_context->text().trimmed());
    if (context.isValid()) {
        return QString();
    }
    return tr("The context pattern is not a valid regular expression: %1 (at character %2).")
        .arg(context.errorString())
        .arg(context.patternErrorOffset() + 1);
}
