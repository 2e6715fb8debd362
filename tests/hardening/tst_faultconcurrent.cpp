// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fault tests: the project changed by another process while a draft is open with
// unsaved edits. The other change must not be overwritten silently and the edits
// must not be lost: the session's save is refused with a message, nothing is written,
// the edited text stays with the caller (the editor) and the other change stays in
// the file. Changes elsewhere in the project do not get in the way. Also the project
// file replaced by another file while open: nothing is written into either.
#include "draft/draftsession.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestFaultConcurrent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void otherProcessChangedTheDraft_data();
    void otherProcessChangedTheDraft();
    void changesElsewhereDoNotConflict_data();
    void changesElsewhereDoNotConflict();
    void fileReplacedWhileOpen();

private:
    int cli(const QStringList &arguments, QByteArray *err = nullptr);
    QString storedDraft(qint64 issueId);
    static void appendParagraph(const DraftSession &session, const QString &paragraph, QString *text, LineIds *ids);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestFaultConcurrent::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("shared.yiqiao"));
    ProjectStore store;
    QVERIFY(store.create(m_project, QStringLiteral("Shared")));
    PostImporter importer(store);
    for (int issue = 1; issue <= 2; ++issue) {
        QVERIFY(importer.importPost(issue, "# Title\n\nThe kernel runs.\n\nA second paragraph.\n", {}, {},
            QByteArray("# 标题\n\n内核 kernel 运行。\n\n第二段。\n")));
    }
}

int TestFaultConcurrent::cli(const QStringList &arguments, QByteArray *err)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(YIQIAO_CLI), arguments);
    process.waitForFinished(30000);
    if (err) {
        *err = process.readAllStandardError();
    }
    return process.exitCode();
}

QString TestFaultConcurrent::storedDraft(qint64 issueId)
{
    ProjectStore store;
    if (!store.open(m_project, ProjectStore::Access::ReadOnly)) {
        return store.errorString();
    }
    DraftSession session(store, issueId);
    return session.load() ? session.text() : session.errorString();
}

void TestFaultConcurrent::appendParagraph(const DraftSession &session, const QString &paragraph, QString *text, LineIds *ids)
{
    *text = session.text() + QStringLiteral("\n") + paragraph + QStringLiteral("\n");
    *ids = session.lineIds();
    ids->append(QList<qint64>());
    ids->append(QList<qint64>());
}

void TestFaultConcurrent::otherProcessChangedTheDraft_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("yiqiao-cli replace in the same draft") << QStringLiteral("replace");
    QTest::newRow("a second connection's draft session saves the same draft") << QStringLiteral("session");
}

void TestFaultConcurrent::otherProcessChangedTheDraft()
{
    QFETCH(QString, how);
    ProjectStore store;
    QVERIFY(store.open(m_project));
    DraftSession mine(store, 1);
    QVERIFY(mine.load());
    const QString loaded = mine.text();
    QString typed;
    LineIds ids;
    appendParagraph(mine, QStringLiteral("我输入的新段落。"), &typed, &ids);

    if (how == QLatin1String("replace")) {
        QByteArray err;
        QVERIFY2(cli({QStringLiteral("replace"), m_project, QStringLiteral("运行"), QStringLiteral("执行"), QStringLiteral("--issue"),
                         QStringLiteral("1")},
                     &err)
                == 0,
            err.constData());
    } else {
        ProjectStore other;
        QVERIFY(other.open(m_project));
        DraftSession theirs(other, 1);
        QVERIFY(theirs.load());
        QString text = theirs.text();
        text.replace(QStringLiteral("运行"), QStringLiteral("执行"));
        QVERIFY2(theirs.update(text, theirs.lineIds()), qPrintable(theirs.errorString()));
    }
    const QString other = storedDraft(1);
    QVERIFY2(other.contains(QStringLiteral("执行")), qPrintable(other));

    QVERIFY(!mine.update(typed, ids));
    QVERIFY2(mine.errorString().contains(QStringLiteral("Another program changed")), qPrintable(mine.errorString()));
    QVERIFY(mine.changedElsewhere());
    QCOMPARE(mine.text(), loaded); // the session is as it was; the editor still has `typed`
    QCOMPARE(storedDraft(1), other); // the other change is kept, nothing of ours mixed in
    // Again, as the next autosave would: still refused, still nothing written.
    QVERIFY(!mine.update(typed, ids));
    QCOMPARE(storedDraft(1), other);
    // Reloaded, the session sees the other change and the typed text can be saved on it.
    QVERIFY(mine.load());
    QCOMPARE(mine.text(), other);
    appendParagraph(mine, QStringLiteral("我输入的新段落。"), &typed, &ids);
    QVERIFY2(mine.update(typed, ids), qPrintable(mine.errorString()));
    QVERIFY(!mine.changedElsewhere());
    QCOMPARE(storedDraft(1), typed);
}

