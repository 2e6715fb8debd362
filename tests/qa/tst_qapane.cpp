// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findchild.h"
#include "qapane.h"
#include "qasettingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

namespace {

QaFindingListModel::Row row(const QString &check, QaSeverity severity, qint64 target, int offset, bool waived = false)
{
    QaFindingListModel::Row row;
    row.finding.check = check;
    row.finding.severity = severity;
    row.finding.targetBlockId = target;
    row.finding.sourceBlockId = 3;
    row.finding.offset = offset;
    row.finding.length = offset < 0 ? 0 : 4;
    row.finding.message = QStringLiteral("message");
    row.finding.detail = check;
    row.finding.waived = waived;
    row.targetOrdinal = target ? 7 : 0;
    row.sourceOrdinal = 2;
    return row;
}

const QList<QaFindingListModel::Row> kRows {row(QStringLiteral("content.untranslated"), QaSeverity::Error, 0, -1),
    row(QStringLiteral("typography.quotes"), QaSeverity::Warning, 12, 5),
    row(QStringLiteral("markdown.link"), QaSeverity::Warning, 13, -1, true)};

} // namespace

class TestQaPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholderWithoutIssue();
    void summaryAndFilter();
    void enterJumps();
    void waiveAndUnwaive();
    void readOnlyCannotWaive();
    void keepsTheCurrentFindingAcrossRuns();
    void settingsDialogRoundTrip();
    void presetFollowsTheRules();
};

void TestQaPane::placeholderWithoutIssue()
{
    QaPane pane;
    QVERIFY(!child<QPushButton>(pane, "qaRun")->isEnabled());
    QCOMPARE(child<QLabel>(pane, "qaPlaceholder")->text(), QStringLiteral("Open an issue to check it."));
    pane.setIssueOpen(true);
    pane.setRows({});
    QCOMPARE(child<QLabel>(pane, "qaPlaceholder")->text(), QStringLiteral("QA found nothing to fix in this issue."));
    QVERIFY(child<QPushButton>(pane, "qaRun")->isEnabled());
}

void TestQaPane::summaryAndFilter()
{
    QaPane pane;
    pane.setIssueOpen(true);
    pane.setRows(kRows);
    QCOMPARE(child<QLabel>(pane, "qaSummary")->text(), QStringLiteral("1 error(s) · 1 warning(s) · 0 hint(s) · 1 waived"));
    auto *table = child<QTableView>(pane, "qaTable");
    QCOMPARE(table->model()->rowCount(), 2);
    child<QCheckBox>(pane, "qaShowWaived")->setChecked(true);
    QCOMPARE(table->model()->rowCount(), 3);
    auto *severity = child<QComboBox>(pane, "qaSeverityFilter");
    severity->setCurrentIndex(severity->findData(int(QaSeverity::Error)));
    QCOMPARE(table->model()->rowCount(), 1);
    severity->setCurrentIndex(severity->findData(int(QaSeverity::Info)));
    QCOMPARE(table->model()->rowCount(), 0);
    QCOMPARE(child<QLabel>(pane, "qaPlaceholder")->text(), QStringLiteral("No finding matches the filter."));
}

void TestQaPane::enterJumps()
{
    QaPane pane;
    pane.show();
    pane.setIssueOpen(true);
    pane.setRows(kRows);
    QSignalSpy jumps(&pane, &QaPane::jumpRequested);
    auto *table = child<QTableView>(pane, "qaTable");
    table->setFocus();
    table->setCurrentIndex(table->model()->index(1, 0));
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(jumps.count(), 1);
    QCOMPARE(jumps.at(0).at(0).toLongLong(), qint64(12));
    QCOMPARE(jumps.at(0).at(2).toInt(), 5);
    QCOMPARE(jumps.at(0).at(3).toInt(), 4);
    table->setCurrentIndex(table->model()->index(0, 0));
    QTest::keyClick(table, Qt::Key_Enter);
    QCOMPARE(jumps.count(), 2);
    QCOMPARE(jumps.at(1).at(0).toLongLong(), qint64(0));
    QCOMPARE(jumps.at(1).at(1).toLongLong(), qint64(3));
}

