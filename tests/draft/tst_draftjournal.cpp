// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftjournal.h"
#include "draft/draftjournalreader.h"
#include "draft/draftjournalwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

// The edit journal's writer and reader: whatever the edits, reading the journal
// gives back the last state (text and line ids) and the base; one record per edit,
// appended; a torn or damaged tail is left out, a file that is no journal refused.

namespace {

using State = DraftJournal::State;

const QString kDraft = QStringLiteral("# 标题\n\n第一段。\n\n第二段，含 `code`。\n\n## 小节\n\n第三段。");

LineIds idsFor(const QString &text)
{
    // As DraftSession lays a draft out: the lines of block n carry id 10 + n, blank lines none.
    LineIds ids;
    qint64 block = 10;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        ids.append(line.isEmpty() ? QList<qint64>() : QList<qint64> {block++});
    }
    return ids;
}

QString randomText(QRandomGenerator &random)
{
    static const QStringList pieces {QStringLiteral("字"), QStringLiteral("a"), QStringLiteral(" "), QStringLiteral("，"),
        QStringLiteral("👉"), QStringLiteral("`x`"), QStringLiteral("译文"), QStringLiteral("CUDA 12.4")};
    QString text;
    for (int i = random.bounded(1, 6); i > 0; --i) {
        text += pieces.at(random.bounded(int(pieces.size())));
    }
    return text;
}

enum class Edits { Typing, LineBreaks, Deletions, IdsOnly, Pastes, Mixed };

// One edit of the kind on state, as the editor and its id tracker would make it.
void edit(State &state, Edits kind, QRandomGenerator &random)
{
    const int kinds = kind == Edits::Mixed ? random.bounded(5) : int(kind);
    const int line = random.bounded(int(state.lines.size()));
    QString &text = state.lines[line];
    const int column = random.bounded(int(text.size()) + 1);
    switch (Edits(kinds)) {
    case Edits::Typing:
        text.insert(column, randomText(random));
        break;
    case Edits::LineBreaks:
        if (random.bounded(2) == 0 || line + 1 == state.lines.size()) {
            // insert() may move the list's items: text would point into freed memory
            state.lines.insert(line + 1, text.mid(column));
            state.lines[line].truncate(column);
            state.ids.insert(line + 1, {});
        } else {
            const QString next = state.lines.takeAt(line + 1);
            state.lines[line] += next;
            state.ids[line] += state.ids.takeAt(line + 1);
        }
        break;
    case Edits::Deletions: {
        const int count = qMin(random.bounded(1, 4), int(state.lines.size()) - line);
        if (count < state.lines.size()) {
            state.lines.erase(state.lines.begin() + line, state.lines.begin() + line + count);
            state.ids.erase(state.ids.begin() + line, state.ids.begin() + line + count);
        } else {
            text.remove(0, column);
        }
        break;
    }
    case Edits::IdsOnly:
        state.ids[line] = {random.bounded(1, 40)};
        break;
    case Edits::Pastes:
        for (int i = random.bounded(1, 4); i > 0; --i) {
            state.lines.insert(line, randomText(random));
            state.ids.insert(line, {random.bounded(1, 40)});
        }
        break;
    case Edits::Mixed:
        break;
    }
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A journal of issue 7 with the base kDraft and `edits` typed edits.
QByteArray journalWith(int edits, const QString &path)
{
    DraftJournalWriter writer;
    writer.start(path, 7, kDraft, idsFor(kDraft));
    State state = State::of(kDraft, idsFor(kDraft));
    for (int i = 0; i < edits; ++i) {
        state.lines[2] += QStringLiteral("字");
        writer.append(state.text(), state.ids);
    }
    return fileBytes(path);
}

void putU32(QByteArray &bytes, int at, quint32 value)
{
    qToLittleEndian(value, bytes.data() + at);
}

// A record whose checksum is right, from its payload.
QByteArray framed(const QByteArray &payload)
{
    QByteArray out(4, '\0');
    putU32(out, 0, quint32(payload.size()));
    out += payload;
    return out + DraftJournal::checksum(out.constData(), out.size());
}

QByteArray payload(quint32 first, quint32 removed, quint32 added)
{
    QByteArray out(12, '\0');
    putU32(out, 0, first);
    putU32(out, 4, removed);
    putU32(out, 8, added);
    for (quint32 i = 0; i < added; ++i) {
        out += QByteArray(8, '\0'); // an empty line without ids
    }
    return out;
}

} // namespace

