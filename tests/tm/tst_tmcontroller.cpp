// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/tmcontroller.h"
#include "gui/workbenchcontroller.h"
#include "outlinepane.h"
#include "placecursor.h"
#include "previewpane.h"
#include "qa/qahousestyle.h"
#include "qa/qasettings.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tm/tmxwriter.h"
#include "tm/translationmemory.h"
#include "tmpane.h"
#include "tmunits.h"
#include "typetext.h"

#include <QAction>
#include <QLineEdit>
#include <QSaveFile>
#include <QSignalSpy>
#include <QSplitter>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <memory>

namespace {
const QByteArray kSource = "# Install the driver\n\n"
                           "Install the NVIDIA driver before you build the container image.\n\n"
                           "Restart the machine.\n";

} // namespace

// The memory pane as a translator uses it: matches follow the cursor (looked up in
// the worker thread), Ctrl+Alt+N inserts, the search field finds units, confirmed
// blocks feed the memory.
class TestTmController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void matchesFollowTheCursor();
    void ctrlAltNumberReplacesAnUntranslatedBlock();
    void ctrlAltNumberInsertsAtTheCursorInATranslatedBlock();
    void insertedMatchFollowsTheHouseStyle();
    void concordanceFromTheSearchField();
    void confirmedBlocksFeedTheMemory();
    void importedTmxIsLookedUp();
    void brokenTmxChangesNothing();
    void largeTmxIsIndexedForConcordanceAfterwards();
    void waitingUnitsAreIndexedWhenTheProjectOpens();
    void attachedTmxComesAndGoes();
    void closingLeavesOneFile();
    void pretranslationFillsTheEditor();

private:
    void placeCursor(const QString &lineText, int column = 0);
    QList<BlockRecord> storedDraft() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    std::unique_ptr<QWidget> m_window;
    ActionRegistry *m_actions = nullptr;
    SideBySideView *m_view = nullptr;
    TmPane *m_pane = nullptr;
    WorkbenchController *m_workbench = nullptr;
    TmController *m_tm = nullptr;
};

void TestTmController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, kSource, {}, {}), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add({unit(QStringLiteral("Install the NVIDIA driver before you build the container images."),
                            QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。")),
                           unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))},
        QStringLiteral("tmx:vendor.tmx")));

    m_window = std::make_unique<QWidget>();
    m_actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView;
    auto *outline = new OutlinePane;
    auto *preview = new PreviewPane;
    m_pane = new TmPane;
    auto *splitter = new QSplitter(m_window.get());
    for (QWidget *widget : {static_cast<QWidget *>(outline), static_cast<QWidget *>(m_view), static_cast<QWidget *>(m_pane)}) {
        splitter->addWidget(widget);
    }
    preview->setParent(m_window.get());
    preview->hide();
    splitter->resize(1200, 700);
    m_window->resize(1200, 700);
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        m_window->addAction(m_actions->action(ActionRegistry::Id(id)));
    }
    m_workbench = new WorkbenchController(*m_actions, *m_view, *outline, *preview, m_window.get());
    m_tm = new TmController(*m_actions, *m_workbench, *m_view, *m_pane, m_window.get(), m_window.get());
    m_tm->setProject(m_store.get(), false);
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 3")));
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_view->draftEditor()->setFocus();
}

void TestTmController::cleanup()
{
    m_window.reset();
    m_store.reset();
    m_dir.reset();
}

void TestTmController::placeCursor(const QString &lineText, int column)
{
    QVERIFY2(::placeCursor(m_view->draftEditor(), lineText, column), qPrintable(QStringLiteral("no draft line %1").arg(lineText)));
}

QList<BlockRecord> TestTmController::storedDraft() const
{
    return IssueRepository(*m_store).targetBlocks(m_issueId);
}

