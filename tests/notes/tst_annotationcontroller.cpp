// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationform.h"
#include "annotationpane.h"
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "findchild.h"
#include "gui/annotationcontroller.h"
#include "notes/annotationrepository.h"
#include "notes/annotationtemplates.h"
#include "qa/qahousestyle.h"
#include "qa/qasettings.h"
#include "sidebysideview.h"
#include "statuscolors.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "workbenchwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

#include <memory>

namespace {
const QByteArray kSource = "# Hardware\n\nWe trained on an A100 and a V100.\n\n```python\nimport torch\n```\n\nThat is all.\n";
const QByteArray kDraft = "# 硬件\n\n我们在 A100 和 V100 上训练。\n\n```python\nimport torch\n```\n\n就这些。\n";

QJsonObject hardwareValues(const QString &alternative)
{
    // Not QJsonArray {QJsonArray {…}}: clang takes that for a copy of the inner array
    // (CWG 2137), gcc for an array holding it.
    QJsonArray rows;
    rows.append(QJsonArray {QStringLiteral("A100"), QStringLiteral("A800"), QStringLiteral("✅ 支持"), alternative});
    return {{QStringLiteral("rows"), rows}};
}
} // namespace

// Translator's notes as a translator makes them: suggested from the source block,
// inserted after the draft block at the cursor as a block of their own, tagged in
// the draft, edited through the form later, and surviving undo and redo.
class TestAnnotationController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void sourceBlockSuggestsNotes_data();
    void sourceBlockSuggestsNotes();
    void insertedNoteIsABlockOfItsOwn();
    void noteIsEditedThroughItsForm();
    void undoAndRedoKeepTheForm();
    void cursorInTheFrontMatterInsertsBeforeTheFirstBlock();
    void noteFromAnExtraTemplateByKeyboard();
    void noteFollowsTheHouseStyle();
    void warningBoxFromThePaneIsAnAlert();
    void versionSnapshotStartsFromTheIssue();
    void newerShippedCatalogueIsSaidOnOpen_data();
    void newerShippedCatalogueIsSaidOnOpen();

private:
    void putDraftCursorOn(const QString &text);
    int noteIndex() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    SideBySideView *m_view = nullptr;
    AnnotationPane *m_pane = nullptr;
    WorkbenchController *m_workbench = nullptr;
    AnnotationController *m_notes = nullptr;
};

void TestAnnotationController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_pane = new AnnotationPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_view = m_bench->view;
    m_workbench = m_bench->workbench;
    m_notes = new AnnotationController(*m_bench->actions, *m_workbench, *m_view, *m_pane, m_bench->window.get());
    m_notes->setProject(m_store.get(), false);
    QVERIFY(m_workbench->showIssue(m_store.get(), importer.result().issueId, QStringLiteral("Issue 1")));
    m_bench->window->show();
}

void TestAnnotationController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

void TestAnnotationController::putDraftCursorOn(const QString &text)
{
    DraftEditor *editor = m_view->draftEditor();
    const int at = editor->toPlainText().indexOf(text);
    QVERIFY2(at >= 0, qPrintable(text));
    QTextCursor cursor(editor->document());
    cursor.setPosition(at);
    editor->setTextCursor(cursor);
}

int TestAnnotationController::noteIndex() const
{
    const QList<TargetBlock> &blocks = m_workbench->session()->blocks();
    for (int i = 0; i < blocks.size(); ++i) {
        if (blocks.at(i).origin == QLatin1String("note")) {
            return i;
        }
    }
    return -1;
}

void TestAnnotationController::sourceBlockSuggestsNotes_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QList<int>>("kinds");
    QTest::newRow("GPUs: a hardware table") << QStringLiteral("We trained") << QList<int> {int(AnnotationKind::HardwareTable)};
    QTest::newRow("an import in code: a version note") << QStringLiteral("import torch") << QList<int> {int(AnnotationKind::VersionNote)};
    QTest::newRow("nothing catalogued: nothing") << QStringLiteral("That is all.") << QList<int> {};
}

