// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "machinepane.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>

// The Machine pane on its own, clicked as a user would: what it shows while a
// suggestion streams in, when it is checked, when it fails, and without an endpoint.
class TestMachinePane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void notConfiguredOffersTheSettings();
    void suggestionStreamsInThenIsChecked();
    void cancelShowsOnlyWhileBusy();
    void buttonsAsk_data();
    void buttonsAsk();
    void failureKeepsNothingToInsert();

private:
    QPushButton *button(const QString &name) const { return m_pane->findChild<QPushButton *>(name); }

    std::unique_ptr<MachinePane> m_pane;
};

void TestMachinePane::init()
{
    m_pane = std::make_unique<MachinePane>();
    m_pane->resize(360, 420);
    m_pane->setConfigured(true);
    m_pane->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
}

void TestMachinePane::cleanup()
{
    m_pane.reset();
}

void TestMachinePane::notConfiguredOffersTheSettings()
{
    m_pane->setConfigured(false);
    QVERIFY(!m_pane->isConfigured());
    auto *message = m_pane->findChild<QLabel *>(QStringLiteral("machineNotConfigured"));
    QVERIFY(message && message->isVisible());
    QVERIFY(message->text().contains(QStringLiteral("nothing is sent")));
    QVERIFY(!button(QStringLiteral("machineSuggest"))->isVisible());
    QSignalSpy settings(m_pane.get(), &MachinePane::settingsRequested);
    QTest::mouseClick(button(QStringLiteral("machineSettings")), Qt::LeftButton);
    QCOMPARE(settings.count(), 1);
    m_pane->setConfigured(true);
    QVERIFY(button(QStringLiteral("machineSuggest"))->isVisible());
    QVERIFY(!message->isVisible());
}

void TestMachinePane::suggestionStreamsInThenIsChecked()
{
    m_pane->setBusy(QStringLiteral("Install the NVIDIA driver before you build the container image."));
    QVERIFY(m_pane->isBusy());
    QVERIFY(m_pane->statusText().contains(QStringLiteral("Install the NVIDIA driver")));
    QVERIFY(!button(QStringLiteral("machineInsert"))->isEnabled());
    m_pane->setPartial(QStringLiteral("构建"));
    QCOMPARE(m_pane->suggestionText(), QStringLiteral("构建"));
    m_pane->setPartial(QStringLiteral("构建容器镜像之前"));
    QCOMPARE(m_pane->suggestionText(), QStringLiteral("构建容器镜像之前"));
    QVERIFY(m_pane->suggestion().isEmpty()); // nothing to insert until it is checked
    m_pane->setSuggestion(QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。"),
        {{QStringLiteral("term.missing"), QStringLiteral("“container image” should be rendered 容器映像"), QStringLiteral("error"), 2, 4},
            {QStringLiteral("typography.spacing"), QStringLiteral("space between Chinese and Latin"), QStringLiteral("warning")}});
    // The term finding underlined where it is; the other is about the whole: the frame.
    QCOMPARE(m_pane->markedRanges(), (QList<QPair<int, int>> {{2, 4}}));
    QVERIFY(!m_pane->isBusy());
    QCOMPARE(m_pane->suggestion(), QStringLiteral("构建容器镜像之前先安装 NVIDIA 驱动。"));
    QVERIFY(m_pane->findingsText().contains(QStringLiteral("容器映像")));
    QVERIFY(m_pane->findingsText().contains(QStringLiteral("space between Chinese and Latin")));
    QVERIFY(m_pane->findChild<QLabel *>(QStringLiteral("machineFindings"))->isVisible());
    QVERIFY(m_pane->findChild<QTextBrowser *>(QStringLiteral("machineSuggestion"))->styleSheet().contains(QStringLiteral("#c27c0e")));
    QVERIFY(m_pane->statusText().contains(QStringLiteral("2 finding")));
    QVERIFY(button(QStringLiteral("machineInsert"))->isEnabled());
    // A clean one: no findings shown, no frame.
    m_pane->setBusy(QStringLiteral("Restart the machine."));
    m_pane->setSuggestion(QStringLiteral("重启机器。"), {});
    QVERIFY(m_pane->markedRanges().isEmpty());
    QVERIFY(!m_pane->findChild<QLabel *>(QStringLiteral("machineFindings"))->isVisible());
    QVERIFY(m_pane->findChild<QTextBrowser *>(QStringLiteral("machineSuggestion"))->styleSheet().isEmpty());
}

void TestMachinePane::cancelShowsOnlyWhileBusy()
{
    QVERIFY(!button(QStringLiteral("machineCancel"))->isVisible());
    m_pane->setBusy(QStringLiteral("Restart the machine."));
    QVERIFY(button(QStringLiteral("machineCancel"))->isVisible());
    QVERIFY(!button(QStringLiteral("machineSuggest"))->isEnabled());
    QSignalSpy cancel(m_pane.get(), &MachinePane::cancelRequested);
    QTest::mouseClick(button(QStringLiteral("machineCancel")), Qt::LeftButton);
    QCOMPARE(cancel.count(), 1);
    m_pane->setCancelled();
    QVERIFY(!button(QStringLiteral("machineCancel"))->isVisible());
    QVERIFY(button(QStringLiteral("machineSuggest"))->isEnabled());
    QVERIFY(m_pane->statusText().contains(QStringLiteral("Cancelled")));
}

void TestMachinePane::buttonsAsk_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QByteArray>("signal");
    QTest::newRow("Insert") << QStringLiteral("machineInsert") << QByteArray(SIGNAL(insertRequested()));
    QTest::newRow("Suggest") << QStringLiteral("machineSuggest") << QByteArray(SIGNAL(suggestRequested()));
    QTest::newRow("Show Request") << QStringLiteral("machineShowRequest") << QByteArray(SIGNAL(showRequestRequested()));
}

void TestMachinePane::buttonsAsk()
{
    QFETCH(QString, button);
    QFETCH(QByteArray, signal);
    m_pane->setBusy(QStringLiteral("Restart the machine."));
    m_pane->setSuggestion(QStringLiteral("重启机器。"), {});
    QSignalSpy spy(m_pane.get(), signal.constData());
    QTest::mouseClick(this->button(button), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
}

void TestMachinePane::failureKeepsNothingToInsert()
{
    QVERIFY(!button(QStringLiteral("machineShowRequest"))->isEnabled()); // nothing was asked yet
    m_pane->setBusy(QStringLiteral("Restart the machine."));
    m_pane->setRetrying(2, 1);
    QVERIFY(m_pane->statusText().contains(QStringLiteral("2 second")));
    m_pane->setFailed(QStringLiteral("HTTP 500: model exploded"));
    QVERIFY(m_pane->statusText().contains(QStringLiteral("model exploded")));
    QVERIFY(m_pane->suggestion().isEmpty());
    QVERIFY(!button(QStringLiteral("machineInsert"))->isEnabled());
    QVERIFY(button(QStringLiteral("machineShowRequest"))->isEnabled());
}

QTEST_MAIN(TestMachinePane)
#include "tst_machinepane.moc"
