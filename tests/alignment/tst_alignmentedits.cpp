// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/termcontroller.h"
#include "gui/tmcontroller.h"
#include "gui/workbenchcontroller.h"
#include "outlinepane.h"
#include "placecursor.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "termentries.h"
#include "termpane.h"
#include "terms/termrepository.h"
#include "tm/translationmemory.h"
#include "tmpane.h"
#include "tmunits.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QInputMethodEvent>
#include <QMimeData>
#include <QSignalSpy>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <memory>

namespace {
const QByteArray kSource = "# Kernels\n\n"
                           "The kernel runs on the GPU.\nIt launches many threads.\n\n"
                           "Each thread reads one element.\nThe results go back to memory.\n\n"
                           "Profile before you optimise.\n";
// The first paragraph is still the English copy (Ctrl+B), to translate over.
const QByteArray kDraft = "# 核函数\n\n"
                          "The kernel runs on the GPU.\nIt launches many threads.\n\n"
                          "每个线程读取一个元素。\n结果写回内存。\n\n"
                          "先分析再优化。\n";

// One line per stored draft block: its text (line breaks as ⏎) ← the first lines of
// its sources.
QStringList links(ProjectStore &store, qint64 issueId)
{
    QHash<qint64, QString> sources;
    for (const BlockRecord &source : IssueRepository(store).sourceBlocks(issueId)) {
        sources.insert(source.id, source.text.section(QLatin1Char('\n'), 0, 0));
    }
    QStringList lines;
    for (const BlockRecord &target : IssueRepository(store).targetBlocks(issueId)) {
        QStringList aligned;
        for (qint64 id : target.aligned) {
            aligned.append(sources.value(id));
        }
        QString text = target.text;
        lines.append(text.replace(QLatin1Char('\n'), QStringLiteral("⏎")) + QStringLiteral(" ← ") + aligned.join(QStringLiteral(" + ")));
    }
    return lines;
}

const QStringList &importedLinks()
{
    static const QStringList lines {QStringLiteral("# 核函数 ← # Kernels"),
        QStringLiteral("The kernel runs on the GPU.⏎It launches many threads. ← The kernel runs on the GPU."),
        QStringLiteral("每个线程读取一个元素。⏎结果写回内存。 ← Each thread reads one element."),
        QStringLiteral("先分析再优化。 ← Profile before you optimise.")};
    return lines;
}

// importedLinks() with the two paragraphs' lines replaced by these.
QStringList linksWith(const QStringList &paragraphs, bool keepSecond = true)
{
    QStringList lines {importedLinks().at(0)};
    lines << paragraphs;
    if (keepSecond) {
        lines << importedLinks().at(2);
    }
    lines << importedLinks().at(3);
    return lines;
}
} // namespace

// Replacing whole blocks of the draft as translators do (paste, typing, a drop from
// the source, an input method, a memory match or a term over a selection) keeps their
// identity and links, after a save and through undo and redo (issue 21).
class TestAlignmentEdits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void replacingBlocksKeepsLinks_data();
    void replacingBlocksKeepsLinks();
    void compositionOutlastingAutosaveKeepsTheBlock();
    void tripleClickReplacesTheLineNotItsBreak_data();
    void tripleClickReplacesTheLineNotItsBreak();

