// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

// ExportDialog driven with keys: settings in and out, the format and the output
// path's suffix, and OK while deletions lack a justification.
class TestExportDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void settingsRoundTrip_data();
    void settingsRoundTrip();
    void typedValues();
    void okState_data();
    void okState();
    void formatFollowsSuffix_data();
    void formatFollowsSuffix();

private:
    template<typename T>
    static T *child(const ExportDialog &dialog, const char *name)
    {
        return dialog.findChild<T *>(QString::fromLatin1(name));
    }
    static QPushButton *okButton(const ExportDialog &dialog)
    {
        return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
};

void TestExportDialog::settingsRoundTrip_data()
{
    QTest::addColumn<int>("deletionNotes");
    QTest::addColumn<bool>("footer");
    QTest::addColumn<bool>("notes");
    QTest::newRow("defaults") << int(ExportSettings::DeletionNotes::Footnotes) << true << true;
    QTest::newRow("end section, no footer") << int(ExportSettings::DeletionNotes::EndSection) << false << true;
    QTest::newRow("none, no notes") << int(ExportSettings::DeletionNotes::None) << true << false;
}

void TestExportDialog::settingsRoundTrip()
{
    QFETCH(int, deletionNotes);
    QFETCH(bool, footer);
    QFETCH(bool, notes);
    ExportSettings settings;
    settings.deletionNotes = ExportSettings::DeletionNotes(deletionNotes);
    settings.footer = footer;
    settings.notes = notes;
    settings.footerFormat = QStringLiteral("修订 {revisions} 次");
    ExportDialog dialog;
    ExportDialog::Value value;
    value.settings = settings;
    dialog.setValue(value);
    QVERIFY(dialog.value().settings == settings);
    QCOMPARE(child<QLineEdit>(dialog, "footerFormat")->isEnabled(), footer);
    QCOMPARE(child<QLineEdit>(dialog, "endSectionTitle")->isEnabled(), deletionNotes == int(ExportSettings::DeletionNotes::EndSection));
}

void TestExportDialog::typedValues()
{
    ExportDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *format = child<QLineEdit>(dialog, "footerFormat");
    format->selectAll();
    QTest::keyClicks(format, QStringLiteral("Rev {revisions}"));
    auto *notesBox = child<QComboBox>(dialog, "deletionNotes");
    notesBox->setFocus();
    QTest::keyClick(notesBox, Qt::Key_Down);
    auto *title = child<QLineEdit>(dialog, "endSectionTitle");
    QVERIFY(title->isEnabled());
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("Cuts"));
    QTest::keyClick(child<QCheckBox>(dialog, "notes"), Qt::Key_Space);
    const ExportSettings settings = dialog.value().settings;
    QCOMPARE(settings.footerFormat, QStringLiteral("Rev {revisions}"));
    QCOMPARE(settings.deletionNotes, ExportSettings::DeletionNotes::EndSection);
    QCOMPARE(settings.endSectionTitle, QStringLiteral("Cuts"));
    QVERIFY(!settings.notes);
    // Cleared texts mean the defaults.
    format->selectAll();
    QTest::keyClick(format, Qt::Key_Backspace);
    QCOMPARE(dialog.value().settings.footerFormat, ExportSettings::defaultFooterFormat());
}

void TestExportDialog::okState_data()
{
    QTest::addColumn<QStringList>("unjustified");
    QTest::addColumn<QStringList>("open"); // open checklist items
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("force");
    QTest::addColumn<bool>("enabled");
    const QStringList two = {QStringLiteral("Block 3 (paragraph “In the US…”): no justification"),
        QStringLiteral("Block 5 (code “sudo apt”): no justification")};
    const QStringList open = {QStringLiteral("五位读者盲测通过 — 4 of 5 readers passed (80%); at least 5 readers are needed.")};
    const QStringList none;
    QTest::newRow("no deletions to justify, a path") << none << none << QStringLiteral("/tmp/out.md") << false << true;
    QTest::newRow("no path") << none << none << QString() << false << false;
    QTest::newRow("unjustified deletions") << two << none << QStringLiteral("/tmp/out.md") << false << false;
    QTest::newRow("unjustified deletions, export anyway") << two << none << QStringLiteral("/tmp/out.md") << true << true;
    QTest::newRow("open checklist items") << none << open << QStringLiteral("/tmp/out.md") << false << false;
    QTest::newRow("open checklist items, export anyway") << none << open << QStringLiteral("/tmp/out.md") << true << true;
    QTest::newRow("both, export anyway") << two << open << QStringLiteral("/tmp/out.md") << true << true;
}

void TestExportDialog::okState()
{
    QFETCH(QStringList, unjustified);
    QFETCH(QStringList, open);
    QFETCH(QString, path);
    QFETCH(bool, force);
    QFETCH(bool, enabled);
    ExportDialog dialog;
    ExportDialog::Value value;
    value.unjustified = unjustified;
    value.openItems = open;
    dialog.setValue(value);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(child<QLineEdit>(dialog, "outputPath"), path);
    auto *anyway = child<QCheckBox>(dialog, "exportAnyway");
    QCOMPARE(anyway->isVisible(), !unjustified.isEmpty() || !open.isEmpty());
    QCOMPARE(child<QListWidget>(dialog, "unjustified")->count(), int(unjustified.size()));
    QCOMPARE(child<QListWidget>(dialog, "openItems")->count(), int(open.size()));
    QCOMPARE(child<QLineEdit>(dialog, "overrideReason")->isVisible(), !open.isEmpty());
    if (force) {
        anyway->setFocus();
        QTest::keyClick(anyway, Qt::Key_Space);
    }
    QCOMPARE(okButton(dialog)->isEnabled(), enabled);
    QCOMPARE(dialog.value().isForced(), force && !unjustified.isEmpty());
    QCOMPARE(dialog.value().isOverridden(), force && !open.isEmpty());
    QCOMPARE(dialog.value().outputPath, path);
    if (force && !open.isEmpty()) {
        QTest::keyClicks(child<QLineEdit>(dialog, "overrideReason"), QStringLiteral(" readers booked "));
        QCOMPARE(dialog.value().overrideReason, QStringLiteral("readers booked"));
    }
    if (force) { // unchecking blocks again
        QTest::keyClick(anyway, Qt::Key_Space);
        QVERIFY(!okButton(dialog)->isEnabled());
    }
}

void TestExportDialog::formatFollowsSuffix_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("asHtml");
    QTest::newRow("markdown suffix becomes .html") << QStringLiteral("/tmp/post.md") << QStringLiteral("/tmp/post.html");
    QTest::newRow("another suffix stays") << QStringLiteral("/tmp/post.txt") << QStringLiteral("/tmp/post.txt");
}

void TestExportDialog::formatFollowsSuffix()
{
    QFETCH(QString, typed);
    QFETCH(QString, asHtml);
    ExportDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(child<QLineEdit>(dialog, "outputPath"), typed);
    QVERIFY(!dialog.value().html);
    auto *format = child<QComboBox>(dialog, "format");
    format->setFocus();
    QTest::keyClick(format, Qt::Key_Down);
    QVERIFY(dialog.value().html);
    QCOMPARE(dialog.value().outputPath, asHtml);
    QTest::keyClick(format, Qt::Key_Up);
    QVERIFY(!dialog.value().html);
    QCOMPARE(dialog.value().outputPath, typed);
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
