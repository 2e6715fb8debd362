// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Debian package `cpack -G DEB` makes: its control fields, its files, its programs
// starting from the unpacked package, and dependencies that are complete: every
// library the programs load (plugins included) belongs to a package that apt would
// install with it on a system where nothing is installed yet. Skips without
// cpack/dpkg; the completeness check also skips without apt's package lists.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <utility>

namespace {
using Run = CliRun;

Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
    const QString &workingDir = QString())
{
    return CliRun::program(program, args, env, workingDir, 300000);
}

// "libc6 (>= 2.34), libqt5sql5-sqlite | foo" → {libc6, libqt5sql5-sqlite, foo}
QSet<QString> packageNames(const QString &relations)
{
    QSet<QString> names;
    static const QRegularExpression separator(QStringLiteral("[,|]"));
    for (const QString &relation : relations.split(separator, Qt::SkipEmptyParts)) {
        names.insert(relation.trimmed().section(QLatin1Char(' '), 0, 0));
    }
    return names;
}

QString qtPackage(const char *qt5, const char *qt6)
{
    return QString::fromLatin1(YIQIAO_QT_MAJOR == 5 ? qt5 : qt6);
}

// What the programs use when it is there and do without: plugins that come with the
// user's desktop, libXcursor, which Qt's xcb plugin opens for cursor themes, and what
// only such a library needed (`loaders`: a file name → what loaded it first).
bool isOptional(const QString &path, const QHash<QString, QString> &loaders, int depth = 0)
{
    static const QRegularExpression optional(QStringLiteral("/plugins/(platforminputcontexts|platformthemes|styles)/|/libXcursor\\.so"));
    if (optional.match(path).hasMatch()) {
        return true;
    }
    const QString loader = loaders.value(path, loaders.value(path.section(QLatin1Char('/'), -1)));
    return !loader.isEmpty() && depth < 16 && isOptional(loader, loaders, depth + 1);
}
} // namespace

class TstDebPackage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void controlFields_data();
    void controlFields();
    void relations_data();
    void relations();
    void contents_data();
    void contents();
    void programsStart_data();
    void programsStart();
    void installsHere();
    void dependenciesComplete();

private:
    QString field(const QString &name) const;
    QProcessEnvironment runEnvironment() const;
    QString newProject() const;
    QSet<QString> loadedLibraries(const QStringList &program);
    static QHash<QString, QString> owners(const QSet<QString> &libraries);
    static QSet<QString> onEveryDebian();
    QSet<QString> cleanInstall(QByteArray *error) const;

    QTemporaryDir m_tmp;
    QString m_deb;
    QString m_root; // the package unpacked
};

void TstDebPackage::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    for (const char *tool : {"dpkg-deb", "dpkg-shlibdeps", "strip"}) {
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()) {
            QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QString::fromLatin1(tool))));
        }
    }
    const QString out = m_tmp.filePath(QStringLiteral("cpack"));
    const Run cpack = run(QStringLiteral(YIQIAO_CPACK_COMMAND), {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out},
        QProcessEnvironment::systemEnvironment(), QStringLiteral(YIQIAO_BUILD_DIR));
    QVERIFY2(cpack.exitCode == 0, (cpack.out + cpack.err).constData());
    const QStringList debs = QDir(out).entryList({QStringLiteral("yiqiao_*.deb")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    m_deb = QDir(out).filePath(debs.constFirst());
    m_root = m_tmp.filePath(QStringLiteral("root"));
    const Run unpack = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_deb, m_root});
    QVERIFY2(unpack.exitCode == 0, unpack.err.constData());
}

QString TstDebPackage::field(const QString &name) const
{
    return QString::fromUtf8(run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb, name}).out).trimmed();
}

void TstDebPackage::controlFields_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected");
    QTest::newRow("the package is yiqiao") << QStringLiteral("Package") << QStringLiteral("yiqiao");
    QTest::newRow("its version is the project's") << QStringLiteral("Version") << QStringLiteral(YIQIAO_VERSION);
    QTest::newRow("a section") << QStringLiteral("Section") << QStringLiteral("localization");
    QTest::newRow("a maintainer") << QStringLiteral("Maintainer") << QStringLiteral("Yiqiao authors <yiqiao@users.noreply.github.com>");
    QTest::newRow("a homepage") << QStringLiteral("Homepage") << QStringLiteral("https://github.com/yiqiao/yiqiao");
}

