// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftreconciler.h"
#include "markdown/markdownblockparser.h"

#include <QTest>

using Change = DraftReconciler::Change;

namespace {

const char *changeName(Change change)
{
    switch (change) {
    case Change::Unchanged:
        return "unchanged";
    case Change::Edited:
        return "edited";
    case Change::New:
        return "new";
    case Change::Merged:
        return "merged";
    case Change::SplitPart:
        return "split";
    case Change::Resurrected:
        return "resurrected";
    }
    return "?";
}

// The blocks of markdown as stored: ids 1, 2, …, block n aligned to source 100 + n,
// translated. A block that mentions NOTE is a version note.
QHash<qint64, TargetBlock> stored(const QString &markdown)
{
    QHash<qint64, TargetBlock> blocks;
    const MarkdownDocument doc = MarkdownBlockParser::parse(markdown.toUtf8());
    for (int i = 0; i < doc.blocks.size(); ++i) {
        TargetBlock block;
        block.id = i + 1;
        block.kind = doc.blocks.at(i).kind;
        block.text = doc.blocks.at(i).text;
        block.trailing = doc.blocks.at(i).trailing;
        block.lineStart = doc.blocks.at(i).lineStart - 1; // the parser counts from 1
        block.status = QStringLiteral("translated");
        block.sources = {100 + block.id};
        if (block.text.contains(QLatin1String("NOTE"))) {
            block.origin = QStringLiteral("note");
            block.noteType = QStringLiteral("version_note");
        }
        blocks.insert(block.id, block);
    }
    return blocks;
}

// A removed block, id 9, reviewed, aligned to source 109.
QHash<qint64, DraftReconciler::Tombstone> tombstones(const QString &text)
{
    if (text.isEmpty()) {
        return {};
    }
    DraftReconciler::Tombstone tombstone;
    TargetBlock &block = tombstone.block;
    block.id = 9;
    block.text = text;
    block.trailing = QStringLiteral("\n");
    block.status = QStringLiteral("reviewed");
    block.sources = {109};
    return {{9, tombstone}};
}

// The blocks of a result as the next reconcile() sees them, new ones numbered from 50.
QHash<qint64, TargetBlock> storedAfter(DraftReconciler::Result result)
{
    QHash<qint64, TargetBlock> blocks;
    qint64 next = 50;
    for (TargetBlock &block : result.blocks) {
        if (block.id == 0) {
            block.id = next++;
        }
        blocks.insert(block.id, block);
    }
    return blocks;
}

// The edited draft is written one line per line, each as "ids|text" ("1,2|text":
// the line carries ids 1 and 2); a line without '|' carries no id.
void split(const QString &annotated, QString *text, LineIds *ids)
{
    QStringList lines;
    for (const QString &line : annotated.split(QLatin1Char('\n'))) {
        const int bar = int(line.indexOf(QLatin1Char('|')));
        QList<qint64> lineIds;
        if (bar >= 0) {
            for (const QString &id : line.left(bar).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                lineIds.append(id.toLongLong());
            }
        }
        ids->append(lineIds);
        lines.append(bar >= 0 ? line.mid(bar + 1) : line);
    }
    *text = lines.join(QLatin1Char('\n'));
}

// "id kind change status origin sources @first-last", e.g. "2 paragraph edited draft translation 102 @2-2".
QString describe(const TargetBlock &block, const DraftReconciler::Outcome &outcome)
{
    QStringList sources;
    for (qint64 id : block.sources) {
        sources.append(QString::number(id));
    }
    const QString origin = block.noteType.isEmpty() ? block.origin : block.origin + QLatin1Char('/') + block.noteType;
    return QStringLiteral("%1 %2 %3 %4 %5 %6 @%7-%8")
        .arg(QString::number(block.id), BlockKinds::toString(block.kind), QLatin1String(changeName(outcome.change)), block.status, origin,
            sources.isEmpty() ? QStringLiteral("-") : sources.join(QLatin1Char(',')), QString::number(block.lineStart),
            QString::number(block.lineEnd));
}

const QString kThree = QStringLiteral("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");

} // namespace

class TestDraftReconciler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reconcile_data();
    void reconcile();
    void outcomeSaysWhereBlocksCameFrom_data();
    void outcomeSaysWhereBlocksCameFrom();
    void leadAndLinesFollowText_data();
    void leadAndLinesFollowText();
    void undoOfMerge_data();
    void undoOfMerge();
    void storedLineBreaksAreNoChange_data();
    void storedLineBreaksAreNoChange();
    void editorText_data();
    void editorText();
    void offsets_data();
    void offsets();
};

