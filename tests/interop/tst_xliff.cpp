// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "interop/xliffgroup.h"
#include "interop/xliffimporter.h"
#include "interop/xliffreader.h"
#include "interop/xliffwriter.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QBuffer>
#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
const QByteArray kPost("# Install `pip`\n\nRun **this** command, see [the docs](https://x.org \"T\").\n\n```sh\npip install x\n```\n\n"
                       "- First item\n- Second item\n");

XliffWriter::Version versionOf(const QString &name)
{
    return *XliffWriter::versionFromString(name);
}

// Where the unit with this id starts and ends (past its closing tag) in xml.
QPair<int, int> unitRange(const QString &xml, const QString &id)
{
    static const QRegularExpression open(QStringLiteral("<(unit|trans-unit) id=\"([^\"]*)\""));
    for (auto it = open.globalMatch(xml); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.captured(2) == id) {
            const QString close = QStringLiteral("</%1>").arg(match.captured(1));
            const int end = int(xml.indexOf(close, match.capturedStart()));
            return {int(match.capturedStart()), end + int(close.size())};
        }
    }
    return {-1, -1};
}

// The inner XML of the unit's <source>.
QString sourceInner(const QString &xml, const QString &id)
{
    const auto range = unitRange(xml, id);
    const QString unit = xml.mid(range.first, range.second - range.first);
    const int start = int(unit.indexOf(QLatin1Char('>'), unit.indexOf(QLatin1String("<source")))) + 1;
    return unit.mid(start, unit.indexOf(QLatin1String("</source>")) - start);
}

// What another CAT tool does: writes a target (and its state) into a unit.
QString withTarget(const QString &xml, const QString &id, const QString &inner, const QString &state)
{
    const auto range = unitRange(xml, id);
    QString unit = xml.mid(range.first, range.second - range.first);
    static const QRegularExpression oldTarget(QStringLiteral("<target[^>]*>.*</target>"), QRegularExpression::DotMatchesEverythingOption);
    unit.remove(oldTarget);
    const bool v20 = xml.contains(QLatin1String("document:2.0"));
    const QString target = v20 ? QStringLiteral("<target xml:space=\"preserve\">%1</target>").arg(inner)
                               : QStringLiteral("<target state=\"%1\">%2</target>").arg(state, inner);
    unit.insert(int(unit.indexOf(QLatin1String("</source>"))) + 9, target);
    if (v20) {
        static const QRegularExpression segment(QStringLiteral("<segment[^>]*>"));
        unit.replace(segment, QStringLiteral("<segment state=\"%1\">").arg(state));
    }
    return xml.left(range.first) + unit + xml.mid(range.second);
}

QByteArray utf16WithBom(QString xml)
{
    xml.replace(QLatin1String("encoding=\"UTF-8\""), QLatin1String("encoding=\"UTF-16\""));
    QByteArray bytes("\xFF\xFE", 2);
    for (QChar c : std::as_const(xml)) {
        bytes.append(char(c.unicode() & 0xFF));
        bytes.append(char(c.unicode() >> 8));
    }
    return bytes;
}
} // namespace

class TestXliff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void untouchedExport_data();
    void untouchedExport();
    void untouchedExportImportsAsUnchanged_data();
    void untouchedExportImportsAsUnchanged();
    void roundTrip_data();
    void roundTrip();
    void reviewStatesOfAnotherTool_data();
    void reviewStatesOfAnotherTool();
    void groupsMergeAndSplit_data();
    void groupsMergeAndSplit();
    void confirmedDraftExportsItsState_data();
    void confirmedDraftExportsItsState();
    void refused_data();
    void refused();
    void draftChangedSinceExportIsRefused();
    void brokenXmlGivesPosition();
    void externalEntityIsNeverExpanded();
    void controlCharacters();
    void corpusTargetsRebuildExactly_data();
    void corpusTargetsRebuildExactly();
    void corpusPairsKeepAlignment_data();
    void corpusPairsKeepAlignment();

