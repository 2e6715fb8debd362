// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"
#include "reuse/notereuse.h"
#include "reusefixture.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReuseFixture;

// Notes copied and linked from one issue's draft into another's: placement, ordinals,
// the draft staying markdown, form values, line breaks, all or nothing.
class TestNoteReuse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void notesInDraftOrder();
    void copy_data();
    void copy();
    void linkRecordsTheOriginal();
    void crlfDraftGetsCrlfNotes();
    void draftWithoutFinalLineBreak();
    void emptyDraftAfterAByteOrderMark();
    void refused_data();
    void refused();

private:
    // The receiving draft parses into exactly its stored blocks, the notes among them as block quotes.
    void verifyStillMarkdown(qint64 issueId);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue1 = 0;
    qint64 m_issue2 = 0;
    QList<qint64> m_notes; // the two notes of issue 1
};

void TestNoteReuse::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    m_issue1 = importIssue(*m_store, 1, kSource1, kTarget1);
    m_issue2 = importIssue(*m_store, 2, kSource2, kTarget2);
    QVERIFY(m_issue1 && m_issue2);
    QVERIFY(makeNote(*m_store, m_issue1, 2, AnnotationKind::HardwareTable, hardwareValues()));
    QVERIFY(makeNote(*m_store, m_issue1, 4, AnnotationKind::VersionNote, versionValues()));
    const QList<BlockRecord> stored = blocks(*m_store, m_issue1);
    m_notes = {stored.at(2).id, stored.at(4).id};
}

void TestNoteReuse::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestNoteReuse::verifyStillMarkdown(qint64 issueId)
{
    const QList<BlockRecord> stored = blocks(*m_store, issueId);
    const MarkdownDocument parsed = MarkdownBlockParser::parse(draft(*m_store, issueId));
    QCOMPARE(parsed.blocks.size(), stored.size());
    for (int i = 0; i < stored.size(); ++i) {
        QCOMPARE(parsed.blocks.at(i).text, stored.at(i).text);
        if (stored.at(i).origin == QLatin1String("note")) {
            QCOMPARE(parsed.blocks.at(i).kind, BlockKind::BlockQuote);
        }
    }
    DraftSession session(*m_store, issueId);
    QVERIFY2(session.load(), qPrintable(session.errorString()));
    QCOMPARE(session.blocks().size(), stored.size());
}

void TestNoteReuse::notesInDraftOrder()
{
    NoteReuse reuse(*m_store);
    const QList<NoteReuse::Note> notes = reuse.notes(m_issue1);
    QCOMPARE(notes.size(), 2);
    QCOMPARE(notes.at(0).id, m_notes.at(0));
    QCOMPARE(notes.at(0).kind, AnnotationKind::HardwareTable);
    QCOMPARE(notes.at(0).values, hardwareValues());
    QVERIFY(notes.at(0).hasValues);
    QCOMPARE(notes.at(1).kind, AnnotationKind::VersionNote);
    QVERIFY(notes.at(1).text.startsWith(QStringLiteral("> **版本说明**")));
    QVERIFY(reuse.notes(m_issue2).isEmpty());
}

void TestNoteReuse::copy_data()
{
    QTest::addColumn<QList<int>>("notes"); // indexes into m_notes
    QTest::addColumn<int>("after"); // index of issue 2's block, -1: at the end
    QTest::addColumn<QList<int>>("expectedAt"); // indexes of the copies in the new draft

    QTest::newRow("one note at the end of the draft") << QList<int> {0} << -1 << QList<int> {3};
    QTest::newRow("two notes at the end, in the order given") << QList<int> {1, 0} << -1 << QList<int> {3, 4};
    QTest::newRow("after the heading") << QList<int> {0} << 0 << QList<int> {1};
    QTest::newRow("two after the middle block") << QList<int> {0, 1} << 1 << QList<int> {2, 3};
    QTest::newRow("after the last block") << QList<int> {1} << 2 << QList<int> {3};
}

