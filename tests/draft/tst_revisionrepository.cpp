// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/utf8text.h"
#include "draft/blockrecord.h"
#include "draft/revisionrepository.h"
#include "export/exportsettings.h"
#include "export/finishedpost.h"
#include "export/markdownexporter.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// RevisionRepository: revision 0 at import (and what a second import does), coalescing
// by author, window and seal (kept across connections), no revision for an unchanged
// draft, projects without a base, contents, sizes and the export footer's count.

namespace {

const QByteArray kSource("# Install CUDA\n\nThis post shows how to install CUDA.\n\nRun the installer.\n");
const QByteArray kSecondPost("# Part two\n\nMore steps.\n");
const QDateTime kStart(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);

} // namespace

class TestRevisionRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void importWritesTheBase();
    void unchangedDraftWritesNothing();
    void secondRecord_data();
    void secondRecord();
    void coalescingKeepsCreationAndMergesSummaries();
    void sealWithoutChangesWritesNothing();
    void projectWithoutBaseStartsAtOne();
    void secondPostBeforeAnyEdit();
    void postImportedAfterRevisions();
    void countFeedsTheExportFooter();
    void errors();
    void recordTextKeepsADraftNotStored();

private:
    void importPost(const QByteArray &post);
    // Sets the text of the draft's block `index`.
    void editBlock(int index, const QString &text);
    QByteArray draft() const;
    QList<int> numbers() const;
    // Closes and reopens the project, as another process would see it.
    void reopen();
    void exec(const QString &sql, const QVariantList &values);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue = 0;
};

void TestRevisionRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    importPost(kSource);
}

void TestRevisionRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestRevisionRepository::importPost(const QByteArray &post)
{
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(7, post, QString(), QString()), qPrintable(importer.errorString()));
    m_issue = importer.result().issueId;
}

void TestRevisionRepository::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_store->database());
    QVERIFY(query.prepare(sql));
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    QVERIFY2(query.exec(), qPrintable(sql));
}

void TestRevisionRepository::editBlock(int index, const QString &text)
{
    const QList<BlockRecord> blocks = IssueRepository(*m_store).targetBlocks(m_issue);
    QVERIFY(index < blocks.size());
    exec(QStringLiteral("UPDATE target_blocks SET text = CAST(? AS TEXT) WHERE id = ?"), {Utf8Text::bind(text), blocks.at(index).id});
}

QByteArray TestRevisionRepository::draft() const
{
    IssueRepository issues(*m_store);
    return MarkdownExporter(issues).draft(m_issue);
}

QList<int> TestRevisionRepository::numbers() const
{
    QList<int> out;
    for (const Revision &revision : RevisionRepository(*m_store).revisions(m_issue)) {
        out.append(revision.number);
    }
    return out;
}

void TestRevisionRepository::reopen()
{
    const QString path = m_store->path();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->open(path), qPrintable(m_store->errorString()));
}

void TestRevisionRepository::importWritesTheBase()
{
    RevisionRepository repository(*m_store);
    const QList<Revision> revisions = repository.revisions(m_issue);
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.first().number, 0);
    QCOMPARE(revisions.first().size, qint64(draft().size()));
    QVERIFY(revisions.first().createdAt.isValid());
    QCOMPARE(repository.content(m_issue, 0).value_or(QStringLiteral("<none>")).toUtf8(), draft());
    QCOMPARE(draft(), kSource);
    QCOMPARE(repository.count(m_issue), 0);
}

