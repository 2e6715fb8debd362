// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/radarstats.h"
#include "issuetechnologiesdialog.h"
#include "radardimensionsdialog.h"
#include "radarexporter.h"
#include "radarview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QXmlStreamReader>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QPercentBarSeries>
#include <QtCharts/QScatterSeries>

#include <unistd.h>

#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
using namespace QtCharts;
#endif

namespace {

// Four dimensions; 2022 Q3: issue 1 (vLLM, FSDP) and issue 2 (vLLM); 2022 Q4: issue 3 (Mamba).
RadarData sample()
{
    RadarData data;
    data.dimensions = {{1, QStringLiteral("模型架构"), 0, QStringLiteral("#4e79a7")}, {2, QStringLiteral("训练优化"), 1, QString()},
        {3, QStringLiteral("推理加速"), 2, QStringLiteral("#e15759")}, {4, QStringLiteral("数据工程"), 3, QString()}};
    data.points = {{1, QStringLiteral("One"), QDate(2022, 7, 10), true, 3, 10, QStringLiteral("vLLM")},
        {1, QStringLiteral("One"), QDate(2022, 7, 10), true, 2, 11, QStringLiteral("FSDP")},
        {2, QStringLiteral("Two"), QDate(2022, 9, 1), true, 3, 10, QStringLiteral("vLLM")},
        {3, QStringLiteral("Three"), QDate(2022, 11, 20), false, 1, 12, QStringLiteral("Mamba")}};
    data.quarters = RadarStats::quarters(data.points, data.dimensions);
    return data;
}

QChart *chartOf(RadarView &view, RadarView::Chart chart)
{
    return static_cast<QChartView *>(view.chartView(chart))->chart();
}

QList<QScatterSeries *> scatterSeries(RadarView &view)
{
    QList<QScatterSeries *> list;
    for (QAbstractSeries *series : chartOf(view, RadarView::Timeline)->series()) {
        list.append(qobject_cast<QScatterSeries *>(series));
    }
    return list;
}

} // namespace

class TestRadarView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void timelineHasOneSeriesPerDimension();
    void timelineAxes();
    void shareChartStacksTheQuarters();
    void emptyData();
    void clickingAPointAsksForItsIssue();
    void hoverTextNamesTheTechnology();
    void buttonsAsk();
    void exportFormats_data();
    void exportFormats();
    void exportFailsClearly();
    void dimensionsDialog();
    void issueTechnologiesDialog();
    void enterAddsATechnologyAndKeepsTheDialogOpen();
};

void TestRadarView::timelineHasOneSeriesPerDimension()
{
    RadarView view;
    view.setData(sample());
    const QList<QScatterSeries *> series = scatterSeries(view);
    QCOMPARE(series.size(), 4);
    QStringList names;
    QList<int> counts;
    for (QScatterSeries *s : series) {
        QVERIFY(s);
        names.append(s->name());
        counts.append(s->count());
    }
    QCOMPARE(names,
        (QStringList {QStringLiteral("模型架构"), QStringLiteral("训练优化"), QStringLiteral("推理加速"), QStringLiteral("数据工程")}));
    QCOMPARE(counts, (QList<int> {1, 1, 2, 0}));
    QCOMPARE(series.at(0)->color(), QColor(QStringLiteral("#4e79a7")));
    // The first dimension is the top row; vLLM's two points are on different days, so both sit on the row.
    QCOMPARE(series.at(0)->at(0).y(), 3.0);
    QCOMPARE(series.at(2)->at(0).y(), 1.0);
    QCOMPARE(series.at(2)->at(1).y(), 1.0);
    QCOMPARE(QDateTime::fromMSecsSinceEpoch(qint64(series.at(2)->at(1).x()), Qt::UTC).date(), QDate(2022, 9, 1));
    QCOMPARE(view.summaryText(),
        QStringLiteral("3 issue(s) tagged · technology tags: 4 · quarters: 2 · 1 without a publication day (placed on the day created)"));
}

