// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reusedialog.h"

#include "core/textexcerpt.h"
#include "draft/draftlayout.h"
#include "paneparts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace {
constexpr int kExcerptLength = 48;
}

ReuseDialog::ReuseDialog(QWidget *parent)
    : QDialog(parent)
    , m_issues(new QComboBox)
    , m_notes(createList(QStringLiteral("reuseNotes")))
    , m_checklist(createList(QStringLiteral("reuseChecklist")))
    , m_terms(createList(QStringLiteral("reuseTerms")))
    , m_allNotes(createAllBox(QStringLiteral("reuseAllNotes"), m_notes))
    , m_allChecklist(createAllBox(QStringLiteral("reuseAllChecklist"), m_checklist))
    , m_allTerms(createAllBox(QStringLiteral("reuseAllTerms"), m_terms))
{
    setWindowTitle(tr("Reuse from Another Issue"));
    m_issues->setObjectName(QStringLiteral("reuseIssue"));
    connect(m_issues, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] { Q_EMIT sourceIssueChanged(sourceIssueId()); });
    auto *form = new QFormLayout;
    form->addRow(tr("From issue:"), m_issues);
    m_buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Reuse"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("reuseOk"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(createNotesBox(), 3);
    layout->addWidget(createListBox(tr("Checklist items checked there"), m_checklist, m_allChecklist), 2);
    layout->addWidget(createListBox(tr("Terms that mattered there"), m_terms, m_allTerms), 2);
    layout->addWidget(m_buttons);
    resize(640, 620);
    updateState();
}

QListWidget *ReuseDialog::createList(const QString &objectName)
{
    auto *list = new QListWidget;
    list->setObjectName(objectName);
    list->setAlternatingRowColors(true);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setTextElideMode(Qt::ElideRight);
    connect(list, &QListWidget::itemChanged, this, &ReuseDialog::updateState);
    return list;
}

QCheckBox *ReuseDialog::createAllBox(const QString &objectName, QListWidget *list)
{
    auto *all = new QCheckBox(tr("All"));
    all->setObjectName(objectName);
    connect(all, &QCheckBox::clicked, this, [list](bool on) {
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem *item = list->item(i);
            if (item->flags() & Qt::ItemIsUserCheckable) {
                item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
            }
        }
    });
    return all;
}

QWidget *ReuseDialog::createNotesBox()
{
    m_copy = new QRadioButton(tr("Copy"));
    m_copy->setObjectName(QStringLiteral("reuseCopy"));
    m_copy->setToolTip(tr("The notes become notes of this issue, independent of the originals"));
    m_copy->setChecked(true);
    m_link = new QRadioButton(tr("Link (kept in step with the original)"));
    m_link->setObjectName(QStringLiteral("reuseLink"));
    m_link->setToolTip(tr("When the original is edited, the copy here takes the change, unless it was edited here too"));
    m_afterCursor = new QCheckBox(tr("After the draft block at the cursor (else at the end)"));
    m_afterCursor->setObjectName(QStringLiteral("reuseAfterCursor"));
    auto *options = new QHBoxLayout;
    options->addWidget(m_copy);
    options->addWidget(m_link);
    options->addStretch(1);
    auto *box = static_cast<QGroupBox *>(createListBox(tr("Translator's notes"), m_notes, m_allNotes));
    auto *layout = static_cast<QVBoxLayout *>(box->layout());
    layout->addLayout(options);
    layout->addWidget(m_afterCursor);
    return box;
}

QWidget *ReuseDialog::createListBox(const QString &title, QListWidget *list, QCheckBox *all)
{
    auto *box = new QGroupBox(title);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(all);
    layout->addWidget(list, 1);
    return box;
}

void ReuseDialog::setIssues(const QList<Issue> &issues)
{
    const QSignalBlocker blocker(m_issues);
    m_issues->clear();
    for (const Issue &issue : issues) {
        const QString title = issue.title.isEmpty() ? QString() : QStringLiteral(" · ") + issue.title;
        m_issues->addItem(tr("Issue %1").arg(issue.number) + title, QVariantList {issue.id, issue.number});
    }
    m_issues->setEnabled(!issues.isEmpty());
}

void ReuseDialog::setSourceIssue(qint64 issueId)
{
    for (int i = 0; i < m_issues->count(); ++i) {
        if (m_issues->itemData(i).toList().value(0).toLongLong() == issueId) {
            m_issues->setCurrentIndex(i);
        }
    }
}

qint64 ReuseDialog::sourceIssueId() const
{
    return m_issues->currentData().toList().value(0).toLongLong();
}

int ReuseDialog::sourceIssueNumber() const
{
    return m_issues->currentData().toList().value(1).toInt();
}

