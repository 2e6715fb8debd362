// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/mtcontroller.h"
#include "gui/workbenchcontroller.h"
#include "machinepane.h"
#include "mt/mtclient.h"
#include "mt/mtsettings.h"
#include "mtsettingsdialog.h"
#include "mttestserver.h"
#include "outlinepane.h"
#include "placecursor.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace {
const QByteArray kSource = "# Install the driver\n\n"
                           "Install the NVIDIA driver before you build the container image.\n\n"
                           "Restart the machine.\n\n"
                           "```bash\nnvidia-smi\n```\n";
const QString kParagraph = QStringLiteral("Install the NVIDIA driver before you build the container image.");
} // namespace

// The Machine pane as a translator uses it, against the tests' own endpoint: the
// suggestion streams in for the block at the cursor while the pane is in view,
// Ctrl+Alt+0 inserts it as one undo step, Cancel and moving on stop a request, and
// nothing is sent without an endpoint or while the pane is hidden.
class TestMtController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void suggestionStreamsInForTheBlockAtTheCursor();
    void ctrlAltZeroInsertsAsOneUndoStep();
    void cancelStopsTheRequest();
    void movingOnCancelsThePreviousRequest();
    void withoutEndpointNothingIsSent();
    void hiddenPaneSendsNothing();
    void codeIsNotSentOnItsOwn();
    void pretranslationFillsTheEditor();
    void pretranslationCancelledChangesNothing();
    void settingsAreTestedThenKept();
    void showRequestShowsWhatWasSent();
    void settingsDialogKeepsBadInputOpen_data();
    void settingsDialogKeepsBadInputOpen();
    void emptyEndpointTurnsSuggestionsOff();
    void readOnlySettingsStillCancel();
    void testRefusesWhatCannotBeKept_data();
    void testRefusesWhatCannotBeKept();
    void pretranslationSendsOnlyItsOwnRequests();

private:
    void configure();
    // Runs check on the settings dialog opened from the menu; true once it closed.
    bool withSettingsDialog(const std::function<void(MtSettingsDialog *)> &check);
    QUrl serverUrlWith(const QString &userInfo, const QString &query) const;
    void placeCursor(const QString &lineText, int column = 0);
    QPushButton *button(const QString &name) const { return m_pane->findChild<QPushButton *>(name); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<MtTestServer> m_server;
    qint64 m_issueId = 0;
    std::unique_ptr<QMainWindow> m_window;
    ActionRegistry *m_actions = nullptr;
    SideBySideView *m_view = nullptr;
    MachinePane *m_pane = nullptr;
    QDockWidget *m_dock = nullptr;
    WorkbenchController *m_workbench = nullptr;
    MtController *m_mt = nullptr;
};

void TestMtController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, kSource, {}, {}), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_server = std::make_unique<MtTestServer>();

    m_window = std::make_unique<QMainWindow>();
    m_actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView;
    auto *outline = new OutlinePane;
    auto *preview = new PreviewPane;
    auto *splitter = new QSplitter;
    splitter->addWidget(outline);
    splitter->addWidget(m_view);
    m_window->setCentralWidget(splitter);
    m_pane = new MachinePane;
    m_dock = new QDockWidget(QStringLiteral("Machine"), m_window.get());
    m_dock->setObjectName(QStringLiteral("machineDock"));
    m_dock->setWidget(m_pane);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    preview->setParent(m_window.get());
    preview->hide();
    m_window->resize(1200, 700);
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        m_window->addAction(m_actions->action(ActionRegistry::Id(id)));
    }
    m_workbench = new WorkbenchController(*m_actions, *m_view, *outline, *preview, m_window.get());
    m_mt = new MtController(*m_actions, *m_workbench, *m_view, *m_pane, *m_dock, m_window.get(), m_window.get());
    m_mt->setProject(m_store.get(), false);
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 3")));
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_view->draftEditor()->setFocus();
}

void TestMtController::cleanup()
{
    m_window.reset();
    m_server.reset();
    m_store.reset();
    m_dir.reset();
}

void TestMtController::configure()
{
    QVERIFY(m_mt->configure(m_server->url().toString(), QStringLiteral("test-model"), QString()));
    QVERIFY(m_pane->isConfigured());
}

void TestMtController::placeCursor(const QString &lineText, int column)
{
    QVERIFY2(::placeCursor(m_view->draftEditor(), lineText, column), qPrintable(QStringLiteral("no draft line %1").arg(lineText)));
}

