// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"
#include "sourceupdate/sourceblockmatcher.h"
#include "sourceupdate/sourcechangerepository.h"
#include "sourceupdate/sourceupdater.h"
#include "sourceupdate/sourceupdatestate.h"
#include "sourceupdate/sourceupdatewriter.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QSqlQuery>
#include <QTest>

// SourceUpdateWriter on its own: a plan made by hand (the state as SourceUpdater::prepare
// reads it, the matches SourceBlockMatcher makes) is written as it says. SourceUpdater's
// own test covers the plans it makes.
class TestSourceUpdateWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void writesThePlan_data();
    void writesThePlan();
    void changesAreRecorded();
    void changeWithoutDraftBlocksIsRecorded();
    void blocksWithoutDraftChangeUpstream_data();
    void blocksWithoutDraftChangeUpstream();

private:
    // The imported issue's state and summary for the new post, as prepare() would have them.
    void plan(const MarkdownDocument &newPost, SourceUpdateState *state, SourceUpdater::Summary *summary);
    bool write(SourceUpdateState &state, SourceUpdater::Summary &summary, const MarkdownDocument &newPost);
    // "status text" of each draft block, in draft order.
    QStringList draft();
    QStringList sourceTexts();
    int count(const QString &table);

    TempProject m_project;
    qint64 m_issueId = 0;
};

namespace {

const QByteArray kPost("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nGamma paragraph three is here.\n");
const QByteArray kTranslation("# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n");

} // namespace

