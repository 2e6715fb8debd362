// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrepository.h"
#include "clirunner.h"
#include "deletions/deletionrepository.h"
#include "markdown/markdownblockparser.h"
#include "store/issuerepository.h"
#include "store/projectlock.h"
#include "store/projectstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

namespace {

using Run = CliRun;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

// How export starts its warning about open checklist items.
const QByteArray kGateWarning("yiqiao-cli: warning: issue 7 exported with ");
const QByteArray kSource("---\ntitle: CLI test\n---\n\n# CLI test\n\nA paragraph with `code` and 中文.\n\n"
                         "```python\nprint(\"hi\")\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two\n");

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void newProject();
    void importAndExport_data();
    void importAndExport();
    void blocksJson_data();
    void blocksJson();
    void blocksText();
    void statsJson();
    void alignJson();
    void tmRoundTrip();
    void pretranslateAndAttach();
    void writingRefusesAnOpenProject_data();
    void writingRefusesAnOpenProject();
    void termsCheck();
    void errors_data();
    void errors();
    void everyCommandOfTheUsageIsKnown_data();
    void everyCommandOfTheUsageIsKnown();
    void readingChangesNothing_data();
    void readingChangesNothing();
    void fullDiskIsAnError();
    void parallelImports();
    void binaryImportChangesNothing_data();
    void binaryImportChangesNothing();
    void benchTmTable_data();
    void benchTmTable();
    void xliffRoundTrip_data();
    void xliffRoundTrip();
    void xliffErrors_data();
    void xliffErrors();
    void termsRoundTrip();
    void termsErrors_data();
    void termsErrors();
    void tags_data();
    void tags();
    void importTakesFrontMatterTags();
    void deleteBlock_data();
    void deleteBlock();
    void listDeletions();
    void deleteCanDropTheDraftCopy_data();
    void deleteCanDropTheDraftCopy();
    void untouchedImportRoundTripsAfterTagsAndASecondPost();
    void exportFinished_data();
    void exportFinished();
    void exportRefusal_data();
    void exportRefusal();
    void checklistGate_data();
    void checklistGate();

private:
    // The id of issue 7's source paragraph ("A paragraph with `code` and 中文.").
    QString paragraphId() const;
    Run cli(const QStringList &arguments) const;
    QString path(const QString &name) const { return m_dir->filePath(name); }
    // new P.yiqiao + import of kSource as issue 7.
    void createImportedProject();
    // createImportedProject(), its paragraph deleted with why as justification.
    void createProjectWithDeletion(const QString &why);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCli::initTestCase()
{
    QVERIFY2(QFileInfo(QStringLiteral(YIQIAO_CLI)).isExecutable(), YIQIAO_CLI);
}

void TestCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestCli::cleanup()
{
    m_dir.reset();
}

Run TestCli::cli(const QStringList &arguments) const
{
    return CliRun::in(m_dir->path(), arguments);
}

void TestCli::createImportedProject()
{
    QVERIFY(writeFile(path(QStringLiteral("source.md")), kSource));
    Run run = cli({QStringLiteral("new"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--name"), QStringLiteral("N")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    run = cli({QStringLiteral("import"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--issue"), QStringLiteral("7"),
        QStringLiteral("--title"), QStringLiteral("T"), path(QStringLiteral("source.md"))});
    QVERIFY2(run.exitCode == 0, run.err.constData());
}

void TestCli::newProject()
{
    const QString project = path(QStringLiteral("P.yiqiao"));
    Run run = cli({QStringLiteral("new"), project, QStringLiteral("--name"), QStringLiteral("N")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QVERIFY(QFileInfo(project).isFile());
    QVERIFY(QFileInfo(project).size() > 0);
    const QByteArray created = readFile(project);

    run = cli({QStringLiteral("new"), project, QStringLiteral("--name"), QStringLiteral("Other")});
    QVERIFY(run.exitCode != 0);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(run.err.endsWith('\n'));
    QVERIFY2(run.err.startsWith("yiqiao-cli:"), run.err.constData());
    QCOMPARE(readFile(project), created);

    run = cli({QStringLiteral("stats"), project, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out).object().value(QStringLiteral("name")).toString(), QStringLiteral("N"));
}

void TestCli::importAndExport_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::newRow("front matter, code, table, list") << kSource;
    QTest::newRow("CRLF") << QByteArray("# Windows\r\n\r\nLine one\r\nline two.\r\n");
    QTest::newRow("no final newline") << QByteArray("# Title\n\nThe end");
    QTest::newRow("Chinese and emoji") << QByteArray("# 标题\n\n中文内容😀。\n");
}

void TestCli::importAndExport()
{
    QFETCH(QByteArray, source);
    const QString project = path(QStringLiteral("P.yiqiao"));
    QVERIFY(writeFile(path(QStringLiteral("SOURCE.md")), source));
    Run run = cli({QStringLiteral("new"), project, QStringLiteral("--name"), QStringLiteral("N")});
    QCOMPARE(run.exitCode, 0);
    run = cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--title"),
        QStringLiteral("T"), path(QStringLiteral("SOURCE.md"))});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.err.isEmpty(), run.err.constData());

    // An untouched import has nothing to finish: the plain export round-trips it.
    run = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(run.out, source);

    const QString out = path(QStringLiteral("OUT.md"));
    run = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--source"),
        QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(readFile(out), source);

    // The draft to a file, over an existing one.
    run = cli({QStringLiteral("export"), project, QStringLiteral("--issue=7"), QStringLiteral("--output"), out});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(readFile(out), source);

    run = cli({QStringLiteral("stats"), project, QStringLiteral("--json")});
    const QJsonObject stats = QJsonDocument::fromJson(run.out).object();
    const QJsonArray perIssue = stats.value(QStringLiteral("per_issue")).toArray();
    QCOMPARE(perIssue.size(), 1);
    QCOMPARE(perIssue.at(0).toObject().value(QStringLiteral("title")).toString(), QStringLiteral("T"));
    QCOMPARE(perIssue.at(0).toObject().value(QStringLiteral("number")).toInt(), 7);
}

void TestCli::blocksJson_data()
{
    QTest::addColumn<bool>("source");
    QTest::newRow("draft blocks") << false;
    QTest::newRow("source blocks") << true;
}

void TestCli::blocksJson()
{
    QFETCH(bool, source);
    createImportedProject();
    if (QTest::currentTestFailed()) {
        return;
    }
    QStringList arguments = {QStringLiteral("blocks"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--issue"), QStringLiteral("7"),
        QStringLiteral("--json")};
    if (source) {
        arguments.append(QStringLiteral("--source"));
    }
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isArray());
    const QJsonArray blocks = doc.array();
    const MarkdownDocument parsed = MarkdownBlockParser::parse(kSource);
    QCOMPARE(blocks.size(), int(parsed.blocks.size()));
    QSet<qint64> ids;
    for (int i = 0; i < blocks.size(); ++i) {
        QVERIFY(blocks.at(i).isObject());
        const QJsonObject block = blocks.at(i).toObject();
        for (const char *key : {"id", "kind", "text", "aligned"}) {
            QVERIFY2(block.contains(QLatin1String(key)), key);
        }
        QVERIFY(block.value(QStringLiteral("id")).isDouble());
        const qint64 id = qint64(block.value(QStringLiteral("id")).toDouble());
        QVERIFY(id > 0);
        QVERIFY(!ids.contains(id));
        ids.insert(id);
        QCOMPARE(block.value(QStringLiteral("kind")).toString(), BlockKinds::toString(parsed.blocks.at(i).kind));
        QCOMPARE(block.value(QStringLiteral("text")).toString(), parsed.blocks.at(i).text);
        QVERIFY(block.value(QStringLiteral("aligned")).isArray());
        const QJsonArray aligned = block.value(QStringLiteral("aligned")).toArray();
        QCOMPARE(aligned.size(), 1);
        QVERIFY(aligned.at(0).toDouble() > 0);
        if (source) {
            QVERIFY(!block.contains(QStringLiteral("status")));
        } else {
            QCOMPARE(block.value(QStringLiteral("status")).toString(), QStringLiteral("draft"));
            QCOMPARE(block.value(QStringLiteral("origin")).toString(), QStringLiteral("translation"));
        }
    }
    QCOMPARE(blocks.at(0).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("front_matter"));
}

