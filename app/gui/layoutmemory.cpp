// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/layoutmemory.h"

#include "gui/appsettings.h"
#include "gui/mainwindow.h"
#include "gui/windowlayout.h"
#include "sidebysideview.h"

#include <QAbstractItemView>
#include <QDataStream>
#include <QDockWidget>
#include <QHeaderView>
#include <QIODevice>
#include <QSplitter>

namespace {
// A header's state with its column count, so that a model with other columns (a newer
// version's) never gets widths meant for another.
QByteArray headerState(const QHeaderView &header)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << qint32(header.count()) << header.saveState();
    return bytes;
}

void restoreHeader(QHeaderView &header, const QByteArray &bytes)
{
    QDataStream stream(bytes);
    qint32 count = 0;
    QByteArray state;
    stream >> count >> state;
    if (stream.status() == QDataStream::Ok && count == header.count()) {
        header.restoreState(state);
    }
}

// The split each widget's stretch factor asks for (equal parts where none is set).
void resetSplitter(QSplitter &splitter)
{
    QList<int> stretches;
    int sum = 0;
    for (int i = 0; i < splitter.count(); ++i) {
        const QSizePolicy policy = splitter.widget(i)->sizePolicy();
        const int stretch = qMax(1, splitter.orientation() == Qt::Horizontal ? policy.horizontalStretch() : policy.verticalStretch());
        stretches.append(stretch);
        sum += stretch;
    }
    const int total = qMax(100, splitter.orientation() == Qt::Horizontal ? splitter.width() : splitter.height());
    QList<int> sizes;
    for (int stretch : stretches) {
        sizes.append(total * stretch / qMax(1, sum));
    }
    splitter.setSizes(sizes);
}
} // namespace

LayoutMemory::LayoutMemory(AppSettings &settings, MainWindow &window)
    : m_settings(settings)
    , m_window(window)
{
    const QHash<QString, QHeaderView *> all = headers();
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        m_defaultHeaders.insert(it.key(), headerState(*it.value()));
    }
}

QHash<QString, QHeaderView *> LayoutMemory::headers() const
{
    QHash<QString, QHeaderView *> found;
    for (const QDockWidget *dock : m_window.findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        for (QHeaderView *header : dock->findChildren<QHeaderView *>()) {
            const auto *view = qobject_cast<const QAbstractItemView *>(header->parentWidget());
            if (header->orientation() == Qt::Horizontal && view && !view->objectName().isEmpty()) {
                found.insert(dock->objectName() + QLatin1Char('.') + view->objectName(), header);
            }
        }
    }
    return found;
}

QHash<QString, QSplitter *> LayoutMemory::splitters() const
{
    QHash<QString, QSplitter *> found;
    for (const QDockWidget *dock : m_window.findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        const QList<QSplitter *> inDock = dock->findChildren<QSplitter *>();
        for (int i = 0; i < inDock.size(); ++i) {
            found.insert(dock->objectName() + QStringLiteral(".splitter%1").arg(i), inDock.at(i));
        }
    }
    return found;
}

void LayoutMemory::restore(const QRect &available)
{
    if (m_window.restoreGeometry(m_settings.windowGeometry())) {
        fitInto(available);
    } else {
        // Normal first: a geometry set on a maximized window would leave it maximized.
        const Qt::WindowStates state = m_window.windowState() & ~Qt::WindowMaximized;
        m_window.setWindowState(state);
        m_window.setGeometry(WindowLayout::initialGeometry(available));
        if (WindowLayout::startsMaximized(available)) {
            m_window.setWindowState(state | Qt::WindowMaximized);
        }
    }
    WindowLayout(m_window).arrange(); // sized for this window
    m_window.restoreState(m_settings.windowState());
    m_window.documents()->restoreSplitterState(m_settings.splitterState());
    const QHash<QString, QHeaderView *> all = headers();
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        const QByteArray stored = m_settings.viewState(it.key());
        if (!stored.isEmpty()) {
            restoreHeader(*it.value(), stored);
        }
    }
    const QHash<QString, QSplitter *> split = splitters();
    for (auto it = split.cbegin(); it != split.cend(); ++it) {
        const QByteArray stored = m_settings.viewState(it.key());
        if (!stored.isEmpty()) {
            it.value()->restoreState(stored);
        }
    }
}

// A geometry left on a larger screen, or one Qt moved down by its guess at a title
// bar (without a window manager nothing maximizes it), comes back inside this screen.
void LayoutMemory::fitInto(const QRect &available)
{
    QRect geometry = m_window.geometry();
    if (available.contains(geometry)) {
        return;
    }
    geometry.setSize(geometry.size().boundedTo(available.size()));
    geometry.moveLeft(qBound(available.left(), geometry.left(), available.right() - geometry.width() + 1));
    geometry.moveTop(qBound(available.top(), geometry.top(), available.bottom() - geometry.height() + 1));
    const Qt::WindowStates state = m_window.windowState();
    m_window.setWindowState(state & ~Qt::WindowMaximized); // a geometry set on a maximized window is lost
    m_window.setGeometry(geometry);
    m_window.setWindowState(state);
}

void LayoutMemory::save()
{
    m_settings.setWindowGeometry(m_window.saveGeometry());
    m_settings.setWindowState(m_window.saveState());
    m_settings.setSplitterState(m_window.documents()->splitterState());
    const QHash<QString, QHeaderView *> all = headers();
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        m_settings.setViewState(it.key(), headerState(*it.value()));
    }
    const QHash<QString, QSplitter *> split = splitters();
    for (auto it = split.cbegin(); it != split.cend(); ++it) {
        m_settings.setViewState(it.key(), it.value()->saveState());
    }
}

void LayoutMemory::reset()
{
    WindowLayout(m_window).arrange();
    const QHash<QString, QHeaderView *> all = headers();
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        restoreHeader(*it.value(), m_defaultHeaders.value(it.key()));
    }
    for (QSplitter *splitter : splitters()) {
        resetSplitter(*splitter);
    }
    if (auto *central = m_window.documents()->findChild<QSplitter *>(QStringLiteral("sideBySideSplitter"))) {
        resetSplitter(*central);
    }
}
