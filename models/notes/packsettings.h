// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class ProjectStore;

// What a project's environment reproduction packs use by default, kept in
// project_settings under "pack.*": mirrors that work in China (pip, conda, Hugging
// Face) and the Dockerfile's base image. A new project has the defaults below; an
// empty stored value means the default (ProjectStore cannot remove a setting).
struct PackSettings {
    QString pipMirror; // "https://pypi.tuna.tsinghua.edu.cn/simple"
    QString condaMirror; // "https://mirrors.tuna.tsinghua.edu.cn/anaconda"
    QString hfMirror; // "https://hf-mirror.com"
    QString baseImage; // "python:3.10-slim"

    static PackSettings defaults();
    static PackSettings load(const ProjectStore &store);
    // In a transaction of its own; false with the store's errorString() when refused.
    bool save(ProjectStore &store) const;
};
