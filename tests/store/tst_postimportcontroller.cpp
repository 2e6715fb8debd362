// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/postimportcontroller.h"
#include "store/issuerepository.h"
#include "tempproject.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

// File ▸ Import Posts… as the window runs it: the files one after the other under a
// progress dialog, what was made and what was refused reported at the end.
class TestPostImportController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void importsAndReports();
};

void TestPostImportController::importsAndReports()
{
    TempProject project;
    const QString error = project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.md"));
    const QString binary = dir.filePath(QStringLiteral("image.md"));
    for (const auto &[path, bytes] :
        {std::pair {good, QByteArray("# Kernels\n\nA kernel runs.\n")}, std::pair {binary, QByteArray("\x89PNG\r\n\x1a\n\0\0\0", 11)}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), qint64(bytes.size()));
    }
    QWidget window;
    PostImportController importer(&window);
    QSignalSpy finished(&importer, &PostImportController::finished);
    QVERIFY(importer.start(project.store(), {binary, good}));
    QVERIFY(importer.isRunning());
    // One at a time: a second import while one runs is refused.
    QVERIFY(!importer.start(project.store(), {good}));
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(!importer.isRunning());
    QCOMPARE(finished.constFirst().at(0).value<QList<int>>(), QList<int> {1});
    const QStringList errors = finished.constFirst().at(1).toStringList();
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.constFirst().startsWith(QLatin1String("image.md: ")), qPrintable(errors.constFirst()));
    QCOMPARE(IssueRepository(project.store()).issues().size(), 1);
}

QTEST_MAIN(TestPostImportController)
#include "tst_postimportcontroller.moc"