void TestQaPane::waiveAndUnwaive()
{
    QaPane pane;
    pane.setIssueOpen(true);
    pane.setRows(kRows);
    child<QCheckBox>(pane, "qaShowWaived")->setChecked(true);
    QSignalSpy waives(&pane, &QaPane::waiveRequested);
    QSignalSpy unwaives(&pane, &QaPane::unwaiveRequested);
    auto *table = child<QTableView>(pane, "qaTable");
    table->setCurrentIndex(table->model()->index(1, 0));
    QVERIFY(child<QPushButton>(pane, "qaWaive")->isEnabled());
    QVERIFY(!child<QPushButton>(pane, "qaUnwaive")->isEnabled());
    pane.waiveCurrent(QStringLiteral("   "));
    QCOMPARE(waives.count(), 0);
    pane.waiveCurrent(QStringLiteral(" 原文如此 "));
    QCOMPARE(waives.count(), 1);
    QCOMPARE(waives.at(0).at(0).toString(), kRows.at(1).finding.key());
    QCOMPARE(waives.at(0).at(1).toString(), QStringLiteral("原文如此"));
    table->setCurrentIndex(table->model()->index(2, 0));
    QVERIFY(!child<QPushButton>(pane, "qaWaive")->isEnabled());
    QTest::mouseClick(child<QPushButton>(pane, "qaUnwaive"), Qt::LeftButton);
    QCOMPARE(unwaives.count(), 1);
    QCOMPARE(unwaives.at(0).at(0).toString(), kRows.at(2).finding.key());
}

void TestQaPane::readOnlyCannotWaive()
{
    QaPane pane;
    pane.setIssueOpen(true);
    pane.setRows(kRows);
    pane.setReadOnly(true);
    QSignalSpy waives(&pane, &QaPane::waiveRequested);
    auto *table = child<QTableView>(pane, "qaTable");
    table->setCurrentIndex(table->model()->index(1, 0));
    QVERIFY(!child<QPushButton>(pane, "qaWaive")->isEnabled());
    pane.waiveCurrent(QStringLiteral("reason"));
    QCOMPARE(waives.count(), 0);
}

void TestQaPane::keepsTheCurrentFindingAcrossRuns()
{
    QaPane pane;
    pane.setIssueOpen(true);
    pane.setRows(kRows);
    auto *table = child<QTableView>(pane, "qaTable");
    table->setCurrentIndex(table->model()->index(1, 0));
    const QString key = pane.currentKey();
    QList<QaFindingListModel::Row> again = kRows;
    again.prepend(row(QStringLiteral("content.empty"), QaSeverity::Error, 40, -1));
    pane.setRows(again);
    QCOMPARE(pane.currentKey(), key);
}

void TestQaPane::settingsDialogRoundTrip()
{
    QaSettings settings = *QaSettings::preset(QStringLiteral("huggingface"));
    settings.disabled = {QStringLiteral("markdown.link")};
    QaSettingsDialog dialog(settings);
    QCOMPARE(child<QComboBox>(dialog, "qaPreset")->currentData().toString(), QStringLiteral("huggingface"));
    QCOMPARE(dialog.settings(), settings);
    auto *checks = child<QTreeWidget>(dialog, "qaChecks");
    QTreeWidgetItem *first = checks->topLevelItem(0)->child(0);
    first->setCheckState(0, Qt::Unchecked);
    QVERIFY(dialog.settings().disabled.contains(first->data(0, Qt::UserRole).toString()));
    QVERIFY(dialog.settings().disabled.contains(QStringLiteral("markdown.link")));
}

void TestQaPane::presetFollowsTheRules()
{
    QaSettingsDialog dialog(QaSettings {});
    auto *preset = child<QComboBox>(dialog, "qaPreset");
    auto *latin = child<QComboBox>(dialog, "qaLatinSpacing");
    QCOMPARE(preset->currentData().toString(), QStringLiteral("d2l"));
    preset->setCurrentIndex(preset->findData(QStringLiteral("huggingface")));
    Q_EMIT preset->activated(preset->currentIndex());
    QCOMPARE(dialog.settings().latinSpacing, QaSettings::Spacing::Space);
    latin->setCurrentIndex(latin->findData(QStringLiteral("none")));
    Q_EMIT latin->activated(latin->currentIndex());
    QCOMPARE(preset->currentData().toString(), QString()); // custom
}

QTEST_MAIN(TestQaPane)
#include "tst_qapane.moc"
