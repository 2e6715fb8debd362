// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/termcontroller.h"
#include "gui/workbenchcontroller.h"
#include "outlinepane.h"
#include "placecursor.h"
#include "previewpane.h"
#include "qa/qasettings.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "termentries.h"
#include "termpane.h"
#include "terms/termrepository.h"
#include "typetext.h"

#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
const QByteArray kSource =
    "# Profiling\n\nThe CUDA kernel launch overhead dominates short runs.\n\nThe Linux kernel schedules processes.\n";
const QByteArray kDraft = "# 性能分析\n\n启动开销在短任务中占主导。\n\n内核调度进程。\n";

TermEntry kernel()
{
    // Both keywords are in the post; the one in the block decides.
    TermEntry entry = kernelEntry();
    entry.renderings[1].keywords = QStringList {QStringLiteral("Linux")};
    entry.renderings[1].priority = 1;
    return entry;
}
} // namespace

// The term pane as a translator uses it: the terms follow the cursor with the
// rendering their context selects, Ctrl+1 inserts it, the block's findings update
// after a save.
class TestTermController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void renderingFollowsTheContext();
    void ctrlOneInsertsAndTheFindingGoes();
    void emptyTermbaseSaysHowToFillIt();
    void editorsAreUnderlinedAndFollowTyping();
    void postTagsSelectARendering();
    void postWithByteOrderMarkAndCrlfIsMarkedToo();
    void shorterDraftThanSource();
    void insertedTermIsSpacedAsTheHouseWrites();

private:
    void placeCursor(const QString &line, int column = 0);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<QWidget> m_window;
    SideBySideView *m_view = nullptr;
    TermPane *m_pane = nullptr;
    WorkbenchController *m_workbench = nullptr;
    TermController *m_terms = nullptr;
    qint64 m_issueId = 0;
};

void TestTermController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    TermRepository terms(*m_store);
    QVERIFY(terms.add({kernel()}));
    m_window = std::make_unique<QWidget>();
    auto *actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView;
    m_pane = new TermPane;
    auto *outline = new OutlinePane(m_window.get());
    auto *preview = new PreviewPane(m_window.get());
    outline->hide();
    preview->hide();
    auto *splitter = new QSplitter(m_window.get());
    splitter->addWidget(m_view);
    splitter->addWidget(m_pane);
    splitter->resize(1100, 600);
    m_window->resize(1100, 600);
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        m_window->addAction(actions->action(ActionRegistry::Id(id)));
    }
    m_workbench = new WorkbenchController(*actions, *m_view, *outline, *preview, m_window.get());
    m_terms = new TermController(*actions, *m_workbench, *m_view, *m_pane, m_window.get());
    m_terms->setProject(m_store.get(), TermRepository(*m_store).all());
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_view->draftEditor()->setFocus();
}

void TestTermController::cleanup()
{
    m_window.reset();
    m_store.reset();
    m_dir.reset();
}

void TestTermController::placeCursor(const QString &line, int column)
{
    QVERIFY2(::placeCursor(m_view->draftEditor(), line, column), qPrintable(line));
}

void TestTermController::renderingFollowsTheContext()
{
    placeCursor(QStringLiteral("启动开销在短任务中占主导。"));
    QTRY_COMPARE(m_pane->suggestions().value(0).selection.text, QStringLiteral("CUDA核函数"));
    QVERIFY(m_pane->resultsText().contains(QStringLiteral("CUDA")));
    // The missing rendering is a finding of this block.
    QTRY_VERIFY2(m_pane->resultsText().contains(QStringLiteral("not translated as “CUDA核函数”")), qPrintable(m_pane->resultsText()));
    placeCursor(QStringLiteral("内核调度进程。"));
    QTRY_COMPARE(m_pane->suggestions().value(0).selection.text, QStringLiteral("内核"));
    placeCursor(QStringLiteral("# 性能分析"));
    QTRY_VERIFY(m_pane->suggestions().isEmpty());
}

void TestTermController::ctrlOneInsertsAndTheFindingGoes()
{
    placeCursor(QStringLiteral("启动开销在短任务中占主导。"));
    QTRY_COMPARE(m_pane->suggestions().size(), 1);
    // The findings come from a check on the controller's thread.
    QTRY_VERIFY2(m_pane->resultsText().contains(QStringLiteral("not translated")), qPrintable(m_pane->resultsText()));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("CUDA核函数启动开销在短任务中占主导。"));
    QVERIFY(m_workbench->save());
    QTRY_VERIFY(!m_pane->resultsText().contains(QStringLiteral("not translated")));
}

void TestTermController::emptyTermbaseSaysHowToFillIt()
{
    TermRepository terms(*m_store);
    QVERIFY(terms.remove(terms.all().constFirst().id));
    m_terms->reloadTerms();
    QVERIFY(m_pane->suggestions().isEmpty());
    QVERIFY(m_pane->resultsText().contains(QStringLiteral("terms import")));
}

namespace {
// style|marked text, in document order
QStringList marked(const QPlainTextEdit *edit, const QList<TextMarks::Mark> &marks)
{
    const QStringList styles {QStringLiteral("term"), QStringLiteral("warning"), QStringLiteral("error")};
    QStringList lines;
    for (const TextMarks::Mark &mark : marks) {
        QTextCursor cursor(edit->document());
        cursor.setPosition(mark.start);
        cursor.setPosition(mark.end, QTextCursor::KeepAnchor);
        lines.append(styles.at(int(mark.style)) + QLatin1Char('|')
            + (mark.start == mark.end ? QStringLiteral("badge after ") + edit->document()->findBlock(mark.start).text()
                                      : cursor.selectedText()));
    }
    lines.sort();
    return lines;
}
} // namespace

