// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "outlinepane.h"
#include "previewpane.h"
#include "sidebysideview.h"

#include <QSplitter>
#include <QWidget>

#include <memory>

// The workbench as the controllers' tests need it: the side-by-side view and a pane
// beside it in a window, the actions, and a WorkbenchController (outline and preview
// hidden). Owns everything; destroy it before the project it shows.
struct WorkbenchWindow {
    explicit WorkbenchWindow(QWidget *pane)
        : window(std::make_unique<QWidget>())
        , actions(new ActionRegistry(window.get()))
        , view(new SideBySideView)
    {
        auto *outline = new OutlinePane(window.get());
        auto *preview = new PreviewPane(window.get());
        outline->hide();
        preview->hide();
        auto *splitter = new QSplitter(window.get());
        splitter->addWidget(view);
        splitter->addWidget(pane);
        splitter->resize(1100, 600);
        window->resize(1100, 600);
        workbench = new WorkbenchController(*actions, *view, *outline, *preview, window.get());
    }

    std::unique_ptr<QWidget> window;
    ActionRegistry *actions;
    SideBySideView *view;
    WorkbenchController *workbench = nullptr;
};
