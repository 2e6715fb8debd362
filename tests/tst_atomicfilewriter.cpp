// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// AtomicFileWriter: a file is written whole or not at all; an existing file survives
// every failure, and no temporary file is left behind.

#include "atomicfilewriter.h"
#include "filesizelimit.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>

namespace {
QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestAtomicFileWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void writes_data();
    void writes();
    void failureKeepsTheOldFile_data();
    void failureKeepsTheOldFile();
    void producerFailureWritesNothing();

private:
    QTemporaryDir m_dir;
};

void TestAtomicFileWriter::initTestCase()
{
    QVERIFY(m_dir.isValid());
    signal(SIGXFSZ, SIG_IGN);
}

void TestAtomicFileWriter::writes_data()
{
    QTest::addColumn<QByteArray>("old");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("a new file") << QByteArray() << QByteArray("# 标题\n\n正文。\n");
    QTest::newRow("replaces a longer file") << QByteArray(100000, 'x') << QByteArray("short");
    QTest::newRow("an empty file") << QByteArray("old") << QByteArray();
    QTest::newRow("one megabyte, past Qt's 16 KiB buffer") << QByteArray("old") << QByteArray(1 << 20, 'y');
}

void TestAtomicFileWriter::writes()
{
    QFETCH(QByteArray, old);
    QFETCH(QByteArray, bytes);
    const QString path = m_dir.filePath(QStringLiteral("out %1.md").arg(QTest::currentDataTag()));
    if (!old.isEmpty()) {
        QString error;
        QVERIFY2(AtomicFileWriter::write(path, old, &error), qPrintable(error));
    }
    QString error;
    QVERIFY2(AtomicFileWriter::write(path, bytes, &error), qPrintable(error));
    QCOMPARE(readAll(path), bytes);
    QVERIFY(QFile::exists(path));
}

void TestAtomicFileWriter::failureKeepsTheOldFile_data()
{
    QTest::addColumn<int>("limit"); // RLIMIT_FSIZE in bytes; 0 for none
    QTest::addColumn<QString>("folder"); // relative to the test folder
    QTest::addColumn<QString>("why");
    QTest::newRow("a full disk, small file (within Qt's write buffer)") << 1024 << QString() << QStringLiteral("disk is full");
    QTest::newRow("a full disk, large file") << 64 * 1024 << QString() << QStringLiteral("disk is full");
    QTest::newRow("a folder that does not exist") << 0 << QStringLiteral("missing") << QStringLiteral("cannot write");
}

void TestAtomicFileWriter::failureKeepsTheOldFile()
{
    QFETCH(int, limit);
    QFETCH(QString, folder);
    QFETCH(QString, why);
    const QString dir = folder.isEmpty() ? m_dir.path() : m_dir.filePath(folder);
    const QString path = QDir(dir).filePath(QStringLiteral("kept.md"));
    const QByteArray old("the good file\n");
    if (folder.isEmpty()) {
        QString error;
        QVERIFY2(AtomicFileWriter::write(path, old, &error), qPrintable(error));
    }
    const QStringList before = QDir(m_dir.path()).entryList(QDir::Files);
    QString error;
    {
        std::unique_ptr<FileSizeLimit> fileSizeLimit;
        if (limit > 0) {
            fileSizeLimit = std::make_unique<FileSizeLimit>(rlim_t(limit));
        }
        QVERIFY(!AtomicFileWriter::write(path, QByteArray(limit > 0 ? 4 * limit : 10, 'z'), &error));
    }
    QVERIFY2(error.contains(why), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QCOMPARE(readAll(path), folder.isEmpty() ? old : QByteArray());
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), before); // no temporary file left
}

void TestAtomicFileWriter::producerFailureWritesNothing()
{
    const QString path = m_dir.filePath(QStringLiteral("produced.tmx"));
    QString error;
    QVERIFY(AtomicFileWriter::write(path, QByteArray("old"), &error));
    const bool written = AtomicFileWriter::write(
        path,
        [](QIODevice &device, QString *why) {
            device.write("half a file");
            *why = QStringLiteral("the writer gave up");
            return false;
        },
        &error);
    QVERIFY(!written);
    QVERIFY2(error.contains(QStringLiteral("the writer gave up")), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("old"));
    QVERIFY(AtomicFileWriter::write(
        path, [](QIODevice &device, QString *) { return device.write("<tmx/>") == 6; }, &error));
    QCOMPARE(readAll(path), QByteArray("<tmx/>"));
}

QTEST_GUILESS_MAIN(TestAtomicFileWriter)
#include "tst_atomicfilewriter.moc"