void TestDraftReconciler::reconcile_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("tombstone");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QList<qint64>>("removed");

    QTest::newRow("untouched draft keeps everything")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|First paragraph.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @2-2"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @4-4")}
        << QList<qint64>();
    QTest::newRow("typing inside a block un-confirms it")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|First paragraph, typed into.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-2"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @4-4")}
        << QList<qint64>();
    QTest::newRow("typing a new line into a block (no id on it)")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|First paragraph.\n|and a typed line\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-3"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @5-5")}
        << QList<qint64>();
    QTest::newRow("splitting a paragraph: Enter Enter mid-line copies the id")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|First \n2|\n2|paragraph.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-2"),
               QStringLiteral("0 paragraph split draft translation 102 @4-4"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @6-6")}
        << QList<qint64>();
    QTest::newRow("split of a note: the second part stays a note with the alignment")
        << QStringLiteral("# Title\n\nNOTE: CUDA 12.\nNeeds driver 525.\n") << QString()
        << QStringLiteral("1|# Title\n\n2|NOTE: CUDA 12.\n\n2|Needs driver 525.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft note/version_note 102 @2-2"),
               QStringLiteral("0 paragraph split draft note/version_note 102 @4-4")}
        << QList<qint64>();
    QTest::newRow("merging two paragraphs: blank line removed")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|First paragraph.\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph merged draft translation 102,103 @2-3")}
        << QList<qint64> {3};
    QTest::newRow("merging by joining lines: one line carries two ids")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2,3|First paragraph. Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph merged draft translation 102,103 @2-2")}
        << QList<qint64> {3};
    QTest::newRow("joined line: the first id on it wins")
        << kThree << QString() << QStringLiteral("1|# Title\n\n3,2|Second paragraph. First paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("3 paragraph merged draft translation 102,103 @2-2")}
        << QList<qint64> {2};
    QTest::newRow("moving a whole section keeps identity, status and alignment")
        << QStringLiteral("# A\n\nAlpha.\n\n# B\n\nBeta.\n") << QString() << QStringLiteral("3|# B\n\n4|Beta.\n\n1|# A\n\n2|Alpha.\n")
        << QStringList {QStringLiteral("3 heading unchanged translated translation 103 @0-0"),
               QStringLiteral("4 paragraph unchanged translated translation 104 @2-2"),
               QStringLiteral("1 heading unchanged translated translation 101 @4-4"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @6-6")}
        << QList<qint64>();
    QTest::newRow("deleting a block") << kThree << QString() << QStringLiteral("1|# Title\n\n3|Second paragraph.\n")
                                      << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
                                             QStringLiteral("3 paragraph unchanged translated translation 103 @2-2")}
                                      << QList<qint64> {2};
    QTest::newRow("deleting a block's text but not its blank line")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @4-4")}
        << QList<qint64> {2};
    QTest::newRow("inserting a new block between two")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|First paragraph.\n\n|译者注：新段落。\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @2-2"),
               QStringLiteral("0 paragraph new draft addition - @4-4"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @6-6")}
        << QList<qint64>();
    QTest::newRow("copying a block: the copy is a split part")
        << kThree << QString() << QStringLiteral("1|# Title\n\n2|First paragraph.\n\n3|Second paragraph.\n\n2|First paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @2-2"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @4-4"),
               QStringLiteral("0 paragraph split draft translation 102 @6-6")}
        << QList<qint64>();
    QTest::newRow("resurrecting from a tombstone keeps its status and alignment")
        << kThree << QStringLiteral("Deleted paragraph.")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n\n9|Deleted paragraph.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @2-2"),
               QStringLiteral("0 paragraph resurrected reviewed translation 109 @4-4"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @6-6")}
        << QList<qint64>();
    QTest::newRow("resurrected and edited at once is a draft")
        << kThree << QStringLiteral("Deleted paragraph.") << QStringLiteral("1|# Title\n\n9|Deleted paragraph, edited.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("0 paragraph resurrected draft translation 109 @2-2")}
        << QList<qint64> {2, 3};
    QTest::newRow("a tombstone's lines joined to a live block merge into it")
        << kThree << QStringLiteral("Deleted paragraph.")
        << QStringLiteral("1|# Title\n\n9|Deleted paragraph.\n2|First paragraph.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph merged draft translation 102,109 @2-3"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @5-5")}
        << QList<qint64>();
    QTest::newRow("unknown ids are ignored") << kThree << QString()
                                             << QStringLiteral(
                                                    "1|# Title\n\n2|First paragraph.\n\n42|Pasted from elsewhere.\n\n3|Second paragraph.\n")
                                             << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
                                                    QStringLiteral("2 paragraph unchanged translated translation 102 @2-2"),
                                                    QStringLiteral("0 paragraph new draft addition - @4-4"),
                                                    QStringLiteral("3 paragraph unchanged translated translation 103 @6-6")}
                                             << QList<qint64>();
    QTest::newRow("a block in the place of one that vanished takes it over")
        << kThree << QString() << QStringLiteral("1|# Title\n\n|全新的第一段。\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-2"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @4-4")}
        << QList<qint64>();
    QTest::newRow("a block with an unknown id in the place of one that vanished")
        << kThree << QString() << QStringLiteral("1|# Title\n\n42|Pasted from elsewhere.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-2"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @4-4")}
        << QList<qint64>();
    QTest::newRow("the first block of the draft replaced")
        << kThree << QString() << QStringLiteral("|# 标题\n\n2|First paragraph.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading edited draft translation 101 @0-0"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @2-2"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @4-4")}
        << QList<qint64>();
    QTest::newRow("two blocks in the place of one: the second is a split part")
        << kThree << QString() << QStringLiteral("1|# Title\n\n|甲。\n\n|乙。\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-2"),
               QStringLiteral("0 paragraph split draft translation 102 @4-4"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @6-6")}
        << QList<qint64>();
    QTest::newRow("one block in the place of the last two merges them")
        << kThree << QString() << QStringLiteral("1|# Title\n\n|合并的段落。\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph merged draft translation 102,103 @2-2")}
        << QList<qint64> {3};
    QTest::newRow("a block vanished elsewhere: the new one is an addition")
        << kThree << QString() << QStringLiteral("1|# Title\n\n|新段落。\n\n2|First paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("0 paragraph new draft addition - @2-2"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @4-4")}
        << QList<qint64> {3};
    QTest::newRow("neighbours that swapped places are no frame")
        << kThree << QString() << QStringLiteral("3|Second paragraph.\n\n|新段落。\n\n1|# Title\n")
        << QStringList {QStringLiteral("3 paragraph unchanged translated translation 103 @0-0"),
               QStringLiteral("0 paragraph new draft addition - @2-2"),
               QStringLiteral("1 heading unchanged translated translation 101 @4-4")}
        << QList<qint64> {2};
    QTest::newRow("only the block in a vanished one's place takes it over")
        << kThree << QString() << QStringLiteral("1|# Title\n\n|新段落。\n\n2|First paragraph.\n\n|又一段。\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("0 paragraph new draft addition - @2-2"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @4-4"),
               QStringLiteral("3 paragraph edited draft translation 103 @6-6")}
        << QList<qint64>();
    const QString code = QStringLiteral("Run:\n\n```bash\nls -l\n```\n\nDone.\n");
    QTest::newRow("changing a code block's fence info")
        << code << QString() << QStringLiteral("1|Run:\n\n2|```sh\n2|ls -l\n2|```\n\n3|Done.\n")
        << QStringList {QStringLiteral("1 paragraph unchanged translated translation 101 @0-0"),
               QStringLiteral("2 code edited draft translation 102 @2-4"),
               QStringLiteral("3 paragraph unchanged translated translation 103 @6-6")}
        << QList<qint64>();
    QTest::newRow("typing over a closing code fence swallows what follows")
        << code << QString() << QStringLiteral("1|Run:\n\n2|```bash\n2|ls -l\n2|ls -a\n\n3|Done.\n")
        << QStringList {QStringLiteral("1 paragraph unchanged translated translation 101 @0-0"),
               QStringLiteral("2 code merged draft translation 102,103 @2-6")}
        << QList<qint64> {3};
    // The text after the new opening fence carries only the next block's id.
    QTest::newRow("typing over an opening code fence turns it into a paragraph")
        << code << QString() << QStringLiteral("1|Run:\n\n2|Then\n2|ls -l\n2|```\n\n3|Done.\n")
        << QStringList {QStringLiteral("1 paragraph unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-3"), QStringLiteral("3 code edited draft translation 103 @4-6")}
        << QList<qint64>();
    QTest::newRow("everything deleted") << kThree << QString() << QStringLiteral("\n") << QStringList() << QList<qint64> {1, 2, 3};
}

void TestDraftReconciler::reconcile()
{
    QFETCH(QString, before);
    QFETCH(QString, tombstone);
    QFETCH(QString, after);
    QFETCH(QStringList, expected);
    QFETCH(QList<qint64>, removed);
    QString text;
    LineIds ids;
    split(after, &text, &ids);

    const DraftReconciler::Result result = DraftReconciler::reconcile(stored(before), tombstones(tombstone), text, ids);

    QCOMPARE(result.outcomes.size(), result.blocks.size());
    QStringList actual;
    QString joined = result.lead;
    for (int i = 0; i < result.blocks.size(); ++i) {
        actual.append(describe(result.blocks.at(i), result.outcomes.at(i)));
        joined += result.blocks.at(i).text + result.blocks.at(i).trailing;
    }
    QCOMPARE(actual, expected);
    QCOMPARE(result.removedIds, removed);
    QCOMPARE(joined, text);
}

void TestDraftReconciler::outcomeSaysWhereBlocksCameFrom_data()
{
    QTest::addColumn<QString>("after");
    QTest::addColumn<QList<qint64>>("from");
    QTest::addColumn<QList<qint64>>("merged");

    QTest::newRow("merge names the merged id") << QStringLiteral("1|# Title\n\n2|First paragraph.\n3|Second paragraph.\n")
                                               << QList<qint64> {1, 2} << QList<qint64> {0, 3};
    QTest::newRow("split part comes from the split block")
        << QStringLiteral("1|# Title\n\n2|First\n\n2|paragraph.\n\n3|Second paragraph.\n") << QList<qint64> {1, 2, 2, 3}
        << QList<qint64> {0, 0, 0, 0};
    QTest::newRow("resurrected block comes from its tombstone")
        << QStringLiteral("1|# Title\n\n9|Deleted paragraph.\n") << QList<qint64> {1, 9} << QList<qint64> {0, 0};
    QTest::newRow("new block comes from nowhere")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n\n3|Second paragraph.\n\n|New heading\n|===\n") << QList<qint64> {1, 2, 3, 0}
        << QList<qint64> {0, 0, 0, 0};
    QTest::newRow("a block in the place of two that vanished comes from the first")
        << QStringLiteral("1|# Title\n\n|New heading\n|===\n") << QList<qint64> {1, 2} << QList<qint64> {0, 3};
}

void TestDraftReconciler::outcomeSaysWhereBlocksCameFrom()
{
    QFETCH(QString, after);
    QFETCH(QList<qint64>, from);
    QFETCH(QList<qint64>, merged);
    QString text;
    LineIds ids;
    split(after, &text, &ids);

    const auto result = DraftReconciler::reconcile(stored(kThree), tombstones(QStringLiteral("Deleted paragraph.")), text, ids);

    QCOMPARE(result.outcomes.size(), from.size());
    for (int i = 0; i < from.size(); ++i) {
        QCOMPARE(result.outcomes.at(i).from, from.at(i));
        QCOMPARE(result.outcomes.at(i).merged, merged.at(i) ? QList<qint64> {merged.at(i)} : QList<qint64>());
    }
}

void TestDraftReconciler::leadAndLinesFollowText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("lead");
    QTest::addColumn<QList<int>>("lines"); // start and end of each block

    QTest::newRow("blank lines before the first block")
        << QStringLiteral("\n\n# T\n\nText.\n") << QStringLiteral("\n\n") << QList<int> {2, 2, 4, 4};
    QTest::newRow("CRLF line breaks") << QStringLiteral("# T\r\n\r\nOne\r\ntwo\r\n") << QString() << QList<int> {0, 0, 2, 3};
    QTest::newRow("no final line break") << QStringLiteral("A\n\nB") << QString() << QList<int> {0, 0, 2, 2};
    QTest::newRow("byte order mark and chinese")
        << QStringLiteral("\uFEFF# 标题\n\n正文第一行\n第二行\n") << QStringLiteral("\uFEFF") << QList<int> {0, 0, 2, 3};
    QTest::newRow("list items are blocks of their own") << QStringLiteral("- one\n- two\n  more\n") << QString() << QList<int> {0, 0, 1, 2};
}

void TestDraftReconciler::leadAndLinesFollowText()
{
    QFETCH(QString, text);
    QFETCH(QString, lead);
    QFETCH(QList<int>, lines);

    const auto result = DraftReconciler::reconcile({}, {}, text, {});

    QCOMPARE(result.lead, lead);
    QList<int> actual;
    for (const TargetBlock &block : result.blocks) {
        actual << block.lineStart << block.lineEnd;
        QCOMPARE(block.id, qint64(0));
        QCOMPARE(block.origin, QStringLiteral("addition"));
        // The text of a block is exactly its lines of the text.
        QString lines = text.split(QLatin1Char('\n')).mid(block.lineStart, block.lineEnd - block.lineStart + 1).join(QLatin1Char('\n'));
        if (lines.endsWith(QLatin1Char('\r')) && !block.text.endsWith(QLatin1Char('\r'))) {
            lines.chop(1); // a CRLF's '\r' belongs to the trailing line break
        }
        if (lines.startsWith(QChar(0xFEFF)) && !block.text.startsWith(QChar(0xFEFF))) {
            lines.remove(0, 1); // the byte order mark belongs to the lead
        }
        QCOMPARE(lines, block.text);
    }
    QCOMPARE(actual, lines);
}

void TestDraftReconciler::undoOfMerge_data()
{
    QTest::addColumn<QString>("merge");
    QTest::addColumn<QString>("undo");
    QTest::addColumn<QStringList>("expected");

    const QString undone = QStringLiteral("1|# Title\n\n2|First paragraph.\n\n3|Second paragraph.\n");
    QTest::newRow("blank line removed, undone: both blocks as before")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n3|Second paragraph.\n") << undone
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited translated translation 102 @2-2"),
               QStringLiteral("0 paragraph resurrected translated translation 103 @4-4")};
    QTest::newRow("lines joined, undone: both blocks as before")
        << QStringLiteral("1|# Title\n\n2,3|First paragraph. Second paragraph.\n") << undone
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited translated translation 102 @2-2"),
               QStringLiteral("0 paragraph resurrected translated translation 103 @4-4")};
    QTest::newRow("absorber after the merged block in the text")
        << QStringLiteral("1|# Title\n\n3,2|Second paragraph. First paragraph.\n")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("0 paragraph resurrected translated translation 102 @2-2"),
               QStringLiteral("3 paragraph edited translated translation 103 @4-4")};
    QTest::newRow("merged block back, absorber's text not: alignment back, still a draft")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n3|Second paragraph.\n")
        << QStringLiteral("1|# Title\n\n2|First paragraph, typed into.\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph edited draft translation 102 @2-2"),
               QStringLiteral("0 paragraph resurrected translated translation 103 @4-4")};
    QTest::newRow("absorber took in another block too: left as it is")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n3|Second paragraph.\n")
        << QStringLiteral("2|First paragraph.\n1|Title\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("2 paragraph merged draft translation 101,102,103 @0-1"),
               QStringLiteral("0 paragraph resurrected translated translation 103 @3-3")};
    QTest::newRow("absorber merged into another block: nothing to give back")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n3|Second paragraph.\n")
        << QStringLiteral("1,2|# Title\n\n3|Second paragraph.\n")
        << QStringList {QStringLiteral("1 heading merged draft translation 101,102,103 @0-0"),
               QStringLiteral("0 paragraph resurrected translated translation 103 @2-2")};
    QTest::newRow("deleted, not merged: nobody else changes")
        << QStringLiteral("1|# Title\n\n2|First paragraph.\n") << undone
        << QStringList {QStringLiteral("1 heading unchanged translated translation 101 @0-0"),
               QStringLiteral("2 paragraph unchanged translated translation 102 @2-2"),
               QStringLiteral("0 paragraph resurrected translated translation 103 @4-4")};
}

