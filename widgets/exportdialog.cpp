// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "paneparts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

const QString kMarkdownSuffix = QStringLiteral(".md");
const QString kHtmlSuffix = QStringLiteral(".html");

} // namespace

ExportDialog::ExportDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export Finished Post"));
    setMinimumWidth(560); // the footer's format and the output path read whole
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildOptions());
    layout->addWidget(buildOutput());
    layout->addWidget(buildUnjustified());
    layout->addWidget(buildOpenItems());
    layout->addWidget(buildForce());
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Export"));
    layout->addWidget(buttons);
    setValue({});
}

QWidget *ExportDialog::buildOptions()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    m_format = new QComboBox(box);
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItems({tr("Markdown"), tr("HTML")});
    form->addRow(tr("&Format:"), m_format);
    m_deletionNotes = new QComboBox(box);
    m_deletionNotes->setObjectName(QStringLiteral("deletionNotes"));
    m_deletionNotes->addItem(tr("Footnotes"), int(ExportSettings::DeletionNotes::Footnotes));
    m_deletionNotes->addItem(tr("Section at the end"), int(ExportSettings::DeletionNotes::EndSection));
    m_deletionNotes->addItem(tr("None"), int(ExportSettings::DeletionNotes::None));
    form->addRow(tr("&Deletion notes:"), m_deletionNotes);
    m_endSectionTitle = new QLineEdit(box);
    m_endSectionTitle->setObjectName(QStringLiteral("endSectionTitle"));
    form->addRow(tr("Section &title:"), m_endSectionTitle);
    m_footer = new QCheckBox(tr("Revision &footer:"), box);
    m_footer->setObjectName(QStringLiteral("footer"));
    m_footerFormat = new QLineEdit(box);
    m_footerFormat->setObjectName(QStringLiteral("footerFormat"));
    m_footerFormat->setToolTip(tr("{date} is the date of the last change, {revisions} the number of revisions."));
    form->addRow(m_footer, m_footerFormat);
    m_notes = new QCheckBox(tr("Include translator's &notes"), box);
    m_notes->setObjectName(QStringLiteral("notes"));
    form->addRow(m_notes);
    connect(m_format, qOverload<int>(&QComboBox::currentIndexChanged), this, &ExportDialog::followFormat);
    connect(m_deletionNotes, qOverload<int>(&QComboBox::currentIndexChanged), this, &ExportDialog::updateState);
    connect(m_footer, &QCheckBox::toggled, this, &ExportDialog::updateState);
    return box;
}

QWidget *ExportDialog::buildOutput()
{
    auto *label = new QLabel(tr("&Output file:"));
    m_output = new QLineEdit;
    m_output->setObjectName(QStringLiteral("outputPath"));
    label->setBuddy(m_output);
    m_browse = new QPushButton(tr("&Browse…"));
    m_browse->setObjectName(QStringLiteral("browse"));
    connect(m_output, &QLineEdit::textChanged, this, &ExportDialog::updateState);
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    return PaneParts::line({label, {m_output, 1}, m_browse});
}

QWidget *ExportDialog::buildUnjustified()
{
    m_unjustified = new QListWidget;
    m_unjustified->setObjectName(QStringLiteral("unjustified"));
    m_unjustifiedBox = PaneParts::column({new QLabel(tr("These deletions have no justification yet:")), m_unjustified});
    return m_unjustifiedBox;
}

QWidget *ExportDialog::buildOpenItems()
{
    m_openItems = new QListWidget;
    m_openItems->setObjectName(QStringLiteral("openItems"));
    m_openItems->setWordWrap(true);
    auto *label = new QLabel(tr("&Reason for exporting anyway:"));
    m_reason = new QLineEdit;
    m_reason->setObjectName(QStringLiteral("overrideReason"));
    m_reason->setPlaceholderText(tr("optional; recorded with the export"));
    label->setBuddy(m_reason);
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_reason, 1);
    m_openBox = PaneParts::column({new QLabel(tr("These checklist items are still open:")), m_openItems, row});
    return m_openBox;
}

