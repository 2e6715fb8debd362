// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termentrydialog.h"

#include "paneparts.h"
#include "termrestrictionsbox.h"
#include "terms/termrepository.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {
const QLatin1String ListSeparator(", ");

// Items of a list typed one per line or separated by commas (ASCII or full-width).
QStringList splitList(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,，\\n]"));
    QStringList items;
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        if (!part.trimmed().isEmpty()) {
            items.append(part.trimmed());
        }
    }
    return items;
}

// Issue numbers separated by commas or spaces; the first word that is not a positive
// integer goes to *bad (the valid numbers are returned all the same).
QList<int> parseIssues(const QString &text, QString *bad = nullptr)
{
    static const QRegularExpression separators(QStringLiteral("[,，、\\s]+"));
    QList<int> issues;
    const QStringList words = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &word : words) {
        bool ok = false;
        const int number = word.toInt(&ok);
        if (ok && number > 0) {
            issues.append(number);
        } else if (bad && bad->isEmpty()) {
            *bad = word;
        }
    }
    return issues;
}

QString joinIssues(const QList<int> &issues)
{
    QStringList words;
    for (int issue : issues) {
        words.append(QString::number(issue));
    }
    return words.join(ListSeparator);
}

QString cellText(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text().trimmed() : QString();
}

bool textCellsEmpty(const QTableWidget *table, int row, const QList<int> &columns)
{
    return std::all_of(columns.cbegin(), columns.cend(), [&](int column) { return cellText(table, row, column).isEmpty(); });
}

void setTextRow(QTableWidget *table, int row, const QStringList &texts)
{
    for (int column = 0; column < texts.size(); ++column) {
        table->setItem(row, column, new QTableWidgetItem(texts.at(column)));
    }
}

QTableWidget *newTable(const QString &objectName, const QStringList &headers)
{
    auto *table = new QTableWidget(0, int(headers.size()));
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Tab leaves the table (arrows move between cells); while a cell is edited,
    // Tab moves on to the next cell's editor.
    table->setTabKeyNavigation(false);
    return table;
}
} // namespace

TermEntryDialog::TermEntryDialog(QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget)
    , m_source(PaneParts::lineEdit(QStringLiteral("sourceEdit"), tr("e.g. kernel")))
    , m_variants(new QPlainTextEdit)
    , m_caseSensitive(PaneParts::checkBox(tr("&Case sensitive"), QStringLiteral("caseSensitiveBox")))
    , m_keepEnglish(PaneParts::checkBox(tr("&Keep in English (never translated)"), QStringLiteral("keepEnglishBox")))
    , m_restrictions(new TermRestrictionsBox)
    , m_firstUse(PaneParts::lineEdit(QStringLiteral("firstUseEdit"), tr("e.g. NeMo Megatron（NVIDIA开源的大模型训练框架）")))
    , m_note(new QPlainTextEdit)
    , m_issues(PaneParts::lineEdit(QStringLiteral("issuesEdit"), tr("e.g. 267, 311")))
    , m_renderings(newTable(QStringLiteral("renderingsTable"),
          {tr("Rendering"), tr("Keywords"), tr("Regex"), tr("Code language"), tr("Post tags"), tr("Priority"), tr("Default")}))
    , m_forbidden(newTable(QStringLiteral("forbiddenTable"), {tr("Forbidden rendering"), tr("Reason")}))
    , m_conflicts(newTable(QStringLiteral("conflictsTable"), {tr("Context feature"), tr("Correct"), tr("Wrong"), tr("Issues")}))
    , m_messageIcon(new QLabel)
    , m_message(PaneParts::plainLabel(QStringLiteral("messageLabel")))
    , m_buttons(PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("New Term"));
    m_tabs->addTab(createTermPage(), tr("&Term"));
    m_tabs->addTab(createTablePage(m_forbidden, QStringLiteral("forbidden")), tr("Fo&rbidden"));
    m_tabs->addTab(createTablePage(m_conflicts, QStringLiteral("conflicts")), tr("Conflict &log"));
    for (int column : {RCode, RPriority, RDefault}) {
        m_renderings->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    m_conflicts->horizontalHeader()->setSectionResizeMode(CIssues, QHeaderView::ResizeToContents);
    setRenderingTips();
    auto *messageRow = new QHBoxLayout;
    messageRow->addWidget(m_messageIcon);
    messageRow->addWidget(m_message, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(messageRow);
    layout->addWidget(m_buttons);
    for (QTableWidget *table : {m_renderings, m_forbidden, m_conflicts}) {
        connect(table->model(), &QAbstractItemModel::rowsInserted, this, &TermEntryDialog::validate);
        connect(table->model(), &QAbstractItemModel::rowsRemoved, this, &TermEntryDialog::validate);
    }
    connect(m_renderings, &QTableWidget::cellChanged, this, &TermEntryDialog::onRenderingChanged);
    connect(m_forbidden, &QTableWidget::cellChanged, this, &TermEntryDialog::validate);
    connect(m_conflicts, &QTableWidget::cellChanged, this, &TermEntryDialog::validate);
    resize(860, 640);
    validate();
}

void TermEntryDialog::setRenderingTips()
{
    const QStringList tips = {tr("The Chinese rendering"),
        tr("It applies when any of these words is in the block or post (comma separated)"),
        tr("It applies when this pattern matches in the block or post"),
        tr("It applies near a fenced code block in this language, e.g. cuda, bash"),
        tr("It applies when the post has any of these tags (comma separated)"),
        tr("Of the renderings that apply, the highest priority wins"),
        tr("Used when no other rendering applies; only one can be the default")};
    for (int column = 0; column < tips.size(); ++column) {
        m_renderings->horizontalHeaderItem(column)->setToolTip(tips.at(column));
    }
}

QWidget *TermEntryDialog::createTermPage()
{
    m_variants->setObjectName(QStringLiteral("variantsEdit"));
    m_note->setObjectName(QStringLiteral("noteEdit"));
    m_variants->setPlaceholderText(tr("Other written forms, one per line or separated by commas"));
    for (QPlainTextEdit *edit : {m_variants, m_note}) {
        edit->setTabChangesFocus(true);
        edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 2 + 12);
    }
    auto *flags = new QHBoxLayout;
    flags->addWidget(m_caseSensitive);
    flags->addWidget(m_keepEnglish);
    flags->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Source term:"), m_source);
    form->addRow(tr("&Variants:"), m_variants);
    form->addRow(QString(), flags);
    form->addRow(QString(), m_restrictions);
    form->addRow(tr("&First use:"), m_firstUse);
    form->addRow(tr("&Note:"), m_note);
    form->addRow(tr("&Issues:"), m_issues);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Renderings (the default one applies when no other rule does):")));
    layout->addWidget(createTablePage(m_renderings, QStringLiteral("renderings")), 1);
    connect(m_source, &QLineEdit::textChanged, this, &TermEntryDialog::validate);
    connect(m_restrictions, &TermRestrictionsBox::changed, this, &TermEntryDialog::validate);
    connect(m_issues, &QLineEdit::textChanged, this, &TermEntryDialog::validate);
    return page;
}

