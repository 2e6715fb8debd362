// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/tbxreader.h"
#include "interop/xliffreader.h"
#include "interop/xliffunit.h"
#include "terms/termentry.h"
#include "tm/tmunit.h"
#include "tm/tmxreader.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTest>

// Hostile XML for the three readers (TBX, TMX, XLIFF), one rule for all: see
// XmlDtdPolicy. Nothing may be fetched (a local server must see no connection),
// nothing expanded, nothing of a local file may reach the data, and every file is
// done with in bounded time.
namespace {

struct Outcome {
    bool ok = false;
    QString error;
    QString text; // everything the reader kept, for leaks
};

const QByteArray Tbx = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n@DOCTYPE@\n"
                       "<martif type=\"TBX\" xml:lang=\"en\"><text><body><termEntry>"
                       "<langSet xml:lang=\"en\"><tig><term>kernel @REF@</term></tig></langSet>"
                       "<langSet xml:lang=\"zh\"><tig><term>核函数</term></tig></langSet>"
                       "</termEntry></body></text></martif>\n";
const QByteArray Tmx = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n@DOCTYPE@\n"
                       "<tmx version=\"1.4\"><header srclang=\"en\" datatype=\"plaintext\" segtype=\"sentence\" adminlang=\"en\" "
                       "o-tmf=\"x\" creationtool=\"x\" creationtoolversion=\"1\"/><body><tu>"
                       "<tuv xml:lang=\"en\"><seg>kernel @REF@</seg></tuv><tuv xml:lang=\"zh\"><seg>核函数</seg></tuv>"
                       "</tu></body></tmx>\n";
const QByteArray Xliff = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n@DOCTYPE@\n"
                         "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"zh-CN\">"
                         "<file id=\"f\" original=\"issue-4\"><unit id=\"s1\"><segment state=\"translated\">"
                         "<source>kernel</source><target>核函数 @REF@</target></segment></unit></file></xliff>\n";

QByteArray documentOf(const QString &format, const QByteArray &doctype, const QByteArray &reference)
{
    QByteArray bytes = format == QLatin1String("tbx") ? Tbx : format == QLatin1String("tmx") ? Tmx : Xliff;
    return bytes.replace("@DOCTYPE@", doctype).replace("@REF@", reference);
}

template<typename Reader>
bool readWith(Reader &reader, QByteArray bytes)
{
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    return reader.read(buffer);
}

Outcome readTbx(const QByteArray &bytes)
{
    TbxReader reader;
    Outcome outcome {readWith(reader, bytes), reader.errorString(), {}};
    for (const TermEntry &entry : reader.entries()) {
        outcome.text += entry.source + entry.note;
        for (const TermRendering &rendering : entry.renderings) {
            outcome.text += rendering.text;
        }
    }
    return outcome;
}

Outcome readTmx(const QByteArray &bytes)
{
    TmxReader reader;
    Outcome outcome {readWith(reader, bytes), reader.errorString(), {}};
    for (const TmUnit &unit : reader.units()) {
        outcome.text += unit.source + unit.target + unit.context + unit.note;
    }
    return outcome;
}

Outcome readXliff(const QByteArray &bytes)
{
    XliffReader reader;
    Outcome outcome {readWith(reader, bytes), reader.errorString(), {}};
    for (const XliffUnit &unit : reader.units()) {
        outcome.text += unit.target;
    }
    // Problems refuse the import (XliffImporter), so they count as a refusal here.
    outcome.ok = outcome.ok && reader.problems().isEmpty();
    outcome.error += reader.problems().join(QLatin1Char(' '));
    return outcome;
}

Outcome readAs(const QString &format, const QByteArray &bytes)
{
    return format == QLatin1String("tbx") ? readTbx(bytes) : format == QLatin1String("tmx") ? readTmx(bytes) : readXliff(bytes);
}

const QStringList Formats {QStringLiteral("tbx"), QStringLiteral("tmx"), QStringLiteral("xliff")};

QByteArray billionLaughs()
{
    QByteArray dtd = "<!DOCTYPE root [\n<!ENTITY lol0 \"lol\">\n";
    for (int i = 1; i <= 9; ++i) {
        dtd += QStringLiteral("<!ENTITY lol%1 \"%2\">\n").arg(i).arg(QStringLiteral("&lol%1;").arg(i - 1).repeated(10)).toUtf8();
    }
    return dtd + "]>";
}

// What a refused file's message says (XmlDtdPolicy's wording).
const QString Entities = QStringLiteral("declares XML entities, which Yiqiao refuses to expand");
const QString Subset = QStringLiteral("has a DTD with declarations, which Yiqiao does not read");

} // namespace

