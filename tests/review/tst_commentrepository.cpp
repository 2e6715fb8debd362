// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/commentrepository.h"
#include "review/commenttreemodel.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");
const QByteArray kTranslation("# 标题\n\n第一段。\n\n第二段。\n");

} // namespace

// Comment threads on draft blocks: adding, replying (a reply to a reply joins the
// root), editing, resolving and reopening a thread, removing with replies, thread
// order, open threads per block, and the tree model the pane shows.
class TestCommentRepository : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void addRefusesBlankAndUnknown_data();
    void addRefusesBlankAndUnknown();
    void threadOrder();
    void replyToReplyJoinsRoot();
    void edit_data();
    void edit();
    void resolveAndReopen_data();
    void resolveAndReopen();
    void removeTakesReplies_data();
    void removeTakesReplies();
    void openThreadCounts();
    void textSurvivesByteForByte();
    void treeModel();
    void treeModelIndexOf();

private:
    qint64 addThread(int block, const QString &body);
    qint64 replyTo(qint64 commentId, const QString &body);
    QStringList described() const; // "root/reply body" in thread order

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    QList<qint64> m_blocks;
};

void TestCommentRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("c.yiqiao")), QStringLiteral("C")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(5, kPost, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT id FROM target_blocks WHERE issue_id = ? ORDER BY ordinal"));
    query.addBindValue(m_issueId);
    QVERIFY(query.exec());
    m_blocks.clear();
    while (query.next()) {
        m_blocks.append(query.value(0).toLongLong());
    }
    QCOMPARE(m_blocks.size(), 3);
}

void TestCommentRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

qint64 TestCommentRepository::addThread(int block, const QString &body)
{
    CommentRepository comments(*m_store);
    if (!comments.add(m_blocks.at(block), QStringLiteral("Li"), body)) {
        qWarning() << comments.errorString();
        return 0;
    }
    return comments.addedId();
}

qint64 TestCommentRepository::replyTo(qint64 commentId, const QString &body)
{
    CommentRepository comments(*m_store);
    if (!comments.reply(commentId, QStringLiteral("Wang"), body)) {
        qWarning() << comments.errorString();
        return 0;
    }
    return comments.addedId();
}

QStringList TestCommentRepository::described() const
{
    QStringList out;
    for (const Comment &comment : CommentRepository(*m_store).comments(m_issueId)) {
        out.append((comment.isRoot() ? QStringLiteral("root ") : QStringLiteral("reply ")) + comment.body);
    }
    return out;
}

void TestCommentRepository::addRefusesBlankAndUnknown_data()
{
    QTest::addColumn<bool>("knownBlock");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("error"); // part of the message; empty: added
    QTest::newRow("a comment") << true << QStringLiteral("这里的术语？") << QString();
    QTest::newRow("empty body") << true << QString() << QStringLiteral("needs a text");
    QTest::newRow("blank body") << true << QStringLiteral(" \n\t") << QStringLiteral("needs a text");
    QTest::newRow("unknown block") << false << QStringLiteral("Hm.") << QStringLiteral("does not exist");
}

void TestCommentRepository::addRefusesBlankAndUnknown()
{
    QFETCH(bool, knownBlock);
    QFETCH(QString, body);
    QFETCH(QString, error);
    CommentRepository comments(*m_store);
    const bool added = comments.add(knownBlock ? m_blocks.at(1) : 999999, QStringLiteral("Li"), body);
    QCOMPARE(added, error.isEmpty());
    QVERIFY2(comments.errorString().contains(error), qPrintable(comments.errorString()));
    QCOMPARE(comments.comments(m_issueId).size(), added ? 1 : 0);
    QCOMPARE(comments.addedId() != 0, added);
}

void TestCommentRepository::threadOrder()
{
    const qint64 first = addThread(2, QStringLiteral("a"));
    const qint64 second = addThread(1, QStringLiteral("b"));
    replyTo(second, QStringLiteral("b1"));
    replyTo(first, QStringLiteral("a1"));
    replyTo(second, QStringLiteral("b2"));
    const QStringList expected {QStringLiteral("root a"), QStringLiteral("reply a1"), QStringLiteral("root b"), QStringLiteral("reply b1"),
        QStringLiteral("reply b2")};
    QCOMPARE(described(), expected);
}

