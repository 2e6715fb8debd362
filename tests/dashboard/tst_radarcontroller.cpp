// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/radarrepository.h"
#include "gui/radarcontroller.h"
#include "issuetechnologiesdialog.h"
#include "radardimensionsdialog.h"
#include "radarview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "whenshown.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDateEdit>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace {

const QByteArray kSource("# Serving\n\nWe serve the model with vLLM in fp16.\n");
const QByteArray kDraft("# 部署\n\n我们用 vLLM 以 fp16 部署模型。\n");

} // namespace

class TestRadarController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showingTheRadarComputesIt();
    void suggestAndTagTheOpenIssue();
    void addATechnologyFromTheDialog();
    void setThePublicationDay();
    void editDimensions();
    void aPointOpensItsIssue();
    void aReadOnlyProjectChangesNothing();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    RadarController *m_radar = nullptr;
    qint64 m_issueId = 0;
    qint64 m_vllm = 0;
};

void TestRadarController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("r.yiqiao")), QStringLiteral("R")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(7, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    RadarRepository radar(*m_store);
    m_vllm = radar.addTechnology(radar.dimensions().at(2).id, QStringLiteral("vLLM"));
    QVERIFY(radar.addTechnology(radar.dimensions().at(0).id, QStringLiteral("Mamba")) > 0);
    m_bench = std::make_unique<WorkbenchWindow>(new QWidget);
    m_radar = new RadarController(*m_bench->actions, *m_bench->workbench, m_bench->window.get());
    m_radar->setProject(m_store.get(), false);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("7")));
}

void TestRadarController::cleanup()
{
    m_bench.reset();
    m_store.reset();
}

void TestRadarController::showingTheRadarComputesIt()
{
    m_bench->actions->action(ActionRegistry::ShowTechnologyRadar)->trigger();
    QVERIFY(m_radar->radarWindow()->isVisible());
    QCOMPARE(m_radar->view()->data().dimensions.size(), 4);
    QVERIFY(m_radar->view()->data().points.isEmpty());
    RadarRepository(*m_store).tag(m_issueId, m_vllm);
    m_radar->view()->findChild<QPushButton *>(QStringLiteral("radarRefresh"))->click();
    QCOMPARE(m_radar->view()->data().points.size(), 1);
    m_radar->setProject(nullptr, false);
    QVERIFY(!m_radar->radarWindow()->isVisible());
}

void TestRadarController::suggestAndTagTheOpenIssue()
{
    m_radar->showRadar();
    whenShown<IssueTechnologiesDialog>([](IssueTechnologiesDialog *dialog) {
        dialog->findChild<QPushButton *>(QStringLiteral("issueTechnologiesSuggest"))->click();
        dialog->accept();
    });
    m_bench->actions->action(ActionRegistry::EditIssueTechnologies)->trigger();
    QCOMPARE(RadarRepository(*m_store).issueTechnologies(m_issueId), QList<qint64> {m_vllm});
    QCOMPARE(m_radar->view()->data().points.size(), 1);
    // Cancel keeps the tags.
    whenShown<IssueTechnologiesDialog>([](IssueTechnologiesDialog *dialog) {
        dialog->setChecked({});
        dialog->reject();
    });
    m_radar->editIssueTechnologies();
    QCOMPARE(RadarRepository(*m_store).issueTechnologies(m_issueId), QList<qint64> {m_vllm});
}

void TestRadarController::addATechnologyFromTheDialog()
{
    whenShown<IssueTechnologiesDialog>([](IssueTechnologiesDialog *dialog) {
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("issueTechnologiesName")), QStringLiteral("fp16 kernels"));
        dialog->findChild<QPushButton *>(QStringLiteral("issueTechnologiesAdd"))->click();
        // A name taken whatever the case is refused by the repository: no second row.
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("issueTechnologiesName")), QStringLiteral("VLLM"));
        dialog->findChild<QPushButton *>(QStringLiteral("issueTechnologiesAdd"))->click();
        dialog->accept();
    });
    QSignalSpy failed(m_radar, &RadarController::failed);
    m_radar->editIssueTechnologies();
    QCOMPARE(failed.count(), 1);
    RadarRepository radar(*m_store);
    const auto added = radar.technology(QStringLiteral("FP16 KERNELS"));
    QVERIFY(added);
    QCOMPARE(radar.technologies().size(), 3);
    QCOMPARE(radar.issueTechnologies(m_issueId), QList<qint64> {added->id});
}

