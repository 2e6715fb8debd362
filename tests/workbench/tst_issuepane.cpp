// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuepane.h"

#include <QTest>

namespace {
// Records what the base asks of a pane.
class RecordingPane : public IssuePane
{
public:
    QStringList calls;

protected:
    void issueOpenChanged() override { calls.append(QStringLiteral("issueOpenChanged %1").arg(isIssueOpen())); }
    void updateState() override { calls.append(QStringLiteral("updateState %1").arg(isReadOnly())); }
};
} // namespace

// The issue and read-only state the panes about the open issue share.
class TestIssuePane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsClosedAndWritable();
    void tellsThePane_data();
    void tellsThePane();
};

void TestIssuePane::startsClosedAndWritable()
{
    RecordingPane pane;
    QVERIFY(!pane.isIssueOpen());
    QVERIFY(!pane.isReadOnly());
    QVERIFY(pane.calls.isEmpty());
}

void TestIssuePane::tellsThePane_data()
{
    QTest::addColumn<bool>("readOnlyCall");
    QTest::addColumn<bool>("value");
    QTest::addColumn<QString>("call");
    QTest::newRow("an issue opened") << false << true << QStringLiteral("issueOpenChanged 1");
    QTest::newRow("the issue closed") << false << false << QStringLiteral("issueOpenChanged 0");
    QTest::newRow("read-only") << true << true << QStringLiteral("updateState 1");
    QTest::newRow("writable again") << true << false << QStringLiteral("updateState 0");
}

void TestIssuePane::tellsThePane()
{
    QFETCH(bool, readOnlyCall);
    QFETCH(bool, value);
    QFETCH(QString, call);
    RecordingPane pane;
    if (readOnlyCall) {
        pane.setReadOnly(value);
        QCOMPARE(pane.isReadOnly(), value);
        QVERIFY(!pane.isIssueOpen());
    } else {
        pane.setIssueOpen(value);
        QCOMPARE(pane.isIssueOpen(), value);
        QVERIFY(!pane.isReadOnly());
    }
    QCOMPARE(pane.calls, QStringList {call});
}

QTEST_MAIN(TestIssuePane)
#include "tst_issuepane.moc"
