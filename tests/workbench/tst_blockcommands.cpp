// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "linescroller.h"
#include "outlinepane.h"
#include "placecursor.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

#include <memory>

namespace {
const QByteArray kSource = "---\ntitle: Kernels\n---\n\n# Kernels\n\n"
                           "The kernel runs on the GPU.\n\n"
                           "Each thread reads one element.\n\n"
                           "```cuda\nkernel<<<1, 1>>>();\n```\n\n"
                           "Profile before you optimise.\n";
const QByteArray kDraft = "---\ntitle: 核函数\n---\n\n# 核函数\n\n"
                          "核函数在 GPU 上运行。\n\n"
                          "每个线程读取一个元素。\n\n"
                          "```cuda\nkernel<<<1, 1>>>();\n```\n\n"
                          "先分析再优化。\n";

// Answers the message box that comes up with a real key or click: Yes or No.
class QuestionAnswerer : public QObject
{
public:
    explicit QuestionAnswerer(bool yes)
        : m_yes(yes)
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || m_asked) {
                return;
            }
            m_asked = true;
            m_question = box->text();
            if (m_yes) {
                QAbstractButton *button = box->button(QMessageBox::Yes);
                QTest::mouseClick(button, Qt::LeftButton, {}, button->rect().center());
            } else {
                QTest::keyClick(box, Qt::Key_Escape);
            }
        });
        m_timer.start(10);
    }
    bool asked() const { return m_asked; }
    QString question() const { return m_question; }

private:
    QTimer m_timer;
    bool m_yes;
    bool m_asked = false;
    QString m_question;
};
} // namespace

// The Block menu as a translator uses it: Ctrl+L links the draft block with the
// source block it translates, names it, asks before linking unlike kinds;
// Ctrl+Shift+Up/Down moves a section and the source view follows (issue 21).
class TestBlockCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void ctrlL_data();
    void ctrlL();
    void sourceFollowsAMovedSection_data();
    void sourceFollowsAMovedSection();

private:
    QStringList linksOf(const QString &draftText) const;
    void clickSource(const QString &lineText);
    void show(const QByteArray &source, const QByteArray &draft);
    DraftEditor *editor() const { return m_view->draftEditor(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    std::unique_ptr<QWidget> m_window;
    SideBySideView *m_view = nullptr;
    WorkbenchController *m_workbench = nullptr;
};

void TestBlockCommands::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("b.yiqiao")), QStringLiteral("B")));
    m_window = std::make_unique<QWidget>();
    auto *actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView;
    auto *outline = new OutlinePane(m_window.get());
    auto *preview = new PreviewPane(m_window.get());
    outline->hide();
    preview->hide();
    auto *splitter = new QSplitter(m_window.get());
    splitter->addWidget(m_view);
    splitter->resize(1100, 500);
    m_window->resize(1100, 500);
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        m_window->addAction(actions->action(ActionRegistry::Id(id)));
    }
    m_workbench = new WorkbenchController(*actions, *m_view, *outline, *preview, m_window.get());
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestBlockCommands::cleanup()
{
    m_window.reset();
    m_store.reset();
    m_dir.reset();
}

void TestBlockCommands::show(const QByteArray &source, const QByteArray &draft)
{
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, source, {}, {}, draft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    editor()->setFocus();
}

// The first lines of the sources of the stored draft block with this text.
QStringList TestBlockCommands::linksOf(const QString &draftText) const
{
    QHash<qint64, QString> sources;
    for (const BlockRecord &source : IssueRepository(*m_store).sourceBlocks(m_issueId)) {
        sources.insert(source.id, source.text.section(QLatin1Char('\n'), 0, 0));
    }
    for (const BlockRecord &target : IssueRepository(*m_store).targetBlocks(m_issueId)) {
        if (target.text == draftText) {
            QStringList texts;
            for (qint64 id : target.aligned) {
                texts.append(sources.value(id));
            }
            return texts;
        }
    }
    return {QStringLiteral("<no draft block %1>").arg(draftText)};
}