QString ReuseDialog::noteLabel(const NoteReuse::Note &note)
{
    QStringList words;
    const QStringList lines = DraftLayout::normalized(note.text).split(QLatin1Char('\n'));
    for (QString line : lines) {
        line = line.trimmed();
        while (line.startsWith(QLatin1Char('>'))) {
            line = line.mid(1).trimmed();
        }
        if (!line.startsWith(QLatin1Char('|')) && !line.startsWith(QLatin1String("```"))) { // tables and fences say little
            words.append(line);
        }
    }
    QString excerpt = words.join(QLatin1Char(' ')).simplified();
    excerpt.remove(QStringLiteral("**"));
    return tr("%1 · %2").arg(AnnotationKinds::label(note.kind), TextExcerpt::elided(excerpt, kExcerptLength));
}

void ReuseDialog::setNotes(const QList<NoteReuse::Note> &notes)
{
    QList<QPair<QString, QVariant>> items;
    for (const NoteReuse::Note &note : notes) {
        items.append({noteLabel(note), note.id});
    }
    fill(m_notes, m_allNotes, items, tr("No translator's note in this issue."));
}

void ReuseDialog::setChecklistResults(const QList<ChecklistReuse::Entry> &results)
{
    QList<QPair<QString, QVariant>> items;
    for (const ChecklistReuse::Entry &entry : results) {
        QString text = entry.title;
        if (!entry.note.isEmpty()) {
            text += QStringLiteral(" — ") + entry.note;
        }
        if (!entry.checkedBy.isEmpty()) {
            text += QLatin1Char(' ') + tr("(checked by %1)").arg(entry.checkedBy);
        }
        items.append({text, entry.itemKey});
    }
    fill(m_checklist, m_allChecklist, items, tr("No checklist item was checked by hand in this issue."));
}

void ReuseDialog::setTerms(const QList<TermReuse::Entry> &terms)
{
    QList<QPair<QString, QVariant>> items;
    for (const TermReuse::Entry &entry : terms) {
        QString text = entry.rendering.isEmpty() ? entry.sourceTerm : tr("%1 → %2").arg(entry.sourceTerm, entry.rendering);
        if (!entry.note.isEmpty()) {
            text += QStringLiteral(" — ") + entry.note;
        }
        items.append({text, entry.termId});
    }
    fill(m_terms, m_allTerms, items, tr("No term is listed for this issue."));
}

void ReuseDialog::fill(QListWidget *list, QCheckBox *all, const QList<QPair<QString, QVariant>> &items, const QString &none)
{
    const QSignalBlocker blocker(list);
    list->clear();
    for (const auto &[text, data] : items) {
        auto *item = new QListWidgetItem(text, list);
        item->setData(Qt::UserRole, data);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    if (items.isEmpty()) {
        auto *item = new QListWidgetItem(none, list);
        item->setFlags(Qt::NoItemFlags); // greyed, not checkable
    }
    all->setEnabled(!items.isEmpty());
    all->setChecked(false);
    updateState();
}

void ReuseDialog::setCanInsertAfterCursor(bool can)
{
    m_afterCursor->setEnabled(can);
    m_afterCursor->setChecked(can && m_afterCursor->isChecked());
}

QList<QVariant> ReuseDialog::checked(const QListWidget *list) const
{
    QList<QVariant> data;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked && (list->item(i)->flags() & Qt::ItemIsUserCheckable)) {
            data.append(list->item(i)->data(Qt::UserRole));
        }
    }
    return data;
}

QList<qint64> ReuseDialog::checkedIds(const QListWidget *list) const
{
    QList<qint64> ids;
    for (const QVariant &id : checked(list)) {
        ids.append(id.toLongLong());
    }
    return ids;
}

QList<qint64> ReuseDialog::selectedNoteIds() const
{
    return checkedIds(m_notes);
}

bool ReuseDialog::linkNotes() const
{
    return m_link->isChecked();
}

bool ReuseDialog::insertAfterCursor() const
{
    return m_afterCursor->isEnabled() && m_afterCursor->isChecked();
}

QStringList ReuseDialog::selectedChecklistKeys() const
{
    QStringList keys;
    for (const QVariant &key : checked(m_checklist)) {
        keys.append(key.toString());
    }
    return keys;
}

QList<qint64> ReuseDialog::selectedTermIds() const
{
    return checkedIds(m_terms);
}

// Reuse is offered once something is checked; All follows its list.
void ReuseDialog::updateState()
{
    const bool notes = !selectedNoteIds().isEmpty();
    m_copy->setEnabled(notes);
    m_link->setEnabled(notes);
    for (const auto &[list, all] :
        {std::pair {m_notes, m_allNotes}, std::pair {m_checklist, m_allChecklist}, std::pair {m_terms, m_allTerms}}) {
        const int checkedCount = int(checked(list).size());
        int checkable = 0;
        for (int i = 0; i < list->count(); ++i) {
            checkable += (list->item(i)->flags() & Qt::ItemIsUserCheckable) ? 1 : 0;
        }
        all->setChecked(checkable > 0 && checkedCount == checkable);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(notes || !selectedChecklistKeys().isEmpty() || !selectedTermIds().isEmpty());
}
