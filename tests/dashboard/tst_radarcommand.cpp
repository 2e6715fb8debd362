// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "dashboard/radarstats.h"

#include <QDateTime>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray kSource(
    "# Serving with vLLM\n\nWe serve the model with vLLM, trained in fp16 (混合精度).\n\nA vllm-like server is not vLLM.\n");
const QByteArray kTranslation("# 用 vLLM 部署\n\n我们用 vLLM 部署模型，用混合精度训练。\n\n类似的服务器不是 vLLM。\n");

QStringList radar(const QStringList &arguments)
{
    return QStringList {QStringLiteral("radar"), QStringLiteral("p.yiqiao")} + arguments;
}

} // namespace

class TestRadarCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void dimensions();
    void tagUntagAndShares();
    void suggest();
    void json();
    void publicationDay();
    void exportCharts_data();
    void exportCharts();
    void wrongCommandLines_data();
    void wrongCommandLines();

private:
    CliRun run(const QStringList &arguments) const { return CliRun::in(m_dir->path(), radar(arguments)); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestRadarCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), QStringLiteral("p.yiqiao"), 4, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
}

void TestRadarCommand::dimensions()
{
    CliRun listed = run({QStringLiteral("--dimensions")});
    QCOMPARE(listed.exitCode, 0);
    QCOMPARE(QString::fromUtf8(listed.out).count(QLatin1Char('\n')), 4);
    QVERIFY(QString::fromUtf8(listed.out).startsWith(QStringLiteral("模型架构\t#4e79a7\t\n")));
    QCOMPARE(run({QStringLiteral("--add-dimension"), QStringLiteral("部署")}).exitCode, 0);
    const CliRun duplicate = run({QStringLiteral("--add-dimension"), QStringLiteral("部署")});
    QCOMPARE(duplicate.exitCode, 1);
    QVERIFY(!duplicate.err.isEmpty());
    QCOMPARE(run({QStringLiteral("--rename-dimension"), QStringLiteral("部署"), QStringLiteral("Deployment")}).exitCode, 0);
    QCOMPARE(run({QStringLiteral("--rename-dimension"), QStringLiteral("nothing"), QStringLiteral("x")}).exitCode, 1);
    listed = run({QStringLiteral("--dimensions")});
    QVERIFY2(QString::fromUtf8(listed.out).endsWith(QStringLiteral("Deployment\t\t\n")), listed.out.constData());
}

void TestRadarCommand::tagUntagAndShares()
{
    const CliRun unknown = run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("Mamba")});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY(unknown.err.contains("--dimension"));
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("vLLM"), QStringLiteral("--dimension"),
                     QStringLiteral("推理加速")})
                 .exitCode,
        0);
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("Mamba"), QStringLiteral("--dimension"),
                     QStringLiteral("模型架构"), QStringLiteral("--aliases"), QStringLiteral("SSM,状态空间")})
                 .exitCode,
        0);
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("ssm")}).exitCode, 0); // by alias: tagged already
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("9"), QStringLiteral("vLLM")}).exitCode, 1);
    const QString quarter = RadarStats::quarterLabel(QDateTime::currentDateTimeUtc().date());
    CliRun shown = run({});
    QCOMPARE(shown.exitCode, 0);
    QCOMPARE(QString::fromUtf8(shown.out),
        QStringLiteral("Quarter\t模型架构\t训练优化\t推理加速\t数据工程\tTags\n%1\t50.0%\t0.0%\t50.0%\t0.0%\t2\n").arg(quarter));
    QCOMPARE(run({QStringLiteral("--untag"), QStringLiteral("4"), QStringLiteral("mamba")}).exitCode, 0);
    QCOMPARE(run({QStringLiteral("--untag"), QStringLiteral("4"), QStringLiteral("mamba")}).exitCode, 1);
    shown = run({});
    QVERIFY2(shown.out.contains("\t0.0%\t0.0%\t100.0%\t0.0%\t1\n"), shown.out.constData());
}

