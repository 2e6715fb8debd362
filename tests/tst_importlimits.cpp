// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossaryimporter.h"
#include "termcsv.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// Term lists and glossaries are read whole: a file beyond any real one is refused
// with a message before it is read, not read into memory (a sparse file: no disk used).
class TestImportLimits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oversizedFileIsRefused_data();
    void oversizedFileIsRefused();
    void fileAtTheLimitIsRead();
};

namespace {
template<typename Reader>
QString readFile(const QString &path, bool *ok)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return file.errorString();
    }
    Reader reader;
    *ok = reader.read(file);
    return reader.errorString();
}

QString sparseFile(const QTemporaryDir &dir, const QString &name, qint64 size, const QByteArray &start)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(start) != start.size() || !file.resize(size)) {
        return {};
    }
    return path;
}
} // namespace

void TestImportLimits::oversizedFileIsRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("size");
    QTest::newRow("CSV one byte over 64 MB") << QStringLiteral("csv") << TermCsv::MaxBytes + 1;
    QTest::newRow("CSV of 3 GB") << QStringLiteral("csv") << (qint64(3) << 30);
    QTest::newRow("glossary one byte over 64 MB") << QStringLiteral("md") << GlossaryImporter::MaxBytes + 1;
    QTest::newRow("glossary of 3 GB") << QStringLiteral("md") << (qint64(3) << 30);
}

void TestImportLimits::oversizedFileIsRefused()
{
    QFETCH(QString, kind);
    QFETCH(qint64, size);
    QTemporaryDir dir;
    const QString path = sparseFile(dir, QStringLiteral("big.") + kind, size, "英文术语,中文术语,所属文章,关键说明\n");
    QVERIFY(!path.isEmpty());
    QElapsedTimer timer;
    timer.start();
    bool ok = true;
    const QString error = kind == QLatin1String("csv") ? readFile<TermCsv>(path, &ok) : readFile<GlossaryImporter>(path, &ok);
    QVERIFY(!ok);
    QVERIFY2(error.contains(QLatin1String("larger than 64 MB")), qPrintable(error));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
}

// At the limit the file is read (and refused for what it is: NUL bytes are binary).
void TestImportLimits::fileAtTheLimitIsRead()
{
    QTemporaryDir dir;
    const QString path = sparseFile(dir, QStringLiteral("limit.csv"), TermCsv::MaxBytes, "英文术语,中文术语,所属文章,关键说明\n");
    bool ok = true;
    const QString error = readFile<TermCsv>(path, &ok);
    QVERIFY(!ok);
    QVERIFY2(!error.contains(QLatin1String("larger than")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestImportLimits)
#include "tst_importlimits.moc"