QWidget *TermEntryDialog::createTablePage(QTableWidget *table, const QString &name)
{
    auto *add = PaneParts::button(tr("A&dd"), name + QStringLiteral("AddButton"), {}, this, [this, table] { addRow(table); });
    auto *remove = PaneParts::button(tr("Re&move"), name + QStringLiteral("RemoveButton"), {}, this, [table] {
        const int row = table->currentRow();
        if (row >= 0) {
            table->removeRow(row);
        }
    });
    add->setAutoDefault(false);
    remove->setAutoDefault(false);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    return PaneParts::line({{table, 1}, buttons});
}

void TermEntryDialog::addRow(QTableWidget *table)
{
    if (table == m_renderings) {
        insertRenderingRow(TermRendering());
    } else {
        const int row = table->rowCount();
        table->insertRow(row);
        for (int column = 0; column < table->columnCount(); ++column) {
            table->setItem(row, column, new QTableWidgetItem);
        }
    }
    const int row = table->rowCount() - 1;
    table->setFocus();
    table->setCurrentCell(row, 0);
    table->editItem(table->item(row, 0));
}

void TermEntryDialog::insertRenderingRow(const TermRendering &rendering)
{
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_renderings->rowCount();
    m_renderings->insertRow(row);
    setTextRow(m_renderings, row,
        {rendering.text, rendering.keywords.join(ListSeparator), rendering.regex, rendering.codeLanguage,
            rendering.postTags.join(ListSeparator)});
    auto *priority = new QTableWidgetItem;
    priority->setData(Qt::EditRole, rendering.priority); // an int: the delegate edits it with a spin box
    m_renderings->setItem(row, RPriority, priority);
    auto *isDefault = new QTableWidgetItem;
    isDefault->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    isDefault->setCheckState(rendering.isDefault ? Qt::Checked : Qt::Unchecked);
    m_renderings->setItem(row, RDefault, isDefault);
    m_filling = filling;
}

void TermEntryDialog::onRenderingChanged(int row, int column)
{
    if (m_filling) {
        return;
    }
    const QTableWidgetItem *changed = m_renderings->item(row, column);
    if (column == RDefault && changed && changed->checkState() == Qt::Checked) {
        m_filling = true;
        for (int other = 0; other < m_renderings->rowCount(); ++other) {
            QTableWidgetItem *item = m_renderings->item(other, RDefault);
            if (other != row && item) {
                item->setCheckState(Qt::Unchecked);
            }
        }
        m_filling = false;
    }
    validate();
}

