// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace {
const char kTranslatorName[] = "yiqiao-translator";

// Installing again replaces what an earlier install put in (a language switch).
void removeInstalled(QCoreApplication &app)
{
    const QList<QTranslator *> translators = app.findChildren<QTranslator *>(QLatin1String(kTranslatorName));
    for (QTranslator *translator : translators) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

QTranslator *newTranslator(QCoreApplication &app)
{
    auto *translator = new QTranslator(&app);
    translator->setObjectName(QLatin1String(kTranslatorName));
    return translator;
}
} // namespace

QString Localization::install(QCoreApplication &app, const QString &language)
{
    removeInstalled(app);
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Dates and numbers follow the chosen interface language, not only the words.
    QLocale::setDefault(language.isEmpty() ? QLocale::system() : (locale.language() == QLocale::C ? QLocale(QLocale::English) : locale));
    auto *own = newTranslator(app);
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
    auto *qt = newTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtDir)) {
        app.installTranslator(qt);
    } else {
        delete qt;
    }
    return locale.name();
}
