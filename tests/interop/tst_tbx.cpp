// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/tbxreader.h"
#include "interop/tbxwriter.h"
#include "termentries.h"

#include <QBuffer>
#include <QTest>

Q_DECLARE_METATYPE(TermEntry)

class TestTbx : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void read_data();
    void read();
    void refuse_data();
    void refuse();
};

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

bool readBytes(TbxReader &reader, QByteArray bytes)
{
    QBuffer buffer(&bytes);
    return buffer.open(QIODevice::ReadOnly) && reader.read(buffer);
}

const QByteArray BasicHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<!DOCTYPE martif SYSTEM \"TBXBasiccoreStructV02.dtd\">\n"
                             "<martif type=\"TBX-Basic\" xml:lang=\"en-US\">\n"
                             "<martifHeader><fileDesc><sourceDesc><p>test</p></sourceDesc></fileDesc></martifHeader>\n"
                             "<text><body>\n";
const QByteArray BasicTail = "</body></text></martif>\n";
const QByteArray CoreHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<tbx type=\"TBX-Basic\" style=\"dca\" xml:lang=\"en\" xmlns=\"urn:iso:std:iso:30042:ed-2\">\n"
                            "<tbxHeader><fileDesc><sourceDesc><p>test</p></sourceDesc></fileDesc></tbxHeader>\n"
                            "<text><body>\n";
const QByteArray CoreTail = "</body></text></tbx>\n";

} // namespace

void TestTbx::roundTrip_data()
{
    QTest::addColumn<QList<TermEntry>>("entries");

    QTest::newRow("every field of an entry") << QList<TermEntry> {kernelTerm()};
    TermEntry keep = simpleTerm(QStringLiteral("NCCL_IB_DISABLE"), QStringLiteral("NCCL_IB_DISABLE"));
    keep.keepEnglish = true;
    TermEntry bare;
    bare.source = QStringLiteral("<tag> & \"quotes\"");
    bare.note = u8("只有注释 & <markup>");
    TermEntry noDefault = simpleTerm(QStringLiteral("token"), u8("词元"));
    noDefault.renderings.first().isDefault = false;
    noDefault.renderings.append(termRendering(u8("词符"), false, {QStringLiteral("Hugging Face")}));
    QTest::newRow("several: kept in English, no rendering, markup characters, no default")
        << QList<TermEntry> {kernelTerm(), keep, bare, noDefault};
    TermEntry mean = simpleTerm(QStringLiteral("mean"), u8("均值"));
    mean.nounOnly = true;
    TermEntry bias = simpleTerm(QStringLiteral("bias"), u8("偏置"));
    bias.contextRegex = QStringLiteral("\\bbias (term|vector)s? & <b>");
    bias.caseSensitive = true;
    QTest::newRow("restrictions: noun only, a context pattern, case") << QList<TermEntry> {mean, bias};
}

void TestTbx::roundTrip()
{
    QFETCH(QList<TermEntry>, entries);
    const QByteArray bytes = TbxWriter::write(entries);
    TbxReader reader;
    QVERIFY2(readBytes(reader, bytes), qPrintable(reader.errorString() + QLatin1Char('\n') + QString::fromUtf8(bytes)));
    QCOMPARE(reader.skippedCount(), 0);
    QCOMPARE(describe(reader.entries()), describe(entries));
    QCOMPARE(TbxWriter::write(reader.entries()), bytes);
}

