// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// yiqiao-cli find and replace: every option of find, --json, replace with its batch,
// dry run, undo and the batch list, and projects that cannot be used.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <unistd.h>

namespace {

const QByteArray kSource1 =
    "# Kernels\n\nThe GPU kernel runs.\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\nCall `kernel` twice: kernel, Kernel.\n";
const QByteArray kDraft1 =
    "# 核函数\n\nGPU核函数运行。kernel\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\n调用 `kernel` 两次：kernel，kernels。\n";
const QByteArray kSource2 = "# Two\r\n\r\nA kernel\r\nhere.\r\n";
const QByteArray kDraft2 = "# 二\r\n\r\n一个核函数 kernel\r\n在这里。\r\n";

QStringList lines(const QByteArray &out)
{
    return QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestCliFind : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void find_data();
    void find();
    void json();
    void replaceAndUndo();
    void replaceOptions_data();
    void replaceOptions();
    void dryRunChangesNothing();
    void unknownIssue_data();
    void unknownIssue();
    void badProject_data();
    void badProject();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QByteArray projectBytes() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestCliFind::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), m_project, 1, kSource1, kDraft1);
    QVERIFY2(error.isEmpty(), error.constData());
    for (const auto &[name, bytes] : {std::pair {QStringLiteral("s2.md"), kSource2}, std::pair {QStringLiteral("t2.md"), kDraft2}}) {
        QFile file(m_dir->filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
    }
    const CliRun imported = cli({QStringLiteral("import"), m_project, QStringLiteral("--issue"), QStringLiteral("2"),
        QStringLiteral("--translation"), QStringLiteral("t2.md"), QStringLiteral("s2.md")});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
}

QByteArray TestCliFind::projectBytes() const
{
    QFile file(m_project);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestCliFind::find_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("expected"); // stdout lines, in order

    QTest::newRow("plain_both_sides") << QStringList() << QStringLiteral("kernel") << 0
                                      << QStringList {"issue 1 · draft · block 2: GPU核函数运行。【kernel】",
                                             "issue 1 · draft · block 4: 调用 `kernel` 两次：【kernel】，kernels。",
                                             "issue 1 · draft · block 4: 调用 `kernel` 两次：kernel，【kernel】s。",
                                             "issue 1 · source · block 1: # 【Kernel】s",
                                             "issue 1 · source · block 2: The GPU 【kernel】 runs.",
                                             "issue 1 · source · block 4: Call `kernel` twice: 【kernel】, Kernel.",
                                             "issue 1 · source · block 4: Call `kernel` twice: kernel, 【Kernel】.",
                                             "issue 2 · draft · block 2: 一个核函数 【kernel】", "issue 2 · source · block 2: A 【kernel】",
                                             "9 matches in 2 issues"};
    QTest::newRow("issue") << QStringList {"--issue", "2"} << QStringLiteral("kernel") << 0
                           << QStringList {"issue 2 · draft · block 2: 一个核函数 【kernel】", "issue 2 · source · block 2: A 【kernel】",
                                  "2 matches in 1 issue"};
    QTest::newRow("side_draft_whole_word_case")
        << QStringList {"--side", "draft", "--whole-word", "--case"} << QStringLiteral("kernel") << 0
        << QStringList {"issue 1 · draft · block 2: GPU核函数运行。【kernel】",
               "issue 1 · draft · block 4: 调用 `kernel` 两次：【kernel】，kernels。", "issue 2 · draft · block 2: 一个核函数 【kernel】",
               "3 matches in 2 issues"};
    QTest::newRow("side_source_case") << QStringList {"--side", "source", "--case"} << QStringLiteral("Kernel") << 0
                                      << QStringList {"issue 1 · source · block 1: # 【Kernel】s",
                                             "issue 1 · source · block 4: Call `kernel` twice: kernel, 【Kernel】.",
                                             "2 matches in 1 issue"};
    QTest::newRow("regex_chinese") << QStringList {"--regex", "--side", "draft"} << QStringLiteral("核函数\\s?(运行|kernel)") << 0
                                   << QStringList {"issue 1 · draft · block 2: GPU【核函数运行】。kernel",
                                          "issue 2 · draft · block 2: 一个【核函数 kernel】", "2 matches in 2 issues"};
    QTest::newRow("include_code") << QStringList {"--include-code", "--issue", "1", "--side", "draft", "--whole-word"}
                                  << QStringLiteral("kernel") << 0
                                  << QStringList {"issue 1 · draft · block 2: GPU核函数运行。【kernel】",
                                         "issue 1 · draft · block 3: 【kernel】<<<1, 1>>>(); (in code)",
                                         "issue 1 · draft · block 4: 调用 `【kernel】` 两次：kernel，kernels。 (in code)",
                                         "issue 1 · draft · block 4: 调用 `kernel` 两次：【kernel】，kernels。", "4 matches in 1 issue"};
    QTest::newRow("limit") << QStringList {"--limit", "1"} << QStringLiteral("核") << 0
                           << QStringList {"issue 1 · draft · block 1: # 【核】函数", "1 match in 1 issue",
                                  "stopped at --limit 1 match; there are more"};
    QTest::newRow("one_chinese_character_one_issue") << QStringList {"--issue",
        "2"} << QStringLiteral("核") << 0 << QStringList {"issue 2 · draft · block 2: 一个【核】函数 kernel", "1 match in 1 issue"};
    QTest::newRow("nothing_found") << QStringList() << QStringLiteral("量子") << 1 << QStringList {"0 matches in 0 issues"};
    QTest::newRow("invalid_regex") << QStringList {"--regex"} << QStringLiteral("(核") << 2 << QStringList();
    QTest::newRow("bad_side") << QStringList {"--side", "left"} << QStringLiteral("核") << 2 << QStringList();
    QTest::newRow("bad_limit") << QStringList {"--limit", "0"} << QStringLiteral("核") << 2 << QStringList();
    QTest::newRow("empty_text") << QStringList() << QString() << 2 << QStringList();
}

