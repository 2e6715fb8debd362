// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/xmlenvelope.h"

#include <QTest>
#include <QXmlStreamReader>

namespace {

XmlEnvelope::Format format(const QStringList &roots = {QStringLiteral("tmx")})
{
    return {QStringLiteral("TMX"), roots, QStringLiteral("root <%1> refused"), QStringLiteral("no element")};
}

} // namespace

class TstXmlEnvelope : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readProlog_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("roots");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("error"); // a part of errorString(); empty when ok
        QTest::addColumn<bool>("sawXml");
        const QStringList tmx {QStringLiteral("tmx")};
        QTest::newRow("declaration, comment, root")
            << QByteArray("<?xml version=\"1.0\"?>\n<!-- c -->\n<tmx version=\"1.4\"><body/></tmx>") << tmx << true << QString() << true;
        QTest::newRow("root without declaration") << QByteArray("<tmx/>") << tmx << true << QString() << true;
        QTest::newRow("one of several roots") << QByteArray("<martif/>") << QStringList {QStringLiteral("tbx"), QStringLiteral("martif")}
                                              << true << QString() << true;
        QTest::newRow("any root when none is named") << QByteArray("<xliff/>") << QStringList() << true << QString() << true;
        QTest::newRow("external DTD only: read on")
            << QByteArray("<?xml version=\"1.0\"?><!DOCTYPE tmx SYSTEM \"tmx14.dtd\"><tmx/>") << tmx << true << QString() << true;
        QTest::newRow("another root") << QByteArray("<html/>") << tmx << false << QStringLiteral("At line 1, column 7: root <html> refused")
                                      << true;
        QTest::newRow("only a prolog: cut short")
            << QByteArray("<?xml version=\"1.0\"?>\n<!-- only -->\n") << tmx << false << QStringLiteral("Broken XML at line 3") << true;
        QTest::newRow("internal subset") << QByteArray("<?xml version=\"1.0\"?><!DOCTYPE tmx [ <!ELEMENT tmx ANY> ]><tmx/>") << tmx << false
                                         << QStringLiteral("a DTD with declarations") << true;
        QTest::newRow("entity declaration") << QByteArray("<?xml version=\"1.0\"?><!DOCTYPE tmx [ <!ENTITY a \"b\"> ]><tmx>&a;</tmx>")
                                            << tmx << false << QStringLiteral("declares XML entities") << true;
        QTest::newRow("not XML at all") << QByteArray("just text") << tmx << false << QStringLiteral("Broken XML at line 1") << false;
        QTest::newRow("broken before the root")
            << QByteArray("<?xml version=\"1.0\"?>\n<!-- -- -->") << tmx << false << QStringLiteral("Broken XML at line 2") << true;
    }

    void readProlog()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, roots);
        QFETCH(bool, ok);
        QFETCH(QString, error);
        QFETCH(bool, sawXml);
        QXmlStreamReader xml(bytes);
        bool saw = !sawXml;
        QCOMPARE(XmlEnvelope::readProlog(xml, format(roots), &saw), ok);
        QCOMPARE(saw, sawXml);
        if (ok) {
            QVERIFY(xml.isStartElement());
            QVERIFY(!xml.hasError());
            return;
        }
        QVERIFY(xml.hasError());
        const QString message = XmlEnvelope::errorString(xml);
        QVERIFY2(message.contains(error), qPrintable(message));
    }

    // The DTD's refusal names the format the reader reads.
    void refusalNamesTheFormat()
    {
        QXmlStreamReader xml(QByteArray("<!DOCTYPE x [ <!ELEMENT x ANY> ]><x/>"));
        QVERIFY(!XmlEnvelope::readProlog(xml, {QStringLiteral("XLIFF"), {}, {}, {}}));
        QVERIFY2(xml.errorString().contains(QLatin1String("XLIFF files")), qPrintable(xml.errorString()));
    }

    void refuseEntity()
    {
        QXmlStreamReader xml(QByteArray("<!DOCTYPE tmx SYSTEM \"tmx14.dtd\"><tmx>a &nbsp; b</tmx>"));
        QVERIFY(XmlEnvelope::readProlog(xml, format()));
        while (!xml.atEnd() && xml.readNext() != QXmlStreamReader::EntityReference) { }
        QCOMPARE(xml.tokenType(), QXmlStreamReader::EntityReference);
        XmlEnvelope::refuseEntity(xml);
        QVERIFY(xml.hasError());
        QCOMPARE(xml.error(), QXmlStreamReader::CustomError);
        QVERIFY2(XmlEnvelope::errorString(xml).startsWith(QLatin1String("At line 1, column")), qPrintable(XmlEnvelope::errorString(xml)));
        QVERIFY(XmlEnvelope::errorString(xml).endsWith(QLatin1String("The entity &nbsp; is not defined.")));
    }

    void where()
    {
        QXmlStreamReader xml(QByteArray("<a>\n  <b/></a>"));
        while (!xml.atEnd() && !(xml.isStartElement() && xml.name() == QLatin1String("b"))) {
            xml.readNext();
        }
        QCOMPARE(XmlEnvelope::where(xml), QStringLiteral("line 2, column 6"));
    }

    // A read's verdict: the XML's error first; else the whole file's, when nothing
    // could be taken from it.
    void verdict_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<bool>("nothing");
        QTest::addColumn<QString>("earlier"); // an error of the whole file found while reading
        QTest::addColumn<bool>("succeeded");
        QTest::addColumn<QString>("error");
        const QByteArray good("<tmx><tu/></tmx>");
        const QByteArray broken("<tmx><tu></tmx>");
        QTest::newRow("well-formed, something taken") << good << false << QString() << true << QString();
        QTest::newRow("well-formed, nothing taken: the message") << good << true << QString() << false << QStringLiteral("nothing here");
        QTest::newRow("an earlier error of the whole file stays")
            << good << false << QStringLiteral("wrong issue") << false << QStringLiteral("wrong issue");
        QTest::newRow("broken XML: the parser's error, not the message")
            << broken << true << QString() << false << QStringLiteral("Broken XML at line 1, column 15: ");
    }

    void verdict()
    {
        QFETCH(QByteArray, document);
        QFETCH(bool, nothing);
        QFETCH(QString, earlier);
        QFETCH(bool, succeeded);
        QFETCH(QString, error);
        QXmlStreamReader xml(document);
        while (!xml.atEnd()) {
            xml.readNext();
        }
        QString fileError = earlier;
        QCOMPARE(XmlEnvelope::verdict(xml, nothing, QStringLiteral("nothing here"), &fileError), succeeded);
        QVERIFY2(XmlEnvelope::errorString(xml, fileError).startsWith(error), qPrintable(XmlEnvelope::errorString(xml, fileError)));
    }
};

QTEST_GUILESS_MAIN(TstXmlEnvelope)
#include "tst_xmlenvelope.moc"
