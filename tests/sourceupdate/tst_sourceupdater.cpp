// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionrepository.h"
#include "draft/revisionrepository.h"
#include "export/markdownexporter.h"
#include "markdown/markdownblockparser.h"
#include "review/reviewrepository.h"
#include "sourceupdate/sourcechangerepository.h"
#include "sourceupdate/sourceupdater.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace {

const QByteArray kPost("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nGamma paragraph three is here.\n");
const QByteArray kTranslation("# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n");

QByteArray livingData(const QString &name)
{
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/living/hf-file-system/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Everything an update may write, as text: equal before and after a refused one.
QString fingerprint(const ProjectStore &store)
{
    QString out;
    for (const char *table : {"source_posts", "source_blocks", "target_blocks", "alignments", "deletions", "source_versions",
             "source_changes", "revisions", "block_reviews", "issues"}) {
        QSqlQuery query(store.database());
        query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1").arg(QLatin1String(table)));
        while (query.next()) {
            out += QLatin1String(table);
            for (int c = 0; c < query.record().count(); ++c) {
                out += QLatin1Char('|') + query.value(c).toString();
            }
            out += QLatin1Char('\n');
        }
    }
    return out;
}

const SourceChange *changeOfBlock(const QList<SourceChange> &changes, qint64 sourceId)
{
    for (const SourceChange &change : changes) {
        if (change.sourceBlockId == sourceId) {
            return &change;
        }
    }
    return nullptr;
}

QString kindsAndStates(const QList<SourceChange> &changes)
{
    QStringList parts;
    for (const SourceChange &change : changes) {
        parts.append(SourceChange::kindName(change.kind) + QLatin1Char(':') + SourceChange::stateName(change.state));
    }
    return parts.join(QLatin1Char(' '));
}

// A newer version of a corpus post made by scripted edits, and what each old block
// must come out as.
struct ScriptedEdit {
    QByteArray newSource;
    QHash<int, SourceBlockMatch::Kind> expected; // old block index -> kind; unlisted: unchanged
    int editedParagraph = -1;
    int removedParagraph = -1;
    QString insertedText;
};

int sectionEnd(const QList<MarkdownBlock> &blocks, int start)
{
    int end = start + 1;
    while (end < blocks.size()
        && !(blocks.at(end).kind == BlockKind::Heading && blocks.at(end).headingLevel <= blocks.at(start).headingLevel)) {
        ++end;
    }
    return end;
}

// The last section of the most common heading level moved before the first one; in
// between, a word added to a paragraph, the next paragraph deleted, a new one
// inserted after the edited one, and a line added to a code block.
ScriptedEdit scriptedEdit(const MarkdownDocument &post)
{
    const QList<MarkdownBlock> &blocks = post.blocks;
    QHash<int, QList<int>> headings; // level -> block indexes
    for (int i = 0; i < blocks.size(); ++i) {
        if (blocks.at(i).kind == BlockKind::Heading && blocks.at(i).headingLevel >= 2) {
            headings[blocks.at(i).headingLevel].append(i);
        }
    }
    int level = 2;
    while (level < 6 && headings.value(level).size() < 2) {
        ++level;
    }
    const int first = headings.value(level).value(0, -1);
    const int last = headings.value(level).value(headings.value(level).size() - 1, -1);
    const int lastEnd = sectionEnd(blocks, last);
    ScriptedEdit edit;
    const auto unique = [&blocks](int i) {
        return std::count_if(blocks.cbegin(), blocks.cend(), [&](const MarkdownBlock &b) { return b.text == blocks.at(i).text; }) == 1;
    };
    for (int i = first; i < last; ++i) {
        const MarkdownBlock &block = blocks.at(i);
        if (block.kind == BlockKind::Paragraph && unique(i) && block.text.size() > 80 && edit.editedParagraph < 0) {
            edit.editedParagraph = i;
        } else if (block.kind == BlockKind::Paragraph && unique(i) && block.text.size() > 40 && edit.editedParagraph >= 0
            && edit.removedParagraph < 0) {
            edit.removedParagraph = i;
        }
    }
    int code = -1;
    for (int i = 0; i < blocks.size() && code < 0; ++i) {
        code = blocks.at(i).kind == BlockKind::Code && unique(i) && (i < last || i >= lastEnd) ? i : -1;
    }
    edit.insertedText = QStringLiteral("This paragraph is new in the updated post.");
    QStringList texts;
    const auto take = [&](int i) {
        QString text = blocks.at(i).text;
        if (i == edit.editedParagraph) {
            text.insert(int(text.indexOf(QLatin1Char(' '))), QStringLiteral(" really"));
        } else if (i == code) {
            text.insert(int(text.indexOf(QLatin1Char('\n'))), QStringLiteral("\n# updated"));
        }
        if (i != edit.removedParagraph) {
            texts.append(text);
        }
        if (i == edit.editedParagraph) {
            texts.append(edit.insertedText);
        }
    };
    for (int i = 0; i < first; ++i) {
        take(i);
    }
    for (int i = last; i < lastEnd; ++i) {
        take(i);
        edit.expected.insert(i, SourceBlockMatch::Kind::Moved);
    }
    for (int i = first; i < blocks.size(); ++i) {
        if (i < last || i >= lastEnd) {
            take(i);
        }
    }
    edit.expected.insert(edit.editedParagraph, SourceBlockMatch::Kind::Edited);
    edit.expected.insert(edit.removedParagraph, SourceBlockMatch::Kind::Removed);
    if (code >= 0) {
        edit.expected.insert(code, SourceBlockMatch::Kind::Edited);
    }
    edit.newSource = (post.lead + texts.join(QStringLiteral("\n\n")) + QLatin1Char('\n')).toUtf8();
    return edit;
}

} // namespace

