// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklisttemplatedialog.h"

#include "checklist/requirednotekinds.h"
#include "notes/annotationkind.h"
#include "paneparts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSignalBlocker>
#include <QTextDocument>
#include <QVBoxLayout>

namespace {

QString itemText(const ChecklistItem &item)
{
    const QString title = item.title.trimmed().isEmpty() ? item.key : item.title;
    return item.isManual() ? title : ChecklistTemplateDialog::tr("%1 (computed)").arg(title);
}

} // namespace

ChecklistTemplateDialog::ChecklistTemplateDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Checklist Templates"));
    resize(860, 560);
    auto *columns = new QHBoxLayout;
    columns->addWidget(createTemplateList(), 1);
    columns->addWidget(createTemplateEditor(), 3);
    m_problem = PaneParts::plainLabel(QStringLiteral("templateProblem"));
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Close);
    m_save = buttons->addButton(tr("Save"), QDialogButtonBox::ApplyRole);
    m_save->setObjectName(QStringLiteral("templateSave"));
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (!m_readOnly && problem().isEmpty()) {
            Q_EMIT saveRequested(currentTemplate());
        }
    });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(createRequiredKinds());
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    updateState();
}

QWidget *ChecklistTemplateDialog::createTemplateList()
{
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("templates"));
    m_new = PaneParts::button(tr("New"), QStringLiteral("templateNew"), {}, this, &ChecklistTemplateDialog::newTemplate);
    m_duplicate =
        PaneParts::button(tr("Duplicate"), QStringLiteral("templateDuplicate"), {}, this, &ChecklistTemplateDialog::duplicateTemplate);
    m_remove = PaneParts::button(tr("Remove"), QStringLiteral("templateRemove"), {}, this, &ChecklistTemplateDialog::removeTemplate);
    m_activate = PaneParts::button(
        tr("Make Active"), QStringLiteral("templateActivate"), tr("Issues without a checklist run yet follow the active template"));
    connect(m_list, &QListWidget::currentRowChanged, this, &ChecklistTemplateDialog::showTemplate);
    connect(m_activate, &QPushButton::clicked, this, [this] {
        if (current() && current()->id != 0 && !m_readOnly) {
            Q_EMIT activateRequested(current()->id);
        }
    });
    return PaneParts::column({{m_list, 1}, PaneParts::line({m_new, m_duplicate}), PaneParts::line({m_remove, m_activate})});
}

QWidget *ChecklistTemplateDialog::createTemplateEditor()
{
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("templateName"));
    connect(m_name, &QLineEdit::textEdited, this, &ChecklistTemplateDialog::editName);
    m_items = new QListWidget;
    m_items->setObjectName(QStringLiteral("templateItems"));
    connect(m_items, &QListWidget::currentRowChanged, this, &ChecklistTemplateDialog::showItem);
    m_addItem = PaneParts::button(tr("Add Item"), QStringLiteral("itemAdd"), {}, this, &ChecklistTemplateDialog::addItem);
    m_removeItem = PaneParts::button(tr("Remove Item"), QStringLiteral("itemRemove"), {}, this, &ChecklistTemplateDialog::removeItem);
    m_up = PaneParts::button(tr("Up"), QStringLiteral("itemUp"), {}, this, [this] { moveItem(-1); });
    m_down = PaneParts::button(tr("Down"), QStringLiteral("itemDown"), {}, this, [this] { moveItem(1); });
    auto *itemButtons = new QHBoxLayout;
    for (QPushButton *each : {m_addItem, m_removeItem, m_up, m_down}) {
        itemButtons->addWidget(each);
    }
    itemButtons->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *items = new QHBoxLayout;
    auto *list = new QVBoxLayout;
    list->addWidget(m_items, 1);
    list->addLayout(itemButtons);
    items->addLayout(list, 1);
    items->addWidget(createItemEditor(), 1);
    return PaneParts::column({form, {items, 1}});
}

