// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "radarview.h"

#include "paneparts.h"
#include "plaintooltips.h"

#include <QCursor>
#include <QDateTime>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QTabWidget>
#include <QToolTip>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QPercentBarSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <cmath>

#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
using namespace QtCharts;
#endif

namespace {

// Colours for dimensions that have none stored.
const char *const kPalette[] = {"#4e79a7", "#f28e2b", "#e15759", "#59a14f", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7"};

QColor colorOf(const RadarDimension &dimension, int index)
{
    const QColor stored(dimension.color);
    return stored.isValid() ? stored : QColor(QLatin1String(kPalette[index % 8]));
}

qint64 msecs(const QDate &date)
{
    return QDateTime(date, QTime(12, 0), Qt::UTC).toMSecsSinceEpoch();
}

QChartView *newChartView(QWidget *parent, const QString &name)
{
    auto *view = new QChartView(new QChart, parent);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->setAnimationOptions(QChart::NoAnimation);
    view->chart()->legend()->setAlignment(Qt::AlignBottom);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    return view;
}

QChart *chartOf(QGraphicsView *view)
{
    return static_cast<QChartView *>(view)->chart();
}

// The chart of view, emptied of its series and axes.
QChart *clearedChart(QGraphicsView *view)
{
    QChart *chart = chartOf(view);
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    return chart;
}

} // namespace

RadarView::RadarView(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_timeline(newChartView(this, QStringLiteral("radarTimeline")))
    , m_share(newChartView(this, QStringLiteral("radarShare")))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("radarView"));
    qRegisterMetaType<RadarView::Chart>(); // exportRequested's argument in queued connections and QSignalSpy
    connect(chartOf(m_timeline), &QChart::plotAreaChanged, this, &RadarView::placePointLabels);
    m_tabs->setObjectName(QStringLiteral("radarTabs"));
    m_tabs->addTab(m_timeline, tr("Timeline"));
    m_tabs->addTab(m_share, tr("Share per Quarter"));
    m_summary->setObjectName(QStringLiteral("radarSummary"));
    auto *dimensions = new QPushButton(tr("Dimensions…"), this);
    dimensions->setObjectName(QStringLiteral("radarDimensions"));
    dimensions->setToolTip(tr("Rename, add, remove and reorder the radar's dimensions"));
    auto *exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setObjectName(QStringLiteral("radarExport"));
    exportButton->setToolTip(tr("Save the chart shown as PNG or SVG"));
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("radarRefresh"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(dimensions);
    bar->addWidget(exportButton);
    bar->addWidget(refresh);
    PaneParts::fill(this, {bar, {m_tabs, 1}});
    connect(dimensions, &QPushButton::clicked, this, &RadarView::dimensionsEditRequested);
    connect(exportButton, &QPushButton::clicked, this, [this] { Q_EMIT exportRequested(currentChart()); });
    connect(refresh, &QPushButton::clicked, this, &RadarView::refreshRequested);
    setData({});
}

QGraphicsView *RadarView::chartView(Chart chart) const
{
    return chart == Timeline ? m_timeline : m_share;
}

RadarView::Chart RadarView::currentChart() const
{
    return m_tabs->currentIndex() == 1 ? Share : Timeline;
}

void RadarView::setCurrentChart(Chart chart)
{
    m_tabs->setCurrentIndex(chart == Share ? 1 : 0);
}

QList<qreal> RadarView::rowValues() const
{
    return m_rowValues;
}

QString RadarView::summaryText() const
{
    return m_summary->text();
}

QString RadarView::pointText(const RadarPoint &point) const
{
    const QString day = QLocale().toString(point.date, QLocale::ShortFormat);
    return tr("%1 · #%2 %3 · %4")
        .arg(point.technology, QString::number(point.issueNumber), point.issueTitle,
            point.published ? day : tr("%1 (created; no publication day set)").arg(day));
}

void RadarView::setData(const RadarData &data)
{
    m_data = data;
    QSet<int> issues;
    QSet<int> undated;
    for (const RadarPoint &point : data.points) {
        issues.insert(point.issueNumber);
        if (!point.published) {
            undated.insert(point.issueNumber);
        }
    }
    QString summary = tr("%n issue(s) tagged · technology tags: %1 · quarters: %2", nullptr, int(issues.size()))
                          .arg(QString::number(data.points.size()), QString::number(data.quarters.size()));
    if (!undated.isEmpty()) {
        summary += tr(" · %n without a publication day (placed on the day created)", nullptr, int(undated.size()));
    }
    m_summary->setText(summary);
    buildTimeline();
    buildShare();
}

void RadarView::addTimelineAxes(qreal rows)
{
    QChart *chart = chartOf(m_timeline);
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM"));
    QDate first = m_data.points.isEmpty() ? QDate::currentDate() : m_data.points.first().date;
    QDate last = first;
    for (const RadarPoint &point : std::as_const(m_data.points)) {
        first = qMin(first, point.date);
        last = qMax(last, point.date);
    }
    // Ticks are spaced evenly, months are not: the range runs from the 6th of a month
    // to the 6th of another, whole steps of months apart, so that every tick lands
    // within a few days of the 6th and its "yyyy-MM" label names its month.
    const QDate base = QDate(first.addDays(-5).year(), first.addDays(-5).month(), 1);
    const int months = (last.year() - base.year()) * 12 + last.month() - base.month() + 1;
    int step = 1;
    while ((months + step - 1) / step > 8) {
        ++step;
    }
    const int ticks = (months + step - 1) / step;
    x->setRange(QDateTime(base.addDays(5), QTime(0, 0), Qt::UTC), QDateTime(base.addMonths(ticks * step).addDays(5), QTime(0, 0), Qt::UTC));
    x->setTickCount(ticks + 1);
    auto *y = new QCategoryAxis;
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    y->setStartValue(-0.5);
    for (int i = 0; i < m_data.dimensions.size(); ++i) {
        // The first dimension on top. Qt Charts draws axis labels and legend entries
        // as rich text (QGraphicsTextItem::setHtml): names are escaped.
        y->append(m_data.dimensions.at(m_data.dimensions.size() - 1 - i).name.toHtmlEscaped(), i);
    }
    y->setRange(-0.5, qMax(rows, 1.0) - 0.5);
    y->setGridLineVisible(true);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

void RadarView::buildTimeline()
{
    QChart *chart = clearedChart(m_timeline);
    const int rows = int(m_data.dimensions.size());
    m_rowPoints = QList<QList<int>>();
    for (int i = 0; i < rows; ++i) {
        m_rowPoints.append(QList<int>());
    }
    m_rowValues.clear();
    QHash<QPair<qint64, int>, int> taken; // (day, dimension) → points placed there so far
    QHash<QPair<qint64, int>, int> count;
    for (const RadarPoint &point : std::as_const(m_data.points)) {
        ++count[qMakePair(point.date.toJulianDay(), m_data.dimensionIndex(point.dimensionId))];
    }
    for (int i = 0; i < m_data.points.size(); ++i) {
        const RadarPoint &point = m_data.points.at(i);
        const int dimension = m_data.dimensionIndex(point.dimensionId);
        const auto key = qMakePair(point.date.toJulianDay(), dimension);
        const int n = count.value(key);
        const int k = taken[key]++;
        // Points of one day and row spread over ±0.3 of the row.
        const qreal spread = n > 1 ? (k - (n - 1) / 2.0) * qMin(0.6 / (n - 1), 0.2) : 0.0;
        m_rowValues.append(dimension < 0 ? -1 : rows - 1 - dimension + spread);
        if (dimension >= 0) {
            m_rowPoints[dimension].append(i);
        }
    }
    for (int d = 0; d < rows; ++d) {
        auto *series = new QScatterSeries;
        series->setName(m_data.dimensions.at(d).name.toHtmlEscaped());
        series->setColor(colorOf(m_data.dimensions.at(d), d));
        series->setBorderColor(series->color().darker(130));
        series->setMarkerSize(12);
        for (int index : std::as_const(m_rowPoints.at(d))) {
            series->append(qreal(msecs(m_data.points.at(index).date)), m_rowValues.at(index));
        }
        chart->addSeries(series);
        connect(series, &QScatterSeries::hovered, this, [this, d](const QPointF &value, bool state) { showPointTip(d, value, state); });
        connect(series, &QScatterSeries::clicked, this, [this, d](const QPointF &value) {
            const int index = pointAt(d, value);
            if (index >= 0) {
                Q_EMIT issueOpenRequested(m_data.points.at(index).issueNumber);
            }
        });
    }
    addTimelineAxes(rows);
    addPointLabels();
    chart->setTitle(
        m_data.points.isEmpty() ? tr("No issue is tagged with a technology yet (Terms ▸ Technologies of This Issue…)") : QString());
}

void RadarView::addPointLabels()
{
    qDeleteAll(m_labels);
    m_labels.clear();
    if (m_data.points.size() > MaxPointLabels) {
        return;
    }
    QChart *chart = chartOf(m_timeline);
    for (const RadarPoint &point : std::as_const(m_data.points)) {
        auto *label = new QGraphicsSimpleTextItem(point.technology, chart);
        label->setBrush(chart->legend()->labelColor()); // the chart's theme, not the window's palette
        label->setZValue(10);
        m_labels.append(label);
    }
    placePointLabels();
}

void RadarView::placePointLabels()
{
    QChart *chart = chartOf(m_timeline);
    const QList<QAbstractSeries *> series = chart->series();
    for (int i = 0; i < m_labels.size(); ++i) {
        const int row = m_data.dimensionIndex(m_data.points.at(i).dimensionId);
        if (row < 0 || row >= series.size()) {
            m_labels.at(i)->hide();
            continue;
        }
        const QPointF at = chart->mapToPosition(QPointF(qreal(msecs(m_data.points.at(i).date)), m_rowValues.at(i)), series.at(row));
        m_labels.at(i)->setPos(at + QPointF(9, -m_labels.at(i)->boundingRect().height() / 2));
    }
}

int RadarView::pointAt(int row, const QPointF &value) const
{
    int best = -1;
    qreal bestDistance = 0;
    for (int index : m_rowPoints.value(row)) {
        const qreal dx = (msecs(m_data.points.at(index).date) - value.x()) / 86400000.0;
        const qreal dy = (m_rowValues.at(index) - value.y()) * 100;
        const qreal distance = dx * dx + dy * dy;
        if (best < 0 || distance < bestDistance) {
            best = index;
            bestDistance = distance;
        }
    }
    return best;
}

void RadarView::showPointTip(int row, const QPointF &value, bool hovered)
{
    const int index = pointAt(row, value);
    if (!hovered || index < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), PlainToolTips::html(pointText(m_data.points.at(index))), m_timeline);
}

void RadarView::buildShare()
{
    QChart *chart = clearedChart(m_share);
    auto *series = new QPercentBarSeries;
    QStringList labels;
    for (const RadarQuarter &quarter : std::as_const(m_data.quarters)) {
        labels.append(quarter.label);
    }
    for (int d = 0; d < m_data.dimensions.size(); ++d) {
        auto *set = new QBarSet(m_data.dimensions.at(d).name.toHtmlEscaped());
        set->setColor(colorOf(m_data.dimensions.at(d), d));
        set->setLabelColor(Qt::white);
        for (const RadarQuarter &quarter : std::as_const(m_data.quarters)) {
            // Shares, not counts: the labels show them (the series stacks either the same way).
            set->append(std::round(quarter.share(d) * 10) / 10);
        }
        connect(set, &QBarSet::hovered, this, [this, d](bool state, int index) { showShareTip(d, index, state); });
        series->append(set);
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value%"));
    series->setLabelsPrecision(4);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(labels);
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    y->setLabelFormat(QStringLiteral("%d%"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->setTitle(m_data.quarters.isEmpty() ? tr("No issue is tagged with a technology yet (Terms ▸ Technologies of This Issue…)")
                                              : tr("Share of each dimension's technology tags per quarter"));
}

void RadarView::showShareTip(int dimension, int quarter, bool hovered)
{
    if (!hovered || quarter < 0 || quarter >= m_data.quarters.size()) {
        QToolTip::hideText();
        return;
    }
    const RadarQuarter &q = m_data.quarters.at(quarter);
    QToolTip::showText(QCursor::pos(),
        PlainToolTips::html(tr("%1 · %2: %3% (%4 of %5 tags)")
                                .arg(q.label, m_data.dimensions.at(dimension).name, QString::number(q.share(dimension), 'f', 1),
                                    QString::number(q.counts.value(dimension)), QString::number(q.total))),
        m_share);
}
