// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionrepository.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kPost7("# Deletions\n\nHello world, 你好世界。\n\nA second paragraph.\n");
const QByteArray kPost8("# Other issue\n\nText.\n");

} // namespace

class TestDeletionRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void reasonNames_data();
    void reasonNames();
    void add_data();
    void add();
    void refusesABlockDeletedWholeBefore();
    void readsBackInBlockOrder();
    void remove();
    void removeUnknown();
    void spansKeepCharactersWhole_data();
    void spansKeepCharactersWhole();
    void justifyLater_data();
    void justifyLater();

private:
    // "ISSUE:BLOCK:START:END:WHY": BLOCK indexes the issue's source blocks (7 or 8), or
    // is "x" for an id no block has; START and END -1 for the whole block.
    Deletion deletionOf(const QString &spec) const;
    int storedCount() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue7 = 0;
    QList<BlockRecord> m_blocks7;
    QList<BlockRecord> m_blocks8;
};

void TestDeletionRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("d.yiqiao")), QStringLiteral("D")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(7, kPost7, QString(), QString()), qPrintable(importer.errorString()));
    m_issue7 = importer.result().issueId;
    QVERIFY2(importer.importPost(8, kPost8, QString(), QString()), qPrintable(importer.errorString()));
    IssueRepository issues(*m_store);
    m_blocks7 = issues.sourceBlocks(m_issue7);
    m_blocks8 = issues.sourceBlocks(importer.result().issueId);
    QCOMPARE(m_blocks7.size(), 3);
}

void TestDeletionRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

Deletion TestDeletionRepository::deletionOf(const QString &spec) const
{
    const QStringList parts = spec.split(QLatin1Char(':'));
    Deletion deletion;
    const QList<BlockRecord> &blocks = parts.at(0) == QLatin1String("8") ? m_blocks8 : m_blocks7;
    deletion.sourceBlockId = parts.at(1) == QLatin1String("x") ? 999999 : blocks.at(parts.at(1).toInt()).id;
    deletion.spanStart = parts.at(2).toInt();
    deletion.spanEnd = parts.at(3).toInt();
    deletion.justification = parts.at(4);
    deletion.reason = DeletionReason::OutdatedExample;
    return deletion;
}

int TestDeletionRepository::storedCount() const
{
    return DeletionRepository(*m_store).deletions(m_issue7).size();
}

void TestDeletionRepository::reasonNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("reason"); // -1: not a reason
    QTest::addColumn<QString>("stored");
    QTest::newRow("stored name") << QStringLiteral("outdated_example") << int(DeletionReason::OutdatedExample)
                                 << QStringLiteral("outdated_example");
    QTest::newRow("dashes") << QStringLiteral("region-specific") << int(DeletionReason::RegionSpecific)
                            << QStringLiteral("region_specific");
    QTest::newRow("upper case") << QStringLiteral("THEORY_DERIVATION") << int(DeletionReason::TheoryDerivation)
                                << QStringLiteral("theory_derivation");
    QTest::newRow("duplicate") << QStringLiteral("duplicate") << int(DeletionReason::Duplicate) << QStringLiteral("duplicate");
    QTest::newRow("other") << QStringLiteral("other") << int(DeletionReason::Other) << QStringLiteral("other");
    QTest::newRow("unknown") << QStringLiteral("boring") << -1 << QString();
    QTest::newRow("empty") << QString() << -1 << QString();
}

void TestDeletionRepository::reasonNames()
{
    QFETCH(QString, name);
    QFETCH(int, reason);
    QFETCH(QString, stored);
    const auto parsed = DeletionReasons::fromString(name);
    QCOMPARE(parsed.has_value(), reason >= 0);
    if (parsed) {
        QCOMPARE(int(*parsed), reason);
        QCOMPARE(DeletionReasons::toString(*parsed), stored);
        QVERIFY(!DeletionReasons::label(*parsed).isEmpty());
    }
}