void TestCliFind::find()
{
    QFETCH(QStringList, options);
    QFETCH(QString, text);
    QFETCH(int, exitCode);
    QFETCH(QStringList, expected);
    const CliRun run = cli(QStringList {QStringLiteral("find"), m_project, text} + options);
    QVERIFY2(run.exitCode == exitCode, run.err.constData());
    QCOMPARE(lines(run.out), expected);
    QCOMPARE(run.err.isEmpty(), exitCode < 2);
}

void TestCliFind::json()
{
    const CliRun run = cli({QStringLiteral("find"), m_project, QStringLiteral("kernel"), QStringLiteral("--json"),
        QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--side"), QStringLiteral("draft")});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonArray hits = QJsonDocument::fromJson(run.out, &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(hits.size(), 1);
    const QJsonObject hit = hits.at(0).toObject();
    QCOMPARE(hit.value(QStringLiteral("issue")).toInt(), 2);
    QCOMPARE(hit.value(QStringLiteral("issueTitle")).toString(), QStringLiteral("Two"));
    QCOMPARE(hit.value(QStringLiteral("side")).toString(), QStringLiteral("draft"));
    QVERIFY(hit.value(QStringLiteral("blockId")).toInt() > 0);
    QCOMPARE(hit.value(QStringLiteral("blockOrdinal")).toInt(), 1);
    QCOMPARE(hit.value(QStringLiteral("start")).toInt(), 6);
    QCOMPARE(hit.value(QStringLiteral("length")).toInt(), 6);
    QCOMPARE(hit.value(QStringLiteral("matched")).toString(), QStringLiteral("kernel"));
    QCOMPARE(hit.value(QStringLiteral("context")).toString(), QStringLiteral("一个核函数 kernel"));
    QCOMPARE(hit.value(QStringLiteral("contextStart")).toInt(), 6);
    QCOMPARE(hit.value(QStringLiteral("inCode")).toBool(), false);
    const CliRun none = cli({QStringLiteral("find"), m_project, QStringLiteral("量子"), QStringLiteral("--json")});
    QCOMPARE(none.exitCode, 1);
    QCOMPARE(QJsonDocument::fromJson(none.out).array().size(), 0);
}

void TestCliFind::replaceAndUndo()
{
    const CliRun replaced = cli({QStringLiteral("replace"), m_project, QStringLiteral("kernel"), QStringLiteral("内核"),
        QStringLiteral("--whole-word"), QStringLiteral("--author"), QStringLiteral("lin")});
    QVERIFY2(replaced.exitCode == 0, replaced.err.constData());
    QCOMPARE(lines(replaced.out),
        QStringList {
            QStringLiteral("replaced 3 matches in 3 blocks of 2 issues; batch 1 (undo: yiqiao-cli replace %1 --undo 1)").arg(m_project)});
    const QStringList draftOnly {QStringLiteral("find"), m_project, QStringLiteral("kernel"), QStringLiteral("--side"),
        QStringLiteral("draft"), QStringLiteral("--whole-word")};
    QCOMPARE(cli(draftOnly).exitCode, 1); // left: code and "kernels"
    QCOMPARE(cli({QStringLiteral("find"), m_project, QStringLiteral("内核")}).out.count("【内核】"), 3);
    const CliRun batches = cli({QStringLiteral("replace"), m_project, QStringLiteral("--batches"), QStringLiteral("--json")});
    QCOMPARE(batches.exitCode, 0);
    const QJsonObject batch = QJsonDocument::fromJson(batches.out).array().at(0).toObject();
    QCOMPARE(batch.value(QStringLiteral("batch")).toInt(), 1);
    QCOMPARE(batch.value(QStringLiteral("author")).toString(), QStringLiteral("lin"));
    QCOMPARE(batch.value(QStringLiteral("pattern")).toString(), QStringLiteral("kernel"));
    QCOMPARE(batch.value(QStringLiteral("replacement")).toString(), QStringLiteral("内核"));
    QCOMPARE(batch.value(QStringLiteral("blocks")).toInt(), 3);
    QCOMPARE(batch.value(QStringLiteral("undoneAt")).toString(), QString());
    const CliRun revisions = cli({QStringLiteral("revisions"), m_project, QStringLiteral("--issue"), QStringLiteral("2")});
    QVERIFY2(revisions.out.contains("内核"), revisions.out.constData());

    const CliRun undone = cli({QStringLiteral("replace"), m_project, QStringLiteral("--undo"), QStringLiteral("1")});
    QVERIFY2(undone.exitCode == 0, undone.err.constData());
    QCOMPARE(lines(undone.out), QStringList {"batch 1 undone: 3 blocks restored, 0 blocks left as they are (edited or removed since)"});
    QCOMPARE(cli(draftOnly).exitCode, 0);
    const CliRun again = cli({QStringLiteral("replace"), m_project, QStringLiteral("--undo"), QStringLiteral("1")});
    QCOMPARE(again.exitCode, 1);
    QVERIFY2(again.err.contains("already been undone"), again.err.constData());
    const CliRun list = cli({QStringLiteral("replace"), m_project, QStringLiteral("--batches")});
    QVERIFY2(list.out.startsWith("1\t") && list.out.contains("\tundone\tkernel → 内核\n"), list.out.constData());
}

void TestCliFind::replaceOptions_data()
{
    QTest::addColumn<QStringList>("arguments"); // after PROJECT
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("findAfter"); // a draft text the replace leaves
    QTest::addColumn<QString>("stdoutHas");

    QTest::newRow("regex_captures_json") << QStringList {"(核)函数", "\\1心", "--regex", "--json"} << 0 << QStringLiteral("一个核心 kernel")
                                         << QStringLiteral("\"replaced\": 3");
    QTest::newRow("issue") << QStringList {"kernel", "K", "--issue", "2"} << 0 << QStringLiteral("一个核函数 K")
                           << QStringLiteral("replaced 1 match in 1 block of 1 issue");
    QTest::newRow("case_no_match") << QStringList {"Kernel", "K", "--case"} << 1 << QStringLiteral("两次：kernel，kernels")
                                   << QStringLiteral("nothing replaced");
    QTest::newRow("include_code") << QStringList {"kernel", "k", "--include-code", "--issue", "1", "--case"} << 0
                                  << QStringLiteral("k<<<1, 1>>>") << QStringLiteral("replaced 5 matches");
    QTest::newRow("missing_replacement") << QStringList {"kernel"} << 2 << QStringLiteral("两次：kernel，kernels") << QString();
    QTest::newRow("bad_undo") << QStringList {"--undo", "x"} << 2 << QStringLiteral("两次：kernel，kernels") << QString();
    QTest::newRow("unknown_batch") << QStringList {"--undo", "7"} << 1 << QStringLiteral("两次：kernel，kernels") << QString();
}

void TestCliFind::replaceOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, findAfter);
    QFETCH(QString, stdoutHas);
    const CliRun run = cli(QStringList {QStringLiteral("replace"), m_project} + arguments);
    QVERIFY2(run.exitCode == exitCode, run.err.constData());
    QVERIFY2(run.out.contains(stdoutHas.toUtf8()), run.out.constData());
    const CliRun found = cli({QStringLiteral("find"), m_project, findAfter, QStringLiteral("--side"), QStringLiteral("draft"),
        QStringLiteral("--case"), QStringLiteral("--include-code")});
    QVERIFY2(found.exitCode == 0, found.out.constData());
}