void TermEntryDialog::setEntry(const TermEntry &entry)
{
    m_filling = true;
    m_id = entry.id;
    m_ownSource = entry.id != 0 ? TermRepository::key(entry.source) : QString();
    m_source->setText(entry.source);
    m_variants->setPlainText(entry.variants.join(QLatin1Char('\n')));
    m_caseSensitive->setChecked(entry.caseSensitive);
    m_keepEnglish->setChecked(entry.keepEnglish);
    m_restrictions->set(entry);
    m_firstUse->setText(entry.firstUse);
    m_note->setPlainText(entry.note);
    m_issues->setText(joinIssues(entry.issues));
    setRenderings(entry.renderings);
    setForbidden(entry.forbidden);
    setConflicts(entry.conflicts);
    m_filling = false;
    setWindowTitle(entry.id != 0 ? tr("Term “%1”").arg(entry.source) : tr("New Term"));
    m_tabs->setCurrentIndex(0);
    m_source->setFocus();
    validate();
}

void TermEntryDialog::setRenderings(const QList<TermRendering> &renderings)
{
    m_renderings->setRowCount(0);
    for (const TermRendering &rendering : renderings) {
        insertRenderingRow(rendering);
    }
}

void TermEntryDialog::setForbidden(const QList<TermForbidden> &forbidden)
{
    m_forbidden->setRowCount(0);
    for (const TermForbidden &item : forbidden) {
        m_forbidden->insertRow(m_forbidden->rowCount());
        setTextRow(m_forbidden, m_forbidden->rowCount() - 1, {item.text, item.reason});
    }
}

void TermEntryDialog::setConflicts(const QList<TermConflict> &conflicts)
{
    m_conflicts->setRowCount(0);
    for (const TermConflict &conflict : conflicts) {
        m_conflicts->insertRow(m_conflicts->rowCount());
        setTextRow(m_conflicts, m_conflicts->rowCount() - 1,
            {conflict.contextFeature, conflict.correct, conflict.wrong, joinIssues(conflict.issues)});
    }
}

TermEntry TermEntryDialog::entry() const
{
    TermEntry entry;
    entry.id = m_id;
    entry.source = m_source->text().trimmed();
    entry.variants = splitList(m_variants->toPlainText());
    entry.caseSensitive = m_caseSensitive->isChecked();
    entry.keepEnglish = m_keepEnglish->isChecked();
    m_restrictions->apply(&entry);
    entry.firstUse = m_firstUse->text().trimmed();
    entry.note = m_note->toPlainText().trimmed();
    entry.issues = parseIssues(m_issues->text());
    entry.renderings = renderings();
    entry.forbidden = forbidden();
    entry.conflicts = conflicts();
    return entry;
}

QList<TermRendering> TermEntryDialog::renderings() const
{
    QList<TermRendering> renderings;
    for (int row = 0; row < m_renderings->rowCount(); ++row) {
        TermRendering rendering;
        rendering.text = cellText(m_renderings, row, RText);
        rendering.keywords = splitList(cellText(m_renderings, row, RKeywords));
        rendering.regex = cellText(m_renderings, row, RRegex);
        rendering.codeLanguage = cellText(m_renderings, row, RCode);
        rendering.postTags = splitList(cellText(m_renderings, row, RTags));
        const QTableWidgetItem *priority = m_renderings->item(row, RPriority);
        rendering.priority = priority ? priority->data(Qt::EditRole).toInt() : 0;
        const QTableWidgetItem *isDefault = m_renderings->item(row, RDefault);
        rendering.isDefault = isDefault && isDefault->checkState() == Qt::Checked;
        if (!textCellsEmpty(m_renderings, row, {RText, RKeywords, RRegex, RCode, RTags}) || rendering.isDefault
            || rendering.priority != 0) {
            renderings.append(rendering);
        }
    }
    return renderings;
}

QList<TermForbidden> TermEntryDialog::forbidden() const
{
    QList<TermForbidden> forbidden;
    for (int row = 0; row < m_forbidden->rowCount(); ++row) {
        if (!textCellsEmpty(m_forbidden, row, {0, 1})) {
            forbidden.append({cellText(m_forbidden, row, 0), cellText(m_forbidden, row, 1)});
        }
    }
    return forbidden;
}