void TestMtController::suggestionStreamsInForTheBlockAtTheCursor()
{
    configure();
    m_server->stream({QStringLiteral("构建容器镜像"), QStringLiteral("之前先安装"), QStringLiteral("NVIDIA 驱动。")});
    QSignalSpy partial(&m_mt->client(), &MtClient::partial);
    placeCursor(kParagraph, 5);
    QTRY_COMPARE(m_pane->suggestion(), QStringLiteral("构建容器镜像之前先安装NVIDIA 驱动。"));
    QVERIFY(partial.count() >= 1);
    QCOMPARE(m_pane->suggestionText(), m_pane->suggestion());
    QCOMPARE(m_server->requests().size(), 1);
    QVERIFY(m_mt->lastRequest().url == m_server->url());
    QVERIFY(!m_mt->lastRequest().display().isEmpty());
    // The same block again asks nothing more.
    placeCursor(kParagraph, 20);
    QSignalSpy busy(&m_mt->client(), &MtClient::partial);
    QVERIFY(!busy.wait(700));
    QCOMPARE(m_server->requests().size(), 1);
}

void TestMtController::ctrlAltZeroInsertsAsOneUndoStep()
{
    configure();
    m_server->answer(QStringLiteral("重启机器。"));
    placeCursor(QStringLiteral("Restart the machine."), 3);
    QTRY_COMPARE(m_pane->suggestion(), QStringLiteral("重启机器。"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_0, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(m_view->draftEditor()->toPlainText().contains(QStringLiteral("\n重启机器。")));
    QVERIFY(!m_view->draftEditor()->toPlainText().contains(QStringLiteral("Restart the machine.")));
    QVERIFY(m_workbench->save());
    QCOMPARE(IssueRepository(*m_store).targetBlocks(m_issueId).at(2).text, QStringLiteral("重启机器。"));
    // One Ctrl+Z brings the source copy back.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(m_view->draftEditor()->toPlainText().contains(QStringLiteral("Restart the machine.")));
    QVERIFY(!m_view->draftEditor()->toPlainText().contains(QStringLiteral("重启机器。")));
}

void TestMtController::cancelStopsTheRequest()
{
    configure();
    m_server->slow(QStringLiteral("重启"));
    placeCursor(QStringLiteral("Restart the machine."));
    QTRY_COMPARE(m_pane->suggestionText(), QStringLiteral("重启"));
    QVERIFY(m_pane->isBusy());
    QVERIFY(button(QStringLiteral("machineCancel"))->isVisible());
    QTest::mouseClick(button(QStringLiteral("machineCancel")), Qt::LeftButton);
    QVERIFY(!m_mt->client().isBusy());
    QTRY_VERIFY(!m_pane->isBusy());
    QVERIFY(m_pane->statusText().contains(QStringLiteral("Cancelled")));
    QVERIFY(m_pane->suggestion().isEmpty());
    // Ctrl+Alt+0 has nothing to insert.
    const QString before = m_view->draftEditor()->toPlainText();
    QTest::keyClick(m_view->draftEditor(), Qt::Key_0, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(m_view->draftEditor()->toPlainText(), before);
}

void TestMtController::movingOnCancelsThePreviousRequest()
{
    configure();
    m_server->slow();
    placeCursor(QStringLiteral("Restart the machine."));
    QTRY_VERIFY(m_mt->client().isBusy());
    QTRY_COMPARE(m_server->requests().size(), 1); // received whole before it is cancelled
    QSignalSpy cancelled(&m_mt->client(), &MtClient::cancelled);
    placeCursor(kParagraph);
    QTRY_COMPARE(cancelled.count(), 1);
    QTRY_COMPARE(m_server->requests().size(), 2);
    QVERIFY(m_pane->statusText().contains(QStringLiteral("Install the NVIDIA driver")));
}

void TestMtController::withoutEndpointNothingIsSent()
{
    QVERIFY(!m_pane->isConfigured());
    placeCursor(QStringLiteral("Restart the machine."));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_M, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(!m_mt->client().isBusy());
    QSignalSpy started(&m_mt->client(), &MtClient::partial);
    QVERIFY(!started.wait(600));
    QVERIFY(m_server->requests().isEmpty());
    QVERIFY(m_pane->findChild<QPushButton *>(QStringLiteral("machineSettings"))->isVisible());
}

void TestMtController::hiddenPaneSendsNothing()
{
    configure();
    m_dock->hide();
    m_server->answer(QStringLiteral("重启机器。"));
    placeCursor(QStringLiteral("Restart the machine."));
    QSignalSpy finished(&m_mt->client(), &MtClient::finished);
    QVERIFY(!finished.wait(700));
    QVERIFY(m_server->requests().isEmpty());
    // Asked for (Ctrl+Alt+M), the pane comes to the front and the request goes out.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_M, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(m_dock->isVisible());
    QTRY_COMPARE(m_pane->suggestion(), QStringLiteral("重启机器。"));
    QCOMPARE(m_server->requests().size(), 1);
}

// The cursor on a code block: nothing is sent by itself, the pane says why; Suggest
// (Ctrl+Alt+M) still asks.
void TestMtController::codeIsNotSentOnItsOwn()
{
    configure();
    m_server->answer(QStringLiteral("nvidia-smi"));
    placeCursor(QStringLiteral("nvidia-smi"));
    QSignalSpy finished(&m_mt->client(), &MtClient::finished);
    QVERIFY(!finished.wait(700));
    QVERIFY(m_server->requests().isEmpty());
    QTest::keyClick(m_view->draftEditor(), Qt::Key_M, Qt::ControlModifier | Qt::AltModifier);
    QTRY_COMPARE(m_pane->suggestion(), QStringLiteral("nvidia-smi"));
    QCOMPARE(m_server->requests().size(), 1);
}

void TestMtController::pretranslationFillsTheEditor()
{
    configure();
    m_server->answer(QStringLiteral("机器译文"));
    m_dock->hide(); // only pre-translation's requests
    QVERIFY(m_mt->pretranslateIssue());
    QCOMPARE(m_server->requests().size(), 3);
    QCOMPARE(m_view->draftEditor()->toPlainText().count(QStringLiteral("机器译文")), 3);
    for (const BlockRecord &block : IssueRepository(*m_store).targetBlocks(m_issueId)) {
        // The code block is not sent: it stays as imported.
        QCOMPARE(block.status, block.kind == BlockKind::Code ? BlockStatus::Draft : BlockStatus::Machine);
    }
    // Edited, a machine block becomes draft, as a memory pre-translated one does.
    placeCursor(QStringLiteral("机器译文"), -1);
    typeText(m_view->draftEditor(), QStringLiteral("改"));
    QVERIFY(m_workbench->save());
    const QList<BlockRecord> stored = IssueRepository(*m_store).targetBlocks(m_issueId);
    QCOMPARE(stored.at(0).text, QStringLiteral("机器译文改"));
    QCOMPARE(stored.at(0).status, BlockStatus::Draft);
    QCOMPARE(stored.at(1).status, BlockStatus::Machine);
}

// Cancel in the progress dialog stops the request that hangs; nothing is written.
void TestMtController::pretranslationCancelledChangesNothing()
{
    configure();
    m_dock->hide();
    m_server->slow();
    const QString before = m_view->draftEditor()->toPlainText();
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [this, &poll] {
        auto *progress = qobject_cast<QProgressDialog *>(QApplication::activeModalWidget());
        if (progress && !m_server->requests().isEmpty()) {
            poll.stop();
            QTest::mouseClick(progress->findChild<QPushButton *>(), Qt::LeftButton);
        }
    });
    poll.start(20);
    QSignalSpy failed(m_mt, &MtController::failed);
    QSignalSpy said(m_mt, &MtController::statusMessage);
    QVERIFY(!m_mt->pretranslateIssue());
    QCOMPARE(failed.count(), 0); // cancelled, not timed out
    QVERIFY(said.count() >= 1 && said.last().at(0).toString().contains(QStringLiteral("cancelled")));
    QCOMPARE(m_server->requests().size(), 1);
    QCOMPARE(m_view->draftEditor()->toPlainText(), before);
    for (const BlockRecord &block : IssueRepository(*m_store).targetBlocks(m_issueId)) {
        QCOMPARE(block.status, BlockStatus::Draft);
    }
}

// Machine Translation Settings…: the key from YIQIAO_MT_KEY is said to be used, Test
// sends a tiny request with what is typed, OK keeps the endpoint and model.
void TestMtController::settingsAreTestedThenKept()
{
    qputenv("YIQIAO_MT_KEY", "sk-from-env");
    qputenv("YIQIAO_MT_ENDPOINT", m_server->url().toEncoded()); // the key goes only there
    m_server->answer(QStringLiteral("你好"));
    bool checked = false;
    QTimer::singleShot(0, this, [this, &checked] {
        auto *dialog = qobject_cast<MtSettingsDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto *keySource = dialog->findChild<QLabel *>(QStringLiteral("mtKeySource"));
        QVERIFY(keySource->text().contains(QStringLiteral("YIQIAO_MT_KEY")));
        QVERIFY(!dialog->findChild<QLineEdit *>(QStringLiteral("mtKey"))->isEnabled());
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("mtEndpoint")), m_server->url().toString());
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("mtModel")), QStringLiteral("test-model"));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("mtTest")), Qt::LeftButton);
        QTRY_VERIFY(dialog->testResult().contains(QStringLiteral("It works")));
        QVERIFY(dialog->testResult().contains(QStringLiteral("你好")));
        checked = true;
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    m_actions->action(ActionRegistry::MachineTranslationSettings)->trigger();
    qunsetenv("YIQIAO_MT_KEY");
    qunsetenv("YIQIAO_MT_ENDPOINT");
    QVERIFY(checked);
    QCOMPARE(m_server->requests().size(), 1);
    const MtTestServer::Received test = m_server->requests().constFirst();
    QCOMPARE(test.headers.value("authorization"), QByteArray("Bearer sk-from-env"));
    QCOMPARE(test.json().value(QStringLiteral("model")).toString(), QStringLiteral("test-model"));
    QVERIFY(m_pane->isConfigured());
    const MtSettings stored = MtSettings::read(*m_store);
    QCOMPARE(stored.endpoint, m_server->url());
    QCOMPARE(stored.model, QStringLiteral("test-model"));
}

