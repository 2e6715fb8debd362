// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/glossaryimporter.h"
#include "termentries.h"

#include <QFile>
#include <QTest>

Q_DECLARE_METATYPE(TermEntry)
Q_DECLARE_METATYPE(GlossaryImporter::Format)

class TestGlossaryImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void read_data();
    void read();
    void refuse_data();
    void refuse();
    void realFiles_data();
    void realFiles();
};

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

TermEntry term(const QString &source, const QStringList &renderings, const QStringList &variants = {}, const QString &note = {},
    bool keepEnglish = false)
{
    TermEntry entry;
    entry.source = source;
    for (const QString &text : renderings) {
        entry.renderings.append(termRendering(text, entry.renderings.isEmpty()));
    }
    entry.variants = variants;
    entry.note = note;
    entry.keepEnglish = keepEnglish;
    return entry;
}

const QByteArray HfHead = "<!---\nCopyright 2020 The HuggingFace Team. All rights reserved.\n-->\n\n<!---\nA useful guide\n"
                          "- Use square quotes, e.g.,「引用」\n\nDictionary\n\n";

} // namespace

void TestGlossaryImporter::read_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<GlossaryImporter::Format>("format");
    QTest::addColumn<QList<TermEntry>>("expected");

    QTest::newRow("d2l: full-width comma, alternatives, abbreviation, optional word")
        << QByteArray("## 英汉术语对照\n\n鞍点，saddle point\n\n准确率/精度，accuracy\n\n长短期记忆网络，long short-term memory (LSTM)\n\n"
                      "动量法，momentum (method)\n\n独立同分布，independent and identically distributed (i.i.d.)\n")
        << GlossaryImporter::Format::D2lTerminology
        << QList<TermEntry> {term(QStringLiteral("saddle point"), {u8("鞍点")}),
               term(QStringLiteral("accuracy"), {u8("准确率"), u8("精度")}),
               term(QStringLiteral("long short-term memory"), {u8("长短期记忆网络")}, {QStringLiteral("LSTM")}),
               term(QStringLiteral("momentum"), {u8("动量法")}, {QStringLiteral("momentum method")}),
               term(QStringLiteral("independent and identically distributed"), {u8("独立同分布")}, {QStringLiteral("i.i.d.")})};
    QTest::newRow("d2l with BOM and CRLF, a repeated term merged")
        << QByteArray("\xEF\xBB\xBF## 英汉术语对照\r\n\r\n实例，instance\r\n\r\n示例，Instance\r\n")
        << GlossaryImporter::Format::D2lTerminology << QList<TermEntry> {[] {
               TermEntry entry = term(QStringLiteral("instance"), {u8("实例")});
               entry.renderings.append(termRendering(u8("示例"), false));
               return entry;
           }()};
    QTest::newRow("Hugging Face: not translated, notes, rules, variants")
        << QByteArray(HfHead
               + "Hugging Face: Hugging Face（不翻译）\ntoken: 词符（并用括号标注原英文）\nAPI: API (不翻译）\n"
                 "Trainer: 训练器。当作为类名出现时不翻译。\npretrained/pretrain: 预训练\n"
                 "example: 当特指仓库中 example 目录时翻译为「用例」\n"
                 "Python data structures (e.g., list, set, dict): 翻译为列表，集合，词典，并用括号标注原英文\n"
                 "NLP/Natural Language Processing: 以 NLP 出现时不翻译，以 Natural Language Processing 出现时翻译为自然语言处理\n"
                 "-->\nafter: 之后\n")
        << GlossaryImporter::Format::HuggingFaceGuide
        << QList<TermEntry> {term(QStringLiteral("Hugging Face"), {QStringLiteral("Hugging Face")}, {}, {}, true),
               term(QStringLiteral("token"), {u8("词符")}, {}, u8("并用括号标注原英文")),
               term(QStringLiteral("API"), {QStringLiteral("API")}, {}, {}, true),
               term(QStringLiteral("Trainer"), {u8("训练器")}, {}, u8("当作为类名出现时不翻译。")),
               term(QStringLiteral("pretrained"), {u8("预训练")}, {QStringLiteral("pretrain")}),
               term(QStringLiteral("example"), {}, {}, u8("当特指仓库中 example 目录时翻译为「用例」")),
               term(QStringLiteral("Python data structures"), {}, {},
                   u8("e.g., list, set, dict\n翻译为列表，集合，词典，并用括号标注原英文")),
               term(QStringLiteral("NLP"), {}, {QStringLiteral("Natural Language Processing")},
                   u8("以 NLP 出现时不翻译，以 Natural Language Processing 出现时翻译为自然语言处理"))};
}

