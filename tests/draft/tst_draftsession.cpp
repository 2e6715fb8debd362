// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sourcetext.h"
#include "draft/draftsession.h"
#include "export/markdownexporter.h"
#include "review/commentrepository.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "review/reviewworkflow.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n\nThird paragraph.\n");
const QByteArray kTranslation("# 标题\n\n第一段。\n\n第二段。\n\n第三段。\n");

// The lines first..last of text as a block's text: without the '\r' of a CRLF after
// the last one and without a byte order mark of the lead before it.
QString linesOf(const QString &text, int first, int last, const QString &blockText)
{
    QString lines = text.split(QLatin1Char('\n')).mid(first, last - first + 1).join(QLatin1Char('\n'));
    if (lines.endsWith(QLatin1Char('\r')) && !blockText.endsWith(QLatin1Char('\r'))) {
        lines.chop(1);
    }
    if (lines.startsWith(QChar(0xFEFF)) && !blockText.startsWith(QChar(0xFEFF))) {
        lines.remove(0, 1);
    }
    return lines;
}

// The draft as the editor holds it: QTextDocument breaks lines at "\r\n", '\n', a
// lone '\r' and U+2029, and gives every break back as '\n'.
QString asEditorHoldsIt(QString text)
{
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return text;
}

// The text and ids of lines given as (ids, text) pairs.
void lines(const QList<QPair<QList<qint64>, QString>> &annotated, QString *text, LineIds *ids)
{
    QStringList texts;
    ids->clear();
    for (const auto &line : annotated) {
        ids->append(line.first);
        texts.append(line.second);
    }
    *text = texts.join(QLatin1Char('\n'));
}

// An edit written one line per line as "indexes|text": the line carries the ids of
// the session's blocks at those indexes; a line without '|' carries none.
void edit(const DraftSession &session, const QString &annotated, QString *text, LineIds *ids)
{
    QStringList lines;
    ids->clear();
    for (const QString &line : annotated.split(QLatin1Char('\n'))) {
        const int bar = int(line.indexOf(QLatin1Char('|')));
        QList<qint64> lineIds;
        if (bar >= 0) {
            for (const QString &index : line.left(bar).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                lineIds.append(session.blocks().at(index.toInt()).id);
            }
        }
        ids->append(lineIds);
        lines.append(bar >= 0 ? line.mid(bar + 1) : line);
    }
    *text = lines.join(QLatin1Char('\n'));
}

// "source indexes status origin" per block, e.g. "1,2 draft translation".
QStringList describe(const DraftSession &session)
{
    QStringList out;
    for (int i = 0; i < session.blocks().size(); ++i) {
        QStringList sources;
        for (int source : session.sourcesOfTarget(i)) {
            sources.append(QString::number(source));
        }
        const TargetBlock &block = session.blocks().at(i);
        const QString origin = block.noteType.isEmpty() ? block.origin : block.origin + QLatin1Char('/') + block.noteType;
        out.append(
            QStringLiteral("%1 %2 %3").arg(sources.isEmpty() ? QStringLiteral("-") : sources.join(QLatin1Char(',')), block.status, origin));
    }
    return out;
}

} // namespace

class TestDraftSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void loadMatchesExport_data();
    void loadMatchesExport();
    void commentsFollowTheirText_data();
    void commentsFollowTheirText();
    void edits_data();
    void edits();
    void noteTypeSurvivesSplit();
    void secondUpdateKeepsNewIds();
    void undoBringsBackDeletedBlock();
    void undoOfMergeRestoresAbsorber_data();
    void undoOfMergeRestoresAbsorber();
    void statusComesBackWithText_data();
    void statusComesBackWithText();
    void idsAreNeverReused_data();
    void idsAreNeverReused();
    void lineBreaksOfStoredDraft_data();
    void lineBreaksOfStoredDraft();
    void identicalStateWritesNothing_data();
    void identicalStateWritesNothing();
    void oneEditWritesOneRow();
    void readOnlyStoreChangesNothing();
    void failedWriteRollsBack();
    void sourceLinesMatchSourceText_data();
    void sourceLinesMatchSourceText();
    void deletedSourceBlocks();
    void alignmentBothWays();
    void setStatus_data();
    void setStatus();
    void setStatusesAndUndoToAnEarlierStatus();
    void setSources_data();
    void setSources();
    void missingIssueFailsToLoad();
    void largeDraft();
    void review_data();
    void review();
    void reviewTwoReviewers_data();
    void reviewTwoReviewers();
    void editAfterReview_data();
    void editAfterReview();

private:
    qint64 import(const QByteArray &post, const QByteArray &translation = {}, const QByteArray &secondPost = {});
    QString path() const { return m_dir->filePath(QStringLiteral("draft.yiqiao")); }
    qint64 totalChanges() const;
    qint64 count(const QString &table) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestDraftSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(path(), QStringLiteral("Draft")), qPrintable(m_store->errorString()));
}

void TestDraftSession::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

qint64 TestDraftSession::import(const QByteArray &post, const QByteArray &translation, const QByteArray &secondPost)
{
    PostImporter importer(*m_store);
    const auto withTranslation = translation.isEmpty() ? std::nullopt : std::optional<QByteArray>(translation);
    if (!importer.importPost(1, post, QString(), QString(), withTranslation)) {
        qWarning() << importer.errorString();
        return 0;
    }
    if (!secondPost.isEmpty() && !importer.importPost(1, secondPost, QString(), QString())) {
        qWarning() << importer.errorString();
        return 0;
    }
    return importer.result().issueId;
}

qint64 TestDraftSession::totalChanges() const
{
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT total_changes()")) && query.next() ? query.value(0).toLongLong() : -1;
}

qint64 TestDraftSession::count(const QString &table) const
{
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM ") + table) && query.next() ? query.value(0).toLongLong() : -1;
}

void TestDraftSession::loadMatchesExport_data()
{
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<QByteArray>("translation");
    QTest::addColumn<QByteArray>("second");

    QTest::newRow("untouched import") << kPost << QByteArray() << QByteArray();
    QTest::newRow("import with a translation") << kPost << kTranslation << QByteArray();
    QTest::newRow("two posts") << kPost << QByteArray() << QByteArray("# Part two\n\nMore.\n");
    QTest::newRow("first post without final line break") << QByteArray("# A\n\nText") << QByteArray() << QByteArray("\n\n# B\n\nMore.\n");
    QTest::newRow("CRLF") << QByteArray("# T\r\n\r\nOne\r\ntwo\r\n\r\n- item\r\n") << QByteArray() << QByteArray();
    QTest::newRow("lone CR") << QByteArray("# T\r\rOne\rtwo\r\r- item\r") << QByteArray() << QByteArray();
    QTest::newRow("no final line break") << QByteArray("# T\n\nText") << QByteArray() << QByteArray();
    QTest::newRow("byte order mark and blank lead") << QByteArray("\xEF\xBB\xBF\n\n# T\n\nText.\n") << QByteArray() << QByteArray();
    QTest::newRow("translation with an added block")
        << kPost << QByteArray("# 标题\n\n第一段。\n\n> 译者注\n\n第二段。\n\n第三段。\n") << QByteArray();
}