private:
    void importPost(const QByteArray &post);
    QString exportXliff(const QString &version) const;
    bool importXliff(const QByteArray &bytes, XliffImporter::Counts *counts = nullptr, QString *error = nullptr);
    QString draftText() const;
    // "source indexes status" per draft block.
    QStringList describe() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
};

void TestXliff::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("x.yiqiao")), QStringLiteral("X")), qPrintable(m_store->errorString()));
}

void TestXliff::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestXliff::importPost(const QByteArray &post)
{
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(4, post, QString(), QString()), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
}

QString TestXliff::exportXliff(const QString &version) const
{
    IssueRepository repository(*m_store);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString error;
    const bool ok =
        XliffWriter::write(buffer, 4, repository.sourceBlocks(m_issueId), repository.targetBlocks(m_issueId), versionOf(version), &error);
    return ok ? QString::fromUtf8(buffer.data()) : QString();
}

bool TestXliff::importXliff(const QByteArray &bytes, XliffImporter::Counts *counts, QString *error)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    XliffReader reader;
    if (!reader.read(buffer)) {
        *error = reader.errorString();
        return false;
    }
    XliffImporter importer(*m_store, m_issueId, 4);
    const bool ok = importer.apply(reader);
    if (counts) {
        *counts = importer.counts();
    }
    if (error) {
        *error = importer.errorString();
    }
    return ok;
}

QString TestXliff::draftText() const
{
    DraftSession session(*m_store, m_issueId);
    return session.load() ? session.text() : QStringLiteral("(load failed)");
}

QStringList TestXliff::describe() const
{
    DraftSession session(*m_store, m_issueId);
    if (!session.load()) {
        return {QStringLiteral("(load failed)")};
    }
    QStringList out;
    for (int i = 0; i < session.blocks().size(); ++i) {
        QStringList sources;
        for (int source : session.sourcesOfTarget(i)) {
            sources.append(QString::number(source));
        }
        out.append(QStringLiteral("%1 %2").arg(sources.join(QLatin1Char(',')), session.blocks().at(i).status));
    }
    return out;
}

void TestXliff::untouchedExport_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("2.0: protected code, no targets, code block for context")
        << QStringLiteral("2.0")
        << QStringList {QStringLiteral("<file id=\"issue-4\" original=\"issue-4\">"), QStringLiteral("<unit id=\"s3\" translate=\"no\">"),
               QStringLiteral("<data id=\"d2\" xml:space=\"preserve\">`pip`</data>"),
               QStringLiteral("<pc id=\"2\" dataRefStart=\"d2\" dataRefEnd=\"d2e\" canOverlap=\"no\" canCopy=\"no\">the docs</pc>"),
               QStringLiteral("<data id=\"d2e\" xml:space=\"preserve\">](https://x.org &quot;T&quot;)</data>"),
               QStringLiteral("<mda:meta type=\"draft-blocks\">2</mda:meta>")};
    QTest::newRow("1.2: native code escaped in ph, bpt and ept")
        << QStringLiteral("1.2")
        << QStringList {QStringLiteral("<file original=\"issue-4\" source-language=\"en\" target-language=\"zh-CN\""),
               QStringLiteral("<trans-unit id=\"s3\" translate=\"no\""), QStringLiteral("<ph id=\"2\">`pip`</ph>"),
               QStringLiteral("<bpt id=\"2\">[</bpt>the docs<ept id=\"2\">](https://x.org &quot;T&quot;)</ept>"),
               QStringLiteral("<trans-unit id=\"s2\" extradata=\"2\"")};
}

void TestXliff::untouchedExport()
{
    QFETCH(QString, version);
    QFETCH(QStringList, expected);
    importPost(kPost);
    const QString xml = exportXliff(version);
    for (const QString &piece : std::as_const(expected)) {
        QVERIFY2(xml.contains(piece), qPrintable(piece + QLatin1String("\n") + xml));
    }
    QVERIFY(!xml.contains(QLatin1String("<target")));
}

void TestXliff::untouchedExportImportsAsUnchanged_data()
{
    QTest::addColumn<QString>("version");
    QTest::newRow("2.0") << QStringLiteral("2.0");
    QTest::newRow("1.2") << QStringLiteral("1.2");
}