void TestSourceUpdateWriter::init()
{
    QCOMPARE(m_project.create(), QString());
    PostImporter importer(m_project.store());
    QVERIFY2(importer.importPost(1, kPost, QString(), QStringLiteral("post.md"), kTranslation), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
}

void TestSourceUpdateWriter::cleanup()
{
    m_project.close();
}

void TestSourceUpdateWriter::plan(const MarkdownDocument &newPost, SourceUpdateState *state, SourceUpdater::Summary *summary)
{
    IssueRepository issues(m_project.store());
    QSqlQuery post(m_project.store().database());
    post.prepare(QStringLiteral("SELECT id FROM source_posts WHERE issue_id = ?"));
    post.addBindValue(m_issueId);
    QVERIFY(post.exec() && post.next());
    state->issueId = m_issueId;
    state->postId = post.value(0).toLongLong();
    state->version = 1;
    state->blocks = MarkdownBlockParser::parse(kPost).blocks;
    for (const BlockRecord &source : issues.sourceBlocks(m_issueId)) {
        state->ids.append(source.id);
        state->issueSources.append(source.id);
    }
    for (const BlockRecord &target : issues.targetBlocks(m_issueId)) {
        state->draft.append(target.id);
        state->origins.insert(target.id, target.origin);
        state->trailings.insert(target.id, target.trailing);
        state->statuses.insert(target.id, target.status);
        state->sourcesOf.insert(target.id, target.aligned);
        for (qint64 source : target.aligned) {
            state->targetsOf[source].append(target.id);
        }
    }
    QCOMPARE(state->ids.size(), state->blocks.size());
    summary->issueId = m_issueId;
    summary->postId = state->postId;
    summary->oldVersion = 1;
    summary->newVersion = 2;
    summary->matches = SourceBlockMatcher::match(state->blocks, newPost.blocks);
    for (const SourceBlockMatch &match : std::as_const(summary->matches)) {
        if (match.kind == SourceBlockMatch::Kind::Removed) {
            state->removed.insert(state->ids.at(match.oldIndex));
        }
    }
}

bool TestSourceUpdateWriter::write(SourceUpdateState &state, SourceUpdater::Summary &summary, const MarkdownDocument &newPost)
{
    SourceUpdateWriter writer(m_project.store(), state, summary, newPost);
    QString error;
    const bool written = m_project.store().inTransaction(
        [&] {
            if (writer.write(QStringLiteral("Lin"))) {
                return true;
            }
            error = writer.errorString();
            return false;
        },
        &error);
    if (!written) {
        qWarning() << error;
    }
    return written;
}

QStringList TestSourceUpdateWriter::draft()
{
    QStringList result;
    for (const BlockRecord &target : IssueRepository(m_project.store()).targetBlocks(m_issueId)) {
        result.append(target.status + QLatin1Char(' ') + target.text);
    }
    return result;
}

QStringList TestSourceUpdateWriter::sourceTexts()
{
    QStringList result;
    for (const BlockRecord &source : IssueRepository(m_project.store()).sourceBlocks(m_issueId)) {
        result.append(source.text);
    }
    return result;
}

int TestSourceUpdateWriter::count(const QString &table)
{
    QSqlQuery query(m_project.store().database());
    return query.exec(QStringLiteral("SELECT count(*) FROM ") + table) && query.next() ? query.value(0).toInt() : -1;
}

void TestSourceUpdateWriter::writesThePlan_data()
{
    QTest::addColumn<QByteArray>("newPost");
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QStringList>("draft");
    QTest::addColumn<int>("reopened"); // review events written
    QTest::addColumn<int>("addedTargets");

    const QString title = QStringLiteral("translated # 标题");
    const QString alpha = QStringLiteral("translated 甲段落。");
    const QString beta = QStringLiteral("translated 乙段落。");
    const QString gamma = QStringLiteral("translated 丙段落。");
    QTest::newRow("unchanged: the draft as it was")
        << kPost
        << QStringList {QStringLiteral("# Title"), QStringLiteral("Alpha paragraph one is here."),
               QStringLiteral("Beta paragraph two is here."), QStringLiteral("Gamma paragraph three is here.")}
        << QStringList {title, alpha, beta, gamma} << 0 << 0;
    QTest::newRow("an edited block: its text replaced, its draft reopened")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here now.\n\nGamma paragraph three is here.\n")
        << QStringList {QStringLiteral("# Title"), QStringLiteral("Alpha paragraph one is here."),
               QStringLiteral("Beta paragraph two is here now."), QStringLiteral("Gamma paragraph three is here.")}
        << QStringList {title, alpha, QStringLiteral("draft 乙段落。"), gamma} << 1 << 0;
    QTest::newRow("a removed block: its row gone, its draft kept")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n")
        << QStringList {QStringLiteral("# Title"), QStringLiteral("Alpha paragraph one is here."),
               QStringLiteral("Beta paragraph two is here.")}
        << QStringList {title, alpha, beta, gamma} << 0 << 0;
    QTest::newRow("an added block: an untranslated copy after its predecessor's draft")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nDelta is a new paragraph entirely.\n\nBeta paragraph two is here.\n\n"
                      "Gamma paragraph three is here.\n")
        << QStringList {QStringLiteral("# Title"), QStringLiteral("Alpha paragraph one is here."),
               QStringLiteral("Delta is a new paragraph entirely."), QStringLiteral("Beta paragraph two is here."),
               QStringLiteral("Gamma paragraph three is here.")}
        << QStringList {title, alpha, QStringLiteral("draft Delta is a new paragraph entirely."), beta, gamma} << 0 << 1;
}

void TestSourceUpdateWriter::writesThePlan()
{
    QFETCH(QByteArray, newPost);
    QFETCH(QStringList, sources);
    QFETCH(QStringList, draft);
    QFETCH(int, reopened);
    QFETCH(int, addedTargets);
    const MarkdownDocument post = MarkdownBlockParser::parse(newPost);
    SourceUpdateState state;
    SourceUpdater::Summary summary;
    plan(post, &state, &summary);
    const int eventsBefore = count(QStringLiteral("block_reviews"));
    QVERIFY(write(state, summary, post));
    QCOMPARE(sourceTexts(), sources);
    QCOMPARE(this->draft(), draft);
    QCOMPARE(count(QStringLiteral("block_reviews")) - eventsBefore, reopened);
    QCOMPARE(summary.addedTargets.size(), addedTargets);
    QCOMPARE(state.draft.size(), draft.size()); // the state follows what was written
}