void TestRadarCommand::suggest()
{
    // A new project knows no technology: nothing to suggest, and that is said.
    const CliRun nothing = run({QStringLiteral("--suggest"), QStringLiteral("4")});
    QCOMPARE(nothing.exitCode, 0);
    QVERIFY(nothing.out.isEmpty());
    QVERIFY2(nothing.err.contains("mentions none of the project's 0 technologies"), nothing.err.constData());
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("vLLM"), QStringLiteral("--dimension"),
                     QStringLiteral("推理加速")})
                 .exitCode,
        0);
    QCOMPARE(run({QStringLiteral("--untag"), QStringLiteral("4"), QStringLiteral("vLLM")}).exitCode, 0);
    // Technologies known but not tagged: one by a Chinese alias, one nowhere in the source.
    for (const auto &[name, dimension, aliases] :
        {std::tuple {"mixed precision", "训练优化", "bf16,混合精度"}, std::tuple {"Polars", "数据工程", ""}}) {
        QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QString::fromUtf8(name), QStringLiteral("--dimension"),
                         QString::fromUtf8(dimension), QStringLiteral("--aliases"), QString::fromUtf8(aliases)})
                     .exitCode,
            0);
        QCOMPARE(run({QStringLiteral("--untag"), QStringLiteral("4"), QString::fromUtf8(name)}).exitCode, 0);
    }
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("Polars")}).exitCode, 0);
    CliRun suggested = run({QStringLiteral("--suggest"), QStringLiteral("4")});
    QCOMPARE(suggested.exitCode, 0);
    QCOMPARE(QString::fromUtf8(suggested.out), QStringLiteral("mixed precision\nvLLM\n"));
    const CliRun applied = run({QStringLiteral("--suggest"), QStringLiteral("4"), QStringLiteral("--apply")});
    QCOMPARE(applied.exitCode, 0);
    QVERIFY2(applied.out.endsWith("issue 4 is tagged with 3 technologies\n"), applied.out.constData());
    suggested = run({QStringLiteral("--suggest"), QStringLiteral("4")});
    QCOMPARE(QString::fromUtf8(suggested.out), QStringLiteral("mixed precision (tagged)\nvLLM (tagged)\n"));
    // --apply adds: Polars, tagged by hand, stays.
    const QJsonObject root = QJsonDocument::fromJson(run({QStringLiteral("--json")}).out).object();
    QCOMPARE(root.value(QStringLiteral("points")).toArray().size(), 3);
}

void TestRadarCommand::json()
{
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("vLLM"), QStringLiteral("--dimension"),
                     QStringLiteral("推理加速")})
                 .exitCode,
        0);
    const CliRun shown = run({QStringLiteral("--json")});
    QCOMPARE(shown.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(shown.out).object();
    QCOMPARE(root.value(QStringLiteral("dimensions")).toArray().size(), 4);
    const QJsonObject point = root.value(QStringLiteral("points")).toArray().at(0).toObject();
    QCOMPARE(point.value(QStringLiteral("issue")).toInt(), 4);
    QCOMPARE(point.value(QStringLiteral("technology")).toString(), QStringLiteral("vLLM"));
    QCOMPARE(point.value(QStringLiteral("dimension")).toString(), QStringLiteral("推理加速"));
    const QJsonObject quarter = root.value(QStringLiteral("quarters")).toArray().at(0).toObject();
    QCOMPARE(quarter.value(QStringLiteral("shares")).toObject().value(QStringLiteral("推理加速")).toDouble(), 100.0);
}

void TestRadarCommand::publicationDay()
{
    QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("vLLM"), QStringLiteral("--dimension"),
                     QStringLiteral("推理加速")})
                 .exitCode,
        0);
    auto point = [this] {
        return QJsonDocument::fromJson(run({QStringLiteral("--json")}).out)
            .object()
            .value(QStringLiteral("points"))
            .toArray()
            .at(0)
            .toObject();
    };
    QCOMPARE(point().value(QStringLiteral("dateFrom")).toString(), QStringLiteral("created"));
    // The day the issue was created (on the local calendar, as the CLI runs in this
    // test's zone), today or, across midnight, yesterday.
    const QDate today = QDate::currentDate();
    const QString created = point().value(QStringLiteral("date")).toString();
    QVERIFY2(created == today.toString(Qt::ISODate) || created == today.addDays(-1).toString(Qt::ISODate), qPrintable(created));

    const CliRun dated = run({QStringLiteral("--date"), QStringLiteral("4"), QStringLiteral("2023-06-20")});
    QVERIFY2(dated.exitCode == 0, dated.err.constData());
    QCOMPARE(dated.out, QByteArray("issue 4 was published on 2023-06-20\n"));
    QCOMPARE(point().value(QStringLiteral("date")).toString(), QStringLiteral("2023-06-20"));
    QCOMPARE(point().value(QStringLiteral("dateFrom")).toString(), QStringLiteral("published"));
    QVERIFY(run({}).out.contains("\n2023 Q2\t"));

    // A wrong day changes nothing.
    for (const char *wrong : {"2023-02-29", "2023-6-20", "20.06.2023", "2023-06-20T10:00", ""}) {
        const CliRun refused = run({QStringLiteral("--date"), QStringLiteral("4"), QLatin1String(wrong)});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("YYYY-MM-DD"));
    }
    const CliRun early = run({QStringLiteral("--date"), QStringLiteral("4"), QStringLiteral("1989-12-31")});
    QCOMPARE(early.exitCode, 1);
    QVERIFY2(early.err.contains("1990-01-01"), early.err.constData());
    QCOMPARE(point().value(QStringLiteral("date")).toString(), QStringLiteral("2023-06-20"));

    QCOMPARE(run({QStringLiteral("--date"), QStringLiteral("4"), QStringLiteral("none")}).exitCode, 0);
    QCOMPARE(point().value(QStringLiteral("dateFrom")).toString(), QStringLiteral("created"));
    QCOMPARE(run({QStringLiteral("--date"), QStringLiteral("9"), QStringLiteral("2023-06-20")}).exitCode, 1);
}