void TestAnnotationController::sourceBlockSuggestsNotes()
{
    QFETCH(QString, line);
    QFETCH(QList<int>, kinds);
    DocumentView *source = m_view->sourceView();
    const int at = source->toPlainText().indexOf(line);
    QVERIFY(at >= 0);
    QTextCursor cursor(source->document());
    cursor.setPosition(at);
    source->setTextCursor(cursor);
    QList<int> suggested;
    for (const AnnotationSuggestion &suggestion : m_notes->suggestions()) {
        suggested.append(int(suggestion.kind));
    }
    QCOMPARE(suggested, kinds);
}

void TestAnnotationController::insertedNoteIsABlockOfItsOwn()
{
    const QList<TargetBlock> before = m_workbench->session()->blocks();
    putDraftCursorOn(QStringLiteral("V100 上训练"));
    QVERIFY(m_notes->insertNote(AnnotationKind::HardwareTable, hardwareValues(QString())));
    const QList<TargetBlock> &after = m_workbench->session()->blocks();
    QCOMPARE(after.size(), before.size() + 1);
    const int index = noteIndex();
    QCOMPARE(index, 2); // right after the paragraph the cursor was in
    const TargetBlock &note = after.at(index);
    QCOMPARE(note.kind, BlockKind::BlockQuote);
    QCOMPARE(note.noteType, QStringLiteral("hardware_table"));
    QVERIFY(note.text.startsWith(QStringLiteral("> ")));
    QVERIFY(note.text.contains(QStringLiteral("A800")));
    QVERIFY(note.sources.isEmpty());
    // Its neighbours keep their identity and alignment.
    QCOMPARE(after.at(1).id, before.at(1).id);
    QCOMPARE(after.at(1).sources, before.at(1).sources);
    QCOMPARE(after.at(3).id, before.at(2).id);
    QCOMPARE(after.at(3).sources, before.at(2).sources);
    const auto stored = AnnotationRepository(*m_store).note(note.id);
    QVERIFY(stored.has_value());
    QCOMPARE(stored->values, hardwareValues(QString()));
    // The draft shows it as a note.
    const QList<DraftEditor::NoteLines> tags = m_view->draftEditor()->noteLines();
    QCOMPARE(tags.size(), 1);
    QCOMPARE(tags.first().first, note.lineStart);
    QVERIFY(tags.first().label.contains(AnnotationKinds::label(AnnotationKind::HardwareTable)));
}

void TestAnnotationController::noteIsEditedThroughItsForm()
{
    putDraftCursorOn(QStringLiteral("V100 上训练"));
    QVERIFY(m_notes->insertNote(AnnotationKind::HardwareTable, hardwareValues(QString())));
    const qint64 id = m_workbench->session()->blocks().at(noteIndex()).id;
    QVERIFY(m_notes->updateNote(noteIndex(), hardwareValues(QStringLiteral("改用 Ring-AllReduce"))));
    const TargetBlock &note = m_workbench->session()->blocks().at(noteIndex());
    QCOMPARE(note.id, id);
    QVERIFY(note.text.contains(QStringLiteral("Ring-AllReduce")));
    QCOMPARE(AnnotationRepository(*m_store).note(id)->values, hardwareValues(QStringLiteral("改用 Ring-AllReduce")));
    QVERIFY(m_view->draftEditor()->toPlainText().contains(QStringLiteral("Ring-AllReduce")));
}