// Two reconciles as two autosaves: the merge, then an undo that brings back the
// merged block's lines with its id.
void TestDraftReconciler::undoOfMerge()
{
    QFETCH(QString, merge);
    QFETCH(QString, undo);
    QFETCH(QStringList, expected);
    const QHash<qint64, TargetBlock> before = stored(kThree);
    QString text;
    LineIds ids;
    split(merge, &text, &ids);
    const DraftReconciler::Result merged = DraftReconciler::reconcile(before, {}, text, ids);
    const QHash<qint64, DraftReconciler::Tombstone> tombstones = DraftReconciler::tombstonesOf(merged, before);
    QVERIFY(!tombstones.isEmpty());
    split(undo, &text, &(ids = {}));

    const DraftReconciler::Result result = DraftReconciler::reconcile(storedAfter(merged), tombstones, text, ids);

    QStringList actual;
    for (int i = 0; i < result.blocks.size(); ++i) {
        actual.append(describe(result.blocks.at(i), result.outcomes.at(i)));
    }
    QCOMPARE(actual, expected);
}

void TestDraftReconciler::storedLineBreaksAreNoChange_data()
{
    QTest::addColumn<QString>("lineBreak");
    QTest::newRow("CRLF") << QStringLiteral("\r\n");
    QTest::newRow("lone CR") << QStringLiteral("\r");
    QTest::newRow("U+2029") << QString(QChar::ParagraphSeparator);
}

