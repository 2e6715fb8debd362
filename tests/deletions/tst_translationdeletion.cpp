// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionrepository.h"
#include "deletions/translationdeletion.h"
#include "draft/draftsession.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kSource("# A\n\nKeep this.\n\nDrop this.\n\nKeep that.\n");
const QByteArray kDraft("# 甲\n\n保留这个。\n\n删掉这个。\n\n保留那个。\n");

} // namespace

// Delete from Translation as one operation: the deletions and the draft blocks they
// leave without a reason stored together, or nothing at all.
class TestTranslationDeletion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void draftBlocksFor_data();
    void draftBlocksFor();
    void storesTheDeletionAndDropsItsDraftBlock();
    void withoutADraftOnlyTheDeletionIsStored();
    void aSpanDropsNoDraftBlock();
    void aRefusedDeletionChangesNothing();
    void aDraftThatCannotBeSavedTakesTheDeletionBack();
    void aReadOnlyProjectChangesNothing();
    void aNewSessionReadsWhatWasStored();

private:
    Deletion whole(int sourceIndex) const;
    int storedDeletions() const { return int(DeletionRepository(*m_store).deletions(m_issueId).size()); }
    QString storedDraft() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<DraftSession> m_session;
    qint64 m_issueId = 0;
    QList<BlockRecord> m_sources;
};

void TestTranslationDeletion::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_sources = IssueRepository(*m_store).sourceBlocks(m_issueId);
    QCOMPARE(m_sources.size(), 4);
    m_session = std::make_unique<DraftSession>(*m_store, m_issueId);
    QVERIFY2(m_session->load(), qPrintable(m_session->errorString()));
    QCOMPARE(m_session->blocks().size(), 4);
}

void TestTranslationDeletion::cleanup()
{
    m_session.reset();
    m_store.reset();
    m_dir.reset();
}

Deletion TestTranslationDeletion::whole(int sourceIndex) const
{
    Deletion deletion;
    deletion.sourceBlockId = m_sources.at(sourceIndex).id;
    deletion.reason = DeletionReason::Other;
    deletion.justification = QStringLiteral("不需要。");
    return deletion;
}

QString TestTranslationDeletion::storedDraft() const
{
    DraftSession fresh(*m_store, m_issueId);
    return fresh.load() ? fresh.text() : fresh.errorString();
}

void TestTranslationDeletion::draftBlocksFor_data()
{
    QTest::addColumn<QList<int>>("sources"); // source blocks deleted whole; -1: a span of "Drop this."
    QTest::addColumn<QList<int>>("dropped"); // draft blocks, by index
    QTest::newRow("the block its translation only translates") << QList<int> {2} << QList<int> {2};
    QTest::newRow("two blocks, two translations") << QList<int> {1, 2} << QList<int> {1, 2};
    QTest::newRow("a span leaves the translation") << QList<int> {-1} << QList<int>();
    QTest::newRow("nothing deleted") << QList<int>() << QList<int>();
}

void TestTranslationDeletion::draftBlocksFor()
{
    QFETCH(QList<int>, sources);
    QFETCH(QList<int>, dropped);
    QList<Deletion> deletions;
    for (int index : sources) {
        Deletion deletion = whole(index < 0 ? 2 : index);
        if (index < 0) {
            deletion.spanStart = 0;
            deletion.spanEnd = 4;
        }
        deletions.append(deletion);
    }
    QList<qint64> expected;
    for (int index : dropped) {
        expected.append(m_session->blocks().at(index).id);
    }
    QCOMPARE(TranslationDeletion::draftBlocksFor(*m_session, deletions), expected);
}

void TestTranslationDeletion::storesTheDeletionAndDropsItsDraftBlock()
{
    const QList<TargetBlock> before = m_session->blocks();
    TranslationDeletion deletion(*m_store, m_issueId);
    QVERIFY2(deletion.apply({whole(2)}, m_session.get()), qPrintable(deletion.errorString()));
    QCOMPARE(deletion.addedIds().size(), 1);
    QCOMPARE(deletion.removedBlocks(), QList<qint64> {before.at(2).id});
    QCOMPARE(storedDeletions(), 1);
    QCOMPARE(m_session->blocks().size(), 3);
    QCOMPARE(m_session->blocks().at(2).id, before.at(3).id);
    QCOMPARE(m_session->text(), QStringLiteral("# 甲\n\n保留这个。\n\n保留那个。\n"));
    QCOMPARE(storedDraft(), m_session->text());
    // The session knows the block is deleted: nothing is left for it to drop.
    QVERIFY(m_session->sourceBlocks().at(2).deleted);
}

