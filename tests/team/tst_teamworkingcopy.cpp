// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamworkingcopy.h"

#include "checklist/checklistrepository.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "export/markdownexporter.h"
#include "review/commentrepository.h"
#include "store/issuerepository.h"
#include "teamcopies.h"
#include "terms/termrepository.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");
const QByteArray kTranslation("# 标题\n\n第一段。\n\n第二段。\n");
const QString kUrl = QStringLiteral("postgresql://lead@127.0.0.1:5432/series");

QByteArray draftOf(ProjectStore &store, int number)
{
    IssueRepository issues(store);
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT id FROM issues WHERE number = ?"));
    query.addBindValue(number);
    return query.exec() && query.next() ? MarkdownExporter(issues).draft(query.value(0).toLongLong()) : QByteArray();
}

qint64 idOf(ProjectStore &store, const QString &sql)
{
    QSqlQuery query(store.database());
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : 0;
}

QStringList queuedTables(ProjectStore &store)
{
    QStringList tables;
    for (const TeamRow &row : TeamWorkingCopy(store).pendingRows(1000)) {
        const QString name = row.deleted ? row.table + QStringLiteral(" deleted") : row.table;
        if (!tables.contains(name)) {
            tables.append(name);
        }
    }
    return tables;
}

} // namespace

// The working copy's side of team work (issue 24) with real edits through the
// project's repositories: the outbox triggers that every opener gets, publishing and
// cloning through a stand-in server, changes both ways, crafted rows refused with
// nothing changed, refused pushes kept, and a lost lease kept as a competing revision.
class TestTeamWorkingCopy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aProjectNeverPublishedQueuesNothing();
    void makeWorkingCopy_data();
    void makeWorkingCopy();
    void repositoryEditsAreQueued_data();
    void repositoryEditsAreQueued();
    void publishAndCloneAgree();
    void changesTravelBothWays();
    void anyOrderOfABatchIsApplied();
    void applyRefusesCraftedRows_data();
    void applyRefusesCraftedRows();
    void refusedPushesStayQueued();
    void replacedRowsTravelAsDeletedAndNew();
    void lostLeaseKeepsTheDraftAsARevision();

private:
    void importAndPublish(TeamCopies &copies, bool queueEverything = true);
};