void TstDebPackage::controlFields()
{
    QFETCH(QString, field);
    QFETCH(QString, expected);
    QCOMPARE(this->field(field), expected);
}

void TstDebPackage::relations_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("package");
    QTest::newRow("depends on the SQLite driver plugin")
        << QStringLiteral("Depends") << qtPackage("libqt5sql5-sqlite", "libqt6sql6-sqlite");
    QTest::newRow("depends on the PostgreSQL driver plugin (the team server)")
        << QStringLiteral("Depends") << qtPackage("libqt5sql5-psql", "libqt6sql6-psql");
    QTest::newRow("depends on the SVG icon engine plugin") << QStringLiteral("Depends") << qtPackage("libqt5svg5", "libqt6svg6");
    QTest::newRow("dpkg-shlibdeps found Qt Widgets") << QStringLiteral("Depends") << qtPackage("libqt5widgets5", "libqt6widgets6");
    QTest::newRow("dpkg-shlibdeps found Qt Sql") << QStringLiteral("Depends") << qtPackage("libqt5sql5", "libqt6sql6");
    QTest::newRow("depends on Qt Charts (the technology radar)")
        << QStringLiteral("Depends") << qtPackage("libqt5charts5", "libqt6charts6");
    QTest::newRow("dpkg-shlibdeps found the C library") << QStringLiteral("Depends") << QStringLiteral("libc6");
    QTest::newRow("recommends a CJK font") << QStringLiteral("Recommends") << QStringLiteral("fonts-noto-cjk");
    QTest::newRow("recommends Qt's translations")
        << QStringLiteral("Recommends") << qtPackage("qttranslations5-l10n", "qt6-translations-l10n");
}

void TstDebPackage::relations()
{
    QFETCH(QString, field);
    QFETCH(QString, package);
    const QString value = this->field(field);
    QVERIFY2(packageNames(value).contains(package), qPrintable(field + QStringLiteral(": ") + value));
}

void TstDebPackage::contents_data()
{
    const QString id = QStringLiteral(YIQIAO_APP_ID);
    QTest::addColumn<QString>("path");
    QTest::newRow("the GUI") << QStringLiteral("./usr/bin/yiqiao");
    QTest::newRow("the CLI") << QStringLiteral("./usr/bin/yiqiao-cli");
    QTest::newRow("the desktop file") << QStringLiteral("./usr/share/applications/%1.desktop").arg(id);
    QTest::newRow("the metainfo") << QStringLiteral("./usr/share/metainfo/%1.metainfo.xml").arg(id);
    QTest::newRow("the icon") << QStringLiteral("./usr/share/icons/hicolor/scalable/apps/%1.svg").arg(id);
    QTest::newRow("the MIME type") << QStringLiteral("./usr/share/mime/packages/%1.xml").arg(id);
    QTest::newRow("the copyright file") << QStringLiteral("./usr/share/doc/yiqiao/copyright");
}

void TstDebPackage::contents()
{
    QFETCH(QString, path);
    const Run list = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), m_deb});
    QCOMPARE(list.exitCode, 0);
    // "-rwxr-xr-x root/root 123 2026-11-30 10:00 ./usr/bin/yiqiao"
    QStringList paths;
    for (const QString &line : QString::fromUtf8(list.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        paths.append(line.section(QLatin1Char(' '), -1));
    }
    QVERIFY2(paths.contains(path), qPrintable(paths.join(QLatin1Char('\n'))));
}

