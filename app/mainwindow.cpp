// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "actionregistry.h"
#include "issuenavigator.h"
#include "sidebysideview.h"

#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>

MainWindow::MainWindow(ActionRegistry &actions, QWidget *parent)
    : QMainWindow(parent)
    , m_navigator(new IssueNavigator)
    , m_documents(new SideBySideView)
{
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_navigator);
    splitter->addWidget(m_documents);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({340, 940});
    setCentralWidget(splitter);
    buildMenus(actions);
    statusBar();
    setProjectName({});
    resize(1280, 800);
}

void MainWindow::buildMenus(ActionRegistry &actions)
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(actions.action(ActionRegistry::OpenProject));
    file->addAction(actions.action(ActionRegistry::OpenDemo));
    file->addAction(actions.action(ActionRegistry::CloseProject));
    file->addSeparator();
    file->addAction(actions.action(ActionRegistry::Quit));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(actions.action(ActionRegistry::About));
}

void MainWindow::setProjectName(const QString &name)
{
    setWindowTitle(name.isEmpty() ? tr("Yiqiao") : tr("%1 — Yiqiao").arg(name));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    Q_EMIT closing();
    QMainWindow::closeEvent(event);
}
