// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "review/commentrepository.h"
#include "store/issuelistmodel.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "terms/termentry.h"
#include "terms/termrepository.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// A project file crafted to break out: SQL, NUL bytes, bidi overrides, format
// placeholders and megabytes in every name and text a user or another program can
// put there, and huge blobs. Nothing may run as SQL (every table is still there,
// the names come back as written), nothing may crash or hang; the CLI commands
// (yiqiao-cli) and the models the window uses read it all.
namespace {

const QString DropIssues = QStringLiteral("'); DROP TABLE issues;--");
const QString OrTrue = QStringLiteral("\" OR 1=1 --");
const QString WithNul = QStringLiteral("nul") + QChar(0) + QStringLiteral("byte");
const QString Bidi = QStringLiteral("\u202Egnp.exe\u202C");
const QString Placeholders = QStringLiteral("%1 %2 %n %L1 %%");
const QString Markup = QStringLiteral("<img src=\"/dev/zero\"><script>x</script>");
const QString Megabyte = QString(1 << 20, QLatin1Char('M'));

// Issue number → its title.
const QList<QPair<int, QString>> Titles {
    {1, DropIssues},
    {2, OrTrue},
    {3, WithNul},
    {4, Bidi},
    {5, Placeholders},
    {6, Markup},
    {7, Megabyte},
};

// Every text here is also a block of each post and of its translation.
QByteArray post(const QString &title)
{
    const QString text = QStringLiteral("# Heading\n\nKernel text: ") + DropIssues + QStringLiteral("\n\nMore: ") + OrTrue
        + QStringLiteral(" and ") + Placeholders + QStringLiteral(" and ") + Bidi + QStringLiteral("\n\nTitle: ") + title.left(100)
        + QStringLiteral("\n");
    return text.toUtf8().replace('\0', ""); // the importer refuses NUL bytes as binary
}

QByteArray translation()
{
    return (QStringLiteral("# 标题\n\n核函数：") + DropIssues + QStringLiteral("\n\n更多：") + OrTrue + QStringLiteral(" 和 ")
        + Placeholders + QStringLiteral(" 和 ") + Bidi + QStringLiteral("\n\n标题。\n"))
        .toUtf8();
}

QStringList schemaOf(const QString &path)
{
    ProjectStore store;
    if (!store.open(path, ProjectStore::Access::ReadOnly)) {
        return {store.errorString()};
    }
    QSqlQuery query(store.database());
    query.exec(QStringLiteral("SELECT type || ' ' || name FROM sqlite_master ORDER BY 1"));
    QStringList names;
    while (query.next()) {
        names.append(query.value(0).toString());
    }
    return names;
}

bool exec(ProjectStore &store, const QString &sql, const QVariantList &values)
{
    QSqlQuery query(store.database());
    query.prepare(sql);
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        return false;
    }
    return true;
}

qint64 firstDraftBlock(ProjectStore &store, int issueNumber)
{
    QSqlQuery query(store.database());
    query.prepare(
        QStringLiteral("SELECT t.id FROM target_blocks t JOIN issues i ON i.id = t.issue_id WHERE i.number = ? ORDER BY t.ordinal"));
    query.addBindValue(issueNumber);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 issueId(ProjectStore &store, int issueNumber)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT id FROM issues WHERE number = ?"));
    query.addBindValue(issueNumber);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

struct Run {
    bool finished = false;
    bool crashed = false;
    int exitCode = -1;
    QString out;
    QString err;
    qint64 ms = 0;
};

// Qt 5's QString::fromUtf8(QByteArray) stops at a NUL byte; a title may have one.
QString utf8(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.constData(), int(bytes.size()));
}

Run cli(const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(YIQIAO_CLI), arguments);
    Run run;
    run.finished = process.waitForFinished(timeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.ms = timer.elapsed();
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    run.exitCode = process.exitCode();
    run.out = utf8(process.readAllStandardOutput());
    run.err = utf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestCraftedProject : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void namesComeBackAsWritten();
    void issueListShowsTitlesLiterally();
    void cliReadsHostileNames_data();
    void cliReadsHostileNames();
    void nulBytesSurviveExport();
    void hugeBlobs_data();
    void hugeBlobs();
    void hugeIssueOpensInBoundedTime();
    void fileNameIsNoUri_data();
    void fileNameIsNoUri();
    void cleanupTestCase();

private:
    void createHostile();
    void createHuge();

    QTemporaryDir m_dir;
    QString m_path;
    QString m_hugePath;
    QStringList m_schema;
};

void TestCraftedProject::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("crafted.yiqiao"));
    m_hugePath = m_dir.filePath(QStringLiteral("huge.yiqiao"));
    createHostile();
    createHuge();
    m_schema = schemaOf(m_path);
    QVERIFY2(m_schema.contains(QLatin1String("table issues")), qPrintable(m_schema.join(QLatin1Char(','))));
}