void TestTmController::matchesFollowTheCursor()
{
    placeCursor(QStringLiteral("Install the NVIDIA driver before you build the container image."));
    QTRY_COMPARE(m_pane->matches().size(), 1);
    QVERIFY(m_pane->matches().constFirst().score < 100);
    QVERIFY(m_pane->resultsText().contains(QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。")));
    QVERIFY(m_pane->resultsText().contains(QStringLiteral("vendor.tmx")));
    placeCursor(QStringLiteral("Restart the machine."));
    QTRY_COMPARE(m_pane->matches().value(0).unit.target, QStringLiteral("重启机器。"));
    QCOMPARE(m_pane->matches().size(), 1);
    placeCursor(QStringLiteral("# Install the driver"));
    QTRY_VERIFY(m_pane->matches().isEmpty());
}

void TestTmController::ctrlAltNumberReplacesAnUntranslatedBlock()
{
    placeCursor(QStringLiteral("Install the NVIDIA driver before you build the container image."), 10);
    QTRY_COMPARE(m_pane->matches().value(0).unit.target, QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_1, Qt::ControlModifier | Qt::AltModifier);
    // In the project's typography: the d2l style of a new project writes Latin text
    // without spaces (QaStyleFixer).
    QVERIFY(m_view->draftEditor()->toPlainText().contains(QStringLiteral("\n构建容器镜像之前先安装NVIDIA驱动。\n")));
    QVERIFY(!m_view->draftEditor()->toPlainText().contains(QStringLiteral("container image.")));
    QVERIFY(m_workbench->save());
    const QList<BlockRecord> draft = storedDraft();
    QCOMPARE(draft.size(), 3);
    QCOMPARE(draft.at(1).text, QStringLiteral("构建容器镜像之前先安装NVIDIA驱动。"));
    QCOMPARE(draft.at(1).aligned, QList<qint64> {IssueRepository(*m_store).sourceBlocks(m_issueId).at(1).id});
    // Undo brings the source copy back in one step.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(m_view->draftEditor()->toPlainText().contains(QStringLiteral("container image.")));
}

void TestTmController::ctrlAltNumberInsertsAtTheCursorInATranslatedBlock()
{
    placeCursor(QStringLiteral("Restart the machine."));
    typeText(m_view->draftEditor(), QStringLiteral("然后"));
    QVERIFY(m_workbench->save());
    QTRY_COMPARE(m_pane->matches().value(0).unit.target, QStringLiteral("重启机器。"));
    placeCursor(QStringLiteral("然后Restart the machine."), 2);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_1, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(m_view->draftEditor()->toPlainText().contains(QStringLiteral("然后重启机器。Restart the machine.")));
    // A number without a match does nothing.
    const QString before = m_view->draftEditor()->toPlainText();
    QTest::keyClick(m_view->draftEditor(), Qt::Key_2, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(m_view->draftEditor()->toPlainText(), before);
}

// A house that spaces Latin text and writes colons half-width gets the match so.
void TestTmController::insertedMatchFollowsTheHouseStyle()
{
    QaHouseStyle house;
    house.add(
        {{QStringLiteral("colon"), {{QStringLiteral("half"), 400}}}, {QStringLiteral("latin-spacing"), {{QStringLiteral("space"), 400}}}});
    QVERIFY(m_store->beginWrite() && house.save(*m_store) && QaSettings::saveStyleName(*m_store, QStringLiteral("learned"))
        && m_store->commit());
    QVERIFY(TranslationMemory(*m_store).add({unit(QStringLiteral("Install the NVIDIA driver before you build the container image."),
                                                QStringLiteral("注意：构建容器镜像之前先安装NVIDIA驱动。"))},
        QStringLiteral("tmx:house.tmx")));
    placeCursor(QStringLiteral("Install the NVIDIA driver before you build the container image."), 10);
    QTRY_COMPARE(m_pane->matches().value(0).unit.target, QStringLiteral("注意：构建容器镜像之前先安装NVIDIA驱动。"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_1, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY2(m_view->draftEditor()->toPlainText().contains(QStringLiteral("\n注意: 构建容器镜像之前先安装 NVIDIA 驱动。\n")),
        qPrintable(m_view->draftEditor()->toPlainText()));
}

void TestTmController::concordanceFromTheSearchField()
{
    auto *search = m_pane->findChild<QLineEdit *>(QStringLiteral("tmSearch"));
    QVERIFY(search);
    m_actions->action(ActionRegistry::SearchMemory)->trigger();
    QTRY_VERIFY(search->hasFocus());
    typeText(search, QStringLiteral("驱动"));
    QTest::keyClick(search, Qt::Key_Return);
    QTRY_COMPARE(m_pane->matches().size(), 1);
    QVERIFY(m_pane->resultsText().contains(QStringLiteral("驱动")));
    QCOMPARE(m_pane->matches().constFirst().score, 0);
}

void TestTmController::confirmedBlocksFeedTheMemory()
{
    placeCursor(QStringLiteral("Restart the machine."));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_End);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Home, Qt::ShiftModifier);
    typeText(m_view->draftEditor(), QStringLiteral("请重启这台机器。"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return, Qt::ControlModifier);
    TranslationMemory memory(*m_store);
    QTRY_COMPARE_WITH_TIMEOUT(memory.units(QStringLiteral("project")).size(), 1, 5000);
    QCOMPARE(memory.units(QStringLiteral("project")).constFirst().target, QStringLiteral("请重启这台机器。"));
    QCOMPARE(memory.units(QStringLiteral("project")).constFirst().source, QStringLiteral("Restart the machine."));
}

namespace {
QString writeTmx(const QString &path, const QList<TmUnit> &units)
{
    QSaveFile file(path);
    QString error;
    if (!file.open(QIODevice::WriteOnly) || !TmxWriter::write(file, units, &error) || !file.commit()) {
        qWarning() << error;
    }
    return path;
}
} // namespace

void TestTmController::importedTmxIsLookedUp()
{
    placeCursor(QStringLiteral("# Install the driver"));
    QTRY_COMPARE(m_pane->resultsText().contains(QStringLiteral("No matches")), true);
    const QString path = writeTmx(m_dir->filePath(QStringLiteral("agency.tmx")),
        {unit(QStringLiteral("# Install the driver"), QStringLiteral("# 安装驱动")),
            unit(QStringLiteral("Check the logs."), QStringLiteral("查看日志。"))});
    QSignalSpy failed(m_tm, &TmController::failed);
    QVERIFY(m_tm->importTmxFile(path));
    QCOMPARE(failed.count(), 0);
    // The worker's index follows the GUI connection's write without a reload.
    QTRY_COMPARE(m_pane->matches().value(0).unit.target, QStringLiteral("# 安装驱动"));
    QCOMPARE(m_pane->matches().constFirst().origin, QStringLiteral("tmx:agency.tmx"));
    QCOMPARE(TranslationMemory(*m_store).count(), 4);
}

// More than IndexedAtOnce units: stored at once, found by concordance at once, and
// indexed for it between events afterwards.
void TestTmController::largeTmxIsIndexedForConcordanceAfterwards()
{
    QList<TmUnit> units;
    for (int i = 0; i <= TranslationMemory::IndexedAtOnce; ++i) {
        units.append(unit(QStringLiteral("Sentence %1 about the fan.").arg(i), QStringLiteral("关于风扇的第 %1 句。").arg(i)));
    }
    const QString path = writeTmx(m_dir->filePath(QStringLiteral("large.tmx")), units);
    QVERIFY(m_tm->importTmxFile(path));
    TranslationMemory memory(*m_store);
    QVERIFY(memory.pendingCount() > 0); // the import did not wait for the index
    m_window->activateWindow(); // after the progress dialog
    QTRY_VERIFY(m_window->isActiveWindow());
    auto *search = m_pane->findChild<QLineEdit *>(QStringLiteral("tmSearch"));
    QVERIFY(search);
    m_actions->action(ActionRegistry::SearchMemory)->trigger();
    QTRY_VERIFY(search->hasFocus());
    typeText(search, QStringLiteral("Sentence 2000 about"));
    QTest::keyClick(search, Qt::Key_Return);
    QTRY_COMPARE(m_pane->matches().size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(memory.pendingCount(), 0, 60000);
    QCOMPARE(memory.concordance(QStringLiteral("Sentence 2000 about")).size(), 1);
}

// Units an earlier session (or `yiqiao-cli tm import`) left waiting are indexed
// once the project is open in the window.
void TestTmController::waitingUnitsAreIndexedWhenTheProjectOpens()
{
    m_tm->setProject(nullptr, false);
    QList<TmUnit> units;
    for (int i = 0; i <= TranslationMemory::IndexedAtOnce; ++i) {
        units.append(unit(QStringLiteral("Line %1 of the log.").arg(i), QStringLiteral("日志第 %1 行。").arg(i)));
    }
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add(units, QStringLiteral("tmx:log.tmx")));
    QCOMPARE(memory.pendingCount(), TranslationMemory::IndexedAtOnce + 1);
    m_tm->setProject(m_store.get(), false);
    QTRY_COMPARE_WITH_TIMEOUT(memory.pendingCount(), 0, 60000);
}

void TestTmController::brokenTmxChangesNothing()
{
    const QString path = m_dir->filePath(QStringLiteral("broken.tmx"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\"?><tmx version=\"1.4\"><body><tu><tuv xml:lang=\"en\"><seg>x</seg>");
    file.close();
    QSignalSpy failed(m_tm, &TmController::failed);
    QVERIFY(!m_tm->importTmxFile(path));
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.first().first().toString().contains(QStringLiteral("broken.tmx")));
    QCOMPARE(TranslationMemory(*m_store).count(), 2);
    QVERIFY(!m_tm->importTmxFile(m_dir->filePath(QStringLiteral("missing.tmx"))));
    QCOMPARE(failed.count(), 2);
}

void TestTmController::attachedTmxComesAndGoes()
{
    const QString path = writeTmx(
        m_dir->filePath(QStringLiteral("shared.tmx")), {unit(QStringLiteral("# Install the driver"), QStringLiteral("# 安装显卡驱动"))});
    placeCursor(QStringLiteral("# Install the driver"));
    QVERIFY(m_tm->attachFile(path));
    QTRY_COMPARE(m_pane->matches().value(0).unit.target, QStringLiteral("# 安装显卡驱动"));
    QVERIFY(m_pane->resultsText().contains(QStringLiteral("shared.tmx")));
    QVERIFY(m_tm->detachFile(path));
    QTRY_VERIFY(m_pane->matches().isEmpty());
}

// The worker's connection is closed before the project's own, which can then take
// the file out of WAL mode: a closed project is one file that can be copied.
void TestTmController::closingLeavesOneFile()
{
    placeCursor(QStringLiteral("Restart the machine."));
    QTRY_COMPARE(m_pane->matches().size(), 1);
    const QString path = m_store->path();
    QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(m_workbench->showIssue(nullptr, 0, {}));
    const int connections = int(QSqlDatabase::connectionNames().size());
    m_tm->setProject(nullptr, false);
    // Closed by the time setProject() returns, not some time later.
    QCOMPARE(int(QSqlDatabase::connectionNames().size()), connections - 1);
    m_store->close();
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
}

void TestTmController::pretranslationFillsTheEditor()
{
    QVERIFY(m_tm->pretranslateIssue(75));
    QCOMPARE(m_view->draftEditor()->toPlainText(),
        QStringLiteral("# Install the driver\n\n构建容器镜像之前先安装 NVIDIA 驱动。\n\n重启机器。\n"));
    QStringList statuses;
    for (const BlockRecord &block : storedDraft()) {
        statuses.append(block.status);
    }
    QCOMPARE(statuses, (QStringList {QStringLiteral("draft"), QStringLiteral("pretranslated"), QStringLiteral("pretranslated")}));
    // Typing in a pre-translated block makes it a draft.
    placeCursor(QStringLiteral("重启机器。"), 0);
    typeText(m_view->draftEditor(), QStringLiteral("请"));
    QVERIFY(m_workbench->save());
    QCOMPARE(storedDraft().last().status, QStringLiteral("draft"));
}

QTEST_MAIN(TestTmController)
#include "tst_tmcontroller.moc"
