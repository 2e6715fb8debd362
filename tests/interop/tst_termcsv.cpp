// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/termcsv.h"
#include "termentries.h"

#include <QBuffer>
#include <QTest>

Q_DECLARE_METATYPE(TermEntry)
Q_DECLARE_METATYPE(TermCsv::Layout)

class TestTermCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void read_data();
    void read();
    void refuse_data();
    void refuse();
    void roundTrip_data();
    void roundTrip();
    void parseIssues_data();
    void parseIssues();
};

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

// The two rows of the seeds' term_mapping.csv.
const QByteArray SeedMapping = "英文术语,中文术语,所属文章,关键说明\n"
                               "NCCL_IB_DISABLE,禁用InfiniBand网络,博客六十一,用于解决Spot实例IP变更导致的NCCL超时\n"
                               "torchrun,PyTorch分布式启动器,博客六十一,替代已废弃的torch.distributed.launch\n";

TermEntry mapped(const QString &source, const QString &rendering, const QString &note, const QList<int> &issues = {})
{
    TermEntry entry = simpleTerm(source, rendering, note);
    entry.issues = issues;
    entry.keepEnglish = source == rendering;
    return entry;
}

TermEntry conflicted(const QString &source, const QList<TermConflict> &conflicts)
{
    TermEntry entry;
    entry.source = source;
    entry.conflicts = conflicts;
    return entry;
}

} // namespace

void TestTermCsv::read_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<TermCsv::Layout>("layout");
    QTest::addColumn<QList<TermEntry>>("expected");

    const QList<TermEntry> seed = {mapped(QStringLiteral("NCCL_IB_DISABLE"), u8("禁用InfiniBand网络"),
                                       u8("所属文章：博客六十一\n用于解决Spot实例IP变更导致的NCCL超时")),
        mapped(QStringLiteral("torchrun"), u8("PyTorch分布式启动器"), u8("所属文章：博客六十一\n替代已废弃的torch.distributed.launch"))};
    QTest::newRow("seed term_mapping.csv: article text kept in the note") << SeedMapping << TermCsv::Layout::Mapping << seed;
    QTest::newRow("UTF-8 BOM and CRLF") << QByteArray("\xEF\xBB\xBF" + QByteArray(SeedMapping).replace("\n", "\r\n"))
                                        << TermCsv::Layout::Mapping << seed;
    QTest::newRow("English header, no newline at the end")
        << QByteArray("English term,Chinese term,article,note\ntoken,词元,,") << TermCsv::Layout::Mapping
        << QList<TermEntry> {mapped(QStringLiteral("token"), u8("词元"), {})};
    QTest::newRow("quoted commas, quotes and line breaks")
        << QByteArray(
               "英文术语,中文术语,所属文章,关键说明\n\"kernel, CUDA\",\"CUDA\"\"核\"\"函数\",,\"line one\nline two, \"\"quoted\"\"\"\n")
        << TermCsv::Layout::Mapping
        << QList<TermEntry> {mapped(QStringLiteral("kernel, CUDA"), u8("CUDA\"核\"函数"), u8("line one\nline two, \"quoted\""))};
    QTest::newRow("article as an issue list, blank lines skipped")
        << QByteArray("英文术语,中文术语,所属文章,关键说明\n\nkernel,内核,第88、203期,\n\n") << TermCsv::Layout::Mapping
        << QList<TermEntry> {mapped(QStringLiteral("kernel"), u8("内核"), {}, {88, 203})};
    QTest::newRow("Chinese term empty or the English one: kept in English")
        << QByteArray("英文术语,中文术语,所属文章,关键说明\nAPI,API,,\n--num_nodes,,,CLI flag\n") << TermCsv::Layout::Mapping
        << QList<TermEntry> {mapped(QStringLiteral("API"), QStringLiteral("API"), {}),
               mapped(QStringLiteral("--num_nodes"), QStringLiteral("--num_nodes"), QStringLiteral("CLI flag"))};
    TermEntry merged = mapped(QStringLiteral("kernel"), u8("内核"), QStringLiteral("os\ngpu"), {311});
    merged.renderings.append(termRendering(u8("核函数"), false));
    QTest::newRow("one term on two rows: merged")
        << QByteArray("英文术语,中文术语,所属文章,关键说明\nkernel,内核,,os\nKernel,核函数,#311,gpu\n") << TermCsv::Layout::Mapping
        << QList<TermEntry> {merged};
    QTest::newRow("seed term conflict log")
        << QByteArray("术语,上下文特征,正确译法,错误译法,案例期数\n"
                      "quantization,出现在llm.int8()或bitsandbytes库调用中,量化,量化需加注“模型权重压缩”,第88、203期\n"
                      "quantization,出现在torchaudio.load()参数中,采样精度,量化,第142期\n"
                      "kernel,出现在CUDA编程上下文中,CUDA核函数,内核,第311期\n"
                      "kernel,出现在Linux系统调用描述中,内核,核函数,第267期\n")
        << TermCsv::Layout::ConflictLog
        << QList<TermEntry> {conflicted(QStringLiteral("quantization"),
                                 {{u8("出现在llm.int8()或bitsandbytes库调用中"), u8("量化"), u8("量化需加注“模型权重压缩”"), {88, 203}},
                                     {u8("出现在torchaudio.load()参数中"), u8("采样精度"), u8("量化"), {142}}}),
               conflicted(QStringLiteral("kernel"),
                   {{u8("出现在CUDA编程上下文中"), u8("CUDA核函数"), u8("内核"), {311}},
                       {u8("出现在Linux系统调用描述中"), u8("内核"), u8("核函数"), {267}}})};
    QTest::newRow("conflict log, English header, no issues")
        << QByteArray("Term,Context feature,Correct rendering,Wrong rendering,Issues\nkernel,CUDA,CUDA核函数,,\n")
        << TermCsv::Layout::ConflictLog
        << QList<TermEntry> {conflicted(QStringLiteral("kernel"), {{QStringLiteral("CUDA"), u8("CUDA核函数"), {}, {}}})};
    QTest::newRow("header only: no entries") << QByteArray("英文术语,中文术语,所属文章,关键说明\r\n") << TermCsv::Layout::Mapping
                                             << QList<TermEntry> {};
}

