// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationform.h"

#include "emojifont.h"
#include "notes/annotationkind.h"
#include "notes/annotationrenderer.h"
#include "paneparts.h"
#include "previewpane.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFontInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
QString cellText(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text().trimmed() : QString();
}

QJsonArray rowOf(const QTableWidget *table, int row)
{
    QJsonArray cells;
    for (int column = 0; column < table->columnCount(); ++column) {
        cells.append(cellText(table, row, column));
    }
    return cells;
}

bool isEmptyRow(const QJsonArray &cells)
{
    for (const QJsonValue &cell : cells) {
        if (!cell.toString().isEmpty()) {
            return false;
        }
    }
    return true;
}

QJsonArray tableRows(const QTableWidget *table)
{
    QJsonArray rows;
    for (int row = 0; row < table->rowCount(); ++row) {
        rows.append(rowOf(table, row));
    }
    while (!rows.isEmpty() && isEmptyRow(rows.last().toArray())) {
        rows.removeLast();
    }
    return rows;
}

void setTableRows(QTableWidget *table, const QJsonArray &rows)
{
    table->setRowCount(0);
    table->setRowCount(rows.isEmpty() ? 1 : int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        const QJsonArray cells = rows.at(row).toArray();
        for (int column = 0; column < table->columnCount() && column < cells.size(); ++column) {
            table->setItem(row, column, new QTableWidgetItem(cells.at(column).toString()));
        }
    }
}

QString fieldLabel(const AnnotationField &field)
{
    return field.optional ? AnnotationForm::tr("%1 (optional):").arg(field.label) : AnnotationForm::tr("%1:").arg(field.label);
}
} // namespace

AnnotationForm::AnnotationForm(const AnnotationTemplate &annotationTemplate, QWidget *parent)
    : QDialog(parent)
    , m_template(annotationTemplate)
    , m_preview(new PreviewPane)
    , m_handEdited(new QLabel(tr("This note was edited in the draft by hand; OK replaces those edits with the form's text.")))
{
    setWindowTitle(tr("Translator's Note: %1").arg(AnnotationKinds::label(annotationTemplate.kind)));
    m_preview->setObjectName(QStringLiteral("annotationPreview"));
    m_handEdited->setObjectName(QStringLiteral("handEditedLabel"));
    m_handEdited->setWordWrap(true);
    m_handEdited->setVisible(false);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(createForm());
    splitter->addWidget(m_preview);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_handEdited);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(1000, 640);
    setValues({});
}

QFont AnnotationForm::codeFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (!QFontInfo(font).fixedPitch()) {
        font.setFamily(QStringLiteral("monospace"));
        font.setStyleHint(QFont::TypeWriter);
    }
    return EmojiFont::withFallback(font);
}

QWidget *AnnotationForm::createForm()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const AnnotationField &field : qAsConst(m_template.fields)) {
        form->addRow(fieldLabel(field), createEditor(field));
    }
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(page);
    return scroll;
}

QWidget *AnnotationForm::createEditor(const AnnotationField &field)
{
    if (field.type == AnnotationField::Table) {
        return createTable(field);
    }
    if (field.type != AnnotationField::Line) {
        QPlainTextEdit *edit = createTextEdit(field);
        if (field.type != AnnotationField::Tree) {
            return edit;
        }
        auto *hint = new QLabel(tr("Two spaces of indentation per level."));
        hint->setEnabled(false); // greyed
        return PaneParts::column({edit, hint});
    }
    auto *edit = new QLineEdit;
    edit->setObjectName(QStringLiteral("field_") + field.key);
    edit->setPlaceholderText(field.placeholder);
    connect(edit, &QLineEdit::textChanged, this, &AnnotationForm::updatePreview);
    m_editors.append(edit);
    return edit;
}