Q_DECLARE_METATYPE(Edits)

class TestDraftJournal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void replayGivesTheLastState_data();
    void replayGivesTheLastState();
    void nothingIsWrittenWithoutAnEdit();
    void eachEditAppendsOneSmallRecord();
    void startingAgainRemovesTheJournal();
    void anExistingFileIsSetAsideNotOverwritten();
    void readerToleratesATornTailAndRefusesOtherFiles_data();
    void readerToleratesATornTailAndRefusesOtherFiles();
    void journalsAreNamedAfterProjectAndIssue();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void TestDraftJournal::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = DraftJournal::pathFor(m_dir->filePath(QStringLiteral("p.yiqiao")), 7);
}

void TestDraftJournal::replayGivesTheLastState_data()
{
    QTest::addColumn<Edits>("kind");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("base");
    QTest::newRow("typing") << Edits::Typing << 200 << kDraft;
    QTest::newRow("line breaks made and joined") << Edits::LineBreaks << 200 << kDraft;
    QTest::newRow("lines deleted down to one") << Edits::Deletions << 30 << kDraft;
    QTest::newRow("ids changed, text the same") << Edits::IdsOnly << 50 << kDraft;
    QTest::newRow("lines pasted") << Edits::Pastes << 50 << kDraft;
    QTest::newRow("all of them") << Edits::Mixed << 500 << kDraft;
    QTest::newRow("from an empty draft") << Edits::Mixed << 300 << QString();
    QTest::newRow("from a draft of blank lines") << Edits::Mixed << 300 << QStringLiteral("\n\n\n");
}

void TestDraftJournal::replayGivesTheLastState()
{
    QFETCH(Edits, kind);
    QFETCH(int, count);
    QFETCH(QString, base);
    QRandomGenerator random(21);
    DraftJournalWriter writer;
    QVERIFY(writer.start(m_path, 7, base, idsFor(base)));
    State state = State::of(base, idsFor(base));
    for (int i = 0; i < count; ++i) {
        edit(state, kind, random);
        QVERIFY2(writer.append(state.text(), state.ids), qPrintable(writer.errorString()));
        if (i % 97 == 0 && writer.edits() > 0) { // now and then: every record so far reads back
            DraftJournalReader reader;
            QVERIFY2(reader.readFile(m_path), qPrintable(reader.errorString()));
            QCOMPARE(reader.result().text(), state.text());
        }
    }
    DraftJournalReader reader;
    QVERIFY2(reader.readFile(m_path), qPrintable(reader.errorString()));
    QCOMPARE(reader.issueId(), qint64(7));
    QCOMPARE(reader.base().text(), base);
    QCOMPARE(reader.base().ids, idsFor(base));
    QCOMPARE(reader.result().lines, state.lines);
    QCOMPARE(reader.result().ids, state.ids);
    QCOMPARE(reader.edits(), writer.edits());
    QCOMPARE(reader.ignoredBytes(), qint64(0));
}

void TestDraftJournal::nothingIsWrittenWithoutAnEdit()
{
    DraftJournalWriter writer;
    QVERIFY(writer.start(m_path, 7, kDraft, idsFor(kDraft)));
    QVERIFY(writer.append(kDraft, idsFor(kDraft)));
    QVERIFY(!QFileInfo::exists(m_path));
    QCOMPARE(writer.edits(), 0);
}

