// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationpane.h"

#include "paneparts.h"
#include "placeholderstack.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>

AnnotationPane::AnnotationPane(QWidget *parent)
    : QWidget(parent)
    , m_source(new QLabel)
    , m_stack(new PlaceholderStack(QStringLiteral("annotationPlaceholder"),
          tr("No catalogued GPU or version in this source block. Move the source cursor to a block that names one, "
             "or insert a note of any type below.")))
    , m_list(createList())
{
    m_source->setObjectName(QStringLiteral("annotationSource"));
    m_source->setTextFormat(Qt::PlainText); // shows user text: never markup
    m_stack->setObjectName(QStringLiteral("annotationStack"));
    m_stack->setContent(m_list);
    PaneParts::fill(this, {m_source, {m_stack, 1}, createSuggestionButtons(), createNewNoteRow(), createNoteRow(), createProjectRow()});
    setSuggestions({}, {});
    setCurrentNote(false, {});
    setCurrentNoteLink({}, false, false);
}

QListWidget *AnnotationPane::createList()
{
    auto *list = new QListWidget;
    list->setObjectName(QStringLiteral("annotationSuggestions"));
    list->setAlternatingRowColors(true);
    list->setWordWrap(true);
    PaneParts::onEnter(list, [this](const QModelIndex &) { requestInsert(m_list->currentItem()); });
    connect(list, &QListWidget::itemDoubleClicked, this, &AnnotationPane::requestInsert);
    connect(list, &QListWidget::currentItemChanged, this, &AnnotationPane::updateState);
    return list;
}

QWidget *AnnotationPane::createSuggestionButtons()
{
    // No mnemonics: Alt+letter would clash with the main window's menus.
    m_insertButton = PaneParts::button(tr("Insert"), QStringLiteral("annotationInsert"),
        tr("Insert the selected note at the draft cursor (Enter)"), this, [this] { requestInsert(m_list->currentItem()); });
    return PaneParts::row({}, {m_insertButton});
}

QWidget *AnnotationPane::createNewNoteRow()
{
    m_kinds = new QComboBox;
    m_kinds->setObjectName(QStringLiteral("annotationKinds"));
    const QList<AnnotationKind> kinds = AnnotationKinds::all();
    for (const AnnotationKind kind : kinds) {
        m_kinds->addItem(AnnotationKinds::label(kind), int(kind));
    }
    m_kinds->setToolTip(tr("The type of a new note, or a template of this project under its type"));
    // Narrower than its longest name in a narrow dock (the list shows them whole).
    m_kinds->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kinds->setMinimumContentsLength(10);
    m_newButton = PaneParts::button(tr("New Note…"), QStringLiteral("annotationNew"),
        tr("Insert an empty note of the chosen type or template at the draft cursor"), this, &AnnotationPane::requestNewNote);
    return PaneParts::line({{m_kinds, 1}, m_newButton});
}

QWidget *AnnotationPane::createNoteRow()
{
    m_noteLabel = PaneParts::plainLabel(QStringLiteral("annotationCurrentNote"));
    m_editButton = PaneParts::button(tr("Edit Note…"), QStringLiteral("annotationEdit"),
        tr("Edit the note at the draft cursor through its form"), this, &AnnotationPane::editRequested);
    m_linkLabel = PaneParts::plainLabel(QStringLiteral("annotationLink"));
    auto *row = new QWidget;
    auto *layout = new QGridLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    // The text above the buttons: beside them it pushed "Reuse" out of a narrow dock.
    layout->addWidget(m_noteLabel, 0, 0, 1, 3);
    layout->addWidget(m_editButton, 1, 1);
    layout->addWidget(createReuseButton(), 1, 2);
    layout->addWidget(m_linkLabel, 2, 0, 1, 3);
    layout->setColumnStretch(0, 1);
    return row;
}

