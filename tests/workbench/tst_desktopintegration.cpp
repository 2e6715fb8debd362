// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `cmake --install` puts on a desktop: the files named after the application id,
// each accepted by its validator (each check skips when its tool is absent), the MIME
// type recognising projects, and the desktop file's Exec line opening the project a
// double-click hands it.
#include "clirunner.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QProcess>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <utility>

namespace {
const QString kAppId = QStringLiteral(YIQIAO_APP_ID);
const QString kProjectType = QStringLiteral("application/x-yiqiao-project");

using Run = CliRun;

Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    return CliRun::program(program, args, env, QString(), 120000);
}

QString tool(const QString &name)
{
    return QStandardPaths::findExecutable(name);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}
} // namespace

class TstDesktopIntegration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void installedFiles();
    void desktopFileValidates();
    void desktopFileKeys_data();
    void desktopFileKeys();
    void metainfoValidates();
    void metainfoNames_data();
    void metainfoNames();
    void mimeXmlValidates();
    void mimeTypeOfFile_data();
    void mimeTypeOfFile();
    void execOpensProject_data();
    void execOpensProject();

private:
    QString installed(const QString &relative) const;
    QString desktopValue(const QString &key) const;
    QString newProject(const QString &name) const;
    bool buildMimeDatabase();

    QTemporaryDir m_tmp;
    QString m_root; // DESTDIR
    bool m_mimeReady = false;
};

void TstDesktopIntegration::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_root = m_tmp.filePath(QStringLiteral("root"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DESTDIR"), m_root);
    const Run install = run(QStringLiteral(YIQIAO_CMAKE_COMMAND),
        {QStringLiteral("--install"), QStringLiteral(YIQIAO_BUILD_DIR), QStringLiteral("--prefix"), QStringLiteral("/usr")}, env);
    QVERIFY2(install.exitCode == 0, install.err.constData());
    m_mimeReady = buildMimeDatabase();
}

// What shared-mime-info's trigger does once the package is in: one database of the
// system's types and ours (Qt does not weigh the magic of two databases against each
// other). Then every QMimeDatabase of this process reads only that one.
bool TstDesktopIntegration::buildMimeDatabase()
{
    const QString packages = m_tmp.filePath(QStringLiteral("share/mime/packages"));
    const QDir system(QStringLiteral("/usr/share/mime/packages"));
    if (tool(QStringLiteral("update-mime-database")).isEmpty() || !system.exists() || !QDir().mkpath(packages)) {
        return false;
    }
    QStringList sources;
    for (const QString &name : system.entryList({QStringLiteral("*.xml")}, QDir::Files)) {
        sources.append(system.filePath(name));
    }
    sources.append(installed(QStringLiteral("share/mime/packages/%1.xml").arg(kAppId)));
    for (const QString &source : std::as_const(sources)) {
        if (!QFile::copy(source, packages + QLatin1Char('/') + QFileInfo(source).fileName())) {
            return false;
        }
    }
    qputenv("XDG_DATA_HOME", m_tmp.filePath(QStringLiteral("data-home")).toUtf8());
    qputenv("XDG_DATA_DIRS", m_tmp.filePath(QStringLiteral("share")).toUtf8());
    return run(QStringLiteral("update-mime-database"), {m_tmp.filePath(QStringLiteral("share/mime"))}).exitCode == 0;
}

QString TstDesktopIntegration::installed(const QString &relative) const
{
    return m_root + QStringLiteral("/usr/") + relative;
}

// The value of an untranslated key of the installed desktop file.
QString TstDesktopIntegration::desktopValue(const QString &key) const
{
    QFile file(installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId)));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QString prefix = key + QLatin1Char('=');
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(prefix)) {
            return line.mid(prefix.size());
        }
    }
    return {};
}

QString TstDesktopIntegration::newProject(const QString &name) const
{
    const QString path = m_tmp.filePath(name);
    const Run created = run(QStringLiteral(YIQIAO_CLI), {QStringLiteral("new"), path});
    return created.exitCode == 0 ? path : QString();
}