void TestDraftSession::loadMatchesExport()
{
    QFETCH(QByteArray, post);
    QFETCH(QByteArray, translation);
    QFETCH(QByteArray, second);
    const qint64 issueId = import(post, translation, second);
    QVERIFY(issueId > 0);

    DraftSession session(*m_store, issueId);
    QVERIFY2(session.load(), qPrintable(session.errorString()));

    IssueRepository issues(*m_store);
    MarkdownExporter exporter(issues);
    // What the editor shows: the export with every line break as '\n'.
    QCOMPARE(session.text(), asEditorHoldsIt(SourceText::fromUtf8(exporter.draft(issueId))));
    QVERIFY(!session.text().contains(QLatin1Char('\r')));
    QCOMPARE(session.sourceText(), SourceText::fromUtf8(exporter.source(issueId)));
    const QList<BlockRecord> stored = issues.targetBlocks(issueId);
    QCOMPARE(session.blocks().size(), stored.size());
    const int lineCount = int(session.text().count(QLatin1Char('\n'))) + 1;
    QCOMPARE(int(session.lineIds().size()), lineCount);
    int line = 0;
    for (int i = 0; i < stored.size(); ++i) {
        const TargetBlock &block = session.blocks().at(i);
        QCOMPARE(block.id, stored.at(i).id);
        QCOMPARE(block.sources, stored.at(i).aligned);
        QCOMPARE(block.status, stored.at(i).status);
        QCOMPARE(linesOf(session.text(), block.lineStart, block.lineEnd, block.text), asEditorHoldsIt(block.text));
        for (; line < block.lineStart; ++line) {
            QVERIFY2(session.lineIds().at(line).isEmpty(), qPrintable(QString::number(line)));
            QCOMPARE(session.blockAtLine(line), i - 1); // lead (-1) or the previous block's blank lines
        }
        for (; line <= block.lineEnd; ++line) {
            QCOMPARE(session.lineIds().at(line), QList<qint64> {block.id});
            QCOMPARE(session.blockAtLine(line), i);
        }
    }
    QCOMPARE(session.blockAtLine(lineCount), -1);
    QCOMPARE(session.blockAtLine(-1), -1);
}

void TestDraftSession::edits_data()
{
    QTest::addColumn<QString>("after");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("untouched") << QStringLiteral("0|# 标题\n\n1|第一段。\n\n2|第二段。\n\n3|第三段。\n")
                               << QStringList {QStringLiteral("0 translated translation"), QStringLiteral("1 translated translation"),
                                      QStringLiteral("2 translated translation"), QStringLiteral("3 translated translation")};
    QTest::newRow("typing inside a block") << QStringLiteral("0|# 标题\n\n1|第一段，改过。\n\n2|第二段。\n\n3|第三段。\n")
                                           << QStringList {QStringLiteral("0 translated translation"),
                                                  QStringLiteral("1 draft translation"), QStringLiteral("2 translated translation"),
                                                  QStringLiteral("3 translated translation")};
    QTest::newRow("splitting a paragraph") << QStringLiteral("0|# 标题\n\n1|第一\n1|\n1|段。\n\n2|第二段。\n\n3|第三段。\n")
                                           << QStringList {QStringLiteral("0 translated translation"),
                                                  QStringLiteral("1 draft translation"), QStringLiteral("1 draft translation"),
                                                  QStringLiteral("2 translated translation"), QStringLiteral("3 translated translation")};
    QTest::newRow("merging two paragraphs") << QStringLiteral("0|# 标题\n\n1|第一段。\n2|第二段。\n\n3|第三段。\n")
                                            << QStringList {QStringLiteral("0 translated translation"),
                                                   QStringLiteral("1,2 draft translation"), QStringLiteral("3 translated translation")};
    QTest::newRow("merging by joining lines") << QStringLiteral("0|# 标题\n\n1,2|第一段。第二段。\n\n3|第三段。\n")
                                              << QStringList {QStringLiteral("0 translated translation"),
                                                     QStringLiteral("1,2 draft translation"), QStringLiteral("3 translated translation")};
    QTest::newRow("moving a block to the top") << QStringLiteral("3|第三段。\n\n0|# 标题\n\n1|第一段。\n\n2|第二段。\n")
                                               << QStringList {QStringLiteral("3 translated translation"),
                                                      QStringLiteral("0 translated translation"),
                                                      QStringLiteral("1 translated translation"),
                                                      QStringLiteral("2 translated translation")};
    QTest::newRow("deleting a block") << QStringLiteral("0|# 标题\n\n1|第一段。\n\n3|第三段。\n")
                                      << QStringList {QStringLiteral("0 translated translation"),
                                             QStringLiteral("1 translated translation"), QStringLiteral("3 translated translation")};
    QTest::newRow("inserting a new block between two")
        << QStringLiteral("0|# 标题\n\n1|第一段。\n\n|新段落。\n\n2|第二段。\n\n3|第三段。\n")
        << QStringList {QStringLiteral("0 translated translation"), QStringLiteral("1 translated translation"),
               QStringLiteral("- draft addition"), QStringLiteral("2 translated translation"), QStringLiteral("3 translated translation")};
    QTest::newRow("a block in the place of one that vanished keeps its row and alignment")
        << QStringLiteral("0|# 标题\n\n|重译的第一段。\n\n2|第二段。\n\n3|第三段。\n")
        << QStringList {QStringLiteral("0 translated translation"), QStringLiteral("1 draft translation"),
               QStringLiteral("2 translated translation"), QStringLiteral("3 translated translation")};
    QTest::newRow("typing before the first block")
        << QStringLiteral("\n\n0|# 标题\n\n1|第一段。\n\n2|第二段。\n\n3|第三段。\n")
        << QStringList {QStringLiteral("0 translated translation"), QStringLiteral("1 translated translation"),
               QStringLiteral("2 translated translation"), QStringLiteral("3 translated translation")};
}