class TestSourceUpdater : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void draftAfterUpdate_data();
    void draftAfterUpdate();
    void hfFileSystemUpstreamEdits();
    void twoUpdatesInARow();
    void editedTwiceKeepsTheTranslatedText();
    void lineEndingsOnlyAreUnchanged_data();
    void lineEndingsOnlyAreUnchanged();
    void revertedEditClosesTheOpenOne_data();
    void revertedEditClosesTheOpenOne();
    void crlfDraftKeepsItsLineBreaks_data();
    void crlfDraftKeepsItsLineBreaks();
    void deletionSpansFollowTheText_data();
    void deletionSpansFollowTheText();
    void refused_data();
    void refused();
    void allOrNothing_data();
    void allOrNothing();
    void choosesThePostOfSeveral();
    void corpusScriptedEdits_data();
    void corpusScriptedEdits();

private:
    qint64 import(int number, const QByteArray &source, const QByteArray &translation, const QString &origin = QString());
    bool update(int number, const QByteArray &source, const QString &origin = QString(), int post = -1);
    QString draft(qint64 issueId) const;
    BlockRecord sourceBlockStarting(qint64 issueId, const QString &start) const;
    BlockRecord targetBlock(qint64 issueId, qint64 id) const;
    qint64 insertNoteAfter(qint64 issueId, qint64 targetId, qint64 sourceId);
    int reviewEvents() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<SourceUpdater> m_updater;
};

void TestSourceUpdater::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("u.yiqiao")), QStringLiteral("U")), qPrintable(m_store->errorString()));
    m_updater = std::make_unique<SourceUpdater>(*m_store);
}

void TestSourceUpdater::cleanup()
{
    m_updater.reset();
    m_store.reset();
    m_dir.reset();
}

qint64 TestSourceUpdater::import(int number, const QByteArray &source, const QByteArray &translation, const QString &origin)
{
    PostImporter importer(*m_store);
    const bool ok = translation.isEmpty() ? importer.importPost(number, source, QString(), origin)
                                          : importer.importPost(number, source, QString(), origin, translation);
    if (!ok) {
        qWarning() << importer.errorString();
    }
    return ok ? importer.result().issueId : 0;
}

bool TestSourceUpdater::update(int number, const QByteArray &source, const QString &origin, int post)
{
    if (!m_updater->prepare(number, source, origin, post) || !m_updater->apply(QStringLiteral("Lin"))) {
        qWarning() << m_updater->errorString();
        return false;
    }
    return true;
}

QString TestSourceUpdater::draft(qint64 issueId) const
{
    IssueRepository issues(*m_store);
    return QString::fromUtf8(MarkdownExporter(issues).draft(issueId));
}

BlockRecord TestSourceUpdater::sourceBlockStarting(qint64 issueId, const QString &start) const
{
    for (const BlockRecord &block : IssueRepository(*m_store).sourceBlocks(issueId)) {
        if (block.text.startsWith(start)) {
            return block;
        }
    }
    return {};
}

BlockRecord TestSourceUpdater::targetBlock(qint64 issueId, qint64 id) const
{
    for (const BlockRecord &block : IssueRepository(*m_store).targetBlocks(issueId)) {
        if (block.id == id) {
            return block;
        }
    }
    return {};
}

int TestSourceUpdater::reviewEvents() const
{
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT count(*) FROM block_reviews")) && query.next() ? query.value(0).toInt() : -1;
}

// A translator's note on sourceId, right after the draft block targetId.
qint64 TestSourceUpdater::insertNoteAfter(qint64 issueId, qint64 targetId, qint64 sourceId)
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT ordinal FROM target_blocks WHERE id = ?"));
    query.addBindValue(targetId);
    if (!query.exec() || !query.next()) {
        return 0;
    }
    const int ordinal = query.value(0).toInt() + 1;
    query.prepare(QStringLiteral("UPDATE target_blocks SET ordinal = ordinal + 1 WHERE issue_id = ? AND ordinal >= ?"));
    query.addBindValue(issueId);
    query.addBindValue(ordinal);
    query.exec();
    query.prepare(
        QStringLiteral("INSERT INTO target_blocks (issue_id, ordinal, kind, origin, note_type, text, trailing, status, created_at,"
                       " updated_at) VALUES (?, ?, 'blockquote', 'note', 'other', '> 译注：fsspec 是文件系统接口规范。', '\n\n',"
                       " 'translated', '', '')"));
    query.addBindValue(issueId);
    query.addBindValue(ordinal);
    if (!query.exec()) {
        return 0;
    }
    const qint64 id = query.lastInsertId().toLongLong();
    query.prepare(QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (?, ?)"));
    query.addBindValue(id);
    query.addBindValue(sourceId);
    return query.exec() ? id : 0;
}

