// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/welcomecontroller.h"

#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/mainwindow.h"
#include "welcomepage.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QIcon>
#include <QMenu>
#include <QStatusBar>
#include <QToolBar>

WelcomeController::WelcomeController(ActionRegistry &actions, AppSettings &settings, MainWindow &window, QObject *parent)
    : QObject(parent)
    , m_actions(actions)
    , m_settings(settings)
    , m_window(window)
    , m_page(new WelcomePage(&window))
{
    using A = ActionRegistry;
    m_page->setIcons(
        actions.action(A::NewProject)->icon(), actions.action(A::OpenProject)->icon(), QIcon(QStringLiteral(":/icons/yiqiao.svg")));
    m_page->setShortcuts(actions.action(A::ImportPosts)->shortcut(), actions.action(A::ConfirmAndNext)->shortcut(),
        actions.action(A::ExportFinishedPost)->shortcut());
    connect(m_page, &WelcomePage::newProjectRequested, actions.action(A::NewProject), &QAction::trigger);
    connect(m_page, &WelcomePage::openProjectRequested, actions.action(A::OpenProject), &QAction::trigger);
    connect(m_page, &WelcomePage::openDemoRequested, actions.action(A::OpenDemo), &QAction::trigger);
    connect(m_page, &WelcomePage::cloneTeamProjectRequested, actions.action(A::CloneTeamProject), &QAction::trigger);
    connect(m_page, &WelcomePage::recentProjectRequested, this, &WelcomeController::projectRequested);
    // The page covers what lies between the bars: it follows the window's size and
    // layout (a toolbar moved or hidden), once the layout has placed the bars.
    m_placing.setSingleShot(true);
    m_placing.setInterval(0);
    connect(&m_placing, &QTimer::timeout, this, &WelcomeController::place);
    m_window.installEventFilter(this);
    updateRecentProjects();
    setProjectOpen(false);
}

void WelcomeController::setProjectOpen(bool open)
{
    m_page->setVisible(!open);
    if (!open) {
        place();
        m_page->raise();
        m_page->setFocus();
    }
}

bool WelcomeController::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (watched == &m_window && (type == QEvent::Resize || type == QEvent::LayoutRequest || type == QEvent::Show)) {
        m_placing.start();
    }
    return QObject::eventFilter(watched, event);
}

// Between the menu bar and top toolbars, the status bar and bottom toolbars, the
// left and right toolbars: where the docks and the central widget are.
void WelcomeController::place()
{
    if (m_page->isHidden()) {
        return;
    }
    QRect area = m_window.rect();
    if (QWidget *menu = m_window.menuWidget(); menu && menu->isVisible()) {
        area.setTop(qMax(area.top(), menu->geometry().bottom() + 1));
    }
    const auto *status = m_window.findChild<QStatusBar *>(QString(), Qt::FindDirectChildrenOnly);
    if (status && status->isVisible()) {
        area.setBottom(qMin(area.bottom(), status->geometry().top() - 1));
    }
    for (QToolBar *bar : m_window.findChildren<QToolBar *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible() || bar->isFloating()) {
            continue;
        }
        const QRect r = bar->geometry();
        switch (m_window.toolBarArea(bar)) {
        case Qt::TopToolBarArea:
            area.setTop(qMax(area.top(), r.bottom() + 1));
            break;
        case Qt::BottomToolBarArea:
            area.setBottom(qMin(area.bottom(), r.top() - 1));
            break;
        case Qt::LeftToolBarArea:
            area.setLeft(qMax(area.left(), r.right() + 1));
            break;
        case Qt::RightToolBarArea:
            area.setRight(qMin(area.right(), r.left() - 1));
            break;
        default:
            break;
        }
    }
    m_page->setGeometry(area);
}

void WelcomeController::updateRecentProjects()
{
    const QStringList recent = m_settings.recentProjects();
    m_page->setRecentProjects(recent);
    QMenu *menu = m_window.recentMenu();
    menu->clear();
    for (const QString &path : recent) {
        QAction *action = menu->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT projectRequested(path); });
    }
    if (!recent.isEmpty()) {
        menu->addSeparator();
    }
    QAction *clear = menu->addAction(tr("Clear List"));
    clear->setEnabled(!recent.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        for (const QString &path : m_settings.recentProjects()) {
            m_settings.removeRecentProject(path);
        }
        updateRecentProjects();
    });
}