void TestNoteReuse::copy()
{
    QFETCH(QList<int>, notes);
    QFETCH(int, after);
    QFETCH(QList<int>, expectedAt);
    const QList<BlockRecord> before = blocks(*m_store, m_issue2);
    QList<qint64> ids;
    for (int index : notes) {
        ids.append(m_notes.at(index));
    }
    NoteReuse reuse(*m_store);
    QVERIFY2(reuse.reuse(ids, m_issue2, NoteReuse::Mode::Copy, after < 0 ? 0 : before.at(after).id), qPrintable(reuse.errorString()));
    QCOMPARE(reuse.createdIds().size(), ids.size());
    const QList<BlockRecord> now = blocks(*m_store, m_issue2);
    QCOMPARE(now.size(), before.size() + ids.size());
    for (int i = 0; i < ids.size(); ++i) {
        const BlockRecord &copy = now.at(expectedAt.at(i));
        QCOMPARE(copy.id, reuse.createdIds().at(i));
        QCOMPARE(copy.origin, QStringLiteral("note"));
        QCOMPARE(copy.status, QStringLiteral("draft"));
        QVERIFY(copy.aligned.isEmpty());
        const auto original = reuse.note(ids.at(i));
        const auto copied = reuse.note(copy.id);
        QVERIFY(original && copied);
        QCOMPARE(copied->text, original->text);
        QCOMPARE(copied->kind, original->kind);
        QCOMPARE(copied->values, original->values);
        QCOMPARE(copied->issueId, m_issue2);
    }
    QCOMPARE(count(*m_store, QStringLiteral("note_links")), 0);
    QCOMPARE(reuse.notes(m_issue1).size(), 2); // the originals stay
    verifyStillMarkdown(m_issue2);
}

void TestNoteReuse::linkRecordsTheOriginal()
{
    NoteReuse reuse(*m_store);
    QVERIFY2(reuse.reuse({m_notes.at(1)}, m_issue2, NoteReuse::Mode::Link), qPrintable(reuse.errorString()));
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT target_block_id, source_note_id, CAST(synced_text AS BLOB) FROM note_links")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toLongLong(), reuse.createdIds().constFirst());
    QCOMPARE(query.value(1).toLongLong(), m_notes.at(1));
    QCOMPARE(Utf8Text::read(query.value(2)), reuse.note(m_notes.at(1))->text);
    QVERIFY(!query.next());
}

void TestNoteReuse::crlfDraftGetsCrlfNotes()
{
    const QByteArray crlf = QByteArray(kTarget2).replace("\n", "\r\n");
    const qint64 issue3 = importIssue(*m_store, 3, QByteArray(kSource2).replace("\n", "\r\n"), crlf);
    QVERIFY(issue3);
    QVERIFY(setText(*m_store, m_notes.at(0), QStringLiteral("> 第一行\n> 第二行")));
    NoteReuse reuse(*m_store);
    QVERIFY2(reuse.reuse({m_notes.at(0)}, issue3, NoteReuse::Mode::Copy), qPrintable(reuse.errorString()));
    const QByteArray exported = draft(*m_store, issue3);
    QCOMPARE(exported, crlf.chopped(2) + "\r\n\r\n> 第一行\r\n> 第二行\r\n");
    verifyStillMarkdown(issue3);
}

void TestNoteReuse::draftWithoutFinalLineBreak()
{
    const qint64 issue3 = importIssue(*m_store, 3, kSource2, QByteArray(kTarget2).chopped(1));
    QVERIFY(issue3);
    NoteReuse reuse(*m_store);
    QVERIFY2(reuse.reuse({m_notes.at(1)}, issue3, NoteReuse::Mode::Copy), qPrintable(reuse.errorString()));
    QCOMPARE(draft(*m_store, issue3), QByteArray(kTarget2) + "\n> **版本说明**：CUDA 11.8。\n");
    verifyStillMarkdown(issue3);
}