void TestTeamWorkingCopy::importAndPublish(TeamCopies &copies, bool queueEverything)
{
    QCOMPARE(copies.create(QStringLiteral("a"), QStringLiteral("lead")), QString());
    PostImporter importer(copies.store(QStringLiteral("a")));
    QVERIFY2(importer.importPost(5, kPost, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    TermRepository terms(copies.store(QStringLiteral("a")));
    TermEntry kernel;
    kernel.source = QStringLiteral("kernel");
    kernel.renderings = {TermRendering {QStringLiteral("内核"), {}, {}, {}, {}, 0, true}};
    QVERIFY2(terms.add({kernel}), qPrintable(terms.errorString()));
    TeamWorkingCopy copy(copies.store(QStringLiteral("a")));
    QVERIFY2(copy.makeWorkingCopy(kUrl, QStringLiteral("lead"), queueEverything), qPrintable(copy.errorString()));
}

void TestTeamWorkingCopy::aProjectNeverPublishedQueuesNothing()
{
    TeamCopies copies;
    QCOMPARE(copies.create(QStringLiteral("a"), QStringLiteral("lead")), QString());
    ProjectStore &store = copies.store(QStringLiteral("a"));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(5, kPost, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    QCOMPARE(copies.reopen(QStringLiteral("a")), QString());
    QVERIFY(CommentRepository(store).add(
        idOf(store, QStringLiteral("SELECT min(id) FROM target_blocks")), QStringLiteral("me"), QStringLiteral("A comment.")));
    TeamWorkingCopy copy(store);
    QVERIFY(!copy.isWorkingCopy());
    QCOMPARE(copy.pendingCount(), 0);
    QCOMPARE(TeamCopies::count(store.database(), QStringLiteral("SELECT count(*) FROM sqlite_temp_master WHERE type = 'trigger'")), 0);
    QCOMPARE(TeamCopies::count(store.database(), QStringLiteral("SELECT count(*) FROM comments WHERE uuid IS NOT NULL")), 0);
}

void TestTeamWorkingCopy::makeWorkingCopy_data()
{
    QTest::addColumn<bool>("queueEverything");
    QTest::newRow("publish: everything queued") << true;
    QTest::newRow("clone: nothing queued") << false;
}

void TestTeamWorkingCopy::makeWorkingCopy()
{
    QFETCH(bool, queueEverything);
    TeamCopies copies;
    importAndPublish(copies, queueEverything);
    ProjectStore &store = copies.store(QStringLiteral("a"));
    TeamWorkingCopy copy(store);
    QVERIFY(copy.isWorkingCopy());
    QCOMPARE(copy.settings().url, kUrl);
    QCOMPARE(copy.settings().login, QStringLiteral("lead"));
    QCOMPARE(copy.settings().copyId.size(), 36);
    QCOMPARE(copy.settings().pulledRev, 0);
    QVERIFY(!copy.settings().lastSync.isValid());
    int rows = 0;
    for (const TeamTable &table : TeamTables::all()) {
        QCOMPARE(TeamCopies::count(store.database(), QStringLiteral("SELECT count(*) FROM %1 WHERE uuid IS NULL").arg(table.name)), 0);
        rows += TeamCopies::count(store.database(), QStringLiteral("SELECT count(*) FROM %1").arg(table.name));
    }
    QVERIFY(TeamCopies::count(store.database(),
                QStringLiteral("SELECT count(*) FROM target_blocks WHERE uuid LIKE '________-____-4___-____-____________'"))
        == 3);
    // The seal of revision coalescing belongs to this copy alone.
    const int local =
        TeamCopies::count(store.database(), QStringLiteral("SELECT count(*) FROM project_settings WHERE key LIKE 'revisions.sealed.%'"));
    QCOMPARE(copy.pendingCount(), queueEverything ? rows - local : 0);
    const QString copyId = copy.settings().copyId;
    QVERIFY(copy.makeWorkingCopy(kUrl, QStringLiteral("lead"), false));
    QCOMPARE(copy.settings().copyId, copyId);
}

void TestTeamWorkingCopy::repositoryEditsAreQueued_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QStringList>("queued");
    QTest::newRow("a comment") << "comment" << QStringList {QStringLiteral("comments")};
    QTest::newRow("a term") << "term" << QStringList {QStringLiteral("terms"), QStringLiteral("term_renderings")};
    QTest::newRow("a draft edited") << "draft" << QStringList {QStringLiteral("issues"), QStringLiteral("target_blocks")};
    QTest::newRow("a term removed") << "remove term"
                                    << QStringList {QStringLiteral("term_renderings deleted"), QStringLiteral("terms deleted")};
    QTest::newRow("a setting") << "setting" << QStringList {QStringLiteral("project_settings")};
}

// Edits made after the project was closed and opened again (the next CLI command, the
// window) are queued: ProjectStore::open installs the triggers.
void TestTeamWorkingCopy::repositoryEditsAreQueued()
{
    QFETCH(QString, edit);
    QFETCH(QStringList, queued);
    TeamCopies copies;
    importAndPublish(copies, false);
    QCOMPARE(copies.sync(QStringLiteral("a")), QString()); // nothing to push; the server knows nothing
    ProjectStore &store = copies.store(QStringLiteral("a"));
    // The rows are on the server (as published) so that a removal is queued too.
    QVERIFY(store.inTransaction(
        [&] {
            QSqlQuery query(store.database());
            return query.exec(QStringLiteral("INSERT INTO team_revs (table_name, uuid, rev) SELECT 'terms', uuid, 1 FROM terms"))
                && query.exec(
                    QStringLiteral("INSERT INTO team_revs (table_name, uuid, rev) SELECT 'term_renderings', uuid, 1 FROM term_renderings"));
        },
        nullptr));
    QCOMPARE(copies.reopen(QStringLiteral("a")), QString());
    QCOMPARE(TeamWorkingCopy(store).pendingCount(), 0);
    const qint64 block = idOf(store, QStringLiteral("SELECT min(id) FROM target_blocks WHERE ordinal = 1"));
    if (edit == QLatin1String("comment")) {
        QVERIFY(CommentRepository(store).add(block, QStringLiteral("me"), QStringLiteral("Check this.")));
    } else if (edit == QLatin1String("term")) {
        TermEntry entry;
        entry.source = QStringLiteral("tensor");
        entry.renderings = {TermRendering {QStringLiteral("张量"), {}, {}, {}, {}, 0, true}};
        TermRepository terms(store);
        QVERIFY2(terms.add({entry}), qPrintable(terms.errorString()));
    } else if (edit == QLatin1String("draft")) {
        DraftSession session(store, idOf(store, QStringLiteral("SELECT id FROM issues")));
        QVERIFY2(session.load(), qPrintable(session.errorString()));
        QString text = session.text();
        text.replace(QStringLiteral("第一段。"), QStringLiteral("第一段，改过。"));
        QVERIFY2(session.update(text, session.lineIds()), qPrintable(session.errorString()));
    } else if (edit == QLatin1String("remove term")) {
        TermRepository terms(store);
        QVERIFY2(terms.remove(idOf(store, QStringLiteral("SELECT id FROM terms"))), qPrintable(terms.errorString()));
    } else {
        QVERIFY(store.setSetting(QStringLiteral("deletion_target"), QStringLiteral("0.2")));
        QVERIFY(store.setSetting(QStringLiteral("revisions.sealed.1"), QStringLiteral("3")));
    }
    QStringList tables = queuedTables(store);
    tables.sort();
    queued.sort();
    QCOMPARE(tables, queued);
    QCOMPARE(
        TeamCopies::count(store.database(), QStringLiteral("SELECT count(*) FROM team_outbox o WHERE o.deleted = 0 AND row_id IS NULL")),
        0);
}

void TestTeamWorkingCopy::publishAndCloneAgree()
{
    TeamCopies copies;
    importAndPublish(copies);
    ProjectStore &a = copies.store(QStringLiteral("a"));
    QVERIFY(CommentRepository(a).add(
        idOf(a, QStringLiteral("SELECT min(id) FROM target_blocks")), QStringLiteral("lead"), QStringLiteral("Root.")));
    QVERIFY(
        CommentRepository(a).reply(idOf(a, QStringLiteral("SELECT id FROM comments")), QStringLiteral("lead"), QStringLiteral("Reply.")));
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QCOMPARE(TeamWorkingCopy(a).pendingCount(), 0);

    QCOMPARE(copies.create(QStringLiteral("b"), QStringLiteral("reviewer")), QString());
    ProjectStore &b = copies.store(QStringLiteral("b"));
    TeamWorkingCopy clone(b);
    QVERIFY2(clone.makeWorkingCopy(kUrl, QStringLiteral("reviewer"), false), qPrintable(clone.errorString()));
    QCOMPARE(copies.sync(QStringLiteral("b")), QString());
    QCOMPARE(draftOf(b, 5), draftOf(a, 5));
    QVERIFY(!draftOf(b, 5).isEmpty());
    for (const TeamTable &table : TeamTables::all()) {
        const QString count = QStringLiteral("SELECT count(*) FROM %1").arg(table.name);
        if (table.name != QLatin1String("project_settings")) {
            QCOMPARE(TeamCopies::count(b.database(), count), TeamCopies::count(a.database(), count));
        }
        const QString uuids = QStringLiteral("SELECT count(*) FROM %1 WHERE uuid IN (SELECT uuid FROM other.%1)").arg(table.name);
        Q_UNUSED(uuids)
    }
    // The seeded radar dimensions and the project's name were taken over, not doubled.
    QCOMPARE(TeamCopies::count(b.database(), QStringLiteral("SELECT count(*) FROM radar_dimensions")), 4);
    QCOMPARE(b.setting(QStringLiteral("name")), QStringLiteral("a"));
    QCOMPARE(TeamCopies::count(b.database(), QStringLiteral("SELECT count(*) FROM comments WHERE parent_id IS NOT NULL")), 1);
    QCOMPARE(clone.pendingCount(), 0);
    QVERIFY(clone.settings().pulledRev > 0);
}

void TestTeamWorkingCopy::changesTravelBothWays()
{
    TeamCopies copies;
    importAndPublish(copies);
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QCOMPARE(copies.create(QStringLiteral("b"), QStringLiteral("reviewer")), QString());
    ProjectStore &a = copies.store(QStringLiteral("a"));
    ProjectStore &b = copies.store(QStringLiteral("b"));
    QVERIFY(TeamWorkingCopy(b).makeWorkingCopy(kUrl, QStringLiteral("reviewer"), false));
    QCOMPARE(copies.sync(QStringLiteral("b")), QString());
    // A comment made in b reaches a, on the block it was made on.
    CommentRepository comments(b);
    QVERIFY(comments.add(
        idOf(b, QStringLiteral("SELECT id FROM target_blocks WHERE ordinal = 2")), QStringLiteral("reviewer"), QStringLiteral("二段？")));
    QCOMPARE(copies.sync(QStringLiteral("b")), QString());
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QCOMPARE(TeamCopies::count(a.database(),
                 QStringLiteral("SELECT count(*) FROM comments c JOIN target_blocks t ON t.id = c.target_block_id"
                                " WHERE t.ordinal = 2 AND c.body = '二段？'")),
        1);
    // a edits the draft and removes the comment; b follows.
    DraftSession session(a, idOf(a, QStringLiteral("SELECT id FROM issues")));
    QVERIFY(session.load());
    QString text = session.text();
    text.replace(QStringLiteral("第二段。"), QStringLiteral("第二段，改过。"));
    QVERIFY2(session.update(text, session.lineIds()), qPrintable(session.errorString()));
    QVERIFY(CommentRepository(a).remove(idOf(a, QStringLiteral("SELECT id FROM comments"))));
    int deletions = 0;
    for (const TeamRow &row : TeamWorkingCopy(a).pendingRows(100)) {
        if (row.deleted) {
            ++deletions;
            QCOMPARE(row.table, QStringLiteral("comments"));
            QCOMPARE(row.issueUuid, TeamWorkingCopy(a).issueUuid(idOf(a, QStringLiteral("SELECT id FROM issues"))));
            QVERIFY(row.baseRev > 0);
        }
    }
    QCOMPARE(deletions, 1);
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QCOMPARE(TeamWorkingCopy(a).pendingErrors(), QStringList());
    QCOMPARE(copies.sync(QStringLiteral("b")), QString());
    QCOMPARE(draftOf(b, 5), draftOf(a, 5));
    QVERIFY(draftOf(b, 5).contains("第二段，改过。"));
    QCOMPARE(TeamCopies::count(b.database(), QStringLiteral("SELECT count(*) FROM comments")), 0);
    QCOMPARE(TeamWorkingCopy(b).pendingCount(), 0);
    QCOMPARE(TeamWorkingCopy(a).pendingCount(), 0);
}

// The server's order is revision order; the applier puts parents first itself, and a
// reply that comes before its comment waits for it.
void TestTeamWorkingCopy::anyOrderOfABatchIsApplied()
{
    TeamCopies copies;
    importAndPublish(copies);
    ProjectStore &a = copies.store(QStringLiteral("a"));
    QVERIFY(CommentRepository(a).add(
        idOf(a, QStringLiteral("SELECT min(id) FROM target_blocks")), QStringLiteral("lead"), QStringLiteral("Root.")));
    QVERIFY(
        CommentRepository(a).reply(idOf(a, QStringLiteral("SELECT id FROM comments")), QStringLiteral("lead"), QStringLiteral("Reply.")));
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    // A second version of a block: the newest is the one taken, whatever the order.
    DraftSession session(a, idOf(a, QStringLiteral("SELECT id FROM issues")));
    QVERIFY(session.load());
    QString text = session.text();
    text.replace(QStringLiteral("第一段。"), QStringLiteral("第一段，第二版。"));
    QVERIFY(session.update(text, session.lineIds()));
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QList<TeamRow> reversed;
    for (const TeamRow &row : copies.serverRows()) {
        reversed.prepend(row);
    }
    QCOMPARE(copies.create(QStringLiteral("b"), QStringLiteral("reviewer")), QString());
    ProjectStore &b = copies.store(QStringLiteral("b"));
    TeamWorkingCopy clone(b);
    QVERIFY(clone.makeWorkingCopy(kUrl, QStringLiteral("reviewer"), false));
    QVERIFY2(clone.apply(reversed, reversed.size()), qPrintable(clone.errorString()));
    QCOMPARE(draftOf(b, 5), draftOf(a, 5));
    QVERIFY(draftOf(b, 5).contains("第二版"));
    QCOMPARE(TeamCopies::count(b.database(),
                 QStringLiteral(
                     "SELECT count(*) FROM comments r JOIN comments c ON c.id = r.parent_id WHERE r.body = 'Reply.' AND c.body = 'Root.'")),
        1);
    // A reply whose comment is in no batch is refused.
    TeamRow orphan = reversed.constFirst();
    for (const TeamRow &row : std::as_const(reversed)) {
        if (row.table == QLatin1String("comments") && !row.data.value(QStringLiteral("parent_id")).isNull()) {
            orphan = row;
        }
    }
    orphan.uuid = QStringLiteral("1b0e0f5e-0000-4000-8000-000000000000");
    orphan.data.insert(QStringLiteral("parent_id"), QStringLiteral("2b0e0f5e-0000-4000-8000-000000000000"));
    orphan.rev = reversed.size() + 1;
    QVERIFY(!clone.apply({orphan}, orphan.rev));
    QVERIFY(clone.errorString().contains(QStringLiteral("parent_id")));
}

void TestTeamWorkingCopy::applyRefusesCraftedRows_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("issue"); // "same": the row's own issue
    QTest::newRow("an unknown table") << "replace_batches"
                                      << "pattern" << QJsonValue(QStringLiteral("x")) << "";
    QTest::newRow("sqlite_master") << "sqlite_master"
                                   << "sql" << QJsonValue(QStringLiteral("x")) << "";
    QTest::newRow("an unknown column") << "comments"
                                       << "evil" << QJsonValue(QStringLiteral("x")) << "same";
    QTest::newRow("the local id") << "comments"
                                  << "id" << QJsonValue(1) << "same";
    QTest::newRow("text where a number goes") << "comments"
                                              << "parent_id" << QJsonValue(12) << "same";
    QTest::newRow("a number where text goes") << "comments"
                                              << "body" << QJsonValue(12) << "same";
    QTest::newRow("null where a value must be") << "comments"
                                                << "body" << QJsonValue(QJsonValue::Null) << "same";
    QTest::newRow("a dangling reference") << "comments"
                                          << "target_block_id" << QJsonValue(QStringLiteral("9a0e0f5e-0000-4000-8000-000000000000"))
                                          << "same";
    QTest::newRow("a check the schema refuses") << "target_blocks"
                                                << "status" << QJsonValue(QStringLiteral("nonsense")) << "same";
    QTest::newRow("another issue") << "comments"
                                   << "body" << QJsonValue(QStringLiteral("ok")) << "other";
    QTest::newRow("bad base64") << "source_posts"
                                << "content" << QJsonValue(QJsonObject {{QStringLiteral("base64"), QStringLiteral("@@")}}) << "same";
    QTest::newRow("an array") << "comments"
                              << "body" << QJsonValue(QJsonArray {1, 2}) << "same";
}

// A good row first, the crafted one after it: the whole batch is refused.
void TestTeamWorkingCopy::applyRefusesCraftedRows()
{
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(QJsonValue, value);
    QFETCH(QString, issue);
    TeamCopies copies;
    importAndPublish(copies);
    ProjectStore &a = copies.store(QStringLiteral("a"));
    QVERIFY(CommentRepository(a).add(
        idOf(a, QStringLiteral("SELECT min(id) FROM target_blocks")), QStringLiteral("lead"), QStringLiteral("Root.")));
    TeamWorkingCopy copy(a);
    QList<TeamRow> rows = copy.pendingRows(1000);
    QList<TeamPushResult> accepted;
    for (const TeamRow &row : std::as_const(rows)) {
        accepted.append(TeamPushResult {row.table, row.uuid, accepted.size() + 1, {}});
    }
    QVERIFY(copy.markPushed(accepted));
    QCOMPARE(copy.pendingCount(), 0);
    const QString before = TeamCopies::snapshot(a.database());
    TeamRow good;
    TeamRow crafted;
    for (const TeamRow &row : std::as_const(rows)) {
        if (row.table == QLatin1String("terms")) {
            good = row;
        }
        if (row.table
            == (table == QLatin1String("replace_batches") || table == QLatin1String("sqlite_master") ? QStringLiteral("comments")
                                                                                                     : table)) {
            crafted = row;
        }
    }
    QVERIFY(!good.uuid.isEmpty() && !crafted.uuid.isEmpty());
    good.data.insert(QStringLiteral("note"), QStringLiteral("changed"));
    good.rev = 50;
    crafted.table = table;
    crafted.data.insert(column, value);
    crafted.rev = 51;
    if (issue == QLatin1String("other")) {
        crafted.issueUuid = QStringLiteral("0a0e0f5e-0000-4000-8000-000000000000");
    }
    QVERIFY(!copy.apply({good, crafted}, 51));
    QVERIFY(!copy.errorString().isEmpty());
    QVERIFY2(!copy.errorString().contains(QLatin1Char('\n')), qPrintable(copy.errorString()));
    QCOMPARE(TeamCopies::snapshot(a.database()), before);
    // The copy works on: a good row alone is taken.
    QVERIFY2(copy.apply({good}, 50), qPrintable(copy.errorString()));
    QCOMPARE(TeamCopies::count(a.database(), QStringLiteral("SELECT count(*) FROM terms WHERE note = 'changed'")), 1);
    QCOMPARE(copy.settings().pulledRev, 50);
    // Applied rows are not queued again.
    QCOMPARE(copy.pendingCount(), 0);
}

void TestTeamWorkingCopy::refusedPushesStayQueued()
{
    TeamCopies copies;
    importAndPublish(copies);
    ProjectStore &a = copies.store(QStringLiteral("a"));
    TeamWorkingCopy copy(a);
    const QList<TeamRow> rows = copy.pendingRows(3);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.first().table, QStringLiteral("project_settings"));
    const int before = copy.pendingCount();
    QVERIFY(copy.markPushed({TeamPushResult {rows.at(0).table, rows.at(0).uuid, 7, {}},
        TeamPushResult {rows.at(1).table, rows.at(1).uuid, 0, QStringLiteral("only the lead may change settings")}}));
    QCOMPARE(copy.pendingCount(), before - 1);
    QCOMPARE(copy.pendingErrors().size(), 1);
    QVERIFY(copy.pendingErrors().constFirst().endsWith(QStringLiteral("only the lead may change settings")));
    // Changed again after it was handed out: it stays queued, based on the accepted revision.
    const QList<TeamRow> again = copy.pendingRows(1);
    QVERIFY(a.setSetting(QStringLiteral("name"), QStringLiteral("Renamed")));
    const QString nameUuid = QString::number(0);
    Q_UNUSED(nameUuid)
    const TeamRow name = [&] {
        for (const TeamRow &row : copy.pendingRows(1000)) {
            if (row.table == QLatin1String("project_settings")
                && row.data.value(QStringLiteral("key")).toString() == QLatin1String("name")) {
                return row;
            }
        }
        return TeamRow();
    }();
    QVERIFY(!name.uuid.isEmpty());
    QVERIFY(a.setSetting(QStringLiteral("name"), QStringLiteral("Renamed again")));
    QVERIFY(copy.markPushed({TeamPushResult {name.table, name.uuid, 9, {}}}));
    bool stillQueued = false;
    for (const TeamRow &row : copy.pendingRows(1000)) {
        if (row.uuid == name.uuid) {
            stillQueued = true;
            QCOMPARE(row.baseRev, 9);
            QCOMPARE(row.data.value(QStringLiteral("value")).toString(), QStringLiteral("Renamed again"));
        }
    }
    QVERIFY(stillQueued);
    Q_UNUSED(again)
}

