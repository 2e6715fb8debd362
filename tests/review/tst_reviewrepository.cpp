// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "review/reviewworkflow.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n\nThird paragraph.\n");
const QByteArray kTranslation("# 标题\n\n第一段。\n\n第二段，有 GPU。\n\n第三段。\n");
const QByteArray kOtherPost("# Other\n\nText.\n");

} // namespace

// Review through the repository: all blocks or none, the events it records, and
// what the pane reads back (history, latest events, the issue's summary).
class TestReviewRepository : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void apply_data();
    void apply();
    void twoReviewers_data();
    void twoReviewers();
    void settingsRoundTrip_data();
    void settingsRoundTrip();
    void history();
    void latestEvents();
    void summary();
    void writeEventFollowsTheCallersTransaction_data();
    void writeEventFollowsTheCallersTransaction();
    void checkAndWriteUseTheHeldStatuses_data();
    void checkAndWriteUseTheHeldStatuses();

private:
    void setStatuses(const QStringList &statuses);
    QStringList statuses() const;
    qint64 eventCount() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    qint64 m_otherIssueId = 0;
    QList<qint64> m_blocks; // the issue's four draft blocks, in order
};

void TestReviewRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("r.yiqiao")), QStringLiteral("R")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, kPost, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    QVERIFY2(importer.importPost(4, kOtherPost, QString(), QString(), kOtherPost), qPrintable(importer.errorString()));
    m_otherIssueId = importer.result().issueId;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT id FROM target_blocks WHERE issue_id = ? ORDER BY ordinal"));
    query.addBindValue(m_issueId);
    QVERIFY(query.exec());
    m_blocks.clear();
    while (query.next()) {
        m_blocks.append(query.value(0).toLongLong());
    }
    QCOMPARE(m_blocks.size(), 4);
}

void TestReviewRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestReviewRepository::setStatuses(const QStringList &statuses)
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET status = ? WHERE id = ?"));
    for (int i = 0; i < statuses.size(); ++i) {
        query.addBindValue(statuses.at(i));
        query.addBindValue(m_blocks.at(i));
        QVERIFY(query.exec());
    }
}

QStringList TestReviewRepository::statuses() const
{
    QStringList out;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT status FROM target_blocks WHERE issue_id = ? ORDER BY ordinal"));
    query.addBindValue(m_issueId);
    if (query.exec()) {
        while (query.next()) {
            out.append(query.value(0).toString());
        }
    }
    return out;
}

qint64 TestReviewRepository::eventCount() const
{
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM block_reviews")) && query.next() ? query.value(0).toLongLong() : -1;
}

void TestReviewRepository::apply_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QList<int>>("blocks"); // indexes into the issue's blocks; -1: an id no block has
    QTest::addColumn<int>("action");
    QTest::addColumn<QString>("note");
    QTest::addColumn<QStringList>("after");
    QTest::addColumn<QString>("error"); // part of the message; empty: applied

    const QString d = QStringLiteral("draft");
    const QString p = QStringLiteral("pretranslated");
    const QString t = QStringLiteral("translated");
    const QString r = QStringLiteral("reviewed");
    const QString a = QStringLiteral("approved");
    QTest::newRow("review two translated blocks")
        << QStringList {t, t, t, t} << QList<int> {1, 2} << int(ReviewAction::Review) << QString() << QStringList {t, r, r, t} << QString();
    QTest::newRow("confirm a draft and a pre-translated block")
        << QStringList {d, p, t, t} << QList<int> {0, 1} << int(ReviewAction::Confirm) << QString() << QStringList {t, t, t, t}
        << QString();
    QTest::newRow("reject reviewed and approved with a reason")
        << QStringList {t, r, a, t} << QList<int> {1, 2} << int(ReviewAction::Reject) << QStringLiteral("术语错了")
        << QStringList {t, d, d, t} << QString();
    QTest::newRow("reopen an approved block") << QStringList {t, t, a, t} << QList<int> {2} << int(ReviewAction::Reopen) << QString()
                                              << QStringList {t, t, t, t} << QString();
    QTest::newRow("one block of three refused: nothing written")
        << QStringList {t, t, a, t} << QList<int> {1, 2, 3} << int(ReviewAction::Review) << QString() << QStringList {t, t, a, t}
        << QStringLiteral("does not apply");
    QTest::newRow("reject without a reason: nothing written")
        << QStringList {t, r, t, t} << QList<int> {1} << int(ReviewAction::Reject) << QStringLiteral(" ") << QStringList {t, r, t, t}
        << QStringLiteral("note is empty");
    QTest::newRow("an id no block has: nothing written") << QStringList {t, t, t, t} << QList<int> {0, -1} << int(ReviewAction::Review)
                                                         << QString() << QStringList {t, t, t, t} << QStringLiteral("does not exist");
    QTest::newRow("a block given twice moves once")
        << QStringList {t, t, t, t} << QList<int> {3, 3} << int(ReviewAction::Review) << QString() << QStringList {t, t, t, r} << QString();
}

