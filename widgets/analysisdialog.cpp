// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisdialog.h"

#include "analysis/analysistablemodel.h"
#include "paneparts.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

AnalysisDialog::AnalysisDialog(QWidget *parent)
    : QDialog(parent)
    , m_model(new AnalysisTableModel(this))
{
    setObjectName(QStringLiteral("analysisDialog"));
    setWindowTitle(tr("Match Analysis"));
    auto *splitter = new QSplitter(this);
    splitter->addWidget(createIssueList());
    splitter->addWidget(createResults());
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(PaneParts::dialogButtons(this, QDialogButtonBox::Close));
    resize(900, 520);
    updateState();
}

QWidget *AnalysisDialog::createIssueList()
{
    m_issues = new QListWidget;
    m_issues->setObjectName(QStringLiteral("analysisIssues"));
    m_issues->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_issues->setToolTip(tr("The issues to analyse: Ctrl+click or Shift+click chooses several."));
    connect(m_issues, &QListWidget::itemSelectionChanged, this, &AnalysisDialog::updateState);
    connect(m_issues, &QListWidget::itemDoubleClicked, this, &AnalysisDialog::analyse);
    m_analyse =
        PaneParts::button(tr("&Analyse"), QStringLiteral("analyseButton"), tr("Analyse the chosen issues."), this, [this] { analyse(); });
    return PaneParts::column({PaneParts::line({PaneParts::button(tr("&Current Issue"), QStringLiteral("chooseCurrentIssue"),
                                                   tr("Choose the issue shown in the editors."), this, [this] { chooseCurrent(); }),
                                  PaneParts::button(tr("A&ll Issues"), QStringLiteral("chooseAllIssues"),
                                      tr("Choose every issue of the project."), this, [this] { chooseAll(); })}),
        {m_issues, 1}, m_analyse});
}

QWidget *AnalysisDialog::createResults()
{
    m_shown = new QComboBox;
    m_shown->setObjectName(QStringLiteral("analysisShown"));
    connect(m_shown, QOverload<int>::of(&QComboBox::currentIndexChanged), this, &AnalysisDialog::showChosen);
    auto *showLabel = new QLabel(tr("&Show:"));
    showLabel->setBuddy(m_shown);
    m_table = PaneParts::table(QStringLiteral("analysisTable"), QAbstractItemView::SingleSelection);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(AnalysisTableModel::BandColumn, QHeaderView::Stretch);
    m_table->setToolTip(AnalysisTableModel::chineseCharactersRule());
    m_status = PaneParts::plainLabel(QStringLiteral("analysisStatus"));
    m_status->setText(tr("Choose issues and press Analyse."));
    m_export = PaneParts::button(tr("&Export CSV…"), QStringLiteral("exportAnalysisCsv"),
        tr("Save the analysis of every chosen issue and their total as a CSV file."), this, [this] { chooseExportFile(); });
    return PaneParts::column({PaneParts::line({showLabel, {m_shown, 1}}), {m_table, 1}, m_status, PaneParts::row({}, {m_export})});
}

void AnalysisDialog::setIssues(const QList<Issue> &issues, int current)
{
    m_issues->clear();
    for (const Issue &issue : issues) {
        auto *item = new QListWidgetItem(tr("#%1 %2").arg(QString::number(issue.number), issue.title), m_issues);
        item->setData(Qt::UserRole, issue.number);
        item->setToolTip(issue.title);
    }
    setCurrentIssue(current);
    chooseCurrent();
}

void AnalysisDialog::setCurrentIssue(int number)
{
    m_current = number;
    updateState();
}

QList<int> AnalysisDialog::chosenIssues() const
{
    QList<int> numbers;
    for (int row = 0; row < m_issues->count(); ++row) {
        if (m_issues->item(row)->isSelected()) {
            numbers.append(m_issues->item(row)->data(Qt::UserRole).toInt());
        }
    }
    return numbers;
}

void AnalysisDialog::chooseAll()
{
    m_issues->selectAll();
}

void AnalysisDialog::chooseCurrent()
{
    m_issues->clearSelection();
    for (int row = 0; row < m_issues->count(); ++row) {
        QListWidgetItem *item = m_issues->item(row);
        if (item->data(Qt::UserRole).toInt() == m_current) {
            item->setSelected(true);
            m_issues->setCurrentItem(item);
            m_issues->scrollToItem(item);
        }
    }
}

void AnalysisDialog::analyse()
{
    const QList<int> numbers = chosenIssues();
    if (!numbers.isEmpty() && !m_running) {
        Q_EMIT analysisRequested(numbers);
    }
}

void AnalysisDialog::setRunning()
{
    m_running = true;
    m_status->setText(tr("Analysing…"));
    updateState();
}

void AnalysisDialog::setProgress(int done, int total)
{
    m_status->setText(tr("Analysing… %1 of %2 issues done (closing the dialog stops it).").arg(done).arg(total));
}

void AnalysisDialog::setAnalysis(const QList<IssueAnalysis> &issues)
{
    m_running = false;
    m_analysis = issues;
    const QSignalBlocker blocker(m_shown);
    m_shown->clear();
    if (!issues.isEmpty()) {
        m_shown->addItem(
            issues.size() == 1 ? tr("Issue %1").arg(issues.constFirst().number) : tr("All %n chosen issue(s)", nullptr, int(issues.size())),
            0);
    }
    for (const IssueAnalysis &issue : issues) {
        if (issues.size() > 1) {
            m_shown->addItem(tr("#%1 %2").arg(QString::number(issue.number), issue.title), issue.number);
        }
    }
    m_shown->setCurrentIndex(0);
    showChosen();
    if (issues.isEmpty()) {
        m_status->setText(tr("Choose issues and press Analyse."));
        updateState();
        return;
    }
    const AnalysisCounts total = IssueAnalysis::sum(issues).total();
    m_status->setText(tr("%n issue(s) analysed: %1 segments, %2 words, %3 Chinese characters.", nullptr, int(issues.size()))
                          .arg(total.segments)
                          .arg(total.words)
                          .arg(total.chineseCharacters));
    updateState();
}

void AnalysisDialog::setError(const QString &message)
{
    setAnalysis({}); // no figures from an analysis that failed, nor the previous one's
    m_status->setText(message);
}

int AnalysisDialog::shownIssue() const
{
    return m_shown->currentData().toInt();
}

void AnalysisDialog::showChosen()
{
    const int number = shownIssue();
    for (const IssueAnalysis &issue : std::as_const(m_analysis)) {
        if (issue.number == number) {
            m_model->setAnalysis(issue);
            return;
        }
    }
    if (m_analysis.isEmpty()) {
        m_model->clear();
    } else {
        m_model->setAnalysis(m_analysis.size() == 1 ? m_analysis.constFirst() : IssueAnalysis::sum(m_analysis));
    }
}

void AnalysisDialog::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Analysis"), m_exportPath, tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty()) {
        Q_EMIT exportRequested(path);
    }
}

void AnalysisDialog::updateState()
{
    m_analyse->setEnabled(!m_running && !chosenIssues().isEmpty());
    m_export->setEnabled(!m_running && !m_analysis.isEmpty());
    m_shown->setEnabled(m_analysis.size() > 1);
}
