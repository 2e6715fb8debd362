// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionrepository.h"
#include "export/markdownexporter.h"
#include "review/commentrepository.h"
#include "sourceupdate/sourcechangerepository.h"
#include "sourceupdate/sourceupdater.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kPost("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nGamma paragraph three is here.\n");
const QByteArray kTranslation("# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n");
// Alpha removed, Beta edited, a paragraph added.
const QByteArray kNewPost("# Title\n\nBeta paragraph two is there.\n\nGamma paragraph three is here.\n\nNew.\n");

QString fingerprint(const ProjectStore &store)
{
    QString out;
    for (const char *table : {"target_blocks", "alignments", "comments", "deletions", "source_changes"}) {
        QSqlQuery query(store.database());
        query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1").arg(QLatin1String(table)));
        while (query.next()) {
            for (int c = 0; c < query.record().count(); ++c) {
                out += query.value(c).toString() + QLatin1Char('|');
            }
            out += QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace

class TestSourceChangeRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void recordedChanges();
    void resolve_data();
    void resolve();
    void dropKeepsABlockAlignedSince();
    void dropOfTheLastBlockKeepsTheDraftEnding_data();
    void dropOfTheLastBlockKeepsTheDraftEnding();
    void reopen_data();
    void reopen();
    void clearRecheck();
    void versions();

private:
    SourceChange changeOfKind(SourceChange::Kind kind) const;
    bool update(int number, const QByteArray &source, const QString &origin = QString());

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    qint64 m_deletion = 0;
};

void TestSourceChangeRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("c.yiqiao")), QStringLiteral("C")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kPost, QString(), QStringLiteral("/p/post.md"), kTranslation), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    const QList<BlockRecord> sources = IssueRepository(*m_store).sourceBlocks(m_issueId);
    // A comment on Alpha's translation, a deletion on Beta.
    CommentRepository comments(*m_store);
    QVERIFY(comments.add(sources.at(1).aligned.constFirst(), QStringLiteral("Lin"), QStringLiteral("好")));
    DeletionRepository deletions(*m_store);
    QVERIFY(deletions.add(m_issueId, {Deletion {0, sources.at(2).id, 0, 4, DeletionReason::Other, QStringLiteral("x"), {}, {}}}));
    m_deletion = deletions.addedIds().constFirst();
    QVERIFY(update(1, kNewPost));
}

void TestSourceChangeRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

bool TestSourceChangeRepository::update(int number, const QByteArray &source, const QString &origin)
{
    SourceUpdater updater(*m_store);
    if (!updater.prepare(number, source, origin) || !updater.apply(QStringLiteral("Lin"))) {
        qWarning() << updater.errorString();
        return false;
    }
    return true;
}

SourceChange TestSourceChangeRepository::changeOfKind(SourceChange::Kind kind) const
{
    for (const SourceChange &change : SourceChangeRepository(*m_store).changes(m_issueId)) {
        if (change.kind == kind) {
            return change;
        }
    }
    return {};
}

void TestSourceChangeRepository::recordedChanges()
{
    SourceChangeRepository repository(*m_store);
    const QList<SourceChange> changes = repository.changes(m_issueId);
    QCOMPARE(changes.size(), 3);
    QCOMPARE(repository.changes(m_issueId, true).size(), 2);
    QCOMPARE(repository.openCount(m_issueId), 2);
    const SourceChange removed = changeOfKind(SourceChange::Kind::Removed);
    QCOMPARE(removed.oldText, QStringLiteral("Alpha paragraph one is here."));
    QCOMPARE(removed.oldOrdinal, 1);
    QCOMPARE(removed.newOrdinal, -1);
    QCOMPARE(removed.sourceBlockId, 0);
    QCOMPARE(removed.targetIds.size(), 1);
    const SourceChange edited = changeOfKind(SourceChange::Kind::Edited);
    QCOMPARE(edited.newText, QStringLiteral("Beta paragraph two is there."));
    QCOMPARE(edited.newOrdinal, 1);
    QCOMPARE(edited.detail.value(QStringLiteral("recheck")).toBool(), true);
    const QList<SourceChange> open = repository.openEditsOf(m_issueId);
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.at(0).id, edited.id);
    const SourceChange added = changeOfKind(SourceChange::Kind::Added);
    QCOMPARE(added.state, SourceChange::State::Done);
    QCOMPARE(added.resolvedBy, QStringLiteral("Lin"));
    QCOMPARE(IssueRepository(*m_store).sourceBlocks(m_issueId).constLast().aligned, added.targetIds);
}

