// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmunit.h"
#include "tm/tmxreader.h"
#include "tm/tmxwriter.h"
#include "tmunits.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <cstring>

Q_DECLARE_METATYPE(TmUnit)

namespace {
QString fixture(const QString &name)
{
    return QStringLiteral(YIQIAO_TEST_DATA "/tmx/") + name;
}

QByteArray fixtureBytes(const QString &name)
{
    QFile file(fixture(name));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", qPrintable(name));
    }
    return file.readAll();
}

QByteArray written(const QList<TmUnit> &units)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!TmxWriter::write(buffer, units, &error)) {
        qFatal("write failed: %s", qPrintable(error));
    }
    return bytes;
}

bool readBytes(
    TmxReader &reader, QByteArray bytes, const QString &sourceLang = QStringLiteral("en"), const QString &targetLang = QStringLiteral("zh"))
{
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    return reader.read(buffer, sourceLang, targetLang);
}

QList<TmUnit> generated(int count)
{
    QList<TmUnit> units;
    units.reserve(count);
    for (int i = 0; i < count; ++i) {
        TmUnit u = unit(
            QStringLiteral("Segment number %1 launches a CUDA kernel.").arg(i), QStringLiteral("第 %1 段启动一个 CUDA 核函数。").arg(i));
        u.context = QStringLiteral("Segment number %1").arg(i - 1);
        u.created = QStringLiteral("2026-01-02T03:04:05Z");
        units.append(u);
    }
    return units;
}

// Like stdin or a pipe: no size, no seeking, and short reads (777 bytes) that cut
// UTF-8 sequences and tags apart.
class PipeDevice : public QIODevice
{
public:
    explicit PipeDevice(const QByteArray &data)
        : m_data(data)
    {
    }
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return m_data.size() - m_offset + QIODevice::bytesAvailable(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 size = std::min({maxSize, qint64(777), qint64(m_data.size()) - m_offset});
        memcpy(data, m_data.constData() + m_offset, size_t(size));
        m_offset += size;
        return size;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_offset = 0;
};

// A disk that is full from the first byte.
class FullDevice : public QIODevice
{
protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64) override { return -1; }
};

void compareUnits(const TmUnit &actual, const TmUnit &expected)
{
    QCOMPARE(actual.source, expected.source);
    QCOMPARE(actual.target, expected.target);
    QCOMPARE(actual.sourceLang, expected.sourceLang);
    QCOMPARE(actual.targetLang, expected.targetLang);
    QCOMPARE(actual.context, expected.context);
    QCOMPARE(actual.note, expected.note);
    QCOMPARE(actual.created, expected.created);
    QCOMPARE(actual.changed, expected.changed);
}
} // namespace

class TstTmx : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void forbiddenCharactersAreDropped_data();
    void forbiddenCharactersAreDropped();
    void writerHeader_data();
    void writerHeader();
    void writerKeepsCjkAndEmojiAsUtf8();
    void writerFillsEmptyLanguages();
    void writeFailsOnFullDevice();
    void fixtures_data();
    void fixtures();
    void fixtureContextNoteAndDates();
    void dates_data();
    void dates();
    void skippedUnits_data();
    void skippedUnits();
    void languageMatches_data();
    void languageMatches();
    void brokenFiles_data();
    void brokenFiles();
    void failedReadClearsEarlierUnits();
    void progressReportsBytes();
    void cancelViaProgress();
    void pipeWithShortReads();
    void speedOf100kUnits();
};