void TestCommentRepository::replyToReplyJoinsRoot()
{
    const qint64 root = addThread(1, QStringLiteral("root"));
    const qint64 reply = replyTo(root, QStringLiteral("first reply"));
    const qint64 replyToReply = replyTo(reply, QStringLiteral("reply to the reply"));
    QVERIFY(replyToReply != 0);
    const QList<Comment> comments = CommentRepository(*m_store).comments(m_issueId);
    QCOMPARE(comments.size(), 3);
    QCOMPARE(comments.at(2).id, replyToReply);
    QCOMPARE(comments.at(2).parentId, root);
    QCOMPARE(comments.at(2).targetBlockId, m_blocks.at(1));
    QCOMPARE(comments.at(2).author, QStringLiteral("Wang"));
    CommentRepository repository(*m_store);
    QVERIFY(!repository.reply(999999, QStringLiteral("Wang"), QStringLiteral("lost")));
    QVERIFY(repository.errorString().contains(QStringLiteral("does not exist")));
}

void TestCommentRepository::edit_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<bool>("knownComment");
    QTest::addColumn<QString>("expected"); // the stored body afterwards
    QTest::newRow("new text, trimmed") << QStringLiteral("  改成这样。 ") << true << QStringLiteral("改成这样。");
    QTest::newRow("blank text refused") << QStringLiteral("  ") << true << QStringLiteral("原文");
    QTest::newRow("unknown comment refused") << QStringLiteral("x") << false << QStringLiteral("原文");
}

void TestCommentRepository::edit()
{
    QFETCH(QString, body);
    QFETCH(bool, knownComment);
    QFETCH(QString, expected);
    const qint64 id = addThread(0, QStringLiteral("原文"));
    CommentRepository comments(*m_store);
    QCOMPARE(comments.edit(knownComment ? id : 999999, body), expected != QStringLiteral("原文"));
    QCOMPARE(comments.comments(m_issueId).first().body, expected);
}

void TestCommentRepository::resolveAndReopen_data()
{
    QTest::addColumn<QString>("steps"); // "resolve root", "resolve reply", "reopen root", "reopen reply", in order
    QTest::addColumn<QString>("failing"); // part of the last step's error; empty: every step succeeds
    QTest::addColumn<bool>("resolved");
    QTest::newRow("resolve the thread") << QStringLiteral("resolve root") << QString() << true;
    QTest::newRow("resolve and reopen") << QStringLiteral("resolve root,reopen root") << QString() << false;
    QTest::newRow("resolve a reply: refused") << QStringLiteral("resolve reply") << QStringLiteral("is a reply") << false;
    QTest::newRow("resolve twice: refused") << QStringLiteral("resolve root,resolve root") << QStringLiteral("resolved already") << true;
    QTest::newRow("reopen an open thread: refused") << QStringLiteral("reopen root") << QStringLiteral("open already") << false;
    QTest::newRow("reopen through a reply: refused") << QStringLiteral("resolve root,reopen reply") << QStringLiteral("is a reply") << true;
}

void TestCommentRepository::resolveAndReopen()
{
    QFETCH(QString, steps);
    QFETCH(QString, failing);
    QFETCH(bool, resolved);
    const qint64 root = addThread(1, QStringLiteral("术语？"));
    const qint64 reply = replyTo(root, QStringLiteral("对。"));
    CommentRepository comments(*m_store);
    const QStringList list = steps.split(QLatin1Char(','));
    for (int i = 0; i < list.size(); ++i) {
        const qint64 id = list.at(i).endsWith(QLatin1String("root")) ? root : reply;
        const bool ok = list.at(i).startsWith(QLatin1String("resolve"))
            ? comments.resolve(id, QStringLiteral("张三"), QStringLiteral(" 已改 "))
            : comments.reopen(id);
        const bool shouldFail = !failing.isEmpty() && i == list.size() - 1;
        QCOMPARE(ok, !shouldFail);
        if (shouldFail) {
            QVERIFY2(comments.errorString().contains(failing), qPrintable(comments.errorString()));
        }
    }
    const Comment stored = comments.comments(m_issueId).first();
    QCOMPARE(stored.isResolved(), resolved);
    QCOMPARE(stored.resolvedBy, resolved ? QStringLiteral("张三") : QString());
    QCOMPARE(stored.resolution, resolved ? QStringLiteral("已改") : QString());
    QCOMPARE(comments.comments(m_issueId).at(1).isResolved(), false);
}

void TestCommentRepository::removeTakesReplies_data()
{
    QTest::addColumn<bool>("removeRoot");
    QTest::addColumn<QStringList>("left");
    QTest::newRow("the root: its replies go too") << true << QStringList {QStringLiteral("root other")};
    QTest::newRow("a reply: only it goes") << false
                                           << QStringList {QStringLiteral("root thread"), QStringLiteral("reply second"),
                                                  QStringLiteral("root other")};
}