QList<TermConflict> TermEntryDialog::conflicts() const
{
    QList<TermConflict> conflicts;
    for (int row = 0; row < m_conflicts->rowCount(); ++row) {
        if (!textCellsEmpty(m_conflicts, row, {CFeature, CCorrect, CWrong, CIssues})) {
            conflicts.append({cellText(m_conflicts, row, CFeature), cellText(m_conflicts, row, CCorrect),
                cellText(m_conflicts, row, CWrong), parseIssues(cellText(m_conflicts, row, CIssues))});
        }
    }
    return conflicts;
}

void TermEntryDialog::setKnownSources(const QStringList &lowercasedSources)
{
    m_knownSources.clear();
    for (const QString &source : lowercasedSources) {
        m_knownSources.insert(TermRepository::key(source));
    }
    validate();
}

QString TermEntryDialog::problem() const
{
    if (m_source->text().trimmed().isEmpty()) {
        return tr("Enter the source term.");
    }
    QString problem = renderingProblem();
    if (problem.isEmpty()) {
        problem = m_restrictions->problem();
    }
    if (problem.isEmpty()) {
        problem = issuesProblem();
    }
    if (problem.isEmpty()) {
        problem = forbiddenProblem();
    }
    // Renaming a stored term onto another is refused by TermRepository::update();
    // a new entry with a known source is merged (warning()).
    const QString key = TermRepository::key(m_source->text());
    if (problem.isEmpty() && m_id != 0 && key != m_ownSource && m_knownSources.contains(key)) {
        problem =
            tr("The termbase has “%1” already: rename this term to something else, or add to that one.").arg(m_source->text().trimmed());
    }
    return problem;
}

QString TermEntryDialog::renderingProblem() const
{
    const QList<TermRendering> all = renderings();
    for (int i = 0; i < all.size(); ++i) {
        const TermRendering &rendering = all.at(i);
        if (rendering.text.isEmpty()) {
            return tr("Rendering %1 has no text.").arg(i + 1);
        }
        const QRegularExpression regex(rendering.regex);
        if (!rendering.regex.isEmpty() && !regex.isValid()) {
            return tr("The regular expression of “%1” is invalid: %2 (at character %3).")
                .arg(rendering.text, regex.errorString())
                .arg(regex.patternErrorOffset() + 1);
        }
    }
    return QString();
}

QString TermEntryDialog::issuesProblem() const
{
    QString bad;
    parseIssues(m_issues->text(), &bad);
    for (int row = 0; bad.isEmpty() && row < m_conflicts->rowCount(); ++row) {
        parseIssues(cellText(m_conflicts, row, CIssues), &bad);
    }
    return bad.isEmpty() ? QString() : tr("“%1” is not an issue number: issue numbers are positive whole numbers.").arg(bad);
}

QString TermEntryDialog::forbiddenProblem() const
{
    const QList<TermForbidden> all = forbidden();
    const QList<TermRendering> allowed = renderings();
    for (const TermForbidden &item : all) {
        if (item.text.isEmpty()) {
            return tr("The forbidden rendering with the reason “%1” has no text.").arg(item.reason);
        }
        const bool clash = std::any_of(allowed.cbegin(), allowed.cend(),
            [&](const TermRendering &rendering) { return rendering.text.compare(item.text, Qt::CaseInsensitive) == 0; });
        if (clash) {
            return tr("“%1” is both a rendering and a forbidden rendering.").arg(item.text);
        }
    }
    return QString();
}

QString TermEntryDialog::warning() const
{
    const QString key = TermRepository::key(m_source->text());
    if (key.isEmpty() || key == m_ownSource || !m_knownSources.contains(key) || m_id != 0) {
        return QString();
    }
    return tr("The termbase has “%1” already: this entry will be merged into it.").arg(m_source->text().trimmed());
}

void TermEntryDialog::validate()
{
    if (m_filling) {
        return;
    }
    const QString problem = this->problem();
    const QString text = problem.isEmpty() ? warning() : problem;
    const QStyle::StandardPixmap icon = problem.isEmpty() ? QStyle::SP_MessageBoxInformation : QStyle::SP_MessageBoxWarning;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_messageIcon->setPixmap(text.isEmpty() ? QPixmap() : style()->standardIcon(icon).pixmap(size, size));
    m_message->setText(text);
    m_message->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("color: #c0392b"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void TermEntryDialog::accept()
{
    if (problem().isEmpty()) {
        QDialog::accept();
    }
}

TermEntry TermEntryDialog::fromSelection(const QString &sourceText, const QString &renderingText)
{
    TermEntry entry;
    entry.source = sourceText.trimmed();
    if (!renderingText.trimmed().isEmpty()) {
        TermRendering rendering;
        rendering.text = renderingText.trimmed();
        rendering.isDefault = true;
        entry.renderings.append(rendering);
    }
    return entry;
}