// A block that goes away takes nobody's comments with it: they move to the block
// that took its text, else to the block before it.
void TestDraftSession::commentsFollowTheirText_data()
{
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("heir"); // index of the block that has the comment afterwards
    QTest::newRow("joined into the paragraph before") << QStringLiteral("0|# 标题\n\n1,2|第一段。第二段。\n\n3|第三段。\n") << 1;
    QTest::newRow("the paragraph deleted") << QStringLiteral("0|# 标题\n\n1|第一段。\n\n3|第三段。\n") << 1;
    QTest::newRow("its text moved into the next paragraph") << QStringLiteral("0|# 标题\n\n1|第一段。\n\n3|第二段。第三段。\n") << 2;
    QTest::newRow("its text replaced in one save") << QStringLiteral("0|# 标题\n\n1|第一段。\n\n|重译的第二段。\n\n3|第三段。\n") << 2;
}

void TestDraftSession::commentsFollowTheirText()
{
    QFETCH(QString, after);
    QFETCH(int, heir);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    CommentRepository comments(*m_store);
    QVERIFY2(comments.add(session.blocks().at(2).id, QStringLiteral("审校"), QStringLiteral("“第二段”措辞再斟酌")),
        qPrintable(comments.errorString()));
    QString text;
    LineIds ids;
    edit(session, after, &text, &ids);
    QVERIFY2(session.update(text, ids), qPrintable(session.errorString()));
    const QList<Comment> kept = comments.comments(issueId);
    QCOMPARE(kept.size(), 1);
    QCOMPARE(kept.constFirst().targetBlockId, session.blocks().at(heir).id);
}

void TestDraftSession::edits()
{
    QFETCH(QString, after);
    QFETCH(QStringList, expected);
    const qint64 issueId = import(kPost, kTranslation);
    QVERIFY(issueId > 0);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QString text;
    LineIds ids;
    edit(session, after, &text, &ids);

    QVERIFY2(session.update(text, ids), qPrintable(session.errorString()));

    QCOMPARE(describe(session), expected);
    QCOMPARE(session.text(), text);
    for (const TargetBlock &block : session.blocks()) {
        QVERIFY(block.id > 0);
        QCOMPARE(session.lineIds().at(block.lineStart), QList<qint64> {block.id});
    }
    // What a fresh session reads from the file.
    ProjectStore reopened;
    QVERIFY(reopened.open(path(), ProjectStore::Access::ReadOnly));
    DraftSession fresh(reopened, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.text(), text);
    QCOMPARE(describe(fresh), expected);
    for (int i = 0; i < session.blocks().size(); ++i) {
        QCOMPARE(fresh.blocks().at(i).id, session.blocks().at(i).id);
    }
    QCOMPARE(SourceText::fromUtf8(MarkdownExporter(IssueRepository(reopened)).draft(issueId)), text);
}

void TestDraftSession::noteTypeSurvivesSplit()
{
    const qint64 issueId = import(kPost, kTranslation);
    QSqlQuery note(m_store->database());
    QVERIFY(note.prepare(
        QStringLiteral("UPDATE target_blocks SET origin = 'note', note_type = 'version_note' WHERE issue_id = ? AND ordinal = 1")));
    note.addBindValue(issueId);
    QVERIFY(note.exec());
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QString text;
    LineIds ids;
    edit(session, QStringLiteral("0|# 标题\n\n1|第一\n\n1|段。\n\n2|第二段。\n\n3|第三段。\n"), &text, &ids);

    QVERIFY2(session.update(text, ids), qPrintable(session.errorString()));

    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    const QStringList expected {QStringLiteral("0 translated translation"), QStringLiteral("1 draft note/version_note"),
        QStringLiteral("1 draft note/version_note"), QStringLiteral("2 translated translation"),
        QStringLiteral("3 translated translation")};
    QCOMPARE(describe(fresh), expected);
    QSqlQuery nulls(m_store->database());
    QVERIFY(nulls.exec(QStringLiteral("SELECT COUNT(*) FROM target_blocks WHERE note_type IS NULL")) && nulls.next());
    QCOMPARE(nulls.value(0).toInt(), 3); // not '' for blocks that are no notes
}

void TestDraftSession::secondUpdateKeepsNewIds()
{
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QString text;
    LineIds ids;
    edit(session, QStringLiteral("0|# 标题\n\n1|第一\n\n1|段。\n\n2|第二段。\n\n3|第三段。\n"), &text, &ids);
    QVERIFY(session.update(text, ids));
    const qint64 splitPart = session.blocks().at(2).id;
    QVERIFY(splitPart > 0);

    // The editor re-stamps its lines from lineIds() and types on.
    const int line = session.blocks().at(2).lineStart;
    QStringList lines = session.text().split(QLatin1Char('\n'));
    lines[line] += QStringLiteral("又一句。");
    QVERIFY(session.update(lines.join(QLatin1Char('\n')), session.lineIds()));

    QCOMPARE(session.blocks().size(), 5);
    QCOMPARE(session.blocks().at(2).id, splitPart);
    QCOMPARE(session.blocks().at(2).text, QStringLiteral("段。又一句。"));
    QCOMPARE(count(QStringLiteral("target_blocks")), qint64(5));
}

void TestDraftSession::undoBringsBackDeletedBlock()
{
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QVERIFY(session.setStatus(2, QStringLiteral("reviewed")));
    const QString original = session.text();
    const LineIds originalIds = session.lineIds();
    const qint64 deletedId = session.blocks().at(2).id;
    QString text;
    LineIds ids;
    edit(session, QStringLiteral("0|# 标题\n\n1|第一段。\n\n3|第三段。\n"), &text, &ids);
    QVERIFY(session.update(text, ids));
    QCOMPARE(session.blocks().size(), 3);
    QCOMPARE(count(QStringLiteral("alignments")), qint64(3));

    // Undo restores the lines with the ids they carried.
    QVERIFY2(session.update(original, originalIds), qPrintable(session.errorString()));

    QCOMPARE(session.blocks().size(), 4);
    QVERIFY(session.blocks().at(2).id != deletedId);
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.text(), original);
    const QStringList expected {QStringLiteral("0 translated translation"), QStringLiteral("1 translated translation"),
        QStringLiteral("2 reviewed translation"), QStringLiteral("3 translated translation")};
    QCOMPARE(describe(fresh), expected);
    QCOMPARE(count(QStringLiteral("alignments")), qint64(4));
}

