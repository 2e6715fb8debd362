// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "core/textdiff.h"
#include "core/utf8text.h"
#include "draft/blockrecord.h"
#include "draft/revisionrepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// yiqiao-cli revisions and diff, run as a process on a project whose revisions the
// models library wrote: the list (text and JSON), the diff's rows and word marks,
// and the command-line errors.

namespace {

const QByteArray kSource("# Install CUDA\n\nThis post shows how to install CUDA.\n\nRun the installer.\n\nThe end.\n");

} // namespace

class TestRevisionCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void listText();
    void listJson();
    void diffText();
    void diffJson();
    void errors_data();
    void errors();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QString project() const { return m_dir->filePath(QStringLiteral("P.yiqiao")); }
    // Issue 7 from kSource; revision 1 (li) translates the first paragraph, revision 2
    // (wang) changes a word of it, drops "Run the installer." and adds a line.
    void createProject();
    void setBlock(ProjectStore &store, qint64 issueId, int index, const QString &text);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestRevisionCommand::initTestCase()
{
    QVERIFY2(QFileInfo(QStringLiteral(YIQIAO_CLI)).isExecutable(), YIQIAO_CLI);
}

void TestRevisionCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestRevisionCommand::cleanup()
{
    m_dir.reset();
}

void TestRevisionCommand::setBlock(ProjectStore &store, qint64 issueId, int index, const QString &text)
{
    const QList<BlockRecord> blocks = IssueRepository(store).targetBlocks(issueId);
    QVERIFY(index < blocks.size());
    QSqlQuery query(store.database());
    QVERIFY(query.prepare(text.isNull() ? QStringLiteral("DELETE FROM target_blocks WHERE id = ?")
                                        : QStringLiteral("UPDATE target_blocks SET text = CAST(? AS TEXT) WHERE id = ?")));
    if (!text.isNull()) {
        query.addBindValue(Utf8Text::bind(text));
    }
    query.addBindValue(blocks.at(index).id);
    QVERIFY(query.exec());
}

void TestRevisionCommand::createProject()
{
    QFile source(m_dir->filePath(QStringLiteral("source.md")));
    QVERIFY(source.open(QIODevice::WriteOnly) && source.write(kSource) == kSource.size());
    source.close();
    CliRun run = cli({QStringLiteral("new"), project()});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    run = cli({QStringLiteral("import"), project(), QStringLiteral("--issue"), QStringLiteral("7"), source.fileName()});
    QVERIFY2(run.exitCode == 0, run.err.constData());

    ProjectStore store;
    QVERIFY2(store.open(project()), qPrintable(store.errorString()));
    const auto issue = IssueRepository(store).issue(7);
    QVERIFY(issue);
    RevisionRepository revisions(store);
    setBlock(store, issue->id, 1, QStringLiteral("本文介绍如何安装 CUDA 工具包。"));
    QVERIFY2(revisions.record(issue->id, QStringLiteral("li"), QStringLiteral("Translated")), qPrintable(revisions.errorString()));
    setBlock(store, issue->id, 1, QStringLiteral("本文介绍如何安装 ROCm 工具包。"));
    setBlock(store, issue->id, 2, QString());
    setBlock(store, issue->id, 2, QStringLiteral("The end, really."));
    QVERIFY2(revisions.record(issue->id, QStringLiteral("wang"), QStringLiteral("Reviewed\tagain")), qPrintable(revisions.errorString()));
    QCOMPARE(revisions.count(issue->id), 2);
}

