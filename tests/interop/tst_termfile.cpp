// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/termfile.h"
#include "termentries.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// Term lists on disk by their extension, shared by yiqiao-cli and the window.
class TestTermFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formats_data();
    void formats();
    void roundTrip_data();
    void roundTrip();
    void brokenFileReadsNothing_data();
    void brokenFileReadsNothing();
    void unwritablePlaceWritesNothing();
    void csvSaysWhatItLeavesOut_data();
    void csvSaysWhatItLeavesOut();
    void csvSaysItLeavesRestrictionsOut_data();
    void csvSaysItLeavesRestrictionsOut();
};

void TestTermFile::formats_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("read");
    QTest::addColumn<bool>("writeTerms");
    QTest::addColumn<bool>("writeConflicts");
    QTest::newRow("csv: everything") << QStringLiteral("a/terms.CSV") << true << true << true;
    QTest::newRow("tbx: no conflict log") << QStringLiteral("terms.tbx") << true << true << false;
    QTest::newRow("markdown glossary: read only") << QStringLiteral("TERMINOLOGY.md") << true << false << false;
    QTest::newRow("xlsx: nothing") << QStringLiteral("terms.xlsx") << false << false << false;
    QTest::newRow("no extension: nothing") << QStringLiteral("terms") << false << false << false;
}

void TestTermFile::formats()
{
    QFETCH(QString, path);
    QFETCH(bool, read);
    QFETCH(bool, writeTerms);
    QFETCH(bool, writeConflicts);
    QCOMPARE(TermFile::canRead(path), read);
    QCOMPARE(TermFile::canWrite(path), writeTerms);
    QCOMPARE(TermFile::canWrite(path, TermFile::Content::ConflictLog), writeConflicts);
}

void TestTermFile::roundTrip_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("TBX keeps the context rules") << QStringLiteral("terms.tbx");
}

void TestTermFile::roundTrip()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    TermEntry entry = kernelEntry();
    entry.forbidden = {{QStringLiteral("核心"), QStringLiteral("与 core 混淆")}};
    TermFile out;
    QVERIFY2(out.write(path, {entry}), qPrintable(out.errorString()));
    TermFile in;
    QVERIFY2(in.read(path), qPrintable(in.errorString()));
    QCOMPARE(describe(in.entries()), describe(QList<TermEntry> {entry}));
}

void TestTermFile::brokenFileReadsNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("csv with an open quote") << QStringLiteral("t.csv") << QByteArray("English term,Chinese term\n\"kernel,内核\n");
    QTest::newRow("broken TBX") << QStringLiteral("t.tbx") << QByteArray("<tbx><text><body><conceptEntry>");
    QTest::newRow("binary markdown") << QStringLiteral("t.md") << QByteArray("\x00\xff\xfe binary", 10);
    QTest::newRow("wrong extension") << QStringLiteral("t.txt") << QByteArray("kernel,内核\n");
}

void TestTermFile::brokenFileReadsNothing()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    QFile file(dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    TermFile terms;
    QVERIFY(!terms.read(file.fileName()));
    QVERIFY2(terms.errorString().contains(name), qPrintable(terms.errorString()));
    QVERIFY(terms.entries().isEmpty());
}

void TestTermFile::unwritablePlaceWritesNothing()
{
    QTemporaryDir dir;
    TermFile terms;
    QVERIFY(!terms.write(dir.filePath(QStringLiteral("missing/folder/terms.csv")), {kernelEntry()}));
    QVERIFY(!terms.errorString().isEmpty());
    QVERIFY(!terms.write(dir.filePath(QStringLiteral("log.tbx")), {kernelEntry()}, TermFile::Content::ConflictLog));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("log.tbx"))));
}

// kernelEntry has two renderings (核函数 under CUDA, 内核 by default); a term the
// conflict log brought in has no rendering at all.
void TestTermFile::csvSaysWhatItLeavesOut_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("written");
    QTest::addColumn<bool>("warned");
    QTest::newRow("CSV term list: one rendering each, the bare term left out") << QStringLiteral("terms.csv") << 1 << true;
    QTest::newRow("TBX: everything") << QStringLiteral("terms.tbx") << 2 << false;
}

void TestTermFile::csvSaysItLeavesRestrictionsOut_data()
{
    QTest::addColumn<bool>("nounOnly");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<QString>("context");
    QTest::addColumn<bool>("warned");
    QTest::newRow("no restriction: nothing left out") << false << false << QString() << false;
    QTest::newRow("noun only") << true << false << QString() << true;
    QTest::newRow("case-sensitive") << false << true << QString() << true;
    QTest::newRow("a context pattern") << false << false << QStringLiteral("the mean") << true;
}

// A CSV term list has no column for where a term counts: it says so.
void TestTermFile::csvSaysItLeavesRestrictionsOut()
{
    QFETCH(bool, nounOnly);
    QFETCH(bool, caseSensitive);
    QFETCH(QString, context);
    QFETCH(bool, warned);
    TermEntry mean = simpleTerm(QStringLiteral("mean"), QStringLiteral("均值"));
    mean.nounOnly = nounOnly;
    mean.caseSensitive = caseSensitive;
    mean.contextRegex = context;
    QTemporaryDir dir;
    TermFile out;
    QVERIFY2(out.write(dir.filePath(QStringLiteral("terms.csv")), {mean}), qPrintable(out.errorString()));
    QCOMPARE(out.lossWarning().contains(QStringLiteral("where 1 term")), warned);
    TermFile tbx;
    QVERIFY(tbx.write(dir.filePath(QStringLiteral("terms.tbx")), {mean}));
    QVERIFY(tbx.lossWarning().isEmpty());
}

void TestTermFile::csvSaysWhatItLeavesOut()
{
    QFETCH(QString, name);
    QFETCH(int, written);
    QFETCH(bool, warned);
    TermEntry bare;
    bare.source = QStringLiteral("warp");
    TermConflict conflict;
    conflict.contextFeature = QStringLiteral("出现在CUDA编程上下文中");
    conflict.correct = QStringLiteral("线程束");
    conflict.wrong = QStringLiteral("弯曲");
    bare.conflicts = {conflict};
    QTemporaryDir dir;
    TermFile out;
    QVERIFY2(out.write(dir.filePath(name), {kernelEntry(), bare}), qPrintable(out.errorString()));
    QCOMPARE(out.written(), written);
    QCOMPARE(!out.lossWarning().isEmpty(), warned);
    // Read back, no term turns into a keep-English one it never was.
    TermFile in;
    QVERIFY2(in.read(dir.filePath(name)), qPrintable(in.errorString()));
    for (const TermEntry &entry : in.entries()) {
        QVERIFY2(!entry.keepEnglish, qPrintable(entry.source));
    }
}

QTEST_GUILESS_MAIN(TestTermFile)
#include "tst_termfile.moc"