void TestCli::blocksText()
{
    createImportedProject();
    if (QTest::currentTestFailed()) {
        return;
    }
    const Run run = cli({QStringLiteral("blocks"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--issue"), QStringLiteral("7"),
        QStringLiteral("--source")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QVERIFY(run.out.endsWith('\n'));
    const MarkdownDocument parsed = MarkdownBlockParser::parse(kSource);
    const QStringList lines = QString::fromUtf8(run.out.left(run.out.size() - 1)).split(QLatin1Char('\n'));
    QCOMPARE(int(lines.size()), int(parsed.blocks.size()));
    for (int i = 0; i < lines.size(); ++i) {
        // id, kind, aligned ids, text with line breaks escaped
        const QStringList fields = lines.at(i).split(QLatin1Char('\t'));
        QVERIFY2(fields.size() >= 4, qPrintable(lines.at(i)));
        QVERIFY(fields.at(0).toLongLong() > 0);
        QCOMPARE(fields.at(1), BlockKinds::toString(parsed.blocks.at(i).kind));
        QVERIFY2(fields.at(2) != QLatin1String("-"), qPrintable(lines.at(i)));
    }
    QVERIFY(lines.at(0).contains(QStringLiteral("---\\ntitle: CLI test\\n---")));
}

void TestCli::statsJson()
{
    createImportedProject();
    if (QTest::currentTestFailed()) {
        return;
    }
    Run run = cli({QStringLiteral("stats"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QJsonParseError error;
    const QJsonObject stats = QJsonDocument::fromJson(run.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(stats.value(QStringLiteral("issues")).toInt(-1), 1);
    QCOMPARE(stats.value(QStringLiteral("name")).toString(), QStringLiteral("N"));
    QCOMPARE(stats.value(QStringLiteral("source_posts")).toInt(), 1);
    QCOMPARE(stats.value(QStringLiteral("progress")).toDouble(-1), 0.0);

    run = cli({QStringLiteral("stats"), path(QStringLiteral("P.yiqiao"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("#7 T"), run.out.constData());
}

// An imported translation's alignment as links: every draft and source block is in
// a link or listed as unaligned, exactly once.
void TestCli::alignJson()
{
    QVERIFY(cli({QStringLiteral("new"), path(QStringLiteral("A.yiqiao"))}).exitCode == 0);
    QFile source(path(QStringLiteral("en.md")));
    QFile target(path(QStringLiteral("zh.md")));
    QVERIFY(source.open(QIODevice::WriteOnly) && target.open(QIODevice::WriteOnly));
    source.write("# Install\n\nRun `nvidia-smi` first.\n\n## On Windows\n\nUse WSL2.\n\n## On Linux\n\nRun ./run.sh --gpus 2.\n");
    target.write("# 安装\n\n先运行 `nvidia-smi`。\n\n## 在 Linux 上\n\n运行 ./run.sh --gpus 2。\n");
    source.close();
    target.close();
    QCOMPARE(cli({QStringLiteral("import"), path(QStringLiteral("A.yiqiao")), QStringLiteral("--issue"), QStringLiteral("3"),
                     QStringLiteral("--translation"), target.fileName(), source.fileName()})
                 .exitCode,
        0);
    const Run run = cli({QStringLiteral("align"), path(QStringLiteral("A.yiqiao")), QStringLiteral("--issue"), QStringLiteral("3"),
        QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("issue")).toInt(), 3);
    QSet<qint64> sources;
    QSet<qint64> targets;
    const auto collect = [](const QJsonArray &array, QSet<qint64> &into) {
        for (const QJsonValue &value : array) {
            QVERIFY(!into.contains(qint64(value.toDouble())));
            into.insert(qint64(value.toDouble()));
        }
    };
    for (const QJsonValue &link : json.value(QStringLiteral("links")).toArray()) {
        const double score = link.toObject().value(QStringLiteral("score")).toDouble();
        QVERIFY(score > 0 && score <= 1);
        collect(link.toObject().value(QStringLiteral("sources")).toArray(), sources);
        collect(link.toObject().value(QStringLiteral("targets")).toArray(), targets);
    }
    collect(json.value(QStringLiteral("unalignedSources")).toArray(), sources);
    collect(json.value(QStringLiteral("unalignedTargets")).toArray(), targets);
    QCOMPARE(sources.size(), 6);
    QCOMPARE(targets.size(), 4);
    // The dropped Windows section is what stays unaligned.
    QCOMPARE(json.value(QStringLiteral("unalignedSources")).toArray().size(), 2);
    QCOMPARE(json.value(QStringLiteral("unalignedTargets")).toArray().size(), 0);

    const Run text = cli({QStringLiteral("align"), path(QStringLiteral("A.yiqiao")), QStringLiteral("--issue"), QStringLiteral("3")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("## \xe5\x9c\xa8 Linux")); // "## 在 Linux" in a link line
}

// An imported translation feeds the memory; TMX carries it to another project, where
// lookup finds it; importing the same file twice adds nothing.
void TestCli::tmRoundTrip()
{
    QVERIFY(cli({QStringLiteral("new"), path(QStringLiteral("A.yiqiao"))}).exitCode == 0);
    QVERIFY(cli({QStringLiteral("new"), path(QStringLiteral("B.yiqiao"))}).exitCode == 0);
    QFile source(path(QStringLiteral("en.md")));
    QFile target(path(QStringLiteral("zh.md")));
    QVERIFY(source.open(QIODevice::WriteOnly) && target.open(QIODevice::WriteOnly));
    source.write("# Install\n\nRun `nvidia-smi` to check the driver version.\n");
    target.write("# 安装\n\n运行 `nvidia-smi` 检查驱动版本。\n");
    source.close();
    target.close();
    QCOMPARE(cli({QStringLiteral("import"), path(QStringLiteral("A.yiqiao")), QStringLiteral("--issue"), QStringLiteral("5"),
                     QStringLiteral("--translation"), target.fileName(), source.fileName()})
                 .exitCode,
        0);
    const Run exported =
        cli({QStringLiteral("tm"), QStringLiteral("export"), path(QStringLiteral("A.yiqiao")), path(QStringLiteral("a.tmx"))});
    QCOMPARE(exported.exitCode, 0);
    QVERIFY2(exported.out.startsWith("2 "), exported.out.constData());
    const Run imported =
        cli({QStringLiteral("tm"), QStringLiteral("import"), path(QStringLiteral("B.yiqiao")), path(QStringLiteral("a.tmx"))});
    QCOMPARE(imported.exitCode, 0);
    QVERIFY2(imported.out.contains("2 units added"), imported.out.constData());
    const Run again =
        cli({QStringLiteral("tm"), QStringLiteral("import"), path(QStringLiteral("B.yiqiao")), path(QStringLiteral("a.tmx"))});
    QVERIFY2(again.out.contains("0 units added, 2 already"), again.out.constData());
    const Run lookup = cli({QStringLiteral("tm"), QStringLiteral("lookup"), path(QStringLiteral("B.yiqiao")),
        QStringLiteral("Run `nvidia-smi` to check the driver version."), QStringLiteral("--json")});
    QCOMPARE(lookup.exitCode, 0);
    const QJsonArray matches = QJsonDocument::fromJson(lookup.out).array();
    QVERIFY(!matches.isEmpty());
    QCOMPARE(matches.at(0).toObject().value(QStringLiteral("score")).toInt(), 100);
    QCOMPARE(matches.at(0).toObject().value(QStringLiteral("target")).toString(), QStringLiteral("运行 `nvidia-smi` 检查驱动版本。"));
    QCOMPARE(matches.at(0).toObject().value(QStringLiteral("origin")).toString(), QStringLiteral("tmx:a.tmx"));
    const Run fuzzy = cli({QStringLiteral("tm"), QStringLiteral("lookup"), path(QStringLiteral("B.yiqiao")),
        QStringLiteral("Run `nvidia-smi` to check the CUDA version."), QStringLiteral("--min"), QStringLiteral("50")});
    QCOMPARE(fuzzy.exitCode, 0);
    const int score = fuzzy.out.split('\t').value(0).toInt();
    QVERIFY2(score >= 50 && score < 100, fuzzy.out.constData());
    QVERIFY(fuzzy.err.isEmpty());
    // Nothing found is said (on stderr: stdout is the matches); nothing to look up is refused.
    const Run none =
        cli({QStringLiteral("tm"), QStringLiteral("lookup"), path(QStringLiteral("B.yiqiao")), QStringLiteral("Unrelated words.")});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(none.out.isEmpty());
    QVERIFY2(none.err.contains("no match scores 75 or more"), none.err.constData());
    QCOMPARE(cli({QStringLiteral("tm"), QStringLiteral("lookup"), path(QStringLiteral("B.yiqiao")), QStringLiteral(" ")}).exitCode, 2);
}

// An older issue's published translation pre-translates a new issue's copy of the
// same post; an attached TMX file is found, reported and detached.
void TestCli::pretranslateAndAttach()
{
    const QString project = path(QStringLiteral("P.yiqiao"));
    QVERIFY(cli({QStringLiteral("new"), project}).exitCode == 0);
    QVERIFY(writeFile(path(QStringLiteral("en.md")), "# Install\n\nRun `nvidia-smi` to check the driver version.\n\nReboot.\n"));
    QVERIFY(writeFile(path(QStringLiteral("zh.md")), "# 安装\n\n运行 `nvidia-smi` 检查驱动版本。\n\n重启。\n"));
    QVERIFY(writeFile(path(QStringLiteral("en2.md")), "# Install\n\nRun `nvidia-smi` to check the CUDA driver version.\n\nLog out.\n"));
    QCOMPARE(cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--translation"),
                     path(QStringLiteral("zh.md")), path(QStringLiteral("en.md"))})
                 .exitCode,
        0);
    QCOMPARE(
        cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("2"), path(QStringLiteral("en2.md"))}).exitCode,
        0);
    const Run run =
        cli({QStringLiteral("pretranslate"), project, QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject result = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(result.value(QStringLiteral("filled")).toInt(), 2); // the heading exactly, the paragraph fuzzily
    QCOMPARE(result.value(QStringLiteral("exact")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("withoutMatch")).toInt(), 1);
    const Run draft = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--draft")});
    QCOMPARE(draft.out, QByteArray("# 安装\n\n运行 `nvidia-smi` 检查驱动版本。\n\nLog out.\n"));
    const Run blocks = cli({QStringLiteral("blocks"), project, QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(blocks.out).array().at(0).toObject().value(QStringLiteral("status")).toString(),
        QStringLiteral("pretranslated"));
    const Run stats = cli({QStringLiteral("stats"), project});
    QVERIFY2(stats.out.contains("#2") && stats.out.contains("0.0% done"), stats.out.constData());
    const Run low = cli({QStringLiteral("pretranslate"), project, QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--min"),
        QStringLiteral("0")});
    QCOMPARE(low.exitCode, 2);

    QVERIFY(writeFile(path(QStringLiteral("vendor.tmx")),
        "<?xml version=\"1.0\"?><tmx version=\"1.4\"><header srclang=\"en\"/><body>"
        "<tu><tuv xml:lang=\"en\"><seg>Log out.</seg></tuv>"
        "<tuv xml:lang=\"zh-Hans\"><seg>注销。</seg></tuv></tu></body></tmx>"));
    const Run attach = cli({QStringLiteral("tm"), QStringLiteral("attach"), project, path(QStringLiteral("vendor.tmx"))});
    QVERIFY2(attach.exitCode == 0 && attach.out.contains("1 units"), attach.out + attach.err);
    const Run attached = cli({QStringLiteral("tm"), QStringLiteral("attached"), project});
    QVERIFY2(attached.out.contains("attached:vendor.tmx\t1\tcurrent"), attached.out.constData());
    const QJsonArray listed =
        QJsonDocument::fromJson(cli({QStringLiteral("tm"), QStringLiteral("attached"), project, QStringLiteral("--json")}).out).array();
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed.at(0).toObject().value(QStringLiteral("units")).toInt(), 1);
    QCOMPARE(listed.at(0).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("current"));
    const Run lookup = cli({QStringLiteral("tm"), QStringLiteral("lookup"), project, QStringLiteral("Log out.")});
    QVERIFY2(lookup.out.contains("注销。"), lookup.out.constData());
    QCOMPARE(cli({QStringLiteral("tm"), QStringLiteral("detach"), project, path(QStringLiteral("vendor.tmx"))}).exitCode, 0);
    QVERIFY(!cli({QStringLiteral("tm"), QStringLiteral("lookup"), project, QStringLiteral("Log out.")}).out.contains("注销"));
    const Run again = cli({QStringLiteral("tm"), QStringLiteral("detach"), project, path(QStringLiteral("vendor.tmx"))});
    QCOMPARE(again.exitCode, 1);
    QVERIFY(writeFile(path(QStringLiteral("broken.tmx")), "<tmx><body><tu>"));
    const Run broken = cli({QStringLiteral("tm"), QStringLiteral("attach"), project, path(QStringLiteral("broken.tmx"))});
    QCOMPARE(broken.exitCode, 1);
    QVERIFY(cli({QStringLiteral("tm"), QStringLiteral("attached"), project}).out.isEmpty());
}

// A Yiqiao window has the project open: pretranslate must not write under it.
// The lock is the window's (ProjectLock): it would not see the change.
void TestCli::writingRefusesAnOpenProject_data()
{
    QTest::addColumn<QStringList>("arguments"); // after the project
    QTest::newRow("pretranslate") << QStringList {QStringLiteral("pretranslate"), QStringLiteral("--issue"), QStringLiteral("7")};
    QTest::newRow("import of a new issue") << QStringList {
        QStringLiteral("import"), QStringLiteral("--issue"), QStringLiteral("8"), QStringLiteral("second.md")};
}

void TestCli::writingRefusesAnOpenProject()
{
    QFETCH(QStringList, arguments);
    createImportedProject();
    QVERIFY(writeFile(path(QStringLiteral("second.md")), "# Second\n\nAnother post.\n"));
    arguments.replaceInStrings(QStringLiteral("second.md"), path(QStringLiteral("second.md")));
    arguments.insert(1, path(QStringLiteral("P.yiqiao")));
    ProjectLock lock;
    QVERIFY(lock.tryLock(path(QStringLiteral("P.yiqiao"))));
    const QByteArray before = readFile(path(QStringLiteral("P.yiqiao")));
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(!run.err.isEmpty(), run.out.constData());
    QCOMPARE(readFile(path(QStringLiteral("P.yiqiao"))), before);
}

// A term list in the seeds' CSV layout, then the draft's findings, text and JSON.
void TestCli::termsCheck()
{
    const QString project = path(QStringLiteral("P.yiqiao"));
    QVERIFY(cli({QStringLiteral("new"), project}).exitCode == 0);
    QVERIFY(writeFile(path(QStringLiteral("en.md")), "# Setup\n\nEnable gradient checkpointing to save memory.\n"));
    QVERIFY(writeFile(path(QStringLiteral("zh.md")), "# 设置\n\n启用梯度检查来节省显存。\n"));
    QCOMPARE(cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("3"), QStringLiteral("--translation"),
                     path(QStringLiteral("zh.md")), path(QStringLiteral("en.md"))})
                 .exitCode,
        0);
    QVERIFY(writeFile(path(QStringLiteral("terms.csv")), "英文术语,中文术语,所属文章,关键说明\ngradient checkpointing,梯度检查点,,\n"));
    const Run imported = cli({QStringLiteral("terms"), QStringLiteral("import"), project, path(QStringLiteral("terms.csv"))});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const Run text = cli({QStringLiteral("terms"), QStringLiteral("check"), project, QStringLiteral("--issue"), QStringLiteral("3")});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.startsWith("missing\tgradient checkpointing\t"), text.out.constData());
    const Run json = cli({QStringLiteral("terms"), QStringLiteral("check"), project, QStringLiteral("--issue"), QStringLiteral("3"),
        QStringLiteral("--json")});
    const QJsonObject report = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(report.value(QStringLiteral("issue")).toInt(), 3);
    QCOMPARE(report.value(QStringLiteral("findings")).toArray().size(), 1);
    QCOMPARE(report.value(QStringLiteral("findings")).toArray().at(0).toObject().value(QStringLiteral("kind")).toString(),
        QStringLiteral("missing"));
    const Run noIssue = cli({QStringLiteral("terms"), QStringLiteral("check"), project, QStringLiteral("--issue"), QStringLiteral("9")});
    QCOMPARE(noIssue.exitCode, 1);

    // Lookup both ways: the term by its rendering, and the blocks where it occurs.
    const Run found = cli({QStringLiteral("terms"), QStringLiteral("find"), project, QStringLiteral("检查")});
    QVERIFY2(found.exitCode == 0, found.err.constData());
    const QStringList lines = QString::fromUtf8(found.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), QStringLiteral("term\tgradient checkpointing\t梯度检查点"));
    QVERIFY2(lines.at(1).startsWith(QStringLiteral("3\tdraft\t")) && lines.at(1).endsWith(QStringLiteral("\t启用梯度检查来节省显存。")),
        qPrintable(lines.at(1)));
    const Run english =
        cli({QStringLiteral("terms"), QStringLiteral("find"), project, QStringLiteral("checkpointings"), QStringLiteral("--json")});
    const QJsonObject lookup = QJsonDocument::fromJson(english.out).object();
    QCOMPARE(lookup.value(QStringLiteral("terms")).toArray().size(), 1); // the term of the base form
    QCOMPARE(lookup.value(QStringLiteral("occurrences")).toArray().size(), 1);
    QCOMPARE(lookup.value(QStringLiteral("occurrences")).toArray().at(0).toObject().value(QStringLiteral("text")).toString(),
        QStringLiteral("checkpointing"));
}

void TestCli::errors_data()
{
    // %P: the project with issue 7, %D: the temporary folder.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");

    const QString p = QStringLiteral("%P");
    const QString issue = QStringLiteral("--issue");
    QTest::newRow("missing project file") << QStringList {QStringLiteral("export"), QStringLiteral("%D/missing.yiqiao"), issue,
        QStringLiteral("7")} << 1;
    QTest::newRow("stats of a missing project file") << QStringList {QStringLiteral("stats"), QStringLiteral("%D/missing.yiqiao")} << 1;
    QTest::newRow("project that is a markdown file") << QStringList {QStringLiteral("stats"), QStringLiteral("%D/source.md")} << 1;
    QTest::newRow("non-UTF-8 source") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8"), QStringLiteral("%D/bad.md")}
                                      << 1;
    QTest::newRow("non-UTF-8 source into an existing issue")
        << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("7"), QStringLiteral("%D/bad.md")} << 1;
    QTest::newRow("non-UTF-8 translation") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8"),
        QStringLiteral("--translation"), QStringLiteral("%D/bad.md"), QStringLiteral("%D/source.md")}
                                           << 1;
    // An empty or blank translation must not quietly become "no translation" or an empty draft.
    QTest::newRow("empty translation file") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8"),
        QStringLiteral("--translation"), QStringLiteral("%D/empty.md"), QStringLiteral("%D/source.md")}
                                            << 1;
    QTest::newRow("whitespace-only translation file") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8"),
        QStringLiteral("--translation"), QStringLiteral("%D/blank.md"), QStringLiteral("%D/source.md")}
                                                      << 1;
    QTest::newRow("empty source file") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8"),
        QStringLiteral("%D/empty.md")} << 1;
    QTest::newRow("missing source file") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8"),
        QStringLiteral("%D/nothere.md")} << 1;
    QTest::newRow("source is a folder") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8"), QStringLiteral("%D")} << 1;
    QTest::newRow("unknown issue (export)") << QStringList {QStringLiteral("export"), p, issue, QStringLiteral("99")} << 1;
    QTest::newRow("unknown issue (blocks)") << QStringList {QStringLiteral("blocks"), p, issue, QStringLiteral("99")} << 1;
    QTest::newRow("tm without an action") << QStringList {QStringLiteral("tm"), p} << 2;
    QTest::newRow("tm import of a broken file")
        << QStringList {QStringLiteral("tm"), QStringLiteral("import"), p, QStringLiteral("%D/bad.md")} << 1;
    QTest::newRow("tm import of a missing file")
        << QStringList {QStringLiteral("tm"), QStringLiteral("import"), p, QStringLiteral("%D/missing.tmx")} << 1;
    QTest::newRow("tm lookup with a wrong --min") << QStringList {QStringLiteral("tm"), QStringLiteral("lookup"), p, QStringLiteral("text"),
        QStringLiteral("--min"), QStringLiteral("x")}
                                                  << 2;
    QTest::newRow("tm export over the project") << QStringList {QStringLiteral("tm"), QStringLiteral("export"), p, p} << 1;
    QTest::newRow("unknown issue (align)") << QStringList {QStringLiteral("align"), p, issue, QStringLiteral("99")} << 1;
    QTest::newRow("missing --issue (align)") << QStringList {QStringLiteral("align"), p, QStringLiteral("--json")} << 2;
    QTest::newRow("align of a missing project file")
        << QStringList {QStringLiteral("align"), QStringLiteral("%D/missing.yiqiao"), issue, QStringLiteral("7")} << 1;
    QTest::newRow("new project in a missing folder") << QStringList {QStringLiteral("new"), QStringLiteral("%D/no/such/P.yiqiao")} << 1;
    QTest::newRow("export to a missing folder")
        << QStringList {QStringLiteral("export"), p, issue, QStringLiteral("7"), QStringLiteral("-o"), QStringLiteral("%D/no/such/out.md")}
        << 1;
    QTest::newRow("unknown command") << QStringList {QStringLiteral("frobnicate"), p} << 2;
    QTest::newRow("missing --issue (export)") << QStringList {QStringLiteral("export"), p} << 2;
    QTest::newRow("missing --issue (blocks)") << QStringList {QStringLiteral("blocks"), p, QStringLiteral("--json")} << 2;
    QTest::newRow("missing --issue (import)") << QStringList {QStringLiteral("import"), p, QStringLiteral("%D/source.md")} << 2;
    QTest::newRow("--issue abc (export)") << QStringList {QStringLiteral("export"), p, issue, QStringLiteral("abc")} << 2;
    QTest::newRow("--issue abc (import)") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("abc"),
        QStringLiteral("%D/source.md")} << 2;
    QTest::newRow("--issue=0") << QStringList {QStringLiteral("export"), p, QStringLiteral("--issue=0")} << 2;
    QTest::newRow("--issue 7.5") << QStringList {QStringLiteral("blocks"), p, issue, QStringLiteral("7.5")} << 2;
    QTest::newRow("unknown option") << QStringList {QStringLiteral("export"), p, issue, QStringLiteral("7"), QStringLiteral("--frobnicate")}
                                    << 2;
    QTest::newRow("option without its value") << QStringList {QStringLiteral("export"), p, issue} << 2;
    QTest::newRow("missing source argument") << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("8")} << 2;
    QTest::newRow("extra argument") << QStringList {QStringLiteral("stats"), p, QStringLiteral("extra")} << 2;
    QTest::newRow("no command at all") << QStringList {} << 2;
    QTest::newRow("empty project name") << QStringList {QStringLiteral("new"), QString()} << 2;
    QTest::newRow("export over the project file")
        << QStringList {QStringLiteral("export"), p, issue, QStringLiteral("7"), QStringLiteral("-o"), p} << 1;
    QTest::newRow("export over the project's journal")
        << QStringList {QStringLiteral("export"), p, issue, QStringLiteral("7"), QStringLiteral("-o"), p + QStringLiteral("-wal")} << 1;
    QTest::newRow("the same post twice into one issue")
        << QStringList {QStringLiteral("import"), p, issue, QStringLiteral("7"), QStringLiteral("%D/source.md")} << 1;
}