QPlainTextEdit *AnnotationForm::createTextEdit(const AnnotationField &field)
{
    auto *edit = new QPlainTextEdit;
    edit->setObjectName(QStringLiteral("field_") + field.key);
    edit->setPlaceholderText(field.placeholder);
    edit->setTabChangesFocus(true);
    const bool verbatim = field.type == AnnotationField::Code || field.type == AnnotationField::Tree;
    if (verbatim) {
        edit->setFont(codeFont());
        edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    }
    edit->setMinimumHeight(edit->fontMetrics().lineSpacing() * (verbatim ? 6 : 3) + 12);
    connect(edit, &QPlainTextEdit::textChanged, this, &AnnotationForm::updatePreview);
    m_editors.append(edit);
    return edit;
}

QWidget *AnnotationForm::createTable(const AnnotationField &field)
{
    auto *table = new QTableWidget(1, int(field.columns.size()));
    table->setObjectName(QStringLiteral("field_") + field.key);
    table->setHorizontalHeaderLabels(field.columns);
    table->setToolTip(field.placeholder);
    table->verticalHeader()->setVisible(false);
    // Cells hold short phrases ("A800（PCIe / SXM4，40/80 GB）"): show them whole.
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells
    table->setMinimumHeight(table->verticalHeader()->defaultSectionSize() * 5);
    auto *add = PaneParts::button(tr("Add Row"), QStringLiteral("addRow_") + field.key, {}, this, [this, table] { addRow(table); });
    auto *remove =
        PaneParts::button(tr("Remove Row"), QStringLiteral("removeRow_") + field.key, {}, this, [this, table] { removeRow(table); });
    connect(table, &QTableWidget::cellChanged, this, &AnnotationForm::updatePreview);
    connect(table->model(), &QAbstractItemModel::rowsRemoved, this, &AnnotationForm::updatePreview);
    m_editors.append(table);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    return PaneParts::column({table, buttons});
}

void AnnotationForm::addRow(QTableWidget *table)
{
    const int row = table->rowCount();
    table->insertRow(row);
    table->setCurrentCell(row, 0);
    table->setFocus();
}

// Removes the current row (the last without one); one row always stays.
void AnnotationForm::removeRow(QTableWidget *table)
{
    const int row = table->currentRow() >= 0 ? table->currentRow() : table->rowCount() - 1;
    if (table->rowCount() > 1) {
        table->removeRow(row);
    } else {
        setTableRows(table, {});
        updatePreview();
    }
}

void AnnotationForm::setValues(const QJsonObject &values)
{
    for (int i = 0; i < m_template.fields.size(); ++i) {
        setValue(m_template.fields.at(i), m_editors.at(i), values.value(m_template.fields.at(i).key));
    }
    updatePreview();
}

void AnnotationForm::setValue(const AnnotationField &field, QWidget *editor, const QJsonValue &value)
{
    const QString text = value.toString().isEmpty() ? field.defaultValue : value.toString();
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        line->setText(text);
    } else if (auto *edit = qobject_cast<QPlainTextEdit *>(editor)) {
        edit->setPlainText(text);
    } else if (auto *table = qobject_cast<QTableWidget *>(editor)) {
        const QSignalBlocker blocker(table);
        setTableRows(table, value.toArray());
    }
}

QJsonObject AnnotationForm::values() const
{
    QJsonObject values;
    for (int i = 0; i < m_template.fields.size(); ++i) {
        const AnnotationField &field = m_template.fields.at(i);
        const QJsonValue fieldValue = value(m_editors.at(i));
        if (!AnnotationRenderer::isEmpty(field, fieldValue)) {
            values.insert(field.key, fieldValue);
        }
    }
    return values;
}

QJsonValue AnnotationForm::value(const QWidget *editor)
{
    if (const auto *line = qobject_cast<const QLineEdit *>(editor)) {
        return line->text().trimmed();
    }
    if (const auto *edit = qobject_cast<const QPlainTextEdit *>(editor)) {
        return edit->toPlainText();
    }
    return tableRows(qobject_cast<const QTableWidget *>(editor));
}

QString AnnotationForm::markdown() const
{
    return AnnotationRenderer::render(m_template, values());
}

void AnnotationForm::setHandEdited(bool handEdited)
{
    m_handEdited->setVisible(handEdited);
}

bool AnnotationForm::isHandEdited() const
{
    return !m_handEdited->isHidden();
}

void AnnotationForm::updatePreview()
{
    m_preview->setMarkdown(markdown());
}
