// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reusedialog.h"

#include "findchild.h"

#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

// The Reuse from Another Issue dialog: the issue combo, checking notes, checklist
// items and terms by keyboard and with All, copy or link, Reuse enabled only with
// something checked, the notes' one-line labels.
class TestReuseDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void choosingAnotherIssueAsksForItsItems();
    void spaceChecksTheCurrentItem_data();
    void spaceChecksTheCurrentItem();
    void allChecksAndUnchecksAList();
    void linkNeedsACheckedNote();
    void emptyListsOfferNothing();
    void afterCursorFollowsTheCaller();
    void noteLabel_data();
    void noteLabel();

private:
    static void press(QWidget *button);
    NoteReuse::Note note(qint64 id, AnnotationKind kind, const QString &text) const;

    std::unique_ptr<ReuseDialog> m_dialog;
};

NoteReuse::Note TestReuseDialog::note(qint64 id, AnnotationKind kind, const QString &text) const
{
    NoteReuse::Note result;
    result.id = id;
    result.kind = kind;
    result.text = text;
    return result;
}

// Space on a focused check box or radio button, as a keyboard user does.
void TestReuseDialog::press(QWidget *button)
{
    button->setFocus();
    QTest::keyClick(button, Qt::Key_Space);
}

void TestReuseDialog::init()
{
    m_dialog = std::make_unique<ReuseDialog>();
    m_dialog->setIssues({Issue {11, 3, QStringLiteral("令牌合并"), {}}, Issue {12, 5, QString(), {}}});
    m_dialog->setNotes({note(101, AnnotationKind::HardwareTable, QStringLiteral("> 硬件说明")),
        note(102, AnnotationKind::VersionNote, QStringLiteral("> 版本说明"))});
    m_dialog->setChecklistResults({ChecklistReuse::Entry {
        QStringLiteral("code_verified"), QStringLiteral("代码已验证"), QStringLiteral("跑通"), QStringLiteral("王"), QString()}});
    m_dialog->setTerms({TermReuse::Entry {7, QStringLiteral("kernel"), QStringLiteral("内核"), QString()},
        TermReuse::Entry {8, QStringLiteral("token"), QStringLiteral("词元"), QStringLiteral("NLP 语境")}});
    m_dialog->setCanInsertAfterCursor(true);
    m_dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get()));
}

void TestReuseDialog::cleanup()
{
    m_dialog.reset();
}

void TestReuseDialog::choosingAnotherIssueAsksForItsItems()
{
    QCOMPARE(m_dialog->sourceIssueId(), 11);
    QCOMPARE(m_dialog->sourceIssueNumber(), 3);
    QSignalSpy spy(m_dialog.get(), &ReuseDialog::sourceIssueChanged);
    auto *combo = child<QComboBox>(*m_dialog, "reuseIssue");
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.constFirst().constFirst().toLongLong(), 12);
    QCOMPARE(m_dialog->sourceIssueNumber(), 5);
    QVERIFY(combo->itemText(0).contains(QStringLiteral("令牌合并")));
    m_dialog->setSourceIssue(11);
    QCOMPARE(m_dialog->sourceIssueNumber(), 3);
}

void TestReuseDialog::spaceChecksTheCurrentItem_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<int>("row");
    QTest::addColumn<QList<qint64>>("notes");
    QTest::addColumn<QStringList>("checklist");
    QTest::addColumn<QList<qint64>>("terms");
    QTest::newRow("second note") << QStringLiteral("reuseNotes") << 1 << QList<qint64> {102} << QStringList() << QList<qint64>();
    QTest::newRow("checklist item") << QStringLiteral("reuseChecklist") << 0 << QList<qint64>()
                                    << QStringList {QStringLiteral("code_verified")} << QList<qint64>();
    QTest::newRow("first term") << QStringLiteral("reuseTerms") << 0 << QList<qint64>() << QStringList() << QList<qint64> {7};
}

void TestReuseDialog::spaceChecksTheCurrentItem()
{
    QFETCH(QString, list);
    QFETCH(int, row);
    QFETCH(QList<qint64>, notes);
    QFETCH(QStringList, checklist);
    QFETCH(QList<qint64>, terms);
    auto *ok = child<QPushButton>(*m_dialog, "reuseOk");
    QVERIFY(!ok->isEnabled());
    auto *view = child<QListWidget>(*m_dialog, list);
    view->setFocus();
    view->setCurrentRow(row);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(m_dialog->selectedNoteIds(), notes);
    QCOMPARE(m_dialog->selectedChecklistKeys(), checklist);
    QCOMPARE(m_dialog->selectedTermIds(), terms);
    QVERIFY(ok->isEnabled());
    QTest::keyClick(view, Qt::Key_Space);
    QVERIFY(!ok->isEnabled());
}

