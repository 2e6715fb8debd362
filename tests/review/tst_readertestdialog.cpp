// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findchild.h"
#include "readertestdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

// ReaderTestDialog typed into: OK only for what ReaderTestRepository would store.
class TestReaderTestDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void okState_data();
    void okState();
    void roundTrip();
};

void TestReaderTestDialog::okState_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<int>("answers"); // how many of the three are typed
    QTest::addColumn<bool>("passed");
    QTest::addColumn<bool>("ok");
    QTest::newRow("no reader") << QString() << 3 << false << false;
    QTest::newRow("blank reader") << QStringLiteral("   ") << 3 << true << false;
    QTest::newRow("failed without answers") << QStringLiteral("Li") << 0 << false << true;
    QTest::newRow("passed with two answers") << QStringLiteral("Li") << 2 << true << false;
    QTest::newRow("passed with all three") << QStringLiteral("Li") << 3 << true << true;
}

void TestReaderTestDialog::okState()
{
    QFETCH(QString, reader);
    QFETCH(int, answers);
    QFETCH(bool, passed);
    QFETCH(bool, ok);
    ReaderTestDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClicks(child<QLineEdit>(dialog, "reader"), reader);
    const char *fields[] = {"firstStep", "likelyProblem", "verification"};
    for (int i = 0; i < answers; ++i) {
        QTest::keyClicks(child<QPlainTextEdit>(dialog, fields[i]), QStringLiteral("answer %1").arg(i));
    }
    if (passed) {
        auto *box = child<QCheckBox>(dialog, "passed");
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Space);
    }
    QCOMPARE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled(), ok);
    QCOMPARE(child<QLabel>(dialog, "problem")->text().isEmpty(), ok);
}

void TestReaderTestDialog::roundTrip()
{
    ReaderTest test;
    test.id = 7;
    test.issueId = 3;
    test.reader = QStringLiteral("王五");
    test.profile = QStringLiteral("运维工程师");
    test.firstStep = QStringLiteral("先装驱动");
    test.likelyProblem = QStringLiteral("CUDA 版本不符");
    test.verification = QStringLiteral("nvidia-smi");
    test.passed = true;
    ReaderTestDialog dialog(test);
    const ReaderTest back = dialog.test();
    QCOMPARE(back.id, 7);
    QCOMPARE(back.issueId, 3);
    QCOMPARE(back.reader, test.reader);
    QCOMPARE(back.profile, test.profile);
    QCOMPARE(back.firstStep, test.firstStep);
    QCOMPARE(back.likelyProblem, test.likelyProblem);
    QCOMPARE(back.verification, test.verification);
    QVERIFY(back.passed);
}

QTEST_MAIN(TestReaderTestDialog)
#include "tst_readertestdialog.moc"