// The editor gives stored line breaks back as '\n'.
void TestDraftReconciler::storedLineBreaksAreNoChange()
{
    QFETCH(QString, lineBreak);
    QHash<qint64, TargetBlock> before = stored(QStringLiteral("# Title\n\nOne\ntwo.\n"));
    before[2].text = QStringLiteral("One") + lineBreak + QStringLiteral("two.");
    QString text;
    LineIds ids;
    split(QStringLiteral("1|# Title\n\n2|One\n2|two.\n"), &text, &ids);

    const DraftReconciler::Result result = DraftReconciler::reconcile(before, {}, text, ids);

    QCOMPARE(result.outcomes.size(), 2);
    QCOMPARE(describe(result.blocks.at(1), result.outcomes.at(1)), QStringLiteral("2 paragraph unchanged translated translation 102 @2-3"));
}

void TestDraftReconciler::editorText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("LF stays") << QStringLiteral("a\nb\n") << QStringLiteral("a\nb\n");
    QTest::newRow("CRLF") << QStringLiteral("a\r\n\r\nb\r\n") << QStringLiteral("a\n\nb\n");
    QTest::newRow("lone CR") << QStringLiteral("a\r\rb") << QStringLiteral("a\n\nb");
    QTest::newRow("LF CR is two breaks") << QStringLiteral("a\n\rb") << QStringLiteral("a\n\nb");
    QTest::newRow("paragraph separator") << QStringLiteral("a\u2029b") << QStringLiteral("a\nb");
    QTest::newRow("frame marks") << QStringLiteral("a\uFDD0b\uFDD1c") << QStringLiteral("a\nb\nc");
    QTest::newRow("line separator stays in its line") << QStringLiteral("a\u2028b") << QStringLiteral("a\u2028b");
    QTest::newRow("CR at the end") << QStringLiteral("a\r") << QStringLiteral("a\n");
}