void TestReviewRepository::apply()
{
    QFETCH(QStringList, before);
    QFETCH(QList<int>, blocks);
    QFETCH(int, action);
    QFETCH(QString, note);
    QFETCH(QStringList, after);
    QFETCH(QString, error);
    setStatuses(before);
    QList<qint64> ids;
    for (int index : blocks) {
        ids.append(index < 0 ? 999999 : m_blocks.at(index));
    }

    ReviewRepository reviews(*m_store);
    const bool applied = reviews.apply(ids, ReviewAction(action), QStringLiteral("李雷"), note);

    QCOMPARE(applied, error.isEmpty());
    QVERIFY2(reviews.errorString().contains(error), qPrintable(reviews.errorString()));
    QCOMPARE(statuses(), after);
    const QSet<int> distinct(blocks.cbegin(), blocks.cend());
    QCOMPARE(eventCount(), applied ? qint64(distinct.size()) : qint64(0));
    if (applied) {
        const QList<ReviewEvent> events = reviews.history(ids.first());
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().fromStatus, before.at(blocks.first()));
        QCOMPARE(events.first().toStatus, after.at(blocks.first()));
        QCOMPARE(int(events.first().action), action);
        QCOMPARE(events.first().reviewer, QStringLiteral("李雷"));
        QCOMPARE(events.first().note, note);
    }
}

void TestReviewRepository::twoReviewers_data()
{
    QTest::addColumn<bool>("twoReviewers");
    QTest::addColumn<QString>("approver");
    QTest::addColumn<bool>("approved");

    QTest::newRow("setting off: the reviewer approves") << false << QStringLiteral("Li") << true;
    QTest::newRow("setting on: the reviewer may not approve") << true << QStringLiteral("Li") << false;
    QTest::newRow("setting on: another person approves") << true << QStringLiteral("Wang") << true;
    QTest::newRow("setting on: no name is refused") << true << QString() << false;
}

// Block 1 reviewed by Wang, then reopened and reviewed again by Li: Li's review is
// the one that counts.
void TestReviewRepository::twoReviewers()
{
    QFETCH(bool, twoReviewers);
    QFETCH(QString, approver);
    QFETCH(bool, approved);
    ReviewSettings settings;
    settings.twoReviewers = twoReviewers;
    QVERIFY(settings.save(*m_store));
    ReviewRepository reviews(*m_store);
    const QList<qint64> block {m_blocks.at(1)};
    QVERIFY(reviews.apply(block, ReviewAction::Review, QStringLiteral("Wang"), QString()));
    QVERIFY(reviews.apply(block, ReviewAction::Reopen, QString(), QString()));
    QVERIFY(reviews.apply(block, ReviewAction::Review, QStringLiteral("Li"), QString()));
    QCOMPARE(reviews.lastReviewer(m_blocks.at(1)), QStringLiteral("Li"));

    QCOMPARE(reviews.apply(block, ReviewAction::Approve, approver, QString()), approved);
    QCOMPARE(statuses().at(1), approved ? QStringLiteral("approved") : QStringLiteral("reviewed"));
    QCOMPARE(eventCount(), approved ? qint64(4) : qint64(3));
}

void TestReviewRepository::settingsRoundTrip_data()
{
    QTest::addColumn<QString>("stored"); // a null string: not stored
    QTest::addColumn<bool>("twoReviewers");
    QTest::newRow("not stored: one reviewer") << QString() << false;
    QTest::newRow("true") << QStringLiteral("true") << true;
    QTest::newRow("false") << QStringLiteral("false") << false;
    QTest::newRow("unreadable: the default") << QStringLiteral("yes please") << false;
}

