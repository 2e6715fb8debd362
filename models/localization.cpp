// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

QString Localization::install(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto *own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("yiqiao"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        // English is the source language; its file only carries the plural forms.
        if (own->load(QStringLiteral(":/i18n/yiqiao_en.qm"))) {
            app.installTranslator(own);
        } else {
            delete own;
        }
        return QStringLiteral("en");
    }
    app.installTranslator(own);
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
#else
    const QString qtDir = QLibraryInfo::location(QLibraryInfo::TranslationsPath);
#endif
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtDir)) {
        app.installTranslator(qt);
    } else {
        delete qt;
    }
    return locale.name();
}
