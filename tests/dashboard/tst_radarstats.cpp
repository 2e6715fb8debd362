// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/radarstats.h"
#include "radarproject.h"

#include <QJsonArray>
#include <QTest>

#include <ctime>

class TestRadarStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void quarterLabel_data();
    void quarterLabel();
    void emptyProject();
    void pointsAreDatedByTheIssue();
    void publicationDayComesFirst_data();
    void publicationDayComesFirst();
    void sharesPerQuarter();
    void sharesSumToAHundred();
    void emptyQuartersBetweenAreKept();
    void json();

private:
    qint64 issue(int number, const QString &createdAt) { return m_project.issue(number, createdAt); }
    qint64 technology(int dimension, const QString &name) { return m_project.technology(dimension, name); }

    RadarProject m_project;
    ProjectStore *m_store = nullptr;
    RadarRepository *m_radar = nullptr;
};

void TestRadarStats::initTestCase()
{
    // Creation times count on the local calendar: the tests fix it to UTC (and
    // publicationDayComesFirst to Beijing's), whatever the machine's zone.
    qputenv("TZ", "UTC");
    tzset();
}

void TestRadarStats::init()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_store = &m_project.store();
    m_radar = &m_project.radar();
}

void TestRadarStats::quarterLabel_data()
{
    QTest::addColumn<QDate>("date");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QDate>("start");
    QTest::newRow("first day of a year") << QDate(2022, 1, 1) << QStringLiteral("2022 Q1") << QDate(2022, 1, 1);
    QTest::newRow("end of March") << QDate(2022, 3, 31) << QStringLiteral("2022 Q1") << QDate(2022, 1, 1);
    QTest::newRow("July") << QDate(2022, 7, 15) << QStringLiteral("2022 Q3") << QDate(2022, 7, 1);
    QTest::newRow("September") << QDate(2022, 9, 30) << QStringLiteral("2022 Q3") << QDate(2022, 7, 1);
    QTest::newRow("last day of a year") << QDate(2023, 12, 31) << QStringLiteral("2023 Q4") << QDate(2023, 10, 1);
}

void TestRadarStats::quarterLabel()
{
    QFETCH(QDate, date);
    QFETCH(QString, label);
    QFETCH(QDate, start);
    QCOMPARE(RadarStats::quarterLabel(date), label);
    QCOMPARE(RadarStats::quarterStart(date), start);
}

void TestRadarStats::emptyProject()
{
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(data.dimensions.size(), 4);
    QVERIFY(data.points.isEmpty());
    QVERIFY(data.quarters.isEmpty());
    QVERIFY(RadarStats::quarters({}, data.dimensions).isEmpty());
}

void TestRadarStats::pointsAreDatedByTheIssue()
{
    const qint64 late = issue(2, QStringLiteral("2023-11-02T08:00:00.000Z"));
    const qint64 early = issue(1, QStringLiteral("2022-08-10T23:30:00.000Z"));
    const qint64 vllm = technology(2, QStringLiteral("vLLM"));
    const qint64 mamba = technology(0, QStringLiteral("Mamba"));
    QVERIFY(m_radar->setIssueTechnologies(late, {vllm, mamba}));
    QVERIFY(m_radar->tag(early, vllm));
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(data.points.size(), 3);
    QCOMPARE(data.points.at(0).issueNumber, 1);
    QCOMPARE(data.points.at(0).date, QDate(2022, 8, 10));
    QCOMPARE(data.points.at(0).technology, QStringLiteral("vLLM"));
    QCOMPARE(data.points.at(0).issueTitle, QStringLiteral("Issue 1"));
    QCOMPARE(data.points.at(1).technology, QStringLiteral("Mamba"));
    QCOMPARE(data.points.at(1).date, QDate(2023, 11, 2));
    QCOMPARE(data.dimensionIndex(data.points.at(1).dimensionId), 0);
    QCOMPARE(data.dimensionIndex(data.points.at(2).dimensionId), 2);
}