// Reuse ▾: what can be done with the note at the draft cursor beyond this issue.
QWidget *AnnotationPane::createReuseButton()
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("annotationReuseMenu"));
    const auto add = [menu](const QString &text, const QString &name) {
        QAction *action = menu->addAction(text);
        action->setObjectName(name);
        return action;
    };
    connect(add(tr("Save as Template…"), QStringLiteral("noteSaveTemplate")), &QAction::triggered, this,
        &AnnotationPane::saveAsTemplateRequested);
    connect(
        add(tr("Copy to Issue…"), QStringLiteral("noteCopyTo")), &QAction::triggered, this, [this] { Q_EMIT copyToIssueRequested(false); });
    connect(
        add(tr("Link to Issue…"), QStringLiteral("noteLinkTo")), &QAction::triggered, this, [this] { Q_EMIT copyToIssueRequested(true); });
    menu->addSeparator();
    m_syncAction = add(tr("Sync with Original"), QStringLiteral("noteSync"));
    m_takeAction = add(tr("Take Original (Drop Edits Here)"), QStringLiteral("noteTakeOriginal"));
    m_unlinkAction = add(tr("Unlink"), QStringLiteral("noteUnlink"));
    connect(m_syncAction, &QAction::triggered, this, &AnnotationPane::syncLinkRequested);
    connect(m_takeAction, &QAction::triggered, this, &AnnotationPane::takeOriginalRequested);
    connect(m_unlinkAction, &QAction::triggered, this, &AnnotationPane::unlinkRequested);
    m_reuseButton = new QToolButton;
    m_reuseButton->setObjectName(QStringLiteral("annotationReuse"));
    m_reuseButton->setText(tr("Reuse"));
    m_reuseButton->setToolTip(tr("Save the note at the draft cursor as a template, copy or link it into another issue"));
    m_reuseButton->setPopupMode(QToolButton::InstantPopup);
    m_reuseButton->setMenu(menu);
    return m_reuseButton;
}

QWidget *AnnotationPane::createProjectRow()
{
    m_templatesButton = PaneParts::button(tr("Templates…"), QStringLiteral("annotationTemplates"), tr("Edit this project's note templates"),
        this, &AnnotationPane::templatesRequested);
    m_catalogsButton = PaneParts::button(tr("Catalogues…"), QStringLiteral("annotationCatalogs"),
        tr("Edit this project's GPU and version catalogues"), this, &AnnotationPane::catalogsRequested);
    return PaneParts::row({m_templatesButton, m_catalogsButton});
}

void AnnotationPane::setSuggestions(const QString &sourceLabel, const QList<AnnotationSuggestion> &suggestions)
{
    m_suggestions = suggestions;
    m_source->setText(sourceLabel.isEmpty() ? tr("No source block") : sourceLabel);
    m_list->clear();
    for (int i = 0; i < suggestions.size(); ++i) {
        const AnnotationSuggestion &suggestion = suggestions.at(i);
        auto *item = new QListWidgetItem(suggestion.title + QLatin1Char('\n') + mentionsLine(suggestion.mentions), m_list);
        item->setData(Qt::UserRole, i);
    }
    if (!suggestions.isEmpty()) {
        m_list->setCurrentRow(0);
    }
    m_stack->showContent(!suggestions.isEmpty());
    updateState();
}

// "Mentions: A100, CUDA 11.8, torch==2.0.1", each name once.
QString AnnotationPane::mentionsLine(const QList<Mention> &mentions)
{
    QStringList names;
    for (const Mention &mention : mentions) {
        QString name = mention.name;
        if (mention.kind == Mention::CudaVersion) {
            name = QStringLiteral("%1 %2").arg(mention.name, mention.version);
        } else if (mention.kind == Mention::PackageVersion) {
            name = QStringLiteral("%1==%2").arg(mention.name, mention.version);
        } else if (mention.kind == Mention::ImportLine) {
            name = tr("import %1").arg(mention.name);
        }
        if (!names.contains(name)) {
            names.append(name);
        }
    }
    return tr("Mentions: %1").arg(names.join(QStringLiteral(", ")));
}