void TestSourceChangeRepository::resolve_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("decision");
    QTest::addColumn<bool>("accepted");
    using K = SourceChange::Kind;
    using S = SourceChange::State;
    QTest::newRow("edited, looked at: done") << int(K::Edited) << int(S::Done) << true;
    QTest::newRow("edited cannot be dropped") << int(K::Edited) << int(S::Dropped) << false;
    QTest::newRow("edited cannot be kept") << int(K::Edited) << int(S::Kept) << false;
    QTest::newRow("removed, its translation dropped") << int(K::Removed) << int(S::Dropped) << true;
    QTest::newRow("removed, its translation kept as an addition") << int(K::Removed) << int(S::Kept) << true;
    QTest::newRow("removed cannot be just done") << int(K::Removed) << int(S::Done) << false;
    QTest::newRow("added is settled at the update") << int(K::Added) << int(S::Done) << false;
    QTest::newRow("open is not a decision") << int(K::Edited) << int(S::Open) << false;
}

void TestSourceChangeRepository::resolve()
{
    QFETCH(int, kind);
    QFETCH(int, decision);
    QFETCH(bool, accepted);
    const SourceChange change = changeOfKind(SourceChange::Kind(kind));
    QVERIFY(change.id > 0);
    const QString before = fingerprint(*m_store);
    SourceChangeRepository repository(*m_store);
    QCOMPARE(repository.resolve(change.id, SourceChange::State(decision), QStringLiteral("Wang")), accepted);
    if (!accepted) {
        QVERIFY(!repository.errorString().isEmpty());
        QCOMPARE(fingerprint(*m_store), before);
        return;
    }
    const SourceChange now = changeOfKind(SourceChange::Kind(kind));
    QCOMPARE(int(now.state), decision);
    QCOMPARE(now.resolvedBy, QStringLiteral("Wang"));
    QVERIFY(!now.resolvedAt.isEmpty());
    const QList<BlockRecord> draft = IssueRepository(*m_store).targetBlocks(m_issueId);
    const auto orphan =
        std::find_if(draft.cbegin(), draft.cend(), [&change](const BlockRecord &b) { return change.targetIds.contains(b.id); });
    if (SourceChange::State(decision) == SourceChange::State::Dropped) {
        QVERIFY(orphan == draft.cend());
        QVERIFY(CommentRepository(*m_store).comments(m_issueId).isEmpty()); // with its block
        QSqlQuery query(m_store->database());
        QVERIFY(query.exec(QStringLiteral("SELECT ordinal FROM target_blocks ORDER BY ordinal")));
        for (int k = 0; query.next(); ++k) {
            QCOMPARE(query.value(0).toInt(), k);
        }
    } else if (SourceChange::State(decision) == SourceChange::State::Kept) {
        QVERIFY(orphan != draft.cend());
        QCOMPARE(orphan->origin, QStringLiteral("addition"));
        QCOMPARE(CommentRepository(*m_store).comments(m_issueId).size(), 1);
    }
    QCOMPARE(repository.openCount(m_issueId), 1);
}

void TestSourceChangeRepository::dropOfTheLastBlockKeepsTheDraftEnding_data()
{
    QTest::addColumn<QByteArray>("translation");
    QTest::addColumn<QByteArray>("expectedDraft");
    QTest::newRow("LF, a line break at the end") << kTranslation << QByteArray("# 标题\n\n甲段落。\n\n乙段落。\n");
    QTest::newRow("CRLF, no line break at the end")
        << QByteArray("# 标题\r\n\r\n甲段落。\r\n\r\n乙段落。\r\n\r\n丙段落。") << QByteArray("# 标题\r\n\r\n甲段落。\r\n\r\n乙段落。");
}

// The block before a dropped last block becomes the last one: it ends the draft as
// the dropped one did, not with the blank line that separated them.
void TestSourceChangeRepository::dropOfTheLastBlockKeepsTheDraftEnding()
{
    QFETCH(QByteArray, translation);
    QFETCH(QByteArray, expectedDraft);
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(2, kPost, QString(), QString(), translation), qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    QVERIFY(update(2, QByteArray(kPost).replace("\nGamma paragraph three is here.\n", "")));
    SourceChange removed;
    for (const SourceChange &change : SourceChangeRepository(*m_store).changes(issueId)) {
        removed = change.kind == SourceChange::Kind::Removed ? change : removed;
    }
    QVERIFY(removed.id > 0);
    SourceChangeRepository repository(*m_store);
    QVERIFY2(repository.resolve(removed.id, SourceChange::State::Dropped, QStringLiteral("Wang")), qPrintable(repository.errorString()));
    const IssueRepository issues(*m_store);
    QCOMPARE(MarkdownExporter(issues).draft(issueId), expectedDraft);
}