void TestAnnotationController::undoAndRedoKeepTheForm()
{
    putDraftCursorOn(QStringLiteral("就这些"));
    QVERIFY(m_notes->insertNote(AnnotationKind::HardwareTable, hardwareValues(QStringLiteral("x"))));
    const int count = int(m_workbench->session()->blocks().size());
    m_view->draftEditor()->undo();
    QVERIFY(m_workbench->save());
    QCOMPARE(noteIndex(), -1);
    QCOMPARE(m_workbench->session()->blocks().size(), count - 1);
    m_view->draftEditor()->redo();
    QVERIFY(m_workbench->save());
    const int index = noteIndex();
    QVERIFY(index >= 0);
    const qint64 id = m_workbench->session()->blocks().at(index).id;
    QCOMPARE(AnnotationRepository(*m_store).note(id)->values, hardwareValues(QStringLiteral("x")));
}

void TestAnnotationController::cursorInTheFrontMatterInsertsBeforeTheFirstBlock()
{
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(2, "---\ntitle: T\n---\n\n# Hello\n\nText.\n", {}, {}, "---\ntitle: T\n---\n\n# 你好\n\n正文。\n"));
    QVERIFY(m_workbench->showIssue(m_store.get(), importer.result().issueId, QStringLiteral("Issue 2")));
    putDraftCursorOn(QStringLiteral("title: T"));
    const int blocks = int(m_workbench->session()->blocks().size());
    QVERIFY(m_notes->insertNote(AnnotationKind::HardwareTable, hardwareValues(QString())));
    QCOMPARE(m_workbench->session()->blocks().size(), blocks + 1);
    QVERIFY(m_view->draftEditor()->toPlainText().startsWith(QStringLiteral("---\ntitle: T\n---\n\n> **")));
    QCOMPARE(m_workbench->session()->blocks().at(noteIndex()).noteType, QStringLiteral("hardware_table"));
}

// A project template made from a note of issue 12 ("第12期"), chosen under its kind in
// the pane's combo and inserted with the keyboard: the note renders with it, records
// it, and keeps rendering with it when edited.
void TestAnnotationController::noteFromAnExtraTemplateByKeyboard()
{
    AnnotationTemplate extra = *AnnotationTemplates::defaultFor(AnnotationKind::VersionNote);
    extra.name = QStringLiteral("CUDA 升级（第12期）");
    extra.body = QStringLiteral("**第12期版本注**\n\n") + extra.body;
    AnnotationRepository repository(*m_store);
    const qint64 id = repository.addExtraTemplate(extra);
    QVERIFY2(id > 0, qPrintable(repository.errorString()));
    m_notes->showExtraTemplates();
    putDraftCursorOn(QStringLiteral("就这些"));
    auto *combo = child<QComboBox>(*m_pane, "annotationKinds");
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down); // the version note
    QCOMPARE(m_pane->selectedExtraId(), 0);
    QTest::keyClick(combo, Qt::Key_Down); // its extra template, under it
    QCOMPARE(m_pane->selectedExtraId(), id);
    QCOMPARE(m_pane->selectedKind(), AnnotationKind::VersionNote);
    QVERIFY(combo->currentText().contains(extra.name));
    bool filled = false;
    QTimer::singleShot(0, this, [&filled] {
        auto *form = qobject_cast<AnnotationForm *>(QApplication::activeModalWidget());
        QVERIFY(form);
        QTest::keyClicks(child<QLineEdit>(*form, "field_target"), QStringLiteral("CUDA 12.4"));
        QTest::keyClick(form, Qt::Key_Return);
        filled = true;
    });
    QTest::keyClick(child<QPushButton>(*m_pane, "annotationNew"), Qt::Key_Space);
    QVERIFY(filled);
    const int index = noteIndex();
    QVERIFY(index >= 0);
    const TargetBlock note = m_workbench->session()->blocks().at(index);
    QVERIFY(note.text.contains(QStringLiteral("第12期版本注")));
    QVERIFY(note.text.contains(QStringLiteral("CUDA 12.4")));
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT template_id FROM annotations WHERE target_block_id = %1").arg(note.id)));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toLongLong(), id);
    // Edited through the form, it stays a note of that template.
    QJsonObject values = AnnotationRepository(*m_store).note(note.id)->values;
    values.insert(QStringLiteral("target"), QStringLiteral("CUDA 12.6"));
    QVERIFY(m_notes->updateNote(index, values));
    const QString text = m_workbench->session()->blocks().at(noteIndex()).text;
    QVERIFY(text.contains(QStringLiteral("第12期版本注")));
    QVERIFY(text.contains(QStringLiteral("CUDA 12.6")));
}