void TstTmx::roundTrip_data()
{
    QTest::addColumn<TmUnit>("original");
    QTest::newRow("plain ASCII") << unit(QStringLiteral("Reboot."), QStringLiteral("Reboot in Chinese"));
    QTest::newRow("CJK and emoji") << unit(QStringLiteral("Ship it 🚀👍🏽"), QStringLiteral("发布吧 🚀👍🏽，显存 80 GB"));
    QTest::newRow("markup characters") << unit(
        QStringLiteral("a < b && c > d, <b>bold</b> &amp; \"q\" 'a'"), QStringLiteral("`if (a < b && c > d)` ]]> &lt;"));
    QTest::newRow("multi-line with LF") << unit(QStringLiteral("line one\nline two\n\n- item"), QStringLiteral("第一行\n第二行\n\n- 项"));
    QTest::newRow("multi-line with CRLF and lone CR") << unit(QStringLiteral("one\r\ntwo\rthree\r\n"), QStringLiteral("一\r\n二\r三\r\n"));
    QTest::newRow("leading and trailing spaces and tabs") << unit(QStringLiteral("  indented\tcode  "), QStringLiteral("\t缩进  "));
    QTest::newRow("empty target") << unit(QStringLiteral("Untranslated"), QString());

    TmUnit full = unit(QStringLiteral("Install CUDA 12.4."), QStringLiteral("安装 CUDA 12.4。"));
    full.context = QStringLiteral("Check the driver <first> & then\nreboot.");
    full.note = QStringLiteral("术语见 kernel\nsecond line");
    full.created = QStringLiteral("2025-03-14T09:26:53Z");
    full.changed = QStringLiteral("2026-01-01T00:00:00Z");
    QTest::newRow("context, note and dates") << full;

    TmUnit languages = unit(QStringLiteral("Colour"), QStringLiteral("顏色"));
    languages.sourceLang = QStringLiteral("en-GB");
    languages.targetLang = QStringLiteral("zh-Hant-TW");
    QTest::newRow("language variants kept as written") << languages;

    TmUnit noContext = unit(QStringLiteral("First block"), QStringLiteral("第一块"));
    noContext.context = QString();
    QTest::newRow("empty context") << noContext;
}

void TstTmx::roundTrip()
{
    QFETCH(TmUnit, original);
    const QList<TmUnit> units {original, unit(QStringLiteral("after"), QStringLiteral("之后"))};
    TmxReader reader;
    QVERIFY2(readBytes(reader, written(units)), qPrintable(reader.errorString()));
    QCOMPARE(reader.units().size(), 2);
    compareUnits(reader.units().at(0), original);
    compareUnits(reader.units().at(1), units.at(1));
}

void TstTmx::forbiddenCharactersAreDropped_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("C0 controls") << QStringLiteral("a\x01"
                                                   "b\x08"
                                                   "c\x0B"
                                                   "d\x0C"
                                                   "e\x1F"
                                                   "f")
                                 << QStringLiteral("abcdef");
    QTest::newRow("NUL") << QString::fromUtf16(u"x\0y", 3) << QStringLiteral("xy");
    QTest::newRow("U+FFFE and U+FFFF") << QString::fromUtf16(u"p\uFFFEq\uFFFFr") << QStringLiteral("pqr");
    QTest::newRow("lone high surrogate") << (QStringLiteral("s") + QChar(0xD83D) + QStringLiteral("t")) << QStringLiteral("st");
    QTest::newRow("lone low surrogate") << (QStringLiteral("s") + QChar(0xDE80) + QStringLiteral("t")) << QStringLiteral("st");
    QTest::newRow("tab, LF, CR, emoji and U+FFFD kept") << QStringLiteral("a\tb\nc\rd🚀\uFFFD") << QStringLiteral("a\tb\nc\rd🚀\uFFFD");
}

void TstTmx::forbiddenCharactersAreDropped()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    TmUnit u = unit(text, text);
    u.context = text;
    u.note = text;
    TmxReader reader;
    QVERIFY2(readBytes(reader, written({u})), qPrintable(reader.errorString()));
    QCOMPARE(reader.units().size(), 1);
    QCOMPARE(reader.units().first().source, expected);
    QCOMPARE(reader.units().first().target, expected);
    QCOMPARE(reader.units().first().context, expected);
    QCOMPARE(reader.units().first().note, expected);
}

void TstTmx::writerHeader_data()
{
    QTest::addColumn<QStringList>("sourceLanguages");
    QTest::addColumn<QString>("srclang");
    QTest::newRow("one source language") << QStringList {QStringLiteral("en-US"), QStringLiteral("en-US")} << QStringLiteral("en-US");
    QTest::newRow("mixed source languages give *all*")
        << QStringList {QStringLiteral("en"), QStringLiteral("de")} << QStringLiteral("*all*");
    QTest::newRow("no units") << QStringList {} << QStringLiteral("en");
}