// Everything through the repositories (bound values), as the window and the
// importers write it; what they do not write, through plain bound UPDATEs.
void TestCraftedProject::createHostile()
{
    ProjectStore store;
    QVERIFY2(store.create(m_path, DropIssues), qPrintable(store.errorString()));
    PostImporter importer(store);
    for (const auto &[number, title] : Titles) {
        QVERIFY2(importer.importPost(number, post(title), title, DropIssues + QStringLiteral(".md"), translation()),
            qPrintable(importer.errorString()));
    }
    TermEntry term;
    term.source = DropIssues;
    term.variants = QStringList {OrTrue, WithNul};
    term.note = Placeholders + Markup;
    TermRendering rendering;
    rendering.text = OrTrue + Bidi;
    rendering.isDefault = true;
    rendering.keywords = QStringList {DropIssues};
    term.renderings = {rendering};
    TermRepository terms(store);
    QVERIFY2(terms.add({term}), qPrintable(terms.errorString()));
    CommentRepository comments(store);
    QVERIFY2(comments.add(firstDraftBlock(store, 1), DropIssues, Placeholders + WithNul + Megabyte), qPrintable(comments.errorString()));
    IssueRepository issues(store);
    QVERIFY(issues.setTags(issueId(store, 1), {DropIssues, OrTrue}));
    for (const QString &key : {QStringLiteral("export.footerFormat"), QStringLiteral("export.endSectionTitle"), DropIssues}) {
        QVERIFY(store.setSetting(key, DropIssues + Placeholders + OrTrue));
    }
    QVERIFY(exec(store, QStringLiteral("UPDATE target_blocks SET note_type = ? WHERE id = ?"), {DropIssues, firstDraftBlock(store, 2)}));
    QVERIFY(exec(store, QStringLiteral("UPDATE target_blocks SET text = ? WHERE id = ?"),
        {QStringLiteral("# 标题") + WithNul, firstDraftBlock(store, 3)}));
}

// A 200 MB source post (its bytes as stored) and a 50 MB draft block.
void TestCraftedProject::createHuge()
{
    ProjectStore store;
    QVERIFY2(store.create(m_hugePath, QStringLiteral("huge")), qPrintable(store.errorString()));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, post(QStringLiteral("huge")), QStringLiteral("huge"), QString(), translation()),
        qPrintable(importer.errorString()));
    QVERIFY(exec(store, QStringLiteral("UPDATE source_posts SET content = zeroblob(?)"), {200 * 1024 * 1024}));
    const QString fifty = QStringLiteral("很长的句子，").repeated(50 * 1024 * 1024 / 18) + DropIssues;
    QVERIFY(exec(store, QStringLiteral("UPDATE target_blocks SET text = ? WHERE id = ?"), {fifty, firstDraftBlock(store, 1)}));
}

void TestCraftedProject::namesComeBackAsWritten()
{
    ProjectStore store;
    QVERIFY2(store.open(m_path, ProjectStore::Access::ReadOnly), qPrintable(store.errorString()));
    IssueRepository repository(store);
    for (const auto &[number, title] : Titles) {
        const auto issue = repository.issue(number);
        QVERIFY(issue);
        QCOMPARE(issue->title, title);
    }
    TermRepository terms(store);
    const QList<TermEntry> all = terms.all();
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.first().source, DropIssues);
    QCOMPARE(all.first().renderings.first().text, OrTrue + Bidi);
    QCOMPARE(all.first().variants, QStringList({OrTrue, WithNul}));
    QCOMPARE(store.setting(DropIssues), DropIssues + Placeholders + OrTrue);
}

void TestCraftedProject::issueListShowsTitlesLiterally()
{
    ProjectStore store;
    QVERIFY2(store.open(m_path, ProjectStore::Access::ReadOnly), qPrintable(store.errorString()));
    IssueListModel model;
    QAbstractItemModelTester tester(&model);
    model.reload(store);
    QCOMPARE(model.rowCount(), int(Titles.size()));
    for (const auto &[number, title] : Titles) {
        const int row = model.rowOf(number);
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, IssueListModel::TitleColumn).data().toString(), title);
    }
}