// A real click on the line of the source view that reads lineText.
void TestBlockCommands::clickSource(const QString &lineText)
{
    DocumentView *source = m_view->sourceView();
    for (QTextBlock block = source->document()->firstBlock(); block.isValid(); block = block.next()) {
        if (block.text() == lineText) {
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::Right);
            QTest::mouseClick(source->viewport(), Qt::LeftButton, {}, source->cursorRect(cursor).center());
            QCOMPARE(source->currentLine(), block.blockNumber());
            return;
        }
    }
    QFAIL(qPrintable(lineText));
}

void TestBlockCommands::ctrlL_data()
{
    QTest::addColumn<QString>("draftBlock"); // its first line
    QTest::addColumn<QString>("setUp"); // "unlink" its links first, "add" it after the last paragraph
    QTest::addColumn<QString>("pointAt"); // source line clicked (none: the source cursor stays at the front matter)
    QTest::addColumn<QString>("answer"); // to the question about unlike kinds: "" none asked, "yes", "no"
    QTest::addColumn<QStringList>("links");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("selected"); // in the source view afterwards

    const QString second = QStringLiteral("每个线程读取一个元素。");
    const QString secondSource = QStringLiteral("Each thread reads one element.");
    QTest::newRow("a block without links: the untranslated source block between its neighbours'")
        << second << "unlink" << QString() << QString() << QStringList {secondSource}
        << QStringLiteral("Linked with paragraph “Each thread reads one element.”.") << secondSource;
    QTest::newRow("a block without links and nothing to propose: says what to do")
        << QStringLiteral("补充说明。") << "add" << QString() << QString() << QStringList()
        << QStringLiteral(
               "No untranslated source block between the neighbours' sources: click the source block to link, then press Ctrl+L.")
        << QString();
    QTest::newRow("a source block pointed at: linked and named")
        << QStringLiteral("补充说明。") << "add" << QStringLiteral("Profile before you optimise.") << QString()
        << QStringList {QStringLiteral("Profile before you optimise.")}
        << QStringLiteral("Linked with paragraph “Profile before you optimise.”.") << QStringLiteral("Profile before you optimise.");
    QTest::newRow("the linked source block pointed at: unlinked")
        << second << QString() << secondSource << QString() << QStringList()
        << QStringLiteral("No longer linked with paragraph “Each thread reads one element.”.") << secondSource;
    QTest::newRow("prose to code is asked: No changes nothing") << second << QString() << QStringLiteral("kernel<<<1, 1>>>();") << "no"
                                                                << QStringList {secondSource} << QStringLiteral("Not linked.") << QString();
    QTest::newRow("prose to code is asked: Yes links")
        << second << QString() << QStringLiteral("kernel<<<1, 1>>>();") << "yes" << QStringList {secondSource, QStringLiteral("```cuda")}
        << QStringLiteral("Linked with code “```cuda kernel<<<1, 1>>>(); ```”.")
        << QStringLiteral("```cuda\u2029kernel<<<1, 1>>>();\u2029```");
    QTest::newRow("prose to front matter is asked: No changes nothing")
        << second << "unlink" << QStringLiteral("title: Kernels") << "no" << QStringList() << QStringLiteral("Not linked.") << QString();
}