void TestNoteReuse::emptyDraftAfterAByteOrderMark()
{
    const qint64 issue3 = importIssue(*m_store, 3, kSource2, QByteArray("---\ntitle: x\n---"));
    QVERIFY(issue3);
    QSqlQuery clear(m_store->database());
    QVERIFY(clear.exec(QStringLiteral("DELETE FROM target_blocks WHERE issue_id = %1").arg(issue3)));
    QSqlQuery lead(m_store->database());
    lead.prepare(QStringLiteral("UPDATE issues SET draft_lead = CAST(? AS TEXT) WHERE id = ?"));
    lead.addBindValue(Utf8Text::bind(QString(QChar(0xFEFF))));
    lead.addBindValue(issue3);
    QVERIFY(lead.exec());
    NoteReuse reuse(*m_store);
    QVERIFY2(reuse.reuse({m_notes.at(1)}, issue3, NoteReuse::Mode::Copy), qPrintable(reuse.errorString()));
    QCOMPARE(draft(*m_store, issue3), QByteArray("\xEF\xBB\xBF> **版本说明**：CUDA 11.8。\n"));
    verifyStillMarkdown(issue3);
}

void TestNoteReuse::refused_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("no note chosen") << QStringLiteral("none");
    QTest::newRow("a block that is no note") << QStringLiteral("paragraph");
    QTest::newRow("a note into its own issue") << QStringLiteral("same issue");
    QTest::newRow("notes of two issues") << QStringLiteral("two issues");
    QTest::newRow("after a block of another issue") << QStringLiteral("foreign block");
    QTest::newRow("into an issue that does not exist") << QStringLiteral("no issue");
    QTest::newRow("a read-only project") << QStringLiteral("read-only");
}

void TestNoteReuse::refused()
{
    QFETCH(QString, what);
    NoteReuse first(*m_store);
    QVERIFY(first.reuse({m_notes.at(0)}, m_issue2, NoteReuse::Mode::Link)); // a note of issue 2, for "two issues"
    const qint64 noteOf2 = first.createdIds().constFirst();
    const QByteArray draft2 = draft(*m_store, m_issue2);
    const QByteArray draft1 = draft(*m_store, m_issue1);
    const int links = count(*m_store, QStringLiteral("note_links"));
    QList<qint64> ids {m_notes.at(1)};
    qint64 to = m_issue2;
    qint64 after = 0;
    if (what == QLatin1String("none")) {
        ids.clear();
    } else if (what == QLatin1String("paragraph")) {
        ids = {blocks(*m_store, m_issue1).at(1).id};
    } else if (what == QLatin1String("same issue")) {
        to = m_issue1;
    } else if (what == QLatin1String("two issues")) {
        ids = {m_notes.at(1), noteOf2};
        to = importIssue(*m_store, 3, kSource2, kTarget2);
    } else if (what == QLatin1String("foreign block")) {
        after = blocks(*m_store, m_issue1).at(0).id;
    } else if (what == QLatin1String("no issue")) {
        to = 999;
    } else if (what == QLatin1String("read-only")) {
        const QString path = m_store->path();
        m_store->close();
        QVERIFY(m_store->open(path, ProjectStore::Access::ReadOnly));
    }
    NoteReuse reuse(*m_store);
    QVERIFY(!reuse.reuse(ids, to, NoteReuse::Mode::Link, after));
    QVERIFY(!reuse.errorString().isEmpty());
    QVERIFY(reuse.createdIds().isEmpty());
    QCOMPARE(draft(*m_store, m_issue2), draft2);
    QCOMPARE(draft(*m_store, m_issue1), draft1);
    QCOMPARE(count(*m_store, QStringLiteral("note_links")), links);
}

QTEST_GUILESS_MAIN(TestNoteReuse)
#include "tst_notereuse.moc"