QWidget *ChecklistTemplateDialog::createItemEditor()
{
    auto *box = new QGroupBox(tr("Item"));
    m_key = new QLineEdit;
    m_key->setObjectName(QStringLiteral("itemKey"));
    m_key->setToolTip(tr("Lower-case letters, digits and _: how results and export overrides name the item"));
    m_title = new QLineEdit;
    m_title->setObjectName(QStringLiteral("itemTitle"));
    m_description = new QPlainTextEdit;
    m_description->setObjectName(QStringLiteral("itemDescription"));
    m_description->setTabChangesFocus(true);
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("itemKind"));
    m_kind->addItem(tr("Checked by people"), int(ChecklistItem::Kind::Manual));
    m_kind->addItem(tr("Computed from the project"), int(ChecklistItem::Kind::Computed));
    m_rule = new QComboBox;
    m_rule->setObjectName(QStringLiteral("itemRule"));
    for (ChecklistRule rule : ChecklistRules::all()) {
        m_rule->addItem(ChecklistRules::label(rule), int(rule));
    }
    connect(m_key, &QLineEdit::textEdited, this, &ChecklistTemplateDialog::editItem);
    connect(m_title, &QLineEdit::textEdited, this, &ChecklistTemplateDialog::editItem);
    connect(m_description, &QPlainTextEdit::textChanged, this, &ChecklistTemplateDialog::editItem);
    connect(m_kind, qOverload<int>(&QComboBox::currentIndexChanged), this, &ChecklistTemplateDialog::editItem);
    connect(m_rule, qOverload<int>(&QComboBox::currentIndexChanged), this, &ChecklistTemplateDialog::editItem);
    auto *form = new QFormLayout(box);
    form->addRow(tr("&Key:"), m_key);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Rule:"), m_rule);
    return box;
}

QWidget *ChecklistTemplateDialog::createRequiredKinds()
{
    auto *box = new QGroupBox(tr("Notes every issue must have (rule “%1”)").arg(ChecklistRules::label(ChecklistRule::ValueModules)));
    m_requiredKinds = new QListWidget;
    m_requiredKinds->setObjectName(QStringLiteral("requiredNoteKinds"));
    m_requiredKinds->setFlow(QListView::LeftToRight);
    m_requiredKinds->setWrapping(true);
    m_requiredKinds->setMaximumHeight(m_requiredKinds->fontMetrics().height() * 4);
    QStringList kinds;
    for (AnnotationKind kind : AnnotationKinds::all()) {
        kinds.append(AnnotationKinds::toString(kind));
    }
    for (const QString &kind : RequiredNoteKinds::defaults()) {
        if (!kinds.contains(kind)) {
            kinds.append(kind);
        }
    }
    for (const QString &kind : std::as_const(kinds)) {
        auto *item = new QListWidgetItem(RequiredNoteKinds::label(kind), m_requiredKinds);
        item->setData(Qt::UserRole, kind);
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        item->setCheckState(Qt::Unchecked);
    }
    connect(m_requiredKinds, &QListWidget::itemChanged, this, [this] {
        if (!m_filling) {
            Q_EMIT requiredNoteKindsChanged(requiredNoteKinds());
        }
    });
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_requiredKinds);
    return box;
}