void TestDraftJournal::eachEditAppendsOneSmallRecord()
{
    DraftJournalWriter writer;
    QVERIFY(writer.start(m_path, 7, kDraft, idsFor(kDraft)));
    State state = State::of(kDraft, idsFor(kDraft));
    qint64 size = 0;
    for (int i = 1; i <= 5; ++i) {
        state.lines[2] += QStringLiteral("字");
        QVERIFY(writer.append(state.text(), state.ids));
        const qint64 now = QFileInfo(m_path).size();
        if (i > 1) {
            // One line, its id and the frame: no copy of the draft.
            QVERIFY2(now - size < 64, qPrintable(QString::number(now - size)));
        }
        size = now;
        DraftJournalReader reader;
        QVERIFY(reader.readFile(m_path));
        QCOMPARE(reader.edits(), i);
    }
}

void TestDraftJournal::startingAgainRemovesTheJournal()
{
    journalWith(3, m_path);
    DraftJournalWriter writer;
    QVERIFY(writer.start(m_path, 7, kDraft, idsFor(kDraft)));
    QVERIFY(writer.append(kDraft + QStringLiteral("x"), idsFor(kDraft)));
    QVERIFY(QFileInfo::exists(m_path));
    // Saved: the next start (from the saved draft) removes it.
    QVERIFY(writer.start(m_path, 7, kDraft + QStringLiteral("x"), idsFor(kDraft)));
    QVERIFY(!QFileInfo::exists(m_path));
    QVERIFY(writer.append(kDraft + QStringLiteral("xy"), idsFor(kDraft)));
    QVERIFY(writer.discard());
    QVERIFY(!QFileInfo::exists(m_path));
    const QStringList left = QDir(m_dir->path()).entryList(QDir::Files);
    QCOMPARE(left.size(), 1); // journalWith()'s, set aside by the first start()
    QVERIFY2(left.constFirst().endsWith(QLatin1String(".journal.kept-1")), qPrintable(left.constFirst()));
}

void TestDraftJournal::anExistingFileIsSetAsideNotOverwritten()
{
    const QByteArray earlier = journalWith(2, m_path);
    DraftJournalWriter writer;
    QVERIFY(writer.start(m_path, 7, kDraft, idsFor(kDraft)));
    QCOMPARE(fileBytes(m_path + QStringLiteral(".kept-1")), earlier);
    QVERIFY(!QFileInfo::exists(m_path));
}