private:
    void select(const QString &firstLine, const QString &lastLine, bool withBreak);
    void replaceSelection(const QString &method, const QString &text);
    void dropOnSelection(const QString &text);
    void undoUntil(const QString &text, Qt::KeyboardModifiers modifiers);
    DraftEditor *editor() const { return m_view->draftEditor(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    std::unique_ptr<QWidget> m_window;
    SideBySideView *m_view = nullptr;
    TmPane *m_tmPane = nullptr;
    TermPane *m_termPane = nullptr;
    WorkbenchController *m_workbench = nullptr;
};

void TestAlignmentEdits::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("a.yiqiao")), QStringLiteral("A")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    QVERIFY(TranslationMemory(*m_store).add({unit(QStringLiteral("The kernel runs on the GPU.\nIt launches many threads."),
                                                QStringLiteral("核函数在GPU上运行，启动许多线程。"))},
        QStringLiteral("tmx:colleague.tmx")));
    QVERIFY(TermRepository(*m_store).add({kernelEntry()}));

    m_window = std::make_unique<QWidget>();
    auto *actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView;
    m_tmPane = new TmPane;
    m_termPane = new TermPane;
    auto *outline = new OutlinePane(m_window.get());
    auto *preview = new PreviewPane(m_window.get());
    outline->hide();
    preview->hide();
    auto *splitter = new QSplitter(m_window.get());
    splitter->addWidget(m_view);
    splitter->addWidget(m_tmPane);
    splitter->addWidget(m_termPane);
    splitter->resize(1400, 700);
    m_window->resize(1400, 700);
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        m_window->addAction(actions->action(ActionRegistry::Id(id)));
    }
    m_workbench = new WorkbenchController(*actions, *m_view, *outline, *preview, m_window.get());
    auto *tm = new TmController(*actions, *m_workbench, *m_view, *m_tmPane, m_window.get(), m_window.get());
    tm->setProject(m_store.get(), false);
    auto *terms = new TermController(*actions, *m_workbench, *m_view, *m_termPane, m_window.get());
    terms->setProject(m_store.get(), TermRepository(*m_store).all());
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    editor()->setFocus();
    QCOMPARE(links(*m_store, m_issueId), importedLinks());
}

void TestAlignmentEdits::cleanup()
{
    m_window.reset();
    m_store.reset();
    m_dir.reset();
}

void TestAlignmentEdits::replacingBlocksKeepsLinks_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("firstLine");
    QTest::addColumn<QString>("lastLine");
    QTest::addColumn<bool>("withBreak"); // the selection ends at the start of the next line
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    // Nothing of what replaces a block starts or ends as its text did.
    const QString first = QStringLiteral("The kernel runs on the GPU.");
    const QString firstEnd = QStringLiteral("It launches many threads.");
    const QString second = QStringLiteral("每个线程读取一个元素。");
    const QString secondEnd = QStringLiteral("结果写回内存。");
    const QString kernel = QStringLiteral(" ← The kernel runs on the GPU.");
    const QString thread = QStringLiteral(" ← Each thread reads one element.");
    QTest::newRow("paste over one block") << "paste" << first << firstEnd << false
                                          << QStringLiteral("核函数在 GPU 上运行，并启动许多线程。")
                                          << linksWith({QStringLiteral("核函数在 GPU 上运行，并启动许多线程。") + kernel});
    QTest::newRow("paste over one block selected with its line break")
        << "paste" << first << firstEnd << true << QStringLiteral("核函数运行在 GPU 上。\n")
        << linksWith({QStringLiteral("核函数运行在 GPU 上。") + kernel});
    QTest::newRow("typing over a selection of one block")
        << "keys" << second << secondEnd << false << QStringLiteral("Threads read elements")
        << linksWith({importedLinks().at(1), QStringLiteral("Threads read elements") + thread}, false);
    QTest::newRow("one paste over two blocks merges them")
        << "paste" << first << secondEnd << false << QStringLiteral("核函数在 GPU 上运行，每个线程读取一个元素。")
        << linksWith({QStringLiteral(
                         "核函数在 GPU 上运行，每个线程读取一个元素。 ← The kernel runs on the GPU. + Each thread reads one element.")},
               false);
    QTest::newRow("a paste holding a blank line splits the block")
        << "paste" << first << firstEnd << false << QStringLiteral("核函数在 GPU 上运行。\n\n它会启动许多线程。")
        << linksWith({QStringLiteral("核函数在 GPU 上运行。") + kernel, QStringLiteral("它会启动许多线程。") + kernel});
    QTest::newRow("text dropped from the source onto a selection")
        << "drop" << second << secondEnd << false << QStringLiteral("Each thread reads one element.\nThe results go back to memory.")
        << linksWith(
               {importedLinks().at(1), QStringLiteral("Each thread reads one element.⏎The results go back to memory.") + thread}, false);
    QTest::newRow("an input method's commit over a selection")
        << "input method" << first << firstEnd << false << QStringLiteral("核函数在 GPU 上运行并启动线程。")
        << linksWith({QStringLiteral("核函数在 GPU 上运行并启动线程。") + kernel});
    // The blank line went with the selection: the text joins the next paragraph.
    QTest::newRow("an input method's commit over a selection with its line break")
        << "input method" << first << firstEnd << true << QStringLiteral("核函数在 GPU 上运行并启动线程。")
        << linksWith({QStringLiteral("核函数在 GPU 上运行并启动线程。⏎每个线程读取一个元素。⏎结果写回内存。") + kernel
                         + QStringLiteral(" + Each thread reads one element.")},
               false);
    // Written as the project's typography has it (d2l: no space beside Latin words):
    // insertions follow the house style (QaStyleFixer), and this row is about links.
    QTest::newRow("a memory match inserted over a selection")
        << "memory" << first << firstEnd << false << QStringLiteral("核函数在GPU上运行，启动许多线程。")
        << linksWith({QStringLiteral("核函数在GPU上运行，启动许多线程。") + kernel});
    QTest::newRow("a term inserted over a selection")
        << "term" << first << firstEnd << false << QStringLiteral("内核") << linksWith({QStringLiteral("内核") + kernel});
}