void TstTmx::writerHeader()
{
    QFETCH(QStringList, sourceLanguages);
    QFETCH(QString, srclang);
    QList<TmUnit> units;
    for (const QString &lang : sourceLanguages) {
        units.append(unit(QStringLiteral("s"), QStringLiteral("t")));
        units.last().sourceLang = lang;
    }
    const QByteArray bytes = written(units);
    QVERIFY(bytes.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    QXmlStreamReader xml(bytes);
    QVERIFY(xml.readNextStartElement());
    QCOMPARE(xml.name().toString(), QStringLiteral("tmx"));
    QCOMPARE(xml.attributes().value(QStringLiteral("version")).toString(), QStringLiteral("1.4"));
    QVERIFY(xml.readNextStartElement());
    QCOMPARE(xml.name().toString(), QStringLiteral("header"));
    const auto attributes = xml.attributes();
    QCOMPARE(attributes.value(QStringLiteral("creationtool")).toString(), QStringLiteral("Yiqiao"));
    QVERIFY(!attributes.value(QStringLiteral("creationtoolversion")).isEmpty());
    QCOMPARE(attributes.value(QStringLiteral("datatype")).toString(), QStringLiteral("plaintext"));
    QCOMPARE(attributes.value(QStringLiteral("segtype")).toString(), QStringLiteral("block"));
    QCOMPARE(attributes.value(QStringLiteral("adminlang")).toString(), QStringLiteral("en"));
    QCOMPARE(attributes.value(QStringLiteral("o-tmf")).toString(), QStringLiteral("yiqiao"));
    QCOMPARE(attributes.value(QStringLiteral("srclang")).toString(), srclang);
    QCOMPARE(bytes.count("<tu>"), units.size());
}

void TstTmx::writerKeepsCjkAndEmojiAsUtf8()
{
    TmUnit u = unit(QStringLiteral("GPU 🚀"), QStringLiteral("显卡 🚀"));
    u.created = QStringLiteral("2025-03-14T09:26:53.123Z");
    const QByteArray bytes = written({u});
    QVERIFY(bytes.contains(QStringLiteral("<seg>显卡 🚀</seg>").toUtf8()));
    QVERIFY(bytes.contains("<tuv xml:lang=\"zh-CN\">"));
    QVERIFY(bytes.contains("creationdate=\"20250314T092653Z\""));
    QVERIFY(!bytes.contains("&#"));
}

void TstTmx::writerFillsEmptyLanguages()
{
    TmUnit u = unit(QStringLiteral("s"), QStringLiteral("t"));
    u.sourceLang.clear();
    u.targetLang.clear();
    TmxReader reader;
    QVERIFY2(readBytes(reader, written({u})), qPrintable(reader.errorString()));
    QCOMPARE(reader.units().first().sourceLang, QStringLiteral("en"));
    QCOMPARE(reader.units().first().targetLang, QStringLiteral("zh-CN"));
}

void TstTmx::writeFailsOnFullDevice()
{
    FullDevice device;
    QVERIFY(device.open(QIODevice::WriteOnly));
    QString error;
    QVERIFY(!TmxWriter::write(device, generated(3), &error));
    QVERIFY(error.startsWith(QStringLiteral("Cannot write the TMX file")));
}

void TstTmx::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("sourceLang");
    QTest::addColumn<QString>("targetLang");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("index");
    QTest::addColumn<TmUnit>("expected");

    const TmUnit kernel = unit(QStringLiteral("The kernel launches 1024 threads."), QStringLiteral("该核函数启动 1024 个线程。"));
    QTest::newRow("UTF-8") << "utf8.tmx"
                           << "en"
                           << "zh" << 2 << 1 << [] {
                                  TmUnit u = unit(QStringLiteral("Use `a < b && c > d` 🚀"), QStringLiteral("使用 `a < b && c > d` 🚀"));
                                  u.sourceLang = QStringLiteral("en-US");
                                  u.context = QStringLiteral("Reboot the machine.");
                                  return u;
                              }();
    QTest::newRow("UTF-16LE with BOM") << "utf16le-bom.tmx"
                                       << "en"
                                       << "zh" << 1 << 0 << kernel;
    QTest::newRow("UTF-16BE with BOM") << "utf16be-bom.tmx"
                                       << "en"
                                       << "zh" << 1 << 0 << kernel;
    QTest::newRow("UTF-16LE declared, no BOM") << "utf16le-declared.tmx"
                                               << "en"
                                               << "zh" << 1 << 0 << kernel;
    QTest::newRow("UTF-16BE declared, no BOM") << "utf16be-declared.tmx"
                                               << "en"
                                               << "zh" << 1 << 0 << kernel;

    const QStringList english {
        QStringLiteral("EN"), QStringLiteral("en-US"), QStringLiteral("en-GB"), QStringLiteral("en"), QStringLiteral("en")};
    const QStringList chinese {
        QStringLiteral("zh"), QStringLiteral("zh-Hans"), QStringLiteral("zh-Hans-CN"), QStringLiteral("zh_CN"), QStringLiteral("zh-cn")};
    const QStringList sources {
        QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"), QStringLiteral("four"), QStringLiteral("five")};
    const QStringList targets {
        QStringLiteral("一"), QStringLiteral("二"), QStringLiteral("三"), QStringLiteral("四"), QStringLiteral("五")};
    for (int i = 0; i < english.size(); ++i) {
        TmUnit u = unit(sources.at(i), targets.at(i));
        u.sourceLang = english.at(i);
        u.targetLang = chinese.at(i);
        QTest::addRow("%s and %s match en and zh", qPrintable(english.at(i)), qPrintable(chinese.at(i))) << "lang-variants.tmx"
                                                                                                         << "en"
                                                                                                         << "zh" << 6 << i << u;
    }
    TmUnit six = unit(QStringLiteral("six"), QStringLiteral("六"));
    six.sourceLang = QStringLiteral("en");
    QTest::newRow("exact zh-CN wins over zh-TW in one tu") << "lang-variants.tmx"
                                                           << "en"
                                                           << "zh-CN" << 6 << 5 << six;

    TmUnit terminal = unit(QStringLiteral("Open the terminal."), QStringLiteral("打开终端。"));
    terminal.sourceLang = QStringLiteral("EN-US");
    terminal.targetLang = QStringLiteral("ZH-CN");
    QTest::newRow("TMX 1.1 lang attribute, DOCTYPE without entities") << "tmx11-lang.tmx"
                                                                      << "en"
                                                                      << "zh" << 1 << 0 << terminal;

    TmUnit placeholders = unit(QStringLiteral("Press Save then {{name}}."), QStringLiteral("按保存，然后 {{name}}。"));
    placeholders.targetLang = QStringLiteral("zh-CN");
    QTest::newRow("inline bpt/ept dropped, ph kept") << "inline.tmx"
                                                     << "en"
                                                     << "zh" << 2 << 0 << placeholders;
    TmUnit highlighted = unit(QStringLiteral("Note: see the guide<img alt=\"\">"), QStringLiteral("注意：参见指南<img alt=\"\">"));
    QTest::newRow("inline hi kept, it/ut/sub dropped") << "inline.tmx"
                                                       << "en"
                                                       << "zh" << 2 << 1 << highlighted;

    TmUnit memory = unit(QStringLiteral("Memory"), QStringLiteral("显存"));
    memory.sourceLang = QStringLiteral("en-US");
    QTest::newRow("header srclang *all*, English source") << "srclang-all.tmx"
                                                          << "en"
                                                          << "zh" << 1 << 0 << memory;
    TmUnit german = unit(QStringLiteral("Nur Deutsch und Chinesisch"), QStringLiteral("只有德语和中文"));
    german.sourceLang = QStringLiteral("de-DE");
    QTest::newRow("header srclang *all*, German source") << "srclang-all.tmx"
                                                         << "de"
                                                         << "zh" << 2 << 1 << german;
}

void TstTmx::fixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, sourceLang);
    QFETCH(QString, targetLang);
    QFETCH(int, count);
    QFETCH(int, index);
    QFETCH(TmUnit, expected);
    QFile device(fixture(file));
    QVERIFY(device.open(QIODevice::ReadOnly));
    TmxReader reader;
    QVERIFY2(reader.read(device, sourceLang, targetLang), qPrintable(reader.errorString()));
    QVERIFY(reader.errorString().isEmpty());
    QCOMPARE(reader.units().size(), count);
    compareUnits(reader.units().at(index), expected);
}