void TestDraftSession::undoOfMergeRestoresAbsorber_data()
{
    QTest::addColumn<QString>("merge");
    QTest::addColumn<int>("reviewed"); // a block set to reviewed before the merge, or -1

    const QString blankLineRemoved = QStringLiteral("0|# 标题\n\n1|第一段。\n2|第二段。\n\n3|第三段。\n");
    QTest::newRow("blank line between two paragraphs removed") << blankLineRemoved << -1;
    QTest::newRow("two lines joined into one") << QStringLiteral("0|# 标题\n\n1,2|第一段。第二段。\n\n3|第三段。\n") << -1;
    QTest::newRow("reviewed paragraph merged into a translated one") << blankLineRemoved << 2;
    QTest::newRow("translated paragraph merged into a reviewed one") << blankLineRemoved << 1;
    QTest::newRow("merged and typed into at once") << QStringLiteral("0|# 标题\n\n1|第一段，改过。\n2|第二段。\n\n3|第三段。\n") << -1;
}

// Undo brings back the merged block's lines with its id and the absorber's lines
// with their own: both blocks are as they were before the merge.
void TestDraftSession::undoOfMergeRestoresAbsorber()
{
    QFETCH(QString, merge);
    QFETCH(int, reviewed);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    if (reviewed >= 0) {
        QVERIFY(session.setStatus(reviewed, QStringLiteral("reviewed")));
    }
    const QStringList original = describe(session);
    const QString originalText = session.text();
    const LineIds originalIds = session.lineIds();
    QString text;
    LineIds ids;
    edit(session, merge, &text, &ids);
    QVERIFY(session.update(text, ids));
    QCOMPARE(session.blocks().size(), 3);
    QCOMPARE(session.blocks().at(1).sources.size(), 2);

    QVERIFY2(session.update(originalText, originalIds), qPrintable(session.errorString()));

    QCOMPARE(describe(session), original);
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.text(), originalText);
    QCOMPARE(describe(fresh), original);
    QCOMPARE(count(QStringLiteral("alignments")), qint64(4));
}

void TestDraftSession::statusComesBackWithText_data()
{
    QTest::addColumn<QString>("confirmed"); // status set on block 2 before the edits, or empty
    QTest::addColumn<QStringList>("texts"); // block 2's text after each update
    QTest::addColumn<QString>("expected");

    QTest::newRow("typed into and undone: translated again")
        << QString() << QStringList {QStringLiteral("第二段，改过。"), QStringLiteral("第二段。")} << QStringLiteral("translated");
    QTest::newRow("reviewed, typed into twice, undone at once: reviewed again")
        << QStringLiteral("reviewed")
        << QStringList {QStringLiteral("第二段，改"), QStringLiteral("第二段，改过。"), QStringLiteral("第二段。")}
        << QStringLiteral("reviewed");
    QTest::newRow("approved, emptied to a new text and back: approved again")
        << QStringLiteral("approved") << QStringList {QStringLiteral("别的。"), QStringLiteral("第二段。")} << QStringLiteral("approved");
    QTest::newRow("typed into, then another text: stays a draft")
        << QString() << QStringList {QStringLiteral("第二段，改过。"), QStringLiteral("第二段，又改。")} << QStringLiteral("draft");
    QTest::newRow("set to draft by hand, typed into and undone: stays a draft")
        << QStringLiteral("draft") << QStringList {QStringLiteral("第二段，改过。"), QStringLiteral("第二段。")} << QStringLiteral("draft");
}

void TestDraftSession::statusComesBackWithText()
{
    QFETCH(QString, confirmed);
    QFETCH(QStringList, texts);
    QFETCH(QString, expected);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    if (!confirmed.isEmpty()) {
        QVERIFY(session.setStatus(2, confirmed));
    }

    for (const QString &blockText : texts) {
        QStringList lines = session.text().split(QLatin1Char('\n'));
        lines[session.blocks().at(2).lineStart] = blockText;
        QVERIFY2(session.update(lines.join(QLatin1Char('\n')), session.lineIds()), qPrintable(session.errorString()));
        QCOMPARE(session.blocks().at(2).text, blockText);
    }

    QCOMPARE(session.blocks().at(2).status, expected);
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.blocks().at(2).status, expected);
    QCOMPARE(fresh.blocks().at(1).status, QStringLiteral("translated"));
}

void TestDraftSession::idsAreNeverReused_data()
{
    QTest::addColumn<bool>("keepNewBlock");
    QTest::newRow("undo: the removed block's lines replace the new block's") << false;
    QTest::newRow("the removed block pasted back beside the new block") << true;
}

// SQLite hands out MAX(id) + 1: deleting the block with the highest id and inserting
// one elsewhere in the same update must not give the new block the id the tombstone,
// the undo states and the clipboard still carry.
void TestDraftSession::idsAreNeverReused()
{
    QFETCH(bool, keepNewBlock);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    const QStringList original = describe(session);
    const QString originalText = session.text();
    const LineIds originalIds = session.lineIds();
    const qint64 removedId = session.blocks().at(3).id;
    QSqlQuery max(m_store->database());
    QVERIFY(max.exec(QStringLiteral("SELECT MAX(id) FROM target_blocks")) && max.next());
    QCOMPARE(max.value(0).toLongLong(), removedId);
    QString text;
    LineIds ids;
    edit(session, QStringLiteral("0|# 标题\n\n|新段落。\n\n1|第一段。\n\n2|第二段。\n"), &text, &ids);
    QVERIFY(session.update(text, ids));
    const qint64 newId = session.blocks().at(1).id;
    QVERIFY2(newId != removedId, qPrintable(QString::number(newId)));

    const QList<qint64> title {session.blocks().at(0).id};
    const QList<qint64> first {session.blocks().at(2).id};
    const QList<qint64> second {session.blocks().at(3).id};
    if (keepNewBlock) {
        lines({{title, QStringLiteral("# 标题")}, {{}, QString()}, {{newId}, QStringLiteral("新段落。")}, {{}, QString()},
                  {first, QStringLiteral("第一段。")}, {{}, QString()}, {second, QStringLiteral("第二段。")}, {{}, QString()},
                  {{removedId}, QStringLiteral("第三段。")}, {{}, QString()}},
            &text, &ids);
    } else {
        text = originalText;
        ids = originalIds;
    }
    QVERIFY2(session.update(text, ids), qPrintable(session.errorString()));

    QStringList expected = original;
    if (keepNewBlock) {
        expected.insert(1, QStringLiteral("- draft addition"));
    }
    QCOMPARE(describe(session), expected);
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(describe(fresh), expected);
    QCOMPARE(fresh.text(), text);
    QCOMPARE(count(QStringLiteral("target_blocks")), qint64(expected.size()));
    QCOMPARE(count(QStringLiteral("alignments")), qint64(4));
    for (const TargetBlock &block : fresh.blocks()) {
        QVERIFY(block.id != removedId);
    }
}

