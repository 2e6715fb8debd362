// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/radardata.h"

#include <QHash>
#include <QWidget>

class QGraphicsSimpleTextItem;
class QGraphicsView;
class QLabel;
class QPointF;
class QTabWidget;

// The technology radar: a timeline (one row per dimension, a point per issue and
// technology; hovering shows the technology, clicking asks for the issue) and the
// dimensions' shares per quarter as stacked percent bars, each in a QChartView
// (Qt Charts stays inside the .cpp: its namespace differs between Qt 5 and 6).
// A view only: its owner calls setData(); export, the dimensions editor and
// refreshing are asked for by signals.
class RadarView : public QWidget
{
    Q_OBJECT
public:
    enum Chart { Timeline, Share };
    Q_ENUM(Chart)

    explicit RadarView(QWidget *parent = nullptr);

    void setData(const RadarData &data);
    const RadarData &data() const { return m_data; }
    // A QChartView.
    QGraphicsView *chartView(Chart chart) const;
    Chart currentChart() const;
    void setCurrentChart(Chart chart);
    // What hovering a point shows: "vLLM · #12 Title · 2023-04-01".
    QString pointText(const RadarPoint &point) const;
    // The y value of a timeline point (its dimension's row, spread apart from the
    // other points of the same day and row).
    QList<qreal> rowValues() const;
    QString summaryText() const;
    // Points beyond this many go unlabelled (hover shows them).
    static constexpr int MaxPointLabels = 60;

Q_SIGNALS:
    void issueOpenRequested(int number);
    void exportRequested(RadarView::Chart chart);
    void dimensionsEditRequested();
    void refreshRequested();

private:
    void buildTimeline();
    void buildShare();
    void addTimelineAxes(qreal rows);
    // The technologies' names beside their points, while there are few enough.
    void addPointLabels();
    void placePointLabels();
    // The point of dimension `row` nearest to value; -1 when none.
    int pointAt(int row, const QPointF &value) const;
    void showPointTip(int row, const QPointF &value, bool hovered);
    void showShareTip(int dimension, int quarter, bool hovered);

    RadarData m_data;
    QList<QList<int>> m_rowPoints; // per dimension: indexes into m_data.points
    QList<qreal> m_rowValues; // per point: its y value
    QList<QGraphicsSimpleTextItem *> m_labels; // per point, or none
    QTabWidget *m_tabs;
    QGraphicsView *m_timeline;
    QGraphicsView *m_share;
    QLabel *m_summary;
};
