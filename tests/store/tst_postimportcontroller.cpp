// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findchild.h"
#include "gui/postimportcontroller.h"
#include "postimportdialog.h"
#include "store/issuerepository.h"
#include "tempproject.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

// File ▸ Import Posts… as the window runs it: the numbers and titles asked for, then
// the files one after the other under a progress dialog, what was made and what was
// refused reported at the end.
class TestPostImportController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void importsAndReports();
    void proposesNextNumberAndTheTitle();
    void badNumbersAreExplainedAndImportNothing_data();
    void badNumbersAreExplainedAndImportNothing();
    void cancelImportsNothing();

private:
    QString write(const QString &name, const QByteArray &bytes);
    PostImportDialog *question();
    void clickImport(PostImportDialog *dialog);

    std::unique_ptr<TempProject> m_project;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QWidget> m_window;
};

void TestPostImportController::init()
{
    m_project = std::make_unique<TempProject>();
    const QString error = m_project->create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<QWidget>();
    m_window->resize(800, 600);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

QString TestPostImportController::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir->filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        return {};
    }
    return file.fileName();
}

PostImportDialog *TestPostImportController::question()
{
    auto *dialog = m_window->findChild<PostImportDialog *>();
    if (dialog && !QTest::qWaitForWindowExposed(dialog)) {
        return nullptr;
    }
    return dialog;
}

void TestPostImportController::clickImport(PostImportDialog *dialog)
{
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(ok, Qt::LeftButton);
}

void TestPostImportController::importsAndReports()
{
    const QString good = write(QStringLiteral("good.md"), "# Kernels\n\nA kernel runs.\n");
    const QString binary = write(QStringLiteral("image.md"), QByteArray("\x89PNG\r\n\x1a\n\0\0\0", 11));
    PostImportController importer(m_window.get());
    QSignalSpy finished(&importer, &PostImportController::finished);
    QVERIFY(importer.start(m_project->store(), {binary, good}));
    QVERIFY(importer.isRunning());
    // One at a time: a second import while one is asked for or runs is refused.
    QVERIFY(!importer.start(m_project->store(), {good}));
    PostImportDialog *dialog = question();
    QVERIFY(dialog);
    clickImport(dialog);
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY(!importer.isRunning());
    QCOMPARE(finished.constFirst().at(0).value<QList<int>>(), QList<int> {2});
    const QStringList errors = finished.constFirst().at(1).toStringList();
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.constFirst().startsWith(QLatin1String("image.md: ")), qPrintable(errors.constFirst()));
    QCOMPARE(IssueRepository(m_project->store()).issues().size(), 1);
}

// The next free number and the post's own title are proposed; a Chinese title typed
// over it is the issue's.
void TestPostImportController::proposesNextNumberAndTheTitle()
{
    QVERIFY(IssueRepository(m_project->store()).createIssue(41, QStringLiteral("第41期")) > 0);
    const QString post = write(QStringLiteral("llms.md"), "---\ntitle: \"2023, year of open LLMs\"\n---\n\n# Intro\n\nText.\n");
    PostImportController importer(m_window.get());
    QSignalSpy finished(&importer, &PostImportController::finished);
    QVERIFY(importer.start(m_project->store(), {post}));
    PostImportDialog *dialog = question();
    QVERIFY(dialog);
    auto *number = child<QLineEdit>(*dialog, "importNumber0");
    auto *title = child<QLineEdit>(*dialog, "importTitle0");
    QCOMPARE(number->text(), QStringLiteral("42"));
    QCOMPARE(title->text(), QStringLiteral("2023, year of open LLMs"));
    QTest::mouseClick(title, Qt::LeftButton);
    QTest::keyClick(title, Qt::Key_A, Qt::ControlModifier);
    QInputMethodEvent chinese; // as an input method commits it
    chinese.setCommitString(QStringLiteral("2023，开放大模型之年"));
    QApplication::sendEvent(title, &chinese);
    clickImport(dialog);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.constFirst().at(0).value<QList<int>>(), QList<int> {42});
    QCOMPARE(IssueRepository(m_project->store()).issue(42)->title, QStringLiteral("2023，开放大模型之年"));
}

void TestPostImportController::badNumbersAreExplainedAndImportNothing_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("message");
    QTest::newRow("taken") << QStringLiteral("7") << QStringLiteral("Issue 7 already exists (“第7期”)");
    QTest::newRow("not a number") << QStringLiteral("abc") << QStringLiteral("“abc” is not an issue number");
    QTest::newRow("empty") << QString() << QStringLiteral("Type an issue number");
}

void TestPostImportController::badNumbersAreExplainedAndImportNothing()
{
    QFETCH(QString, typed);
    QFETCH(QString, message);
    QVERIFY(IssueRepository(m_project->store()).createIssue(7, QStringLiteral("第7期")) > 0);
    const QString post = write(QStringLiteral("post.md"), "# Post\n\nText.\n");
    PostImportController importer(m_window.get());
    QSignalSpy finished(&importer, &PostImportController::finished);
    QVERIFY(importer.start(m_project->store(), {post}));
    PostImportDialog *dialog = question();
    QVERIFY(dialog);
    auto *number = child<QLineEdit>(*dialog, "importNumber0");
    auto *problem = child<QLabel>(*dialog, "importProblem");
    QVERIFY(problem->isHidden());
    QTest::mouseClick(number, Qt::LeftButton);
    QTest::keyClick(number, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(number, Qt::Key_Backspace);
    QTest::keyClicks(number, typed);
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().startsWith(message), qPrintable(problem->text()));
    // Neither the button nor Enter imports.
    clickImport(dialog);
    QTest::keyClick(number, Qt::Key_Return);
    QVERIFY(dialog->isVisible());
    QCOMPARE(finished.size(), 0);
    QCOMPARE(IssueRepository(m_project->store()).issues().size(), 1);
    // Mended, it imports.
    QTest::keyClick(number, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(number, QStringLiteral("8"));
    QVERIFY(problem->isHidden());
    QTest::keyClick(number, Qt::Key_Return);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.constFirst().at(0).value<QList<int>>(), QList<int> {8});
}

void TestPostImportController::cancelImportsNothing()
{
    const QString post = write(QStringLiteral("post.md"), "# Post\n\nText.\n");
    PostImportController importer(m_window.get());
    QSignalSpy finished(&importer, &PostImportController::finished);
    QVERIFY(importer.start(m_project->store(), {post}));
    PostImportDialog *dialog = question();
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(!importer.isRunning());
    QCOMPARE(finished.size(), 0);
    QVERIFY(IssueRepository(m_project->store()).issues().isEmpty());
    // Closing the project cancels a question left open.
    QVERIFY(importer.start(m_project->store(), {post}));
    QVERIFY(question());
    importer.cancel();
    QTRY_VERIFY(!importer.isRunning());
    QVERIFY(IssueRepository(m_project->store()).issues().isEmpty());
}

QTEST_MAIN(TestPostImportController)
#include "tst_postimportcontroller.moc"