void TestRadarCommand::exportCharts_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("file");
    QTest::newRow("timeline PNG") << QStringList {QStringLiteral("--png"), QStringLiteral("t.png")} << QStringLiteral("t.png");
    QTest::newRow("share PNG") << QStringList {QStringLiteral("--png=s.png"), QStringLiteral("--chart"), QStringLiteral("share")}
                               << QStringLiteral("s.png");
    QTest::newRow("timeline SVG") << QStringList {QStringLiteral("--svg"), QStringLiteral("t.svg")} << QStringLiteral("t.svg");
    QTest::newRow("share SVG, empty radar") << QStringList {QStringLiteral("--svg"), QStringLiteral("e.svg"), QStringLiteral("--chart"),
        QStringLiteral("share")} << QStringLiteral("e.svg");
}

void TestRadarCommand::exportCharts()
{
    QFETCH(QStringList, options);
    QFETCH(QString, file);
    if (!file.startsWith(QLatin1Char('e'))) {
        QCOMPARE(run({QStringLiteral("--tag"), QStringLiteral("4"), QStringLiteral("vLLM"), QStringLiteral("--dimension"),
                         QStringLiteral("推理加速")})
                     .exitCode,
            0);
    }
    const CliRun exported = run(options);
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QVERIFY(exported.out.startsWith("Quarter\t"));
    const QString path = m_dir->filePath(file);
    if (file.endsWith(QLatin1String(".png"))) {
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        QCOMPARE(image.size(), QSize(1200, 720));
        // The chart is laid out over the whole image: its lower right quarter holds
        // axis, grid and frame, not the blank left by a chart drawn at its first size.
        int drawn = 0;
        for (int y = 540; y < 720; ++y) {
            for (int x = 900; x < 1200; ++x) {
                drawn += image.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
            }
        }
        QVERIFY2(drawn > 500, qPrintable(QString::number(drawn)));
        return;
    }
    QFile svg(path);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray bytes = svg.readAll();
    QVERIFY(bytes.startsWith("<?xml"));
    QVERIFY(bytes.contains("<svg"));
    QVERIFY(bytes.contains("</svg>"));
}

void TestRadarCommand::wrongCommandLines_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("two actions") << QStringList {QStringLiteral("--dimensions"), QStringLiteral("--suggest"), QStringLiteral("4")} << 2;
    QTest::newRow("an unknown chart") << QStringList {QStringLiteral("--png"), QStringLiteral("x.png"), QStringLiteral("--chart"),
        QStringLiteral("pie")} << 2;
    QTest::newRow("--svg with a PNG name") << QStringList {QStringLiteral("--svg"), QStringLiteral("x.png")} << 2;
    QTest::newRow("--tag without a technology") << QStringList {QStringLiteral("--tag"), QStringLiteral("4")} << 2;
    QTest::newRow("--tag with a bad number") << QStringList {QStringLiteral("--tag"), QStringLiteral("four"), QStringLiteral("vLLM")} << 2;
    QTest::newRow("--date with --tag") << QStringList {QStringLiteral("--date"), QStringLiteral("4"), QStringLiteral("2023-06-20"),
        QStringLiteral("--untag"), QStringLiteral("4")}
                                       << 2;
    QTest::newRow("an extra argument") << QStringList {QStringLiteral("extra")} << 2;
    QTest::newRow("into a missing folder") << QStringList {QStringLiteral("--png"), QStringLiteral("no/such/x.png")} << 1;
}

void TestRadarCommand::wrongCommandLines()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const CliRun failed = run(arguments);
    QCOMPARE(failed.exitCode, exitCode);
    QVERIFY(!failed.err.isEmpty());
    QCOMPARE(CliRun::in(m_dir->path(), {QStringLiteral("radar"), QStringLiteral("none.yiqiao")}).exitCode, 1);
}

QTEST_GUILESS_MAIN(TestRadarCommand)
#include "tst_radarcommand.moc"