// The summary's changes are stored with the ids the new version gave; a change that
// needs no look is resolved by the author at once.
void TestSourceUpdateWriter::changesAreRecorded()
{
    const MarkdownDocument post = MarkdownBlockParser::parse(QByteArray(
        "# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nGamma paragraph three is here.\n\nDelta is new.\n"));
    SourceUpdateState state;
    SourceUpdater::Summary summary;
    plan(post, &state, &summary);
    SourceChange added;
    added.postId = state.postId;
    added.version = 2;
    added.kind = SourceChange::Kind::Added;
    added.newOrdinal = 4;
    SourceChange moved = added;
    moved.kind = SourceChange::Kind::Moved;
    moved.newOrdinal = 1;
    moved.oldOrdinal = 1;
    moved.state = SourceChange::State::Done;
    moved.targetIds = state.targetsOf.value(state.ids.at(1));
    summary.changes = {added, moved};
    QVERIFY(write(state, summary, post));
    QCOMPARE(count(QStringLiteral("source_changes")), 2);
    QVERIFY(summary.changes.at(0).id > 0);
    QCOMPARE(summary.changes.at(0).sourceBlockId, IssueRepository(m_project.store()).sourceBlocks(m_issueId).at(4).id);
    QCOMPARE(summary.changes.at(0).targetIds, summary.addedTargets);
    QVERIFY(summary.changes.at(0).resolvedBy.isEmpty()); // open: waits for the translator
    QCOMPARE(summary.changes.at(1).resolvedBy, QStringLiteral("Lin"));
    QCOMPARE(summary.changes.at(1).sourceBlockId, state.ids.at(1));
}

// A removed block that no draft block translated (its draft was dropped with a
// deletion of the whole block) is recorded with no target ids, not refused.
void TestSourceUpdateWriter::changeWithoutDraftBlocksIsRecorded()
{
    const MarkdownDocument post =
        MarkdownBlockParser::parse(QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n"));
    SourceUpdateState state;
    SourceUpdater::Summary summary;
    plan(post, &state, &summary);
    SourceChange removed;
    removed.postId = state.postId;
    removed.version = 2;
    removed.kind = SourceChange::Kind::Removed;
    removed.oldOrdinal = 3;
    removed.oldText = state.blocks.at(3).text;
    summary.changes = {removed};
    QVERIFY(write(state, summary, post));
    QSqlQuery query(m_project.store().database());
    QVERIFY(query.exec(QStringLiteral("SELECT kind, target_ids FROM source_changes")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("removed"));
    QCOMPARE(query.value(1).toString(), QString());
}

// The same through SourceUpdater, as the window and the CLI update: a source block
// whose draft was dropped may still be removed or edited upstream.
void TestSourceUpdateWriter::blocksWithoutDraftChangeUpstream_data()
{
    QTest::addColumn<QByteArray>("newPost");
    QTest::addColumn<QString>("kind");

    QTest::newRow("removed") << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n")
                             << QStringLiteral("removed");
    QTest::newRow("edited") << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\n"
                                          "Gamma paragraph three is here now.\n")
                            << QStringLiteral("edited");
}

void TestSourceUpdateWriter::blocksWithoutDraftChangeUpstream()
{
    QFETCH(QByteArray, newPost);
    QFETCH(QString, kind);
    QSqlQuery drop(m_project.store().database());
    QVERIFY(drop.exec(QStringLiteral("DELETE FROM target_blocks WHERE text = '丙段落。'")));
    SourceUpdater updater(m_project.store());
    QVERIFY2(updater.prepare(1, newPost, QStringLiteral("post.md")), qPrintable(updater.errorString()));
    QVERIFY2(updater.apply(QStringLiteral("Lin")), qPrintable(updater.errorString()));
    const QList<SourceChange> changes = SourceChangeRepository(m_project.store()).changes(m_issueId);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(SourceChange::kindName(changes.constFirst().kind), kind);
    QVERIFY(changes.constFirst().targetIds.isEmpty());
}

QTEST_GUILESS_MAIN(TestSourceUpdateWriter)
#include "tst_sourceupdatewriter.moc"