void TestTermCsv::read()
{
    QFETCH(QByteArray, bytes);
    QFETCH(TermCsv::Layout, layout);
    QFETCH(QList<TermEntry>, expected);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    TermCsv csv;
    QVERIFY2(csv.read(buffer), qPrintable(csv.errorString()));
    QCOMPARE(csv.layout(), layout);
    QCOMPARE(describe(csv.entries()), describe(expected));
}

void TestTermCsv::refuse_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");

    const QByteArray header = "英文术语,中文术语,所属文章,关键说明\n";
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("binary") << QByteArray(header + "token,词元,,\n" + QByteArray("\x89PNG\x00\x01\x02", 7)) << QStringLiteral("binary");
    QTest::newRow("binary data on line 2") << QByteArray(header + QByteArray("a,b,\0,", 6) + "\n") << QStringLiteral("line 2 holds binary");
    QTest::newRow("GBK, not UTF-8, on line 3") << QByteArray(header + "token,词元,,\nkernel,\xC4\xDA\xBA\xCB,,\n")
                                               << QStringLiteral("Line 3 is not UTF-8");
    QTest::newRow("UTF-16") << QByteArray("\xFF\xFE"
                                          "a\0,\0b\0",
        8) << QStringLiteral("UTF-16");
    QTest::newRow("unbalanced quotes") << QByteArray(header + "token,词元,,\nkernel,\"内核,,\nmore,rows,,\n")
                                       << QStringLiteral("Line 3: a quoted field is not closed");
    QTest::newRow("text after a closing quote") << QByteArray(header + "\"kernel\"x,内核,,\n") << QStringLiteral("Line 2: text after");
    QTest::newRow("too few fields") << QByteArray(header + "token,词元,,\nkernel,内核\n")
                                    << QStringLiteral("Line 3: 2 fields where the header has 4");
    QTest::newRow("too many fields") << QByteArray(header + "kernel,内核,,,extra\n") << QStringLiteral("Line 2: 5 fields");
    QTest::newRow("unknown header") << QByteArray("source,target\nkernel,内核\n") << QStringLiteral("Line 1: unknown header");
    QTest::newRow("empty term") << QByteArray(header + " ,内核,,\n") << QStringLiteral("Line 2: the term is empty");
    QTest::newRow("conflict without a correct rendering")
        << QByteArray("术语,上下文特征,正确译法,错误译法,案例期数\nkernel,CUDA,,内核,\n") << QStringLiteral("Line 2: a conflict needs");
    QTest::newRow("conflict with issues that are not numbers")
        << QByteArray("术语,上下文特征,正确译法,错误译法,案例期数\nkernel,CUDA,核函数,内核,上一期\n") << QStringLiteral("Line 2:");
}

