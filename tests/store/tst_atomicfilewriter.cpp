// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// AtomicFileWriter: a file is written whole or not at all; an existing file survives
// every failure, and no temporary file is left behind.

#include "core/chunkedwritedevice.h"
#include "filesizelimit.h"
#include "store/atomicfilewriter.h"
#include "store/projectfilecheck.h"
#include "store/projectstore.h"
#include "tm/tmxreader.h"
#include "tm/tmxwriter.h"
#include "tmunits.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>
#include <sys/stat.h>

namespace {
QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A buffer that counts the writes it is given.
class CountingBuffer : public QBuffer
{
public:
    int writes = 0;

protected:
    qint64 writeData(const char *data, qint64 size) override
    {
        ++writes;
        return QBuffer::writeData(data, size);
    }
};

// count pieces of piece bytes each, the byte of each piece its number.
QByteArray pieces(int count, int piece)
{
    QByteArray bytes;
    bytes.reserve(count * piece);
    for (int i = 0; i < count; ++i) {
        bytes.append(piece, char('a' + i % 26));
    }
    return bytes;
}

QList<TmUnit> manyUnits(int count)
{
    QList<TmUnit> units;
    for (int i = 0; i < count; ++i) {
        units.append(
            unit(QStringLiteral("Sentence %1 about kernels and warps.").arg(i), QStringLiteral("关于内核与线程束的第 %1 句。").arg(i)));
    }
    return units;
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
    void streams_data();
    void streams();
    void streamCutKeepsTheOldFile_data();
    void streamCutKeepsTheOldFile();
    void tmxStreamCutKeepsTheOldFile();
    void neverReplacesAProject_data();
    void neverReplacesAProject();
    void aFifoIsNoProject();

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

// Small writes reach the file in chunks, each one write; the bytes are the same.
void TestAtomicFileWriter::streams_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("piece");
    QTest::newRow("nothing") << 0 << 0;
    QTest::newRow("one small write") << 1 << 10;
    QTest::newRow("exactly one chunk in 1 KiB writes") << 64 << 1024;
    QTest::newRow("1 MB in 7-byte writes, a token at a time") << 150000 << 7;
    QTest::newRow("writes larger than a chunk") << 5 << 100000;
}

void TestAtomicFileWriter::streams()
{
    QFETCH(int, count);
    QFETCH(int, piece);
    const QByteArray expected = pieces(count, piece);
    const auto produce = [&](QIODevice &device, QString *) {
        for (int i = 0; i < count; ++i) {
            if (device.write(expected.constData() + qint64(i) * piece, piece) != piece) {
                return false;
            }
        }
        return true;
    };
    CountingBuffer target;
    QVERIFY(target.open(QIODevice::WriteOnly));
    ChunkedWriteDevice device(target);
    QVERIFY(produce(device, nullptr));
    QVERIFY(device.finish());
    QCOMPARE(target.data(), expected);
    QVERIFY2(target.writes <= expected.size() / ChunkedWriteDevice::ChunkBytes + 1 + (piece > ChunkedWriteDevice::ChunkBytes ? count : 0),
        qPrintable(QString::number(target.writes)));
    const QString path = m_dir.filePath(QStringLiteral("streamed %1").arg(QTest::currentDataTag()));
    QString error;
    QVERIFY2(AtomicFileWriter::write(path, produce, &error), qPrintable(error));
    QCOMPARE(readAll(path), expected);
}

// The disk fills up in the middle of a stream: the producer's next write fails (and
// every one after it), the old file stays and no temporary file is left.
void TestAtomicFileWriter::streamCutKeepsTheOldFile_data()
{
    QTest::addColumn<int>("limit"); // RLIMIT_FSIZE in bytes
    QTest::newRow("cut in the first chunk") << 1024;
    QTest::newRow("cut after three chunks") << 200 * 1024;
}

void TestAtomicFileWriter::streamCutKeepsTheOldFile()
{
    QFETCH(int, limit);
    const QString path = m_dir.filePath(QStringLiteral("stream-kept.tmx"));
    const QByteArray old("the good file\n");
    QString error;
    QVERIFY2(AtomicFileWriter::write(path, old, &error), qPrintable(error));
    const QStringList before = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
    const int count = 100000;
    int firstFailed = -1;
    int failedAfter = 0;
    const bool written = [&] {
        FileSizeLimit fileSizeLimit {rlim_t(limit)};
        return AtomicFileWriter::write(
            path,
            [&](QIODevice &device, QString *) {
                for (int i = 0; i < count; ++i) {
                    if (device.write("0123456789") != 10) {
                        firstFailed = firstFailed < 0 ? i : firstFailed;
                        ++failedAfter;
                    }
                }
                return firstFailed < 0;
            },
            &error);
    }();
    QVERIFY(!written);
    QVERIFY2(error.contains(QLatin1String("disk is full")), qPrintable(error));
    QVERIFY2(firstFailed >= limit / 10 && firstFailed < limit / 10 + ChunkedWriteDevice::ChunkBytes / 10,
        qPrintable(QString::number(firstFailed)));
    QCOMPARE(failedAfter, count - firstFailed);
    QCOMPARE(readAll(path), old);
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden), before);
}