void AnnotationPane::setCurrentNote(bool isNote, const QString &kindLabel)
{
    m_isNote = isNote;
    m_noteLabel->setText(isNote ? tr("At the draft cursor: %1").arg(kindLabel) : tr("The draft cursor is not in a note."));
    updateState();
}

void AnnotationPane::setCurrentNoteLink(const QString &linkText, bool canSync, bool canTakeOriginal)
{
    m_linked = !linkText.isEmpty();
    m_canSync = canSync;
    m_canTake = canTakeOriginal;
    m_linkLabel->setText(linkText);
    m_linkLabel->setVisible(m_linked);
    updateState();
}

void AnnotationPane::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateState();
}

// A kind's item, then its extra templates' items indented under it; the item's data
// is the kind, ExtraIdRole the extra template's id (0 for the kind).
void AnnotationPane::setExtraTemplates(const QList<AnnotationTemplate> &extras)
{
    const AnnotationKind kind = selectedKind();
    const qint64 extraId = selectedExtraId();
    const QSignalBlocker blocker(m_kinds);
    m_kinds->clear();
    const QList<AnnotationKind> kinds = AnnotationKinds::all();
    for (const AnnotationKind each : kinds) {
        m_kinds->addItem(AnnotationKinds::label(each), int(each));
        for (const AnnotationTemplate &extra : extras) {
            if (extra.kind == each) {
                m_kinds->addItem(QStringLiteral("    ") + extra.name, int(each));
                m_kinds->setItemData(m_kinds->count() - 1, extra.extraId, ExtraIdRole);
                m_kinds->setItemData(
                    m_kinds->count() - 1, tr("A template of this project: %1").arg(AnnotationKinds::label(each)), Qt::ToolTipRole);
            }
        }
    }
    setSelectedKind(kind);
    setSelectedExtraId(extraId);
}

AnnotationKind AnnotationPane::selectedKind() const
{
    return static_cast<AnnotationKind>(m_kinds->currentData().toInt());
}

void AnnotationPane::setSelectedKind(AnnotationKind kind)
{
    m_kinds->setCurrentIndex(m_kinds->findData(int(kind)));
}

qint64 AnnotationPane::selectedExtraId() const
{
    return m_kinds->currentData(ExtraIdRole).toLongLong();
}

void AnnotationPane::setSelectedExtraId(qint64 extraId)
{
    const int index = extraId == 0 ? -1 : m_kinds->findData(extraId, ExtraIdRole);
    if (index >= 0) {
        m_kinds->setCurrentIndex(index);
    }
}

void AnnotationPane::requestInsert(const QListWidgetItem *item)
{
    if (m_readOnly || !item) {
        return;
    }
    const AnnotationSuggestion &suggestion = m_suggestions.at(item->data(Qt::UserRole).toInt());
    Q_EMIT insertRequested(suggestion.kind, suggestion.values);
}

void AnnotationPane::requestNewNote()
{
    if (m_readOnly) {
        return;
    }
    if (const qint64 extraId = selectedExtraId()) {
        Q_EMIT insertFromTemplateRequested(extraId);
    } else {
        Q_EMIT insertRequested(selectedKind(), QJsonObject());
    }
}

void AnnotationPane::updateState()
{
    m_insertButton->setEnabled(!m_readOnly && m_list->currentItem());
    m_kinds->setEnabled(!m_readOnly);
    m_newButton->setEnabled(!m_readOnly);
    m_editButton->setEnabled(!m_readOnly && m_isNote);
    m_reuseButton->setEnabled(!m_readOnly && m_isNote);
    m_syncAction->setEnabled(m_linked && m_canSync);
    m_takeAction->setEnabled(m_linked && m_canTake);
    m_unlinkAction->setEnabled(m_linked);
    m_templatesButton->setEnabled(!m_readOnly);
    m_catalogsButton->setEnabled(!m_readOnly);
}
