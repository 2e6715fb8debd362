// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletiondialog.h"

#include "typetext.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

namespace {
QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

template<typename T>
T *child(const QWidget &dialog, const char *name)
{
    auto *widget = dialog.findChild<T *>(QLatin1String(name));
    if (!widget) {
        qFatal("no child %s", name);
    }
    return widget;
}
} // namespace

// The dialog that asks why source text is deleted: typing a justification, the
// blank-justification warning, the reason and the summary texts.
class TestDeletionDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void typingHidesTheWarning_data();
    void typingHidesTheWarning();
    void reasonChosenWithKeys_data();
    void reasonChosenWithKeys();
    void editingAStoredDeletion();
    void okStaysEnabledWhenBlank();
    void summaries_data();
    void summaries();
};

void TestDeletionDialog::typingHidesTheWarning_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("committed"); // from an input method, after the keys
    QTest::addColumn<int>("backspaces");
    QTest::addColumn<QString>("justification");
    QTest::newRow("nothing typed: warning") << QString() << QString() << 0 << QString();
    QTest::newRow("English sentence") << u8("Venmo is US-only.") << QString() << 0 << u8("Venmo is US-only.");
    QTest::newRow("Chinese from an input method") << QString() << u8("国内读者用不到。") << 0 << u8("国内读者用不到。");
    QTest::newRow("blanks only: still warned") << u8("   ") << QString() << 0 << QString();
    QTest::newRow("typed and erased: warned again") << u8("ab") << QString() << 2 << QString();
    QTest::newRow("blanks around trimmed") << u8("  old API  ") << QString() << 0 << u8("old API");
}

void TestDeletionDialog::typingHidesTheWarning()
{
    QFETCH(QString, keys);
    QFETCH(QString, committed);
    QFETCH(int, backspaces);
    QFETCH(QString, justification);
    DeletionDialog dialog;
    auto *edit = child<QPlainTextEdit>(dialog, "deletionJustification");
    QVERIFY(dialog.isWarningShown());
    QVERIFY(!edit->placeholderText().isEmpty());
    QTest::keyClicks(edit, keys);
    if (!committed.isEmpty()) {
        typeText(edit, committed);
    }
    for (int i = 0; i < backspaces; ++i) {
        QTest::keyClick(edit, Qt::Key_Backspace);
    }
    QCOMPARE(dialog.value().justification, justification);
    QCOMPARE(dialog.isWarningShown(), justification.isEmpty());
    QCOMPARE(child<QLabel>(dialog, "deletionWarning")->isVisibleTo(&dialog), justification.isEmpty());
}

void TestDeletionDialog::reasonChosenWithKeys_data()
{
    QTest::addColumn<int>("downs");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("label");
    QTest::newRow("first: outdated example") << 0 << int(DeletionReason::OutdatedExample) << u8("Outdated example");
    QTest::newRow("second: region-specific") << 1 << int(DeletionReason::RegionSpecific) << u8("Region-specific");
    QTest::newRow("last: other") << 4 << int(DeletionReason::Other) << u8("Other");
}

void TestDeletionDialog::reasonChosenWithKeys()
{
    QFETCH(int, downs);
    QFETCH(int, reason);
    QFETCH(QString, label);
    DeletionDialog dialog;
    auto *combo = child<QComboBox>(dialog, "deletionReason");
    QCOMPARE(combo->count(), DeletionReasons::all().size());
    for (int i = 0; i < downs; ++i) {
        QTest::keyClick(combo, Qt::Key_Down);
    }
    QCOMPARE(int(dialog.value().reason), reason);
    QCOMPARE(combo->currentText(), label);
}

void TestDeletionDialog::editingAStoredDeletion()
{
    DeletionDialog dialog;
    DeletionDialog::Value value;
    value.reason = DeletionReason::Duplicate;
    value.justification = u8("Same as the example above.");
    dialog.setValue(value);
    QCOMPARE(dialog.value().reason, DeletionReason::Duplicate);
    QCOMPARE(child<QComboBox>(dialog, "deletionReason")->currentText(), u8("Duplicate"));
    QCOMPARE(dialog.value().justification, u8("Same as the example above."));
    QVERIFY(!dialog.isWarningShown());
    value.justification.clear();
    dialog.setValue(value);
    QVERIFY(dialog.isWarningShown());
}

void TestDeletionDialog::okStaysEnabledWhenBlank()
{
    DeletionDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QList<QPushButton *> buttons = dialog.findChildren<QPushButton *>();
    QPushButton *ok = nullptr;
    for (QPushButton *button : buttons) {
        ok = button->text() == u8("Delete") ? button : ok;
    }
    QVERIFY(ok);
    QVERIFY(ok->isEnabled());
    QVERIFY(child<QLabel>(dialog, "deletionWarning")->isVisible());
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestDeletionDialog::summaries_data()
{
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("expected");
    QLocale::setDefault(QLocale::c());
    QTest::newRow("one block") << DeletionDialog::blocksSummary(1, 42) << u8("1 source block(s), 42 characters");
    QTest::newRow("several blocks") << DeletionDialog::blocksSummary(3, 1234) << u8("3 source block(s), 1234 characters");
    QTest::newRow("span on one line") << DeletionDialog::spanSummary(12, u8("Pay with\nVenmo."))
                                      << u8("Part of block #12: “Pay with Venmo.”");
    QTest::newRow("long span cut") << DeletionDialog::spanSummary(2, QString(200, QLatin1Char('x')))
                                   << u8("Part of block #2: “") + QString(160, QLatin1Char('x')) + u8("…”");
}

void TestDeletionDialog::summaries()
{
    QFETCH(QString, summary);
    QFETCH(QString, expected);
    QCOMPARE(summary, expected);
    DeletionDialog dialog;
    DeletionDialog::Value value;
    value.summary = summary;
    dialog.setValue(value);
    QCOMPARE(dialog.value().summary, expected);
    QCOMPARE(child<QLabel>(dialog, "deletionSummary")->text(), expected);
}

QTEST_MAIN(TestDeletionDialog)
#include "tst_deletiondialog.moc"