// The --help text and the command table stay in step: every command it lists is
// dispatched (to its own --help, or asking for its subcommand), none is "unknown".
void TestCli::everyCommandOfTheUsageIsKnown_data()
{
    QTest::addColumn<QString>("command");
    const Run usage = CliRun::in(QDir::tempPath(), {QStringLiteral("--help")});
    QCOMPARE(usage.exitCode, 0);
    QStringList commands;
    const QRegularExpression line(QStringLiteral("^  ([a-z]+) "));
    for (const QString &text : QString::fromUtf8(usage.out).split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = line.match(text);
        if (match.hasMatch() && !commands.contains(match.captured(1))) {
            commands.append(match.captured(1));
        }
    }
    QVERIFY2(commands.size() >= 25, qPrintable(commands.join(QLatin1Char(' '))));
    for (const QString &command : std::as_const(commands)) {
        QTest::newRow(qPrintable(command)) << command;
    }
}

void TestCli::everyCommandOfTheUsageIsKnown()
{
    QFETCH(QString, command);
    const Run run = cli({command, QStringLiteral("--help")});
    QVERIFY2(!run.err.contains("unknown command"), run.err.constData());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("Usage:"), run.out.constData());
    // The usage says what to type, not where the program lies.
    QVERIFY2(!run.out.contains(QFileInfo(QStringLiteral(YIQIAO_CLI)).absolutePath().toUtf8()), run.out.constData());
    // Commands with subcommands (tm, xliff, terms) list their usage lines; the others
    // show their options under "Usage: yiqiao-cli COMMAND".
    QVERIFY2(run.out.startsWith("Usage: yiqiao-cli " + command.toUtf8() + ' ') || run.out.contains("\n  " + command.toUtf8() + ' '),
        run.out.constData());
}