class TestXmlBombs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void hostileProlog_data();
    void hostileProlog();
    void deepNesting_data();
    void deepNesting();
    void hugeText_data();
    void hugeText();

private:
    QByteArray withPort(QByteArray text) const { return text.replace("PORT", QByteArray::number(m_server.serverPort())); }

    QTcpServer m_server;
    int m_connections = 0;
};

void TestXmlBombs::initTestCase()
{
    QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        ++m_connections;
        delete m_server.nextPendingConnection();
    });
}

void TestXmlBombs::hostileProlog_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("doctype");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QString>("error"); // a pattern; empty: read, with nothing expanded

    const QByteArray big = "<!DOCTYPE root [<!ENTITY a \"" + QByteArray(100000, 'a') + "\">]>";
    struct Case {
        const char *name;
        QByteArray doctype;
        QByteArray reference;
        QString error;
    };
    const QList<Case> cases {
        {"billion laughs", billionLaughs(), "&lol9;", Entities},
        {"quadratic blowup: one 100 kB entity used 10000 times", big, QByteArray("&a;").repeated(10000), Entities},
        {"external entity: a local file", "<!DOCTYPE root [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>", "&x;", Entities},
        {"external entity: http to the local server", "<!DOCTYPE root [<!ENTITY x SYSTEM \"http://127.0.0.1:PORT/x\">]>", "&x;", Entities},
        {"parameter entity fetching a DTD", "<!DOCTYPE root [<!ENTITY % p SYSTEM \"http://127.0.0.1:PORT/p.dtd\"> %p;]>", "&x;", Entities},
        // QXmlStreamReader itself refuses a parameter entity inside an entity value.
        {"parameter entity bomb", "<!DOCTYPE root [<!ENTITY % a \"aaaaaaaaaa\"><!ENTITY % b \"%a;%a;%a;%a;%a;%a;%a;%a;\">]>", "",
            Entities + QStringLiteral("|Unexpected '%'")},
        {"parameter entity used in the subset",
            "<!DOCTYPE root [<!ENTITY % d \"<!ENTITY x 'xxxxxxxxxx'>\">" + QByteArray(" %d;").repeated(10000) + "]>", "&x;", Entities},
        {"internal subset without entities", "<!DOCTYPE root [<!ELEMENT root ANY><!ATTLIST root x CDATA \"y\">]>", "", Subset},
        {"empty internal subset", "<!DOCTYPE root []>", "", Subset},
        {"notation", "<!DOCTYPE root [<!NOTATION n SYSTEM \"http://127.0.0.1:PORT/n\">]>", "", Subset},
        {"external DTD over http: not fetched", "<!DOCTYPE root SYSTEM \"http://127.0.0.1:PORT/root.dtd\">", "", QString()},
        {"external DTD with a public id: not fetched", "<!DOCTYPE root PUBLIC \"-//X//DTD X//EN\" \"http://127.0.0.1:PORT/x.dtd\">", "",
            QString()},
        {"external DTD's entity used: undefined", "<!DOCTYPE root SYSTEM \"http://127.0.0.1:PORT/root.dtd\">", "&x;",
            QStringLiteral("&x;")},
        {"external DTD over file: not read", "<!DOCTYPE root SYSTEM \"file:///etc/passwd\">", "&x;", QStringLiteral("&x;")},
        {"a bracket inside the system id is no subset", "<!DOCTYPE root SYSTEM \"tmx14[1].dtd\">", "", QString()},
        {"plain DOCTYPE as TMX files have it", "<!DOCTYPE tmx SYSTEM \"tmx14.dtd\">", "", QString()},
        {"undefined entity without a DTD", "", "&passwd;", QStringLiteral("passwd")},
    };
    for (const QString &format : Formats) {
        for (const Case &c : cases) {
            QTest::addRow("%s: %s", qPrintable(format), c.name) << format << withPort(c.doctype) << c.reference << c.error;
        }
    }
}