void TestRevisionCommand::listText()
{
    createProject();
    const CliRun run = cli({QStringLiteral("revisions"), project(), QStringLiteral("--issue"), QStringLiteral("7")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    const auto field = [&](int line, int column) { return lines.at(line).section(QLatin1Char('\t'), column, column); };
    QCOMPARE(field(0, 0), QStringLiteral("2"));
    QCOMPARE(field(0, 3), QStringLiteral("wang"));
    QCOMPARE(field(0, 5), QStringLiteral("Reviewed\\tagain"));
    QCOMPARE(field(1, 0), QStringLiteral("1"));
    QCOMPARE(field(1, 5), QStringLiteral("Translated"));
    QCOMPARE(field(2, 0), QStringLiteral("0"));
    QCOMPARE(field(2, 4), QString::number(kSource.size()));
    QCOMPARE(field(2, 5), QStringLiteral("(as imported)"));
    QVERIFY2(QDateTime::fromString(field(2, 1), Qt::ISODateWithMs).isValid(), qPrintable(field(2, 1)));
}

void TestRevisionCommand::listJson()
{
    createProject();
    const CliRun run =
        cli({QStringLiteral("revisions"), project(), QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(QStringLiteral("count")).toInt(), 2);
    const QJsonArray revisions = root.value(QStringLiteral("revisions")).toArray();
    QCOMPARE(revisions.size(), 3);
    const QJsonObject newest = revisions.at(0).toObject();
    QCOMPARE(newest.value(QStringLiteral("number")).toInt(), 2);
    QCOMPARE(newest.value(QStringLiteral("author")).toString(), QStringLiteral("wang"));
    QCOMPARE(newest.value(QStringLiteral("summary")).toString(), QStringLiteral("Reviewed\tagain"));
    QVERIFY(newest.value(QStringLiteral("size")).toInt() > 0);
    QCOMPARE(revisions.at(2).toObject().value(QStringLiteral("number")).toInt(), 0);
}

void TestRevisionCommand::diffText()
{
    createProject();
    const CliRun run =
        cli({QStringLiteral("diff"), project(), QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("1"), QStringLiteral("2")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QStringList expected {QStringLiteral("  # Install CUDA"), QStringLiteral("  "),
        QStringLiteral("~ 本文介绍如何安装 [-CUDA-]{+ROCm+} 工具包。"), QStringLiteral("  "), QStringLiteral("- Run the installer."),
        QStringLiteral("- "), QStringLiteral("~ The end{+, really+}.")};
    QCOMPARE(QString::fromUtf8(run.out), expected.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

void TestRevisionCommand::diffJson()
{
    createProject();
    const CliRun run = cli({QStringLiteral("diff"), project(), QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("0"),
        QStringLiteral("1"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(QStringLiteral("from")).toInt(), 0);
    QCOMPARE(root.value(QStringLiteral("to")).toInt(), 1);
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), int(TextDiff::splitLines(QString::fromUtf8(kSource)).size()));
    const QJsonObject changed = rows.at(2).toObject();
    QCOMPARE(changed.value(QStringLiteral("kind")).toString(), QStringLiteral("changed"));
    QCOMPARE(changed.value(QStringLiteral("leftLine")).toInt(), 2);
    QCOMPARE(changed.value(QStringLiteral("rightLine")).toInt(), 2);
    QCOMPARE(changed.value(QStringLiteral("left")).toString(), QStringLiteral("This post shows how to install CUDA."));
    QCOMPARE(changed.value(QStringLiteral("right")).toString(), QStringLiteral("本文介绍如何安装 CUDA 工具包。"));
    QVERIFY(!changed.value(QStringLiteral("rightSegments")).toArray().isEmpty());
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("equal"));
}

void TestRevisionCommand::errors_data()
{
    QTest::addColumn<QStringList>("arguments"); // after "PROJECT"
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString issue = QStringLiteral("--issue");
    QTest::newRow("diff: a revision that is not a number") << QStringList {QStringLiteral("diff"), issue, QStringLiteral("7"),
        QStringLiteral("one"), QStringLiteral("2")} << 2 << QStringLiteral("not 'one'");
    QTest::newRow("diff: a negative revision") << QStringList {QStringLiteral("diff"), issue, QStringLiteral("7"), QStringLiteral("1"),
        QStringLiteral("-1")} << 2 << QString();
    QTest::newRow("diff: one revision only") << QStringList {QStringLiteral("diff"), issue, QStringLiteral("7"), QStringLiteral("1")} << 2
                                             << QString();
    QTest::newRow("diff: a revision the issue does not have") << QStringList {QStringLiteral("diff"), issue, QStringLiteral("7"),
        QStringLiteral("1"), QStringLiteral("9")} << 1 << QStringLiteral("The issue has no revision 9.");
    QTest::newRow("revisions: no issue") << QStringList {QStringLiteral("revisions")} << 2 << QStringLiteral("--issue N is required");
    QTest::newRow("revisions: an unknown issue") << QStringList {QStringLiteral("revisions"), issue, QStringLiteral("8")} << 1 << QString();
}

void TestRevisionCommand::errors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    createProject();
    arguments.insert(1, project());
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(run.err.startsWith("yiqiao-cli: "));
}

QTEST_GUILESS_MAIN(TestRevisionCommand)
#include "tst_revisioncommand.moc"
