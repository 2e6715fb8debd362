// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "core/importlimits.h"
#include "core/limitedreaddevice.h"
#include "interop/glossaryimporter.h"
#include "interop/tbxreader.h"
#include "interop/termcsv.h"
#include "interop/xliffreader.h"
#include "store/postimportqueue.h"
#include "tempproject.h"
#include "tm/tmxreader.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
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
    void limitedReadDevice_data();
    void limitedReadDevice();
    void readAtMost_data();
    void readAtMost();
    void parseAtMost_data();
    void parseAtMost();
    void pipeWithinTheLimitIsRead_data();
    void pipeWithinTheLimitIsRead();
    void endlessPipeIsRefused_data();
    void endlessPipeIsRefused();
    void windowRefusesAnOversizedPost();
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

// A source of no known size, as a pipe is: content, then padding bytes of pad, for
// ever when padding is negative.
class PipeDevice : public QIODevice
{
public:
    PipeDevice(const QByteArray &content, qint64 padding = 0, char pad = ' ')
        : m_content(content)
        , m_padding(padding)
        , m_pad(pad)
    {
        // Unbuffered: delivered() is what the reader took, not what QIODevice buffered.
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }
    qint64 delivered() const { return m_delivered; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        qint64 n = 0;
        for (; n < maxSize && m_delivered < m_content.size(); ++n) {
            data[n] = m_content.at(m_delivered++);
        }
        const qint64 padded = m_delivered - m_content.size();
        const qint64 pads = m_padding < 0 ? maxSize - n : qMin(maxSize - n, m_padding - padded);
        memset(data + n, m_pad, size_t(qMax<qint64>(pads, 0)));
        m_delivered += qMax<qint64>(pads, 0);
        return n + qMax<qint64>(pads, 0);
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_content;
    qint64 m_padding;
    char m_pad;
    qint64 m_delivered = 0;
};

const QByteArray SmallTbx = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<martif type=\"TBX\" xml:lang=\"en\"><text><body><termEntry>"
                            "<langSet xml:lang=\"en\"><tig><term>kernel</term></tig></langSet>"
                            "<langSet xml:lang=\"zh\"><tig><term>核函数</term></tig></langSet>"
                            "</termEntry></body></text></martif>\n";
const QByteArray SmallTmx = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<tmx version=\"1.4\"><header srclang=\"en\" datatype=\"plaintext\" segtype=\"sentence\" adminlang=\"en\" "
                            "o-tmf=\"x\" creationtool=\"x\" creationtoolversion=\"1\"/><body><tu>"
                            "<tuv xml:lang=\"en\"><seg>kernel</seg></tuv><tuv xml:lang=\"zh\"><seg>核函数</seg></tuv>"
                            "</tu></body></tmx>\n";
const QByteArray SmallXliff = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                              "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"zh-CN\">"
                              "<file id=\"f\" original=\"issue-4\"><unit id=\"s1\"><segment state=\"translated\">"
                              "<source>kernel</source><target>核函数</target></segment></unit></file></xliff>\n";

// Reads device with the reader of kind (tbx, tmx or xlf); how many entries or units
// it gave, or -1 with the error in *error.
int readKind(const QString &kind, QIODevice &device, QString *error)
{
    if (kind == QLatin1String("tbx")) {
        TbxReader reader;
        const bool ok = reader.read(device);
        *error = reader.errorString();
        return ok ? int(reader.entries().size()) : -1;
    }
    if (kind == QLatin1String("tmx")) {
        TmxReader reader;
        const bool ok = reader.read(device);
        *error = reader.errorString();
        return ok ? int(reader.units().size()) : -1;
    }
    XliffReader reader;
    const bool ok = reader.read(device);
    *error = reader.errorString();
    return ok ? int(reader.units().size()) : -1;
}

// A parser for ImportLimits::parseAtMost: reads its input to the end (or to the first
// failed read), and fails when told to or when the read was cut.
class ReadAllParser
{
public:
    ReadAllParser(QIODevice &input, int *constructed, bool fails)
        : m_input(input)
        , m_fails(fails)
    {
        ++*constructed;
    }
    bool parse()
    {
        bytes = m_input.readAll();
        return !m_fails && m_input.atEnd();
    }
    QString errorString() const { return QStringLiteral("broken"); }