void TestCliFind::dryRunChangesNothing()
{
    const QByteArray before = projectBytes();
    const CliRun run =
        cli({QStringLiteral("replace"), m_project, QStringLiteral("kernel"), QStringLiteral("内核"), QStringLiteral("--dry-run")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("4 matches in 2 issues\ndry run: nothing changed\n"), run.out.constData());
    QVERIFY(!run.out.contains("source ·"));
    QCOMPARE(projectBytes(), before);
}

void TestCliFind::unknownIssue_data()
{
    QTest::addColumn<QStringList>("command"); // PROJECT is inserted after its first word

    QTest::newRow("find") << QStringList {"find", "核", "--issue", "99"};
    QTest::newRow("replace") << QStringList {"replace", "kernel", "内核", "--issue", "99"};
    QTest::newRow("replace_dry_run") << QStringList {"replace", "kernel", "内核", "--issue", "99", "--dry-run"};
}

// An issue the project does not have: exit 1 with a message, as every command that
// opens an issue (CliApplication::openIssue), and nothing changed.
void TestCliFind::unknownIssue()
{
    QFETCH(QStringList, command);
    const QByteArray before = projectBytes();
    command.insert(1, m_project);
    const CliRun run = cli(command);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.contains("99"));
    QCOMPARE(projectBytes(), before);
}