void TestRadarView::timelineAxes()
{
    RadarView view;
    view.setData(sample());
    QChart *chart = chartOf(view, RadarView::Timeline);
    const auto x = qobject_cast<QDateTimeAxis *>(chart->axes(Qt::Horizontal).value(0));
    const auto y = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(x);
    QVERIFY(y);
    QVERIFY(x->min().date() <= QDate(2022, 7, 10));
    QVERIFY(x->max().date() >= QDate(2022, 11, 20));
    QCOMPARE(y->categoriesLabels(),
        (QStringList {QStringLiteral("数据工程"), QStringLiteral("推理加速"), QStringLiteral("训练优化"), QStringLiteral("模型架构")}));
    // Every tick's "yyyy-MM" label is a different month.
    QSet<QString> labels;
    const qint64 span = x->min().msecsTo(x->max());
    for (int i = 0; i < x->tickCount(); ++i) {
        labels.insert(x->min().addMSecs(span / (x->tickCount() - 1) * i).toString(x->format()));
    }
    QCOMPARE(labels.size(), x->tickCount());
}

void TestRadarView::shareChartStacksTheQuarters()
{
    RadarView view;
    view.setData(sample());
    const QList<QAbstractSeries *> all = chartOf(view, RadarView::Share)->series();
    QCOMPARE(all.size(), 1);
    const auto bars = qobject_cast<QPercentBarSeries *>(all.at(0));
    QVERIFY(bars);
    QCOMPARE(bars->count(), 4);
    QCOMPARE(bars->barSets().at(0)->label(), QStringLiteral("模型架构"));
    // 2022 Q3: inference 2 of 3 tags, training 1 of 3; 2022 Q4: architecture alone.
    QCOMPARE(bars->barSets().at(2)->count(), 2);
    QCOMPARE(bars->barSets().at(2)->at(0), 66.7);
    QCOMPARE(bars->barSets().at(1)->at(0), 33.3);
    QCOMPARE(bars->barSets().at(0)->at(1), 100.0);
}

void TestRadarView::emptyData()
{
    RadarView view;
    view.setData(RadarData {sample().dimensions, {}, {}});
    QCOMPARE(scatterSeries(view).size(), 4);
    QVERIFY(!chartOf(view, RadarView::Timeline)->title().isEmpty());
    QVERIFY(!chartOf(view, RadarView::Share)->title().isEmpty());
    QCOMPARE(qobject_cast<QPercentBarSeries *>(chartOf(view, RadarView::Share)->series().at(0))->barSets().at(0)->count(), 0);
    view.setData({});
    QVERIFY(scatterSeries(view).isEmpty());
}

void TestRadarView::clickingAPointAsksForItsIssue()
{
    RadarView view;
    view.resize(1000, 600);
    view.setData(sample());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy spy(&view, &RadarView::issueOpenRequested);
    auto *chartView = static_cast<QChartView *>(view.chartView(RadarView::Timeline));
    QScatterSeries *mamba = scatterSeries(view).at(0);
    QTRY_VERIFY(chartView->chart()->plotArea().width() > 100);
    const QPointF inChart = chartView->chart()->mapToPosition(mamba->at(0), mamba);
    const QPoint inView = chartView->mapFromScene(chartView->chart()->mapToScene(inChart));
    QTest::mouseClick(chartView->viewport(), Qt::LeftButton, {}, inView);
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 3);
    // The series' own signal, on the second vLLM point: issue 2.
    QScatterSeries *inference = scatterSeries(view).at(2);
    Q_EMIT inference->clicked(inference->at(1));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toInt(), 2);
}

void TestRadarView::hoverTextNamesTheTechnology()
{
    RadarView view;
    const RadarData data = sample();
    const QString text = view.pointText(data.points.at(3));
    QVERIFY2(text.startsWith(QStringLiteral("Mamba · #3 Three · ")), qPrintable(text));
    QVERIFY2(text.endsWith(QStringLiteral(" (created; no publication day set)")), qPrintable(text));
    QVERIFY(!view.pointText(data.points.at(2)).contains(QStringLiteral("created")));
}

void TestRadarView::buttonsAsk()
{
    RadarView view;
    QSignalSpy exports(&view, &RadarView::exportRequested);
    QSignalSpy dimensions(&view, &RadarView::dimensionsEditRequested);
    QSignalSpy refresh(&view, &RadarView::refreshRequested);
    view.setCurrentChart(RadarView::Share);
    view.findChild<QPushButton *>(QStringLiteral("radarExport"))->click();
    view.findChild<QPushButton *>(QStringLiteral("radarDimensions"))->click();
    view.findChild<QPushButton *>(QStringLiteral("radarRefresh"))->click();
    QCOMPARE(exports.count(), 1);
    QCOMPARE(view.currentChart(), RadarView::Share);
    QCOMPARE(exports.at(0).at(0).value<RadarView::Chart>(), RadarView::Share);
    QCOMPARE(dimensions.count(), 1);
    QCOMPARE(refresh.count(), 1);
}