void TestAlignmentEdits::replacingBlocksKeepsLinks()
{
    QFETCH(QString, method);
    QFETCH(QString, firstLine);
    QFETCH(QString, lastLine);
    QFETCH(bool, withBreak);
    QFETCH(QString, text);
    QFETCH(QStringList, expected);

    const QString original = editor()->draftText();
    select(firstLine, lastLine, withBreak);
    replaceSelection(method, text);
    if (QTest::currentTestFailed()) {
        return;
    }
    const QString edited = editor()->draftText();
    QVERIFY2(edited.contains(text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n')), qPrintable(edited));
    QVERIFY(m_workbench->save());
    QCOMPARE(links(*m_store, m_issueId), expected);
    QCOMPARE(m_view->sourceView()->untranslatedLines(), (QList<QPair<int, int>>()));

    undoUntil(original, Qt::ControlModifier);
    QVERIFY(m_workbench->save());
    QCOMPARE(links(*m_store, m_issueId), importedLinks());

    undoUntil(edited, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_workbench->save());
    QCOMPARE(links(*m_store, m_issueId), expected);
    QCOMPARE(m_view->sourceView()->untranslatedLines(), (QList<QPair<int, int>>()));
}

// Pinyin takes a while to choose: autosave waits for the commit, so that the block
// the composition replaces is not saved as deleted in between (it would come back
// with its links, but as another row).
void TestAlignmentEdits::compositionOutlastingAutosaveKeepsTheBlock()
{
    const qint64 id = IssueRepository(*m_store).targetBlocks(m_issueId).at(1).id;
    select(QStringLiteral("The kernel runs on the GPU."), QStringLiteral("It launches many threads."), false);
    QInputMethodEvent preedit(QStringLiteral("hehanshu"), {});
    QCoreApplication::sendEvent(editor(), &preedit);
    QSignalSpy saved(m_workbench, &WorkbenchController::saved);
    QVERIFY(!saved.wait(1200)); // longer than the autosave deadline
    QInputMethodEvent commit;
    commit.setCommitString(QStringLiteral("核函数"));
    QCoreApplication::sendEvent(editor(), &commit);
    QTRY_COMPARE(saved.count(), 1);
    QCOMPARE(links(*m_store, m_issueId), linksWith({QStringLiteral("核函数 ← The kernel runs on the GPU.")}));
    QCOMPARE(IssueRepository(*m_store).targetBlocks(m_issueId).at(1).id, id);
}

void TestAlignmentEdits::tripleClickReplacesTheLineNotItsBreak_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("text");
    QTest::newRow("paste") << "paste" << QStringLiteral("# 内核函数");
    QTest::newRow("typing") << "keys" << QStringLiteral("# GPU kernels");
    QTest::newRow("an input method's commit") << "input method" << QStringLiteral("# 内核函数");
}

// A triple click selects a paragraph (a line) as translators expect: what replaces it
// keeps the blank line after it, so that it does not run into the next block. Qt's
// own triple click took the line break along.
void TestAlignmentEdits::tripleClickReplacesTheLineNotItsBreak()
{
    QFETCH(QString, method);
    QFETCH(QString, text);
    QVERIFY(placeCursor(editor(), QStringLiteral("# 核函数"), 0));
    const QPoint at = editor()->cursorRect().center() + QPoint(20, 0);
    QTest::mouseDClick(editor()->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseClick(editor()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(editor()->textCursor().selectedText(), QStringLiteral("# 核函数"));
    replaceSelection(method, text);
    QVERIFY2(editor()->draftText().startsWith(text + QStringLiteral("\n\nThe kernel runs on the GPU.")), qPrintable(editor()->draftText()));
    QVERIFY(m_workbench->save());
    QStringList expected = importedLinks();
    expected[0] = text + QStringLiteral(" ← # Kernels");
    QCOMPARE(links(*m_store, m_issueId), expected);
}

// From the start of firstLine to the end of lastLine (withBreak: to the start of the
// line after it), by keys.
void TestAlignmentEdits::select(const QString &firstLine, const QString &lastLine, bool withBreak)
{
    QVERIFY(placeCursor(editor(), firstLine, 0));
    const int first = editor()->textCursor().blockNumber();
    int last = first;
    while (editor()->document()->findBlockByNumber(last).text() != lastLine) {
        QVERIFY(++last < editor()->document()->blockCount());
    }
    for (int line = first; line < last + (withBreak ? 1 : 0); ++line) {
        QTest::keyClick(editor(), Qt::Key_Down, Qt::ShiftModifier);
    }
    if (!withBreak) {
        QTest::keyClick(editor(), Qt::Key_End, Qt::ShiftModifier);
    }
    QVERIFY(editor()->textCursor().hasSelection());
}

void TestAlignmentEdits::replaceSelection(const QString &method, const QString &text)
{
    if (method == QLatin1String("paste")) {
        QGuiApplication::clipboard()->setText(text);
        QTest::keyClick(editor(), Qt::Key_V, Qt::ControlModifier);
    } else if (method == QLatin1String("keys")) {
        QTest::keyClicks(editor(), text);
    } else if (method == QLatin1String("drop")) {
        dropOnSelection(text);
    } else if (method == QLatin1String("input method")) {
        // Pinyin typed and shown as preedit, then the chosen characters committed.
        for (const QString &preedit : {QStringLiteral("he"), QStringLiteral("hehanshu"), QStringLiteral("核函数")}) {
            QInputMethodEvent event(preedit, {});
            QCoreApplication::sendEvent(editor(), &event);
        }
        QInputMethodEvent commit;
        commit.setCommitString(text);
        QCoreApplication::sendEvent(editor(), &commit);
    } else if (method == QLatin1String("memory")) {
        QTRY_COMPARE(m_tmPane->matches().value(0).unit.target, text);
        QTest::keyClick(editor(), Qt::Key_1, Qt::ControlModifier | Qt::AltModifier);
    } else if (method == QLatin1String("term")) {
        QTRY_COMPARE(m_termPane->suggestions().value(0).selection.text, text);
        QTest::keyClick(editor(), Qt::Key_1, Qt::ControlModifier);
    } else {
        QFAIL("unknown method");
    }
}

// As a drag from the source view ends: enter, move and drop over the middle of the
// draft's selection.
void TestAlignmentEdits::dropOnSelection(const QString &text)
{
    QTextCursor middle = editor()->textCursor();
    middle.setPosition((middle.selectionStart() + middle.selectionEnd()) / 2);
    const QPoint point = editor()->cursorRect(middle).center();
    QMimeData data;
    data.setText(text);
    QWidget *viewport = editor()->viewport();
    QDragEnterEvent enter(point, Qt::CopyAction | Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(point, Qt::CopyAction | Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
    QVERIFY(move.isAccepted());
    QDropEvent drop(point, Qt::CopyAction | Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &drop);
    QVERIFY(drop.isAccepted());
}

// Ctrl+Z (or Ctrl+Shift+Z) until the draft reads text; a few steps at most.
void TestAlignmentEdits::undoUntil(const QString &text, Qt::KeyboardModifiers modifiers)
{
    for (int step = 0; step < 6 && editor()->draftText() != text; ++step) {
        QTest::keyClick(editor(), Qt::Key_Z, modifiers);
    }
    QCOMPARE(editor()->draftText(), text);
}

QTEST_MAIN(TestAlignmentEdits)
#include "tst_alignmentedits.moc"