void TestMtController::showRequestShowsWhatWasSent()
{
    configure();
    m_server->answer(QStringLiteral("重启机器。"));
    placeCursor(QStringLiteral("Restart the machine."));
    QTRY_COMPARE(m_pane->suggestion(), QStringLiteral("重启机器。"));
    QString shown;
    QTimer::singleShot(0, this, [&shown] {
        QWidget *dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        shown = dialog->findChild<QPlainTextEdit *>(QStringLiteral("mtRequestText"))->toPlainText();
        dialog->close();
    });
    QTest::mouseClick(button(QStringLiteral("machineShowRequest")), Qt::LeftButton);
    QCOMPARE(shown, m_mt->lastRequest().display());
    QVERIFY(shown.contains(m_server->url().toString()));
    QVERIFY(shown.contains(QStringLiteral("test-model")));
    QVERIFY(shown.contains(QStringLiteral("Restart the machine.")));
}

bool TestMtController::withSettingsDialog(const std::function<void(MtSettingsDialog *)> &check)
{
    bool ran = false;
    QTimer::singleShot(0, this, [&check, &ran] {
        auto *dialog = qobject_cast<MtSettingsDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            return;
        }
        check(dialog);
        ran = true;
        if (dialog->isVisible()) {
            dialog->reject(); // the check failed early; never leave the test blocked
        }
    });
    m_actions->action(ActionRegistry::MachineTranslationSettings)->trigger();
    return ran;
}