// A row that INSERT OR REPLACE writes again (a checklist item checked twice) goes up as
// the old row deleted and a new one; a clone ends with the one row.
void TestTeamWorkingCopy::replacedRowsTravelAsDeletedAndNew()
{
    TeamCopies copies;
    importAndPublish(copies);
    ProjectStore &a = copies.store(QStringLiteral("a"));
    const qint64 issue = idOf(a, QStringLiteral("SELECT id FROM issues"));
    ChecklistRepository checklists(a);
    QString key;
    const QList<ChecklistTemplate> templates = checklists.templates();
    QVERIFY(!templates.isEmpty());
    for (const ChecklistItem &item : templates.constFirst().items) {
        if (item.isManual() && key.isEmpty()) {
            key = item.key;
        }
    }
    QVERIFY(!key.isEmpty());
    QVERIFY2(
        checklists.setChecked(issue, key, true, QStringLiteral("lead"), QStringLiteral("first")), qPrintable(checklists.errorString()));
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QVERIFY(checklists.setChecked(issue, key, false, QStringLiteral("lead"), QStringLiteral("second")));
    QStringList tables = queuedTables(a);
    tables.sort();
    QCOMPARE(tables, QStringList({QStringLiteral("checklist_results"), QStringLiteral("checklist_results deleted")}));
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QCOMPARE(copies.create(QStringLiteral("b"), QStringLiteral("reviewer")), QString());
    ProjectStore &b = copies.store(QStringLiteral("b"));
    QVERIFY(TeamWorkingCopy(b).makeWorkingCopy(kUrl, QStringLiteral("reviewer"), false));
    QCOMPARE(copies.sync(QStringLiteral("b")), QString());
    QCOMPARE(TeamCopies::count(b.database(), QStringLiteral("SELECT count(*) FROM checklist_results")), 1);
    QCOMPARE(
        TeamCopies::count(b.database(), QStringLiteral("SELECT count(*) FROM checklist_results WHERE note = 'second' AND checked = 0")), 1);
}