void ChecklistTemplateDialog::setRequiredNoteKinds(const QStringList &kinds)
{
    const QScopedValueRollback<bool> filling(m_filling, true);
    for (int row = 0; row < m_requiredKinds->count(); ++row) {
        QListWidgetItem *item = m_requiredKinds->item(row);
        item->setCheckState(kinds.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList ChecklistTemplateDialog::requiredNoteKinds() const
{
    QStringList kinds;
    for (int row = 0; row < m_requiredKinds->count(); ++row) {
        if (m_requiredKinds->item(row)->checkState() == Qt::Checked) {
            kinds.append(m_requiredKinds->item(row)->data(Qt::UserRole).toString());
        }
    }
    return kinds;
}

void ChecklistTemplateDialog::setTemplates(const QList<ChecklistTemplate> &templates, qint64 activeId, qint64 select)
{
    const qint64 keep = select != 0 ? select : (current() ? current()->id : activeId);
    m_templates = templates;
    m_activeId = activeId;
    fillTemplateList();
    int row = 0;
    for (int i = 0; i < m_templates.size(); ++i) {
        if (m_templates.at(i).id == keep) {
            row = i;
        }
    }
    selectTemplate(m_templates.isEmpty() ? -1 : row);
    showTemplate();
}

void ChecklistTemplateDialog::fillTemplateList()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const ChecklistTemplate &checklist : std::as_const(m_templates)) {
        auto *item =
            new QListWidgetItem(checklist.id != 0 && checklist.id == m_activeId ? tr("%1 (active)").arg(checklist.name) : checklist.name);
        QFont font = item->font();
        font.setBold(checklist.id != 0 && checklist.id == m_activeId);
        item->setFont(font);
        m_list->addItem(item);
    }
}

void ChecklistTemplateDialog::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateState();
}

ChecklistTemplate ChecklistTemplateDialog::currentTemplate() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_templates.size() ? m_templates.at(row) : ChecklistTemplate();
}

QString ChecklistTemplateDialog::problem() const
{
    return m_list->currentRow() < 0 ? QString() : currentTemplate().problem();
}

void ChecklistTemplateDialog::selectTemplate(int row)
{
    m_list->setCurrentRow(row);
}

void ChecklistTemplateDialog::selectItem(int row)
{
    m_items->setCurrentRow(row);
}

ChecklistTemplate *ChecklistTemplateDialog::current()
{
    const int row = m_list ? m_list->currentRow() : -1;
    return row >= 0 && row < m_templates.size() ? &m_templates[row] : nullptr;
}

ChecklistItem *ChecklistTemplateDialog::currentItem()
{
    ChecklistTemplate *checklist = current();
    const int row = m_items->currentRow();
    return checklist && row >= 0 && row < checklist->items.size() ? &checklist->items[row] : nullptr;
}

void ChecklistTemplateDialog::showTemplate()
{
    m_filling = true;
    const ChecklistTemplate *checklist = current();
    m_name->setText(checklist ? checklist->name : QString());
    {
        const QSignalBlocker blocker(m_items);
        m_items->clear();
        if (checklist) {
            for (const ChecklistItem &item : checklist->items) {
                m_items->addItem(itemText(item));
            }
        }
    }
    m_filling = false;
    selectItem(m_items->count() > 0 ? 0 : -1);
    showItem();
}

void ChecklistTemplateDialog::showItem()
{
    m_filling = true;
    const ChecklistItem *item = currentItem();
    m_key->setText(item ? item->key : QString());
    m_title->setText(item ? item->title : QString());
    m_description->setPlainText(item ? item->description : QString());
    m_kind->setCurrentIndex(item && !item->isManual() ? 1 : 0);
    m_rule->setCurrentIndex(m_rule->findData(int(item ? item->rule : ChecklistRule::ReaderTest)));
    m_filling = false;
    updateState();
}

void ChecklistTemplateDialog::editName()
{
    if (ChecklistTemplate *checklist = current(); checklist && !m_filling) {
        checklist->name = m_name->text();
        updateState();
    }
}

void ChecklistTemplateDialog::editItem()
{
    ChecklistItem *item = currentItem();
    if (!item || m_filling) {
        return;
    }
    item->key = m_key->text().trimmed();
    item->title = m_title->text();
    item->description = m_description->toPlainText();
    item->kind = ChecklistItem::Kind(m_kind->currentData().toInt());
    item->rule = ChecklistRule(m_rule->currentData().toInt());
    refreshItemRow(m_items->currentRow());
    updateState();
}

void ChecklistTemplateDialog::refreshItemRow(int row)
{
    if (const ChecklistItem *item = currentItem(); item && m_items->item(row)) {
        m_items->item(row)->setText(itemText(*item));
    }
}