void TestCli::errors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    createImportedProject();
    if (QTest::currentTestFailed()) {
        return;
    }
    QVERIFY(writeFile(path(QStringLiteral("bad.md")), QByteArray("\xff\xfe bad")));
    QVERIFY(writeFile(path(QStringLiteral("empty.md")), QByteArray()));
    QVERIFY(writeFile(path(QStringLiteral("blank.md")), QByteArray(" \n\n\t\n")));
    const QString project = path(QStringLiteral("P.yiqiao"));
    for (QString &argument : arguments) {
        argument.replace(QLatin1String("%P"), project).replace(QLatin1String("%D"), m_dir->path());
    }
    const QByteArray statsBefore = cli({QStringLiteral("stats"), project, QStringLiteral("--json")}).out;
    QVERIFY(!statsBefore.isEmpty());
    const QByteArray projectBefore = readFile(project);

    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    QVERIFY2(run.err.startsWith("yiqiao-cli:"), run.err.constData());
    QVERIFY2(run.err.endsWith('\n'), run.err.constData());
    QVERIFY2(run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(run.err.trimmed().size() > int(qstrlen("yiqiao-cli:")), run.err.constData());

    // Refused input changes nothing, not even the file's change counter.
    QCOMPARE(readFile(project), projectBefore);
    const Run after = cli({QStringLiteral("stats"), project, QStringLiteral("--json")});
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(after.out, statsBefore);
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("no"))));
}

void TestCli::readingChangesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("stats") << QStringList {QStringLiteral("stats"), QStringLiteral("%P")};
    QTest::newRow("stats --json") << QStringList {QStringLiteral("stats"), QStringLiteral("%P"), QStringLiteral("--json")};
    QTest::newRow("export") << QStringList {QStringLiteral("export"), QStringLiteral("%P"), QStringLiteral("--issue"), QStringLiteral("7")};
    QTest::newRow("blocks --source") << QStringList {
        QStringLiteral("blocks"), QStringLiteral("%P"), QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--source")};
}

void TestCli::readingChangesNothing()
{
    QFETCH(QStringList, arguments);
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    arguments.replaceInStrings(QStringLiteral("%P"), project);
    const QByteArray before = readFile(project);
    const Run run = cli(arguments);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(!run.out.isEmpty());
    QCOMPARE(readFile(project), before);
}

void TestCli::fullDiskIsAnError()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full"))) {
        QSKIP("no /dev/full here");
    }
    createImportedProject();
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(YIQIAO_CLI),
        {QStringLiteral("export"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--issue"), QStringLiteral("7")});
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(process.readAllStandardError().startsWith("yiqiao-cli:"));
}

// Writers wait for each other (BEGIN IMMEDIATE + busy timeout) instead of failing
// with "database is locked".
void TestCli::parallelImports()
{
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    std::vector<std::unique_ptr<QProcess>> processes;
    const int imports = 24;
    for (int i = 0; i < imports; ++i) {
        const QString post = path(QStringLiteral("post%1.md").arg(i));
        QVERIFY(writeFile(post, QStringLiteral("# Post %1\n\nText %1.\n").arg(i).toUtf8()));
        auto process = std::make_unique<QProcess>();
        process->start(
            QStringLiteral(YIQIAO_CLI), {QStringLiteral("import"), project, QStringLiteral("--issue"), QString::number(20 + i), post});
        processes.push_back(std::move(process));
    }
    for (auto &process : processes) {
        QVERIFY(process->waitForFinished(60000));
        QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
    }
    const Run stats = cli({QStringLiteral("stats"), project, QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(stats.out).object().value(QStringLiteral("issues")).toInt(), 1 + imports);
    // Writers that close together may each leave the clean-up to the other; the next
    // one to close alone does it.
    QVERIFY(writeFile(path(QStringLiteral("last.md")), QByteArray("# Last\n")));
    const Run last =
        cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("99"), path(QStringLiteral("last.md"))});
    QVERIFY2(last.exitCode == 0, last.err.constData());
    QVERIFY(!QFileInfo::exists(project + QStringLiteral("-wal")));
}