void TestRadarStats::publicationDayComesFirst_data()
{
    QTest::addColumn<QString>("createdAt");
    QTest::addColumn<QDate>("publishedOn");
    QTest::addColumn<QDate>("date");
    QTest::addColumn<QString>("quarter");
    QTest::addColumn<bool>("published");
    QTest::newRow("a back catalogue imported today: the publication day")
        << QStringLiteral("2026-11-30T10:00:00.000Z") << QDate(2023, 5, 17) << QDate(2023, 5, 17) << QStringLiteral("2023 Q2") << true;
    // Read as a local midnight and turned to UTC, the day would be the one before
    // in Beijing (UTC+8) and the point in the quarter before.
    QTest::newRow("the first of a quarter stays in it, whatever the time zone")
        << QStringLiteral("2026-11-30T10:00:00.000Z") << QDate(2024, 1, 1) << QDate(2024, 1, 1) << QStringLiteral("2024 Q1") << true;
    QTest::newRow("no publication day: the day created")
        << QStringLiteral("2022-08-10T03:30:00.000Z") << QDate() << QDate(2022, 8, 10) << QStringLiteral("2022 Q3") << false;
    // 23:30 UTC is 07:30 the next morning in Beijing: the user's day, not Greenwich's.
    QTest::newRow("no publication day: the day created on the user's calendar")
        << QStringLiteral("2022-08-10T23:30:00.000Z") << QDate() << QDate(2022, 8, 11) << QStringLiteral("2022 Q3") << false;
    QTest::newRow("created early on the first of a quarter in Beijing: that quarter")
        << QStringLiteral("2022-09-30T20:00:00.000Z") << QDate() << QDate(2022, 10, 1) << QStringLiteral("2022 Q4") << false;
}

void TestRadarStats::publicationDayComesFirst()
{
    QFETCH(QString, createdAt);
    QFETCH(QDate, publishedOn);
    QFETCH(QDate, date);
    QFETCH(QString, quarter);
    QFETCH(bool, published);
    // East of Greenwich for the whole test (tzset() reads TZ again).
    const QByteArray zone = qgetenv("TZ");
    qputenv("TZ", "Asia/Shanghai");
    tzset();
    const qint64 id = issue(4, createdAt);
    IssueRepository issues(*m_store);
    QVERIFY2(issues.setPublishedOn(id, publishedOn), qPrintable(issues.errorString()));
    QCOMPARE(issues.publishedOn(id), publishedOn);
    QVERIFY(m_radar->tag(id, technology(1, QStringLiteral("FSDP"))));
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    zone.isNull() ? qunsetenv("TZ") : qputenv("TZ", zone);
    tzset();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(data.points.size(), 1);
    QCOMPARE(data.points.at(0).date, date);
    QCOMPARE(data.points.at(0).published, published);
    QCOMPARE(data.quarters.size(), 1);
    QCOMPARE(data.quarters.at(0).label, quarter);
    QCOMPARE(data.toJson(true).value(QStringLiteral("points")).toArray().at(0).toObject().value(QStringLiteral("dateFrom")).toString(),
        published ? QStringLiteral("published") : QStringLiteral("created"));
}

void TestRadarStats::sharesPerQuarter()
{
    // 2022 Q3: one inference and three training pairs; 2022 Q4: two inference pairs.
    const qint64 a = issue(1, QStringLiteral("2022-07-01T00:00:00.000Z"));
    const qint64 b = issue(2, QStringLiteral("2022-09-30T12:00:00.000Z"));
    const qint64 c = issue(3, QStringLiteral("2022-10-05T12:00:00.000Z"));
    const qint64 trt = technology(2, QStringLiteral("TensorRT"));
    const qint64 ort = technology(2, QStringLiteral("ONNX Runtime"));
    const qint64 fsdp = technology(1, QStringLiteral("FSDP"));
    const qint64 zero = technology(1, QStringLiteral("ZeRO"));
    QVERIFY(m_radar->setIssueTechnologies(a, {trt, fsdp}));
    QVERIFY(m_radar->setIssueTechnologies(b, {fsdp, zero}));
    QVERIFY(m_radar->setIssueTechnologies(c, {trt, ort}));
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    QCOMPARE(data.quarters.size(), 2);
    QCOMPARE(data.quarters.at(0).label, QStringLiteral("2022 Q3"));
    QCOMPARE(data.quarters.at(0).total, 4);
    QCOMPARE(data.quarters.at(0).counts, (QList<int> {0, 3, 1, 0}));
    QCOMPARE(data.quarters.at(0).share(2), 25.0);
    QCOMPARE(data.quarters.at(0).share(1), 75.0);
    QCOMPARE(data.quarters.at(1).label, QStringLiteral("2022 Q4"));
    QCOMPARE(data.quarters.at(1).share(2), 100.0);
    QCOMPARE(data.quarters.at(1).share(0), 0.0);
}