void TestCraftedProject::cliReadsHostileNames_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("shown"); // on stdout, or in the file written

    const QString out = m_dir.filePath(QStringLiteral("out"));
    QTest::newRow("stats: every title") << QStringList {QStringLiteral("stats"), m_path}
                                        << QStringList {DropIssues, OrTrue, Bidi, Placeholders, Markup};
    QTest::newRow("stats --json") << QStringList {QStringLiteral("stats"), m_path, QStringLiteral("--json")} << QStringList {};
    QTest::newRow("dashboard") << QStringList {QStringLiteral("dashboard"), m_path} << QStringList {DropIssues, OrTrue, Placeholders};
    QTest::newRow("blocks of the draft") << QStringList {QStringLiteral("blocks"), m_path, QStringLiteral("--issue"), QStringLiteral("1")}
                                         << QStringList {DropIssues, OrTrue, Placeholders, Bidi};
    QTest::newRow("blocks of the source") << QStringList {QStringLiteral("blocks"), m_path, QStringLiteral("--issue"), QStringLiteral("5"),
        QStringLiteral("--source")} << QStringList {DropIssues, Placeholders};
    QTest::newRow("export") << QStringList {QStringLiteral("export"), m_path, QStringLiteral("--issue"), QStringLiteral("5"),
        QStringLiteral("-o"), out + QStringLiteral(".md"), QStringLiteral("--force")}
                            << QStringList {DropIssues, OrTrue, Placeholders};
    QTest::newRow("export --html") << QStringList {QStringLiteral("export"), m_path, QStringLiteral("--issue"), QStringLiteral("6"),
        QStringLiteral("--html"), QStringLiteral("-o"), out + QStringLiteral(".html"), QStringLiteral("--force")}
                                   // titled by the draft's heading, not the issue's hostile title
                                   << QStringList {QStringLiteral("<title>标题</title>")};
    QTest::newRow("qa") << QStringList {QStringLiteral("qa"), m_path, QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--all")}
                        << QStringList {};
    QTest::newRow("qa --json") << QStringList {QStringLiteral("qa"), m_path, QStringLiteral("--issue"), QStringLiteral("7"),
        QStringLiteral("--json")}
                               << QStringList {};
    QTest::newRow("find the SQL") << QStringList {QStringLiteral("find"), m_path, DropIssues} << QStringList {DropIssues};
    QTest::newRow("find a quote") << QStringList {QStringLiteral("find"), m_path, OrTrue, QStringLiteral("--side"), QStringLiteral("draft")}
                                  << QStringList {OrTrue};
    QTest::newRow("find placeholders") << QStringList {QStringLiteral("find"), m_path, Placeholders} << QStringList {Placeholders};
    QTest::newRow("find a regular expression") << QStringList {QStringLiteral("find"), m_path, QStringLiteral("DROP\\s+TABLE"),
        QStringLiteral("--regex")} << QStringList {QStringLiteral("'); 【DROP TABLE】 issues;--")};
    QTest::newRow("terms find") << QStringList {QStringLiteral("terms"), QStringLiteral("find"), m_path, QStringLiteral("DROP")}
                                << QStringList {DropIssues};
    QTest::newRow("terms check") << QStringList {QStringLiteral("terms"), QStringLiteral("check"), m_path, QStringLiteral("--issue"),
        QStringLiteral("1")} << QStringList {};
    QTest::newRow("review: comments") << QStringList {QStringLiteral("review"), m_path, QStringLiteral("--issue"), QStringLiteral("1")}
                                      << QStringList {DropIssues};
    QTest::newRow("tags") << QStringList {QStringLiteral("tags"), m_path, QStringLiteral("--issue"), QStringLiteral("1")}
                          << QStringList {DropIssues};
    QTest::newRow("revisions") << QStringList {QStringLiteral("revisions"), m_path, QStringLiteral("--issue"), QStringLiteral("2")}
                               << QStringList {};
}

// Exit codes 0–2 are answers (1: findings or nothing found); a crash or a hang is not.
void TestCraftedProject::cliReadsHostileNames()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, shown);
    const Run run = cli(arguments, 60000);
    QVERIFY2(run.finished, "hangs");
    QVERIFY2(!run.crashed, qPrintable(run.err));
    QVERIFY2(run.exitCode >= 0 && run.exitCode <= 2, qPrintable(run.err));
    const int output = arguments.indexOf(QLatin1String("-o"));
    QString text = run.out;
    if (output >= 0) {
        QFile file(arguments.at(output + 1));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(run.err));
        text = utf8(file.readAll());
    }
    for (const QString &name : shown) {
        const QString why = name.left(80) + QLatin1String(" not in: ") + text.left(3000) + run.err.left(500);
        QVERIFY2(text.contains(name), qPrintable(QString(why).replace(QChar(0), QLatin1String("\\0"))));
    }
    QCOMPARE(schemaOf(m_path), m_schema);
}