void TestRevisionRepository::unchangedDraftWritesNothing()
{
    RevisionRepository repository(*m_store);
    QVERIFY2(repository.record(m_issue, QStringLiteral("li"), QStringLiteral("Saved")), qPrintable(repository.errorString()));
    QCOMPARE(repository.lastOutcome(), RevisionRepository::Outcome::Unchanged);
    QCOMPARE(repository.lastNumber(), 0);
    editBlock(1, QStringLiteral("本文介绍如何安装 CUDA。"));
    QVERIFY(repository.record(m_issue, QStringLiteral("li"), QStringLiteral("Saved")));
    QCOMPARE(repository.lastOutcome(), RevisionRepository::Outcome::Added);
    QVERIFY(repository.record(m_issue, QStringLiteral("wang"), QStringLiteral("Saved"), RevisionRepository::Mode::New));
    QCOMPARE(repository.lastOutcome(), RevisionRepository::Outcome::Unchanged);
    QCOMPARE(repository.lastNumber(), 1);
    QCOMPARE(numbers(), (QList<int> {1, 0}));
}

void TestRevisionRepository::secondRecord_data()
{
    QTest::addColumn<int>("firstMode");
    QTest::addColumn<QString>("secondAuthor");
    QTest::addColumn<int>("secondsLater");
    QTest::addColumn<bool>("sealBetween");
    QTest::addColumn<int>("secondMode");
    QTest::addColumn<QList<int>>("numbers");
    const int coalesce = int(RevisionRepository::Mode::Coalesce);
    const int newOne = int(RevisionRepository::Mode::New);
    const QString li = QStringLiteral("li");
    const QList<int> replaced {1, 0};
    const QList<int> added {2, 1, 0};

    QTest::newRow("same author within the window: replaced") << coalesce << li << 60 << false << coalesce << replaced;
    QTest::newRow("same author just inside the window: replaced") << coalesce << li << 1799 << false << coalesce << replaced;
    QTest::newRow("same author at the window's end: new") << coalesce << li << 1800 << false << coalesce << added;
    QTest::newRow("another author: new") << coalesce << QStringLiteral("wang") << 60 << false << coalesce << added;
    QTest::newRow("after a seal (another connection): new") << coalesce << li << 60 << true << coalesce << added;
    QTest::newRow("second in New mode: new") << coalesce << li << 60 << false << newOne << added;
    QTest::newRow("first in New mode is sealed: new") << newOne << li << 60 << false << coalesce << added;
    QTest::newRow("clock gone backwards: new") << coalesce << li << -60 << false << coalesce << added;
}

void TestRevisionRepository::secondRecord()
{
    QFETCH(int, firstMode);
    QFETCH(QString, secondAuthor);
    QFETCH(int, secondsLater);
    QFETCH(bool, sealBetween);
    QFETCH(int, secondMode);
    QFETCH(QList<int>, numbers);

    editBlock(1, QStringLiteral("本文介绍如何安装 CUDA。"));
    RevisionRepository first(*m_store);
    first.setNow(kStart);
    QVERIFY2(first.record(m_issue, QStringLiteral("li"), QStringLiteral("Edited"), RevisionRepository::Mode(firstMode)),
        qPrintable(first.errorString()));
    QCOMPARE(first.lastOutcome(), RevisionRepository::Outcome::Added);
    QCOMPARE(first.lastNumber(), 1);
    if (sealBetween) {
        QVERIFY2(first.seal(m_issue), qPrintable(first.errorString()));
    }
    reopen();
    editBlock(2, QStringLiteral("运行安装程序。"));
    RevisionRepository second(*m_store);
    second.setNow(kStart.addSecs(secondsLater));
    QVERIFY2(second.record(m_issue, secondAuthor, QStringLiteral("Edited"), RevisionRepository::Mode(secondMode)),
        qPrintable(second.errorString()));
    QCOMPARE(this->numbers(), numbers);
    QCOMPARE(second.lastNumber(), numbers.first());
    QCOMPARE(second.lastOutcome(), numbers.size() == 2 ? RevisionRepository::Outcome::Replaced : RevisionRepository::Outcome::Added);
    QCOMPARE(second.content(m_issue, numbers.first()).value_or(QString()).toUtf8(), draft());
    QCOMPARE(second.revisions(m_issue).first().author, numbers.size() == 2 ? QStringLiteral("li") : secondAuthor);
    if (numbers.size() == 3) {
        QVERIFY(second.content(m_issue, 1).value_or(QString()).contains(QStringLiteral("Run the installer.")));
    }
}