void TestRadarView::exportFormats_data()
{
    QTest::addColumn<int>("chart");
    QTest::addColumn<QString>("file");
    QTest::newRow("timeline as PNG") << int(RadarView::Timeline) << QStringLiteral("timeline.png");
    QTest::newRow("share as PNG") << int(RadarView::Share) << QStringLiteral("share.PNG");
    QTest::newRow("timeline as SVG") << int(RadarView::Timeline) << QStringLiteral("timeline.svg");
    QTest::newRow("share as SVG") << int(RadarView::Share) << QStringLiteral("share.SVG");
}

// Without a window on screen: the exporter draws the chart view at the size asked.
void TestRadarView::exportFormats()
{
    QFETCH(int, chart);
    QFETCH(QString, file);
    QTemporaryDir dir;
    RadarView view;
    view.setData(sample());
    const QString path = dir.filePath(file);
    QString error;
    QVERIFY2(RadarExporter::save(view.chartView(RadarView::Chart(chart)), path, &error, QSize(900, 500)), qPrintable(error));
    if (!RadarExporter::isSvg(path)) {
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        QCOMPARE(image.size(), QSize(900, 500));
        QSet<QRgb> colors;
        for (int y = 0; y < image.height(); y += 7) {
            for (int x = 0; x < image.width(); x += 7) {
                colors.insert(image.pixel(x, y));
            }
        }
        QVERIFY2(colors.size() > 5, "the image is blank");
        return;
    }
    QFile svg(path);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&svg);
    QVERIFY(xml.readNextStartElement());
    QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
    bool dimensionDrawn = false;
    while (!xml.atEnd()) {
        xml.readNext();
        dimensionDrawn = dimensionDrawn || (xml.isCharacters() && xml.text().toString().contains(QStringLiteral("推理加速")));
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(dimensionDrawn);
}

void TestRadarView::exportFailsClearly()
{
    QTemporaryDir dir;
    RadarView view;
    view.setData(sample());
    QString error;
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/chart.png"));
    QVERIFY(!RadarExporter::save(view.chartView(RadarView::Timeline), missing, &error, QSize(400, 300)));
    QVERIFY2(error.contains(QStringLiteral("chart.png")), qPrintable(error));
    QVERIFY(!QFile::exists(missing));
    error.clear();
    QVERIFY(!RadarExporter::save(view.chartView(RadarView::Timeline), dir.path(), &error, QSize(400, 300)));
    QVERIFY(!error.isEmpty());
    const QString readOnly = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(readOnly));
    QVERIFY(QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ExeOwner));
    if (::access(qPrintable(readOnly), W_OK) == 0) {
        QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QSKIP("a read-only folder is writable for this user (root)");
    }
    error.clear();
    QVERIFY(!RadarExporter::save(view.chartView(RadarView::Share), readOnly + QStringLiteral("/share.svg"), &error, QSize(400, 300)));
    QVERIFY2(error.contains(QStringLiteral("share.svg")), qPrintable(error));
    QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TestRadarView::dimensionsDialog()
{
    RadarDimensionsDialog dialog;
    QAbstractItemModelTester tester(dialog.list()->model());
    const QList<RadarDimension> dimensions = sample().dimensions;
    dialog.setDimensions(dimensions, {{3, 2}});
    QCOMPARE(dialog.list()->count(), 4);
    QSignalSpy renamed(&dialog, &RadarDimensionsDialog::renameRequested);
    QSignalSpy removed(&dialog, &RadarDimensionsDialog::removeRequested);
    QSignalSpy moved(&dialog, &RadarDimensionsDialog::moveRequested);
    QSignalSpy added(&dialog, &RadarDimensionsDialog::addRequested);
    dialog.list()->item(1)->setText(QStringLiteral("训练"));
    QCOMPARE(renamed.count(), 1);
    QCOMPARE(renamed.at(0).at(0).toLongLong(), 2);
    QCOMPARE(renamed.at(0).at(1).toString(), QStringLiteral("训练"));
    // 推理加速 has two technologies: removing it moves them to the dimension chosen.
    dialog.setCurrentId(3);
    auto *moveTo = dialog.findChild<QComboBox *>(QStringLiteral("radarDimensionMoveTo"));
    QVERIFY(moveTo->isEnabled());
    moveTo->setCurrentIndex(moveTo->findText(QStringLiteral("数据工程")));
    dialog.findChild<QPushButton *>(QStringLiteral("radarDimensionRemove"))->click();
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(1).toLongLong(), 4);
    // An empty one needs no target.
    dialog.setCurrentId(4);
    QVERIFY(!moveTo->isEnabled());
    dialog.findChild<QPushButton *>(QStringLiteral("radarDimensionRemove"))->click();
    QCOMPARE(removed.at(1).at(1).toLongLong(), 0);
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("radarDimensionDown"))->isEnabled());
    dialog.findChild<QPushButton *>(QStringLiteral("radarDimensionUp"))->click();
    QCOMPARE(moved.at(0).at(1).toInt(), 2);
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("radarDimensionName")), QStringLiteral("Deployment"));
    QTest::keyClick(dialog.findChild<QLineEdit *>(QStringLiteral("radarDimensionName")), Qt::Key_Return);
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).toString(), QStringLiteral("Deployment"));
}