void TestTbx::read_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QList<TermEntry>>("expected");
    QTest::addColumn<int>("skipped");

    TermEntry kernel = simpleTerm(QStringLiteral("kernel"), u8("内核"), u8("OS sense\nnot the CPU core"));
    kernel.variants = QStringList {QStringLiteral("kernels")};
    kernel.forbidden = {{u8("核心"), u8("not the CPU core")}, {u8("内核程序"), {}}};
    kernel.renderings.append(termRendering(u8("系统内核")));
    kernel.note = u8("OS sense");
    QTest::newRow("TBX-Basic: en-US/zh-CN, admitted variant, deprecated and superseded forbidden, notes") << QByteArray(BasicHead
        + "<termEntry id=\"e1\"><descrip type=\"definition\">OS sense</descrip>\n"
          "<langSet xml:lang=\"en-US\"><tig><term>kernel</term>"
          "<termNote type=\"administrativeStatus\">preferredTerm-admn-sts</termNote></tig>\n"
          "<tig><term>kernels</term><termNote type=\"administrativeStatus\">admittedTerm-admn-sts</termNote></tig>\n"
          "<tig><term>kernal</term><termNote type=\"administrativeStatus\">deprecatedTerm-admn-sts</termNote></tig></langSet>\n"
          "<langSet xml:lang=\"zh-CN\"><tig><term>内核</term>"
          "<termNote type=\"administrativeStatus\">preferredTerm-admn-sts</termNote></tig>\n"
          "<tig><term>系统内核</term><termNote type=\"administrativeStatus\">admittedTerm-admn-sts</termNote></tig>\n"
          "<tig><term>核心</term><termNote type=\"administrativeStatus\">deprecatedTerm-admn-sts</termNote>"
          "<note>not the CPU core</note></tig>\n"
          "<tig><term>内核程序</term><termNote type=\"administrativeStatus\">supersededTerm-admn-sts</termNote></tig>"
          "</langSet></termEntry>\n"
        + BasicTail) << QList<TermEntry> {kernel} << 0;

    TermEntry token = simpleTerm(QStringLiteral("token"), u8("词元"));
    token.renderings.append(termRendering(u8("标记")));
    QTest::newRow("TBX-Basic: ntig/termGrp, zh, no status: first Chinese term the default, other languages ignored") << QByteArray(BasicHead
        + "<termEntry><langSet xml:lang=\"en\"><ntig><termGrp><term>token</term></termGrp></ntig></langSet>"
          "<langSet xml:lang=\"de\"><tig><term>Token</term></tig></langSet>"
          "<langSet xml:lang=\"zh\"><tig><term>词元</term></tig><tig><term>标记</term></tig></langSet></termEntry>\n"
          "<termEntry><langSet xml:lang=\"zh\"><tig><term>孤儿</term></tig></langSet></termEntry>\n"
        + BasicTail) << QList<TermEntry> {token} << 1;

    TermEntry noun = simpleTerm(QStringLiteral("mean"), u8("均值"));
    noun.nounOnly = true;
    QTest::newRow("TBX-Basic: an English term's part of speech noun makes the entry noun only") << QByteArray(BasicHead
        + "<termEntry><langSet xml:lang=\"en\"><tig><term>mean</term><termNote type=\"partOfSpeech\">noun</termNote></tig></langSet>"
          "<langSet xml:lang=\"zh\"><tig><term>均值</term><termNote type=\"partOfSpeech\">noun</termNote></tig></langSet></termEntry>\n"
          "<termEntry><langSet xml:lang=\"en\"><tig><term>mean</term><termNote type=\"partOfSpeech\">verb</termNote></tig></langSet>"
          "<langSet xml:lang=\"zh\"><tig><term>意味着</term></tig></langSet></termEntry>\n"
        + BasicTail) << QList<TermEntry> {noun, simpleTerm(QStringLiteral("mean"), u8("意味着"))}
                                                                                                << 0;

    TermEntry checkpoint = simpleTerm(QStringLiteral("checkpoint"), u8("检查点"), u8("保存训练状态"));
    checkpoint.forbidden = {{u8("存档点"), {}}};
    QTest::newRow("TBX v3: conceptEntry/langSec/termSec, zh-Hans, notes at every level") << QByteArray(CoreHead
        + "<conceptEntry id=\"c1\"><langSec xml:lang=\"en\"><termSec><term>checkpoint</term></termSec></langSec>\n"
          "<langSec xml:lang=\"zh-Hans\"><note>保存训练状态</note>"
          "<termSec><term> 检查点 </term><termNote type=\"administrativeStatus\">preferredTerm-admn-sts</termNote></termSec>"
          "<termSec><term>存档点</term><termNote type=\"administrativeStatus\">deprecatedTerm-admn-sts</termNote></termSec>"
          "</langSec></conceptEntry>\n"
        + CoreTail) << QList<TermEntry> {checkpoint} << 0;
}

void TestTbx::read()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QList<TermEntry>, expected);
    QFETCH(int, skipped);
    TbxReader reader;
    QVERIFY2(readBytes(reader, bytes), qPrintable(reader.errorString()));
    QCOMPARE(describe(reader.entries()), describe(expected));
    QCOMPARE(reader.skippedCount(), skipped);
}

void TestTbx::refuse_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");

    const QByteArray entry = "<termEntry><langSet xml:lang=\"en\"><tig><term>kernel</term></tig></langSet></termEntry>\n";
    QTest::newRow("broken XML: line and column")
        << QByteArray(BasicHead + entry + "<termEntry><langSet xml:lang=\"en\"><tig><term>x</tig>\n" + BasicTail)
        << QStringLiteral("Broken XML at line 7, column");
    QTest::newRow("DTD declaring entities") << QByteArray(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE martif [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n"
        "<martif><text><body><termEntry><langSet xml:lang=\"en\"><tig><term>&b;</term></tig></langSet></termEntry></body></text></martif>")
                                            << QStringLiteral("entities");
    QTest::newRow("external entity") << QByteArray(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE martif [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<martif/>")
                                     << QStringLiteral("entities");
    QTest::newRow("undeclared entity") << QByteArray(
        BasicHead + "<termEntry><langSet xml:lang=\"en\"><tig><term>&x;</term></tig></langSet></termEntry>" + BasicTail)
                                       << QStringLiteral("line 6");
    QTest::newRow("another XML vocabulary") << QByteArray("<?xml version=\"1.0\"?><tmx version=\"1.4\"><body/></tmx>")
                                            << QStringLiteral("<tmx>");
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 16) << QStringLiteral("line 1");
    QTest::newRow("no entry with an English term")
        << QByteArray(BasicHead + "<termEntry><langSet xml:lang=\"zh\"><tig><term>内核</term></tig></langSet></termEntry>" + BasicTail)
        << QStringLiteral("Nothing to import");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("line 1");
}

void TestTbx::refuse()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    TbxReader reader;
    QVERIFY(!readBytes(reader, bytes));
    QVERIFY(reader.entries().isEmpty());
    QVERIFY2(reader.errorString().contains(error), qPrintable(reader.errorString()));
}

QTEST_GUILESS_MAIN(TestTbx)
#include "tst_tbx.moc"