void TestTermCsv::refuse()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    TermCsv csv;
    QVERIFY(!csv.read(bytes));
    QVERIFY(csv.entries().isEmpty());
    QVERIFY2(csv.errorString().contains(error, Qt::CaseInsensitive), qPrintable(csv.errorString()));
}

void TestTermCsv::roundTrip_data()
{
    QTest::addColumn<TermCsv::Layout>("layout");
    QTest::addColumn<QList<TermEntry>>("entries");

    QTest::newRow("term list: notes with line breaks, quotes and commas, article kept, issues")
        << TermCsv::Layout::Mapping
        << QList<TermEntry> {mapped(QStringLiteral("kernel"), u8("内核"), u8("line one\nline \"two\", three"), {88, 203}),
               mapped(
                   QStringLiteral("torchrun"), u8("PyTorch分布式启动器"), u8("所属文章：博客六十一\n替代已废弃的torch.distributed.launch")),
               mapped(QStringLiteral("NCCL_IB_DISABLE"), QStringLiteral("NCCL_IB_DISABLE"), u8("所属文章：博客六十一"))};
    TermEntry kernel = kernelTerm();
    QTest::newRow("conflict log") << TermCsv::Layout::ConflictLog
                                  << QList<TermEntry> {conflicted(kernel.source, kernel.conflicts),
                                         conflicted(QStringLiteral("quantization"),
                                             {{u8("出现在torchaudio.load()参数中"), u8("采样精度"), u8("量化"), {}}})};
}

void TestTermCsv::roundTrip()
{
    QFETCH(TermCsv::Layout, layout);
    QFETCH(QList<TermEntry>, entries);
    const QByteArray bytes = TermCsv::write(entries, layout);
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    TermCsv csv;
    QVERIFY2(csv.read(bytes), qPrintable(csv.errorString()));
    QCOMPARE(csv.layout(), layout);
    QCOMPARE(describe(csv.entries()), describe(entries));
    QCOMPARE(TermCsv::write(csv.entries(), layout), bytes);
}

void TestTermCsv::parseIssues_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QList<int>>("issues");

    QTest::newRow("第88、203期") << u8("第88、203期") << true << QList<int> {88, 203};
    QTest::newRow("第142期") << u8("第142期") << true << QList<int> {142};
    QTest::newRow("plain numbers with commas") << QStringLiteral("88, 203,88") << true << QList<int> {88, 203};
    QTest::newRow("hash and full-width comma") << u8("#5，#6") << true << QList<int> {5, 6};
    QTest::newRow("each with 第…期") << u8("第88期、第203期") << true << QList<int> {88, 203};
    QTest::newRow("prose") << u8("博客六十一") << false << QList<int> {};
    QTest::newRow("zero") << QStringLiteral("0") << false << QList<int> {};
}

void TestTermCsv::parseIssues()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QList<int>, issues);
    QList<int> parsed;
    QCOMPARE(TermCsv::parseIssues(text, &parsed), ok);
    QCOMPARE(parsed, issues);
    if (ok) {
        QList<int> again;
        QVERIFY(TermCsv::parseIssues(TermCsv::formatIssues(parsed), &again));
        QCOMPARE(again, issues);
    }
}

QTEST_GUILESS_MAIN(TestTermCsv)
#include "tst_termcsv.moc"