void TestSourceUpdater::draftAfterUpdate_data()
{
    QTest::addColumn<QByteArray>("newSource");
    QTest::addColumn<QString>("expectedDraft");
    QTest::addColumn<QString>("expectedChanges");

    QTest::newRow("a paragraph edited: draft unchanged, the change open")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is there.\n\nGamma paragraph three is here.\n")
        << QStringLiteral("# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n") << QStringLiteral("edited:open");
    QTest::newRow("a paragraph added in the middle: its copy after the draft block before it")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nDelta is new.\n\nGamma paragraph three is "
                      "here.\n")
        << QStringLiteral("# 标题\n\n甲段落。\n\n乙段落。\n\nDelta is new.\n\n丙段落。\n") << QStringLiteral("added:done");
    QTest::newRow("a paragraph added at the start: its copy first")
        << QByteArray(
               "Foreword.\n\n# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nGamma paragraph three is here.\n")
        << QStringLiteral("Foreword.\n\n# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n") << QStringLiteral("added:done");
    QTest::newRow("a paragraph added at the end: a blank line before it")
        << QByteArray(
               "# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nGamma paragraph three is here.\n\nOmega.\n")
        << QStringLiteral("# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n\nOmega.\n") << QStringLiteral("added:done");
    QTest::newRow("two paragraphs added in a row: in their order") << QByteArray(
        "# Title\n\nAlpha paragraph one is here.\n\nFirst new.\n\nSecond new.\n\nBeta paragraph two is here.\n\nGamma "
        "paragraph three is here.\n") << QStringLiteral("# 标题\n\n甲段落。\n\nFirst new.\n\nSecond new.\n\n乙段落。\n\n丙段落。\n")
                                                                   << QStringLiteral("added:done added:done");
    QTest::newRow("a paragraph moved: the translation stays where it is")
        << QByteArray("# Title\n\nGamma paragraph three is here.\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n")
        << QStringLiteral("# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n") << QStringLiteral("moved:done");
    QTest::newRow("a paragraph removed: its translation waits for a decision")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nGamma paragraph three is here.\n")
        << QStringLiteral("# 标题\n\n甲段落。\n\n乙段落。\n\n丙段落。\n") << QStringLiteral("removed:open");
    QTest::newRow("a paragraph replaced by another kind")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\n- Beta paragraph two is here.\n\nGamma paragraph three is here.\n")
        << QStringLiteral("# 标题\n\n甲段落。\n\n- Beta paragraph two is here.\n\n乙段落。\n\n丙段落。\n")
        << QStringLiteral("removed:open added:done");
}

// The published translation is imported with the post; the update changes the
// draft only by untranslated copies of added source.
void TestSourceUpdater::draftAfterUpdate()
{
    QFETCH(QByteArray, newSource);
    QFETCH(QString, expectedDraft);
    QFETCH(QString, expectedChanges);
    const qint64 issueId = import(1, kPost, kTranslation);
    QVERIFY(issueId > 0);
    const QList<BlockRecord> before = IssueRepository(*m_store).targetBlocks(issueId);
    QVERIFY(update(1, newSource));
    QCOMPARE(draft(issueId), expectedDraft);
    QCOMPARE(kindsAndStates(m_updater->summary().changes), expectedChanges);
    QCOMPARE(kindsAndStates(SourceChangeRepository(*m_store).changes(issueId)), expectedChanges);
    // The draft re-parses into as many blocks as it has rows: copies stay blocks of their own.
    const QList<BlockRecord> after = IssueRepository(*m_store).targetBlocks(issueId);
    QCOMPARE(MarkdownBlockParser::parse(expectedDraft.toUtf8()).blocks.size(), after.size());
    QCOMPARE(after.size(), before.size() + m_updater->summary().addedTargets.size());
    for (const BlockRecord &block : after) {
        const bool added = m_updater->summary().addedTargets.contains(block.id);
        const bool review = m_updater->summary().needsReview.contains(block.id);
        QCOMPARE(block.status, QString::fromLatin1(added || review ? "draft" : "translated"));
        QCOMPARE(block.aligned.isEmpty(), m_updater->summary().orphanedTargets.contains(block.id));
    }
    // What the summary said, the source has.
    QCOMPARE(IssueRepository(*m_store).sourceSnapshots(issueId), QList<QByteArray> {newSource});
    QCOMPARE(m_updater->summary().oldVersion, 1);
    QCOMPARE(m_updater->summary().newVersion, 2);
}