void TestCli::binaryImportChangesNothing_data()
{
    QTest::addColumn<QString>("issue");
    QTest::newRow("into the existing issue") << QStringLiteral("7");
    QTest::newRow("into a new issue") << QStringLiteral("8");
}

void TestCli::binaryImportChangesNothing()
{
    QFETCH(QString, issue);
    createImportedProject();
    if (QTest::currentTestFailed()) {
        return;
    }
    QByteArray binary("\x89PNG\r\n\x1a\n", 8);
    binary += QByteArray(16, '\0');
    binary += QByteArray("IHDR\0\0\0\x10", 8);
    const QByteArray withNul = QByteArray("# Looks like text\n\nbut has a NUL ") + QByteArray(1, '\0') + QByteArray(" byte\n");
    QVERIFY(writeFile(path(QStringLiteral("image.png")), binary));
    QVERIFY(writeFile(path(QStringLiteral("nul.md")), withNul));
    const QString project = path(QStringLiteral("P.yiqiao"));
    const Run before = cli({QStringLiteral("stats"), project, QStringLiteral("--json")});
    QCOMPARE(before.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(before.out).object().value(QStringLiteral("issues")).toInt(), 1);

    for (const QString &file : {QStringLiteral("image.png"), QStringLiteral("nul.md")}) {
        const Run run = cli({QStringLiteral("import"), project, QStringLiteral("--issue"), issue, path(file)});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith("yiqiao-cli:") && run.err.count('\n') == 1, run.err.constData());
        const Run after = cli({QStringLiteral("stats"), project, QStringLiteral("--json")});
        QCOMPARE(after.out, before.out);
    }
    const Run exported = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7")});
    QCOMPARE(exported.out, kSource);
}

void TestCli::benchTmTable_data()
{
    QTest::addColumn<QString>("referenceQueries");
    QTest::addColumn<bool>("reference");
    QTest::newRow("translate-toolkit beside Yiqiao") << QStringLiteral("3") << true;
    QTest::newRow("--reference-max-queries 0: Yiqiao only") << QStringLiteral("0") << false;
}

void TestCli::benchTmTable()
{
    QFETCH(QString, referenceQueries);
    QFETCH(bool, reference);
    const QString corpus = QStringLiteral(YIQIAO_SHARED_DIR "/corpus");
    if (!QDir(corpus).exists()) {
        QSKIP("no shared corpus");
    }
    const Run run = cli({QStringLiteral("bench"), QStringLiteral("--tm-sizes"), QStringLiteral("2000"), QStringLiteral("--tmx-units"),
        QStringLiteral("2500"), QStringLiteral("--rounds"), QStringLiteral("1"), QStringLiteral("--corpus"), corpus,
        QStringLiteral("--reference-max-queries"), referenceQueries,
        // the TM table only: the 369-issue projects of the others take minutes under ASan
        QStringLiteral("--no-qa"), QStringLiteral("--no-find"), QStringLiteral("--no-dashboard"), QStringLiteral("--no-team")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString out = QString::fromUtf8(run.out);
    // size | stored fill build mean p95 max found/200 RSS index | translate-toolkit columns
    const QRegularExpression row(
        QStringLiteral(R"(^ +2000 \| +(\d+) +[\d.]+ +[\d.]+ +[\d.]+ +([\d.]+) +([\d.]+) +\d+/200 +\d+ +\S+ \|(.*)$)"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = row.match(out);
    QVERIFY2(match.hasMatch(), run.out.constData());
    QVERIFY(match.captured(1).toInt() > 0 && match.captured(1).toInt() <= 2000);
    QVERIFY(match.captured(3).toDouble() >= match.captured(2).toDouble());
    const QString referenceColumns = match.captured(4).trimmed();
    if (!reference) {
        QCOMPARE(referenceColumns, QStringLiteral("-"));
        QVERIFY(out.contains(QStringLiteral("translate-toolkit: skipped")));
    } else if (!out.contains(QStringLiteral("translate-toolkit: not installed"))) {
        const QRegularExpression numbers(QStringLiteral(R"(^\d+ +[\d.]+ +[\d.]+ +[\d.]+ +[\d.]+ +\d+/3 +\d+$)"));
        QVERIFY2(numbers.match(referenceColumns).hasMatch(), qPrintable(referenceColumns));
    }
    // The import of a generated TMX file: its time, what it stored, lookups and concordance after it.
    const QRegularExpression import(
        QStringLiteral(R"(^TMX import: 2500 units .* = [\d.]+ s \(\d+ units/s; CPU [\d.]+ s\), (\d+) units added$)"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch imported = import.match(out);
    QVERIFY2(imported.hasMatch(), run.out.constData());
    QVERIFY(imported.captured(1).toInt() > 2000);
    QVERIFY2(out.contains(QRegularExpression(QStringLiteral(R"(lookups p50 [\d.]+ / p95 [\d.]+ )"))), run.out.constData());
    QVERIFY2(out.contains(QRegularExpression(QStringLiteral(R"(indexed for it in [\d.]+ s \(\d+ slices\))"))), run.out.constData());
    QVERIFY2(out.contains(QStringLiteral("the same file again (every unit stored already): "))
            && out.contains(QStringLiteral(", 0 units added")),
        run.out.constData());
}

void TestCli::xliffRoundTrip_data()
{
    QTest::addColumn<QString>("version");
    QTest::newRow("XLIFF 2.0") << QStringLiteral("2.0");
    QTest::newRow("XLIFF 1.2") << QStringLiteral("1.2");
}

// Export, translate one unit as a CAT tool would, import: the draft has it.
void TestCli::xliffRoundTrip()
{
    QFETCH(QString, version);
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    const QString xlf = path(QStringLiteral("issue.xlf"));
    Run run = cli({QStringLiteral("xliff"), QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7"), xlf,
        QStringLiteral("--version"), version});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QString xml = QString::fromUtf8(readFile(xlf));
    static const QRegularExpression unit(
        QStringLiteral("(<source[^>]*>)A paragraph with (<ph[^>]*(?:/>|>[^<]*</ph>)) and 中文\\.(</source>)"));
    QVERIFY2(xml.contains(unit), qPrintable(xml));
    xml.replace(unit, QStringLiteral("\\1A paragraph with \\2 and 中文.\\3<target>一段含\\2的中文。</target>"));
    QVERIFY(writeFile(xlf, xml.toUtf8()));
    run = cli({QStringLiteral("xliff"), QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("7"), xlf});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("1 units updated"), run.out.constData());
    run = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("\n\n一段含`code`的中文。\n\n```python\n"), run.out.constData());
}

void TestCli::xliffErrors_data()
{
    QTest::addColumn<QStringList>("arguments"); // P: the project, X: an XLIFF file of issue 7
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString x = QStringLiteral("xliff");
    QTest::newRow("no action") << QStringList {x} << 2 << QStringLiteral("xliff needs export or import");
    QTest::newRow("unknown version") << QStringList {x, QStringLiteral("export"), QStringLiteral("P"), QStringLiteral("--issue"),
        QStringLiteral("7"), QStringLiteral("o.xlf"), QStringLiteral("--version"), QStringLiteral("3.0")}
                                     << 2 << QStringLiteral("--version takes 2.0 or 1.2");
    QTest::newRow("export over the project") << QStringList {x, QStringLiteral("export"), QStringLiteral("P"), QStringLiteral("--issue"),
        QStringLiteral("7"), QStringLiteral("P")}
                                             << 1 << QStringLiteral("will not export over the project file");
    QTest::newRow("import into another issue") << QStringList {x, QStringLiteral("import"), QStringLiteral("P"), QStringLiteral("--issue"),
        QStringLiteral("8"), QStringLiteral("X")}
                                               << 1 << QStringLiteral("issue 8");
    QTest::newRow("import of broken XML") << QStringList {x, QStringLiteral("import"), QStringLiteral("P"), QStringLiteral("--issue"),
        QStringLiteral("7"), QStringLiteral("B")}
                                          << 1 << QStringLiteral("Broken XML at line");
    QTest::newRow("import of a missing file") << QStringList {x, QStringLiteral("import"), QStringLiteral("P"), QStringLiteral("--issue"),
        QStringLiteral("7"), QStringLiteral("missing.xlf")}
                                              << 1 << QStringLiteral("cannot read");
}

void TestCli::xliffErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    QVERIFY(cli({QStringLiteral("new"), path(QStringLiteral("other.yiqiao"))}).exitCode == 0);
    QVERIFY(cli({QStringLiteral("import"), path(QStringLiteral("other.yiqiao")), QStringLiteral("--issue"), QStringLiteral("8"),
                    path(QStringLiteral("source.md"))})
                .exitCode
        == 0);
    // X: issue 7 of P; imported into issue 8 of another project it is refused.
    QVERIFY(cli({QStringLiteral("xliff"), QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7"),
                    path(QStringLiteral("X"))})
                .exitCode
        == 0);
    QVERIFY(writeFile(path(QStringLiteral("B")), readFile(path(QStringLiteral("X"))).left(300)));
    for (QString &argument : arguments) {
        if (argument == QLatin1String("P") || argument == QLatin1String("X") || argument == QLatin1String("B")) {
            argument = path(argument == QLatin1String("P") ? QStringLiteral("P.yiqiao") : argument);
        }
    }
    if (arguments.contains(QStringLiteral("8"))) {
        arguments.replace(2, path(QStringLiteral("other.yiqiao")));
    }
    const QByteArray before = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7")}).out;
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7")}).out, before);
}

// terms import/export: CSV → project → TBX → another project → CSV gives the same CSV.
void TestCli::termsRoundTrip()
{
    const QString a = path(QStringLiteral("A.yiqiao"));
    const QString b = path(QStringLiteral("B.yiqiao"));
    QVERIFY(cli({QStringLiteral("new"), a}).exitCode == 0);
    QVERIFY(cli({QStringLiteral("new"), b}).exitCode == 0);
    QVERIFY(writeFile(path(QStringLiteral("terms.csv")),
        "英文术语,中文术语,所属文章,关键说明\n"
        "NCCL_IB_DISABLE,禁用InfiniBand网络,博客六十一,用于解决Spot实例IP变更导致的NCCL超时\n"
        "torchrun,PyTorch分布式启动器,博客六十一,\"替代已废弃的torch.distributed.launch, 见 \"\"第3节\"\"\"\n"));
    Run run = cli({QStringLiteral("terms"), QStringLiteral("import"), a, path(QStringLiteral("terms.csv"))});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("2 entries read, 2 terms added, 0 merged"), run.out.constData());
    run = cli({QStringLiteral("terms"), QStringLiteral("import"), a, path(QStringLiteral("terms.csv"))});
    QVERIFY2(run.out.contains("0 terms added, 2 merged"), run.out.constData());
    run = cli({QStringLiteral("terms"), QStringLiteral("export"), a, path(QStringLiteral("terms.tbx"))});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("2 terms written"), run.out.constData());
    run = cli({QStringLiteral("terms"), QStringLiteral("import"), b, path(QStringLiteral("terms.tbx"))});
    QVERIFY2(run.out.contains("2 terms added"), run.out.constData() + run.err);
    QVERIFY(cli({QStringLiteral("terms"), QStringLiteral("export"), a, path(QStringLiteral("a.csv"))}).exitCode == 0);
    QVERIFY(cli({QStringLiteral("terms"), QStringLiteral("export"), b, path(QStringLiteral("b.csv"))}).exitCode == 0);
    QCOMPARE(readFile(path(QStringLiteral("b.csv"))), readFile(path(QStringLiteral("a.csv"))));
    QVERIFY(readFile(path(QStringLiteral("a.csv"))).contains("\"替代已废弃的torch.distributed.launch, 见 \"\"第3节\"\"\""));
    // A project file may have any name; export never writes over it.
    const QString tbxProject = path(QStringLiteral("project.tbx"));
    QVERIFY(cli({QStringLiteral("new"), tbxProject}).exitCode == 0);
    const QByteArray before = readFile(tbxProject);
    run = cli({QStringLiteral("terms"), QStringLiteral("export"), tbxProject, tbxProject});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("will not export over the project file"), run.err.constData());
    QCOMPARE(readFile(tbxProject), before);
}