void TestReviewRepository::settingsRoundTrip()
{
    QFETCH(QString, stored);
    QFETCH(bool, twoReviewers);
    if (!stored.isNull()) {
        QVERIFY(m_store->setSetting(QStringLiteral("review.twoReviewers"), stored));
    }
    ReviewSettings settings = ReviewSettings::load(*m_store);
    QCOMPARE(settings.twoReviewers, twoReviewers);
    settings.twoReviewers = !twoReviewers;
    QVERIFY(settings.save(*m_store));
    QCOMPARE(m_store->setting(QStringLiteral("review.twoReviewers")), !twoReviewers ? QStringLiteral("true") : QStringLiteral("false"));
    QVERIFY(ReviewSettings::load(*m_store) == settings);
}

void TestReviewRepository::history()
{
    ReviewRepository reviews(*m_store);
    const QList<qint64> block {m_blocks.at(2)};
    QVERIFY(reviews.apply(block, ReviewAction::Review, QStringLiteral(" 韩梅梅 "), QString()));
    QVERIFY(reviews.apply(block, ReviewAction::Approve, QStringLiteral("李雷"), QStringLiteral("好")));
    QVERIFY(reviews.apply(block, ReviewAction::Reject, QStringLiteral("李雷"), QStringLiteral(" 参数 batch_size 不对 \n")));
    QVERIFY(reviews.apply(block, ReviewAction::Confirm, QString(), QString()));

    const QList<ReviewEvent> events = reviews.history(m_blocks.at(2));
    QStringList described;
    for (const ReviewEvent &event : events) {
        QCOMPARE(event.targetBlockId, m_blocks.at(2));
        QVERIFY(!event.createdAt.isEmpty());
        described.append(QStringLiteral("%1 %2→%3 %4 %5")
                             .arg(ReviewActions::toString(event.action), event.fromStatus, event.toStatus, event.reviewer, event.note));
    }
    const QStringList expected {QStringLiteral("review translated→reviewed 韩梅梅 "), QStringLiteral("approve reviewed→approved 李雷 好"),
        QStringLiteral("reject approved→draft 李雷 参数 batch_size 不对"), QStringLiteral("confirm draft→translated  ")};
    QCOMPARE(described, expected);
    QVERIFY(reviews.history(m_blocks.at(0)).isEmpty());
}

void TestReviewRepository::latestEvents()
{
    ReviewRepository reviews(*m_store);
    QVERIFY(reviews.apply({m_blocks.at(1), m_blocks.at(3)}, ReviewAction::Review, QStringLiteral("Li"), QString()));
    QVERIFY(reviews.apply({m_blocks.at(3)}, ReviewAction::Reject, QStringLiteral("Wang"), QStringLiteral("Wrong unit.")));

    const QHash<qint64, ReviewEvent> latest = reviews.latestEvents(m_issueId);
    QCOMPARE(latest.size(), 2);
    QCOMPARE(latest.value(m_blocks.at(1)).action, ReviewAction::Review);
    QCOMPARE(latest.value(m_blocks.at(1)).reviewer, QStringLiteral("Li"));
    QCOMPARE(latest.value(m_blocks.at(3)).action, ReviewAction::Reject);
    QCOMPARE(latest.value(m_blocks.at(3)).note, QStringLiteral("Wrong unit."));
    QVERIFY(reviews.latestEvents(m_otherIssueId).isEmpty());
}