void TestGlossaryImporter::read()
{
    QFETCH(QByteArray, bytes);
    QFETCH(GlossaryImporter::Format, format);
    QFETCH(QList<TermEntry>, expected);
    GlossaryImporter importer;
    QVERIFY2(importer.read(bytes), qPrintable(importer.errorString()));
    QCOMPARE(importer.format(), format);
    QCOMPARE(describe(importer.entries()), describe(expected));
}

void TestGlossaryImporter::refuse_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");

    QTest::newRow("Markdown that is no glossary")
        << QByteArray("# Notes\n\nSome text: with a colon.\n\n- a list\n") << QStringLiteral("Not a glossary");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("Not a glossary");
    QTest::newRow("d2l with a paragraph that is no entry")
        << QByteArray("## 英汉术语对照\n\n鞍点，saddle point\n\n这一段不是词条。\n") << QStringLiteral("Line 5 is not");
    QTest::newRow("Hugging Face dictionary with a broken line")
        << QByteArray(HfHead + "token: 词符\njust prose here\n-->\n") << QStringLiteral("Line 12 is not");
    QTest::newRow("empty Hugging Face dictionary") << QByteArray(HfHead + "-->\n") << QStringLiteral("no entries");
    QTest::newRow("binary") << QByteArray("鞍点，saddle point\n\x00\x01", 24) << QStringLiteral("binary");
    QTest::newRow("not UTF-8 on line 3") << QByteArray("## x\n\n\xB0\xB0\xB5\xE3\xA3\xACsaddle point\n") << QStringLiteral("Line 3");
}

void TestGlossaryImporter::refuse()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    GlossaryImporter importer;
    QVERIFY(!importer.read(bytes));
    QVERIFY(importer.entries().isEmpty());
    QVERIFY2(importer.errorString().contains(error), qPrintable(importer.errorString()));
}

void TestGlossaryImporter::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<GlossaryImporter::Format>("format");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("expected");

    QTest::newRow("d2l-zh TERMINOLOGY.md: 138 entries, accuracy has two renderings")
        << QStringLiteral("d2l-zh_TERMINOLOGY.md") << GlossaryImporter::Format::D2lTerminology << 138 << QStringLiteral("accuracy")
        << describe(term(QStringLiteral("accuracy"), {u8("准确率"), u8("精度")}));
    QTest::newRow("d2l-zh TERMINOLOGY.md: GRU abbreviation a variant")
        << QStringLiteral("d2l-zh_TERMINOLOGY.md") << GlossaryImporter::Format::D2lTerminology << 138
        << QStringLiteral("gated recurrent units")
        << describe(term(QStringLiteral("gated recurrent units"), {u8("门控循环单元")}, {QStringLiteral("GRU")}));
    QTest::newRow("Hugging Face guide: 16 entries, transformer kept in English")
        << QStringLiteral("hf-transformers_README_zh-hans_glossary-excerpt.md") << GlossaryImporter::Format::HuggingFaceGuide << 16
        << QStringLiteral("transformer") << describe(term(QStringLiteral("transformer"), {QStringLiteral("transformer")}, {}, {}, true));
    QTest::newRow("Hugging Face guide: checkpoint")
        << QStringLiteral("hf-transformers_README_zh-hans_glossary-excerpt.md") << GlossaryImporter::Format::HuggingFaceGuide << 16
        << QStringLiteral("checkpoint") << describe(term(QStringLiteral("checkpoint"), {u8("检查点")}));
}

void TestGlossaryImporter::realFiles()
{
    QFETCH(QString, file);
    QFETCH(GlossaryImporter::Format, format);
    QFETCH(int, count);
    QFETCH(QString, source);
    QFETCH(QString, expected);
    QFile glossary(QStringLiteral(YIQIAO_SHARED_DIR "/glossaries/") + file);
    if (!glossary.exists()) {
        QSKIP("../shared/glossaries is not here (YIQIAO_SHARED_DIR)");
    }
    QVERIFY(glossary.open(QIODevice::ReadOnly));
    GlossaryImporter importer;
    QVERIFY2(importer.read(glossary), qPrintable(importer.errorString()));
    QCOMPARE(importer.format(), format);
    QCOMPARE(importer.entries().size(), count);
    QString found;
    for (const TermEntry &entry : importer.entries()) {
        QVERIFY(!entry.source.isEmpty());
        if (entry.source == source) {
            found = describe(entry);
        }
    }
    QCOMPARE(found, expected);
}

QTEST_GUILESS_MAIN(TestGlossaryImporter)
#include "tst_glossaryimporter.moc"