void TestRadarView::issueTechnologiesDialog()
{
    IssueTechnologiesDialog dialog(12);
    const QList<RadarDimension> dimensions = sample().dimensions;
    QList<Technology> technologies {
        {10, 3, QStringLiteral("vLLM"), {}}, {11, 2, QStringLiteral("FSDP"), {}}, {12, 1, QStringLiteral("Mamba"), {}}};
    dialog.setTechnologies(dimensions, technologies);
    dialog.setChecked({12});
    dialog.setSuggestions({10, 12});
    dialog.findChild<QPushButton *>(QStringLiteral("issueTechnologiesSuggest"))->click();
    QCOMPARE(dialog.checkedIds(), (QList<qint64> {12, 10}));
    QCOMPARE(dialog.applySuggestions(), 0);
    QSignalSpy add(&dialog, &IssueTechnologiesDialog::addTechnologyRequested);
    auto *dimension = dialog.findChild<QComboBox *>(QStringLiteral("issueTechnologiesDimension"));
    dimension->setCurrentIndex(3);
    // keyClicks types ASCII only.
    dialog.findChild<QLineEdit *>(QStringLiteral("issueTechnologiesAliases"))->insert(QStringLiteral("pl, 极地熊"));
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("issueTechnologiesName")), QStringLiteral("Polars"));
    dialog.findChild<QPushButton *>(QStringLiteral("issueTechnologiesAdd"))->click();
    QCOMPARE(add.count(), 1);
    QCOMPARE(add.at(0).at(0).toLongLong(), 4);
    QCOMPARE(add.at(0).at(1).toString(), QStringLiteral("Polars"));
    QCOMPARE(add.at(0).at(2).toStringList(), (QStringList {QStringLiteral("pl"), QStringLiteral("极地熊")}));
    // The owner adds it: it shows ticked, the others keep their ticks, the dimension stays chosen.
    technologies.append({13, 4, QStringLiteral("Polars"), {QStringLiteral("pl")}});
    dialog.markAdded(13);
    dialog.setTechnologies(dimensions, technologies);
    QCOMPARE(dialog.checkedIds(), (QList<qint64> {12, 10, 13}));
    QCOMPARE(dimension->currentIndex(), 3);
    QVERIFY(dialog.findChild<QLineEdit *>(QStringLiteral("issueTechnologiesName"))->text().isEmpty());
}

void TestRadarView::enterAddsATechnologyAndKeepsTheDialogOpen()
{
    IssueTechnologiesDialog dialog(12);
    dialog.setTechnologies(sample().dimensions, {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy add(&dialog, &IssueTechnologiesDialog::addTechnologyRequested);
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("issueTechnologiesName"));
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("Mamba"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(add.count(), 1);
    QCOMPARE(add.at(0).at(1).toString(), QStringLiteral("Mamba"));
    // Not taken for the dialog's OK: the dialog stays open with its ticks.
    QCOMPARE(accepted.count(), 0);
    QVERIFY(dialog.isVisible());
}

QTEST_MAIN(TestRadarView)
#include "tst_radarview.moc"