void TestCli::termsErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("error");

    const QByteArray csv = "英文术语,中文术语,所属文章,关键说明\ntoken,词元,,\n";
    const QStringList import = {QStringLiteral("terms"), QStringLiteral("import"), QStringLiteral("P.yiqiao")};
    const QStringList exportTo = {QStringLiteral("terms"), QStringLiteral("export"), QStringLiteral("P.yiqiao")};
    QTest::newRow("CSV with unbalanced quotes imports nothing")
        << (import + QStringList {QStringLiteral("in.csv")}) << QByteArray(csv + "kernel,\"内核,,\n") << 1 << QByteArray("Line 3");
    QTest::newRow("CSV that is not UTF-8") << (import + QStringList {QStringLiteral("in.csv")})
                                           << QByteArray(csv + "kernel,\xC4\xDA\xBA\xCB,,\n") << 1 << QByteArray("not UTF-8");
    QTest::newRow("TBX declaring entities") << (import + QStringList {QStringLiteral("in.tbx")})
                                            << QByteArray("<?xml version=\"1.0\"?>\n<!DOCTYPE martif [<!ENTITY a \"b\">]>\n<martif/>") << 1
                                            << QByteArray("entities");
    QTest::newRow("Markdown that is no glossary")
        << (import + QStringList {QStringLiteral("in.md")}) << QByteArray("# Title\n\ntext\n") << 1 << QByteArray("Not a glossary");
    QTest::newRow("unknown file type") << (import + QStringList {QStringLiteral("in.txt")}) << csv << 2 << QByteArray(".csv, .tbx or .md");
    QTest::newRow("conflict log as TBX") << (exportTo + QStringList {QStringLiteral("out.tbx"), QStringLiteral("--conflicts")})
                                         << QByteArray() << 2 << QByteArray("--conflicts");
    QTest::newRow("no action") << QStringList {QStringLiteral("terms")} << QByteArray() << 2
                               << QByteArray("import, export, check, find, add, show or restrict");
}

void TestCli::termsErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, file);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, error);
    QVERIFY(cli({QStringLiteral("new"), path(QStringLiteral("P.yiqiao"))}).exitCode == 0);
    if (!file.isEmpty()) {
        QVERIFY(writeFile(path(arguments.at(3)), file));
    }
    const QByteArray before = readFile(path(QStringLiteral("P.yiqiao")));
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(error), run.err.constData());
    QCOMPARE(readFile(path(QStringLiteral("P.yiqiao"))), before);
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("out.tbx"))));
}

void TestCli::tags_data()
{
    // %P: the project with issue 7.
    QTest::addColumn<QString>("before"); // --set run first; null: none
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("printed"); // stdout: one tag a line, or a JSON array with --json
    QTest::addColumn<QStringList>("stored"); // what a plain "tags" shows afterwards

    const QStringList show {QStringLiteral("tags"), QStringLiteral("%P"), QStringLiteral("--issue"), QStringLiteral("7")};
    const QStringList cudaNccl {QStringLiteral("cuda"), QStringLiteral("nccl")};
    const QString set = QStringLiteral("--set");
    const QString json = QStringLiteral("--json");
    QTest::newRow("show: no tags yet") << QString() << show << 0 << QStringList() << QStringList();
    QTest::newRow("set: trimmed, duplicates dropped, printed")
        << QString() << (show + QStringList {set, QStringLiteral(" cuda, nccl ,CUDA,,")}) << 0 << cudaNccl << cudaNccl;
    QTest::newRow("show after set") << QStringLiteral("cuda, nccl") << show << 0 << cudaNccl << cudaNccl;
    QTest::newRow("set replaces") << QStringLiteral("cuda, nccl") << (show + QStringList {set, QStringLiteral("hpc")}) << 0
                                  << QStringList {QStringLiteral("hpc")} << QStringList {QStringLiteral("hpc")};
    QTest::newRow("clear with an empty --set") << QStringLiteral("cuda, nccl") << (show + QStringList {set, QString()}) << 0
                                               << QStringList() << QStringList();
    QTest::newRow("json") << QStringLiteral("cuda, 深度学习") << (show + QStringList {json}) << 0
                          << QStringList {QStringLiteral("cuda"), QStringLiteral("深度学习")}
                          << QStringList {QStringLiteral("cuda"), QStringLiteral("深度学习")};
    QTest::newRow("json of no tags") << QString() << (show + QStringList {json}) << 0 << QStringList() << QStringList();
    QTest::newRow("set with json") << QString() << (show + QStringList {set, QStringLiteral("cuda,nccl"), json}) << 0 << cudaNccl
                                   << cudaNccl;
    QTest::newRow("unknown issue") << QString()
                                   << QStringList {QStringLiteral("tags"), QStringLiteral("%P"), QStringLiteral("--issue"),
                                          QStringLiteral("99")}
                                   << 1 << QStringList() << QStringList();
    QTest::newRow("unknown issue with --set") << QStringLiteral("cuda")
                                              << QStringList {QStringLiteral("tags"), QStringLiteral("%P"), QStringLiteral("--issue"),
                                                     QStringLiteral("99"), set, QStringLiteral("x")}
                                              << 1 << QStringList() << QStringList {QStringLiteral("cuda")};
    QTest::newRow("missing --issue") << QStringLiteral("cuda")
                                     << QStringList {QStringLiteral("tags"), QStringLiteral("%P"), set, QStringLiteral("x")} << 2
                                     << QStringList() << QStringList {QStringLiteral("cuda")};
}

void TestCli::tags()
{
    QFETCH(QString, before);
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QStringList, printed);
    QFETCH(QStringList, stored);
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    const QStringList show {QStringLiteral("tags"), project, QStringLiteral("--issue"), QStringLiteral("7")};
    if (!before.isNull()) {
        const Run run = cli(show + QStringList {QStringLiteral("--set"), before});
        QVERIFY2(run.exitCode == 0, run.err.constData());
    }
    arguments.replaceInStrings(QStringLiteral("%P"), project);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode != 0) {
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QVERIFY2(run.err.startsWith("yiqiao-cli:") && run.err.count('\n') == 1, run.err.constData());
    } else if (arguments.contains(QStringLiteral("--json"))) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
        QVERIFY2(document.isArray(), run.out.constData());
        QStringList tags;
        for (const QJsonValue &tag : document.array()) {
            tags.append(tag.toString());
        }
        QCOMPARE(tags, printed);
    } else {
        QCOMPARE(QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts), printed);
        QCOMPARE(run.out.count('\n'), int(printed.size()));
    }
    const Run after = cli(show);
    QVERIFY2(after.exitCode == 0, after.err.constData());
    QCOMPARE(QString::fromUtf8(after.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts), stored);
}