void TestRevisionRepository::coalescingKeepsCreationAndMergesSummaries()
{
    RevisionRepository repository(*m_store);
    const QStringList summaries {QStringLiteral("Edited"), QStringLiteral("Fixed a term"), QStringLiteral("Edited"), QString()};
    for (int i = 0; i < summaries.size(); ++i) {
        editBlock(1, QStringLiteral("第 %1 稿。").arg(i));
        repository.setNow(kStart.addSecs(600 * i)); // each within 30 minutes of the last change
        QVERIFY2(repository.record(m_issue, QStringLiteral("li"), summaries.at(i)), qPrintable(repository.errorString()));
    }
    const QList<Revision> revisions = repository.revisions(m_issue);
    QCOMPARE(revisions.size(), 2);
    QCOMPARE(revisions.first().number, 1);
    QCOMPARE(revisions.first().summary, QStringLiteral("Edited; Fixed a term"));
    QCOMPARE(revisions.first().createdAt, kStart);
    QCOMPARE(revisions.first().updatedAt, kStart.addSecs(1800));
    QCOMPARE(revisions.first().size, qint64(draft().size()));
    QVERIFY(repository.content(m_issue, 1).value_or(QString()).contains(QStringLiteral("第 3 稿。")));
}

void TestRevisionRepository::sealWithoutChangesWritesNothing()
{
    RevisionRepository repository(*m_store);
    QVERIFY(repository.seal(m_issue));
    QCOMPARE(m_store->setting(QStringLiteral("revisions.sealed.%1").arg(m_issue), QStringLiteral("<unset>")), QStringLiteral("<unset>"));
    editBlock(1, QStringLiteral("改了。"));
    QVERIFY(repository.record(m_issue, QStringLiteral("li"), QString()));
    QVERIFY(repository.seal(m_issue));
    QCOMPARE(m_store->setting(QStringLiteral("revisions.sealed.%1").arg(m_issue)), QStringLiteral("1"));
}

// An issue from before schema version 7 has no revision 0: the first autosave or
// reload takes the draft as the imported one (no revision counted, so the footer and
// the untouched-import rule stay as they were); the next change is revision 1. A
// command's own revision (Mode::New) is revision 1 at once.
void TestRevisionRepository::projectWithoutBaseStartsAtOne()
{
    exec(QStringLiteral("DELETE FROM revisions WHERE issue_id = ?"), {m_issue});
    RevisionRepository repository(*m_store);
    QCOMPARE(repository.revisions(m_issue).size(), 0);
    QVERIFY(repository.record(m_issue, QStringLiteral("li"), QString()));
    QCOMPARE(numbers(), QList<int> {0});
    QCOMPARE(repository.count(m_issue), 0);
    QCOMPARE(repository.content(m_issue, 0).value_or(QString()).toUtf8(), draft());
    editBlock(1, QStringLiteral("改了。"));
    QVERIFY(repository.record(m_issue, QStringLiteral("li"), QStringLiteral("Edited")));
    QCOMPARE(numbers(), (QList<int> {1, 0}));
    QCOMPARE(repository.count(m_issue), 1);
    exec(QStringLiteral("DELETE FROM revisions WHERE issue_id = ?"), {m_issue});
    QVERIFY(repository.record(m_issue, QStringLiteral("li"), QStringLiteral("pre-translated"), RevisionRepository::Mode::New));
    QCOMPARE(numbers(), QList<int> {1});
}

void TestRevisionRepository::secondPostBeforeAnyEdit()
{
    importPost(kSecondPost);
    QCOMPARE(numbers(), QList<int> {0});
    RevisionRepository repository(*m_store);
    const QString base = repository.content(m_issue, 0).value_or(QString());
    QCOMPARE(base.toUtf8(), draft());
    QVERIFY(base.contains(QStringLiteral("More steps.")));
}