QProcessEnvironment TstDebPackage::runEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_tmp.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_tmp.filePath(QStringLiteral("home/config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_tmp.filePath(QStringLiteral("home/data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

QString TstDebPackage::newProject() const
{
    const QString path = m_tmp.filePath(QStringLiteral("p.yiqiao"));
    if (!QFile::exists(path)) {
        run(m_root + QStringLiteral("/usr/bin/yiqiao-cli"), {QStringLiteral("new"), path}, runEnvironment());
    }
    return path;
}

void TstDebPackage::programsStart_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("output");
    QTest::newRow("the CLI tells its version") << QStringLiteral("yiqiao-cli") << QStringList {QStringLiteral("--version")}
                                               << QStringLiteral(YIQIAO_VERSION);
    QTest::newRow("the CLI reads a project") << QStringLiteral("yiqiao-cli")
                                             << QStringList {QStringLiteral("stats"), QStringLiteral("@project")} << QString();
    QTest::newRow("the GUI tells its version") << QStringLiteral("yiqiao") << QStringList {QStringLiteral("--version")}
                                               << QStringLiteral(YIQIAO_VERSION);
    QTest::newRow("the GUI shows a project") << QStringLiteral("yiqiao")
                                             << QStringList {QStringLiteral("@project"), QStringLiteral("--exit-when-shown")}
                                             << QStringLiteral("shown");
}

void TstDebPackage::programsStart()
{
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(QString, output);
    args.replaceInStrings(QStringLiteral("@project"), newProject());
    const Run started = run(m_root + QStringLiteral("/usr/bin/") + program, args, runEnvironment());
    QVERIFY2(started.exitCode == 0, started.err.constData());
    QVERIFY2(QString::fromUtf8(started.out).contains(output), started.out.constData());
}

// On this machine, with what is installed: apt accepts the package.
void TstDebPackage::installsHere()
{
    if (QStandardPaths::findExecutable(QStringLiteral("apt-get")).isEmpty()) {
        QSKIP("no apt-get");
    }
    const Run apt = run(QStringLiteral("apt-get"),
        {QStringLiteral("install"), QStringLiteral("--simulate"), QStringLiteral("-o"), QStringLiteral("Debug::NoLocking=1"), m_deb});
    QVERIFY2(apt.exitCode == 0, (apt.out + apt.err).constData());
}

// The libraries a run needs, by their paths (glibc's loader says "calling init:" once
// for each), optional ones left out; empty when the run fails. The GUI runs on X11 under xvfb when it can, as
// users run it (xcb, GL); LD_DEBUG is set for the program alone, not for Xvfb.
QSet<QString> TstDebPackage::loadedLibraries(const QStringList &program)
{
    QProcessEnvironment env = runEnvironment();
    QStringList command {
        QStringLiteral("env"), QStringLiteral("LD_DEBUG=files"), m_root + QStringLiteral("/usr/bin/") + program.constFirst()};
    command.append(program.mid(1));
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
    if (program.constFirst() == QLatin1String("yiqiao") && !xvfb.isEmpty()) {
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        command.prepend(QStringLiteral("-a"));
        command.prepend(xvfb);
    }
    const Run traced = run(command.constFirst(), command.mid(1), env);
    if (traced.exitCode != 0) {
        return {};
    }
    const QString log = QString::fromUtf8(traced.err);
    // "file=libXrender.so.1 [0];  needed by /lib/x86_64-linux-gnu/libXcursor.so.1 [0]"
    static const QRegularExpression loadedBy(QStringLiteral("file=(\\S+) \\[\\d+\\];\\s+(?:needed|dynamically loaded) by (\\S+)"));
    QHash<QString, QString> loaders;
    for (auto it = loadedBy.globalMatch(log); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (!loaders.contains(match.captured(1))) {
            loaders.insert(match.captured(1), match.captured(2));
        }
    }
    static const QRegularExpression init(QStringLiteral("calling init: (\\S+)"));
    QSet<QString> libraries;
    for (auto it = init.globalMatch(log); it.hasNext();) {
        const QString path = it.next().captured(1);
        if (!isOptional(path, loaders)) {
            libraries.insert(path);
        }
    }
    return libraries;
}

// The packages that own the libraries, in one dpkg call; merged /usr means dpkg may
// know a library under /lib rather than /usr/lib, or the other way round.
QHash<QString, QString> TstDebPackage::owners(const QSet<QString> &libraries)
{
    QHash<QString, QString> alias; // the path dpkg is asked for → the loaded path
    for (const QString &library : libraries) {
        alias.insert(library, library);
        if (library.startsWith(QLatin1String("/usr/lib/"))) {
            alias.insert(library.mid(4), library);
        } else if (library.startsWith(QLatin1String("/lib"))) {
            alias.insert(QStringLiteral("/usr") + library, library);
        }
    }
    // "libqt5sql5-sqlite:amd64: /usr/lib/…/libqsqlite.so"; unknown paths go to stderr.
    const Run search = run(QStringLiteral("dpkg"), QStringList {QStringLiteral("-S")} + alias.keys());
    QHash<QString, QString> owners;
    for (const QString &line : QString::fromUtf8(search.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const int colon = line.indexOf(QLatin1String(": /"));
        const QString path = line.mid(colon + 2);
        if (colon > 0 && alias.contains(path) && !line.startsWith(QLatin1String("diversion "))) {
            owners.insert(alias.value(path), line.left(colon).section(QLatin1Char(','), 0, 0).section(QLatin1Char(':'), 0, 0).trimmed());
        }
    }
    return owners;
}

// Essential and required packages: a minimal Debian (debootstrap's minbase) has them.
QSet<QString> TstDebPackage::onEveryDebian()
{
    const Run query =
        run(QStringLiteral("dpkg-query"), {QStringLiteral("-W"), QStringLiteral("-f=${Package} ${Essential} ${Priority}\\n")});
    QSet<QString> packages;
    for (const QString &line : QString::fromUtf8(query.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(QLatin1Char(' '));
        if (fields.size() == 3 && (fields.at(1) == QLatin1String("yes") || fields.at(2) == QLatin1String("required"))) {
            packages.insert(fields.at(0));
        }
    }
    return packages;
}

// The packages apt installs with ours on a machine where nothing is installed yet (an
// empty dpkg status, no recommends), plus those every Debian has; empty on failure.
QSet<QString> TstDebPackage::cleanInstall(QByteArray *error) const
{
    const QString empty = m_tmp.filePath(QStringLiteral("empty-status"));
    if (!QFile(empty).open(QIODevice::WriteOnly)) {
        *error = "cannot write " + empty.toUtf8();
        return {};
    }
    const Run apt = run(QStringLiteral("apt-get"),
        {QStringLiteral("install"), QStringLiteral("--simulate"), QStringLiteral("--no-install-recommends"), QStringLiteral("-o"),
            QStringLiteral("Dir::State::status=") + empty, QStringLiteral("-o"), QStringLiteral("Debug::NoLocking=1"), m_deb});
    *error = apt.out + apt.err;
    QSet<QString> packages;
    static const QRegularExpression inst(QStringLiteral("^Inst (\\S+)"), QRegularExpression::MultilineOption);
    auto it = inst.globalMatch(QString::fromUtf8(apt.out));
    while (it.hasNext()) {
        packages.insert(it.next().captured(1));
    }
    if (apt.exitCode != 0 || !packages.contains(QStringLiteral("yiqiao"))) {
        return {};
    }
    return packages.unite(onEveryDebian());
}

void TstDebPackage::dependenciesComplete()
{
    if (QStandardPaths::findExecutable(QStringLiteral("apt-get")).isEmpty()
        || QDir(QStringLiteral("/var/lib/apt/lists")).entryList({QStringLiteral("*_Packages*")}, QDir::Files).isEmpty()) {
        QSKIP("no apt-get or no package lists (apt-get update)");
    }
    QByteArray aptOutput;
    const QSet<QString> installed = cleanInstall(&aptOutput);
    QVERIFY2(!installed.isEmpty(), aptOutput.constData());
    const QString project = newProject();
    QSet<QString> libraries = loadedLibraries({QStringLiteral("yiqiao"), project, QStringLiteral("--exit-when-shown")});
    QVERIFY2(!libraries.isEmpty(), "the GUI did not show");
    const QSet<QString> cli = loadedLibraries({QStringLiteral("yiqiao-cli"), QStringLiteral("stats"), project});
    QVERIFY2(!cli.isEmpty(), "the CLI failed");
    libraries.unite(cli);
    const QHash<QString, QString> packages = owners(libraries);
    QStringList missing;
    for (const QString &library : std::as_const(libraries)) {
        const QString package = packages.value(library);
        if (!library.startsWith(m_root) && !installed.contains(package)) {
            missing.append(QStringLiteral("%1 (%2)").arg(library, package.isEmpty() ? QStringLiteral("no package") : package));
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
}

QTEST_GUILESS_MAIN(TstDebPackage)
#include "tst_debpackage.moc"