void TestRadarController::setThePublicationDay()
{
    RadarRepository(*m_store).tag(m_issueId, m_vllm);
    m_radar->showRadar();
    QVERIFY(!m_radar->view()->data().points.at(0).published);
    // Ticked and typed: the day is stored and the radar moves the point.
    whenShown<IssueTechnologiesDialog>([](IssueTechnologiesDialog *dialog) {
        auto *published = dialog->findChild<QCheckBox *>(QStringLiteral("issueTechnologiesPublished"));
        auto *day = dialog->findChild<QDateEdit *>(QStringLiteral("issueTechnologiesPublishedOn"));
        QVERIFY(!published->isChecked());
        QVERIFY(!day->isEnabled());
        published->click();
        QVERIFY(day->isEnabled());
        day->setFocus();
        day->setSelectedSection(QDateTimeEdit::YearSection);
        QTest::keyClicks(day, QStringLiteral("2023"));
        day->setSelectedSection(QDateTimeEdit::MonthSection);
        QTest::keyClicks(day, QStringLiteral("06"));
        day->setSelectedSection(QDateTimeEdit::DaySection);
        QTest::keyClicks(day, QStringLiteral("20"));
        QCOMPARE(dialog->publishedOn(), QDate(2023, 6, 20));
        dialog->accept();
    });
    m_radar->editIssueTechnologies();
    QCOMPARE(IssueRepository(*m_store).publishedOn(m_issueId), QDate(2023, 6, 20));
    QCOMPARE(m_radar->view()->data().points.at(0).date, QDate(2023, 6, 20));
    QVERIFY(m_radar->view()->data().points.at(0).published);
    // Shown again, then unticked: cleared; the technologies stay.
    whenShown<IssueTechnologiesDialog>([](IssueTechnologiesDialog *dialog) {
        QCOMPARE(dialog->publishedOn(), QDate(2023, 6, 20));
        dialog->findChild<QCheckBox *>(QStringLiteral("issueTechnologiesPublished"))->click();
        dialog->accept();
    });
    m_radar->editIssueTechnologies();
    QVERIFY(!IssueRepository(*m_store).publishedOn(m_issueId).isValid());
    QCOMPARE(RadarRepository(*m_store).issueTechnologies(m_issueId), QList<qint64> {m_vllm});
    // Cancel changes nothing.
    whenShown<IssueTechnologiesDialog>([](IssueTechnologiesDialog *dialog) {
        dialog->setPublishedOn(QDate(2020, 1, 1));
        dialog->reject();
    });
    m_radar->editIssueTechnologies();
    QVERIFY(!IssueRepository(*m_store).publishedOn(m_issueId).isValid());
}

void TestRadarController::editDimensions()
{
    m_radar->showRadar();
    whenShown<RadarDimensionsDialog>([](RadarDimensionsDialog *dialog) {
        dialog->list()->item(3)->setText(QStringLiteral("数据"));
        // Refused (the dimension has a technology and no target is given): reported, nothing removed.
        Q_EMIT dialog->removeRequested(dialog->list()->item(0)->data(Qt::UserRole).toLongLong(), 0);
        dialog->reject();
    });
    QSignalSpy failed(m_radar, &RadarController::failed);
    m_radar->view()->findChild<QPushButton *>(QStringLiteral("radarDimensions"))->click();
    QCOMPARE(failed.count(), 1);
    QCOMPARE(RadarRepository(*m_store).dimensions().at(3).name, QStringLiteral("数据"));
    QCOMPARE(m_radar->view()->data().dimensions.at(3).name, QStringLiteral("数据"));
    QCOMPARE(m_radar->view()->data().dimensions.size(), 4);
}

void TestRadarController::aPointOpensItsIssue()
{
    QSignalSpy requested(m_radar, &RadarController::issueRequested);
    Q_EMIT m_radar->view()->issueOpenRequested(7);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toInt(), 7);
}

void TestRadarController::aReadOnlyProjectChangesNothing()
{
    m_radar->setProject(m_store.get(), true);
    QSignalSpy failed(m_radar, &RadarController::failed);
    m_radar->editIssueTechnologies();
    m_radar->editDimensions();
    QCOMPARE(failed.count(), 2);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(RadarRepository(*m_store).issueTechnologies(m_issueId).isEmpty());
}

QTEST_MAIN(TestRadarController)
#include "tst_radarcontroller.moc"