    QByteArray bytes;

private:
    QIODevice &m_input;
    const bool m_fails;
};

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
    QTest::newRow("import of a post over 16 MB") << QStringList {QStringLiteral("import"), QStringLiteral("p.yiqiao"),
        QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("FILE")}
                                                 << QStringLiteral("md") << QStringLiteral("larger than 16 MB");
    QTest::newRow("import of a translation over 16 MB") << QStringList {QStringLiteral("import"), QStringLiteral("p.yiqiao"),
        QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--translation"), QStringLiteral("FILE"), QStringLiteral("s.md")}
                                                        << QStringLiteral("md") << QStringLiteral("larger than 16 MB");
    QTest::newRow("update to a source over 16 MB") << QStringList {QStringLiteral("update"), QStringLiteral("p.yiqiao"),
        QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("FILE")}
                                                   << QStringLiteral("md") << QStringLiteral("larger than 16 MB");
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
    // "md" in a command line that is no terms import: a post.
    const qint64 limit = kind == QLatin1String("md") ? ImportLimits::PostBytes : limitOf(kind);
    const QString path = sparseFile(dir, kind, limit + 1);
    QVERIFY(!path.isEmpty());
    arguments.replaceInStrings(QStringLiteral("FILE"), path);
    const CliRun run = CliRun::in(dir.path(), arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(digest(dir.filePath(QStringLiteral("p.yiqiao"))), before);
}

void TestImportLimits::limitedReadDevice_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("exceeded");
    QTest::newRow("under the limit") << 9 << false;
    QTest::newRow("at the limit") << 10 << false;
    QTest::newRow("one byte over") << 11 << true;
    QTest::newRow("far over") << 100000 << true;
}

void TestImportLimits::limitedReadDevice()
{
    QFETCH(int, size);
    QFETCH(bool, exceeded);
    const QByteArray content(size, 'x');
    PipeDevice pipe(content);
    LimitedReadDevice limited(pipe, 10);
    QByteArray read;
    for (int i = 0; i < 100; ++i) {
        char buffer[4];
        const qint64 n = limited.read(buffer, sizeof buffer);
        if (n <= 0) {
            break;
        }
        read.append(buffer, int(n));
    }
    QCOMPARE(limited.exceeded(), exceeded);
    QVERIFY(read.size() <= 10);
    if (!exceeded) {
        QCOMPARE(read, content);
        QCOMPARE(limited.consumed(), qint64(size));
    }
    // The source is not read on past the limit.
    QVERIFY2(pipe.delivered() <= 11, qPrintable(QString::number(pipe.delivered())));
}

void TestImportLimits::readAtMost_data()
{
    QTest::addColumn<bool>("sequential");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("read");
    for (const bool sequential : {false, true}) {
        const QString kind = sequential ? QStringLiteral("pipe") : QStringLiteral("file");
        QTest::newRow(qPrintable(kind + QStringLiteral(": empty"))) << sequential << 0 << true;
        QTest::newRow(qPrintable(kind + QStringLiteral(": at the limit"))) << sequential << 3000000 << true;
        QTest::newRow(qPrintable(kind + QStringLiteral(": one byte over"))) << sequential << 3000001 << false;
    }
}

void TestImportLimits::readAtMost()
{
    QFETCH(bool, sequential);
    QFETCH(int, size);
    QFETCH(bool, read);
    QByteArray content(size, 'y');
    PipeDevice pipe(content);
    QBuffer buffer(&content);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QIODevice &device = sequential ? static_cast<QIODevice &>(pipe) : buffer;
    QByteArray bytes = "left over";
    QCOMPARE(ImportLimits::readAtMost(device, 3000000, &bytes), read);
    QCOMPARE(bytes, read ? content : QByteArray());
    if (sequential) {
        QVERIFY(pipe.delivered() <= 3000001);
    }
}

void TestImportLimits::parseAtMost_data()
{
    QTest::addColumn<bool>("sequential");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("parseFails");
    QTest::addColumn<bool>("parsed");
    QTest::addColumn<QString>("error");
    const QString tooLarge = QStringLiteral("too large");
    const QString broken = QStringLiteral("broken");
    for (const bool sequential : {false, true}) {
        const QString kind = sequential ? QStringLiteral("pipe") : QStringLiteral("file");
        QTest::newRow(qPrintable(kind + QStringLiteral(": at the limit, parsed"))) << sequential << 1000 << false << true << QString();
        QTest::newRow(qPrintable(kind + QStringLiteral(": the parser's own error"))) << sequential << 10 << true << true << broken;
    }
    // A file's size is known: refused before the parser sees it.
    QTest::newRow("file: one byte over, not parsed") << false << 1001 << false << false << tooLarge;
    // A pipe's is not: the parse stops at the limit, and its error is the limit's.
    QTest::newRow("pipe: one byte over, the parse stopped") << true << 1001 << true << true << tooLarge;
}

void TestImportLimits::parseAtMost()
{
    QFETCH(bool, sequential);
    QFETCH(int, size);
    QFETCH(bool, parseFails);
    QFETCH(bool, parsed);
    QFETCH(QString, error);
    QByteArray content(size, 'y');
    PipeDevice pipe(content);
    QBuffer buffer(&content);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QIODevice &device = sequential ? static_cast<QIODevice &>(pipe) : buffer;
    int constructed = 0;
    QByteArray done;
    QString actual = QStringLiteral("left over");
    const bool ok = ImportLimits::parseAtMost<ReadAllParser>(
        device, 1000, QStringLiteral("too large"), &actual, [&](const ReadAllParser &parser) { done = parser.bytes; }, &constructed,
        parseFails);
    QCOMPARE(constructed, parsed ? 1 : 0);
    QCOMPARE(ok, error.isEmpty());
    QCOMPARE(actual, error.isEmpty() ? QStringLiteral("left over") : error);
    QCOMPARE(done, ok ? content : QByteArray());
}

// A pipe goes through the same readers as a file (through LimitedReadDevice).
void TestImportLimits::pipeWithinTheLimitIsRead_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("document");
    QTest::newRow("TBX") << QStringLiteral("tbx") << SmallTbx;
    QTest::newRow("TMX") << QStringLiteral("tmx") << SmallTmx;
    QTest::newRow("XLIFF") << QStringLiteral("xlf") << SmallXliff;
}