void TstDesktopIntegration::installedFiles()
{
    QStringList files;
    QDirIterator it(m_root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files.append(QDir(m_root).relativeFilePath(it.next()));
    }
    files.sort();
    const QStringList expected {
        QStringLiteral("usr/bin/yiqiao"),
        QStringLiteral("usr/bin/yiqiao-cli"),
        QStringLiteral("usr/share/applications/%1.desktop").arg(kAppId),
        QStringLiteral("usr/share/doc/yiqiao/copyright"),
        QStringLiteral("usr/share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId),
        QStringLiteral("usr/share/metainfo/%1.metainfo.xml").arg(kAppId),
        QStringLiteral("usr/share/mime/packages/%1.xml").arg(kAppId),
    };
    QCOMPARE(files, expected);
}

void TstDesktopIntegration::desktopFileValidates()
{
    if (tool(QStringLiteral("desktop-file-validate")).isEmpty()) {
        QSKIP("desktop-file-validate is not installed (desktop-file-utils)");
    }
    const Run validate =
        run(QStringLiteral("desktop-file-validate"), {installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId))});
    QVERIFY2(validate.exitCode == 0, validate.out.constData());
    // Hints and warnings are printed with exit code 0: none is wanted either.
    QCOMPARE(validate.out + validate.err, QByteArray());
}

void TstDesktopIntegration::desktopFileKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    QTest::newRow("the icon is named after the id") << QStringLiteral("Icon") << kAppId;
    QTest::newRow("a double-click hands over one file") << QStringLiteral("Exec") << QStringLiteral("yiqiao %f");
    QTest::newRow("the project type opens with it") << QStringLiteral("MimeType") << kProjectType + QLatin1Char(';');
    QTest::newRow("the window belongs to it on X11") << QStringLiteral("StartupWMClass") << QStringLiteral("yiqiao");
}

void TstDesktopIntegration::desktopFileKeys()
{
    QFETCH(QString, key);
    QFETCH(QString, expected);
    QCOMPARE(desktopValue(key), expected);
}

void TstDesktopIntegration::metainfoValidates()
{
    if (tool(QStringLiteral("appstreamcli")).isEmpty()) {
        QSKIP("appstreamcli is not installed (appstream)");
    }
    const Run file = run(QStringLiteral("appstreamcli"),
        {QStringLiteral("validate"), QStringLiteral("--no-net"), installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId))});
    QVERIFY2(file.exitCode == 0, file.out.constData());
    // The installed tree as a whole: the launchable's desktop file and the icon are found.
    const Run tree = run(QStringLiteral("appstreamcli"), {QStringLiteral("validate-tree"), QStringLiteral("--no-net"), m_root});
    QVERIFY2(tree.exitCode == 0, tree.out.constData());
}

void TstDesktopIntegration::metainfoNames_data()
{
    QTest::addColumn<QString>("element");
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<QString>("expected");
    QTest::newRow("the component is the id") << QStringLiteral("id") << QString() << kAppId;
    QTest::newRow("the launchable is the desktop file") << QStringLiteral("launchable") << QString() << kAppId + QStringLiteral(".desktop");
    QTest::newRow("it provides the project type") << QStringLiteral("mediatype") << QString() << kProjectType;
    QTest::newRow("the newest release is this version")
        << QStringLiteral("release") << QStringLiteral("version") << QStringLiteral(YIQIAO_VERSION);
}

// The first `element` of the installed metainfo: its text, or its `attribute`.
void TstDesktopIntegration::metainfoNames()
{
    QFETCH(QString, element);
    QFETCH(QString, attribute);
    QFETCH(QString, expected);
    QFile file(installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId)));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == element) {
            const QString value = attribute.isEmpty() ? xml.readElementText() : xml.attributes().value(attribute).toString();
            QCOMPARE(value, expected);
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no <%1> in the metainfo").arg(element)));
}