// Upstream's real edits between two versions of a documentation page, with its
// published translation, a deletion and a translator's note made before the update.
void TestSourceUpdater::hfFileSystemUpstreamEdits()
{
    const QByteArray v1 = livingData(QStringLiteral("v1.en.md"));
    const QByteArray v3 = livingData(QStringLiteral("v3.en.md"));
    QVERIFY(!v1.isEmpty() && !v3.isEmpty());
    const qint64 issueId = import(3, v1, livingData(QStringLiteral("target.zh.md")), QStringLiteral("/docs/hf_file_system.md"));
    QVERIFY(issueId > 0);
    IssueRepository issues(*m_store);
    const BlockRecord intro = sourceBlockStarting(issueId, QStringLiteral("In addition to the"));
    const BlockRecord optional = sourceBlockStarting(issueId, QStringLiteral("The optional `revision`"));
    QVERIFY(intro.id > 0 && !intro.aligned.isEmpty() && optional.id > 0);
    const int spanStart = int(intro.text.indexOf(QStringLiteral("a pythonic")));
    Deletion span {0, intro.id, spanStart, spanStart + 10, DeletionReason::Other, QStringLiteral("太长"), QStringLiteral("Lin"), {}};
    Deletion whole {0, optional.id, -1, -1, DeletionReason::Duplicate, QStringLiteral("重复"), QStringLiteral("Lin"), {}};
    DeletionRepository deletions(*m_store);
    QVERIFY2(deletions.add(issueId, {span, whole}), qPrintable(deletions.errorString()));
    const qint64 note = insertNoteAfter(issueId, intro.aligned.constLast(), intro.id);
    QVERIFY(note > 0);
    const QList<BlockRecord> sourcesBefore = issues.sourceBlocks(issueId);
    QHash<qint64, BlockRecord> draftBefore;
    for (const BlockRecord &block : issues.targetBlocks(issueId)) {
        draftBefore.insert(block.id, block);
    }
    const int revisionsBefore = int(RevisionRepository(*m_store).revisions(issueId).size());

    QVERIFY(update(3, v3, QStringLiteral("/docs/hf_file_system.md")));
    const SourceUpdater::Summary &summary = m_updater->summary();
    // The comment's wording, "of top of", the usage and authentication code; the warning.
    QCOMPARE(summary.edited, 4);
    QCOMPARE(summary.added, 1);
    QCOMPARE(summary.moved, 0);
    QCOMPARE(summary.removed, 0);
    QCOMPARE(summary.unchanged, int(sourcesBefore.size()) - 4);
    QCOMPARE(summary.recheckDeletions, 1);

    const QList<BlockRecord> sourcesAfter = issues.sourceBlocks(issueId);
    const QList<SourceChange> changes = SourceChangeRepository(*m_store).changes(issueId);
    QCOMPARE(sourcesAfter.size(), sourcesBefore.size() + 1);
    for (const BlockRecord &old : sourcesBefore) {
        const auto now = std::find_if(sourcesAfter.cbegin(), sourcesAfter.cend(), [&old](const BlockRecord &b) { return b.id == old.id; });
        QVERIFY2(now != sourcesAfter.cend(), "every source block survives with its id");
        QCOMPARE(now->aligned, old.aligned);
        const SourceChange *change = changeOfBlock(changes, old.id);
        if (now->text == old.text) {
            QVERIFY(!change);
            for (qint64 target : old.aligned) {
                QCOMPARE(targetBlock(issueId, target).text, draftBefore.value(target).text);
                QCOMPARE(targetBlock(issueId, target).status, draftBefore.value(target).status);
            }
            continue;
        }
        QVERIFY(change);
        QCOMPARE(change->kind, SourceChange::Kind::Edited);
        QCOMPARE(change->oldText, old.text);
        QCOMPARE(change->newText, now->text);
        QCOMPARE(change->targetIds, old.aligned);
        for (qint64 target : old.aligned) {
            QVERIFY(summary.needsReview.contains(target));
            QCOMPARE(targetBlock(issueId, target).status, QStringLiteral("draft"));
            QCOMPARE(targetBlock(issueId, target).text, draftBefore.value(target).text);
            const QList<ReviewEvent> history = ReviewRepository(*m_store).history(target);
            QVERIFY(!history.isEmpty());
            QCOMPARE(history.constLast().action, ReviewAction::Reopen);
        }
    }
    // The warning: an untranslated copy after the intro's translation and its note.
    const BlockRecord warning = sourceBlockStarting(issueId, QStringLiteral("> [!WARNING]"));
    QVERIFY(warning.id > 0);
    QCOMPARE(summary.addedTargets.size(), 1);
    QCOMPARE(warning.aligned, summary.addedTargets);
    const QList<BlockRecord> draftAfter = issues.targetBlocks(issueId);
    const auto indexOf = [&draftAfter](qint64 id) {
        return std::find_if(draftAfter.cbegin(), draftAfter.cend(), [id](const BlockRecord &b) { return b.id == id; })
            - draftAfter.cbegin();
    };
    QCOMPARE(indexOf(note), indexOf(intro.aligned.constLast()) + 1);
    QCOMPARE(indexOf(warning.aligned.constFirst()), indexOf(note) + 1);
    const BlockRecord copy = targetBlock(issueId, warning.aligned.constFirst());
    QCOMPARE(copy.text, warning.text);
    QCOMPARE(copy.origin, QStringLiteral("translation"));
    QCOMPARE(copy.status, QStringLiteral("draft"));
    // The note and the deletions stay on the blocks they were made on.
    QCOMPARE(targetBlock(issueId, note).origin, QStringLiteral("note"));
    QCOMPARE(targetBlock(issueId, note).aligned, QList<qint64> {intro.id});
    const QList<Deletion> kept = deletions.deletions(issueId);
    QCOMPARE(kept.size(), 2);
    QCOMPARE(kept.at(0).sourceBlockId, intro.id);
    QVERIFY(kept.at(0).recheck);
    const BlockRecord introNow = sourceBlockStarting(issueId, QStringLiteral("In addition to the"));
    QCOMPARE(introNow.text.mid(kept.at(0).spanStart, kept.at(0).spanEnd - kept.at(0).spanStart), QStringLiteral("a pythonic"));
    QCOMPARE(kept.at(1).sourceBlockId, optional.id);
    QVERIFY(!kept.at(1).recheck);
    // The export: the copy is in it, and every block is still a block of its own.
    const QString exported = draft(issueId);
    QVERIFY(exported.contains(warning.text));
    QCOMPARE(MarkdownBlockParser::parse(exported.toUtf8()).blocks.size(), draftAfter.size());
    // The old version is kept, and a revision records the draft after the update.
    const QList<SourceVersion> versions = SourceChangeRepository(*m_store).versions(issueId);
    QCOMPARE(versions.size(), 2);
    QCOMPARE(versions.at(0).content, v1);
    QCOMPARE(versions.at(1).content, v3);
    const QList<Revision> revisions = RevisionRepository(*m_store).revisions(issueId);
    QCOMPARE(revisions.size(), revisionsBefore + 1);
    QCOMPARE(RevisionRepository(*m_store).content(issueId, revisions.constFirst().number).value_or(QString()), exported);
}