void TestImportLimits::pipeWithinTheLimitIsRead()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, document);
    PipeDevice pipe(document);
    QString error;
    QCOMPARE(readKind(kind, pipe, &error), 1);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// An endless stream (a pipe from a runaway program, /dev/zero) is read up to the
// limit and refused as too large. (TMX's 1 GB is left to limitedReadDevice: the
// reader's path is the same.)
void TestImportLimits::endlessPipeIsRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<char>("pad");
    QTest::newRow("TBX padded with spaces") << QStringLiteral("tbx") << ' ';
    QTest::newRow("XLIFF padded with spaces") << QStringLiteral("xlf") << ' ';
}

void TestImportLimits::endlessPipeIsRefused()
{
    QFETCH(QString, kind);
    QFETCH(char, pad);
    PipeDevice pipe(startOf(kind), -1, pad);
    QString error;
    QCOMPARE(readKind(kind, pipe, &error), -1);
    QVERIFY2(error.contains(QLatin1String("larger than 64 MB")), qPrintable(error));
    QVERIFY(pipe.delivered() <= limitOf(kind) + 1 + 64 * 1024);
}

// File ▸ Import Posts… reads through PostImportQueue: a file beyond any post is
// reported and not imported, the next one is.
void TestImportLimits::windowRefusesAnOversizedPost()
{
    TempProject project;
    const QString error = project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QTemporaryDir dir;
    const QString huge = sparseFile(dir, QStringLiteral("md"), ImportLimits::PostBytes + 1);
    QVERIFY(!huge.isEmpty());
    QFile small(dir.filePath(QStringLiteral("small.md")));
    QVERIFY(small.open(QIODevice::WriteOnly));
    QVERIFY(small.write("# Kernels\n\nA kernel runs.\n") > 0);
    small.close();
    PostImportQueue queue(project.store(), {huge, small.fileName()});
    QSignalSpy finished(&queue, &PostImportQueue::finished);
    queue.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(queue.imported(), QList<int> {1});
    QCOMPARE(queue.errors().size(), 1);
    QVERIFY2(queue.errors().constFirst().contains(QLatin1String("big.md: The file is larger than 16 MB")),
        qPrintable(queue.errors().constFirst()));
}

QTEST_GUILESS_MAIN(TestImportLimits)
#include "tst_importlimits.moc"
