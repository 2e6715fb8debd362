// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "glossaryimporter.h"
#include "importlimits.h"
#include "tbxreader.h"
#include "termcsv.h"
#include "tmxreader.h"
#include "xliffreader.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// Imported files are bounded (ImportLimits): a file beyond any real one of its kind
// is refused with a message before it is read, not read into memory (a sparse file:
// no disk used). Term lists and glossaries are read whole; TBX, XLIFF and TMX are
// streamed, but their readers hold every entry or unit in memory.
class TestImportLimits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oversizedFileIsRefused_data();
    void oversizedFileIsRefused();
    void fileAtTheLimitIsRead_data();
    void fileAtTheLimitIsRead();
    void cliRefusesAndLeavesTheProject_data();
    void cliRefusesAndLeavesTheProject();
};

namespace {
template<typename Reader>
QString readWith(const QString &path, bool *ok)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return file.errorString();
    }
    Reader reader;
    *ok = reader.read(file);
    return reader.errorString();
}

// The reader for a file's extension: csv, md, tbx, xlf or tmx.
QString readFile(const QString &path, bool *ok)
{
    if (path.endsWith(QLatin1String(".csv"))) {
        return readWith<TermCsv>(path, ok);
    }
    if (path.endsWith(QLatin1String(".md"))) {
        return readWith<GlossaryImporter>(path, ok);
    }
    if (path.endsWith(QLatin1String(".tbx"))) {
        return readWith<TbxReader>(path, ok);
    }
    if (path.endsWith(QLatin1String(".xlf"))) {
        return readWith<XliffReader>(path, ok);
    }
    return readWith<TmxReader>(path, ok);
}

QByteArray startOf(const QString &kind)
{
    if (kind == QLatin1String("csv") || kind == QLatin1String("md")) {
        return "英文术语,中文术语,所属文章,关键说明\n";
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
}

qint64 limitOf(const QString &kind)
{
    if (kind == QLatin1String("csv")) {
        return TermCsv::MaxBytes;
    }
    if (kind == QLatin1String("md")) {
        return GlossaryImporter::MaxBytes;
    }
    if (kind == QLatin1String("tbx")) {
        return ImportLimits::TermFileBytes;
    }
    return kind == QLatin1String("xlf") ? ImportLimits::XliffBytes : ImportLimits::TmxBytes;
}

QString sparseFile(const QTemporaryDir &dir, const QString &kind, qint64 size)
{
    const QString path = dir.filePath(QStringLiteral("big.") + kind);
    QFile file(path);
    const QByteArray start = startOf(kind);
    if (!file.open(QIODevice::WriteOnly) || file.write(start) != start.size() || !file.resize(size)) {
        return {};
    }
    return path;
}

QByteArray digest(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256) : QByteArray();
}
} // namespace

void TestImportLimits::oversizedFileIsRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("size");
    QTest::addColumn<QString>("message");
    const QString mb64 = QStringLiteral("larger than 64 MB");
    QTest::newRow("CSV one byte over 64 MB") << QStringLiteral("csv") << TermCsv::MaxBytes + 1 << mb64;
    QTest::newRow("CSV of 3 GB") << QStringLiteral("csv") << (qint64(3) << 30) << mb64;
    QTest::newRow("glossary one byte over 64 MB") << QStringLiteral("md") << GlossaryImporter::MaxBytes + 1 << mb64;
    QTest::newRow("glossary of 3 GB") << QStringLiteral("md") << (qint64(3) << 30) << mb64;
    QTest::newRow("TBX one byte over 64 MB") << QStringLiteral("tbx") << ImportLimits::TermFileBytes + 1 << mb64;
    QTest::newRow("TBX of 3 GB") << QStringLiteral("tbx") << (qint64(3) << 30) << mb64;
    QTest::newRow("XLIFF one byte over 64 MB") << QStringLiteral("xlf") << ImportLimits::XliffBytes + 1 << mb64;
    QTest::newRow("XLIFF of 3 GB") << QStringLiteral("xlf") << (qint64(3) << 30) << mb64;
    QTest::newRow("TMX one byte over 1 GB") << QStringLiteral("tmx") << ImportLimits::TmxBytes + 1 << QStringLiteral("larger than 1 GB");
    QTest::newRow("TMX of 3 GB") << QStringLiteral("tmx") << (qint64(3) << 30) << QStringLiteral("larger than 1 GB");
}