void TestDraftSession::lineBreaksOfStoredDraft_data()
{
    QTest::addColumn<QString>("lineBreak");
    QTest::addColumn<QString>("change"); // none, typing, insertion
    QTest::addColumn<qint64>("rowsWritten"); // -1: not checked
    QTest::addColumn<QStringList>("statuses");

    const QStringList translated {QStringLiteral("translated"), QStringLiteral("translated"), QStringLiteral("translated")};
    for (const QString &lineBreak : {QStringLiteral("\r\n"), QStringLiteral("\r")}) {
        const QByteArray name = lineBreak == QLatin1String("\r") ? "lone CR" : "CRLF";
        QTest::newRow(name + ", text as the editor gives it back: nothing written")
            << lineBreak << QStringLiteral("none") << qint64(0) << translated;
        QTest::newRow(name + ", one block typed into: only that block written")
            << lineBreak << QStringLiteral("typing") << qint64(2)
            << QStringList {QStringLiteral("translated"), QStringLiteral("draft"), QStringLiteral("translated")};
        QTest::newRow(name + ", a block inserted: the draft's line breaks")
            << lineBreak << QStringLiteral("insertion") << qint64(-1)
            << QStringList {
                   QStringLiteral("translated"), QStringLiteral("translated"), QStringLiteral("draft"), QStringLiteral("translated")};
    }
}

// QTextDocument has no '\r': the editor gives every line break back as '\n'.
void TestDraftSession::lineBreaksOfStoredDraft()
{
    QFETCH(QString, lineBreak);
    QFETCH(QString, change);
    QFETCH(qint64, rowsWritten);
    QFETCH(QStringList, statuses);
    const auto withBreaks = [&](const char *text) { return QString::fromUtf8(text).replace(QLatin1Char('\n'), lineBreak).toUtf8(); };
    const qint64 issueId = import(withBreaks("# Title\n\nFirst line,\nsecond line.\n\nSecond paragraph.\n"),
        withBreaks("# 标题\n\n第一行，\n第二行。\n\n第二段。\n"));
    QVERIFY(issueId > 0);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QStringList lines = asEditorHoldsIt(session.text()).split(QLatin1Char('\n'));
    QCOMPARE(int(session.lineIds().size()), int(lines.size()));
    LineIds ids = session.lineIds();
    if (change == QLatin1String("typing")) {
        lines[session.blocks().at(1).lineEnd] += QStringLiteral("改");
    } else if (change == QLatin1String("insertion")) {
        const int at = session.blocks().at(2).lineStart;
        lines.insert(at, QString());
        lines.insert(at, QStringLiteral("新段落，\n两行。"));
        ids.insert(at, QList<qint64>());
        ids.insert(at, QList<qint64>());
        ids.insert(at, QList<qint64>());
    }
    const QString text = lines.join(QLatin1Char('\n'));
    const qint64 before = totalChanges();

    QVERIFY2(session.update(text, ids), qPrintable(session.errorString()));

    if (rowsWritten >= 0) {
        QCOMPARE(totalChanges() - before, rowsWritten);
    }
    QStringList actual;
    for (const TargetBlock &block : session.blocks()) {
        actual.append(block.status);
    }
    QCOMPARE(actual, statuses);
    QCOMPARE(session.text(), text);
    QVERIFY(!session.text().contains(QLatin1Char('\r')));
    const QString exported = SourceText::fromUtf8(MarkdownExporter(IssueRepository(*m_store)).draft(issueId));
    QCOMPARE(asEditorHoldsIt(exported), text);
    const QString other = lineBreak == QLatin1String("\r") ? QStringLiteral("\n") : QStringLiteral("\r");
    QCOMPARE(exported.count(lineBreak), text.count(QLatin1Char('\n')));
    QCOMPARE(exported.count(other), lineBreak == QLatin1String("\r") ? 0 : exported.count(lineBreak));
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.text(), text);
    QCOMPARE(fresh.lineIds(), session.lineIds());
}

void TestDraftSession::identicalStateWritesNothing_data()
{
    QTest::addColumn<bool>("idOnBlankLine");
    QTest::newRow("text and ids as loaded") << false;
    QTest::newRow("same text, an id on a blank line") << true;
}

void TestDraftSession::identicalStateWritesNothing()
{
    QFETCH(bool, idOnBlankLine);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    LineIds ids = session.lineIds();
    if (idOnBlankLine) {
        ids[1] = {session.blocks().at(0).id};
    }
    const qint64 before = totalChanges();

    QVERIFY(session.update(session.text(), ids));

    QCOMPARE(totalChanges(), before);
    QCOMPARE(session.lineIds().at(1), QList<qint64>());
}

void TestDraftSession::oneEditWritesOneRow()
{
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QString text = session.text();
    text.replace(QStringLiteral("第二段。"), QStringLiteral("第二段，改过。"));
    const qint64 before = totalChanges();

    QVERIFY(session.update(text, session.lineIds()));

    QCOMPARE(totalChanges() - before, qint64(2)); // the block's row and the issue's updated_at
}

void TestDraftSession::readOnlyStoreChangesNothing()
{
    const qint64 issueId = import(kPost, kTranslation);
    m_store->close();
    QVERIFY(m_store->open(path(), ProjectStore::Access::ReadOnly));
    DraftSession session(*m_store, issueId);
    QVERIFY2(session.load(), qPrintable(session.errorString()));
    const QString text = session.text();
    const LineIds ids = session.lineIds();
    const QList<TargetBlock> blocks = session.blocks();
    QString edited;
    LineIds editedIds;
    edit(session, QStringLiteral("0|# 标题\n\n1,2|第一段。第二段。\n\n|新的。\n"), &edited, &editedIds);

    QVERIFY(!session.update(edited, editedIds));

    QVERIFY(!session.errorString().isEmpty());
    QCOMPARE(session.text(), text);
    QCOMPARE(session.lineIds(), ids);
    QCOMPARE(session.blocks().size(), blocks.size());
    for (int i = 0; i < blocks.size(); ++i) {
        QCOMPARE(session.blocks().at(i).id, blocks.at(i).id);
        QCOMPARE(session.blocks().at(i).sources, blocks.at(i).sources);
    }
    QVERIFY(!session.setStatus(0, QStringLiteral("approved")));
    QCOMPARE(session.blocks().at(0).status, QStringLiteral("translated"));
    m_store->close();
    QVERIFY(m_store->open(path()));
    QCOMPARE(SourceText::fromUtf8(MarkdownExporter(IssueRepository(*m_store)).draft(issueId)), text);
}