void ChecklistTemplateDialog::addTemplate(const ChecklistTemplate &checklist)
{
    m_templates.append(checklist);
    fillTemplateList();
    selectTemplate(int(m_templates.size()) - 1);
}

void ChecklistTemplateDialog::newTemplate()
{
    ChecklistTemplate checklist;
    checklist.name = tr("New checklist");
    checklist.items.append(ChecklistItem());
    addTemplate(checklist);
}

void ChecklistTemplateDialog::duplicateTemplate()
{
    if (const ChecklistTemplate *checklist = current()) {
        ChecklistTemplate copy = *checklist;
        copy.id = 0;
        copy.name = tr("%1 (copy)").arg(checklist->name);
        addTemplate(copy);
    }
}

void ChecklistTemplateDialog::removeTemplate()
{
    const ChecklistTemplate *checklist = current();
    if (checklist && checklist->id != 0 && !m_readOnly
        && QMessageBox::question(this, tr("Remove Template"),
               Qt::convertFromPlainText(tr("Remove the checklist template “%1”?").arg(checklist->name)), QMessageBox::Yes | QMessageBox::No,
               QMessageBox::No)
            != QMessageBox::Yes) {
        return;
    }
    removeCurrentTemplate();
}

// An unsaved template is only dropped; a stored one is the controller's to remove.
void ChecklistTemplateDialog::removeCurrentTemplate()
{
    const ChecklistTemplate *checklist = current();
    if (!checklist || m_readOnly) {
        return;
    }
    if (checklist->id != 0) {
        Q_EMIT removeRequested(checklist->id);
        return;
    }
    const int row = m_list->currentRow();
    m_templates.removeAt(row);
    fillTemplateList();
    selectTemplate(qMin(row, int(m_templates.size()) - 1));
    showTemplate();
}

void ChecklistTemplateDialog::addItem()
{
    if (ChecklistTemplate *checklist = current()) {
        checklist->items.append(ChecklistItem());
        m_items->addItem(itemText(checklist->items.constLast()));
        selectItem(m_items->count() - 1);
        m_key->setFocus();
    }
}

void ChecklistTemplateDialog::removeItem()
{
    ChecklistTemplate *checklist = current();
    const int row = m_items->currentRow();
    if (!checklist || !currentItem()) {
        return;
    }
    checklist->items.removeAt(row);
    delete m_items->takeItem(row);
    selectItem(qMin(row, m_items->count() - 1));
    showItem();
}

void ChecklistTemplateDialog::moveItem(int by)
{
    ChecklistTemplate *checklist = current();
    const int row = m_items->currentRow();
    const int to = row + by;
    if (!checklist || !currentItem() || to < 0 || to >= checklist->items.size()) {
        return;
    }
    checklist->items.move(row, to);
    {
        const QSignalBlocker blocker(m_items);
        m_items->insertItem(to, m_items->takeItem(row));
    }
    selectItem(to);
}

void ChecklistTemplateDialog::updateState()
{
    const bool has = current() != nullptr;
    const bool editable = has && !m_readOnly;
    const bool hasItem = editable && currentItem() != nullptr;
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_new->setEnabled(!m_readOnly);
    m_requiredKinds->setEnabled(!m_readOnly);
    m_duplicate->setEnabled(editable);
    m_remove->setEnabled(editable);
    m_activate->setEnabled(editable && current()->id != 0 && current()->id != m_activeId);
    m_name->setReadOnly(!editable);
    m_addItem->setEnabled(editable);
    m_removeItem->setEnabled(hasItem);
    m_up->setEnabled(hasItem && m_items->currentRow() > 0);
    m_down->setEnabled(hasItem && m_items->currentRow() < m_items->count() - 1);
    for (QWidget *field : {static_cast<QWidget *>(m_key), static_cast<QWidget *>(m_title), static_cast<QWidget *>(m_description),
             static_cast<QWidget *>(m_kind)}) {
        field->setEnabled(hasItem);
    }
    m_rule->setEnabled(hasItem && m_kind->currentIndex() == 1);
    m_save->setEnabled(editable && why.isEmpty());
}
