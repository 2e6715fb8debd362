// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/packsettings.h"

#include "store/projectstore.h"

namespace {
const QString kPip = QStringLiteral("pack.pipMirror");
const QString kConda = QStringLiteral("pack.condaMirror");
const QString kHf = QStringLiteral("pack.hfMirror");
const QString kBaseImage = QStringLiteral("pack.baseImage");

QString orDefault(const ProjectStore &store, const QString &key, const QString &fallback)
{
    const QString value = store.setting(key).trimmed();
    return value.isEmpty() ? fallback : value;
}
} // namespace

PackSettings PackSettings::defaults()
{
    return PackSettings {QStringLiteral("https://pypi.tuna.tsinghua.edu.cn/simple"),
        QStringLiteral("https://mirrors.tuna.tsinghua.edu.cn/anaconda"), QStringLiteral("https://hf-mirror.com"),
        QStringLiteral("python:3.10-slim")};
}

PackSettings PackSettings::load(const ProjectStore &store)
{
    const PackSettings fallback = defaults();
    return PackSettings {orDefault(store, kPip, fallback.pipMirror), orDefault(store, kConda, fallback.condaMirror),
        orDefault(store, kHf, fallback.hfMirror), orDefault(store, kBaseImage, fallback.baseImage)};
}

bool PackSettings::save(ProjectStore &store) const
{
    if (!store.beginWrite()) {
        return false;
    }
    const bool written = store.setSetting(kPip, pipMirror.trimmed()) && store.setSetting(kConda, condaMirror.trimmed())
        && store.setSetting(kHf, hfMirror.trimmed()) && store.setSetting(kBaseImage, baseImage.trimmed());
    if (!written) {
        store.rollback();
        return false;
    }
    return store.commit();
}