void TestXliff::untouchedExportImportsAsUnchanged()
{
    QFETCH(QString, version);
    importPost(kPost);
    const QString before = draftText();
    XliffImporter::Counts counts;
    QString error;
    QVERIFY2(importXliff(exportXliff(version).toUtf8(), &counts, &error), qPrintable(error));
    QCOMPARE(counts.updated, 0);
    QCOMPARE(counts.skipped, 5);
    QCOMPARE(draftText(), before);
}

void TestXliff::roundTrip_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("utf16");
    QTest::newRow("2.0") << QStringLiteral("2.0") << false;
    QTest::newRow("1.2") << QStringLiteral("1.2") << false;
    QTest::newRow("2.0 in UTF-16 with BOM") << QStringLiteral("2.0") << true;
    QTest::newRow("1.2 in UTF-16 with BOM") << QStringLiteral("1.2") << true;
}

// Export, translate as another tool would (keeping the inline elements), import:
// the draft has the translation, protected code and alignment intact.
void TestXliff::roundTrip()
{
    QFETCH(QString, version);
    QFETCH(bool, utf16);
    importPost(kPost);
    QString xml = exportXliff(version);
    xml = withTarget(xml, QStringLiteral("s1"),
        sourceInner(xml, QStringLiteral("s1")).replace(QLatin1String("Install "), QStringLiteral("安装 ")), QStringLiteral("translated"));
    QString paragraph = sourceInner(xml, QStringLiteral("s2"));
    paragraph.replace(QLatin1String("Run "), QStringLiteral("运行"))
        .replace(QLatin1String(">this<"), QStringLiteral(">这条<"))
        .replace(QLatin1String(" command, see "), QStringLiteral("命令，参见"))
        .replace(QLatin1String(">the docs<"), QStringLiteral(">文档<"));
    xml = withTarget(xml, QStringLiteral("s2"), paragraph, QStringLiteral("final"));
    xml = withTarget(xml, QStringLiteral("s4"),
        sourceInner(xml, QStringLiteral("s4")).replace(QLatin1String("First item"), QStringLiteral("第一项")), QString());
    // A tool that edits protected code in the target changes nothing: the source's counts.
    if (version == QLatin1String("1.2")) {
        xml.replace(QLatin1String("<target state=\"translated\"><ph id=\"1\"># </ph>安装 <ph id=\"2\">`pip`</ph>"),
            QStringLiteral("<target state=\"translated\"><ph id=\"1\"># </ph>安装 <ph id=\"2\">`rm -rf /`</ph>"));
    }
    XliffImporter::Counts counts;
    QString error;
    QVERIFY2(importXliff(utf16 ? utf16WithBom(xml) : xml.toUtf8(), &counts, &error), qPrintable(error + QLatin1Char('\n') + xml));
    QCOMPARE(draftText(),
        QStringLiteral("# 安装 `pip`\n\n运行**这条**命令，参见[文档](https://x.org \"T\").\n\n```sh\npip install x\n```\n\n- 第一项\n- "
                       "Second item\n"));
    QCOMPARE(describe(),
        QStringList({QStringLiteral("0 translated"), QStringLiteral("1 approved"), QStringLiteral("2 draft"), QStringLiteral("3 draft"),
            QStringLiteral("4 draft")}));
    QCOMPARE(counts.updated, 3);
    QCOMPARE(counts.skipped, 2);
}

// A final segment is another tool's approval: on record as the XLIFF import's, and
// no approval at all where the project requires two reviewers.
void TestXliff::reviewStatesOfAnotherTool_data()
{
    QTest::addColumn<bool>("twoReviewers");
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("events");
    QTest::newRow("one reviewer: approved, by the import") << false << QStringLiteral("approved") << 1;
    QTest::newRow("two reviewers: translated, to be reviewed here") << true << QStringLiteral("translated") << 0;
}