// A block of removed source the translator has aligned to other source since is a
// translation of that now: a drop leaves it.
void TestSourceChangeRepository::dropKeepsABlockAlignedSince()
{
    const SourceChange removed = changeOfKind(SourceChange::Kind::Removed);
    const qint64 gamma = IssueRepository(*m_store).sourceBlocks(m_issueId).at(2).id;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (?, ?)"));
    query.addBindValue(removed.targetIds.constFirst());
    query.addBindValue(gamma);
    QVERIFY(query.exec());
    SourceChangeRepository repository(*m_store);
    QVERIFY(repository.resolve(removed.id, SourceChange::State::Dropped, QStringLiteral("Wang")));
    const QList<BlockRecord> draft = IssueRepository(*m_store).targetBlocks(m_issueId);
    QVERIFY(std::any_of(draft.cbegin(), draft.cend(), [&removed](const BlockRecord &b) { return b.id == removed.targetIds.constFirst(); }));
}

void TestSourceChangeRepository::reopen_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("decision");
    QTest::addColumn<bool>("accepted");
    using K = SourceChange::Kind;
    using S = SourceChange::State;
    QTest::newRow("an edit marked done") << int(K::Edited) << int(S::Done) << true;
    QTest::newRow("an edit still open") << int(K::Edited) << int(S::Open) << false;
    QTest::newRow("a drop") << int(K::Removed) << int(S::Dropped) << false;
    QTest::newRow("a kept addition") << int(K::Removed) << int(S::Kept) << false;
    QTest::newRow("an added block") << int(K::Added) << int(S::Done) << false;
}

void TestSourceChangeRepository::reopen()
{
    QFETCH(int, kind);
    QFETCH(int, decision);
    QFETCH(bool, accepted);
    const SourceChange change = changeOfKind(SourceChange::Kind(kind));
    SourceChangeRepository repository(*m_store);
    if (change.state != SourceChange::State(decision)) {
        QVERIFY(repository.resolve(change.id, SourceChange::State(decision), QStringLiteral("Wang")));
    }
    QCOMPARE(repository.reopen(change.id), accepted);
    QCOMPARE(repository.errorString().isEmpty(), accepted);
    const SourceChange now = changeOfKind(SourceChange::Kind(kind));
    QCOMPARE(now.isOpen(), accepted || decision == int(SourceChange::State::Open));
    if (accepted) {
        QVERIFY(now.resolvedBy.isEmpty());
        QVERIFY(now.resolvedAt.isEmpty());
    }
}

void TestSourceChangeRepository::clearRecheck()
{
    DeletionRepository deletions(*m_store);
    QVERIFY(deletions.deletions(m_issueId).constFirst().recheck);
    SourceChangeRepository repository(*m_store);
    QVERIFY(repository.clearRecheck(m_deletion));
    QVERIFY(!deletions.deletions(m_issueId).constFirst().recheck);
    QVERIFY(!repository.clearRecheck(m_deletion + 100));
    QVERIFY(!repository.errorString().isEmpty());
}

// Every version of every post, oldest first per post, the current one last.
void TestSourceChangeRepository::versions()
{
    const QByteArray second("# Second\n\nSecond post.\n");
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(1, second, QString(), QStringLiteral("/p/second.md")));
    QVERIFY(update(1, QByteArray("# Second\n\nSecond post, newer.\n"), QStringLiteral("/q/second.md")));
    const QList<SourceVersion> versions = SourceChangeRepository(*m_store).versions(m_issueId);
    QCOMPARE(versions.size(), 4);
    const QList<QByteArray> contents {kPost, kNewPost, second, QByteArray("# Second\n\nSecond post, newer.\n")};
    for (int k = 0; k < versions.size(); ++k) {
        QCOMPARE(versions.at(k).content, contents.at(k));
        QCOMPARE(versions.at(k).postOrdinal, k / 2);
        QCOMPARE(versions.at(k).version, k % 2 + 1);
        QCOMPARE(versions.at(k).current, k % 2 == 1);
        QCOMPARE(versions.at(k).replacedAt.isEmpty(), k % 2 == 1);
        QVERIFY(!versions.at(k).importedAt.isEmpty());
    }
    QCOMPARE(versions.at(2).originPath, QStringLiteral("/p/second.md"));
    QCOMPARE(versions.at(3).originPath, QStringLiteral("/q/second.md"));
    QVERIFY(SourceChangeRepository(*m_store).versions(m_issueId + 1).isEmpty());
}

QTEST_GUILESS_MAIN(TestSourceChangeRepository)
#include "tst_sourcechangerepository.moc"