void TestCommentRepository::removeTakesReplies()
{
    QFETCH(bool, removeRoot);
    QFETCH(QStringList, left);
    const qint64 root = addThread(1, QStringLiteral("thread"));
    const qint64 reply = replyTo(root, QStringLiteral("first"));
    replyTo(root, QStringLiteral("second"));
    addThread(2, QStringLiteral("other"));
    CommentRepository comments(*m_store);
    QVERIFY2(comments.remove(removeRoot ? root : reply), qPrintable(comments.errorString()));
    QCOMPARE(described(), left);
    QVERIFY(!comments.remove(reply));
    QVERIFY(comments.errorString().contains(QStringLiteral("does not exist")));
}

void TestCommentRepository::openThreadCounts()
{
    const qint64 a = addThread(1, QStringLiteral("a"));
    addThread(1, QStringLiteral("b"));
    const qint64 c = addThread(2, QStringLiteral("c"));
    replyTo(a, QStringLiteral("a reply is no thread"));
    CommentRepository comments(*m_store);
    QVERIFY(comments.resolve(c, QStringLiteral("Li"), QString()));
    const QHash<qint64, int> counts = comments.openThreadCounts(m_issueId);
    QCOMPARE(counts.size(), 1);
    QCOMPARE(counts.value(m_blocks.at(1)), 2);
    QVERIFY(!counts.contains(m_blocks.at(2)));
}

// A leading U+FEFF and a U+FFFF are what SQLite's UTF-16 conversions lose.
void TestCommentRepository::textSurvivesByteForByte()
{
    const QString body = QStringLiteral("\uFEFF开头 and \uFFFF");
    addThread(0, body);
    QCOMPARE(CommentRepository(*m_store).comments(m_issueId).first().body, body);
}

void TestCommentRepository::treeModel()
{
    const qint64 a = addThread(1, QStringLiteral("first\nthread"));
    replyTo(a, QStringLiteral("a1"));
    replyTo(a, QStringLiteral("a2"));
    const qint64 b = addThread(2, QStringLiteral("second"));
    CommentRepository repository(*m_store);
    QVERIFY(repository.resolve(b, QStringLiteral("Li"), QStringLiteral("Done")));

    CommentTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setComments(repository.comments(m_issueId));
    QCOMPARE(reset.count(), 1);

    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(CommentTreeModel::ColumnCount));
    const QModelIndex thread = model.index(0, CommentTreeModel::TextColumn);
    QCOMPARE(thread.data().toString(), QStringLiteral("first thread"));
    QCOMPARE(model.index(0, CommentTreeModel::AuthorColumn).data().toString(), QStringLiteral("Li"));
    QVERIFY(!model.index(0, CommentTreeModel::DateColumn).data().toString().isEmpty());
    QCOMPARE(model.rowCount(model.index(0, 0)), 2);
    QCOMPARE(model.rowCount(thread), 0); // only column 0 has children
    const QModelIndex reply = model.index(1, CommentTreeModel::TextColumn, model.index(0, 0));
    QCOMPARE(reply.data().toString(), QStringLiteral("a2"));
    QCOMPARE(reply.data(CommentTreeModel::TargetBlockIdRole).toLongLong(), m_blocks.at(1));
    QCOMPARE(reply.parent(), model.index(0, 0));
    QCOMPARE(model.rowCount(reply.sibling(1, 0)), 0);
    QCOMPARE(model.index(0, 0).data(CommentTreeModel::ResolvedRole).toBool(), false);
    QCOMPARE(model.index(1, 0).data(CommentTreeModel::ResolvedRole).toBool(), true);
    QCOMPARE(model.index(1, 0).data(CommentTreeModel::CommentIdRole).toLongLong(), b);
    QVERIFY(model.index(1, 1).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Done")));
    QCOMPARE(model.headerData(CommentTreeModel::AuthorColumn, Qt::Horizontal).toString(), QStringLiteral("Author"));

    model.setComments({});
    QCOMPARE(model.rowCount(), 0);
}

void TestCommentRepository::treeModelIndexOf()
{
    const qint64 a = addThread(1, QStringLiteral("a"));
    const qint64 a1 = replyTo(a, QStringLiteral("a1"));
    CommentTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setComments(CommentRepository(*m_store).comments(m_issueId));
    QCOMPARE(model.indexOf(a), model.index(0, 0));
    QCOMPARE(model.indexOf(a1), model.index(0, 0, model.index(0, 0)));
    QCOMPARE(model.commentAt(model.indexOf(a1)).body, QStringLiteral("a1"));
    QVERIFY(!model.indexOf(999999).isValid());
}

QTEST_GUILESS_MAIN(TestCommentRepository)
#include "tst_commentrepository.moc"
