// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

// Every user-visible string has its zh_CN translation: lupdate runs over the sources
// into a copy of the committed yiqiao_zh_CN.ts, and nothing may come out unfinished.
// (A string that is new, or moved to another class, fails here until translated.)
class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chineseIsComplete();
};

namespace {
// "Context: source" of every message without a finished translation.
QStringList unfinished(QIODevice &ts)
{
    QStringList missing;
    QXmlStreamReader xml(&ts);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) {
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool open = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (open || text.trimmed().isEmpty()) {
                missing.append(context + QStringLiteral(": ") + source.left(80));
            } else if (context.isEmpty()) {
                // lupdate could not tell the class of the tr() call (an alias such as
                // S::tr): at run time the translation is looked up in another context.
                missing.append(QStringLiteral("(no context, never found): ") + source.left(80));
            }
        }
    }
    if (xml.hasError()) {
        missing.append(QStringLiteral("XML error: ") + xml.errorString());
    }
    return missing;
}
} // namespace

void TestTranslations::chineseIsComplete()
{
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("yiqiao_zh_CN.ts"));
    QVERIFY(QFile::copy(QStringLiteral(YIQIAO_SOURCE_DIR "/i18n/yiqiao_zh_CN.ts"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(YIQIAO_SOURCE_DIR));
    lupdate.start(QStringLiteral(YIQIAO_LUPDATE),
        {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("app"),
            QStringLiteral("widgets"), QStringLiteral("models"), QStringLiteral("-ts"), copy});
    QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    QFile ts(copy);
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QStringList missing = unfinished(ts);
    QVERIFY2(missing.isEmpty(),
        qPrintable(
            QStringLiteral("%1 strings without zh_CN (cmake --build B --target update_translations, then translate):\n").arg(missing.size())
            + missing.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