void TestSourceUpdater::twoUpdatesInARow()
{
    const QByteArray v1 = livingData(QStringLiteral("v1.en.md"));
    const QByteArray v2 = livingData(QStringLiteral("v2.en.md"));
    const QByteArray v3 = livingData(QStringLiteral("v3.en.md"));
    const qint64 issueId = import(3, v1, livingData(QStringLiteral("target.zh.md")), QStringLiteral("hf_file_system.md"));
    QVERIFY(issueId > 0);
    QVERIFY(update(3, v2, QStringLiteral("hf_file_system.md")));
    QCOMPARE(m_updater->summary().edited, 2);
    QCOMPARE(m_updater->summary().added, 1);
    QVERIFY(update(3, v3, QStringLiteral("hf_file_system.md")));
    QCOMPARE(m_updater->summary().oldVersion, 2);
    QCOMPARE(m_updater->summary().newVersion, 3);
    QCOMPARE(m_updater->summary().edited, 2);
    QCOMPARE(m_updater->summary().added, 0);
    const QList<SourceVersion> versions = SourceChangeRepository(*m_store).versions(issueId);
    QCOMPARE(versions.size(), 3);
    const QList<QByteArray> contents {v1, v2, v3};
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(versions.at(k).version, k + 1);
        QCOMPARE(versions.at(k).content, contents.at(k));
        QCOMPARE(versions.at(k).current, k == 2);
        QCOMPARE(versions.at(k).replacedAt.isEmpty(), k == 2);
    }
    // Newest update first: version 3's two edits, then version 2's changes.
    const QList<SourceChange> changes = SourceChangeRepository(*m_store).changes(issueId);
    QCOMPARE(changes.size(), 5);
    QCOMPARE(changes.at(0).version, 3);
    QCOMPARE(changes.at(1).version, 3);
    QCOMPARE(changes.at(2).version, 2);
    QCOMPARE(SourceChangeRepository(*m_store).openCount(issueId), 4);
}

// A block edited in two updates before anyone looked: one open change, against the
// text the draft translated.
void TestSourceUpdater::editedTwiceKeepsTheTranslatedText()
{
    const qint64 issueId = import(1, kPost, kTranslation);
    QVERIFY(update(1, QByteArray(kPost).replace("two is here", "two is there")));
    QVERIFY(update(1, QByteArray(kPost).replace("two is here", "two is over there")));
    const QList<SourceChange> open = SourceChangeRepository(*m_store).openEditsOf(issueId);
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.at(0).version, 3);
    QCOMPARE(open.at(0).oldText, QStringLiteral("Beta paragraph two is here."));
    QCOMPARE(open.at(0).newText, QStringLiteral("Beta paragraph two is over there."));
    const QList<SourceChange> all = SourceChangeRepository(*m_store).changes(issueId);
    QCOMPARE(kindsAndStates(all), QStringLiteral("edited:open edited:done"));
    QCOMPARE(all.at(1).resolvedBy, QStringLiteral("Lin"));
}

void TestSourceUpdater::lineEndingsOnlyAreUnchanged_data()
{
    QTest::addColumn<QByteArray>("oldSource");
    QTest::addColumn<QByteArray>("newSource");
    const QByteArray lf("# Title\n\nAlpha paragraph one\nis here.\n\n```\nx = 1\ny = 2\n```\n\nGamma paragraph three is here.\n");
    QByteArray crlf = lf;
    crlf.replace("\n", "\r\n");
    QTest::newRow("LF post turned CRLF: a two-line paragraph and a code block") << lf << crlf;
    QTest::newRow("CRLF post turned LF") << crlf << lf;
    QTest::newRow("one paragraph's inner line break turned CRLF")
        << lf << QByteArray(lf).replace("Alpha paragraph one\nis", "Alpha paragraph one\r\nis");
}

// Only the line endings changed: no change recorded, the draft left alone, and the
// stored source takes the new bytes.
void TestSourceUpdater::lineEndingsOnlyAreUnchanged()
{
    QFETCH(QByteArray, oldSource);
    QFETCH(QByteArray, newSource);
    const qint64 issueId = import(1, oldSource, QByteArray("# 标题\n\n甲段落。\n\n```\nx = 1\ny = 2\n```\n\n丙段落。\n"));
    QVERIFY(issueId > 0);
    const QList<BlockRecord> before = IssueRepository(*m_store).targetBlocks(issueId);
    QVERIFY(update(1, newSource));
    QCOMPARE(m_updater->summary().changes.size(), 0);
    QCOMPARE(m_updater->summary().unchanged, 4);
    QCOMPARE(SourceChangeRepository(*m_store).changes(issueId).size(), 0);
    const QList<BlockRecord> after = IssueRepository(*m_store).targetBlocks(issueId);
    QCOMPARE(after.size(), before.size());
    for (int k = 0; k < after.size(); ++k) {
        QCOMPARE(after.at(k).text, before.at(k).text);
        QCOMPARE(after.at(k).status, QStringLiteral("translated"));
    }
    QCOMPARE(IssueRepository(*m_store).sourceSnapshots(issueId), QList<QByteArray> {newSource});
    const BlockRecord alpha = sourceBlockStarting(issueId, QStringLiteral("Alpha"));
    QVERIFY(QString::fromUtf8(newSource).contains(alpha.text));
}

