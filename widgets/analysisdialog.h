// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/issueanalysis.h"
#include "store/issue.h"

#include <QDialog>
#include <QList>

class AnalysisTableModel;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

// Memory ▸ Match Analysis…: the issues to analyse (a list to pick several from, Current
// Issue and All Issues to pick quickly), Analyse, and the analysis as a table (a
// row per band, AnalysisTableModel) of the chosen issues together or of one of them
// (Show). Export CSV… asks for a file and emits exportRequested(). A view: the
// controller runs the analysis (analysisRequested) and gives it back (setAnalysis,
// or setError, which shows no figures); while it runs the dialog says so and Analyse
// waits.
class AnalysisDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AnalysisDialog(QWidget *parent = nullptr);

    // The project's issues; current (a number, 0: none) is chosen.
    void setIssues(const QList<Issue> &issues, int current);
    void setCurrentIssue(int number);
    QList<int> chosenIssues() const;
    void chooseAll();
    void chooseCurrent();

    void setRunning();
    // done of total issues analysed so far.
    void setProgress(int done, int total);
    void setAnalysis(const QList<IssueAnalysis> &issues);
    void setError(const QString &message);
    const QList<IssueAnalysis> &analysis() const { return m_analysis; }
    // The file Export CSV… proposes (the controller: <project>-analysis.csv next to
    // the project file).
    void setExportPath(const QString &path) { m_exportPath = path; }
    // The issue whose bands are shown, 0: the chosen issues together.
    int shownIssue() const;

Q_SIGNALS:
    void analysisRequested(const QList<int> &numbers);
    void exportRequested(const QString &path);

private:
    QWidget *createIssueList();
    QWidget *createResults();
    void analyse();
    void chooseExportFile();
    void showChosen();
    void updateState();

    QListWidget *m_issues;
    QComboBox *m_shown;
    QTableView *m_table;
    AnalysisTableModel *m_model;
    QLabel *m_status;
    QPushButton *m_analyse;
    QPushButton *m_export;
    QList<IssueAnalysis> m_analysis;
    QString m_exportPath;
    int m_current = 0;
    bool m_running = false;
};