// A source block deleted behind the session's back: merging its target into another
// fails on the foreign key, after the merged row was already deleted.
void TestDraftSession::failedWriteRollsBack()
{
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QSqlQuery remove(m_store->database());
    QVERIFY(remove.prepare(QStringLiteral("DELETE FROM source_blocks WHERE id = ?")));
    remove.addBindValue(session.sourceBlocks().at(2).id);
    QVERIFY(remove.exec());
    const QString text = session.text();
    QString edited;
    LineIds ids;
    edit(session, QStringLiteral("0|# 标题\n\n1,2|第一段。第二段。\n\n3|第三段。\n"), &edited, &ids);

    QVERIFY(!session.update(edited, ids));

    QVERIFY(!session.errorString().isEmpty());
    QCOMPARE(session.text(), text);
    QCOMPARE(session.blocks().size(), 4);
    QCOMPARE(count(QStringLiteral("target_blocks")), qint64(4));
    QCOMPARE(SourceText::fromUtf8(MarkdownExporter(IssueRepository(*m_store)).draft(issueId)), text);
    // Other edits still save.
    edit(session, QStringLiteral("0|# 标题\n\n1|第一段。\n\n2|第二段。\n\n3|第三段，改过。\n"), &edited, &ids);
    QVERIFY2(session.update(edited, ids), qPrintable(session.errorString()));
}

void TestDraftSession::sourceLinesMatchSourceText_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("second");

    QTest::newRow("two posts") << kPost << QByteArray("# Part two\n\nMore.\n\n```\ncode\n```\n");
    QTest::newRow("first post without final line break") << QByteArray("# A\n\nText") << QByteArray("# B\n\nMore.\n");
    QTest::newRow("blank lines between posts") << QByteArray("# A\n\nText\n\n\n") << QByteArray("\n\n# B\n\nMore.\n");
    QTest::newRow("CRLF posts") << QByteArray("# A\r\n\r\nOne\r\ntwo\r\n") << QByteArray("# B\r\n\r\n- x\r\n- y\r\n");
    QTest::newRow("byte order mark on the second post") << kPost << QByteArray("\xEF\xBB\xBF# B\n\nMore.\n");
}

void TestDraftSession::sourceLinesMatchSourceText()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, second);
    const qint64 issueId = import(first, {}, second);
    QVERIFY(issueId > 0);

    DraftSession session(*m_store, issueId);
    QVERIFY2(session.load(), qPrintable(session.errorString()));

    IssueRepository issues(*m_store);
    QCOMPARE(session.sourceText(), SourceText::fromUtf8(MarkdownExporter(issues).source(issueId)));
    const QList<BlockRecord> stored = issues.sourceBlocks(issueId);
    QCOMPARE(session.sourceBlocks().size(), stored.size());
    for (int i = 0; i < stored.size(); ++i) {
        const SourceBlockState &block = session.sourceBlocks().at(i);
        QCOMPARE(block.id, stored.at(i).id);
        QCOMPARE(linesOf(session.sourceText(), block.lineStart, block.lineEnd, stored.at(i).text), stored.at(i).text);
        for (int line = block.lineStart; line <= block.lineEnd; ++line) {
            QCOMPARE(session.sourceBlockAtLine(line), i);
        }
        QCOMPARE(session.targetsOfSource(i), QList<int> {i}); // an untouched import: one target per source block
        QVERIFY(!block.deleted);
    }
    QCOMPARE(session.sourceBlockAtLine(int(session.sourceText().count(QLatin1Char('\n'))) + 1), -1);
}

void TestDraftSession::deletedSourceBlocks()
{
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession first(*m_store, issueId);
    QVERIFY(first.load());
    QSqlQuery deletion(m_store->database());
    QVERIFY(deletion.prepare(QStringLiteral("INSERT INTO deletions (source_block_id, reason, justification, created_at)"
                                            " VALUES (?, 'duplicate', 'Said twice.', '2026-01-01T00:00:00.000Z')")));
    deletion.addBindValue(first.sourceBlocks().at(2).id);
    QVERIFY(deletion.exec());

    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());

    QCOMPARE(session.sourceBlocks().size(), 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(session.sourceBlocks().at(i).deleted, i == 2);
    }
}

void TestDraftSession::alignmentBothWays()
{
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QString text;
    LineIds ids;
    edit(session, QStringLiteral("|新的开头。\n\n0|# 标题\n\n1,2|第一段。第二段。\n\n3|第三段。\n"), &text, &ids);

    QVERIFY(session.update(text, ids));

    QCOMPARE(session.sourcesOfTarget(0), QList<int>());
    QCOMPARE(session.sourcesOfTarget(1), QList<int> {0});
    QCOMPARE(session.sourcesOfTarget(2), (QList<int> {1, 2}));
    QCOMPARE(session.sourcesOfTarget(3), QList<int> {3});
    QCOMPARE(session.targetsOfSource(0), QList<int> {1});
    QCOMPARE(session.targetsOfSource(1), QList<int> {2});
    QCOMPARE(session.targetsOfSource(2), QList<int> {2});
    QCOMPARE(session.targetsOfSource(3), QList<int> {3});
    QCOMPARE(session.sourcesOfTarget(4), QList<int>());
    QCOMPARE(session.targetsOfSource(-1), QList<int>());
}

void TestDraftSession::setStatus_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("ok");

    QTest::newRow("translated to reviewed") << 1 << QStringLiteral("reviewed") << true;
    QTest::newRow("to approved") << 0 << QStringLiteral("approved") << true;
    QTest::newRow("back to draft") << 3 << QStringLiteral("draft") << true;
    QTest::newRow("unknown status") << 1 << QStringLiteral("done") << false;
    QTest::newRow("empty status") << 1 << QString() << false;
    QTest::newRow("index past the end") << 4 << QStringLiteral("reviewed") << false;
    QTest::newRow("negative index") << -1 << QStringLiteral("reviewed") << false;
}

void TestDraftSession::setStatus()
{
    QFETCH(int, index);
    QFETCH(QString, status);
    QFETCH(bool, ok);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());

    QCOMPARE(session.setStatus(index, status), ok);

    QCOMPARE(session.errorString().isEmpty(), ok);
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    for (int i = 0; i < 4; ++i) {
        const QString expected = ok && i == index ? status : QStringLiteral("translated");
        QCOMPARE(session.blocks().at(i).status, expected);
        QCOMPARE(fresh.blocks().at(i).status, expected);
    }
}