// Import adds the post's front-matter tags; --set refuses a project open in a window.
void TestCli::importTakesFrontMatterTags()
{
    const QString project = path(QStringLiteral("P.yiqiao"));
    QVERIFY(cli({QStringLiteral("new"), project}).exitCode == 0);
    QVERIFY(writeFile(path(QStringLiteral("tagged.md")), "---\ntags:\n  - cuda\n  - nccl\n---\n\n# NCCL\n\nText.\n"));
    const Run imported =
        cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("2"), path(QStringLiteral("tagged.md"))});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const QStringList show {QStringLiteral("tags"), project, QStringLiteral("--issue"), QStringLiteral("2")};
    QCOMPARE(cli(show).out, QByteArray("cuda\nnccl\n"));

    ProjectLock lock;
    QVERIFY(lock.tryLock(project));
    const QByteArray before = readFile(project);
    const Run refused = cli(show + QStringList {QStringLiteral("--set"), QStringLiteral("x")});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(!refused.err.isEmpty(), refused.out.constData());
    QCOMPARE(readFile(project), before);
    // Nor do terms go into a project the window has open: it would not see them.
    QVERIFY(writeFile(path(QStringLiteral("terms.csv")), "英文术语,中文术语,所属文章,关键说明\nkernel,内核,,\n"));
    QCOMPARE(cli({QStringLiteral("terms"), QStringLiteral("import"), project, path(QStringLiteral("terms.csv"))}).exitCode, 1);
    QCOMPARE(readFile(project), before);
    // Reading needs no lock.
    QCOMPARE(cli(show).out, QByteArray("cuda\nnccl\n"));
}

QString TestCli::paragraphId() const
{
    const Run run = cli({QStringLiteral("blocks"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--issue"), QStringLiteral("7"),
        QStringLiteral("--source")});
    for (const QString &line : QString::fromUtf8(run.out).split(QLatin1Char('\n'))) {
        if (line.section(QLatin1Char('\t'), 1, 1) == QLatin1String("paragraph")) {
            return line.section(QLatin1Char('\t'), 0, 0);
        }
    }
    return QString();
}

void TestCli::deleteBlock_data()
{
    // %P: the project with issue 7, %B: its paragraph's source block id.
    QTest::addColumn<QStringList>("options"); // after "delete %P --issue 7"
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error"); // part of stderr when refused

    const QString block = QStringLiteral("--block");
    const QString reason = QStringLiteral("--reason");
    const QString why = QStringLiteral("--why");
    const QStringList paragraph {block, QStringLiteral("%B")};
    QTest::newRow("whole block") << (paragraph
        + QStringList {reason, QStringLiteral("region_specific"), why, QStringLiteral("Only for the US.")})
                                 << 0 << QString();
    QTest::newRow("span, reason with dashes") << (paragraph
        + QStringList {reason, QStringLiteral("outdated-example"), why, QStringLiteral("旧例子。"), QStringLiteral("--span"),
            QStringLiteral("0,11")}) << 0 << QString();
    QTest::newRow("reason as the window names it")
        << (paragraph + QStringList {reason, QStringLiteral("Outdated example"), why, QStringLiteral("旧例子。")}) << 0 << QString();
    QTest::newRow("unknown reason") << (paragraph + QStringList {reason, QStringLiteral("boring"), why, QStringLiteral("x")}) << 2
                                    << QStringLiteral("unknown --reason");
    QTest::newRow("missing --why") << (paragraph + QStringList {reason, QStringLiteral("duplicate")}) << 2 << QStringLiteral("--why");
    QTest::newRow("malformed --span") << (paragraph
        + QStringList {reason, QStringLiteral("duplicate"), why, QStringLiteral("x"), QStringLiteral("--span"), QStringLiteral("3")})
                                      << 2 << QStringLiteral("--span");
    QTest::newRow("blank --why") << (paragraph + QStringList {reason, QStringLiteral("duplicate"), why, QStringLiteral("  ")}) << 2
                                 << QStringLiteral("justification");
    QTest::newRow("unknown block") << QStringList {block, QStringLiteral("99999"), reason, QStringLiteral("duplicate"), why,
        QStringLiteral("x")} << 1 << QStringLiteral("not a block of this issue");
    QTest::newRow("span outside the block") << (paragraph
        + QStringList {reason, QStringLiteral("other"), why, QStringLiteral("x"), QStringLiteral("--span"), QStringLiteral("0,999")})
                                            << 1 << QStringLiteral("outside");
}

void TestCli::deleteBlock()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, error);
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    const QString id = paragraphId();
    QVERIFY(!id.isEmpty());
    options.replaceInStrings(QStringLiteral("%B"), id);
    const QByteArray before = readFile(project);
    const Run run = cli(QStringList {QStringLiteral("delete"), project, QStringLiteral("--issue"), QStringLiteral("7")} + options);
    QCOMPARE(run.exitCode, exitCode);
    const QStringList list {QStringLiteral("deletions"), project, QStringLiteral("--issue"), QStringLiteral("7")};
    const Run listed = cli(list);
    QVERIFY2(listed.exitCode == 0, listed.err.constData());
    if (exitCode == 0) {
        QVERIFY2(QRegularExpression(QStringLiteral("^[1-9][0-9]*\n$")).match(QString::fromUtf8(run.out)).hasMatch(), run.out.constData());
        QVERIFY2(listed.out.startsWith(run.out.trimmed() + '\t' + id.toUtf8() + '\t'), listed.out.constData());
        return;
    }
    QVERIFY2(run.out.isEmpty(), run.out.constData());
    QVERIFY2(run.err.startsWith("yiqiao-cli:") && run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(error), run.err.constData());
    QCOMPARE(readFile(project), before);
    QCOMPARE(listed.out.count('\n'), 1); // the ratio line only
}

void TestCli::listDeletions()
{
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    const Run deleted =
        cli({QStringLiteral("delete"), project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--block"), paragraphId(),
            QStringLiteral("--reason"), QStringLiteral("theory-derivation"), QStringLiteral("--why"), QStringLiteral("Tab\there.")});
    QVERIFY2(deleted.exitCode == 0, deleted.err.constData());
    const QStringList list {QStringLiteral("deletions"), project, QStringLiteral("--issue"), QStringLiteral("7")};
    const Run text = cli(list);
    QVERIFY2(text.exitCode == 0, text.err.constData());
    const QStringList lines = QString::fromUtf8(text.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0).section(QLatin1Char('\t'), 2), QStringLiteral("theory_derivation\twhole\tTab\\there."));
    QVERIFY2(
        QRegularExpression(QStringLiteral("^deleted [0-9.]+% of prose \\([1-9][0-9]* of [1-9][0-9]* characters\\), target 30%; code: 0 of "
                                          "[1-9][0-9]* characters$"))
            .match(lines.at(1))
            .hasMatch(),
        qPrintable(lines.at(1)));

    const Run json = cli(list + QStringList {QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    const QJsonArray deletions = root.value(QStringLiteral("deletions")).toArray();
    QCOMPARE(deletions.size(), 1);
    const QJsonObject first = deletions.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("id")).toInt(), deleted.out.trimmed().toInt());
    QCOMPARE(first.value(QStringLiteral("reason")).toString(), QStringLiteral("theory_derivation"));
    QCOMPARE(first.value(QStringLiteral("justification")).toString(), QStringLiteral("Tab\there."));
    QCOMPARE(first.value(QStringLiteral("spanStart")).toInt(), -1);
    const QJsonObject ratio = root.value(QStringLiteral("ratio")).toObject();
    QVERIFY(ratio.value(QStringLiteral("proseDeleted")).toInt() > 0);
    QCOMPARE(ratio.value(QStringLiteral("target")).toDouble(), 0.3);
    QCOMPARE(root.value(QStringLiteral("summary")).toString(), lines.at(1));
}

void TestCli::createProjectWithDeletion(const QString &why)
{
    createImportedProject();
    const qint64 block = paragraphId().toLongLong();
    QVERIFY(block > 0);
    // Through the repository: a blank justification is what the window stores for
    // "mark now, justify later".
    ProjectStore store;
    QVERIFY(store.open(path(QStringLiteral("P.yiqiao"))));
    Deletion deletion;
    deletion.sourceBlockId = block;
    deletion.reason = DeletionReason::TheoryDerivation;
    deletion.justification = why;
    const auto issue = IssueRepository(store).issue(7);
    QVERIFY(issue);
    DeletionRepository repository(store);
    QVERIFY2(repository.add(issue->id, {deletion}), qPrintable(repository.errorString()));
}

void TestCli::deleteCanDropTheDraftCopy_data()
{
    QTest::addColumn<bool>("drop");
    QTest::newRow("without --drop-draft the draft keeps it") << false;
    QTest::newRow("--drop-draft takes it out of the draft") << true;
}

void TestCli::deleteCanDropTheDraftCopy()
{
    QFETCH(bool, drop);
    createImportedProject();
    const QString project = path(QStringLiteral("P.yiqiao"));
    QStringList arguments {QStringLiteral("delete"), project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--block"),
        paragraphId(), QStringLiteral("--reason"), QStringLiteral("other"), QStringLiteral("--why"), QStringLiteral("不需要。")};
    if (drop) {
        arguments.append(QStringLiteral("--drop-draft"));
    }
    const Run deleted = cli(arguments);
    QVERIFY2(deleted.exitCode == 0, deleted.err.constData());
    const Run draft = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--draft")});
    QCOMPARE(draft.out.contains("A paragraph with"), !drop);
    QCOMPARE(draft.out.contains("# CLI test\n\n```python"), drop); // with the blank line after it
}

