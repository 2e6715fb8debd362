// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// yiqiao-cli update and changes, run as a process: a newer source version with an
// unchanged, an edited, a removed and an added paragraph; what the command says,
// the source it leaves, the draft blocks the decisions drop or keep, and refused input.

namespace {

const QByteArray kOld("# Serving LLMs\n\n"
                      "Batching raises throughput on a single GPU.\n\n"
                      "The KV cache grows with the sequence length and the batch size.\n\n"
                      "This paragraph about an old release goes away.\n\n"
                      "```bash\npip install vllm\n```\n");
const QByteArray kNew("# Serving LLMs\n\n"
                      "Batching raises throughput on a single GPU.\n\n"
                      "The KV cache grows with the context length and the batch size.\n\n"
                      "```bash\npip install vllm\n```\n\n"
                      "Paged attention keeps the cache in blocks.\n");
const QByteArray kZh("# 部署大模型\n\n"
                     "批处理能提高单卡吞吐量。\n\n"
                     "KV 缓存随序列长度和批大小增长。\n\n"
                     "这一段讲旧版本，将被删去。\n\n"
                     "```bash\npip install vllm\n```\n");

} // namespace

class TestUpdateCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void updateSaysWhatChanged();
    void updateReportsJson();
    void updatedSourceExportsAsTheNewFile();
    void dryRunChangesNothing();
    void dropAndKeepDecideRemovedSource_data();
    void dropAndKeepDecideRemovedSource();
    void doneClosesAnEdit();
    void refused_data();
    void refused();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QString project() const { return m_dir->filePath(QStringLiteral("P.yiqiao")); }
    QString file(const QString &name, const QByteArray &bytes) const;
    QJsonObject updateJson(const QStringList &extra = {});
    QJsonArray json(const QStringList &arguments);
    int draftBlocks();

    std::unique_ptr<QTemporaryDir> m_dir;
};

QString TestUpdateCommand::file(const QString &name, const QByteArray &bytes) const
{
    QFile out(m_dir->filePath(name));
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size()) {
        return {};
    }
    return out.fileName();
}

void TestUpdateCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), project(), 4, kOld, kZh);
    QVERIFY2(error.isEmpty(), error.constData());
    QVERIFY(!file(QStringLiteral("new.md"), kNew).isEmpty());
}

void TestUpdateCommand::cleanup()
{
    m_dir.reset();
}

QJsonArray TestUpdateCommand::json(const QStringList &arguments)
{
    const CliRun run = cli(arguments + QStringList {QStringLiteral("--json")});
    if (run.exitCode != 0) {
        qWarning() << run.err;
        return {};
    }
    return QJsonDocument::fromJson(run.out).array();
}

int TestUpdateCommand::draftBlocks()
{
    return json({QStringLiteral("blocks"), project(), QStringLiteral("--issue"), QStringLiteral("4")}).size();
}

QJsonObject TestUpdateCommand::updateJson(const QStringList &extra)
{
    const CliRun run = cli(QStringList {QStringLiteral("update"), project(), QStringLiteral("--issue"), QStringLiteral("4"),
                               QStringLiteral("new.md"), QStringLiteral("--json")}
        + extra);
    if (run.exitCode != 0) {
        qWarning() << run.err;
        return {};
    }
    return QJsonDocument::fromJson(run.out).object();
}