void TstTmx::fixtureContextNoteAndDates()
{
    TmxReader reader;
    QVERIFY(readBytes(reader, fixtureBytes(QStringLiteral("utf8.tmx"))));
    QCOMPARE(reader.headerSourceLanguage(), QStringLiteral("en-US"));
    TmUnit expected = unit(QStringLiteral("Reboot the machine."), QStringLiteral("重启机器。"));
    expected.sourceLang = QStringLiteral("en-US");
    expected.context = QStringLiteral("Install the driver first.");
    expected.note = QStringLiteral("checked by the reviewer");
    expected.created = QStringLiteral("2025-03-14T09:26:53Z");
    expected.changed = QStringLiteral("2026-01-01T00:00:00Z");
    compareUnits(reader.units().at(0), expected);
}

void TstTmx::dates_data()
{
    QTest::addColumn<QString>("tmxDate");
    QTest::addColumn<QString>("iso");
    QTest::newRow("TMX date") << QStringLiteral("20250314T092653Z") << QStringLiteral("2025-03-14T09:26:53Z");
    QTest::newRow("leap day") << QStringLiteral("20240229T235959Z") << QStringLiteral("2024-02-29T23:59:59Z");
    QTest::newRow("first year") << QStringLiteral("00010101T000000Z") << QStringLiteral("0001-01-01T00:00:00Z");
    QTest::newRow("no year 0") << QStringLiteral("00000101T000000Z") << QString();
    QTest::newRow("29 February of a common year") << QStringLiteral("20230229T000000Z") << QString();
    QTest::newRow("month 13") << QStringLiteral("20251301T000000Z") << QString();
    QTest::newRow("day 0") << QStringLiteral("20250100T000000Z") << QString();
    QTest::newRow("hour 24") << QStringLiteral("20250101T240000Z") << QString();
    QTest::newRow("second 60") << QStringLiteral("20250101T235960Z") << QString();
    QTest::newRow("no Z") << QStringLiteral("20250101T000000") << QString();
    QTest::newRow("no T") << QStringLiteral("20250101 000000Z") << QString();
    QTest::newRow("ISO 8601 with dashes") << QStringLiteral("2025-03-14T09:26:53Z") << QString();
    QTest::newRow("a letter for a digit") << QStringLiteral("2025O314T092653Z") << QString();
    QTest::newRow("a sign in the year") << QStringLiteral("+0250314T092653Z") << QString();
    QTest::newRow("empty") << QString() << QString();
}