void TestCli::untouchedImportRoundTripsAfterTagsAndASecondPost()
{
    const QString project = path(QStringLiteral("U.yiqiao"));
    const QString post = path(QStringLiteral("u.md"));
    QVERIFY(writeFile(post, kSource));
    QCOMPARE(cli({QStringLiteral("new"), project}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("3"), post}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("tags"), project, QStringLiteral("--issue"), QStringLiteral("3"), QStringLiteral("--set"),
                     QStringLiteral("cuda")})
                 .exitCode,
        0);
    Run run = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, kSource);
    const QString second = path(QStringLiteral("v.md"));
    QVERIFY(writeFile(second, QByteArray("# Second\n\nAnother post.\n")));
    QCOMPARE(cli({QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("3"), second}).exitCode, 0);
    run = cli({QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.out.contains("修订次数") && run.out.endsWith("Another post.\n"), run.out.constData());
}

void TestCli::exportFinished_data()
{
    // %O: an output file in the test's folder.
    QTest::addColumn<QStringList>("options"); // after "export %P --issue 7"
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<bool>("toFile");
    QTest::addColumn<QByteArrayList>("present");
    QTest::addColumn<QByteArrayList>("absent");

    const QString out = QStringLiteral("-o");
    const QString o = QStringLiteral("%O");
    const QByteArray note = QStringLiteral("[^删节-1]: 删节：原文“A paragraph with code and 中文.”（理论推导）。只是示例。").toUtf8();
    const QByteArray footer = QStringLiteral("\n---\n\n最后更新：").toUtf8();
    QTest::newRow("markdown to -o: footnotes and footer")
        << QStringList {out, o} << 0 << true << QByteArrayList {QStringLiteral("# CLI test[^删节-1]\n").toUtf8(), note, footer}
        << QByteArrayList {"<pre"};
    QTest::newRow("stdout: end section, no footer")
        << QStringList {QStringLiteral("--deletion-notes"), QStringLiteral("end"), QStringLiteral("--no-footer")} << 0 << false
        << QByteArrayList {QStringLiteral("\n## 删节说明\n\n- 删节：原文").toUtf8()} << QByteArrayList {footer, "[^"};
    QTest::newRow("--html to -o: a document with code blocks")
        << QStringList {QStringLiteral("--html"), out, o} << 0 << true
        << QByteArrayList {"<!DOCTYPE html>", "<meta charset=\"utf-8\">", "<title>CLI test</title>", "<pre", "print", "class=\"footnotes\""}
        << QByteArrayList {"[^", "yq-block-"};
    QTest::newRow("--draft: the draft as stored")
        << QStringList {QStringLiteral("--draft")} << 0 << false << QByteArrayList {kSource} << QByteArrayList {footer, "[^"};
    QTest::newRow("unknown --deletion-notes") << QStringList {QStringLiteral("--deletion-notes"), QStringLiteral("margin")} << 2 << false
                                              << QByteArrayList() << QByteArrayList();
    QTest::newRow("--draft with --source") << QStringList {QStringLiteral("--draft"), QStringLiteral("--source")} << 2 << false
                                           << QByteArrayList() << QByteArrayList();
}

void TestCli::exportFinished()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(bool, toFile);
    QFETCH(QByteArrayList, present);
    QFETCH(QByteArrayList, absent);
    createProjectWithDeletion(QStringLiteral("只是示例。"));
    const QString outFile = path(QStringLiteral("out.md"));
    options.replaceInStrings(QStringLiteral("%O"), outFile);
    const Run run = cli(
        QStringList {QStringLiteral("export"), path(QStringLiteral("P.yiqiao")), QStringLiteral("--issue"), QStringLiteral("7")} + options);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode != 0) {
        QVERIFY2(run.out.isEmpty() && run.err.startsWith("yiqiao-cli:"), run.err.constData());
        return;
    }
    // The issue has open checklist items: a finished post warns (checklistGate), the draft does not.
    QVERIFY2(options.contains(QStringLiteral("--draft")) ? run.err.isEmpty() : run.err.startsWith(kGateWarning), run.err.constData());
    QCOMPARE(QFileInfo::exists(outFile), toFile);
    const QByteArray exported = toFile ? readFile(outFile) : run.out;
    QVERIFY(!toFile || run.out.isEmpty());
    for (const QByteArray &part : std::as_const(present)) {
        QVERIFY2(exported.contains(part), (part + "\n--- not in ---\n" + exported).constData());
    }
    for (const QByteArray &part : std::as_const(absent)) {
        QVERIFY2(!exported.contains(part), (part + "\n--- in ---\n" + exported).constData());
    }
}

void TestCli::exportRefusal_data()
{
    QTest::addColumn<QStringList>("options"); // after "export %P --issue 7 -o OUT"
    QTest::addColumn<int>("exitCode");
    QTest::newRow("markdown refused") << QStringList() << 1;
    QTest::newRow("HTML refused") << QStringList {QStringLiteral("--html")} << 1;
    QTest::newRow("--force exports anyway") << QStringList {QStringLiteral("--force")} << 0;
    QTest::newRow("--draft has no deletion notes to refuse") << QStringList {QStringLiteral("--draft")} << 0;
}

void TestCli::exportRefusal()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    createProjectWithDeletion(QStringLiteral("  "));
    const QString outFile = path(QStringLiteral("out.md"));
    QVERIFY(writeFile(outFile, "old\n"));
    const QString project = path(QStringLiteral("P.yiqiao"));
    const QByteArray before = readFile(project);
    const QStringList arguments {
        QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("-o"), outFile};
    const Run run = cli(arguments + options);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.out.isEmpty());
    // Only a finished post exported with open checklist items writes: its override.
    const bool overridden = exitCode == 0 && !options.contains(QStringLiteral("--draft"));
    QCOMPARE(readFile(project) != before, overridden);
    if (exitCode == 0) {
        QVERIFY2(overridden ? run.err.startsWith(kGateWarning) : run.err.isEmpty(), run.err.constData());
        QVERIFY(readFile(outFile).startsWith("---\ntitle: CLI test\n"));
        return;
    }
    QCOMPARE(readFile(outFile), QByteArray("old\n"));
    QVERIFY2(run.err.startsWith("yiqiao-cli: issue 7 not exported: 1 deletion"), run.err.constData());
    QVERIFY2(run.err.contains("--force"), run.err.constData());
    const QByteArray listed = QStringLiteral("\n  Block %1 (paragraph “A paragraph with code an…”)").arg(paragraphId()).toUtf8();
    QVERIFY2(run.err.contains(listed) && run.err.endsWith("no justification\n"), run.err.constData());
}

void TestCli::checklistGate_data()
{
    QTest::addColumn<QStringList>("options"); // after "export %P --issue 7 -o OUT"
    QTest::addColumn<bool>("locked"); // a window has the project open
    QTest::addColumn<bool>("warns");
    QTest::addColumn<QString>("author"); // of the recorded override; empty: none recorded
    QTest::addColumn<QString>("reason");
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")).trimmed();
    QTest::newRow("open items: warned, recorded with --author and --reason")
        << QStringList {QStringLiteral("--author"), QStringLiteral("lead"), QStringLiteral("--reason"), QStringLiteral("hotfix")} << false
        << true << QStringLiteral("lead") << QStringLiteral("hotfix");
    QTest::newRow("open items: the system user by default")
        << QStringList() << false << true << (user.isEmpty() ? QStringLiteral("yiqiao-cli") : user) << QString();
    QTest::newRow("a window has it open: warned, not recorded") << QStringList() << true << true << QString() << QString();
    QTest::newRow("--draft neither warns nor records")
        << QStringList {QStringLiteral("--draft")} << false << false << QString() << QString();
    QTest::newRow("--source neither warns nor records")
        << QStringList {QStringLiteral("--source")} << false << false << QString() << QString();
}

// The checklist gate: exit code and bytes as without it; the open items on stderr and
// the override recorded. (An untouched import never warns: importAndExport.)
void TestCli::checklistGate()
{
    QFETCH(QStringList, options);
    QFETCH(bool, locked);
    QFETCH(bool, warns);
    QFETCH(QString, author);
    QFETCH(QString, reason);
    createProjectWithDeletion(QStringLiteral("只是示例。"));
    const QString project = path(QStringLiteral("P.yiqiao"));
    const QString outFile = path(QStringLiteral("out.md"));
    ProjectLock lock;
    QVERIFY(!locked || lock.tryLock(project));
    const Run run =
        cli(QStringList {QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("-o"), outFile}
            + options);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.isEmpty() && QFileInfo::exists(outFile));
    QCOMPARE(run.err.startsWith(kGateWarning), warns);
    QVERIFY2(!warns || run.err.contains("\n  code_verified: "), run.err.constData());
    QCOMPARE(run.err.contains("the override was not recorded"), locked);
    lock.unlock();
    ProjectStore store;
    QVERIFY(store.open(project, ProjectStore::Access::ReadOnly));
    const auto issue = IssueRepository(store).issue(7);
    QVERIFY(issue);
    const QList<ExportOverride> overrides = ChecklistRepository(store).overrides(issue->id);
    QCOMPARE(overrides.size(), author.isEmpty() ? 0 : 1);
    if (!author.isEmpty()) {
        QCOMPARE(overrides.at(0).author, author);
        QCOMPARE(overrides.at(0).reason, reason);
        QVERIFY(overrides.at(0).openItems.contains(QStringLiteral("code_verified")));
        QVERIFY(!overrides.at(0).openItems.contains(QStringLiteral("deletions_justified")));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