void TestTranslationDeletion::withoutADraftOnlyTheDeletionIsStored()
{
    TranslationDeletion deletion(*m_store, m_issueId);
    QVERIFY2(deletion.apply({whole(2)}), qPrintable(deletion.errorString()));
    QCOMPARE(deletion.addedIds().size(), 1);
    QVERIFY(deletion.removedBlocks().isEmpty());
    QCOMPARE(storedDeletions(), 1);
    QCOMPARE(storedDraft(), QString::fromUtf8(kDraft));
}

void TestTranslationDeletion::aSpanDropsNoDraftBlock()
{
    Deletion span = whole(2);
    span.spanStart = 0;
    span.spanEnd = 4;
    TranslationDeletion deletion(*m_store, m_issueId);
    QVERIFY2(deletion.apply({span}, m_session.get()), qPrintable(deletion.errorString()));
    QVERIFY(deletion.removedBlocks().isEmpty());
    QCOMPARE(storedDeletions(), 1);
    QCOMPARE(m_session->blocks().size(), 4);
    QCOMPARE(storedDraft(), QString::fromUtf8(kDraft));
}

void TestTranslationDeletion::aRefusedDeletionChangesNothing()
{
    Deletion twice = whole(2);
    TranslationDeletion deletion(*m_store, m_issueId);
    QVERIFY(!deletion.apply({whole(2), twice}, m_session.get()));
    QVERIFY(!deletion.errorString().isEmpty());
    QVERIFY(deletion.addedIds().isEmpty());
    QVERIFY(deletion.removedBlocks().isEmpty());
    QCOMPARE(storedDeletions(), 0);
    QCOMPARE(m_session->blocks().size(), 4);
    QCOMPARE(storedDraft(), QString::fromUtf8(kDraft));
}

// The draft's half fails (another program changed the draft since it was loaded):
// the deletion, written first in the same transaction, goes too.
void TestTranslationDeletion::aDraftThatCannotBeSavedTakesTheDeletionBack()
{
    {
        ProjectStore other;
        QVERIFY(other.open(m_store->path()));
        QSqlQuery query(other.database());
        QVERIFY(other.beginWrite());
        QVERIFY(query.exec(QStringLiteral("UPDATE target_blocks SET text = '改过的。' WHERE text = '保留那个。'")));
        QCOMPARE(query.numRowsAffected(), 1);
        QVERIFY(other.commit());
    }
    const QString text = m_session->text();
    TranslationDeletion deletion(*m_store, m_issueId);
    QVERIFY(!deletion.apply({whole(2)}, m_session.get()));
    QVERIFY(!deletion.errorString().isEmpty());
    QVERIFY(m_session->changedElsewhere());
    QCOMPARE(storedDeletions(), 0);
    QCOMPARE(m_session->text(), text);
    QCOMPARE(m_session->blocks().size(), 4);
    QVERIFY(!m_session->sourceBlocks().at(2).deleted);
    QVERIFY(storedDraft().contains(QStringLiteral("改过的。")));
    QVERIFY(storedDraft().contains(QStringLiteral("删掉这个。")));
}

void TestTranslationDeletion::aReadOnlyProjectChangesNothing()
{
    const QString path = m_store->path();
    m_session.reset();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->open(path, ProjectStore::Access::ReadOnly));
    m_session = std::make_unique<DraftSession>(*m_store, m_issueId);
    QVERIFY(m_session->load());
    TranslationDeletion deletion(*m_store, m_issueId);
    QVERIFY(!deletion.apply({whole(2)}, m_session.get()));
    QCOMPARE(deletion.errorString(), QStringLiteral("The project was opened read-only."));
    QCOMPARE(storedDeletions(), 0);
    QCOMPARE(m_session->blocks().size(), 4);
}

// What the window and the CLI leave behind is the same stored state.
void TestTranslationDeletion::aNewSessionReadsWhatWasStored()
{
    TranslationDeletion deletion(*m_store, m_issueId);
    QVERIFY(deletion.apply({whole(1), whole(2)}, m_session.get()));
    DraftSession fresh(*m_store, m_issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.text(), m_session->text());
    QCOMPARE(fresh.blocks().size(), 2);
    QCOMPARE(fresh.lineIds(), m_session->lineIds());
}

QTEST_GUILESS_MAIN(TestTranslationDeletion)
#include "tst_translationdeletion.moc"
