// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationrepository.h"
#include "notes/notelinkrepository.h"
#include "reuse/notereuse.h"
#include "reusefixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReuseFixture;

// Linked notes: each state, sync taking the original into copies in step and leaving
// copies edited here, Take Original, Unlink, an original deleted.
class TestNoteLinkRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void states_data();
    void states();
    void syncTakesChangedOriginalsOnly();
    void syncKeepsTheCopysLineBreaks();
    void syncMakesAReviewedCopyTranslated();
    void takeOriginalOverwritesALocalEdit();
    void takeOriginalRefusedWhenGone();
    void unlinkKeepsTheCopy();
    void syncWithNothingToDoWritesNothing();

private:
    QString copyText() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue1 = 0;
    qint64 m_issue2 = 0;
    qint64 m_original = 0;
    qint64 m_copy = 0;
};

void TestNoteLinkRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    m_issue1 = importIssue(*m_store, 7, kSource1, kTarget1);
    m_issue2 = importIssue(*m_store, 8, kSource2, kTarget2);
    QVERIFY(m_issue1 && m_issue2);
    QVERIFY(makeNote(*m_store, m_issue1, 4, AnnotationKind::VersionNote, versionValues()));
    m_original = blocks(*m_store, m_issue1).at(4).id;
    NoteReuse reuse(*m_store);
    QVERIFY2(reuse.reuse({m_original}, m_issue2, NoteReuse::Mode::Link), qPrintable(reuse.errorString()));
    m_copy = reuse.createdIds().constFirst();
}

void TestNoteLinkRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

QString TestNoteLinkRepository::copyText() const
{
    return NoteReuse(*m_store).note(m_copy)->text;
}

void TestNoteLinkRepository::states_data()
{
    QTest::addColumn<bool>("editOriginal");
    QTest::addColumn<bool>("editCopy");
    QTest::addColumn<bool>("deleteOriginal");
    QTest::addColumn<NoteLinkRepository::State>("state");

    QTest::newRow("nothing edited: in step") << false << false << false << NoteLinkRepository::State::InStep;
    QTest::newRow("original edited: original changed") << true << false << false << NoteLinkRepository::State::OriginalChanged;
    QTest::newRow("copy edited: edited here") << false << true << false << NoteLinkRepository::State::EditedHere;
    QTest::newRow("both edited: both changed") << true << true << false << NoteLinkRepository::State::BothChanged;
    QTest::newRow("original deleted: gone") << false << false << true << NoteLinkRepository::State::OriginalGone;
    QTest::newRow("copy edited, original deleted: gone") << false << true << true << NoteLinkRepository::State::OriginalGone;
}

void TestNoteLinkRepository::states()
{
    QFETCH(bool, editOriginal);
    QFETCH(bool, editCopy);
    QFETCH(bool, deleteOriginal);
    QFETCH(NoteLinkRepository::State, state);
    if (editOriginal) {
        QVERIFY(setText(*m_store, m_original, QStringLiteral("> **版本说明**：CUDA 12.4。")));
    }
    if (editCopy) {
        QVERIFY(setText(*m_store, m_copy, QStringLiteral("> **版本说明**：本期用 CUDA 11.7。")));
    }
    if (deleteOriginal) {
        QSqlQuery remove(m_store->database());
        QVERIFY(remove.exec(QStringLiteral("DELETE FROM target_blocks WHERE id = %1").arg(m_original)));
    }
    NoteLinkRepository repository(*m_store);
    const QList<NoteLinkRepository::Link> links = repository.links(m_issue2);
    QCOMPARE(links.size(), 1);
    QCOMPARE(links.constFirst().copyId, m_copy);
    QCOMPARE(links.constFirst().state, state);
    QCOMPARE(links.constFirst().originalId, deleteOriginal ? 0 : m_original);
    QCOMPARE(links.constFirst().originalIssue, deleteOriginal ? 0 : 7);
    QCOMPARE(repository.link(m_copy)->state, state);
    QVERIFY(repository.links(m_issue1).isEmpty());
    QVERIFY(!NoteLinkRepository::stateLabel(state).isEmpty());
}