// A NUL byte is valid UTF-8; the importer refuses it as binary, but a crafted file
// has one in a draft block: it exports with it (Qt 5's QString::fromUtf8 cut there).
void TestCraftedProject::nulBytesSurviveExport()
{
    const QString out = m_dir.filePath(QStringLiteral("nul.md"));
    const Run run = cli({QStringLiteral("export"), m_path, QStringLiteral("--issue"), QStringLiteral("3"), QStringLiteral("--draft"),
                            QStringLiteral("-o"), out, QStringLiteral("--force"), QStringLiteral("--no-footer")},
        60000);
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.err));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), translation().replace("# 标题", (QStringLiteral("# 标题") + WithNul).toUtf8()));
}

void TestCraftedProject::hugeBlobs_data()
{
    QTest::addColumn<QStringList>("arguments");

    const QString issue = QStringLiteral("--issue");
    const QString one = QStringLiteral("1");
    const QString out = m_dir.filePath(QStringLiteral("huge-out"));
    QTest::newRow("stats") << QStringList {QStringLiteral("stats"), m_hugePath};
    QTest::newRow("dashboard") << QStringList {QStringLiteral("dashboard"), m_hugePath};
    QTest::newRow("blocks") << QStringList {QStringLiteral("blocks"), m_hugePath, issue, one};
    QTest::newRow("blocks --source") << QStringList {QStringLiteral("blocks"), m_hugePath, issue, one, QStringLiteral("--source")};
    QTest::newRow("export") << QStringList {
        QStringLiteral("export"), m_hugePath, issue, one, QStringLiteral("-o"), out + QStringLiteral(".md"), QStringLiteral("--force")};
    QTest::newRow("export --source") << QStringList {QStringLiteral("export"), m_hugePath, issue, one, QStringLiteral("--source"),
        QStringLiteral("-o"), out + QStringLiteral("-source.md"), QStringLiteral("--force")};
    QTest::newRow("qa") << QStringList {QStringLiteral("qa"), m_hugePath, issue, one};
    QTest::newRow("find") << QStringList {QStringLiteral("find"), m_hugePath, QStringLiteral("DROP TABLE")};
    QTest::newRow("revisions --source") << QStringList {QStringLiteral("revisions"), m_hugePath, issue, one, QStringLiteral("--source")};
}

// Read, or refused with a message; in bounded time either way.
void TestCraftedProject::hugeBlobs()
{
    QFETCH(QStringList, arguments);
    const Run run = cli(arguments, 120000);
    QVERIFY2(run.finished, "hangs");
    QVERIFY2(!run.crashed, qPrintable(run.err));
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1 || !run.err.trimmed().isEmpty(), "failed without a message");
    qInfo("%s: exit %d in %lld ms %s", qPrintable(arguments.first()), run.exitCode, run.ms, qPrintable(run.err.left(200)));
}

// What opening the issue in the window does, in the window's process.
void TestCraftedProject::hugeIssueOpensInBoundedTime()
{
    ProjectStore store;
    QVERIFY2(store.open(m_hugePath), qPrintable(store.errorString()));
    QElapsedTimer timer;
    timer.start();
    DraftSession session(store, issueId(store, 1));
    const bool loaded = session.load();
    QVERIFY2(loaded || !session.errorString().isEmpty(), "refused without a message");
    QVERIFY2(timer.elapsed() < 60000, qPrintable(QString::number(timer.elapsed())));
    if (loaded) {
        QVERIFY(session.text().contains(DropIssues));
    }
}

void TestCraftedProject::fileNameIsNoUri_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("query string") << QStringLiteral("a.yiqiao?mode=memory&cache=shared");
    QTest::newRow("fragment") << QStringLiteral("b#c.yiqiao");
    QTest::newRow("percent escapes") << QStringLiteral("%2e%2e%2fx.yiqiao");
    QTest::newRow("quotes and semicolons") << QStringLiteral("'; DROP TABLE issues;--.yiqiao");
}

// The store opens files through an SQLite URI: a name must stay a name.
void TestCraftedProject::fileNameIsNoUri()
{
    QFETCH(QString, name);
    const QString path = m_dir.filePath(name);
    {
        ProjectStore store;
        QVERIFY2(store.create(path, name), qPrintable(store.errorString()));
    }
    QVERIFY(QFile::exists(path));
    ProjectStore store;
    QVERIFY2(store.open(path), qPrintable(store.errorString()));
    QCOMPARE(store.setting(QStringLiteral("name")), name);
    QVERIFY(schemaOf(path).contains(QLatin1String("table issues")));
}

void TestCraftedProject::cleanupTestCase()
{
    QCOMPARE(schemaOf(m_path), m_schema);
    ProjectStore store;
    QVERIFY(store.open(m_path, ProjectStore::Access::ReadOnly));
    QSqlQuery query(store.database());
    QVERIFY(query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("ok"));
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM issues")) && query.next());
    QCOMPARE(query.value(0).toInt(), int(Titles.size()));
}

QTEST_GUILESS_MAIN(TestCraftedProject)
#include "tst_craftedproject.moc"
