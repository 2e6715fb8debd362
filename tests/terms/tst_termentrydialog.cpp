// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findchild.h"
#include "termentries.h"
#include "termentrydialog.h"
#include "typetext.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

Q_DECLARE_METATYPE(TermEntry)

namespace {
constexpr int DefaultColumn = 6;

QPushButton *okButton(const TermEntryDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

QString message(const TermEntryDialog &dialog)
{
    return child<QLabel>(dialog, "messageLabel")->text();
}

TermEntry nemoTerm()
{
    TermEntry entry = simpleTerm(QStringLiteral("NeMo Megatron"), QStringLiteral("NeMo Megatron"), QStringLiteral("产品名不译"));
    entry.firstUse = QStringLiteral("NeMo Megatron（NVIDIA开源的大模型训练框架）");
    entry.issues = {61};
    return entry;
}

// A cell's editor: the widget that has the focus once editing started.
QWidget *cellEditor()
{
    QWidget *editor = QApplication::focusWidget();
    return qobject_cast<QLineEdit *>(editor) ? editor : nullptr;
}

void showActive(TermEntryDialog &dialog)
{
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
}
} // namespace

class TestTermEntryDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void entryTrimsAndDropsEmptyRows();
    void typedEntryIsAccepted();
    void escapeCancels();
    void restrictionsTyped_data();
    void restrictionsTyped();
    void validation_data();
    void validation();
    void defaultIsExclusive_data();
    void defaultIsExclusive();
    void addAndRemoveRows();
    void fromSelection_data();
    void fromSelection();
    void duplicateSourceWarns_data();
    void duplicateSourceWarns();
};

void TestTermEntryDialog::roundTrip_data()
{
    QTest::addColumn<TermEntry>("entry");
    TermEntry kernel = kernelTerm();
    kernel.id = 42;
    QTest::newRow("kernel: every field, two contexts, forbidden, conflict log") << kernel;
    QTest::newRow("first-use form and note, not stored yet") << nemoTerm();
    QTest::newRow("keep in English, no renderings") << ncclFlagEntry();
    TermEntry mean = simpleTerm(QStringLiteral("mean"), QStringLiteral("均值"));
    mean.nounOnly = true;
    mean.contextRegex = QStringLiteral("\\bthe mean\\b");
    QTest::newRow("restrictions: noun only, a context pattern") << mean;
}

void TestTermEntryDialog::roundTrip()
{
    QFETCH(TermEntry, entry);
    TermEntryDialog dialog;
    dialog.setEntry(entry);
    const TermEntry result = dialog.entry();
    QCOMPARE(result.id, entry.id);
    QCOMPARE(describe(result), describe(entry));
    QCOMPARE(dialog.problem(), QString());
    QVERIFY(okButton(dialog)->isEnabled());
    QCOMPARE(dialog.windowTitle().contains(entry.source), entry.id != 0);
}

void TestTermEntryDialog::entryTrimsAndDropsEmptyRows()
{
    TermEntry padded;
    padded.id = 7;
    padded.source = QStringLiteral("  token ");
    padded.variants = QStringList {QStringLiteral(" tokens"), QStringLiteral(""), QStringLiteral("Token ")};
    padded.renderings = {termRendering(QStringLiteral(" 词元 "), true, {QStringLiteral(" NLP "), QString()}), TermRendering()};
    padded.forbidden = {{QStringLiteral(" 令牌"), QStringLiteral(" 与鉴权混淆 ")}, {}};
    padded.conflicts = {{}, {QStringLiteral("出现在鉴权上下文中 "), QStringLiteral(" 令牌"), QStringLiteral("词元"), {}}};
    TermEntryDialog dialog;
    dialog.setEntry(padded);
    child<QPushButton>(dialog, "conflictsAddButton")->click();
    TermEntry expected;
    expected.id = 7;
    expected.source = QStringLiteral("token");
    expected.variants = QStringList {QStringLiteral("tokens"), QStringLiteral("Token")};
    expected.renderings = {termRendering(QStringLiteral("词元"), true, {QStringLiteral("NLP")})};
    expected.conflicts = {{QStringLiteral("出现在鉴权上下文中"), QStringLiteral("令牌"), QStringLiteral("词元"), {}}};
    // 令牌 is both forbidden and a conflict's correct rendering: that is no clash.
    expected.forbidden = {{QStringLiteral("令牌"), QStringLiteral("与鉴权混淆")}};
    QCOMPARE(describe(dialog.entry()), describe(expected));
    QCOMPARE(dialog.entry().id, qint64(7));
}