// Propagation's case: a machine block filled and marked pre-translated, the fill undone:
// the block is a machine pre-translation again. Several statuses are all or nothing.
void TestDraftSession::setStatusesAndUndoToAnEarlierStatus()
{
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QVERIFY(!session.setStatuses({1, 4}, QStringLiteral("reviewed")));
    QCOMPARE(session.blocks().at(1).status, QStringLiteral("translated"));
    QVERIFY(session.setStatus(2, QStringLiteral("machine")));
    const auto setText = [&session](const QString &text) {
        QStringList lines = session.text().split(QLatin1Char('\n'));
        lines[session.blocks().at(2).lineStart] = text;
        return session.update(lines.join(QLatin1Char('\n')), session.lineIds());
    };
    QVERIFY(setText(QStringLiteral("确认过的译文。")));
    QVERIFY2(session.setStatuses({1, 2}, QStringLiteral("pretranslated")), qPrintable(session.errorString()));
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.blocks().at(1).status, QStringLiteral("pretranslated"));
    QCOMPARE(fresh.blocks().at(2).status, QStringLiteral("pretranslated"));
    QVERIFY(setText(QStringLiteral("第二段。"))); // the undo
    QCOMPARE(session.blocks().at(2).status, QStringLiteral("machine"));
    QVERIFY(setText(QStringLiteral("确认过的译文。"))); // the redo
    QCOMPARE(session.blocks().at(2).status, QStringLiteral("pretranslated"));
}

void TestDraftSession::setSources_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<QList<int>>("sources"); // source block indexes; -1: an id of no source block
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("origin");

    QTest::newRow("linked to a second source") << 1 << QList<int> {1, 2} << true << QStringLiteral("translation");
    QTest::newRow("moved to another source") << 1 << QList<int> {3} << true << QStringLiteral("translation");
    QTest::newRow("unlinked: an addition") << 2 << QList<int> {} << true << QStringLiteral("addition");
    QTest::newRow("the same source twice counts once") << 0 << QList<int> {0, 0} << true << QStringLiteral("translation");
    QTest::newRow("no such source block") << 1 << QList<int> {-1} << false << QStringLiteral("translation");
    QTest::newRow("no such draft block") << 9 << QList<int> {0} << false << QString();
}

void TestDraftSession::setSources()
{
    QFETCH(int, target);
    QFETCH(QList<int>, sources);
    QFETCH(bool, ok);
    QFETCH(QString, origin);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    const QStringList before = describe(session);
    QList<qint64> ids;
    QList<int> expected;
    for (int index : sources) {
        ids.append(index < 0 ? 987654 : session.sourceBlocks().at(index).id);
        if (!expected.contains(index)) {
            expected.append(index);
        }
    }
    std::sort(expected.begin(), expected.end());

    QCOMPARE(session.setSources(target, ids), ok);

    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    if (!ok) {
        QVERIFY(!session.errorString().isEmpty());
        QCOMPARE(describe(session), before);
        QCOMPARE(describe(fresh), before);
        return;
    }
    for (const DraftSession *s : {&session, &fresh}) {
        QCOMPARE(s->sourcesOfTarget(target), expected);
        QCOMPARE(s->blocks().at(target).origin, origin);
        for (int index : expected) {
            QVERIFY(s->targetsOfSource(index).contains(target));
        }
    }
}

void TestDraftSession::missingIssueFailsToLoad()
{
    DraftSession session(*m_store, 4711);
    QVERIFY(!session.load());
    QVERIFY(!session.errorString().isEmpty());
    QVERIFY(session.blocks().isEmpty());
}

// Timing is printed, not asserted (DEVELOPERS.md): one edit in a 200 KB draft.
void TestDraftSession::largeDraft()
{
    QByteArray post("# Large\n\n");
    for (int i = 0; i < 2000; ++i) {
        post += "Paragraph " + QByteArray::number(i)
            + " of a long post, long enough to make a draft of two hundred kilobytes in two thousand blocks.\n\n";
    }
    const qint64 issueId = import(post);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QCOMPARE(session.blocks().size(), 2001);
    QVERIFY(session.text().size() > 190000);

    QStringList lines = session.text().split(QLatin1Char('\n'));
    lines[session.blocks().at(1000).lineStart] += QStringLiteral(" 改过。");
    qint64 before = totalChanges();
    QElapsedTimer timer;
    timer.start();
    QVERIFY(session.update(lines.join(QLatin1Char('\n')), session.lineIds()));
    qDebug() << "one block edited in a" << session.text().size() << "character draft:" << timer.elapsed() << "ms";
    QCOMPARE(totalChanges() - before, qint64(2));

    // A split shifts the ordinals of every block after it.
    LineIds ids = session.lineIds();
    lines = session.text().split(QLatin1Char('\n'));
    const int line = session.blocks().at(1000).lineStart;
    lines.insert(line + 1, QStringLiteral("Second half."));
    lines.insert(line + 1, QString());
    ids.insert(line + 1, {session.blocks().at(1000).id});
    ids.insert(line + 1, QList<qint64>());
    before = totalChanges();
    timer.restart();
    QVERIFY(session.update(lines.join(QLatin1Char('\n')), ids));
    qDebug() << "one block split, 1000 ordinals moved:" << timer.elapsed() << "ms";
    QCOMPARE(session.blocks().size(), 2002);
    QCOMPARE(session.blocks().at(1001).sources, session.blocks().at(1000).sources);
    QVERIFY(totalChanges() - before >= 1000);
}

void TestDraftSession::review_data()
{
    QTest::addColumn<QStringList>("steps"); // "action indexes reviewer note" ('-' for empty), one per review() call
    QTest::addColumn<QString>("error"); // part of the last step's error; empty: every step succeeds
    QTest::addColumn<QStringList>("expected"); // statuses of blocks 0..3 afterwards
    QTest::addColumn<int>("events");

    const QString t = QStringLiteral("translated");
    const QString r = QStringLiteral("reviewed");
    const QString a = QStringLiteral("approved");
    const QString d = QStringLiteral("draft");
    QTest::newRow("review two blocks") << QStringList {QStringLiteral("review 1,2 Li -")} << QString() << QStringList {t, r, r, t} << 2;
    QTest::newRow("review, approve, reopen") << QStringList {QStringLiteral("review 2 Li -"), QStringLiteral("approve 2 Wang -"),
        QStringLiteral("reopen 2 - -")} << QString()
                                             << QStringList {t, t, t, t} << 3;
    QTest::newRow("reject with a reason, then confirm")
        << QStringList {QStringLiteral("reject 3 Li 参数不对"), QStringLiteral("confirm 3 - -")} << QString() << QStringList {t, t, t, t}
        << 2;
    QTest::newRow("reject leaves a draft") << QStringList {QStringLiteral("reject 0,3 Li 不通顺")} << QString() << QStringList {d, t, t, d}
                                           << 2;
    QTest::newRow("one block refused: nothing written")
        << QStringList {QStringLiteral("review 1 Li -"), QStringLiteral("review 0,1,2 Li -")} << QStringLiteral("does not apply")
        << QStringList {t, r, t, t} << 1;
    QTest::newRow("reject without a reason: nothing written")
        << QStringList {QStringLiteral("reject 1 Li -")} << QStringLiteral("note is empty") << QStringList {t, t, t, t} << 0;
    QTest::newRow("review without a name: nothing written")
        << QStringList {QStringLiteral("review 1 - -")} << QStringLiteral("name is empty") << QStringList {t, t, t, t} << 0;
    QTest::newRow("no such block") << QStringList {QStringLiteral("review 1,9 Li -")} << QStringLiteral("no such block")
                                   << QStringList {t, t, t, t} << 0;
}