void TestSourceUpdater::revertedEditClosesTheOpenOne_data()
{
    QTest::addColumn<QByteArray>("reverted");
    QTest::addColumn<QString>("expectedChanges");
    QTest::newRow("edited back in place: the earlier edit done, nothing new") << kPost << QStringLiteral("edited:done");
    QTest::newRow("edited back in CRLF: line endings apart, the same text")
        << QByteArray(kPost).replace("\n", "\r\n") << QStringLiteral("edited:done");
    QTest::newRow("edited back and moved: only the move recorded")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nGamma paragraph three is here.\n\nBeta paragraph two is here.\n")
        << QStringLiteral("moved:done edited:done");
}

// Edited in one update and edited back to the translated text in the next while the
// first change was still open: no open change remains and the draft is not touched.
void TestSourceUpdater::revertedEditClosesTheOpenOne()
{
    QFETCH(QByteArray, reverted);
    QFETCH(QString, expectedChanges);
    const qint64 issueId = import(1, kPost, kTranslation);
    QVERIFY(issueId > 0);
    QVERIFY(update(1, QByteArray(kPost).replace("two is here", "two is there")));
    QCOMPARE(SourceChangeRepository(*m_store).openCount(issueId), 1);
    const QList<BlockRecord> before = IssueRepository(*m_store).targetBlocks(issueId);
    const int eventsBefore = reviewEvents();
    QVERIFY(update(1, reverted));
    QCOMPARE(m_updater->summary().edited, 0);
    QCOMPARE(m_updater->summary().needsReview.size(), 0);
    QCOMPARE(SourceChangeRepository(*m_store).openCount(issueId), 0);
    QCOMPARE(kindsAndStates(SourceChangeRepository(*m_store).changes(issueId)), expectedChanges);
    const QList<BlockRecord> after = IssueRepository(*m_store).targetBlocks(issueId);
    QCOMPARE(after.size(), before.size());
    for (int k = 0; k < after.size(); ++k) {
        QCOMPARE(after.at(k).text, before.at(k).text);
        QCOMPARE(after.at(k).status, before.at(k).status);
    }
    QCOMPARE(reviewEvents(), eventsBefore);
}

void TestSourceUpdater::crlfDraftKeepsItsLineBreaks_data()
{
    QTest::addColumn<QByteArray>("translation");
    QTest::addColumn<QByteArray>("newSource");
    QTest::addColumn<QString>("expectedDraft");
    QTest::newRow("a code block added in the middle: its lines and blank lines in CRLF")
        << QByteArray("# 标题\r\n\r\n甲段落。\r\n\r\n乙段落。\r\n\r\n丙段落。\r\n")
        << QByteArray("# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\n```\nx = 1\ny = 2\n```\n\nGamma "
                      "paragraph three is here.\n")
        << QStringLiteral("# 标题\r\n\r\n甲段落。\r\n\r\n乙段落。\r\n\r\n```\r\nx = 1\r\ny = 2\r\n```\r\n\r\n丙段落。\r\n");
    QTest::newRow("a paragraph added after a last block without a line break")
        << QByteArray("# 标题\r\n\r\n甲段落。\r\n\r\n乙段落。\r\n\r\n丙段落。")
        << QByteArray(
               "# Title\n\nAlpha paragraph one is here.\n\nBeta paragraph two is here.\n\nGamma paragraph three is here.\n\nOmega.\n")
        << QStringLiteral("# 标题\r\n\r\n甲段落。\r\n\r\n乙段落。\r\n\r\n丙段落。\r\n\r\nOmega.\r\n");
}

// New draft text takes the draft's own line break, as DraftSession gives typed text.
void TestSourceUpdater::crlfDraftKeepsItsLineBreaks()
{
    QFETCH(QByteArray, translation);
    QFETCH(QByteArray, newSource);
    QFETCH(QString, expectedDraft);
    const qint64 issueId = import(1, kPost, translation);
    QVERIFY(issueId > 0);
    QVERIFY(update(1, newSource));
    QCOMPARE(draft(issueId), expectedDraft);
}

void TestSourceUpdater::deletionSpansFollowTheText_data()
{
    QTest::addColumn<QByteArray>("newParagraph");
    QTest::addColumn<QString>("deletedNow");
    QTest::newRow("text before the span grew: the span follows it")
        << QByteArray("Beta long paragraph two is here, and the deleted part is this one.") << QStringLiteral("the deleted part");
    QTest::newRow("the passage changed: the span stays where it was")
        << QByteArray("Beta paragraph two is here, and the removed part.") << QStringLiteral("the removed part");
    QTest::newRow("the text got shorter: the span clamped to its end")
        << QByteArray("Beta paragraph two is here, and gone.") << QStringLiteral("gone.");
}