void TestBlockCommands::ctrlL()
{
    QFETCH(QString, draftBlock);
    QFETCH(QString, setUp);
    QFETCH(QString, pointAt);
    QFETCH(QString, answer);
    QFETCH(QStringList, links);
    QFETCH(QString, status);
    QFETCH(QString, selected);
    show(kSource, kDraft);
    if (setUp == QLatin1String("unlink")) {
        DraftSession *session = m_workbench->session();
        const int index = session->blockAtLine(session->text().split(QLatin1Char('\n')).indexOf(draftBlock));
        QVERIFY(session->setSources(index, {}));
        m_workbench->refresh();
    } else if (setUp == QLatin1String("add")) {
        QVERIFY(placeCursor(editor(), QStringLiteral("先分析再优化。"), -1));
        QTest::keyClick(editor(), Qt::Key_Return);
        QTest::keyClick(editor(), Qt::Key_Return);
        typeText(editor(), draftBlock);
        QVERIFY(m_workbench->save());
    }
    QVERIFY(placeCursor(editor(), draftBlock, 1));
    if (!pointAt.isEmpty()) {
        clickSource(pointAt);
    }
    QSignalSpy messages(m_workbench, &WorkbenchController::statusMessage);
    QuestionAnswerer answerer(answer == QLatin1String("yes"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_L, Qt::ControlModifier);
    QCOMPARE(answerer.asked(), !answer.isEmpty());
    QCOMPARE(linksOf(draftBlock), links);
    QVERIFY(!messages.isEmpty());
    QCOMPARE(messages.constLast().constFirst().toString(), status);
    if (!selected.isEmpty()) {
        QCOMPARE(m_view->sourceView()->textCursor().selectedText(), selected);
    }
}

void TestBlockCommands::sourceFollowsAMovedSection_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<int>("moves");
    QTest::newRow("Ctrl+Shift+Down takes the first part to the end") << int(Qt::Key_Down) << QStringLiteral("## 第 1 部分") << 7;
    QTest::newRow("Ctrl+Shift+Up takes the last part to the top") << int(Qt::Key_Up) << QStringLiteral("## 第 8 部分") << 7;
}

// Eight parts of a dozen paragraphs each, too long for one screen.
void TestBlockCommands::sourceFollowsAMovedSection()
{
    QFETCH(int, key);
    QFETCH(QString, heading);
    QFETCH(int, moves);
    QByteArray source = "# Title\n\n";
    QByteArray draft = "# 标题\n\n";
    for (int part = 1; part <= 8; ++part) {
        source += "## Part " + QByteArray::number(part) + "\n\n";
        draft += QStringLiteral("## 第 %1 部分\n\n").arg(part).toUtf8();
        for (int i = 0; i < 12; ++i) {
            source += "Paragraph " + QByteArray::number(part * 100 + i) + " of the post.\n\n";
            draft += QStringLiteral("第 %1 段。\n\n").arg(part * 100 + i).toUtf8();
        }
    }
    show(source, draft);
    QVERIFY(placeCursor(editor(), heading, 0));
    editor()->centerCursor();
    for (int i = 0; i < moves; ++i) {
        QTest::keyClick(editor(), Qt::Key(key), Qt::ControlModifier | Qt::ShiftModifier);
    }
    QCOMPARE(editor()->textCursor().block().text(), heading);
    const QString english = QStringLiteral("## Part %1").arg(heading.section(QLatin1Char(' '), 2, 2));
    QCOMPARE(m_view->sourceView()->highlightedLines().size(), 1);
    const int sourceLine = m_view->sourceView()->highlightedLines().constFirst().first;
    QCOMPARE(m_view->sourceView()->document()->findBlockByNumber(sourceLine).text(), english);
    // In sight, at the height of the draft heading where the source can scroll there.
    const int lines = m_view->sourceView()->viewport()->height() / m_view->sourceView()->fontMetrics().lineSpacing();
    const int offset = LineScroller::visualOffset(m_view->sourceView(), sourceLine);
    QVERIFY2(offset >= 0 && offset < lines, qPrintable(QString::number(offset)));
    const int draftOffset = LineScroller::visualOffset(editor(), editor()->textCursor().blockNumber());
    QVERIFY2(offset == draftOffset || offset == sourceLine, qPrintable(QStringLiteral("%1 %2").arg(offset).arg(draftOffset)));
}

QTEST_MAIN(TestBlockCommands)
#include "tst_blockcommands.moc"