void TestXliff::reviewStatesOfAnotherTool()
{
    QFETCH(bool, twoReviewers);
    QFETCH(QString, status);
    QFETCH(int, events);
    importPost(kPost);
    ReviewSettings settings;
    settings.twoReviewers = twoReviewers;
    QVERIFY(settings.save(*m_store));
    QString xml = exportXliff(QStringLiteral("2.0"));
    QString paragraph = sourceInner(xml, QStringLiteral("s2"));
    paragraph.replace(QLatin1String("Run "), QStringLiteral("运行"));
    xml = withTarget(xml, QStringLiteral("s2"), paragraph, QStringLiteral("final"));
    XliffImporter::Counts counts;
    QString error;
    QVERIFY2(importXliff(xml.toUtf8(), &counts, &error), qPrintable(error));
    QCOMPARE(describe().at(1), QStringLiteral("1 ") + status);
    const qint64 block = IssueRepository(*m_store).targetBlocks(m_issueId).at(1).id;
    const QList<ReviewEvent> history = ReviewRepository(*m_store).history(block);
    QCOMPARE(history.size(), events);
    if (events > 0) {
        QCOMPARE(history.constLast().reviewer, QStringLiteral("XLIFF import"));
    }
}

void TestXliff::groupsMergeAndSplit_data()
{
    QTest::addColumn<QString>("version");
    QTest::newRow("2.0") << QStringLiteral("2.0");
    QTest::newRow("1.2") << QStringLiteral("1.2");
}

// n:1 — two source blocks translated as one; 1:n — one source block as two; then
// the two back into one: alignment follows in every step.
void TestXliff::groupsMergeAndSplit()
{
    QFETCH(QString, version);
    importPost("Alpha.\n\nBeta.\n\nGamma.\n");
    {
        DraftSession session(*m_store, m_issueId);
        QVERIFY(session.load());
        const qint64 a = session.blocks().at(0).id;
        const qint64 b = session.blocks().at(1).id;
        const qint64 c = session.blocks().at(2).id;
        QVERIFY2(
            session.update(QStringLiteral("Alpha. Beta.\n\nGamma.\n"), LineIds {{a, b}, {}, {c}, {}}), qPrintable(session.errorString()));
    }
    QCOMPARE(describe(), QStringList({QStringLiteral("0,1 draft"), QStringLiteral("2 draft")}));
    QString xml = exportXliff(version);
    QVERIFY2(unitRange(xml, QStringLiteral("s1-s2")).first > 0, qPrintable(xml));
    xml = withTarget(xml, QStringLiteral("s1-s2"), QStringLiteral("甲。乙。"), QStringLiteral("translated"));
    xml = withTarget(xml, QStringLiteral("s3"), QStringLiteral("丙一。\n\n丙二。"), QStringLiteral("translated"));
    QString error;
    QVERIFY2(importXliff(xml.toUtf8(), nullptr, &error), qPrintable(error));
    QCOMPARE(draftText(), QStringLiteral("甲。乙。\n\n丙一。\n\n丙二。\n"));
    QCOMPARE(describe(), QStringList({QStringLiteral("0,1 translated"), QStringLiteral("2 translated"), QStringLiteral("2 translated")}));

    xml = exportXliff(version);
    xml = withTarget(xml, QStringLiteral("s3"), QStringLiteral("丙。"), QStringLiteral("translated"));
    QVERIFY2(importXliff(xml.toUtf8(), nullptr, &error), qPrintable(error));
    QCOMPARE(draftText(), QStringLiteral("甲。乙。\n\n丙。\n"));
    QCOMPARE(describe(), QStringList({QStringLiteral("0,1 translated"), QStringLiteral("2 translated")}));
}