// A warning box chosen in the pane's kind list and filled in its form is a GitHub
// alert in the draft: "> [!WARNING]" first, then the note's title and risk.
void TestAnnotationController::warningBoxFromThePaneIsAnAlert()
{
    putDraftCursorOn(QStringLiteral("就这些"));
    auto *combo = child<QComboBox>(*m_pane, "annotationKinds");
    QVERIFY(combo->findData(int(AnnotationKind::WarningBox)) >= 0);
    QCOMPARE(combo->itemText(combo->findData(int(AnnotationKind::WarningBox))), AnnotationKinds::label(AnnotationKind::WarningBox));
    combo->setFocus();
    for (int i = 0; i < combo->count() && m_pane->selectedKind() != AnnotationKind::WarningBox; ++i) {
        QTest::keyClick(combo, Qt::Key_Down);
    }
    QCOMPARE(m_pane->selectedKind(), AnnotationKind::WarningBox);
    bool filled = false;
    QTimer::singleShot(0, this, [&filled] {
        auto *form = qobject_cast<AnnotationForm *>(QApplication::activeModalWidget());
        QVERIFY(form);
        // keyClicks types ASCII only.
        QTest::keyClicks(child<QLineEdit>(*form, "field_title"), QStringLiteral("PCIe A100: no NVLink"));
        QTest::keyClicks(child<QPlainTextEdit>(*form, "field_risk"), QStringLiteral("NCCL fails to start"));
        QTest::keyClick(child<QLineEdit>(*form, "field_title"), Qt::Key_Return);
        filled = true;
    });
    QTest::mouseClick(child<QPushButton>(*m_pane, "annotationNew"), Qt::LeftButton);
    QVERIFY(filled);
    const int index = noteIndex();
    QVERIFY(index >= 0);
    const TargetBlock note = m_workbench->session()->blocks().at(index);
    QCOMPARE(note.noteType, QStringLiteral("warning_box"));
    QCOMPARE(note.kind, BlockKind::BlockQuote);
    QCOMPARE(note.text, QStringLiteral("> [!WARNING]\n> **【译者注·警告】PCIe A100: no NVLink**\n>\n> NCCL fails to start"));
    QVERIFY(m_view->draftEditor()->toPlainText().contains(note.text));
    // Tinted and tagged in red in the draft.
    const QList<DraftEditor::NoteLines> tags = m_view->draftEditor()->noteLines();
    QCOMPARE(tags.size(), 1);
    QCOMPARE(tags.first().first, note.lineStart);
    QVERIFY(tags.first().warning);
    const QColor red = StatusColors::noteBackground(m_view->draftEditor()->palette(), true);
    const QList<QTextEdit::ExtraSelection> selections = m_view->draftEditor()->extraSelections();
    QVERIFY(std::any_of(selections.cbegin(), selections.cend(), [&](const QTextEdit::ExtraSelection &selection) {
        return selection.cursor.blockNumber() == note.lineStart && selection.format.background().color() == red;
    }));
}