void TestDeletionRepository::add_data()
{
    QTest::addColumn<QStringList>("specs");
    QTest::addColumn<QString>("error"); // part of the message; empty: added
    QTest::addColumn<int>("stored");

    const QString whole1 = QStringLiteral("7:1:-1:-1:Too local.");
    QTest::newRow("whole block") << QStringList {whole1} << QString() << 1;
    QTest::newRow("span") << QStringList {QStringLiteral("7:1:0:5:Greeting only.")} << QString() << 1;
    QTest::newRow("span to the end of the text") << QStringList {QStringLiteral("7:1:13:18:中文部分。")} << QString() << 1;
    QTest::newRow("two blocks at once") << QStringList {whole1, QStringLiteral("7:2:-1:-1:Repeats.")} << QString() << 2;
    QTest::newRow("two spans of one block") << QStringList {QStringLiteral("7:1:0:5:a"), QStringLiteral("7:1:5:8:b")} << QString() << 2;
    QTest::newRow("overlapping spans") << QStringList {QStringLiteral("7:1:0:5:a"), QStringLiteral("7:1:2:8:b")}
                                       << QStringLiteral("overlaps the deleted span 0–5") << 0;
    QTest::newRow("the same span twice") << QStringList {QStringLiteral("7:1:0:5:a"), QStringLiteral("7:1:0:5:a")}
                                         << QStringLiteral("overlaps") << 0;
    QTest::newRow("whole block over a deleted span")
        << QStringList {QStringLiteral("7:1:0:5:a"), QStringLiteral("7:1:-1:-1:b")} << QStringLiteral("Part of source") << 0;
    QTest::newRow("block of another issue") << QStringList {QStringLiteral("8:1:-1:-1:Why.")} << QStringLiteral("not a block of this issue")
                                            << 0;
    QTest::newRow("unknown block") << QStringList {QStringLiteral("7:x:-1:-1:Why.")} << QStringLiteral("not a block of this issue") << 0;
    // Marked now, justified later: stored, and flagged by Deletion::isJustified().
    QTest::newRow("empty justification") << QStringList {QStringLiteral("7:1:-1:-1:")} << QString() << 1;
    QTest::newRow("blank justification") << QStringList {QStringLiteral("7:1:-1:-1: \t ")} << QString() << 1;
    QTest::newRow("empty span") << QStringList {QStringLiteral("7:1:3:3:Why.")} << QStringLiteral("empty or outside") << 0;
    QTest::newRow("inverted span") << QStringList {QStringLiteral("7:1:5:2:Why.")} << QStringLiteral("empty or outside") << 0;
    QTest::newRow("span past the text") << QStringList {QStringLiteral("7:1:0:19:Why.")} << QStringLiteral("empty or outside") << 0;
    QTest::newRow("span with one end only") << QStringList {QStringLiteral("7:1:-1:3:Why.")} << QStringLiteral("empty or outside") << 0;
    QTest::newRow("a refused one keeps the good one out")
        << QStringList {whole1, QStringLiteral("7:2:0:99:Why.")} << QStringLiteral("empty or outside") << 0;
    QTest::newRow("same block whole twice in one call") << QStringList {whole1, whole1} << QStringLiteral("is deleted whole already") << 0;
    QTest::newRow("span of a block deleted whole in the same call")
        << QStringList {whole1, QStringLiteral("7:1:0:3:Why.")} << QStringLiteral("is deleted whole already") << 0;
}

void TestDeletionRepository::add()
{
    QFETCH(QStringList, specs);
    QFETCH(QString, error);
    QFETCH(int, stored);
    QList<Deletion> deletions;
    for (const QString &spec : specs) {
        deletions.append(deletionOf(spec));
    }
    DeletionRepository repository(*m_store);
    QCOMPARE(repository.add(m_issue7, deletions), error.isEmpty());
    QVERIFY2(repository.errorString().contains(error), qPrintable(repository.errorString()));
    QCOMPARE(repository.addedIds().size(), error.isEmpty() ? specs.size() : 0);
    QCOMPARE(storedCount(), stored);
}

void TestDeletionRepository::refusesABlockDeletedWholeBefore()
{
    DeletionRepository repository(*m_store);
    QVERIFY2(repository.add(m_issue7, {deletionOf(QStringLiteral("7:1:-1:-1:Gone."))}), qPrintable(repository.errorString()));
    QVERIFY(!repository.add(m_issue7, {deletionOf(QStringLiteral("7:1:0:3:Again."))}));
    // The message names the block by id and text.
    QVERIFY2(repository.errorString().contains(QString::number(m_blocks7.at(1).id)), qPrintable(repository.errorString()));
    QVERIFY2(repository.errorString().contains(QStringLiteral("Hello world")), qPrintable(repository.errorString()));
    QCOMPARE(storedCount(), 1);
}

void TestDeletionRepository::readsBackInBlockOrder()
{
    Deletion last = deletionOf(QStringLiteral("7:2:-1:-1:Repeats the intro."));
    last.reason = DeletionReason::Duplicate;
    last.author = QStringLiteral("小王");
    Deletion span = deletionOf(QStringLiteral("7:1:13:17:\uFEFF只在国内有意义。"));
    span.reason = DeletionReason::RegionSpecific;
    const Deletion first = deletionOf(QStringLiteral("7:0:-1:-1:Title."));
    DeletionRepository repository(*m_store);
    QVERIFY2(repository.add(m_issue7, {last, span, first}), qPrintable(repository.errorString()));
    const QList<Deletion> stored = repository.deletions(m_issue7);
    QCOMPARE(stored.size(), 3);
    QCOMPARE(stored.at(0).sourceBlockId, first.sourceBlockId);
    QCOMPARE(stored.at(1).sourceBlockId, span.sourceBlockId);
    QCOMPARE(stored.at(1).spanStart, 13);
    QCOMPARE(stored.at(1).spanEnd, 17);
    QCOMPARE(stored.at(1).reason, DeletionReason::RegionSpecific);
    QCOMPARE(stored.at(1).justification, span.justification);
    QCOMPARE(stored.at(2).reason, DeletionReason::Duplicate);
    QCOMPARE(stored.at(2).author, QStringLiteral("小王"));
    QCOMPARE(stored.at(2).spanStart, -1);
    QVERIFY(!stored.at(2).createdAt.isEmpty());
    QCOMPARE(stored.at(2).id, repository.addedIds().at(0));
    QVERIFY(repository.deletions(m_issue7 + 1).isEmpty());
}