void TestDraftJournal::readerToleratesATornTailAndRefusesOtherFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("read");
    QTest::addColumn<int>("edits");
    QTest::addColumn<bool>("tailIgnored");
    QTest::addColumn<QString>("error");
    QTemporaryDir dir;
    const QByteArray three = journalWith(3, dir.filePath(QStringLiteral("three")));
    const QByteArray one = journalWith(1, dir.filePath(QStringLiteral("one")));
    const QByteArray header = DraftJournal::header(7);
    const QByteArray base = framed(payload(0, 0, 3));

    QTest::newRow("three edits") << three << true << 3 << false << QString();
    QTest::newRow("empty file") << QByteArray() << true << 0 << false << QString();
    QTest::newRow("header only") << header << true << 0 << false << QString();
    QTest::newRow("last record torn") << three.left(three.size() - 5) << true << 2 << true << QString();
    QTest::newRow("a torn size field") << three + QByteArray("\x10\0\0", 3) << true << 3 << true << QString();
    QByteArray damaged = three;
    damaged[one.size() + 6] = char(damaged.at(one.size() + 6) ^ 0x20); // inside the second edit
    QTest::newRow("a damaged record ends the journal") << damaged << true << 1 << true << QString();
    QTest::newRow("a huge size") << header + base + QByteArray("\xff\xff\xff\x7f", 4) + QByteArray(64, 'x') << true << 0 << true
                                 << QString();
    QTest::newRow("not a journal") << QByteArray("# A markdown post\n\nWith a paragraph that is long enough.\n") << false << 0 << false
                                   << QStringLiteral("not a Yiqiao edit journal");
    QTest::newRow("header cut short") << header.left(20) << false << 0 << false << QStringLiteral("not a Yiqiao edit journal");
    QByteArray badHeader = three;
    badHeader[14] = 'x';
    QTest::newRow("damaged header") << badHeader << false << 0 << false << QStringLiteral("header is damaged");
    QByteArray newer = header.left(20);
    putU32(newer, 8, 2);
    newer += DraftJournal::checksum(newer.constData(), newer.size());
    QTest::newRow("newer format") << newer + base << false << 0 << false << QStringLiteral("newer Yiqiao (journal format 2");
    QTest::newRow("base that replaces lines") << header + framed(payload(0, 1, 2)) << false << 0 << false
                                              << QStringLiteral("record 1 does not fit");
    QTest::newRow("edit beyond the last line") << header + base + framed(payload(4, 0, 1)) << false << 0 << false
                                               << QStringLiteral("record 2 does not fit");
    QTest::newRow("edit that leaves no line") << header + base + framed(payload(0, 3, 0)) << false << 0 << false
                                              << QStringLiteral("record 2 does not fit");
    QTest::newRow("more lines than bytes") << header + base + framed(payload(0, 0, 1).left(12) + QByteArray("\x05\0\0\0", 4)) << false << 0
                                           << false << QStringLiteral("record 2 does not fit");
    QByteArray lineBreak = payload(0, 0, 1).left(12);
    lineBreak += QByteArray("\x03\0\0\0a\0\n\0b\0\0\0\0\0", 14);
    QTest::newRow("a line holding a line break")
        << header + base + framed(lineBreak) << false << 0 << false << QStringLiteral("record 2 does not fit");
}

void TestDraftJournal::readerToleratesATornTailAndRefusesOtherFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, read);
    QFETCH(int, edits);
    QFETCH(bool, tailIgnored);
    QFETCH(QString, error);
    DraftJournalReader reader;
    QCOMPARE(reader.read(bytes), read);
    QVERIFY2(reader.errorString().contains(error), qPrintable(reader.errorString()));
    QCOMPARE(reader.errorString().isEmpty(), error.isEmpty());
    QCOMPARE(reader.edits(), edits);
    QCOMPARE(reader.ignoredBytes() > 0, tailIgnored);
    if (read && edits > 0) {
        QCOMPARE(reader.result().lines.at(2), QStringLiteral("第一段。") + QString(edits, QChar(0x5b57)));
    }
}

void TestDraftJournal::journalsAreNamedAfterProjectAndIssue()
{
    const QString project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    QFile(project).open(QIODevice::WriteOnly);
    for (const QString &name : {QStringLiteral("p.yiqiao.draft-3.journal"), QStringLiteral("p.yiqiao.draft-12.journal"),
             QStringLiteral("p.yiqiao.draft-3.journal.kept-1"), QStringLiteral("q.yiqiao.draft-4.journal"),
             QStringLiteral("p.yiqiao.draft-x.journal"), QStringLiteral("p.yiqiao.draft-0.journal")}) {
        QFile(m_dir->filePath(name)).open(QIODevice::WriteOnly);
    }
    QCOMPARE(DraftJournal::pathFor(project, 3), QFileInfo(m_dir->path()).canonicalFilePath() + QStringLiteral("/p.yiqiao.draft-3.journal"));
    const auto journals = DraftJournal::journalsBeside(project);
    QCOMPARE(journals.size(), 2);
    QCOMPARE(journals.at(0).first, qint64(12));
    QCOMPARE(journals.at(1).first, qint64(3));
    QCOMPARE(journals.at(1).second, DraftJournal::pathFor(project, 3));
}

QTEST_GUILESS_MAIN(TestDraftJournal)
#include "tst_draftjournal.moc"