// A <tu>'s creationdate and changedate as ISO 8601 UTC; anything else leaves them empty.
void TstTmx::dates()
{
    QFETCH(QString, tmxDate);
    QFETCH(QString, iso);
    const QByteArray bytes = "<?xml version=\"1.0\"?><tmx version=\"1.4\"><header srclang=\"en\"/><body><tu creationdate=\""
        + tmxDate.toUtf8() + "\" changedate=\"" + tmxDate.toUtf8()
        + "\"><tuv xml:lang=\"en\"><seg>Reboot.</seg></tuv><tuv xml:lang=\"zh\"><seg>重启。</seg></tuv></tu></body></tmx>";
    TmxReader reader;
    QVERIFY2(readBytes(reader, bytes), qPrintable(reader.errorString()));
    QCOMPARE(reader.units().size(), 1);
    QCOMPARE(reader.units().constFirst().created, iso);
    QCOMPARE(reader.units().constFirst().changed, iso);
}

void TstTmx::skippedUnits_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("sourceLang");
    QTest::addColumn<int>("skipped");
    QTest::newRow("eng is not en") << "lang-variants.tmx"
                                   << "en" << 1;
    QTest::newRow("tu without English") << "srclang-all.tmx"
                                        << "en" << 1;
    QTest::newRow("every tu complete") << "utf8.tmx"
                                       << "en" << 0;
}

