// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every review write must work as the first write of a session: the first write
// switches the project file to WAL, which SQLite refuses while a statement of the
// connection is still open (a lookup left open before beginWrite()).
#include "checklist/checklistrepository.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "qa/qafinding.h"
#include "qa/qawaiverrepository.h"
#include "review/commentrepository.h"
#include "review/feedbackrepository.h"
#include "review/readertestrepository.h"
#include "review/reviewrepository.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using Write = std::function<QString(ProjectStore &, qint64 issueId, qint64 blockId)>;
Q_DECLARE_METATYPE(Write)

class TestReviewFirstWrites : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firstWriteOfASession_data();
    void firstWriteOfASession();
};

void TestReviewFirstWrites::firstWriteOfASession_data()
{
    QTest::addColumn<Write>("write");
    QTest::newRow("comment") << Write([](ProjectStore &store, qint64, qint64 block) {
        CommentRepository comments(store);
        return comments.add(block, QStringLiteral("审校"), QStringLiteral("请统一术语")) ? QString() : comments.errorString();
    });
    QTest::newRow("feedback") << Write([](ProjectStore &store, qint64 issue, qint64 block) {
        FeedbackRepository feedback(store);
        return feedback.add(issue, block, FeedbackReport::Type::Term, QStringLiteral("术语不准"), QStringLiteral("读者"))
            ? QString()
            : feedback.errorString();
    });
    QTest::newRow("reader test") << Write([](ProjectStore &store, qint64 issue, qint64) {
        ReaderTestRepository tests(store);
        ReaderTest test;
        test.issueId = issue;
        test.reader = QStringLiteral("读者A");
        return tests.add(test) > 0 ? QString() : tests.errorString();
    });
    QTest::newRow("review") << Write([](ProjectStore &store, qint64, qint64 block) {
        ReviewRepository reviews(store);
        return reviews.apply({block}, ReviewAction::Review, QStringLiteral("审校"), {}) ? QString() : reviews.errorString();
    });
    QTest::newRow("checklist item") << Write([](ProjectStore &store, qint64 issue, qint64) {
        ChecklistRepository checklist(store);
        return checklist.setChecked(issue, QStringLiteral("code_verified"), true, QStringLiteral("审校")) ? QString()
                                                                                                          : checklist.errorString();
    });
    QTest::newRow("waiver") << Write([](ProjectStore &store, qint64 issue, qint64 block) {
        QaFinding finding;
        finding.check = QStringLiteral("content.untranslated");
        finding.targetBlockId = block;
        QaWaiverRepository waivers(store);
        return waivers.waive(issue, finding, QStringLiteral("产品名"), QStringLiteral("审校")) ? QString() : waivers.errorString();
    });
    QTest::newRow("revision") << Write([](ProjectStore &store, qint64 issue, qint64) {
        RevisionRepository revisions(store);
        return revisions.record(issue, QStringLiteral("译者"), QString(), RevisionRepository::Mode::New) ? QString()
                                                                                                         : revisions.errorString();
    });
    QTest::newRow("status through the draft session") << Write([](ProjectStore &store, qint64 issue, qint64) {
        DraftSession session(store, issue);
        if (!session.load()) {
            return session.errorString();
        }
        return session.review({1}, ReviewAction::Review, QStringLiteral("审校"), {}) ? QString() : session.errorString();
    });
}

void TestReviewFirstWrites::firstWriteOfASession()
{
    QFETCH(Write, write);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
    qint64 issue = 0;
    qint64 block = 0;
    {
        ProjectStore store;
        QVERIFY(store.create(path, QStringLiteral("P")));
        PostImporter importer(store);
        QVERIFY2(importer.importPost(
                     1, "# Adam\n\nAdam combines all these techniques.\n", {}, {}, QByteArray("# Adam算法\n\nAdam算法汇总了这些技术。\n")),
            qPrintable(importer.errorString()));
        issue = importer.result().issueId;
        block = IssueRepository(store).targetBlocks(issue).at(1).id;
    }
    ProjectStore store;
    QVERIFY(store.open(path));
    const QString error = write(store, issue, block);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestReviewFirstWrites)
#include "tst_reviewfirstwrites.moc"