void TestDraftReconciler::editorText()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(DraftReconciler::editorText(text), expected);
}

void TestDraftReconciler::offsets_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("stored");
    QTest::addColumn<int>("editor");
    QTest::addColumn<int>("back"); // storedOffset(editor)
    const QString crlf = QStringLiteral("ab\r\ncd\r\nef");
    QTest::newRow("LF: the same") << QStringLiteral("ab\ncd") << 4 << 4 << 4;
    QTest::newRow("CRLF: before the first break") << crlf << 2 << 2 << 2;
    QTest::newRow("CRLF: inside the break") << crlf << 3 << 2 << 2;
    QTest::newRow("CRLF: after the first break") << crlf << 4 << 3 << 4;
    QTest::newRow("CRLF: after the second break") << crlf << 8 << 6 << 8;
    QTest::newRow("CRLF: the end") << crlf << 10 << 8 << 10;
    QTest::newRow("lone CR counts as a break") << QStringLiteral("a\rb") << 2 << 2 << 2;
    QTest::newRow("past the end is clamped") << QStringLiteral("a\r\nb") << 99 << 3 << 4;
    QTest::newRow("Chinese with CRLF") << QStringLiteral("中文\r\n句子") << 4 << 3 << 4;
}

void TestDraftReconciler::offsets()
{
    QFETCH(QString, text);
    QFETCH(int, stored);
    QFETCH(int, editor);
    QFETCH(int, back);
    QCOMPARE(DraftReconciler::editorOffset(text, stored), editor);
    QCOMPARE(DraftReconciler::storedOffset(text, editor), back);
    QCOMPARE(DraftReconciler::editorText(text).left(editor), DraftReconciler::editorText(text.left(back)));
}

QTEST_GUILESS_MAIN(TestDraftReconciler)
#include "tst_draftreconciler.moc"