// Statuses: heading translated, 第一段 approved, 第二段 rejected (draft), 第三段
// rejected, then confirmed again.
void TestReviewRepository::summary()
{
    ReviewRepository reviews(*m_store);
    QVERIFY(reviews.apply({m_blocks.at(1), m_blocks.at(2), m_blocks.at(3)}, ReviewAction::Review, QStringLiteral("Li"), QString()));
    QVERIFY(reviews.apply({m_blocks.at(1)}, ReviewAction::Approve, QStringLiteral("Wang"), QString()));
    QVERIFY(reviews.apply({m_blocks.at(2), m_blocks.at(3)}, ReviewAction::Reject, QStringLiteral("Zhao"), QStringLiteral("No.")));
    QVERIFY(reviews.apply({m_blocks.at(3)}, ReviewAction::Confirm, QString(), QString()));
    QVERIFY(!reviews.apply({m_blocks.at(0)}, ReviewAction::Confirm, QString(), QString()));

    const ReviewRepository::Summary summary = reviews.summary(m_issueId);
    QVERIFY2(reviews.errorString().isEmpty(), qPrintable(reviews.errorString()));
    QCOMPARE(summary.blocks.value(QStringLiteral("translated")), 2);
    QCOMPARE(summary.blocks.value(QStringLiteral("approved")), 1);
    QCOMPARE(summary.blocks.value(QStringLiteral("draft")), 1);
    QCOMPARE(summary.blocks.value(QStringLiteral("reviewed")), 0);
    // "# 标题" 3 + "第三段。" 4; "第一段。" 4; "第二段，有 GPU。" 9 (the space is not counted).
    QCOMPARE(summary.characters.value(QStringLiteral("translated")), 7);
    QCOMPARE(summary.characters.value(QStringLiteral("approved")), 4);
    QCOMPARE(summary.characters.value(QStringLiteral("draft")), 9);
    QCOMPARE(summary.reviewers, (QStringList {QStringLiteral("Li"), QStringLiteral("Wang"), QStringLiteral("Zhao")}));
    QCOMPARE(summary.rejected, 1);

    const ReviewRepository::Summary other = reviews.summary(m_otherIssueId);
    QCOMPARE(other.blocks.value(QStringLiteral("translated")), 2);
    QVERIFY(other.reviewers.isEmpty());
    QCOMPARE(other.rejected, 0);
}

void TestReviewRepository::writeEventFollowsTheCallersTransaction_data()
{
    QTest::addColumn<bool>("commit");
    QTest::newRow("committed: recorded") << true;
    QTest::newRow("rolled back: gone") << false;
}

void TestReviewRepository::writeEventFollowsTheCallersTransaction()
{
    QFETCH(bool, commit);
    QVERIFY(m_store->beginWrite());
    QSqlDatabase db = m_store->database();
    QString error;
    QVERIFY2(ReviewRepository::writeEvent(db, m_blocks.at(0), QStringLiteral("translated"), QStringLiteral("reviewed"),
                 ReviewAction::Review, QStringLiteral("Li"), QString(), &error),
        qPrintable(error));
    QVERIFY(!ReviewRepository::writeEvent(db, 999999, QStringLiteral("translated"), QStringLiteral("reviewed"), ReviewAction::Review,
        QStringLiteral("Li"), QString(), &error));
    QVERIFY(!error.isEmpty());
    if (commit) {
        QVERIFY(m_store->commit());
    } else {
        m_store->rollback();
    }
    QCOMPARE(eventCount(), commit ? qint64(1) : qint64(0));
}

void TestReviewRepository::checkAndWriteUseTheHeldStatuses_data()
{
    QTest::addColumn<QString>("held"); // the status the caller holds for block 1; stored: draft
    QTest::addColumn<bool>("allowed");
    QTest::newRow("held translated: reviewed") << QStringLiteral("translated") << true;
    QTest::newRow("held approved: refused, nothing written") << QStringLiteral("approved") << false;
}

// DraftSession's way: the statuses it holds in memory are checked and moved, in its
// own transaction, by the same rules and writes as apply().
void TestReviewRepository::checkAndWriteUseTheHeldStatuses()
{
    QFETCH(QString, held);
    QFETCH(bool, allowed);
    setStatuses({QStringLiteral("draft"), QStringLiteral("draft"), QStringLiteral("draft"), QStringLiteral("draft")});
    ReviewRepository reviews(*m_store);
    const QList<ReviewRepository::Block> blocks {{m_blocks.at(1), held, QStringLiteral("第一段。")}};
    QCOMPARE(reviews.check(blocks, ReviewAction::Review, QStringLiteral("Li"), QString()), allowed);
    if (!allowed) {
        QVERIFY2(reviews.errorString().contains(QStringLiteral("does not apply")), qPrintable(reviews.errorString()));
        QCOMPARE(eventCount(), qint64(0));
        return;
    }
    QVERIFY(m_store->beginWrite());
    QVERIFY2(reviews.write(blocks, ReviewAction::Review, QStringLiteral("Li"), QString()), qPrintable(reviews.errorString()));
    QVERIFY(m_store->commit());
    QCOMPARE(statuses().at(1), QStringLiteral("reviewed"));
    const QList<ReviewEvent> events = reviews.history(m_blocks.at(1));
    QCOMPARE(events.size(), 1);
    QCOMPARE(events.first().fromStatus, held);
}

QTEST_GUILESS_MAIN(TestReviewRepository)
#include "tst_reviewrepository.moc"