void TestImportLimits::oversizedFileIsRefused()
{
    QFETCH(QString, kind);
    QFETCH(qint64, size);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = sparseFile(dir, kind, size);
    QVERIFY(!path.isEmpty());
    QElapsedTimer timer;
    timer.start();
    bool ok = true;
    const QString error = readFile(path, &ok);
    QVERIFY(!ok);
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("nothing was imported")), qPrintable(error));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
}

// At the limit the file is read (and refused for what it is: NUL bytes are binary,
// or not XML).
void TestImportLimits::fileAtTheLimitIsRead_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("CSV of 64 MB") << QStringLiteral("csv");
    QTest::newRow("glossary of 64 MB") << QStringLiteral("md");
    QTest::newRow("TBX of 64 MB") << QStringLiteral("tbx");
    QTest::newRow("XLIFF of 64 MB") << QStringLiteral("xlf");
    QTest::newRow("TMX of 1 GB") << QStringLiteral("tmx");
}

void TestImportLimits::fileAtTheLimitIsRead()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString path = sparseFile(dir, kind, limitOf(kind));
    QVERIFY(!path.isEmpty());
    bool ok = true;
    const QString error = readFile(path, &ok);
    QVERIFY(!ok);
    QVERIFY(!error.isEmpty());
    QVERIFY2(!error.contains(QLatin1String("larger than")), qPrintable(error));
}

// The window and yiqiao-cli read through the same readers; the CLI says why, exits
// 1 and leaves the project as it was.
void TestImportLimits::cliRefusesAndLeavesTheProject_data()
{
    QTest::addColumn<QStringList>("arguments"); // FILE replaced by the oversized file
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("terms import of a TBX over 64 MB")
        << QStringList {QStringLiteral("terms"), QStringLiteral("import"), QStringLiteral("p.yiqiao"), QStringLiteral("FILE")}
        << QStringLiteral("tbx") << QStringLiteral("larger than 64 MB");
    QTest::newRow("xliff import over 64 MB") << QStringList {QStringLiteral("xliff"), QStringLiteral("import"), QStringLiteral("p.yiqiao"),
        QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("FILE")}
                                             << QStringLiteral("xlf") << QStringLiteral("larger than 64 MB");
    QTest::newRow("tm import over 1 GB") << QStringList {QStringLiteral("tm"), QStringLiteral("import"), QStringLiteral("p.yiqiao"),
        QStringLiteral("FILE")} << QStringLiteral("tmx")
                                         << QStringLiteral("larger than 1 GB");
    QTest::newRow("tm attach over 1 GB") << QStringList {QStringLiteral("tm"), QStringLiteral("attach"), QStringLiteral("p.yiqiao"),
        QStringLiteral("FILE")} << QStringLiteral("tmx")
                                         << QStringLiteral("larger than 1 GB");
}

void TestImportLimits::cliRefusesAndLeavesTheProject()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QByteArray made =
        CliRun::newProjectWithIssue(dir.path(), QStringLiteral("p.yiqiao"), 1, "# Kernels\n\nA kernel runs.\n", "# 内核\n\n内核运行。\n");
    QVERIFY2(made.isEmpty(), made.constData());
    const QByteArray before = digest(dir.filePath(QStringLiteral("p.yiqiao")));
    const QString path = sparseFile(dir, kind, limitOf(kind) + 1);
    QVERIFY(!path.isEmpty());
    arguments.replaceInStrings(QStringLiteral("FILE"), path);
    const CliRun run = CliRun::in(dir.path(), arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(digest(dir.filePath(QStringLiteral("p.yiqiao"))), before);
}

QTEST_GUILESS_MAIN(TestImportLimits)
#include "tst_importlimits.moc"