void TestCliFind::badProject_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("command"); // PROJECT is inserted after its first word
    QTest::addColumn<int>("exitCode");

    const QStringList find {"find", "kernel"};
    const QStringList replace {"replace", "kernel", "内核"};
    QTest::newRow("find_missing") << "missing" << find << 2;
    QTest::newRow("replace_missing") << "missing" << replace << 1;
    QTest::newRow("find_corrupt") << "corrupt" << find << 2;
    QTest::newRow("replace_corrupt") << "corrupt" << replace << 1;
    QTest::newRow("find_foreign_sqlite") << "foreign" << find << 2;
    QTest::newRow("replace_foreign_sqlite") << "foreign" << replace << 1;
    QTest::newRow("replace_read_only") << "readonly" << replace << 1;
    QTest::newRow("undo_read_only") << "readonly" << QStringList {"replace", "--undo", "1"} << 1;
}

void TestCliFind::badProject()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, command);
    QFETCH(int, exitCode);
    QString path = m_project;
    if (kind == QLatin1String("missing")) {
        path = m_dir->filePath(QStringLiteral("none.yiqiao"));
    } else if (kind == QLatin1String("corrupt") || kind == QLatin1String("foreign")) {
        path = m_dir->filePath(QStringLiteral("bad.yiqiao"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // A foreign SQLite file: the header of an empty database of another program.
        file.write(kind == QLatin1String("corrupt") ? QByteArray(4096, 'x') : QByteArray("SQLite format 3\0", 16) + QByteArray(4080, '\0'));
    } else {
        if (geteuid() == 0) {
            QSKIP("permission bits do not stop root");
        }
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner));
    }
    QFile file(path);
    QByteArray before;
    if (file.open(QIODevice::ReadOnly)) {
        before = file.readAll();
        file.close();
    }
    QStringList arguments = command;
    arguments.insert(1, path);
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("yiqiao-cli: ") && run.err.count('\n') == 1, run.err.constData());
    if (kind == QLatin1String("missing")) {
        QVERIFY(!QFile::exists(path));
        return;
    }
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

QTEST_GUILESS_MAIN(TestCliFind)
#include "tst_cli_find.moc"