void TestSourceUpdater::deletionSpansFollowTheText()
{
    QFETCH(QByteArray, newParagraph);
    QFETCH(QString, deletedNow);
    const QByteArray paragraph("Beta paragraph two is here, and the deleted part is this one.");
    const qint64 issueId = import(1, QByteArray(kPost).replace("Beta paragraph two is here.", paragraph), kTranslation);
    const BlockRecord beta = sourceBlockStarting(issueId, QStringLiteral("Beta"));
    const int start = int(QString::fromUtf8(paragraph).indexOf(QStringLiteral("the deleted part")));
    DeletionRepository deletions(*m_store);
    QVERIFY(deletions.add(issueId, {Deletion {0, beta.id, start, start + 16, DeletionReason::Other, QStringLiteral("x"), {}, {}}}));
    QVERIFY(update(1, QByteArray(kPost).replace("Beta paragraph two is here.", newParagraph)));
    const Deletion moved = deletions.deletions(issueId).constFirst();
    QVERIFY(moved.recheck);
    QCOMPARE(QString::fromUtf8(newParagraph).mid(moved.spanStart, moved.spanEnd - moved.spanStart), deletedNow);
    QCOMPARE(changeOfBlock(m_updater->summary().changes, beta.id)->detail.value(QStringLiteral("recheck")).toBool(), true);
}

void TestSourceUpdater::refused_data()
{
    QTest::addColumn<int>("issue");
    QTest::addColumn<QByteArray>("newSource");
    QTest::newRow("not UTF-8") << 1 << QByteArray("# Title\n\nCaf\xe9 au lait.\n");
    QTest::newRow("binary") << 1 << QByteArray("# Title\n\x00\x01\x02", 11);
    QTest::newRow("no blocks") << 1 << QByteArray("\n\n");
    QTest::newRow("the version the issue has") << 1 << kPost;
    QTest::newRow("an issue that does not exist") << 2 << QByteArray("# Other\n");
}

// Refused input gets a message and changes nothing; apply() without a prepared
// update refuses too.
void TestSourceUpdater::refused()
{
    QFETCH(int, issue);
    QFETCH(QByteArray, newSource);
    QVERIFY(import(1, kPost, kTranslation) > 0);
    const QString before = fingerprint(*m_store);
    QVERIFY(!m_updater->prepare(issue, newSource, QStringLiteral("post.md")));
    QVERIFY(!m_updater->errorString().isEmpty());
    QVERIFY(!m_updater->apply(QStringLiteral("Lin")));
    QVERIFY(!m_updater->errorString().isEmpty());
    QCOMPARE(fingerprint(*m_store), before);
}

void TestSourceUpdater::allOrNothing_data()
{
    QTest::addColumn<QString>("trigger");
    QTest::newRow("keeping the old version") << "BEFORE INSERT ON source_versions";
    QTest::newRow("replacing the post") << "BEFORE UPDATE ON source_posts";
    QTest::newRow("removing a source block") << "BEFORE DELETE ON source_blocks";
    QTest::newRow("adding a source block") << "BEFORE INSERT ON source_blocks";
    QTest::newRow("adding the draft copy") << "BEFORE INSERT ON target_blocks";
    QTest::newRow("renumbering the draft") << "BEFORE UPDATE OF ordinal ON target_blocks";
    QTest::newRow("flagging a deletion") << "BEFORE UPDATE ON deletions";
    QTest::newRow("recording a reopen") << "BEFORE INSERT ON block_reviews";
    QTest::newRow("recording a change") << "BEFORE INSERT ON source_changes";
    QTest::newRow("recording the revision") << "BEFORE INSERT ON revisions";
}

// A write that fails anywhere leaves the project as it was.
void TestSourceUpdater::allOrNothing()
{
    QFETCH(QString, trigger);
    const qint64 issueId = import(1, kPost, kTranslation);
    const BlockRecord beta = sourceBlockStarting(issueId, QStringLiteral("Beta"));
    DeletionRepository deletions(*m_store);
    QVERIFY(deletions.add(issueId, {Deletion {0, beta.id, 0, 4, DeletionReason::Other, QStringLiteral("x"), {}, {}}}));
    // Every kind of change at once: Beta edited, Alpha removed, a paragraph added
    // before Gamma (so that Gamma's draft block is renumbered).
    const QByteArray newSource("# Title\n\nBeta paragraph two is there.\n\nNew.\n\nGamma paragraph three is here.\n");
    QVERIFY(m_updater->prepare(1, newSource, QString()));
    const SourceUpdater::Summary prepared = m_updater->summary();
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("CREATE TRIGGER refuse %1 BEGIN SELECT RAISE(ABORT, 'refused by the test'); END").arg(trigger)));
    const QString before = fingerprint(*m_store);
    QVERIFY(!m_updater->apply(QStringLiteral("Lin")));
    QVERIFY(!m_updater->errorString().isEmpty());
    QCOMPARE(fingerprint(*m_store), before);
    QCOMPARE(m_updater->summary().changes.size(), prepared.changes.size());
    QVERIFY(query.exec(QStringLiteral("DROP TRIGGER refuse")));
    QVERIFY2(m_updater->apply(QStringLiteral("Lin")), qPrintable(m_updater->errorString()));
    QCOMPARE(kindsAndStates(m_updater->summary().changes), QStringLiteral("removed:open edited:open added:done"));
}

