// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcontroller.h"

#include "appsettings.h"
#include "issuenavigator.h"
#include "issuerepository.h"
#include "mainwindow.h"
#include "markdownexporter.h"
#include "postimporter.h"
#include "sidebysideview.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

AppController::AppController(AppSettings &settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_store(std::make_unique<ProjectStore>())
    , m_window(std::make_unique<MainWindow>(m_actions))
{
    m_window->navigator()->setModel(&m_issues);
    connect(m_window->navigator(), &IssueNavigator::issueRequested, this, &AppController::showIssue);
    connect(m_actions.action(ActionRegistry::OpenProject), &QAction::triggered, this, &AppController::chooseProject);
    connect(m_actions.action(ActionRegistry::OpenDemo), &QAction::triggered, this, &AppController::openDemo);
    connect(m_actions.action(ActionRegistry::CloseProject), &QAction::triggered, this, &AppController::closeProject);
    connect(m_actions.action(ActionRegistry::Quit), &QAction::triggered, m_window.get(), &QWidget::close);
    connect(m_actions.action(ActionRegistry::About), &QAction::triggered, this, &AppController::showAbout);
    connect(m_window.get(), &MainWindow::closing, this, [this] {
        m_settings.setWindowGeometry(m_window->saveGeometry());
        closeProject();
    });
    m_window->restoreGeometry(m_settings.windowGeometry());
    m_actions.action(ActionRegistry::CloseProject)->setEnabled(false);
}

AppController::~AppController() = default;

void AppController::showError(const QString &message)
{
    QMessageBox::warning(m_window.get(), tr("Yiqiao"), message);
}

bool AppController::openProject(const QString &path)
{
    // Opened beside the current project, which stays open if this one is refused.
    auto store = std::make_unique<ProjectStore>();
    if (!store->open(path)) {
        showError(store->errorString());
        return false;
    }
    closeProject();
    m_store = std::move(store);
    m_settings.setLastProject(QFileInfo(path).absoluteFilePath());
    m_window->setProjectName(m_store->setting(QStringLiteral("name"), QFileInfo(path).completeBaseName()));
    m_actions.action(ActionRegistry::CloseProject)->setEnabled(true);
    m_issues.reload(*m_store);
    if (m_issues.rowCount() > 0) {
        m_window->navigator()->setCurrentIndex(m_issues.index(0, 0));
    }
    m_window->statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void AppController::closeProject()
{
    m_issues.clear();
    m_window->documents()->clear();
    m_window->setProjectName({});
    m_store = std::make_unique<ProjectStore>(); // closes the previous one
    m_actions.action(ActionRegistry::CloseProject)->setEnabled(false);
}

void AppController::showIssue(int number)
{
    IssueRepository issues(*m_store);
    const auto issue = issues.issue(number);
    if (!issue) {
        m_window->documents()->clear();
        return;
    }
    const MarkdownExporter exporter(issues);
    m_window->documents()->showIssue(tr("Issue %1: %2").arg(issue->number).arg(issue->title), QString::fromUtf8(exporter.source(issue->id)),
        QString::fromUtf8(exporter.draft(issue->id)));
}

void AppController::chooseProject()
{
    const QString path = QFileDialog::getOpenFileName(m_window.get(), tr("Open Project"),
        QFileInfo(m_settings.lastProject()).absolutePath(), tr("Yiqiao projects (*.yiqiao);;All files (*)"));
    if (!path.isEmpty()) {
        openProject(path);
    }
}

void AppController::showAbout()
{
    QMessageBox::about(m_window.get(), tr("About Yiqiao"),
        tr("<p><b>Yiqiao (译桥) %1</b></p><p>A translation workbench for Chinese localisation of "
           "English technical blogs.</p><p>Built with Qt %2.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

QString AppController::demoProjectPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("demo.yiqiao"));
}

bool AppController::createDemoProject(const QString &path, QString *error)
{
    QFile source(QStringLiteral(":/demo/tome.en.md"));
    QFile translation(QStringLiteral(":/demo/tome.zh.md"));
    if (!source.open(QIODevice::ReadOnly) || !translation.open(QIODevice::ReadOnly)) {
        *error = tr("The demo post is missing from this build.");
        return false;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    ProjectStore store;
    if (!store.create(path, tr("Demo: diffusers documentation"))) {
        *error = store.errorString();
        return false;
    }
    PostImporter importer(store);
    if (!importer.importPost(1, source.readAll(), tr("Token merging (ToMe)"),
            QStringLiteral("huggingface/diffusers: docs/source/en/optimization/tome.md"), translation.readAll())) {
        *error = importer.errorString();
        store.close();
        QFile::remove(path);
        return false;
    }
    return true;
}

bool AppController::openDemo()
{
    const QString path = demoProjectPath();
    QString error;
    if (!QFileInfo::exists(path) && !createDemoProject(path, &error)) {
        showError(error);
        return false;
    }
    return openProject(path);
}