void TestRevisionRepository::postImportedAfterRevisions()
{
    editBlock(1, QStringLiteral("改了。"));
    RevisionRepository repository(*m_store);
    QVERIFY(repository.record(m_issue, QString(), QStringLiteral("Edited")));
    importPost(kSecondPost);
    QCOMPARE(numbers(), (QList<int> {2, 1, 0}));
    QCOMPARE(repository.revisions(m_issue).first().summary, QStringLiteral("Another post imported"));
    QCOMPARE(repository.content(m_issue, 2).value_or(QString()).toUtf8(), draft());
    // The import's revision is sealed: the same (empty) author right after starts a new one.
    editBlock(1, QStringLiteral("又改了。"));
    repository.setNow(QDateTime::currentDateTimeUtc().addSecs(60));
    QVERIFY(repository.record(m_issue, QString(), QStringLiteral("Edited")));
    QCOMPARE(numbers(), (QList<int> {3, 2, 1, 0}));
}

void TestRevisionRepository::countFeedsTheExportFooter()
{
    RevisionRepository repository(*m_store);
    editBlock(1, QStringLiteral("第一稿。"));
    QVERIFY(repository.record(m_issue, QStringLiteral("li"), QStringLiteral("Translated")));
    editBlock(1, QStringLiteral("第二稿。"));
    QVERIFY(repository.record(m_issue, QStringLiteral("wang"), QStringLiteral("Reviewed")));
    QCOMPARE(repository.count(m_issue), 2);
    FinishedPost post(*m_store);
    const auto markdown = post.markdown(m_issue, ExportSettings());
    QVERIFY2(markdown, qPrintable(post.errorString()));
    QVERIFY2(QString::fromUtf8(*markdown).contains(QStringLiteral("修订次数：2")), markdown->constData());
}

void TestRevisionRepository::errors()
{
    RevisionRepository repository(*m_store);
    QVERIFY(!repository.record(m_issue + 100, QStringLiteral("li"), QString()));
    QVERIFY(!repository.errorString().isEmpty());
    QVERIFY(!repository.content(m_issue, 5));
    QCOMPARE(repository.errorString(), QStringLiteral("The issue has no revision 5."));
    QCOMPARE(repository.revisions(m_issue + 100).size(), 0);
    QVERIFY(repository.errorString().isEmpty());
}

void TestRevisionRepository::recordTextKeepsADraftNotStored()
{
    RevisionRepository repository(*m_store);
    const QString mine = QStringLiteral("# 安装\n\n窗口里输入、尚未保存的译文。\n");
    QVERIFY2(repository.recordText(m_issue, QStringLiteral("li"), QStringLiteral("Mine"), mine), qPrintable(repository.errorString()));
    QCOMPARE(repository.lastOutcome(), RevisionRepository::Outcome::Added);
    QCOMPARE(repository.content(m_issue, 1).value_or(QString()), mine);
    QCOMPARE(draft(), kSource); // the stored draft is untouched
    // Sealed: the next save by the same author is a revision of its own, with the stored draft.
    editBlock(1, QStringLiteral("本文介绍如何安装 CUDA。"));
    QVERIFY(repository.record(m_issue, QStringLiteral("li"), QStringLiteral("Saved")));
    QCOMPARE(repository.lastOutcome(), RevisionRepository::Outcome::Added);
    QCOMPARE(numbers(), (QList<int> {2, 1, 0}));
    QCOMPARE(repository.content(m_issue, 1).value_or(QString()), mine);
    QVERIFY(!repository.recordText(m_issue + 100, QStringLiteral("li"), QString(), mine));
    QVERIFY(!repository.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestRevisionRepository)
#include "tst_revisionrepository.moc"