QUrl TestMtController::serverUrlWith(const QString &userInfo, const QString &query) const
{
    QUrl url = m_server->url();
    url.setUserInfo(userInfo);
    url.setQuery(query);
    return url;
}

void TestMtController::settingsDialogKeepsBadInputOpen_data()
{
    QTest::addColumn<QString>("userInfo");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("message");
    QTest::newRow("user and password in the URL")
        << QStringLiteral("me:secret") << QString() << QStringLiteral("m") << QStringLiteral("user name or password");
    QTest::newRow("key in the query") << QString() << QStringLiteral("key=sk-1") << QStringLiteral("m") << QStringLiteral("query");
    QTest::newRow("no model") << QString() << QString() << QString() << QStringLiteral("Name the model");
}

// OK with what cannot be kept says why in the dialog, which stays open with
// everything typed (the key too); Cancel then changes nothing.
void TestMtController::settingsDialogKeepsBadInputOpen()
{
    QFETCH(QString, userInfo);
    QFETCH(QString, query);
    QFETCH(QString, model);
    QFETCH(QString, message);
    const QString endpoint = serverUrlWith(userInfo, query).toString();
    QSignalSpy failed(m_mt, &MtController::failed);
    bool stayed = false;
    QVERIFY(withSettingsDialog([&](MtSettingsDialog *dialog) {
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("mtEndpoint")), endpoint);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("mtModel")), model);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("mtKey")), QStringLiteral("sk-typed"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        stayed = dialog->isVisible();
        QVERIFY2(dialog->testResult().contains(message), qPrintable(dialog->testResult()));
        QCOMPARE(dialog->value().endpoint, endpoint);
        QCOMPARE(dialog->value().model, model);
        QCOMPARE(dialog->value().key, QStringLiteral("sk-typed"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    }));
    QVERIFY(stayed);
    QCOMPARE(failed.count(), 0);
    QVERIFY(!MtSettings::read(*m_store).isConfigured());
}