// With two posts, the new version replaces the one of the same file name; only its
// blocks change, numbered within their post as an import numbers them.
void TestSourceUpdater::choosesThePostOfSeveral()
{
    const qint64 issueId = import(1, kPost, QByteArray(), QStringLiteral("/a/first.md"));
    QVERIFY(import(1, QByteArray("# Second\n\nSecond post text.\n"), QByteArray(), QStringLiteral("/a/second.md")) == issueId);
    QVERIFY(!m_updater->prepare(1, QByteArray("# Second\n\nNew start.\n\nSecond post text.\n"), QStringLiteral("third.md")));
    QVERIFY(m_updater->errorString().contains(QLatin1String("2")));
    QVERIFY(update(1, QByteArray("# Second\n\nNew start.\n\nSecond post text.\n"), QStringLiteral("/b/second.md")));
    QCOMPARE(IssueRepository(*m_store).sourceSnapshots(issueId).constFirst(), kPost);
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT p.ordinal, b.ordinal FROM source_blocks b JOIN source_posts p ON p.id = b.post_id"
                                      " ORDER BY p.ordinal, b.ordinal")));
    QStringList ordinals;
    while (query.next()) {
        ordinals.append(query.value(0).toString() + QLatin1Char(':') + query.value(1).toString());
    }
    QCOMPARE(ordinals.join(QLatin1Char(' ')), QStringLiteral("0:0 0:1 0:2 0:3 1:0 1:1 1:2"));
    QVERIFY(draft(issueId).endsWith(QLatin1String("# Second\n\nNew start.\n\nSecond post text.\n")));
    QVERIFY(query.exec(QStringLiteral("SELECT ordinal FROM target_blocks ORDER BY ordinal")));
    for (int k = 0; query.next(); ++k) {
        QCOMPARE(query.value(0).toInt(), k);
    }
    QVERIFY(update(1, QByteArray("# Title\n\nAlpha.\n"), QString(), 0));
    QCOMPARE(IssueRepository(*m_store).sourceSnapshots(issueId).constFirst(), QByteArray("# Title\n\nAlpha.\n"));
}

void TestSourceUpdater::corpusScriptedEdits_data()
{
    QTest::addColumn<QString>("item");
    // The corpus items whose English was edited after their translation.
    for (const char *item : {"hfblog-password-git-deprecation", "hfblog-2023-in-llms", "hfblog-lcm-lora"}) {
        QTest::newRow(item) << QString::fromLatin1(item);
    }
}

// The files cannot be copied into the repository: they are read from the corpus, and
// a newer version is made from them by script.
void TestSourceUpdater::corpusScriptedEdits()
{
    QFETCH(QString, item);
    const QDir dir(QStringLiteral(YIQIAO_SHARED_DIR "/corpus/") + item);
    if (!dir.exists()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    QFile sourceFile(dir.filePath(QStringLiteral("source.en.md")));
    QFile targetFile(dir.filePath(QStringLiteral("target.zh.md")));
    QVERIFY(sourceFile.open(QIODevice::ReadOnly) && targetFile.open(QIODevice::ReadOnly));
    const QByteArray source = sourceFile.readAll();
    const MarkdownDocument post = MarkdownBlockParser::parse(source);
    const ScriptedEdit edit = scriptedEdit(post);
    QVERIFY(edit.editedParagraph >= 0 && edit.removedParagraph >= 0);
    const qint64 issueId = import(4, source, targetFile.readAll());
    QVERIFY(issueId > 0);
    IssueRepository issues(*m_store);
    const QList<BlockRecord> sourcesBefore = issues.sourceBlocks(issueId);
    QHash<qint64, BlockRecord> draftBefore;
    for (const BlockRecord &block : issues.targetBlocks(issueId)) {
        draftBefore.insert(block.id, block);
    }
    QVERIFY(update(4, edit.newSource));
    const SourceUpdater::Summary &summary = m_updater->summary();
    QCOMPARE(summary.added, 1);
    QCOMPARE(summary.removed, 1);
    const QList<SourceBlockMatch::Kind> kinds = edit.expected.values();
    QVERIFY(kinds.count(SourceBlockMatch::Kind::Moved) > 1);
    QCOMPARE(summary.moved, int(kinds.count(SourceBlockMatch::Kind::Moved)));
    QCOMPARE(summary.edited, int(kinds.count(SourceBlockMatch::Kind::Edited)));
    for (const SourceBlockMatch &match : summary.matches) {
        if (match.oldIndex < 0) {
            QCOMPARE(MarkdownBlockParser::parse(edit.newSource).blocks.at(match.newIndex).text, edit.insertedText);
            continue;
        }
        const auto expected = edit.expected.value(match.oldIndex, SourceBlockMatch::Kind::Unchanged);
        QVERIFY2(match.kind == expected, qPrintable(QStringLiteral("block %1: %2").arg(match.oldIndex).arg(int(match.kind))));
        const BlockRecord &old = sourcesBefore.at(match.oldIndex);
        for (qint64 target : old.aligned) {
            const BlockRecord now = targetBlock(issueId, target);
            QCOMPARE(now.text, draftBefore.value(target).text);
            if (expected == SourceBlockMatch::Kind::Edited) {
                QCOMPARE(now.status, QStringLiteral("draft"));
                QVERIFY(summary.needsReview.contains(target));
            } else if (expected == SourceBlockMatch::Kind::Removed) {
                QCOMPARE(now.aligned.isEmpty(), summary.orphanedTargets.contains(target));
            } else if (!summary.needsReview.contains(target)) {
                QCOMPARE(now.status, draftBefore.value(target).status);
                QCOMPARE(now.aligned, draftBefore.value(target).aligned);
            }
        }
    }
    const QString exported = draft(issueId);
    QVERIFY(exported.contains(edit.insertedText));
    QCOMPARE(MarkdownBlockParser::parse(exported.toUtf8()).blocks.size(), issues.targetBlocks(issueId).size());
}

QTEST_GUILESS_MAIN(TestSourceUpdater)
#include "tst_sourceupdater.moc"