void TestDeletionRepository::remove()
{
    DeletionRepository repository(*m_store);
    QVERIFY(repository.add(m_issue7, {deletionOf(QStringLiteral("7:1:-1:-1:a")), deletionOf(QStringLiteral("7:2:-1:-1:b"))}));
    const qint64 removed = repository.addedIds().at(0);
    QVERIFY2(repository.remove(removed), qPrintable(repository.errorString()));
    const QList<Deletion> stored = repository.deletions(m_issue7);
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored.at(0).justification, QStringLiteral("b"));
    // The block can be deleted again now.
    QVERIFY2(repository.add(m_issue7, {deletionOf(QStringLiteral("7:1:0:2:c"))}), qPrintable(repository.errorString()));
}

void TestDeletionRepository::removeUnknown()
{
    DeletionRepository repository(*m_store);
    QVERIFY(!repository.remove(12345));
    QVERIFY2(repository.errorString().contains(QStringLiteral("12345")), qPrintable(repository.errorString()));
}

void TestDeletionRepository::spansKeepCharactersWhole_data()
{
    // "Emoji 😀 here.\r\nNext line." : 😀 is 6–7 (a surrogate pair), "\r\n" is 14–15.
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("end");
    QTest::addColumn<bool>("stored");
    QTest::newRow("around the emoji") << 6 << 8 << true;
    QTest::newRow("over the line break") << 9 << 20 << true;
    QTest::newRow("ends inside the emoji") << 0 << 7 << false;
    QTest::newRow("starts inside the emoji") << 7 << 10 << false;
    QTest::newRow("ends between CR and LF") << 9 << 15 << false;
    QTest::newRow("starts between CR and LF") << 15 << 18 << false;
}

void TestDeletionRepository::spansKeepCharactersWhole()
{
    QFETCH(int, start);
    QFETCH(int, end);
    QFETCH(bool, stored);
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(9, QStringLiteral("# Nine\r\n\r\nEmoji 😀 here.\r\nNext line.\r\n").toUtf8(), QString(), QString()));
    const qint64 issue = importer.result().issueId;
    const BlockRecord block = IssueRepository(*m_store).sourceBlocks(issue).at(1);
    QCOMPARE(block.text.mid(6, 2), QStringLiteral("😀"));
    QCOMPARE(block.text.mid(14, 2), QStringLiteral("\r\n"));
    Deletion deletion;
    deletion.sourceBlockId = block.id;
    deletion.spanStart = start;
    deletion.spanEnd = end;
    deletion.justification = QStringLiteral("x");
    DeletionRepository repository(*m_store);
    QCOMPARE(repository.add(issue, {deletion}), stored);
    if (!stored) {
        QVERIFY2(repository.errorString().contains(QStringLiteral("in two")), qPrintable(repository.errorString()));
        QVERIFY(repository.deletions(issue).isEmpty());
    }
}

void TestDeletionRepository::justifyLater_data()
{
    QTest::addColumn<QString>("justification");
    QTest::addColumn<bool>("justified");
    QTest::newRow("a sentence justifies it") << QStringLiteral("  国内读者用不到。 ") << true;
    QTest::newRow("blank leaves it flagged") << QStringLiteral(" \t ") << false;
}

void TestDeletionRepository::justifyLater()
{
    QFETCH(QString, justification);
    QFETCH(bool, justified);
    DeletionRepository repository(*m_store);
    QVERIFY(repository.add(m_issue7, {deletionOf(QStringLiteral("7:1:-1:-1:"))}));
    QVERIFY(!repository.deletions(m_issue7).at(0).isJustified());
    const qint64 id = repository.addedIds().at(0);
    QVERIFY2(repository.update(id, DeletionReason::RegionSpecific, justification), qPrintable(repository.errorString()));
    const Deletion stored = repository.deletions(m_issue7).at(0);
    QCOMPARE(stored.isJustified(), justified);
    QCOMPARE(stored.justification, justification.trimmed());
    QCOMPARE(stored.reason, DeletionReason::RegionSpecific);
    QVERIFY(!repository.update(id + 100, DeletionReason::Other, QStringLiteral("x")));
    QVERIFY2(repository.errorString().contains(QString::number(id + 100)), qPrintable(repository.errorString()));
}

QTEST_GUILESS_MAIN(TestDeletionRepository)
#include "tst_deletionrepository.moc"