// Emptying the endpoint and the model turns machine suggestions off.
void TestMtController::emptyEndpointTurnsSuggestionsOff()
{
    configure();
    QVERIFY(withSettingsDialog([](MtSettingsDialog *dialog) {
        for (const QString &name : {QStringLiteral("mtEndpoint"), QStringLiteral("mtModel")}) {
            auto *field = dialog->findChild<QLineEdit *>(name);
            field->setFocus();
            QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClick(field, Qt::Key_Delete);
            QVERIFY(field->text().isEmpty());
        }
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
    }));
    QVERIFY(!MtSettings::read(*m_store).isConfigured());
    QVERIFY(!m_pane->isConfigured());
}

// A read-only project shows the settings but keeps them; Cancel and Esc still close.
void TestMtController::readOnlySettingsStillCancel()
{
    configure();
    m_mt->setProject(m_store.get(), true);
    bool closedByEsc = false;
    QVERIFY(withSettingsDialog([&closedByEsc](MtSettingsDialog *dialog) {
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(buttons->button(QDialogButtonBox::Cancel)->isEnabled());
        QVERIFY(!dialog->findChild<QLineEdit *>(QStringLiteral("mtEndpoint"))->isEnabled());
        QVERIFY(!dialog->findChild<QLineEdit *>(QStringLiteral("mtModel"))->isEnabled());
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("mtTest"))->isEnabled());
        QTest::keyClick(dialog, Qt::Key_Escape);
        closedByEsc = !dialog->isVisible();
    }));
    QVERIFY(closedByEsc);
    QCOMPARE(MtSettings::read(*m_store).model, QStringLiteral("test-model"));
}

void TestMtController::testRefusesWhatCannotBeKept_data()
{
    QTest::addColumn<QString>("userInfo");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("message");
    QTest::newRow("user and password") << QStringLiteral("me:secret") << QString() << QStringLiteral("user name or password");
    QTest::newRow("key in the query") << QString() << QStringLiteral("key=sk-1") << QStringLiteral("query");
}

// Test sends nothing to a URL the settings would refuse: it says why.
void TestMtController::testRefusesWhatCannotBeKept()
{
    QFETCH(QString, userInfo);
    QFETCH(QString, query);
    QFETCH(QString, message);
    m_server->answer(QStringLiteral("你好"));
    QVERIFY(withSettingsDialog([&](MtSettingsDialog *dialog) {
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("mtEndpoint")), serverUrlWith(userInfo, query).toString());
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("mtModel")), QStringLiteral("test-model"));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("mtTest")), Qt::LeftButton);
        QTRY_VERIFY(dialog->testResult().contains(QStringLiteral("It does not work")));
        QVERIFY2(dialog->testResult().contains(message), qPrintable(dialog->testResult()));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
    }));
    QCOMPARE(m_server->requests().size(), 0);
}

// While pre-translation waits for an answer, the pane asks nothing of its own.
void TestMtController::pretranslationSendsOnlyItsOwnRequests()
{
    configure();
    m_server->answer(QStringLiteral("重启机器。"));
    placeCursor(QStringLiteral("Restart the machine."));
    QTRY_COMPARE(m_pane->suggestion(), QStringLiteral("重启机器。"));
    QCOMPARE(m_server->requests().size(), 1);
    m_server->rateLimited(1); // the first request waits a second, longer than the pane's delay
    m_server->answer(QStringLiteral("机器译文"));
    placeCursor(kParagraph); // the pane's timer starts
    QVERIFY(m_mt->pretranslateIssue());
    QCOMPARE(m_server->requests().size(), 1 + 1 + 3);
}

QTEST_MAIN(TestMtController)
#include "tst_mtcontroller.moc"