void TestXliff::confirmedDraftExportsItsState_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("expected");
    QTest::newRow("2.0 approved is final") << QStringLiteral("2.0") << QStringLiteral("approved")
                                           << QStringLiteral("<segment state=\"final\">");
    QTest::newRow("2.0 reviewed") << QStringLiteral("2.0") << QStringLiteral("reviewed") << QStringLiteral("<segment state=\"reviewed\">");
    QTest::newRow("1.2 reviewed is signed-off")
        << QStringLiteral("1.2") << QStringLiteral("reviewed") << QStringLiteral("<target state=\"signed-off\">");
    QTest::newRow("1.2 translated") << QStringLiteral("1.2") << QStringLiteral("translated")
                                    << QStringLiteral("<target state=\"translated\">");
    QTest::newRow("2.0 machine is initial, subState yiqiao:machine")
        << QStringLiteral("2.0") << QStringLiteral("machine") << QStringLiteral("<segment state=\"initial\" subState=\"yiqiao:machine\">");
    QTest::newRow("1.2 machine is leveraged-mt")
        << QStringLiteral("1.2") << QStringLiteral("machine")
        << QStringLiteral("<target state=\"needs-review-translation\" state-qualifier=\"leveraged-mt\">");
    QTest::newRow("1.2 pretranslated has no qualifier")
        << QStringLiteral("1.2") << QStringLiteral("pretranslated") << QStringLiteral("<target state=\"needs-review-translation\">");
}

// A confirmed or pre-translated block is exported with a target even when it equals
// the source, and reading that file back changes nothing.
void TestXliff::confirmedDraftExportsItsState()
{
    QFETCH(QString, version);
    QFETCH(QString, status);
    QFETCH(QString, expected);
    importPost("Keep `this` as is.\n");
    {
        DraftSession session(*m_store, m_issueId);
        QVERIFY(session.load());
        QVERIFY(session.setStatus(0, status));
    }
    const QString xml = exportXliff(version);
    QVERIFY2(xml.contains(expected), qPrintable(xml));
    XliffImporter::Counts counts;
    QString error;
    QVERIFY2(importXliff(xml.toUtf8(), &counts, &error), qPrintable(error));
    QCOMPARE(counts.unchanged, 1);
    QCOMPARE(describe(), QStringList({QStringLiteral("0 ") + status}));
}

void TestXliff::refused_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("target"); // for unit s1; {} marks where its source's inner XML goes
    QTest::addColumn<QString>("renamed"); // a new id for unit s1, or issue-N: the file's issue
    QTest::addColumn<QString>("message");

    QTest::newRow("2.0 target drops inline code") << QStringLiteral("2.0") << QStringLiteral("<ph id=\"1\" dataRef=\"d1\"/>安装")
                                                  << QString() << QStringLiteral("unit s1: the target lacks the protected element 2");
    QTest::newRow("1.2 target drops inline code") << QStringLiteral("1.2") << QStringLiteral("<ph id=\"1\"># </ph>安装") << QString()
                                                  << QStringLiteral("unit s1: the target lacks the protected element 2");
    QTest::newRow("2.0 target drops the heading marker") << QStringLiteral("2.0") << QStringLiteral("安装 <ph id=\"2\" dataRef=\"d2\"/>")
                                                         << QString() << QStringLiteral("lacks the protected element 1 (# )");
    QTest::newRow("2.0 target invents an element")
        << QStringLiteral("2.0") << QStringLiteral("{}<ph id=\"9\" dataRef=\"d1\"/>") << QString()
        << QStringLiteral("unit s1: the target has an element 9 that the source has not");
    QTest::newRow("1.2 target invents an element") << QStringLiteral("1.2") << QStringLiteral("{}<ph id=\"9\">`x`</ph>") << QString()
                                                   << QStringLiteral("unit s1: the target has an element 9 that the source has not");
    QTest::newRow("2.0 target duplicates an element") << QStringLiteral("2.0") << QStringLiteral("{}<ph id=\"2\" dataRef=\"d2\"/>")
                                                      << QString() << QStringLiteral("unit s1: the target has element 2 twice");
    QTest::newRow("1.2 unsupported inline element") << QStringLiteral("1.2") << QStringLiteral("{}<g id=\"5\">x</g>") << QString()
                                                    << QStringLiteral("unit s1: the inline element <g> is not supported");
    QTest::newRow("2.0 unknown unit id") << QStringLiteral("2.0") << QStringLiteral("{}") << QStringLiteral("s99")
                                         << QStringLiteral("unit s99: its source blocks are not one group");
    QTest::newRow("1.2 unit of another issue's blocks")
        << QStringLiteral("1.2") << QStringLiteral("{}") << QStringLiteral("s2-s3") << QStringLiteral("unit s2-s3:");
    QTest::newRow("2.0 wrong issue") << QStringLiteral("2.0") << QStringLiteral("{}") << QStringLiteral("issue-5")
                                     << QStringLiteral("exported from issue 5, not issue 4");
}