void TestTermController::editorsAreUnderlinedAndFollowTyping()
{
    // Both source terms underlined; the CUDA one warns: its rendering is missing.
    QTRY_COMPARE(marked(m_view->sourceView(), m_view->sourceView()->textMarks()),
        (QStringList {QStringLiteral("term|kernel"), QStringLiteral("warning|kernel")}));
    QCOMPARE(marked(m_view->draftEditor(), m_view->draftEditor()->textMarks()),
        QStringList {QStringLiteral("warning|badge after 启动开销在短任务中占主导。")});
    QVERIFY(m_view->draftEditor()->textMarks().constFirst().toolTip.contains(QStringLiteral("CUDA核函数")));

    // The wrong rendering typed: once saved, it is marked where it stands.
    placeCursor(QStringLiteral("启动开销在短任务中占主导。"));
    typeText(m_view->draftEditor(), QStringLiteral("内核"));
    QTRY_COMPARE(marked(m_view->draftEditor(), m_view->draftEditor()->textMarks()), QStringList {QStringLiteral("error|内核")});
    QTRY_COMPARE(marked(m_view->sourceView(), m_view->sourceView()->textMarks()),
        (QStringList {QStringLiteral("term|kernel"), QStringLiteral("term|kernel")}));

    // Corrected: no mark is left in the draft.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Backspace);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Backspace);
    typeText(m_view->draftEditor(), QStringLiteral("CUDA核函数"));
    QTRY_VERIFY(m_view->draftEditor()->textMarks().isEmpty());
}

void TestTermController::postTagsSelectARendering()
{
    TermEntry launch;
    launch.source = QStringLiteral("launch");
    launch.renderings = {termRendering(QStringLiteral("启动"), true), termRendering(QStringLiteral("发射"))};
    launch.renderings[1].postTags = QStringList {QStringLiteral("cuda")};
    QVERIFY(TermRepository(*m_store).add({launch}));
    m_terms->reloadTerms();
    const auto renderingOfLaunch = [this] {
        for (const TermSuggestion &suggestion : m_pane->suggestions()) {
            if (suggestion.matched == QLatin1String("launch")) {
                return suggestion.selection.text;
            }
        }
        return QString();
    };
    placeCursor(QStringLiteral("启动开销在短任务中占主导。"));
    QTRY_COMPARE(renderingOfLaunch(), QStringLiteral("启动"));
    QVERIFY(m_terms->setTags({QStringLiteral(" CUDA "), QStringLiteral("cuda"), QStringLiteral("profiling")}));
    QCOMPARE(m_terms->tags(), (QStringList {QStringLiteral("CUDA"), QStringLiteral("profiling")}));
    QCOMPARE(IssueRepository(*m_store).tags(m_issueId), m_terms->tags());
    QTRY_COMPARE(renderingOfLaunch(), QStringLiteral("发射"));
}

void TestTermController::postWithByteOrderMarkAndCrlfIsMarkedToo()
{
    // The byte order mark sits before the first block, whose marks must not shift.
    QByteArray source = "\xEF\xBB\xBF# The kernel\n\nThe Linux kernel schedules processes.\n";
    QByteArray draft = "\xEF\xBB\xBF# CUDA核函数\n\n内核调度进程。\n";
    source.replace("\n", "\r\n");
    draft.replace("\n", "\r\n");
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(2, source, {}, {}, draft), qPrintable(importer.errorString()));
    QVERIFY(m_workbench->showIssue(m_store.get(), importer.result().issueId, QStringLiteral("Issue 2")));
    QTRY_COMPARE(marked(m_view->sourceView(), m_view->sourceView()->textMarks()),
        (QStringList {QStringLiteral("term|kernel"), QStringLiteral("term|kernel")}));
    QCOMPARE(marked(m_view->draftEditor(), m_view->draftEditor()->textMarks()), QStringList {QStringLiteral("error|CUDA核函数")});
}

// Source marks index the source blocks: more of them than draft blocks must not
// confuse the two.
void TestTermController::shorterDraftThanSource()
{
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, "# One\n\nTwo.\n\nThree.\n\nThe kernel schedules processes.\n", {}, {}, QByteArray("# 一\n")),
        qPrintable(importer.errorString()));
    QVERIFY(m_workbench->showIssue(m_store.get(), importer.result().issueId, QStringLiteral("Issue 3")));
    QTRY_COMPARE(marked(m_view->sourceView(), m_view->sourceView()->textMarks()), QStringList {QStringLiteral("term|kernel")});
}

// A house that spaces Latin text: the rendering as the termbase has it, a space
// between it and the Chinese after it.
void TestTermController::insertedTermIsSpacedAsTheHouseWrites()
{
    QVERIFY(QaSettings::preset(QStringLiteral("huggingface"))->save(*m_store));
    placeCursor(QStringLiteral("内核调度进程。"));
    QTRY_COMPARE(m_pane->suggestions().value(0).selection.text, QStringLiteral("内核"));
    placeCursor(QStringLiteral("启动开销在短任务中占主导。"));
    QTRY_COMPARE(m_pane->suggestions().value(0).selection.text, QStringLiteral("CUDA核函数"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("CUDA核函数启动开销在短任务中占主导。"));
    // Between Chinese and the Latin text a term starts with: a space.
    placeCursor(QStringLiteral("CUDA核函数启动开销在短任务中占主导。"), 9);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("CUDA核函数启动 CUDA核函数开销在短任务中占主导。"));
}

QTEST_MAIN(TestTermController)
#include "tst_termcontroller.moc"
