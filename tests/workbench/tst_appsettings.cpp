// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/appsettings.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using Theme = ThemeController::Theme;

// The settings file lives in a temporary folder (QSettings::setPath), never in the
// user's configuration.
class TstAppSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void defaults();
    void roundTrip();
    void unknownThemeIsSystem();
    void recentProjects_data();
    void recentProjects();
    void deletedProjectIsLeftOut();
    void removeRecentProject_data();
    void removeRecentProject();
    void projectSessions();
    void viewStates();

private:
    QString file(const QString &name) const { return m_projects.filePath(name); }
    QStringList files(const QStringList &names) const;

    QTemporaryDir m_config;
    QTemporaryDir m_projects;
};

void TstAppSettings::initTestCase()
{
    QVERIFY(m_config.isValid());
    QVERIFY(m_projects.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("YiqiaoTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_appsettings"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config.path());
    QVERIFY2(QSettings().fileName().startsWith(m_config.path()), qPrintable(QSettings().fileName()));
}

void TstAppSettings::init()
{
    QSettings().clear();
    QDir dir(m_projects.path());
    for (const QString &name : dir.entryList(QDir::Files | QDir::System)) {
        QVERIFY(dir.remove(name));
    }
    for (int i = 0; i < 12; ++i) {
        QFile project(file(QStringLiteral("p%1.yiqiao").arg(i)));
        QVERIFY(project.open(QIODevice::WriteOnly));
    }
    QVERIFY(QFile::link(file(QStringLiteral("p0.yiqiao")), file(QStringLiteral("link.yiqiao"))));
    QVERIFY(dir.mkpath(QStringLiteral("sub")));
}

QStringList TstAppSettings::files(const QStringList &names) const
{
    QStringList paths;
    for (const QString &name : names) {
        paths.append(file(name));
    }
    return paths;
}

void TstAppSettings::defaults()
{
    const AppSettings settings;
    QVERIFY(settings.recentProjects().isEmpty());
    QCOMPARE(settings.theme(), Theme::System);
    QCOMPARE(settings.scrollSync(), true);
    QVERIFY(settings.splitterState().isEmpty());
    QVERIFY(settings.windowState().isEmpty());
    QVERIFY(settings.language().isEmpty());
    QCOMPARE(settings.minMatchScore(), 75);
    QCOMPARE(settings.predictiveTyping(), true);
}

void TstAppSettings::roundTrip()
{
    {
        AppSettings settings;
        settings.setTheme(Theme::Dark);
        settings.setScrollSync(false);
        settings.setSplitterState(QByteArray("\x00\x01splitter", 10));
        settings.setWindowState(QByteArray("docks"));
        settings.setLanguage(QStringLiteral("zh_CN"));
        settings.setMinMatchScore(60);
        settings.setPredictiveTyping(false);
    }
    const AppSettings settings;
    QCOMPARE(settings.theme(), Theme::Dark);
    QCOMPARE(settings.scrollSync(), false);
    QCOMPARE(settings.splitterState(), QByteArray("\x00\x01splitter", 10));
    QCOMPARE(settings.windowState(), QByteArray("docks"));
    QCOMPARE(settings.language(), QStringLiteral("zh_CN"));
    QCOMPARE(settings.minMatchScore(), 60);
    QCOMPARE(settings.predictiveTyping(), false);
    QSettings raw;
    QCOMPARE(raw.value(QStringLiteral("ui/theme")).toString(), QStringLiteral("dark"));
}

void TstAppSettings::unknownThemeIsSystem()
{
    QSettings().setValue(QStringLiteral("ui/theme"), QStringLiteral("purple"));
    QCOMPARE(AppSettings().theme(), Theme::System);
}

void TstAppSettings::recentProjects_data()
{
    QTest::addColumn<QStringList>("added"); // in this order
    QTest::addColumn<QStringList>("expected");
    const auto p = [](int i) { return QStringLiteral("p%1.yiqiao").arg(i); };
    QTest::newRow("most recent first") << QStringList {p(1), p(2), p(3)} << QStringList {p(3), p(2), p(1)};
    QTest::newRow("adding again moves to the front") << QStringList {p(1), p(2), p(1)} << QStringList {p(1), p(2)};
    QTest::newRow("symbolic link and its target are one project")
        << QStringList {p(0), p(1), QStringLiteral("link.yiqiao")} << QStringList {QStringLiteral("link.yiqiao"), p(1)};
    QTest::newRow("path with .. is the same project")
        << QStringList {p(2), p(1), QStringLiteral("sub/../") + p(2)} << QStringList {p(2), p(1)};
    QTest::newRow("missing file is not listed") << QStringList {p(1), QStringLiteral("missing.yiqiao")} << QStringList {p(1)};
    QStringList twelve;
    QStringList lastTen;
    for (int i = 0; i < 12; ++i) {
        twelve.append(p(i));
        if (i >= 2) {
            lastTen.prepend(p(i));
        }
    }
    QTest::newRow("at most ten, oldest dropped") << twelve << lastTen;
}

void TstAppSettings::recentProjects()
{
    QFETCH(QStringList, added);
    QFETCH(QStringList, expected);
    {
        AppSettings settings;
        for (const QString &path : files(added)) {
            settings.addRecentProject(path);
        }
    }
    QCOMPARE(AppSettings().recentProjects(), files(expected));
}

void TstAppSettings::deletedProjectIsLeftOut()
{
    AppSettings settings;
    settings.addRecentProject(file(QStringLiteral("p1.yiqiao")));
    settings.addRecentProject(file(QStringLiteral("p2.yiqiao")));
    QVERIFY(QFile::remove(file(QStringLiteral("p1.yiqiao"))));
    QCOMPARE(settings.recentProjects(), files({QStringLiteral("p2.yiqiao")}));
    // A folder is not a project either.
    QVERIFY(QDir().mkdir(file(QStringLiteral("p1.yiqiao"))));
    QCOMPARE(settings.recentProjects(), files({QStringLiteral("p2.yiqiao")}));
    QVERIFY(QDir().rmdir(file(QStringLiteral("p1.yiqiao"))));
}

void TstAppSettings::removeRecentProject_data()
{
    QTest::addColumn<QString>("removed");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("by its path") << QStringLiteral("p1.yiqiao") << QStringList {QStringLiteral("p2.yiqiao"), QStringLiteral("p0.yiqiao")};
    QTest::newRow("through a symbolic link") << QStringLiteral("link.yiqiao")
                                             << QStringList {QStringLiteral("p2.yiqiao"), QStringLiteral("p1.yiqiao")};
    QTest::newRow("not listed: nothing changes") << QStringLiteral(
        "p5.yiqiao") << QStringList {QStringLiteral("p2.yiqiao"), QStringLiteral("p1.yiqiao"), QStringLiteral("p0.yiqiao")};
}

void TstAppSettings::removeRecentProject()
{
    QFETCH(QString, removed);
    QFETCH(QStringList, expected);
    AppSettings settings;
    for (const QString &name : {QStringLiteral("p0.yiqiao"), QStringLiteral("p1.yiqiao"), QStringLiteral("p2.yiqiao")}) {
        settings.addRecentProject(file(name));
    }
    settings.removeRecentProject(file(removed));
    QCOMPARE(settings.recentProjects(), files(expected));
}

void TstAppSettings::projectSessions()
{
    ProjectSession left;
    left.issue = 3;
    left.cursor = 120;
    left.draftLine = 40;
    left.sourceLine = 52;
    left.frontPanes = QStringList {QStringLiteral("termbaseDock"), QStringLiteral("qaDock")};
    {
        AppSettings settings;
        settings.setProjectSession(file(QStringLiteral("p0.yiqiao")), left);
        for (int i = 1; i <= AppSettings::MaxSessions; ++i) { // p0's is the oldest now; one too many
            settings.setProjectSession(file(QStringLiteral("sub/s%1.yiqiao").arg(i)), left);
        }
        settings.setProjectSession(file(QStringLiteral("p1.yiqiao")), left);
    }
    const AppSettings settings;
    // One project by any path: the link is p1's file.
    const ProjectSession back = settings.projectSession(file(QStringLiteral("sub/../p1.yiqiao")));
    QCOMPARE(back.issue, 3);
    QCOMPARE(back.cursor, 120);
    QCOMPARE(back.draftLine, 40);
    QCOMPARE(back.sourceLine, 52);
    QCOMPARE(back.frontPanes, left.frontPanes);
    QCOMPARE(settings.projectSession(file(QStringLiteral("p0.yiqiao"))).issue, 0); // dropped: the oldest
    QCOMPARE(settings.projectSession(file(QStringLiteral("p2.yiqiao"))).issue, 0); // never left
}

void TstAppSettings::viewStates()
{
    AppSettings().setViewState(QStringLiteral("qaDock.qaTable"), QByteArray("columns"));
    QCOMPARE(AppSettings().viewState(QStringLiteral("qaDock.qaTable")), QByteArray("columns"));
    QVERIFY(AppSettings().viewState(QStringLiteral("qaDock.other")).isEmpty());
}

QTEST_GUILESS_MAIN(TstAppSettings)

#include "tst_appsettings.moc"