void TestRadarStats::sharesSumToAHundred()
{
    const QStringList dates {
        QStringLiteral("2021-02-01T00:00:00.000Z"), QStringLiteral("2021-03-03T00:00:00.000Z"), QStringLiteral("2021-05-01T00:00:00.000Z")};
    QList<qint64> techs;
    for (int i = 0; i < 7; ++i) {
        techs.append(technology(i % 4, QStringLiteral("T%1").arg(i)));
    }
    for (int i = 0; i < dates.size(); ++i) {
        const qint64 id = issue(i + 1, dates.at(i));
        QVERIFY(m_radar->setIssueTechnologies(id, techs.mid(i, 3 + i)));
    }
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    QCOMPARE(data.quarters.size(), 2);
    for (const RadarQuarter &quarter : data.quarters) {
        double sum = 0;
        for (int i = 0; i < data.dimensions.size(); ++i) {
            sum += quarter.share(i);
        }
        QVERIFY2(qAbs(sum - 100.0) < 1e-9, qPrintable(QString::number(sum)));
    }
}

void TestRadarStats::emptyQuartersBetweenAreKept()
{
    const qint64 tech = technology(3, QStringLiteral("Polars"));
    QVERIFY(m_radar->tag(issue(1, QStringLiteral("2022-02-01T00:00:00.000Z")), tech));
    QVERIFY(m_radar->tag(issue(2, QStringLiteral("2023-01-15T00:00:00.000Z")), tech));
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    QStringList labels;
    for (const RadarQuarter &quarter : data.quarters) {
        labels.append(quarter.label);
    }
    QCOMPARE(labels.join(QLatin1Char(',')), QStringLiteral("2022 Q1,2022 Q2,2022 Q3,2022 Q4,2023 Q1"));
    QCOMPARE(data.quarters.at(1).total, 0);
    QCOMPARE(data.quarters.at(1).share(3), 0.0);
    QCOMPARE(data.quarters.at(4).share(3), 100.0);
}

void TestRadarStats::json()
{
    QVERIFY(m_radar->tag(issue(5, QStringLiteral("2024-04-01T00:00:00.000Z")), technology(2, QStringLiteral("llama.cpp"))));
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    const QJsonObject withPoints = data.toJson(true);
    QCOMPARE(withPoints.value(QStringLiteral("dimensions")).toArray().size(), 4);
    const QJsonObject quarter = withPoints.value(QStringLiteral("quarters")).toArray().at(0).toObject();
    QCOMPARE(quarter.value(QStringLiteral("quarter")).toString(), QStringLiteral("2024 Q2"));
    QCOMPARE(quarter.value(QStringLiteral("shares")).toObject().value(QStringLiteral("推理加速")).toDouble(), 100.0);
    const QJsonObject point = withPoints.value(QStringLiteral("points")).toArray().at(0).toObject();
    QCOMPARE(point.value(QStringLiteral("issue")).toInt(), 5);
    QCOMPARE(point.value(QStringLiteral("technology")).toString(), QStringLiteral("llama.cpp"));
    QCOMPARE(point.value(QStringLiteral("dimension")).toString(), QStringLiteral("推理加速"));
    QCOMPARE(point.value(QStringLiteral("date")).toString(), QStringLiteral("2024-04-01"));
    QVERIFY(!data.toJson(false).contains(QStringLiteral("points")));
}

QTEST_GUILESS_MAIN(TestRadarStats)
#include "tst_radarstats.moc"