// A new version snapshot note's form is filled from the issue's source: its import
// of torch, without a version, and no known conflict.
void TestAnnotationController::versionSnapshotStartsFromTheIssue()
{
    putDraftCursorOn(QStringLiteral("就这些"));
    auto *combo = child<QComboBox>(*m_pane, "annotationKinds");
    combo->setFocus();
    for (int i = 0; i < combo->count() && m_pane->selectedKind() != AnnotationKind::VersionSnapshot; ++i) {
        QTest::keyClick(combo, Qt::Key_Down);
    }
    QCOMPARE(m_pane->selectedKind(), AnnotationKind::VersionSnapshot);
    bool filled = false;
    QTimer::singleShot(0, this, [&filled] {
        auto *form = qobject_cast<AnnotationForm *>(QApplication::activeModalWidget());
        QVERIFY(form);
        const QJsonArray rows = form->values().value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.at(0).toArray().at(0).toString(), QStringLiteral("torch"));
        form->accept();
        filled = true;
    });
    QTest::mouseClick(child<QPushButton>(*m_pane, "annotationNew"), Qt::LeftButton);
    QVERIFY(filled);
    const int index = noteIndex();
    QVERIFY(index >= 0);
    const TargetBlock note = m_workbench->session()->blocks().at(index);
    QCOMPARE(note.noteType, QStringLiteral("version_snapshot"));
    // (The project's typography applies: no space between Chinese and Latin.)
    QVERIFY2(note.text.contains(QStringLiteral("> | torch |（未注明）| 原文 #3 |")), qPrintable(note.text));
    QVERIFY(note.text.contains(QStringLiteral("冲突检测：未发现已知冲突。")));
}

// In a house that writes colons half-width the template's "下表：" is "下表:".
void TestAnnotationController::noteFollowsTheHouseStyle()
{
    QaHouseStyle house;
    house.add(
        {{QStringLiteral("colon"), {{QStringLiteral("half"), 400}}}, {QStringLiteral("latin-spacing"), {{QStringLiteral("space"), 400}}}});
    QVERIFY(m_store->beginWrite() && house.save(*m_store) && QaSettings::saveStyleName(*m_store, QStringLiteral("learned"))
        && m_store->commit());
    putDraftCursorOn(QStringLiteral("V100 上训练"));
    QVERIFY(m_notes->insertNote(AnnotationKind::HardwareTable, hardwareValues(QStringLiteral("改用Ring-AllReduce"))));
    const TargetBlock &note = m_workbench->session()->blocks().at(noteIndex());
    QVERIFY2(note.text.startsWith(QStringLiteral("> **【译者注·硬件兼容】** 原文的硬件在国内常见的形态不同，配置前请先对照下表:\n")),
        qPrintable(note.text));
    QVERIFY2(note.text.contains(QStringLiteral("改用 Ring-AllReduce")), qPrintable(note.text));
    // Rendered again from the same values it is not taken for a hand-edited note.
    QVERIFY(m_notes->updateNote(noteIndex(), hardwareValues(QStringLiteral("改用Ring-AllReduce"))));
    QVERIFY(m_workbench->session()->blocks().at(noteIndex()).text.contains(QStringLiteral("下表:")));
}

void TestAnnotationController::newerShippedCatalogueIsSaidOnOpen_data()
{
    QTest::addColumn<QString>("own");
    QTest::addColumn<bool>("said");
    QTest::newRow("own GPU catalogue of shipped version 1: said") << QStringLiteral(R"({"version": 1, "gpus": []})") << true;
    QTest::newRow("no own catalogue: nothing said") << QString() << false;
}

// Opening a project whose own catalogue is older than the shipped one says so (the
// catalogue dialog then offers the choice).
void TestAnnotationController::newerShippedCatalogueIsSaidOnOpen()
{
    QFETCH(QString, own);
    QFETCH(bool, said);
    QVERIFY(m_store->setSetting(QStringLiteral("catalog.gpus"), own));
    QSignalSpy messages(m_notes, &AnnotationController::statusMessage);
    m_notes->setProject(m_store.get(), false);
    QStringList texts;
    for (const QList<QVariant> &message : std::as_const(messages)) {
        texts.append(message.at(0).toString());
    }
    QCOMPARE(texts.filter(QStringLiteral("The shipped GPU catalogue is newer")).size(), said ? 1 : 0);
}

QTEST_MAIN(TestAnnotationController)
#include "tst_annotationcontroller.moc"