// TmxWriter streams through QXmlStreamWriter, whose hasError() sees the cut.
void TestAtomicFileWriter::tmxStreamCutKeepsTheOldFile()
{
    const QString path = m_dir.filePath(QStringLiteral("memory.tmx"));
    const QList<TmUnit> units = manyUnits(5000);
    const auto produce = [&](QIODevice &device, QString *why) { return TmxWriter::write(device, units, why); };
    QString error;
    QVERIFY2(AtomicFileWriter::write(path, produce, &error), qPrintable(error));
    const QByteArray good = readAll(path);
    QVERIFY(good.size() > 4 * ChunkedWriteDevice::ChunkBytes);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    TmxReader reader;
    QVERIFY2(reader.read(file), qPrintable(reader.errorString()));
    QCOMPARE(reader.units().size(), units.size());
    QCOMPARE(reader.units().constLast().target, units.constLast().target);
    const QList<TmUnit> more = manyUnits(6000);
    const QStringList before = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
    {
        FileSizeLimit fileSizeLimit(rlim_t(good.size() / 2));
        QVERIFY(!AtomicFileWriter::write(
            path, [&](QIODevice &device, QString *why) { return TmxWriter::write(device, more, why); }, &error));
    }
    QVERIFY2(error.contains(QLatin1String("disk is full")), qPrintable(error));
    QCOMPARE(readAll(path), good);
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden), before);
}

// An export named after another series' project (or its journal) must not turn
// that project into markdown; any other file, an SQLite database of another
// program included, is an export's to replace.
void TestAtomicFileWriter::neverReplacesAProject_data()
{
    QTest::addColumn<QString>("name"); // written to, beside the project other.yiqiao
    QTest::addColumn<bool>("refused");
    QTest::newRow("another project") << QStringLiteral("other.yiqiao") << true;
    QTest::newRow("its write-ahead log") << QStringLiteral("other.yiqiao-wal") << true;
    QTest::newRow("its rollback journal") << QStringLiteral("other.yiqiao-journal") << true;
    QTest::newRow("another program's SQLite database") << QStringLiteral("foreign.db") << false;
    QTest::newRow("a markdown file") << QStringLiteral("post.md") << false;
}

void TestAtomicFileWriter::neverReplacesAProject()
{
    QFETCH(QString, name);
    QFETCH(bool, refused);
    QTemporaryDir dir;
    {
        ProjectStore other;
        QVERIFY2(other.create(dir.filePath(QStringLiteral("other.yiqiao")), QStringLiteral("Other")), qPrintable(other.errorString()));
    }
    QByteArray foreign("SQLite format 3", 16);
    foreign.append(QByteArray(84, '\0'));
    QString error;
    QVERIFY(AtomicFileWriter::write(dir.filePath(QStringLiteral("foreign.db")), foreign, &error));
    QVERIFY(AtomicFileWriter::write(dir.filePath(QStringLiteral("post.md")), "# old\n", &error));
    const QString path = dir.filePath(name);
    const QByteArray before = QFile::exists(path) ? readAll(path) : QByteArray();
    const QByteArray project = readAll(dir.filePath(QStringLiteral("other.yiqiao")));
    const bool written = AtomicFileWriter::write(path, "# 导出\n", &error);
    QCOMPARE(written, !refused);
    if (refused) {
        QVERIFY2(error.contains(QLatin1String("Yiqiao project")), qPrintable(error));
        QCOMPARE(QFile::exists(path) ? readAll(path) : QByteArray(), before);
    } else {
        QCOMPARE(readAll(path), QByteArray("# 导出\n"));
    }
    QCOMPARE(readAll(dir.filePath(QStringLiteral("other.yiqiao"))), project);
}

// The check reads a file's header: a FIFO (or a terminal, a pipe) is not opened,
// which would block until someone writes to it.
void TestAtomicFileWriter::aFifoIsNoProject()
{
    QTemporaryDir dir;
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("out.yiqiao")));
    QCOMPARE(mkfifo(fifo.constData(), 0600), 0);
    QVERIFY(!ProjectFileCheck::holdsProject(QFile::decodeName(fifo)));
}

QTEST_GUILESS_MAIN(TestAtomicFileWriter)
#include "tst_atomicfilewriter.moc"