void TestXmlBombs::hostileProlog()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, doctype);
    QFETCH(QByteArray, reference);
    QFETCH(QString, error);

    QElapsedTimer timer;
    timer.start();
    const Outcome outcome = readAs(format, documentOf(format, doctype, reference));
    QVERIFY2(timer.elapsed() < 500, qPrintable(QString::number(timer.elapsed())));
    if (error.isEmpty()) {
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY2(outcome.text.contains(QStringLiteral("核函数")), qPrintable(outcome.text));
    } else {
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QRegularExpression(error)), qPrintable(outcome.error));
    }
    QVERIFY2(!outcome.text.contains(QLatin1String("root:")), qPrintable(outcome.text.left(200)));
    QVERIFY(!outcome.text.contains(QLatin1String("lol")));
    QVERIFY(outcome.text.size() < 1000);
    QTest::qWait(20); // a connection attempt would have arrived by now: nothing to QTRY for an absence
    QCOMPARE(m_connections, 0);
}

void TestXmlBombs::deepNesting_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("open");
    QTest::addColumn<QByteArray>("close");
    QTest::addColumn<QByteArray>("around"); // @ stands for the nesting; it replaces the term's or target's text

    const QByteArray inText = "@";
    const QByteArray outOfXliffUnit = "</target></segment></unit>@<unit id=\"s2\"><segment><source>a</source><target>";
    const QByteArray outOfXliffSegment = "</target></segment>@<segment><source>a</source><target>";
    // Elements each reader descends into: inline markup and containers.
    QTest::newRow("tbx: nested <hi> in a term") << QStringLiteral("tbx") << QByteArray("<hi>") << QByteArray("</hi>") << inText;
    QTest::newRow("tbx: nested unknown elements") << QStringLiteral("tbx") << QByteArray("<x>") << QByteArray("</x>") << inText;
    QTest::newRow("tmx: nested <hi> in a seg") << QStringLiteral("tmx") << QByteArray("<hi>") << QByteArray("</hi>") << inText;
    QTest::newRow("tmx: nested <bpt>") << QStringLiteral("tmx") << QByteArray("<bpt i=\"1\">") << QByteArray("</bpt>") << inText;
    QTest::newRow("xliff: nested <mrk> in a target")
        << QStringLiteral("xliff") << QByteArray("<mrk id=\"m\">") << QByteArray("</mrk>") << inText;
    QTest::newRow("xliff: nested <pc> in a target")
        << QStringLiteral("xliff") << QByteArray("<pc id=\"p\">") << QByteArray("</pc>") << inText;
    QTest::newRow("xliff: nested <group>") << QStringLiteral("xliff") << QByteArray("<group>") << QByteArray("</group>") << outOfXliffUnit;
    QTest::newRow("xliff: nested <metaGroup>") << QStringLiteral("xliff") << QByteArray("<metaGroup>") << QByteArray("</metaGroup>")
                                               << outOfXliffSegment;
}

// 100,000 levels: a recursive reader without a bound runs out of stack.
void TestXmlBombs::deepNesting()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, open);
    QFETCH(QByteArray, close);
    QFETCH(QByteArray, around);

    const int depth = 100000;
    const QByteArray nesting = QByteArray(around).replace("@", open.repeated(depth) + "x" + close.repeated(depth));
    QElapsedTimer timer;
    timer.start();
    const Outcome outcome = readAs(format, documentOf(format, QByteArray(), nesting));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    // Read or refused, but with a message rather than a crash.
    QVERIFY2(outcome.ok || !outcome.error.isEmpty(), "refused without a message");
}

void TestXmlBombs::hugeText_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("reference");

    const QByteArray text(50 * 1024 * 1024, 'a');
    for (const QString &format : Formats) {
        QTest::addRow("%s: 50 MB of text", qPrintable(format)) << format << text;
        QTest::addRow("%s: 50 MB attribute", qPrintable(format)) << format << "<x a=\"" + text + "\"/>";
    }
}

void TestXmlBombs::hugeText()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, reference);

    QElapsedTimer timer;
    timer.start();
    const Outcome outcome = readAs(format, documentOf(format, QByteArray(), reference));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY2(outcome.ok || !outcome.error.isEmpty(), "refused without a message");
}

QTEST_GUILESS_MAIN(TestXmlBombs)
#include "tst_xmlbombs.moc"
