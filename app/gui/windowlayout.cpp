// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/windowlayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QStringList>

namespace {
// Tab groups in tab order; the first of each is in front.
const QStringList kLeft {QStringLiteral("issuesDock"), QStringLiteral("outlineDock")};
const QStringList kRight {QStringLiteral("memoryDock"), QStringLiteral("machineDock"), QStringLiteral("termDock"),
    QStringLiteral("termbaseDock"), QStringLiteral("noteDock"), QStringLiteral("deletionDock")};
const QString kPreview = QStringLiteral("previewDock");
const QStringList kBottom {QStringLiteral("qaDock"), QStringLiteral("reviewDock"), QStringLiteral("checklistDock"),
    QStringLiteral("sourceChangesDock"), QStringLiteral("findDock"), QStringLiteral("dashboardDock")};

// A screen smaller than this in either direction gets a maximized first window.
constexpr int kRoomyWidth = 1600;
constexpr int kRoomyHeight = 960;

int bounded(double value, int low, int high)
{
    return qBound(low, int(value), high);
}
} // namespace

WindowLayout::WindowLayout(QMainWindow &window)
    : m_window(window)
{
}

void WindowLayout::arrange()
{
    const bool tall = m_window.height() >= TallHeight;
    // Findings are read while the text is in view: below the editors, as IDEs list
    // problems; the side docks keep the window's full height.
    m_window.setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_window.setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    dockAll(tall);
    resize(tall);
}

void WindowLayout::dockAll(bool tall)
{
    QList<QDockWidget *> docks = m_window.findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly);
    // Out of the layout first: docking a dock where it already is would keep its tab group.
    for (QDockWidget *dock : docks) {
        dock->setFloating(false);
        m_window.removeDockWidget(dock);
    }
    const auto dock = [this](const QString &name) {
        return name.isEmpty() ? nullptr : m_window.findChild<QDockWidget *>(name, Qt::FindDirectChildrenOnly);
    };
    const auto group = [this, &dock](QStringList names, Qt::DockWidgetArea area, const QString &above) {
        if (QDockWidget *top = dock(above)) {
            m_window.addDockWidget(area, top);
        }
        QDockWidget *first = nullptr;
        for (const QString &name : names) {
            QDockWidget *next = dock(name);
            if (!next) {
                continue;
            }
            if (first) {
                m_window.tabifyDockWidget(first, next);
            } else {
                m_window.addDockWidget(area, next, Qt::Vertical);
                first = next;
            }
        }
    };
    QStringList right = kRight;
    if (!tall) {
        right.append(kPreview);
    }
    if (tall) {
        group(kLeft.mid(1), Qt::LeftDockWidgetArea, kLeft.constFirst());
    } else {
        group(kLeft, Qt::LeftDockWidgetArea, {});
    }
    group(right, Qt::RightDockWidgetArea, tall ? kPreview : QString());
    group(kBottom, Qt::BottomDockWidgetArea, {});
    // A dock nobody placed (a pane added later) stays visible at the bottom.
    for (QDockWidget *other : docks) {
        if (m_window.dockWidgetArea(other) == Qt::NoDockWidgetArea) {
            m_window.addDockWidget(Qt::BottomDockWidgetArea, other);
        }
        other->show();
    }
    for (const QString &name : {kPreview, kLeft.constFirst(), kRight.constFirst(), kBottom.constFirst()}) {
        if (QDockWidget *front = dock(name)) {
            front->raise();
        }
    }
}

void WindowLayout::resize(bool tall)
{
    const auto dock = [this](const QString &name) { return m_window.findChild<QDockWidget *>(name, Qt::FindDirectChildrenOnly); };
    QDockWidget *left = dock(kLeft.constFirst());
    QDockWidget *right = dock(kRight.constFirst());
    QDockWidget *bottom = dock(kBottom.constFirst());
    if (!left || !right || !bottom) {
        return;
    }
    const int width = m_window.width();
    const int height = m_window.height();
    m_window.resizeDocks({left, right}, {bounded(width * 0.18, 220, 340), bounded(width * 0.24, 300, 480)}, Qt::Horizontal);
    // Eight rows of a table, its header, the pane's own bar and buttons, the dock's
    // title and tabs.
    m_window.resizeDocks({bottom}, {bounded(height * 0.47, 300, 420)}, Qt::Vertical);
    if (tall) {
        if (QDockWidget *outline = dock(kLeft.at(1))) {
            m_window.resizeDocks({left, outline}, {int(height * 0.3), int(height * 0.7)}, Qt::Vertical);
        }
        if (QDockWidget *preview = dock(kPreview)) {
            m_window.resizeDocks({preview, right}, {height * 9 / 20, height * 11 / 20}, Qt::Vertical);
        }
    }
}

QRect WindowLayout::initialGeometry(const QRect &available)
{
    if (startsMaximized(available)) {
        return available;
    }
    QRect geometry(QPoint(), available.size() * 0.9);
    geometry.moveCenter(available.center());
    return geometry;
}

bool WindowLayout::startsMaximized(const QRect &available)
{
    return available.width() < kRoomyWidth || available.height() < kRoomyHeight;
}