void TestReuseDialog::allChecksAndUnchecksAList()
{
    auto *all = child<QCheckBox>(*m_dialog, "reuseAllTerms");
    press(all);
    QCOMPARE(m_dialog->selectedTermIds(), (QList<qint64> {7, 8}));
    QVERIFY(m_dialog->selectedNoteIds().isEmpty());
    // Unchecking one item unchecks All; checking it again checks All.
    auto *terms = child<QListWidget>(*m_dialog, "reuseTerms");
    terms->setFocus();
    terms->setCurrentRow(0);
    QTest::keyClick(terms, Qt::Key_Space);
    QVERIFY(!all->isChecked());
    QTest::keyClick(terms, Qt::Key_Space);
    QVERIFY(all->isChecked());
    press(all);
    QVERIFY(m_dialog->selectedTermIds().isEmpty());
}

void TestReuseDialog::linkNeedsACheckedNote()
{
    auto *link = child<QRadioButton>(*m_dialog, "reuseLink");
    QVERIFY(!link->isEnabled());
    QVERIFY(!m_dialog->linkNotes());
    press(child<QCheckBox>(*m_dialog, "reuseAllNotes"));
    QVERIFY(link->isEnabled());
    press(link);
    QVERIFY(m_dialog->linkNotes());
    QCOMPARE(m_dialog->selectedNoteIds(), (QList<qint64> {101, 102}));
}

void TestReuseDialog::emptyListsOfferNothing()
{
    m_dialog->setNotes({});
    auto *notes = child<QListWidget>(*m_dialog, "reuseNotes");
    QCOMPARE(notes->count(), 1); // the "none" line
    QVERIFY(!(notes->item(0)->flags() & Qt::ItemIsUserCheckable));
    QVERIFY(!child<QCheckBox>(*m_dialog, "reuseAllNotes")->isEnabled());
    notes->setFocus();
    notes->setCurrentRow(0);
    QTest::keyClick(notes, Qt::Key_Space);
    QVERIFY(m_dialog->selectedNoteIds().isEmpty());
    QVERIFY(!child<QPushButton>(*m_dialog, "reuseOk")->isEnabled());
}

void TestReuseDialog::afterCursorFollowsTheCaller()
{
    auto *after = child<QCheckBox>(*m_dialog, "reuseAfterCursor");
    press(after);
    QVERIFY(m_dialog->insertAfterCursor());
    m_dialog->setCanInsertAfterCursor(false);
    QVERIFY(!after->isEnabled());
    QVERIFY(!m_dialog->insertAfterCursor());
}

void TestReuseDialog::noteLabel_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("label");
    QTest::newRow("quote markers and bold dropped")
        << QStringLiteral("> **版本说明**：CUDA 11.8。") << QStringLiteral("版本说明：CUDA 11.8。");
    QTest::newRow("table rows skipped") << QStringLiteral(
        "> 对照表：\n>\n> | 原文 | 国产 |\n> | --- | --- |\n> | A100 | MLU370 |\n>\n> 显存更小")
                                        << QStringLiteral("对照表： 显存更小");
    QTest::newRow("long text cut") << QStringLiteral("> ") + QString(60, QChar(0x6587)) << QString(48, QChar(0x6587)) + QStringLiteral("…");
    QTest::newRow("emoji at the cut kept whole or left out")
        << QStringLiteral("> ") + QString(47, QChar(0x6587)) + QStringLiteral("\U0001F449") + QString(10, QChar(0x6587))
        << QString(47, QChar(0x6587)) + QStringLiteral("…");
}

void TestReuseDialog::noteLabel()
{
    QFETCH(QString, text);
    QFETCH(QString, label);
    const QString shown = ReuseDialog::noteLabel(note(1, AnnotationKind::VersionNote, text));
    QVERIFY(shown.startsWith(AnnotationKinds::label(AnnotationKind::VersionNote)));
    QVERIFY2(shown.endsWith(QStringLiteral(" · ") + label), qPrintable(shown));
}

QTEST_MAIN(TestReuseDialog)
#include "tst_reusedialog.moc"