// Statuses in memory and on disk stay the same; one event per block moved.
void TestDraftSession::review()
{
    QFETCH(QStringList, steps);
    QFETCH(QString, error);
    QFETCH(QStringList, expected);
    QFETCH(int, events);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    for (int i = 0; i < steps.size(); ++i) {
        const QStringList parts = steps.at(i).split(QLatin1Char(' '));
        QList<int> indexes;
        for (const QString &index : parts.at(1).split(QLatin1Char(','))) {
            indexes.append(index.toInt());
        }
        const auto value = [](const QString &part) { return part == QLatin1String("-") ? QString() : part; };
        const bool ok = session.review(indexes, *ReviewActions::fromString(parts.at(0)), value(parts.at(2)), value(parts.at(3)));
        const bool last = i == steps.size() - 1;
        QCOMPARE(ok, !(last && !error.isEmpty()));
        if (!ok) {
            QVERIFY2(session.errorString().contains(error), qPrintable(session.errorString()));
        }
    }
    QStringList inMemory;
    for (const TargetBlock &block : session.blocks()) {
        inMemory.append(block.status);
    }
    QCOMPARE(inMemory, expected);
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(fresh.blocks().at(i).status, expected.at(i));
    }
    QCOMPARE(count(QStringLiteral("block_reviews")), qint64(events));
}

void TestDraftSession::reviewTwoReviewers_data()
{
    QTest::addColumn<bool>("twoReviewers");
    QTest::addColumn<QString>("approver");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one reviewer: the reviewer approves") << false << QStringLiteral("Li") << QStringLiteral("approved");
    QTest::newRow("two reviewers: the reviewer is refused") << true << QStringLiteral("Li") << QStringLiteral("reviewed");
    QTest::newRow("two reviewers: a second person approves") << true << QStringLiteral("Wang") << QStringLiteral("approved");
}

// A translator's note follows the same rules as a translation.
void TestDraftSession::reviewTwoReviewers()
{
    QFETCH(bool, twoReviewers);
    QFETCH(QString, approver);
    QFETCH(QString, expected);
    ReviewSettings settings;
    settings.twoReviewers = twoReviewers;
    QVERIFY(settings.save(*m_store));
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QVERIFY(session.setNote(1, AnnotationKind::TermExplanation, {}));
    QVERIFY(session.review({1}, ReviewAction::Review, QStringLiteral("Li"), QString()));
    QCOMPARE(session.review({1}, ReviewAction::Approve, approver, QString()), expected == QLatin1String("approved"));
    QCOMPARE(session.blocks().at(1).status, expected);
    if (expected != QLatin1String("approved")) {
        QVERIFY2(session.errorString().contains(QStringLiteral("second person")), qPrintable(session.errorString()));
    }
}

void TestDraftSession::editAfterReview_data()
{
    QTest::addColumn<QString>("action"); // brings block 2 to its state before the edits; empty: stays translated
    QTest::addColumn<QStringList>("texts"); // block 2's text after each update
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("events"); // "action from→to reviewer|note" of block 2 afterwards

    const QString reviewed = QStringLiteral("review translated→reviewed Li|");
    const QString reopened = QStringLiteral("reopen reviewed→translated |edited after review");
    QTest::newRow("reviewed, typed into: translated, reopened")
        << QStringLiteral("review") << QStringList {QStringLiteral("第二段，改过。")} << QStringLiteral("translated")
        << QStringList {reviewed, reopened};
    QTest::newRow("approved, typed into: translated, reopened")
        << QStringLiteral("approve") << QStringList {QStringLiteral("别的。")} << QStringLiteral("translated")
        << QStringList {reviewed, QStringLiteral("approve reviewed→approved Wang|"),
               QStringLiteral("reopen approved→translated |edited after review")};
    QTest::newRow("reviewed, typed into over three saves: one reopen")
        << QStringLiteral("review")
        << QStringList {QStringLiteral("第二段，"), QStringLiteral("第二段，改"), QStringLiteral("第二段，改过。")}
        << QStringLiteral("translated") << QStringList {reviewed, reopened};
    QTest::newRow("reviewed, typed into and undone: reviewed, the reopen taken back")
        << QStringLiteral("review") << QStringList {QStringLiteral("第二段，改"), QStringLiteral("第二段。")} << QStringLiteral("reviewed")
        << QStringList {reviewed};
    QTest::newRow("translated, typed into: a draft, no event")
        << QString() << QStringList {QStringLiteral("第二段，改过。")} << QStringLiteral("draft") << QStringList {};
}

void TestDraftSession::editAfterReview()
{
    QFETCH(QString, action);
    QFETCH(QStringList, texts);
    QFETCH(QString, expected);
    QFETCH(QStringList, events);
    const qint64 issueId = import(kPost, kTranslation);
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    if (!action.isEmpty()) {
        QVERIFY(session.review({2}, ReviewAction::Review, QStringLiteral("Li"), QString()));
    }
    if (action == QLatin1String("approve")) {
        QVERIFY(session.review({2}, ReviewAction::Approve, QStringLiteral("Wang"), QString()));
    }
    const qint64 id = session.blocks().at(2).id;

    for (const QString &blockText : texts) {
        QStringList lines = session.text().split(QLatin1Char('\n'));
        lines[session.blocks().at(2).lineStart] = blockText;
        QVERIFY2(session.update(lines.join(QLatin1Char('\n')), session.lineIds()), qPrintable(session.errorString()));
    }

    QCOMPARE(session.blocks().at(2).status, expected);
    DraftSession fresh(*m_store, issueId);
    QVERIFY(fresh.load());
    QCOMPARE(fresh.blocks().at(2).status, expected);
    QStringList described;
    for (const ReviewEvent &event : ReviewRepository(*m_store).history(id)) {
        described.append(QStringLiteral("%1 %2→%3 %4|%5")
                             .arg(ReviewActions::toString(event.action), event.fromStatus, event.toStatus, event.reviewer, event.note));
    }
    QCOMPARE(described, events);
    QCOMPARE(fresh.blocks().at(1).status, QStringLiteral("translated"));
}

QTEST_GUILESS_MAIN(TestDraftSession)
#include "tst_draftsession.moc"