void TestTermEntryDialog::typedEntryIsAccepted()
{
    TermEntryDialog dialog;
    dialog.setEntry(TermEntry());
    QCOMPARE(dialog.windowTitle(), QStringLiteral("New Term"));
    showActive(dialog);
    QVERIFY(!okButton(dialog)->isEnabled());
    QTest::keyClicks(child<QLineEdit>(dialog, "sourceEdit"), QStringLiteral(" kernel"));
    QTest::keyClicks(child<QLineEdit>(dialog, "issuesEdit"), QStringLiteral("311, 267"));
    QTest::mouseClick(child<QPushButton>(dialog, "renderingsAddButton"), Qt::LeftButton);
    QTRY_VERIFY(cellEditor());
    typeText(cellEditor(), QStringLiteral("内核"));
    QTest::keyClick(cellEditor(), Qt::Key_Tab); // on to the keywords
    QTRY_VERIFY(cellEditor());
    QTest::keyClicks(cellEditor(), QStringLiteral("Linux, syscall"));
    QTest::keyClick(cellEditor(), Qt::Key_Return); // ends editing the cell only
    QVERIFY(dialog.isVisible());
    QTRY_VERIFY(!cellEditor());
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(accepted.size(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    TermEntry expected;
    expected.source = QStringLiteral("kernel");
    expected.renderings = {termRendering(QStringLiteral("内核"), false, {QStringLiteral("Linux"), QStringLiteral("syscall")})};
    expected.issues = {311, 267};
    QCOMPARE(describe(dialog.entry()), describe(expected));
}

void TestTermEntryDialog::restrictionsTyped_data()
{
    QTest::addColumn<QString>("pattern"); // typed into the context pattern
    QTest::addColumn<bool>("accepted");
    QTest::newRow("noun only, no pattern") << QString() << true;
    QTest::newRow("noun only and a pattern") << QStringLiteral("(sample|the) mean") << true;
    QTest::newRow("a pattern that does not compile keeps OK disabled") << QStringLiteral("(sample") << false;
}

// Where it counts, typed and clicked: the entry carries it; a broken pattern is
// refused with its reason and nothing typed is lost.
void TestTermEntryDialog::restrictionsTyped()
{
    QFETCH(QString, pattern);
    QFETCH(bool, accepted);
    TermEntryDialog dialog;
    dialog.setEntry(simpleTerm(QStringLiteral("mean"), QStringLiteral("均值")));
    showActive(dialog);
    QCheckBox *nounOnly = child<QCheckBox>(dialog, "nounOnlyBox");
    QTest::mouseClick(nounOnly, Qt::LeftButton, {}, QPoint(4, nounOnly->height() / 2));
    QVERIFY(nounOnly->isChecked());
    QTest::keyClicks(child<QLineEdit>(dialog, "contextEdit"), pattern);
    QCOMPARE(okButton(dialog)->isEnabled(), accepted);
    QCOMPARE(message(dialog).contains(QStringLiteral("context pattern is not a valid regular expression")), !accepted);
    const TermEntry entry = dialog.entry();
    QVERIFY(entry.nounOnly);
    QCOMPARE(entry.contextRegex, pattern);
}

void TestTermEntryDialog::escapeCancels()
{
    TermEntryDialog dialog;
    dialog.setEntry(kernelTerm());
    showActive(dialog);
    QSignalSpy rejected(&dialog, &QDialog::rejected);
    QTest::keyClick(child<QLineEdit>(dialog, "sourceEdit"), Qt::Key_Escape);
    QCOMPARE(rejected.size(), 1);
    QVERIFY(!dialog.isVisible());
}

void TestTermEntryDialog::validation_data()
{
    QTest::addColumn<TermEntry>("entry");
    QTest::addColumn<QString>("typedIssues");
    QTest::addColumn<QString>("conflictIssues");
    QTest::addColumn<QString>("problem"); // a part of the message; empty: valid
    const TermEntry kernel = kernelTerm();
    QTest::newRow("valid kernel") << kernel << QString() << QString() << QString();
    TermEntry noSource = kernel;
    noSource.source = QStringLiteral("   ");
    QTest::newRow("source only spaces") << noSource << QString() << QString() << QStringLiteral("Enter the source term.");
    TermEntry noText = kernel;
    noText.renderings[1].text.clear();
    QTest::newRow("rendering with keywords but no text") << noText << QString() << QString() << QStringLiteral("Rendering 2 has no text.");
    TermEntry badRegex = kernel;
    badRegex.renderings[0].regex = QStringLiteral("<<<(.*>>>");
    QTest::newRow("regex that does not compile")
        << badRegex << QString() << QString() << QStringLiteral("The regular expression of “CUDA核函数” is invalid: ");
    QTest::newRow("issue number that is a word")
        << kernel << QStringLiteral(", 12a") << QString() << QStringLiteral("“12a” is not an issue number");
    QTest::newRow("issue number zero") << kernel << QStringLiteral(" 0") << QString() << QStringLiteral("“0” is not an issue number");
    QTest::newRow("negative issue number") << kernel << QStringLiteral(" -3") << QString() << QStringLiteral("“-3” is not an issue number");
    QTest::newRow("conflict issue not a number")
        << kernel << QString() << QStringLiteral("311, 第61期") << QStringLiteral("“第61期” is not an issue number");
    TermEntry clash = kernel;
    clash.forbidden.append({QStringLiteral("内核"), QStringLiteral("typo")});
    QTest::newRow("rendering also forbidden") << clash << QString() << QString()
                                              << QStringLiteral("“内核” is both a rendering and a forbidden rendering.");
    TermEntry forbiddenNoText = kernel;
    forbiddenNoText.forbidden.append({QString(), QStringLiteral("含糊")});
    QTest::newRow("forbidden reason without text") << forbiddenNoText << QString() << QString() << QStringLiteral("has no text");
}

void TestTermEntryDialog::validation()
{
    QFETCH(TermEntry, entry);
    QFETCH(QString, typedIssues);
    QFETCH(QString, conflictIssues);
    QFETCH(QString, problem);
    TermEntryDialog dialog;
    dialog.setEntry(entry);
    showActive(dialog);
    auto *issues = child<QLineEdit>(dialog, "issuesEdit");
    issues->setFocus();
    issues->end(false);
    QTest::keyClicks(issues, typedIssues);
    if (!conflictIssues.isEmpty()) {
        child<QTableWidget>(dialog, "conflictsTable")->item(0, 3)->setText(conflictIssues);
    }
    QVERIFY2(message(dialog).contains(problem), qPrintable(message(dialog)));
    QCOMPARE(dialog.problem(), problem.isEmpty() ? QString() : message(dialog));
    QCOMPARE(okButton(dialog)->isEnabled(), problem.isEmpty());
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    QTest::keyClick(issues, Qt::Key_Return);
    QCOMPARE(accepted.size(), problem.isEmpty() ? 1 : 0);
}

void TestTermEntryDialog::defaultIsExclusive_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<bool>("byKeyboard");
    QTest::newRow("space on the CUDA rendering's box") << 0 << true;
    QTest::newRow("CUDA rendering checked in the model") << 0 << false;
    QTest::newRow("new third rendering checked with space") << 2 << true;
}

void TestTermEntryDialog::defaultIsExclusive()
{
    QFETCH(int, row);
    QFETCH(bool, byKeyboard);
    TermEntry entry = kernelTerm();
    entry.renderings.append(termRendering(QStringLiteral("核")));
    TermEntryDialog dialog;
    dialog.setEntry(entry);
    showActive(dialog);
    auto *table = child<QTableWidget>(dialog, "renderingsTable");
    QAbstractItemModelTester tester(table->model());
    if (byKeyboard) {
        table->setFocus();
        table->setCurrentCell(row, DefaultColumn);
        QTest::keyClick(table, Qt::Key_Space);
    } else {
        table->item(row, DefaultColumn)->setCheckState(Qt::Checked);
    }
    const QList<TermRendering> renderings = dialog.entry().renderings;
    QCOMPARE(renderings.size(), 3);
    for (int i = 0; i < renderings.size(); ++i) {
        QCOMPARE(renderings.at(i).isDefault, i == row);
    }
    table->item(row, DefaultColumn)->setCheckState(Qt::Unchecked);
    for (const TermRendering &rendering : dialog.entry().renderings) {
        QVERIFY(!rendering.isDefault); // none may be default
    }
}

void TestTermEntryDialog::addAndRemoveRows()
{
    TermEntryDialog dialog;
    dialog.setEntry(kernelTerm());
    showActive(dialog);
    auto *table = child<QTableWidget>(dialog, "forbiddenTable");
    QAbstractItemModelTester tester(table->model());
    child<QPushButton>(dialog, "forbiddenAddButton")->click();
    QCOMPARE(table->rowCount(), 3);
    QTRY_VERIFY(cellEditor());
    typeText(cellEditor(), QStringLiteral("核"));
    QTest::keyClick(cellEditor(), Qt::Key_Tab);
    QTRY_VERIFY(cellEditor());
    typeText(cellEditor(), QStringLiteral("太笼统"));
    QTest::keyClick(cellEditor(), Qt::Key_Return);
    QTRY_VERIFY(!cellEditor());
    QCOMPARE(dialog.entry().forbidden.size(), 3);
    QCOMPARE(dialog.entry().forbidden.last().reason, QStringLiteral("太笼统"));
    table->setCurrentCell(0, 0);
    child<QPushButton>(dialog, "forbiddenRemoveButton")->click();
    const QList<TermForbidden> forbidden = dialog.entry().forbidden;
    QCOMPARE(forbidden.size(), 2);
    QCOMPARE(forbidden.first().text, QStringLiteral("内核函数"));
    QCOMPARE(forbidden.last().text, QStringLiteral("核"));
}

void TestTermEntryDialog::fromSelection_data()
{
    QTest::addColumn<QString>("sourceText");
    QTest::addColumn<QString>("renderingText");
    QTest::addColumn<TermEntry>("expected");
    QTest::newRow("both sides selected, padded")
        << QStringLiteral(" kernel\n") << QStringLiteral(" 内核 ") << simpleTerm(QStringLiteral("kernel"), QStringLiteral("内核"));
    TermEntry sourceOnly;
    sourceOnly.source = QStringLiteral("NCCL_IB_DISABLE");
    QTest::newRow("source only") << QStringLiteral("NCCL_IB_DISABLE") << QStringLiteral("  ") << sourceOnly;
    TermEntry renderingOnly;
    renderingOnly.renderings = {termRendering(QStringLiteral("CUDA核函数"), true)};
    QTest::newRow("rendering only") << QString() << QStringLiteral("CUDA核函数") << renderingOnly;
    QTest::newRow("nothing selected") << QString() << QString() << TermEntry();
}

void TestTermEntryDialog::fromSelection()
{
    QFETCH(QString, sourceText);
    QFETCH(QString, renderingText);
    QFETCH(TermEntry, expected);
    const TermEntry entry = TermEntryDialog::fromSelection(sourceText, renderingText);
    QCOMPARE(entry.id, qint64(0));
    QCOMPARE(describe(entry), describe(expected));
    TermEntryDialog dialog;
    dialog.setEntry(entry);
    QCOMPARE(describe(dialog.entry()), describe(expected));
    QCOMPARE(okButton(dialog)->isEnabled(), !expected.source.isEmpty());
}

void TestTermEntryDialog::duplicateSourceWarns_data()
{
    QTest::addColumn<qint64>("id");
    QTest::addColumn<QString>("storedSource");
    QTest::addColumn<QString>("typedSource");
    QTest::addColumn<bool>("warns");
    QTest::addColumn<bool>("refused");
    QTest::newRow("new entry, source known: merged") << qint64(0) << QString() << QStringLiteral("kernel") << true << false;
    QTest::newRow("new entry, known source in capitals") << qint64(0) << QString() << QStringLiteral("Kernel ") << true << false;
    QTest::newRow("new entry, unknown source") << qint64(0) << QString() << QStringLiteral("kernels") << false << false;
    QTest::newRow("stored entry keeps its source") << qint64(5) << QStringLiteral("kernel") << QStringLiteral("KERNEL") << false << false;
    QTest::newRow("stored entry renamed to another known: refused")
        << qint64(5) << QStringLiteral("kernel") << QStringLiteral("token") << false << true;
}

void TestTermEntryDialog::duplicateSourceWarns()
{
    QFETCH(qint64, id);
    QFETCH(QString, storedSource);
    QFETCH(QString, typedSource);
    QFETCH(bool, warns);
    QFETCH(bool, refused);
    TermEntry entry = simpleTerm(storedSource, QStringLiteral("内核"));
    entry.id = id;
    TermEntryDialog dialog;
    dialog.setKnownSources({QStringLiteral("kernel"), QStringLiteral("token")});
    dialog.setEntry(entry);
    showActive(dialog);
    auto *source = child<QLineEdit>(dialog, "sourceEdit");
    source->clear();
    QTest::keyClicks(source, typedSource);
    QCOMPARE(!dialog.warning().isEmpty(), warns);
    QCOMPARE(message(dialog).contains(QStringLiteral("will be merged")), warns);
    QCOMPARE(dialog.problem().contains(QStringLiteral("token")), refused);
    QCOMPARE(okButton(dialog)->isEnabled(), !refused); // merging a new entry is a warning only
}

QTEST_MAIN(TestTermEntryDialog)
#include "tst_termentrydialog.moc"