void TestFaultConcurrent::changesElsewhereDoNotConflict_data()
{
    QTest::addColumn<QStringList>("command"); // the project goes second
    QTest::newRow("another issue's draft replaced") << QStringList {
        QStringLiteral("replace"), QStringLiteral("运行"), QStringLiteral("执行"), QStringLiteral("--issue"), QStringLiteral("2")};
    QTest::newRow("a new issue imported") << QStringList {QStringLiteral("import"), QStringLiteral("--issue"), QStringLiteral("3")};
    QTest::newRow("the tags of this issue") << QStringList {
        QStringLiteral("tags"), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--set"), QStringLiteral("cuda")};
}

void TestFaultConcurrent::changesElsewhereDoNotConflict()
{
    QFETCH(QStringList, command);
    ProjectStore store;
    QVERIFY(store.open(m_project));
    DraftSession mine(store, 1);
    QVERIFY(mine.load());
    QString typed;
    LineIds ids;
    appendParagraph(mine, QStringLiteral("第一次保存。"), &typed, &ids);
    QVERIFY(mine.update(typed, ids)); // the session has written before
    command.insert(1, m_project);
    if (command.first() == QLatin1String("import")) {
        const QString post = m_dir->filePath(QStringLiteral("post.md"));
        QFile file(post);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# Another\n\nText.\n");
        file.close();
        command.append(post);
    }
    QByteArray err;
    QVERIFY2(cli(command, &err) == 0, err.constData());
    appendParagraph(mine, QStringLiteral("第二次保存。"), &typed, &ids);
    QVERIFY2(mine.update(typed, ids), qPrintable(mine.errorString()));
    QCOMPARE(storedDraft(1), typed);
}

// Another file moved over the project while it is open (a sync tool, a restore from
// a backup): the store must not write into the replaced file's old inode, where the
// change would vanish, nor into the new file unseen.
void TestFaultConcurrent::fileReplacedWhileOpen()
{
    ProjectStore store;
    QVERIFY(store.open(m_project));
    DraftSession mine(store, 1);
    QVERIFY(mine.load());
    const QString loaded = mine.text();
    const QString other = m_dir->filePath(QStringLiteral("other.yiqiao"));
    {
        ProjectStore copy;
        QVERIFY(copy.create(other, QStringLiteral("Other")));
        PostImporter importer(copy);
        QVERIFY(importer.importPost(1, "# Other\n\nOther text.\n", {}, {}));
    }
    QFile file(other);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray otherBytes = file.readAll();
    file.close();
    QVERIFY(QFile::remove(m_project));
    QVERIFY(QFile::rename(other, m_project));
    QString typed;
    LineIds ids;
    appendParagraph(mine, QStringLiteral("替换之后输入的。"), &typed, &ids);
    QVERIFY(!mine.update(typed, ids));
    QVERIFY2(mine.errorString().contains(QStringLiteral("moved or deleted")) || mine.errorString().contains(QStringLiteral("replaced")),
        qPrintable(mine.errorString()));
    QCOMPARE(mine.text(), loaded);
    store.close();
    QFile replaced(m_project);
    QVERIFY(replaced.open(QIODevice::ReadOnly));
    QCOMPARE(QCryptographicHash::hash(replaced.readAll(), QCryptographicHash::Sha256),
        QCryptographicHash::hash(otherBytes, QCryptographicHash::Sha256));
}

QTEST_GUILESS_MAIN(TestFaultConcurrent)
#include "tst_faultconcurrent.moc"