void TstTmx::skippedUnits()
{
    QFETCH(QString, file);
    QFETCH(QString, sourceLang);
    QFETCH(int, skipped);
    TmxReader reader;
    QVERIFY(readBytes(reader, fixtureBytes(file), sourceLang));
    QCOMPARE(reader.skippedCount(), skipped);
}

void TstTmx::languageMatches_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("wanted");
    QTest::addColumn<bool>("matches");
    QTest::newRow("zh-CN is zh") << "zh-CN"
                                 << "zh" << true;
    QTest::newRow("zh_CN underscore is zh") << "zh_CN"
                                            << "zh" << true;
    QTest::newRow("ZH-HANS-CN upper case is zh") << "ZH-HANS-CN"
                                                 << "zh" << true;
    QTest::newRow("zh-Hans is zh-CN's language") << "zh-Hans"
                                                 << "zh-CN" << true;
    QTest::newRow("en-GB is en") << "en-GB"
                                 << "en" << true;
    QTest::newRow("surrounding spaces ignored") << " en "
                                                << "en" << true;
    QTest::newRow("eng is not en") << "eng"
                                   << "en" << false;
    QTest::newRow("ja is not zh") << "ja-JP"
                                  << "zh" << false;
    QTest::newRow("empty tag matches nothing") << ""
                                               << "en" << false;
}

void TstTmx::languageMatches()
{
    QFETCH(QString, tag);
    QFETCH(QString, wanted);
    QFETCH(bool, matches);
    QCOMPARE(TmxReader::languageMatches(tag, wanted), matches);
}

void TstTmx::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated") << fixtureBytes(QStringLiteral("truncated.tmx")) << QStringLiteral("Broken XML at line 9, column");
    QTest::newRow("plain text, not XML") << fixtureBytes(QStringLiteral("not-xml.tmx")) << QStringLiteral("Not a TMX file");
    QTest::newRow("XML but XLIFF, not TMX") << fixtureBytes(QStringLiteral("not-tmx.tmx")) << QStringLiteral("root element is <xliff>");
    QTest::newRow("tu without target language")
        << fixtureBytes(QStringLiteral("no-target.tmx")) << QStringLiteral("no <tu> has segments in both");
    QTest::newRow("XXE external entity") << fixtureBytes(QStringLiteral("xxe.tmx")) << QStringLiteral("declares XML entities");
    QTest::newRow("XXE parameter entity") << fixtureBytes(QStringLiteral("xxe-parameter.tmx")) << QStringLiteral("entit");
    QTest::newRow("billion laughs entity bomb")
        << fixtureBytes(QStringLiteral("entity-bomb.tmx")) << QStringLiteral("declares XML entities");
    QTest::newRow("undeclared entity") << fixtureBytes(QStringLiteral("undeclared-entity.tmx")) << QStringLiteral("Broken XML at line 5");
    QTest::newRow("undeclared entity with an external DTD")
        << fixtureBytes(QStringLiteral("undeclared-entity-external-dtd.tmx")) << QStringLiteral("The entity &nbsp; is not defined");
    QTest::newRow("undeclared entity in a note with an external DTD")
        << fixtureBytes(QStringLiteral("undeclared-entity-external-dtd.tmx"))
               .replace("<seg>&nbsp;</seg>", "<seg>x</seg><note>&nbsp;</note>")
        << QStringLiteral("The entity &nbsp; is not defined");
    QTest::newRow("invalid UTF-8 in a segment")
        << fixtureBytes(QStringLiteral("utf8.tmx")).replace("重启", "\xff\xfe")
        << QStringLiteral("Broken XML at line 1, column 38: Encountered incorrectly encoded content");
    QByteArray garbage;
    for (int i = 0; i < 4096; ++i) {
        garbage.append(char((i * 131 + 7) % 256));
    }
    QTest::newRow("binary garbage") << garbage << QStringLiteral("Not a TMX file");
    QTest::newRow("PNG header") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << QStringLiteral("Not a TMX file");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("Not a TMX file");
    QTest::newRow("trailing junk after </tmx>")
        << QByteArray(written({unit(QStringLiteral("a"), QStringLiteral("甲"))}) + "<tmx/>") << QStringLiteral("Broken XML");
    QTest::newRow("tu cut in the middle of many") << written(generated(50)).left(3000) << QStringLiteral("Broken XML");
}