void TestNoteLinkRepository::syncTakesChangedOriginalsOnly()
{
    // A second linked copy, edited here; the first in step with an edited original.
    NoteReuse reuse(*m_store);
    QVERIFY(reuse.reuse({m_original}, m_issue2, NoteReuse::Mode::Link));
    const qint64 edited = reuse.createdIds().constFirst();
    const QString local = QStringLiteral("> 本期自己的说明");
    QVERIFY(setText(*m_store, edited, local));
    const QString changed = QStringLiteral("> **版本说明**：CUDA 12.4。");
    QVERIFY(setText(*m_store, m_original, changed));
    QJsonObject values = versionValues();
    values.insert(QStringLiteral("target"), QStringLiteral("CUDA 12.4"));
    QVERIFY(makeNote(*m_store, m_issue1, 4, AnnotationKind::VersionNote, values));

    NoteLinkRepository repository(*m_store);
    QVERIFY2(repository.sync(m_issue2), qPrintable(repository.errorString()));
    QCOMPARE(repository.updatedIds(), QList<qint64> {m_copy});
    QCOMPARE(repository.keptIds(), QList<qint64> {edited});
    QCOMPARE(copyText(), changed);
    QCOMPARE(NoteReuse(*m_store).note(m_copy)->values, values);
    QCOMPARE(NoteReuse(*m_store).note(edited)->text, local);
    QCOMPARE(repository.link(m_copy)->state, NoteLinkRepository::State::InStep);
    // The edited copy now differs from both: both changed.
    QCOMPARE(repository.link(edited)->state, NoteLinkRepository::State::BothChanged);
    DraftSession session(*m_store, m_issue2);
    QVERIFY2(session.load(), qPrintable(session.errorString()));
}

void TestNoteLinkRepository::syncKeepsTheCopysLineBreaks()
{
    const qint64 issue3 = importIssue(*m_store, 9, QByteArray(kSource2).replace("\n", "\r\n"), QByteArray(kTarget2).replace("\n", "\r\n"));
    NoteReuse reuse(*m_store);
    QVERIFY(reuse.reuse({m_original}, issue3, NoteReuse::Mode::Link));
    const qint64 copy = reuse.createdIds().constFirst();
    QVERIFY(setText(*m_store, m_original, QStringLiteral("> 一\n> 二")));
    NoteLinkRepository repository(*m_store);
    QCOMPARE(repository.link(copy)->state, NoteLinkRepository::State::OriginalChanged);
    QVERIFY2(repository.sync(issue3), qPrintable(repository.errorString()));
    QCOMPARE(NoteReuse(*m_store).note(copy)->text, QStringLiteral("> 一\r\n> 二"));
    QCOMPARE(repository.link(copy)->state, NoteLinkRepository::State::InStep);
}

void TestNoteLinkRepository::syncMakesAReviewedCopyTranslated()
{
    QSqlQuery review(m_store->database());
    QVERIFY(review.exec(QStringLiteral("UPDATE target_blocks SET status = 'approved' WHERE id = %1").arg(m_copy)));
    QVERIFY(setText(*m_store, m_original, QStringLiteral("> 新说明")));
    NoteLinkRepository repository(*m_store);
    QVERIFY(repository.sync(m_issue2));
    QSqlQuery status(m_store->database());
    QVERIFY(status.exec(QStringLiteral("SELECT status FROM target_blocks WHERE id = %1").arg(m_copy)) && status.next());
    QCOMPARE(status.value(0).toString(), QStringLiteral("translated"));
}

void TestNoteLinkRepository::takeOriginalOverwritesALocalEdit()
{
    QVERIFY(setText(*m_store, m_copy, QStringLiteral("> 本地")));
    QVERIFY(setText(*m_store, m_original, QStringLiteral("> 原注新版")));
    NoteLinkRepository repository(*m_store);
    QVERIFY(repository.sync(m_issue2));
    QCOMPARE(copyText(), QStringLiteral("> 本地"));
    QVERIFY2(repository.takeOriginal(m_copy), qPrintable(repository.errorString()));
    QCOMPARE(copyText(), QStringLiteral("> 原注新版"));
    QCOMPARE(repository.link(m_copy)->state, NoteLinkRepository::State::InStep);
}

void TestNoteLinkRepository::takeOriginalRefusedWhenGone()
{
    QSqlQuery remove(m_store->database());
    QVERIFY(remove.exec(QStringLiteral("DELETE FROM target_blocks WHERE id = %1").arg(m_original)));
    const QString before = copyText();
    NoteLinkRepository repository(*m_store);
    QVERIFY(!repository.takeOriginal(m_copy));
    QVERIFY(!repository.errorString().isEmpty());
    QCOMPARE(copyText(), before);
    QVERIFY(!repository.takeOriginal(m_original)); // no link at all
}

void TestNoteLinkRepository::unlinkKeepsTheCopy()
{
    NoteLinkRepository repository(*m_store);
    QVERIFY2(repository.unlink(m_copy), qPrintable(repository.errorString()));
    QVERIFY(repository.links(m_issue2).isEmpty());
    QVERIFY(NoteReuse(*m_store).note(m_copy));
    QVERIFY(!repository.unlink(m_copy));
    QVERIFY(!repository.errorString().isEmpty());
}

void TestNoteLinkRepository::syncWithNothingToDoWritesNothing()
{
    const QString path = m_store->path();
    m_store->close();
    QVERIFY(m_store->open(path, ProjectStore::Access::ReadOnly));
    NoteLinkRepository repository(*m_store);
    QVERIFY2(repository.sync(m_issue2), qPrintable(repository.errorString()));
    QVERIFY(repository.updatedIds().isEmpty());
}

QTEST_GUILESS_MAIN(TestNoteLinkRepository)
#include "tst_notelinkrepository.moc"
