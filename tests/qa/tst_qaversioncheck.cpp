// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/projectcatalogs.h"
#include "notes/versionsnapshot.h"
#include "qa/qachecks.h"
#include "qa/qainput.h"
#include "qa/qarunner.h"
#include "qa/qaversioncheck.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QBuffer>
#include <QTest>

// version.conflict / version.deprecated: a post that pins conflicting versions gets
// findings on the source block of the later version, unless a draft note says the
// conflict word for word; QaRunner collects them with the project's catalogues.
class TestQaVersionCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void registered();
    void findings_data();
    void findings();
    void runnerUsesTheProjectsCatalogues();
};

namespace {

const QByteArray kVersions(R"({"cuda": [
  {"cuda": "11.7", "minDriverLinux": "515.43.04", "minDriverWindows": "516.01", "torch": ["1.13", "2.0"]},
  {"cuda": "12.1", "minDriverLinux": "530.30.02", "minDriverWindows": "531.14", "torch": ["2.1", "2.2", "2.3", "2.4"]}]})");

const QString kSource = QStringLiteral("# Setup\n\n```bash\npip install torch==2.4.0 transformers==4.40.0\n```\n\n"
                                       "We ran it on CUDA 11.7.\n\n```python\nfrom transformers import AutoModelWithLMHead\n```\n");
const QString kDraft = QStringLiteral("# 环境\n\n```bash\npip install torch==2.4.0 transformers==4.40.0\n```\n\n"
                                      "我们在 CUDA 11.7 上运行。\n\n```python\nfrom transformers import AutoModelWithLMHead\n```\n");

QStringList found(const QList<QaFinding> &findings, const QaInput &input)
{
    QStringList result;
    for (const QaFinding &finding : findings) {
        int source = -1;
        for (int i = 0; i < input.sources.size(); ++i) {
            source = input.sources.at(i).id == finding.sourceBlockId ? i : source;
        }
        result.append(QStringLiteral("%1 %2 @%3").arg(finding.check, finding.detail).arg(source));
    }
    return result;
}

} // namespace

void TestQaVersionCheck::registered()
{
    for (const QString &id : QaVersionCheck().ids()) {
        QVERIFY2(QaChecks::isKnown(id), qPrintable(id));
        QCOMPARE(QaChecks::info(id).group, QStringLiteral("version"));
    }
    QCOMPARE(QaChecks::info(QStringLiteral("version.conflict")).severity, QaSeverity::Warning);
    QCOMPARE(QaChecks::info(QStringLiteral("version.deprecated")).severity, QaSeverity::Info);
}

void TestQaVersionCheck::findings_data()
{
    QTest::addColumn<QString>("note");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("torch 2.4 on CUDA 11.7 and AutoModelWithLMHead, no note")
        << QString() << QStringList {"version.conflict torch-cuda @2", "version.deprecated transformers.AutoModelWithLMHead @3"};
    QTest::newRow("a snapshot note that states the CUDA conflict answers it")
        << QStringLiteral("> - ❌ torch 2.4.0 没有 CUDA 11.7 的官方 wheel（有官方 wheel 的 CUDA：12.1）")
        << QStringList {"version.deprecated transformers.AutoModelWithLMHead @3"};
}

void TestQaVersionCheck::findings()
{
    QFETCH(QString, note);
    QFETCH(QStringList, expected);
    QaInput input = QaInput::fromMarkdown(kSource, note.isEmpty() ? kDraft : kDraft + QLatin1Char('\n') + note + QLatin1Char('\n'));
    QBuffer versionsJson;
    versionsJson.setData(kVersions);
    VersionCatalog versions;
    QVERIFY(versions.load(versionsJson));
    QBuffer compatJson;
    compatJson.setData(ProjectCatalogs::shippedJson(ProjectCatalogs::Compat));
    CompatCatalog compat;
    QVERIFY2(compat.load(compatJson), qPrintable(compat.errorString()));
    input.versionConflicts = VersionSnapshot::of(input.sources, versions, compat).conflicts;
    QList<QaFinding> findings;
    QaVersionCheck().run(input, &findings);
    QCOMPARE(found(findings, input), expected);
    for (const QaFinding &finding : std::as_const(findings)) {
        QVERIFY(finding.message.endsWith(QStringLiteral("explain it in a version snapshot note.")));
        QVERIFY(finding.targetBlockId != 0);
    }
}

// The catalogues are the project's: with CUDA 11.7 listing torch 2.4 there is no
// CUDA conflict any more.
void TestQaVersionCheck::runnerUsesTheProjectsCatalogues()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    PostImporter importer(project.store());
    QVERIFY2(importer.importPost(1, kSource.toUtf8(), QString(), QString(), kDraft.toUtf8()), qPrintable(importer.errorString()));
    const qint64 issue = importer.result().issueId;
    ProjectCatalogs catalogs(project.store());
    QVERIFY(catalogs.load());
    QVERIFY(catalogs.setJson(ProjectCatalogs::Versions, kVersions));
    QaRunner::Result result;
    QString error;
    QVERIFY2(QaRunner().run(project.store(), issue, &result, &error), qPrintable(error));
    QStringList checks;
    for (const QaFinding &finding : std::as_const(result.findings)) {
        if (finding.check.startsWith(QLatin1String("version."))) {
            checks.append(finding.check + QLatin1Char(' ') + finding.detail);
        }
    }
    QCOMPARE(checks, (QStringList {"version.conflict torch-cuda", "version.deprecated transformers.AutoModelWithLMHead"}));
    QByteArray relaxed = kVersions;
    relaxed.replace("\"torch\": [\"1.13\", \"2.0\"]", "\"torch\": [\"1.13\", \"2.0\", \"2.4\"]");
    QVERIFY(catalogs.setJson(ProjectCatalogs::Versions, relaxed));
    QVERIFY2(QaRunner().run(project.store(), issue, &result, &error), qPrintable(error));
    checks.clear();
    for (const QaFinding &finding : std::as_const(result.findings)) {
        if (finding.check.startsWith(QLatin1String("version."))) {
            checks.append(finding.check);
        }
    }
    QCOMPARE(checks, QStringList {"version.deprecated"});
}

QTEST_GUILESS_MAIN(TestQaVersionCheck)
#include "tst_qaversioncheck.moc"