void TstTmx::brokenFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    TmxReader reader;
    QVERIFY(!readBytes(reader, bytes));
    QVERIFY2(reader.errorString().contains(message, Qt::CaseInsensitive), qPrintable(reader.errorString()));
    QVERIFY(reader.units().isEmpty());
    QCOMPARE(reader.skippedCount(), 0);
}

void TstTmx::failedReadClearsEarlierUnits()
{
    TmxReader reader;
    QVERIFY(readBytes(reader, fixtureBytes(QStringLiteral("utf8.tmx"))));
    QCOMPARE(reader.units().size(), 2);
    QVERIFY(!readBytes(reader, fixtureBytes(QStringLiteral("truncated.tmx"))));
    QVERIFY(reader.units().isEmpty());
    QVERIFY(readBytes(reader, fixtureBytes(QStringLiteral("utf8.tmx"))));
    QVERIFY(reader.errorString().isEmpty());
}

void TstTmx::progressReportsBytes()
{
    const QByteArray bytes = written(generated(3500));
    QList<qint64> done;
    QList<qint64> totals;
    TmxReader reader;
    reader.setProgress([&](qint64 d, qint64 t) {
        done.append(d);
        totals.append(t);
        return true;
    });
    QVERIFY(readBytes(reader, bytes));
    QCOMPARE(reader.units().size(), 3500);
    QCOMPARE(done.size(), 3);
    QVERIFY(done.at(0) > 0);
    QVERIFY(done.at(0) < done.at(1) && done.at(1) < done.at(2));
    QVERIFY(done.at(2) <= bytes.size());
    QCOMPARE(totals, (QList<qint64> {bytes.size(), bytes.size(), bytes.size()}));
}

void TstTmx::cancelViaProgress()
{
    const QByteArray bytes = written(generated(3500));
    int calls = 0;
    TmxReader reader;
    reader.setProgress([&](qint64, qint64) { return ++calls < 2; });
    QVERIFY(!readBytes(reader, bytes));
    QCOMPARE(calls, 2);
    QVERIFY2(reader.errorString().contains(QStringLiteral("cancelled")), qPrintable(reader.errorString()));
    QVERIFY(reader.units().isEmpty());
}

void TstTmx::pipeWithShortReads()
{
    PipeDevice pipe(written(generated(1000)));
    QVERIFY(pipe.open(QIODevice::ReadOnly));
    QList<qint64> totals;
    TmxReader reader;
    reader.setProgress([&](qint64, qint64 total) {
        totals.append(total);
        return true;
    });
    QVERIFY2(reader.read(pipe), qPrintable(reader.errorString()));
    QCOMPARE(reader.units().size(), 1000);
    compareUnits(reader.units().at(999), generated(1000).at(999));
    QCOMPARE(totals, QList<qint64> {-1});
}

void TstTmx::speedOf100kUnits()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("big.tmx")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QElapsedTimer timer;
    timer.start();
    QString error;
    QVERIFY2(TmxWriter::write(file, generated(100000), &error), qPrintable(error));
    file.close();
    const qint64 writeMs = timer.restart();
    QVERIFY(file.open(QIODevice::ReadOnly));
    TmxReader reader;
    QVERIFY2(reader.read(file), qPrintable(reader.errorString()));
    QCOMPARE(reader.units().size(), 100000);
    qInfo("TMX 100k units (%lld bytes): written in %lld ms, read in %lld ms", file.size(), writeMs, timer.elapsed());
}

QTEST_GUILESS_MAIN(TstTmx)
#include "tst_tmx.moc"