void TestUpdateCommand::updateSaysWhatChanged()
{
    const CliRun run = cli({QStringLiteral("update"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("new.md")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("source updated from version 1 to 2")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("unchanged 3 · moved 0 · edited 1 · added 1 · removed 1")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("[-sequence-]{+context+}")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("Paged attention")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("wait for a decision")), qPrintable(out));
}

void TestUpdateCommand::updateReportsJson()
{
    const QJsonObject result = updateJson();
    QCOMPARE(result.value(QStringLiteral("issue")).toInt(), 4);
    QVERIFY(result.value(QStringLiteral("applied")).toBool());
    QCOMPARE(result.value(QStringLiteral("newVersion")).toInt(), 2);
    const QJsonObject counts = result.value(QStringLiteral("counts")).toObject();
    QCOMPARE(counts.value(QStringLiteral("edited")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("added")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("removed")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("needsReview")).toArray().size(), 1);
    QCOMPARE(result.value(QStringLiteral("addedTargets")).toArray().size(), 1);
    QCOMPARE(result.value(QStringLiteral("orphanedTargets")).toArray().size(), 1);
    QStringList kinds;
    for (const QJsonValue &change : result.value(QStringLiteral("changes")).toArray()) {
        kinds.append(change.toObject().value(QStringLiteral("kind")).toString());
        QVERIFY(change.toObject().value(QStringLiteral("id")).toVariant().toLongLong() > 0);
    }
    kinds.sort();
    QCOMPARE(kinds, (QStringList {QStringLiteral("added"), QStringLiteral("edited"), QStringLiteral("removed")}));
    // The draft: the untranslated copy of the new paragraph is in it.
    const QJsonArray blocks = json({QStringLiteral("blocks"), project(), QStringLiteral("--issue"), QStringLiteral("4")});
    QCOMPARE(blocks.size(), 6);
    QVERIFY(QJsonDocument(blocks).toJson().contains("Paged attention keeps the cache in blocks."));
}

void TestUpdateCommand::updatedSourceExportsAsTheNewFile()
{
    QVERIFY(!updateJson().isEmpty());
    const CliRun exported = cli({QStringLiteral("export"), project(), QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("--source"), QStringLiteral("-o"), QStringLiteral("out.md")});
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QFile out(m_dir->filePath(QStringLiteral("out.md")));
    QVERIFY(out.open(QIODevice::ReadOnly));
    QCOMPARE(out.readAll(), kNew);
    // The same file again is refused: nothing is newer.
    const CliRun again =
        cli({QStringLiteral("update"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("new.md")});
    QCOMPARE(again.exitCode, 1);
    QVERIFY(!again.err.isEmpty());
}

void TestUpdateCommand::dryRunChangesNothing()
{
    const QJsonObject plan = updateJson({QStringLiteral("--dry-run")});
    QVERIFY(!plan.value(QStringLiteral("applied")).toBool());
    QCOMPARE(plan.value(QStringLiteral("counts")).toObject().value(QStringLiteral("added")).toInt(), 1);
    QCOMPARE(draftBlocks(), 5);
    QVERIFY(json({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4")}).isEmpty());
    // The added block has no id before it is stored: the text names its place.
    const CliRun text = cli({QStringLiteral("update"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("new.md"),
        QStringLiteral("--dry-run")});
    QVERIFY2(text.out.contains("added (done) source block at place "), text.out.constData());
    QVERIFY2(!text.out.contains("source block 0"), text.out.constData());
    // Applied afterwards, it does what the plan said.
    QCOMPARE(updateJson().value(QStringLiteral("counts")).toObject(), plan.value(QStringLiteral("counts")).toObject());
}

void TestUpdateCommand::dropAndKeepDecideRemovedSource_data()
{
    QTest::addColumn<QString>("decision");
    QTest::addColumn<int>("blocksAfter");
    QTest::addColumn<QString>("listed"); // what `changes` says of the removal after
    QTest::newRow("drop removes the orphaned draft block") << QStringLiteral("--drop") << 5 << QStringLiteral("removed (dropped)");
    QTest::newRow("keep leaves it as an addition") << QStringLiteral("--keep") << 6 << QStringLiteral("removed (kept)");
}

void TestUpdateCommand::dropAndKeepDecideRemovedSource()
{
    QFETCH(QString, decision);
    QFETCH(int, blocksAfter);
    QFETCH(QString, listed);
    QVERIFY(!updateJson().isEmpty());
    QJsonObject removed;
    for (const QJsonValue &change :
        json({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("--open")})) {
        if (change.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("removed")) {
            removed = change.toObject();
        }
    }
    QVERIFY(!removed.isEmpty());
    const QString id = QString::number(removed.value(QStringLiteral("id")).toVariant().toLongLong());
    const CliRun run = cli({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4"), decision, id});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(draftBlocks(), blocksAfter);
    const bool stillThere = QJsonDocument(json({QStringLiteral("blocks"), project(), QStringLiteral("--issue"), QStringLiteral("4")}))
                                .toJson()
                                .contains(QStringLiteral("这一段讲旧版本").toUtf8());
    QCOMPARE(stillThere, decision == QLatin1String("--keep"));
    // The list says what was decided, no longer that it waits.
    const CliRun list = cli({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4")});
    const QString out = QString::fromUtf8(list.out);
    const QString line = out.mid(out.indexOf(QStringLiteral("#%1 ").arg(id))).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(line.startsWith(QStringLiteral("#%1 %2 from place").arg(id, listed)), qPrintable(out));
    QVERIFY2(line.contains(decision == QLatin1String("--drop") ? QStringLiteral(" dropped: ") : QStringLiteral(" kept as additions: ")),
        qPrintable(line));
    QVERIFY2(!out.contains(QStringLiteral("wait for a decision")), qPrintable(out));
    // Decided once: the same decision again is refused.
    QCOMPARE(cli({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4"), decision, id}).exitCode, 1);
}

void TestUpdateCommand::doneClosesAnEdit()
{
    QVERIFY(!updateJson().isEmpty());
    const QJsonArray open =
        json({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("--open")});
    QCOMPARE(open.size(), 2); // the edit and the removal
    QString editId;
    QString removedId;
    for (const QJsonValue &change : open) {
        const QString id = QString::number(change.toObject().value(QStringLiteral("id")).toVariant().toLongLong());
        (change.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("edited") ? editId : removedId) = id;
    }
    QVERIFY(!editId.isEmpty() && !removedId.isEmpty());
    // A removal cannot be "done": it needs drop or keep.
    QCOMPARE(
        cli({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("--done"), removedId})
            .exitCode,
        1);
    const CliRun done =
        cli({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("--done"), editId});
    QVERIFY2(done.exitCode == 0, done.err.constData());
    QCOMPARE(
        json({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4"), QStringLiteral("--open")}).size(), 1);
    const CliRun text = cli({QStringLiteral("changes"), project(), QStringLiteral("--issue"), QStringLiteral("4")});
    QVERIFY2(text.out.contains("1 change"), text.out.constData());
}

void TestUpdateCommand::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("fileBytes"); // written to arg.md first
    QTest::addColumn<int>("exitCode");
    const QString p = QStringLiteral("P.yiqiao");
    QTest::newRow("missing file") << QStringList {QStringLiteral("update"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("nothere.md")}
                                  << QByteArray() << 1;
    QTest::newRow("not UTF-8") << QStringList {QStringLiteral("update"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("arg.md")}
                               << QByteArray("# Caf\xE9\n\nLatin-1 text.\n") << 1;
    QTest::newRow("binary") << QStringList {QStringLiteral("update"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("arg.md")}
                            << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << 1;
    QTest::newRow("same version") << QStringList {QStringLiteral("update"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("arg.md")} << kOld
                                  << 1;
    QTest::newRow("no issue") << QStringList {QStringLiteral("update"), p, QStringLiteral("new.md")} << QByteArray() << 2;
    QTest::newRow("unknown issue") << QStringList {QStringLiteral("update"), p, QStringLiteral("--issue"), QStringLiteral("9"),
        QStringLiteral("new.md")} << QByteArray()
                                   << 1;
    QTest::newRow("post zero") << QStringList {QStringLiteral("update"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("--post"), QStringLiteral("0"), QStringLiteral("new.md")}
                               << QByteArray() << 2;
    QTest::newRow("post that does not exist") << QStringList {QStringLiteral("update"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("--post"), QStringLiteral("3"), QStringLiteral("new.md")}
                                              << QByteArray() << 1;
    QTest::newRow("two decisions") << QStringList {QStringLiteral("changes"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("--drop"), QStringLiteral("1"), QStringLiteral("--keep"), QStringLiteral("1")}
                                   << QByteArray() << 2;
    QTest::newRow("unknown change") << QStringList {QStringLiteral("changes"), p, QStringLiteral("--issue"), QStringLiteral("4"),
        QStringLiteral("--done"), QStringLiteral("77")}
                                    << QByteArray() << 1;
    QTest::newRow("not a project") << QStringList {QStringLiteral("update"), QStringLiteral("new.md"), QStringLiteral("--issue"),
        QStringLiteral("4"), QStringLiteral("new.md")}
                                   << QByteArray() << 1;
}

void TestUpdateCommand::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, fileBytes);
    QFETCH(int, exitCode);
    if (!fileBytes.isEmpty()) {
        QVERIFY(!file(QStringLiteral("arg.md"), fileBytes).isEmpty());
    }
    QFile before(project());
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.err.startsWith("yiqiao-cli: ") || run.err.contains("Usage"));
    QVERIFY(run.out.isEmpty());
    QFile after(project());
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes);
}

QTEST_GUILESS_MAIN(TestUpdateCommand)
#include "tst_updatecommand.moc"