QWidget *ExportDialog::buildForce()
{
    m_force = new QCheckBox(tr("Export &anyway"), this);
    m_force->setObjectName(QStringLiteral("exportAnyway"));
    connect(m_force, &QCheckBox::toggled, this, &ExportDialog::updateState);
    return m_force;
}

void ExportDialog::setValue(const Value &value)
{
    const ExportSettings &settings = value.settings;
    m_deletionNotes->setCurrentIndex(m_deletionNotes->findData(int(settings.deletionNotes)));
    m_endSectionTitle->setText(settings.endSectionTitle);
    m_footer->setChecked(settings.footer);
    m_footerFormat->setText(settings.footerFormat);
    m_notes->setChecked(settings.notes);
    m_format->setCurrentIndex(value.html ? 1 : 0); // before the path: it follows the format
    m_output->setText(value.outputPath);
    showLines(m_unjustified, m_unjustifiedBox, value.unjustified);
    showLines(m_openItems, m_openBox, value.openItems);
    m_force->setChecked(value.anyway);
    m_reason->setText(value.overrideReason);
    updateState();
}

ExportDialog::Value ExportDialog::value() const
{
    Value value;
    value.settings = settings();
    value.html = isHtml();
    value.outputPath = outputPath();
    value.unjustified = lines(m_unjustified);
    value.openItems = lines(m_openItems);
    value.anyway = m_force->isChecked();
    value.overrideReason = m_reason->text().trimmed();
    return value;
}

ExportSettings ExportDialog::settings() const
{
    ExportSettings settings;
    settings.deletionNotes = ExportSettings::DeletionNotes(m_deletionNotes->currentData().toInt());
    settings.footer = m_footer->isChecked();
    // Blank texts mean the defaults, as ExportSettings::load() reads them.
    if (!m_footerFormat->text().trimmed().isEmpty()) {
        settings.footerFormat = m_footerFormat->text();
    }
    if (!m_endSectionTitle->text().trimmed().isEmpty()) {
        settings.endSectionTitle = m_endSectionTitle->text();
    }
    settings.notes = m_notes->isChecked();
    return settings;
}

void ExportDialog::showLines(QListWidget *list, QWidget *box, const QStringList &lines)
{
    list->clear();
    list->addItems(lines);
    box->setVisible(!lines.isEmpty());
}

QStringList ExportDialog::lines(const QListWidget *list)
{
    QStringList lines;
    for (int row = 0; row < list->count(); ++row) {
        lines.append(list->item(row)->text());
    }
    return lines;
}

QString ExportDialog::outputPath() const
{
    return m_output->text().trimmed();
}

bool ExportDialog::isHtml() const
{
    return m_format->currentIndex() == 1;
}

void ExportDialog::browse()
{
    const QString filter = isHtml() ? tr("HTML files (*.html *.htm)") : tr("Markdown files (*.md *.markdown)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export To"), outputPath(), filter);
    if (!path.isEmpty()) {
        m_output->setText(path);
    }
}

// A path ending in the other format's suffix follows the format.
void ExportDialog::followFormat()
{
    const QString from = isHtml() ? kMarkdownSuffix : kHtmlSuffix;
    const QString to = isHtml() ? kHtmlSuffix : kMarkdownSuffix;
    QString path = m_output->text();
    if (path.endsWith(from, Qt::CaseInsensitive)) {
        path.chop(from.size());
        m_output->setText(path + to);
    }
}

void ExportDialog::updateState()
{
    m_footerFormat->setEnabled(m_footer->isChecked());
    m_endSectionTitle->setEnabled(m_deletionNotes->currentData().toInt() == int(ExportSettings::DeletionNotes::EndSection));
    const bool warned = m_unjustified->count() > 0 || m_openItems->count() > 0;
    m_force->setVisible(warned);
    m_ok->setEnabled((!warned || m_force->isChecked()) && !outputPath().isEmpty());
}