void TstDesktopIntegration::mimeXmlValidates()
{
    const QString package = installed(QStringLiteral("share/mime/packages/%1.xml").arg(kAppId));
    if (!tool(QStringLiteral("xmllint")).isEmpty()) {
        const Run lint = run(QStringLiteral("xmllint"), {QStringLiteral("--noout"), package});
        QVERIFY2(lint.exitCode == 0, lint.err.constData());
    }
    if (tool(QStringLiteral("update-mime-database")).isEmpty()) {
        QSKIP("update-mime-database is not installed (shared-mime-info)");
    }
    // What the shared-mime-info trigger runs after installing the package; its errors
    // (an unknown magic type, say) go to stderr with exit code 0.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_DIRS"), installed(QStringLiteral("share"))); // else it says the folder is not searched
    const Run update = run(QStringLiteral("update-mime-database"), {installed(QStringLiteral("share/mime"))}, env);
    QVERIFY2(update.exitCode == 0, update.err.constData());
    QCOMPARE(update.err, QByteArray());
    QVERIFY(QFile::exists(installed(QStringLiteral("share/mime/application/x-yiqiao-project.xml"))));
}

void TstDesktopIntegration::mimeTypeOfFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a project by its extension") << QStringLiteral("series.yiqiao") << QStringLiteral("project") << kProjectType;
    QTest::newRow("a project renamed without its extension, by its application id")
        << QStringLiteral("series-backup") << QStringLiteral("project") << kProjectType;
    QTest::newRow("another program's SQLite file stays SQLite")
        << QStringLiteral("other-sqlite") << QStringLiteral("sqlite") << QStringLiteral("application/vnd.sqlite3");
    QTest::newRow("the id at offset 68 without the SQLite header is not a project")
        << QStringLiteral("not-sqlite") << QStringLiteral("bytes") << QStringLiteral("application/octet-stream");
}

void TstDesktopIntegration::mimeTypeOfFile()
{
    QFETCH(QString, name);
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    if (!m_mimeReady) {
        QSKIP("no MIME database was built (shared-mime-info is missing)");
    }
    const QString path = m_tmp.filePath(name);
    if (kind == QLatin1String("project")) {
        QVERIFY(!newProject(name).isEmpty());
    } else if (kind == QLatin1String("sqlite")) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE t (x)")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
    } else {
        QByteArray bytes(100, '\0');
        bytes.replace(68, 4, "YiQ1");
        QVERIFY(writeFile(path, bytes));
    }
    QCOMPARE(QMimeDatabase().mimeTypeForFile(path).name(), expected);
}

void TstDesktopIntegration::execOpensProject_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("a plain path") << QStringLiteral("open.yiqiao");
    QTest::newRow("a path with a space") << QStringLiteral("my series.yiqiao");
    QTest::newRow("a path in Chinese") << QStringLiteral("译文 系列.yiqiao");
}

// What a file manager does on a double-click: the Exec line with %f replaced by the
// file, run from the installed tree; the opened project becomes the last project.
void TstDesktopIntegration::execOpensProject()
{
    QFETCH(QString, name);
    const QString project = newProject(name);
    QVERIFY(!project.isEmpty());
    QStringList exec = desktopValue(QStringLiteral("Exec")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QVERIFY(exec.size() >= 2);
    const QString program = installed(QStringLiteral("bin/") + exec.takeFirst());
    exec.replaceInStrings(QStringLiteral("%f"), project);
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const Run gui = run(program, exec << QStringLiteral("--exit-when-shown"), env);
    QVERIFY2(gui.exitCode == 0, gui.err.constData());
    QCOMPARE(gui.out, QByteArray("shown\n"));
    const QSettings settings(home.filePath(QStringLiteral("config/Yiqiao/yiqiao.conf")), QSettings::IniFormat);
    QCOMPARE(settings.value(QStringLiteral("project/last")).toString(), project);
}

QTEST_GUILESS_MAIN(TstDesktopIntegration)
#include "tst_desktopintegration.moc"