// A file with one bad unit imports nothing, also not its good units.
void TestXliff::refused()
{
    QFETCH(QString, version);
    QFETCH(QString, target);
    QFETCH(QString, renamed);
    QFETCH(QString, message);
    importPost(kPost);
    const QString before = draftText();
    QString xml = exportXliff(version);
    const QString goodItem = version == QLatin1String("2.0") ? QStringLiteral("<ph id=\"1\" dataRef=\"d1\"/>好的一项")
                                                             : QStringLiteral("<ph id=\"1\">- </ph>好的一项");
    xml = withTarget(xml, QStringLiteral("s4"), goodItem, QStringLiteral("translated"));
    xml = withTarget(xml, QStringLiteral("s1"), QString(target).replace(QLatin1String("{}"), sourceInner(xml, QStringLiteral("s1"))),
        QStringLiteral("translated"));
    if (renamed.startsWith(QLatin1String("issue-"))) {
        xml.replace(QLatin1String("original=\"issue-4\""), QStringLiteral("original=\"%1\"").arg(renamed));
    } else if (!renamed.isEmpty()) {
        xml.replace(QLatin1String("id=\"s1\""), QStringLiteral("id=\"%1\"").arg(renamed));
    }
    QString error;
    QVERIFY(!importXliff(xml.toUtf8(), nullptr, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(draftText(), before);
    // The same file with the good unit only is accepted: the refusal came from the bad one.
    xml = withTarget(exportXliff(version), QStringLiteral("s4"), goodItem, QStringLiteral("translated"));
    QVERIFY2(importXliff(xml.toUtf8(), nullptr, &error), qPrintable(error));
    QVERIFY(draftText().contains(QStringLiteral("- 好的一项\n")));
}

void TestXliff::draftChangedSinceExportIsRefused()
{
    importPost("Alpha.\n\nBeta.\n");
    QString xml = exportXliff(QStringLiteral("2.0"));
    xml = withTarget(xml, QStringLiteral("s1"), QStringLiteral("甲。"), QStringLiteral("translated"));
    {
        DraftSession session(*m_store, m_issueId);
        QVERIFY(session.load());
        const qint64 a = session.blocks().at(0).id;
        const qint64 b = session.blocks().at(1).id;
        // Beta joins Alpha's group: the group of s1 has other draft blocks now.
        QVERIFY(session.update(QStringLiteral("Alpha. Beta.\n"), LineIds {{a, b}, {}}));
    }
    const QString before = draftText();
    QString error;
    QVERIFY(!importXliff(xml.toUtf8(), nullptr, &error));
    QVERIFY2(error.contains(QLatin1String("unit s1:")), qPrintable(error));
    QCOMPARE(draftText(), before);
}

void TestXliff::brokenXmlGivesPosition()
{
    importPost(kPost);
    const QString before = draftText();
    QString xml = exportXliff(QStringLiteral("2.0"));
    xml.replace(QLatin1String("</source>"), QLatin1String("</sauce>"));
    QString error;
    QVERIFY(!importXliff(xml.toUtf8(), nullptr, &error));
    QVERIFY2(error.contains(QRegularExpression(QStringLiteral("Broken XML at line \\d+, column \\d+"))), qPrintable(error));
    QCOMPARE(draftText(), before);
}

// QXmlStreamReader never fetches external entities; a DTD declaring any is refused
// before the document is read, so the file's content never reaches the draft.
void TestXliff::externalEntityIsNeverExpanded()
{
    importPost(kPost);
    const QString before = draftText();
    QFile secret(m_dir->filePath(QStringLiteral("secret.txt")));
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("TOP-SECRET");
    secret.close();
    QString xml = exportXliff(QStringLiteral("2.0"));
    xml = withTarget(xml, QStringLiteral("s4"), QStringLiteral("<ph id=\"1\" dataRef=\"d1\"/>&ext;"), QStringLiteral("translated"));
    xml.replace(QLatin1String("?>\n"),
        QStringLiteral("?>\n<!DOCTYPE xliff [<!ENTITY ext SYSTEM \"file://%1\">]>\n").arg(QFileInfo(secret).absoluteFilePath()));
    QString error;
    QVERIFY(!importXliff(xml.toUtf8(), nullptr, &error));
    QVERIFY2(error.contains(QLatin1String("entities")), qPrintable(error));
    QVERIFY(!draftText().contains(QLatin1String("TOP-SECRET")));
    QCOMPARE(draftText(), before);
}

// XML 1.0 has no control characters: 2.0 carries them as <cp>, 1.2 cannot.
void TestXliff::controlCharacters()
{
    importPost("Colour \x1b[31mred\x1b[0m ends `\x0b` here.\n");
    QString xml = exportXliff(QStringLiteral("2.0"));
    QVERIFY2(xml.contains(QLatin1String("Colour <cp hex=\"001B\"/>[31mred<cp hex=\"001B\"/>[0m ends ")), qPrintable(xml));
    QVERIFY(xml.contains(QLatin1String("<data id=\"d1\" xml:space=\"preserve\">`<cp hex=\"000B\"/>`</data>")));
    xml = withTarget(xml, QStringLiteral("s1"),
        sourceInner(xml, QStringLiteral("s1")).replace(QLatin1String(" here."), QStringLiteral("。")), QStringLiteral("translated"));
    QString error;
    QVERIFY2(importXliff(xml.toUtf8(), nullptr, &error), qPrintable(error));
    QCOMPARE(draftText(), QStringLiteral("Colour \x1b[31mred\x1b[0m ends `\x0b`。\n"));

    IssueRepository repository(*m_store);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(!XliffWriter::write(
        buffer, 4, repository.sourceBlocks(m_issueId), repository.targetBlocks(m_issueId), XliffWriter::Version::Xliff12, &error));
    QVERIFY2(error.contains(QLatin1String("U+001B")), qPrintable(error));
}

void TestXliff::corpusTargetsRebuildExactly_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("version");
    const QDir corpus(QStringLiteral(YIQIAO_SHARED_DIR "/corpus"));
    int rows = 0;
    for (const QString &slug : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = corpus.absoluteFilePath(slug + QStringLiteral("/source.en.md"));
        if (QFileInfo::exists(path)) {
            for (const QString &version : {QStringLiteral("2.0"), QStringLiteral("1.2")}) {
                QTest::newRow(qPrintable(slug + QLatin1Char(' ') + version)) << path << version;
                ++rows;
            }
        }
    }
    if (rows == 0) {
        QTest::newRow("no corpus") << QString() << QString();
    }
}

// Every real post: a tool that copies each source into its target gives back the
// draft's exact markdown, unit by unit, and the import only confirms the blocks.
void TestXliff::corpusTargetsRebuildExactly()
{
    QFETCH(QString, path);
    QFETCH(QString, version);
    if (path.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    importPost(file.readAll());
    const QString before = draftText();
    QString xml = exportXliff(version);
    static const QRegularExpression source20(
        QStringLiteral("<source xml:space=\"preserve\">(.*?)</source>"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression source12(QStringLiteral("<source>(.*?)</source>"), QRegularExpression::DotMatchesEverythingOption);
    if (version == QLatin1String("2.0")) {
        xml.replace(source20, QStringLiteral("<source xml:space=\"preserve\">\\1</source><target xml:space=\"preserve\">\\1</target>"));
        xml.replace(QLatin1String("<segment>"), QLatin1String("<segment state=\"translated\">"));
    } else {
        xml.replace(source12, QStringLiteral("<source>\\1</source><target state=\"translated\">\\1</target>"));
    }
    QBuffer buffer;
    buffer.setData(xml.toUtf8());
    buffer.open(QIODevice::ReadOnly);
    XliffReader reader;
    QVERIFY2(reader.read(buffer), qPrintable(reader.errorString()));
    QVERIFY2(reader.problems().isEmpty(), qPrintable(reader.problems().join(QLatin1Char('\n'))));
    IssueRepository repository(*m_store);
    const QList<XliffGroup> groups = XliffGroup::groups(repository.sourceBlocks(m_issueId), repository.targetBlocks(m_issueId));
    QCOMPARE(reader.units().size(), groups.size());
    for (int i = 0; i < groups.size(); ++i) {
        QCOMPARE(reader.units().at(i).id, groups.at(i).id);
        QCOMPARE(reader.units().at(i).target, groups.at(i).draftText);
    }
    XliffImporter::Counts counts;
    QString error;
    QVERIFY2(importXliff(xml.toUtf8(), &counts, &error), qPrintable(error));
    const QString after = draftText();
    int at = 0;
    while (at < after.size() && at < before.size() && after.at(at) == before.at(at)) {
        ++at;
    }
    QCOMPARE(after.mid(std::max(0, at - 80), 200), before.mid(std::max(0, at - 80), 200));
    QVERIFY(counts.updated > 0);
    for (const QString &block : describe()) {
        QVERIFY2(!block.startsWith(QLatin1Char(' ')), qPrintable(block)); // still aligned
    }
}

void TestXliff::corpusPairsKeepAlignment_data()
{
    QTest::addColumn<QString>("slug");
    const QDir corpus(QStringLiteral(YIQIAO_SHARED_DIR "/corpus"));
    int rows = 0;
    for (const QString &slug : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (QFileInfo::exists(corpus.absoluteFilePath(slug + QStringLiteral("/target.zh.md")))) {
            QTest::newRow(qPrintable(slug)) << corpus.absoluteFilePath(slug);
            ++rows;
        }
    }
    if (rows == 0) {
        QTest::newRow("no corpus") << QString();
    }
}

// Real drafts with n:m links (the published translation, aligned at import): a
// tool that puts each unit's English back as its target rewrites every group, and
// every group still links the same source blocks, now with their text.
void TestXliff::corpusPairsKeepAlignment()
{
    QFETCH(QString, slug);
    if (slug.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    QFile source(slug + QStringLiteral("/source.en.md"));
    QFile target(slug + QStringLiteral("/target.zh.md"));
    QVERIFY(source.open(QIODevice::ReadOnly) && target.open(QIODevice::ReadOnly));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(4, source.readAll(), QString(), QString(), target.readAll()), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    IssueRepository repository(*m_store);
    const QList<XliffGroup> before = XliffGroup::groups(repository.sourceBlocks(m_issueId), repository.targetBlocks(m_issueId));
    QString xml = exportXliff(QStringLiteral("2.0"));
    static const QRegularExpression unit(
        QStringLiteral("(<source xml:space=\"preserve\">(.*?)</source>)\\s*(?:<target[^>]*>.*?</target>)?"),
        QRegularExpression::DotMatchesEverythingOption);
    xml.replace(unit, QStringLiteral("\\1<target xml:space=\"preserve\">\\2</target>"));
    XliffImporter::Counts counts;
    QString error;
    QVERIFY2(importXliff(xml.toUtf8(), &counts, &error), qPrintable(error));
    QHash<QString, XliffGroup> after;
    for (const XliffGroup &group : XliffGroup::groups(repository.sourceBlocks(m_issueId), repository.targetBlocks(m_issueId))) {
        after.insert(group.id, group);
    }
    int rewritten = 0;
    for (const XliffGroup &group : before) {
        QVERIFY2(after.contains(group.id), qPrintable(group.id));
        if (group.translatable) {
            QCOMPARE(after.value(group.id).draftText, group.sourceText);
            rewritten += group.draftText != group.sourceText ? 1 : 0;
        } else {
            QCOMPARE(after.value(group.id).draftText, group.draftText);
        }
    }
    QCOMPARE(after.size(), before.size());
    QVERIFY(rewritten > 0);
}

QTEST_GUILESS_MAIN(TestXliff)
#include "tst_xliff.moc"