// b checked the issue out, went offline and edited; meanwhile its lease ended and a
// took the issue and changed the draft. b's next sync keeps b's draft as a revision,
// takes a's, and pushes nothing of b's draft.
void TestTeamWorkingCopy::lostLeaseKeepsTheDraftAsARevision()
{
    TeamCopies copies;
    importAndPublish(copies);
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    QCOMPARE(copies.create(QStringLiteral("b"), QStringLiteral("translator")), QString());
    ProjectStore &a = copies.store(QStringLiteral("a"));
    ProjectStore &b = copies.store(QStringLiteral("b"));
    QVERIFY(TeamWorkingCopy(b).makeWorkingCopy(kUrl, QStringLiteral("translator"), false));
    QCOMPARE(copies.sync(QStringLiteral("b")), QString());
    const QString issue = TeamWorkingCopy(b).issueUuid(idOf(b, QStringLiteral("SELECT id FROM issues")));
    QVERIFY(TeamWorkingCopy(b).setLeases({TeamLease {
        issue, QStringLiteral("translator"), TeamWorkingCopy(b).settings().copyId, QDateTime::currentDateTimeUtc().addSecs(60)}}));
    const auto edit = [](ProjectStore &store, const QString &from, const QString &to) {
        DraftSession session(store, idOf(store, QStringLiteral("SELECT id FROM issues")));
        QVERIFY(session.load());
        QString text = session.text();
        text.replace(from, to);
        QVERIFY2(session.update(text, session.lineIds()), qPrintable(session.errorString()));
    };
    edit(b, QStringLiteral("第一段。"), QStringLiteral("第一段（乙的版本）。"));
    const QByteArray mine = draftOf(b, 5);
    // The lease passes to a.
    copies.lease(issue, TeamWorkingCopy(a).settings().copyId);
    edit(a, QStringLiteral("第二段。"), QStringLiteral("第二段（甲的版本）。"));
    QCOMPARE(copies.sync(QStringLiteral("a")), QString());
    copies.setBatch(7); // the rewind holds across batches
    const int revisionsBefore = RevisionRepository(b).revisions(idOf(b, QStringLiteral("SELECT id FROM issues"))).size();
    QList<qint64> conflicts;
    QCOMPARE(copies.sync(QStringLiteral("b"), &conflicts), QString());
    QCOMPARE(conflicts, QList<qint64> {idOf(b, QStringLiteral("SELECT id FROM issues"))});
    QCOMPARE(TeamWorkingCopy(b).pendingCount(), 0); // the refused draft rows left the outbox
    // The next pull brings the server's version of what b had changed.
    QCOMPARE(copies.sync(QStringLiteral("b")), QString());
    QCOMPARE(draftOf(b, 5), draftOf(a, 5));
    RevisionRepository revisions(b);
    const QList<Revision> kept = revisions.revisions(conflicts.constFirst());
    QCOMPARE(kept.size(), revisionsBefore + 1);
    QCOMPARE(revisions.content(conflicts.constFirst(), kept.constFirst().number).value_or(QString()), QString::fromUtf8(mine));
    QCOMPARE(TeamWorkingCopy(b).pendingErrors(), QStringList());
    // Nothing of b's draft waits to go up; a sync more changes nothing.
    for (const TeamRow &row : TeamWorkingCopy(b).pendingRows(1000)) {
        QVERIFY2(
            TeamTables::find(row.table)->kind != TeamTableClass::Draft || row.table == QLatin1String("revisions"), qPrintable(row.table));
    }
    QCOMPARE(copies.sync(QStringLiteral("b"), &conflicts), QString());
    QCOMPARE(conflicts, QList<qint64>());
}

QTEST_GUILESS_MAIN(TestTeamWorkingCopy)
#include "tst_teamworkingcopy.moc"
