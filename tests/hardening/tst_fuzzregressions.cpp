// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzentry.h"

#include <QDir>
#include <QFile>
#include <QTest>

Q_DECLARE_METATYPE(FuzzEntry::Target)

// Every input a fuzzer once crashed on (tests/data/fuzz/<target>/<name>, plus a few
// edge cases) goes through the fuzzed entry again, in every build: a crash, a
// sanitizer finding or a broken contract (FuzzEntry aborts) fails the test.
class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void replay_data();
    void replay();
};

void TestFuzzRegressions::initTestCase()
{
    int argc = 0;
    char **argv = nullptr;
    FuzzEntry::initialize(&argc, &argv);
}

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<FuzzEntry::Target>("target");
    QTest::addColumn<QString>("path");
    const QDir root(QStringLiteral(YIQIAO_TEST_DATA "/fuzz"));
    const QStringList targets = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(!targets.isEmpty(), "no tests/data/fuzz/<target> folders");
    for (const QString &name : targets) {
        FuzzEntry::Target target;
        QVERIFY2(FuzzEntry::targetByName(name, &target), qPrintable(QStringLiteral("unknown fuzz target %1").arg(name)));
        const QDir dir(root.filePath(name));
        for (const QString &file : dir.entryList(QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(name + QLatin1Char('/') + file)) << target << dir.filePath(file);
        }
    }
}

void TestFuzzRegressions::replay()
{
    QFETCH(FuzzEntry::Target, target);
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    // Returning at all is the test: a regression aborts the process.
    FuzzEntry::run(target, file.readAll());
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
