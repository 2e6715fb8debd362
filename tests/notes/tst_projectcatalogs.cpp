// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelresources.h"
#include "notes/projectcatalogs.h"
#include "store/projectstore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// A project's GPU and version catalogues: the shipped ones, overrides stored in the
// project, refusals that keep what was in effect, resets and read-only projects.
class TestProjectCatalogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void resourcesAreInTheLibrary_data();
    void resourcesAreInTheLibrary();
    void shippedCataloguesLoad();
    void overrideRoundTrip_data();
    void overrideRoundTrip();
    void refusalKeepsWhatIsInEffect_data();
    void refusalKeepsWhatIsInEffect();
    void resetBringsTheShippedOneBack();
    void brokenStoredOverrideFallsBack();
    void readOnlyProjectRefusesChanges();
    void shippedCataloguesHaveAVersion();
    void exportImportRoundTrip_data();
    void exportImportRoundTrip();
    void malformedImportChangesNothing_data();
    void malformedImportChangesNothing();
    void shippedNewerThanTheOverride_data();
    void shippedNewerThanTheOverride();
    void ownVersionIsNotAskedAgain();
    void editingAnOldOverrideStillAsks();
    void keepOwnIsNotAskedAgain();
    void takeShippedDropsTheOverride();
    void mergeAddsTheShippedEntriesOnly();
    void compatOverrideRoundTrip();

private:
    QString path() const { return m_dir->filePath(QStringLiteral("c.yiqiao")); }
    void reopen(ProjectStore::Access access = ProjectStore::Access::ReadWrite);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

namespace {

const QByteArray kGpus(R"({"gpus": [{"name": "X1", "aliases": ["X-One"], "vendor": "Acme", "formFactors": ["PCIe"],
  "memoryGB": [8], "nvlink": "no", "domesticEquivalent": ""}]})");
const QByteArray kVersions(R"({"cuda": [{"cuda": "13.0", "minDriverLinux": "580.1", "minDriverWindows": "580.2", "torch": ["2.9"]}]})");

QStringList gpuNames(const GpuCatalog &catalog)
{
    QStringList names;
    const QList<GpuCatalog::Entry> entries = catalog.entries();
    for (const GpuCatalog::Entry &entry : entries) {
        names.append(entry.name);
    }
    return names;
}

} // namespace

void TestProjectCatalogs::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(path(), QStringLiteral("C")), qPrintable(m_store->errorString()));
}

void TestProjectCatalogs::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestProjectCatalogs::reopen(ProjectStore::Access access)
{
    m_store->close();
    QVERIFY2(m_store->open(path(), access), qPrintable(m_store->errorString()));
}

void TestProjectCatalogs::resourcesAreInTheLibrary_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("GPU catalogue") << QStringLiteral(":/catalogs/gpus.json");
    QTest::newRow("version catalogue") << QStringLiteral(":/catalogs/versions.json");
    QTest::newRow("compatibility catalogue") << QStringLiteral(":/catalogs/compat.json");
    QTest::newRow("note templates") << QStringLiteral(":/templates/annotations.json");
}

// No executable's resources are linked into this test: they come with yiqiao_models.
void TestProjectCatalogs::resourcesAreInTheLibrary()
{
    QFETCH(QString, path);
    ModelResources::ensureLoaded();
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QVERIFY(file.size() > 100);
}

void TestProjectCatalogs::shippedCataloguesLoad()
{
    ProjectCatalogs catalogs(*m_store);
    QVERIFY2(catalogs.load(), qPrintable(catalogs.errorString()));
    QVERIFY(gpuNames(catalogs.gpus()).contains(QStringLiteral("A100")));
    QVERIFY(catalogs.versions().find(QStringLiteral("11.8")));
    for (ProjectCatalogs::Which which : {ProjectCatalogs::Gpus, ProjectCatalogs::Versions}) {
        QVERIFY(!ProjectCatalogs::shippedJson(which).isEmpty());
        QCOMPARE(catalogs.json(which), ProjectCatalogs::shippedJson(which));
        QVERIFY(!catalogs.isOverridden(which));
    }
}

void TestProjectCatalogs::overrideRoundTrip_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("GPU catalogue replaced by one GPU") << int(ProjectCatalogs::Gpus) << kGpus;
    QTest::newRow("version catalogue replaced by CUDA 13.0") << int(ProjectCatalogs::Versions) << kVersions;
}

void TestProjectCatalogs::overrideRoundTrip()
{
    QFETCH(int, which);
    QFETCH(QByteArray, json);
    const auto w = ProjectCatalogs::Which(which);
    const auto other = w == ProjectCatalogs::Gpus ? ProjectCatalogs::Versions : ProjectCatalogs::Gpus;
    {
        ProjectCatalogs catalogs(*m_store);
        QVERIFY(catalogs.load());
        QVERIFY2(catalogs.setJson(w, json), qPrintable(catalogs.errorString()));
        QCOMPARE(catalogs.json(w), json);
        QVERIFY(catalogs.isOverridden(w));
        QVERIFY(!catalogs.isOverridden(other));
    }
    reopen();
    ProjectCatalogs catalogs(*m_store);
    QVERIFY2(catalogs.load(), qPrintable(catalogs.errorString()));
    QCOMPARE(catalogs.json(w), json);
    QCOMPARE(catalogs.json(other), ProjectCatalogs::shippedJson(other));
    if (w == ProjectCatalogs::Gpus) {
        QCOMPARE(gpuNames(catalogs.gpus()), QStringList {QStringLiteral("X1")});
        QVERIFY(catalogs.versions().find(QStringLiteral("11.8")));
    } else {
        QVERIFY(catalogs.versions().find(QStringLiteral("13.0")));
        QVERIFY(!catalogs.versions().find(QStringLiteral("11.8")));
        QVERIFY(gpuNames(catalogs.gpus()).contains(QStringLiteral("A100")));
    }
}

void TestProjectCatalogs::refusalKeepsWhatIsInEffect_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("GPUs: not JSON") << int(ProjectCatalogs::Gpus) << QByteArray("{\"gpus\": [") << QStringLiteral("not valid JSON");
    QTest::newRow("GPUs: no gpus list") << int(ProjectCatalogs::Gpus) << QByteArray("{\"cuda\": []}") << QStringLiteral("\"gpus\"");
    QTest::newRow("GPUs: bad nvlink value") << int(ProjectCatalogs::Gpus) << QByteArray(R"({"gpus": [{"name": "X1", "nvlink": "maybe"}]})")
                                            << QStringLiteral("nvlink");
    QTest::newRow("GPUs: empty text") << int(ProjectCatalogs::Gpus) << QByteArray(" \n") << QStringLiteral("empty");
    QTest::newRow("versions: not JSON") << int(ProjectCatalogs::Versions) << QByteArray("cuda 11.8") << QStringLiteral("not valid JSON");
    QTest::newRow("versions: no cuda list") << int(ProjectCatalogs::Versions) << kGpus << QStringLiteral("\"cuda\"");
}

// A refused text stores nothing: the earlier override stays in effect and stored.
void TestProjectCatalogs::refusalKeepsWhatIsInEffect()
{
    QFETCH(int, which);
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto w = ProjectCatalogs::Which(which);
    const QByteArray before = w == ProjectCatalogs::Gpus ? kGpus : kVersions;
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY2(catalogs.setJson(w, before), qPrintable(catalogs.errorString()));
    QVERIFY(!catalogs.setJson(w, json));
    QVERIFY2(catalogs.errorString().contains(message), qPrintable(catalogs.errorString()));
    QCOMPARE(catalogs.json(w), before);
    if (w == ProjectCatalogs::Gpus) {
        QCOMPARE(gpuNames(catalogs.gpus()), QStringList {QStringLiteral("X1")});
    } else {
        QVERIFY(catalogs.versions().find(QStringLiteral("13.0")));
    }
    reopen();
    ProjectCatalogs reloaded(*m_store);
    QVERIFY2(reloaded.load(), qPrintable(reloaded.errorString()));
    QCOMPARE(reloaded.json(w), before);
}

void TestProjectCatalogs::resetBringsTheShippedOneBack()
{
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY(catalogs.setJson(ProjectCatalogs::Gpus, kGpus));
    QVERIFY2(catalogs.reset(ProjectCatalogs::Gpus), qPrintable(catalogs.errorString()));
    QVERIFY(!catalogs.isOverridden(ProjectCatalogs::Gpus));
    QCOMPARE(catalogs.json(ProjectCatalogs::Gpus), ProjectCatalogs::shippedJson(ProjectCatalogs::Gpus));
    QVERIFY(gpuNames(catalogs.gpus()).contains(QStringLiteral("A100")));
    reopen();
    ProjectCatalogs reloaded(*m_store);
    QVERIFY2(reloaded.load(), qPrintable(reloaded.errorString()));
    QCOMPARE(reloaded.json(ProjectCatalogs::Gpus), ProjectCatalogs::shippedJson(ProjectCatalogs::Gpus));
}

// An override stored by an older Yiqiao (or edited outside) that no longer parses.
void TestProjectCatalogs::brokenStoredOverrideFallsBack()
{
    QVERIFY(m_store->setSetting(QStringLiteral("catalog.versions"), QStringLiteral("{\"cuda\": 3}")));
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(!catalogs.load());
    QVERIFY2(catalogs.errorString().contains(QStringLiteral("version catalogue")), qPrintable(catalogs.errorString()));
    QVERIFY2(catalogs.errorString().contains(QStringLiteral("\"cuda\"")), qPrintable(catalogs.errorString()));
    QVERIFY(catalogs.isOverridden(ProjectCatalogs::Versions));
    QCOMPARE(catalogs.json(ProjectCatalogs::Versions), ProjectCatalogs::shippedJson(ProjectCatalogs::Versions));
    QVERIFY(catalogs.versions().find(QStringLiteral("12.1")));
    QVERIFY(gpuNames(catalogs.gpus()).contains(QStringLiteral("A100")));
}

void TestProjectCatalogs::readOnlyProjectRefusesChanges()
{
    {
        ProjectCatalogs catalogs(*m_store);
        QVERIFY(catalogs.load());
        QVERIFY(catalogs.setJson(ProjectCatalogs::Gpus, kGpus));
    }
    reopen(ProjectStore::Access::ReadOnly);
    ProjectCatalogs catalogs(*m_store);
    QVERIFY2(catalogs.load(), qPrintable(catalogs.errorString()));
    QVERIFY(!catalogs.setJson(ProjectCatalogs::Versions, kVersions));
    QVERIFY2(catalogs.errorString().contains(QStringLiteral("read-only")), qPrintable(catalogs.errorString()));
    QVERIFY(catalogs.versions().find(QStringLiteral("11.8")));
    QVERIFY(!catalogs.reset(ProjectCatalogs::Gpus));
    QVERIFY2(catalogs.errorString().contains(QStringLiteral("read-only")), qPrintable(catalogs.errorString()));
    QVERIFY(catalogs.isOverridden(ProjectCatalogs::Gpus));
    QCOMPARE(catalogs.json(ProjectCatalogs::Gpus), kGpus);
}

void TestProjectCatalogs::shippedCataloguesHaveAVersion()
{
    for (ProjectCatalogs::Which which : ProjectCatalogs::all()) {
        QVERIFY2(ProjectCatalogs::shippedVersion(which) >= 1, qPrintable(ProjectCatalogs::name(which)));
        QCOMPARE(ProjectCatalogs::fromName(ProjectCatalogs::name(which)), std::optional<ProjectCatalogs::Which>(which));
    }
    QCOMPARE(ProjectCatalogs::fromName(QStringLiteral("cards")), std::nullopt);
}

void TestProjectCatalogs::exportImportRoundTrip_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("GPU catalogue of one GPU") << int(ProjectCatalogs::Gpus) << kGpus;
    QTest::newRow("version catalogue of CUDA 13.0") << int(ProjectCatalogs::Versions) << kVersions;
}

// One project's catalogue exported and imported into another: the same text in effect
// there, stored as that project's own.
void TestProjectCatalogs::exportImportRoundTrip()
{
    QFETCH(int, which);
    QFETCH(QByteArray, json);
    const auto w = ProjectCatalogs::Which(which);
    const QString file = m_dir->filePath(QStringLiteral("catalog.json"));
    {
        ProjectCatalogs catalogs(*m_store);
        QVERIFY(catalogs.load());
        QVERIFY(catalogs.setJson(w, json));
        QVERIFY2(catalogs.exportFile(w, file), qPrintable(catalogs.errorString()));
    }
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), json);
    ProjectStore other;
    QVERIFY(other.create(m_dir->filePath(QStringLiteral("other.yiqiao")), QStringLiteral("O")));
    ProjectCatalogs catalogs(other);
    QVERIFY(catalogs.load());
    QVERIFY2(catalogs.importFile(w, file), qPrintable(catalogs.errorString()));
    QCOMPARE(catalogs.json(w), json);
    QVERIFY(catalogs.isOverridden(w));
    ProjectCatalogs reloaded(other);
    QVERIFY(reloaded.load());
    QCOMPARE(reloaded.json(w), json);
}

void TestProjectCatalogs::malformedImportChangesNothing_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QByteArray>("content"); // "<folder>" for a folder, "<none>" for no file
    QTest::addColumn<QString>("message");
    QTest::newRow("GPUs: cut JSON") << int(ProjectCatalogs::Gpus) << QByteArray("{\"gpus\": [") << QStringLiteral("not valid JSON");
    QTest::newRow("GPUs: a version catalogue") << int(ProjectCatalogs::Gpus) << kVersions << QStringLiteral("no \"gpus\" list");
    QTest::newRow("GPUs: bad form") << int(ProjectCatalogs::Gpus)
                                    << QByteArray(R"({"gpus": [{"name": "X", "nvlink": "no", "forms": [{"form": "PCIe"}]}]})")
                                    << QStringLiteral("every form needs");
    QTest::newRow("versions: version not a number")
        << int(ProjectCatalogs::Versions) << QByteArray(R"({"version": "three", "cuda": []})") << QStringLiteral("whole number");
    QTest::newRow("versions: empty file") << int(ProjectCatalogs::Versions) << QByteArray() << QStringLiteral("empty");
    QTest::newRow("a folder") << int(ProjectCatalogs::Gpus) << QByteArray("<folder>") << QStringLiteral("folder");
    QTest::newRow("no such file") << int(ProjectCatalogs::Versions) << QByteArray("<none>") << QStringLiteral("Cannot read");
}

// One line naming the file; the override in effect and stored stays as it was.
void TestProjectCatalogs::malformedImportChangesNothing()
{
    QFETCH(int, which);
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    const auto w = ProjectCatalogs::Which(which);
    const QByteArray before = w == ProjectCatalogs::Gpus ? kGpus : kVersions;
    QString file = m_dir->filePath(QStringLiteral("bad.json"));
    if (content == "<folder>") {
        QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("bad.json")));
    } else if (content != "<none>") {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(content);
    }
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY(catalogs.setJson(w, before));
    QVERIFY(!catalogs.importFile(w, file));
    QVERIFY2(catalogs.errorString().contains(message), qPrintable(catalogs.errorString()));
    QVERIFY2(catalogs.errorString().contains(file), qPrintable(catalogs.errorString()));
    QVERIFY(!catalogs.errorString().contains(QLatin1Char('\n')));
    QCOMPARE(catalogs.json(w), before);
    ProjectCatalogs reloaded(*m_store);
    QVERIFY(reloaded.load());
    QCOMPARE(reloaded.json(w), before);
}

void TestProjectCatalogs::shippedNewerThanTheOverride_data()
{
    QTest::addColumn<QString>("stored");
    QTest::newRow("override from before catalogue versions (counts as version 1)")
        << QStringLiteral(R"({"gpus": [{"name": "X1", "nvlink": "no"}]})");
    QTest::newRow("override of shipped version 1") << QStringLiteral(R"({"version": 1, "gpus": [{"name": "X1", "nvlink": "no"}]})");
}

// As a project made with an older Yiqiao has it: its own catalogue, shipped since updated.
void TestProjectCatalogs::shippedNewerThanTheOverride()
{
    QFETCH(QString, stored);
    QVERIFY(m_store->setSetting(QStringLiteral("catalog.gpus"), stored));
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QCOMPARE(catalogs.basedOn(ProjectCatalogs::Gpus), 1);
    QVERIFY(catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
    QVERIFY(!catalogs.shippedIsNewer(ProjectCatalogs::Versions));
    const QString notice = catalogs.newerNotice(ProjectCatalogs::Gpus);
    QVERIFY2(notice.contains(QStringLiteral("version %1").arg(ProjectCatalogs::shippedVersion(ProjectCatalogs::Gpus))), qPrintable(notice));
    QVERIFY(catalogs.newerNotice(ProjectCatalogs::Versions).isEmpty());
    QCOMPARE(gpuNames(catalogs.gpus()), QStringList {QStringLiteral("X1")});
}

// An override saved now is based on the shipped version (or names its own).
void TestProjectCatalogs::ownVersionIsNotAskedAgain()
{
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY(catalogs.setJson(ProjectCatalogs::Gpus, kGpus));
    QCOMPARE(catalogs.basedOn(ProjectCatalogs::Gpus), ProjectCatalogs::shippedVersion(ProjectCatalogs::Gpus));
    QVERIFY(!catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
    QVERIFY(catalogs.setJson(ProjectCatalogs::Versions, R"({"version": 1, "cuda": []})"));
    QVERIFY(catalogs.shippedIsNewer(ProjectCatalogs::Versions));
}

// Saving an edit of an old override is no answer to the newer shipped one.
void TestProjectCatalogs::editingAnOldOverrideStillAsks()
{
    QVERIFY(m_store->setSetting(QStringLiteral("catalog.gpus"), QString::fromUtf8(kGpus)));
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY(catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
    QByteArray edited = kGpus;
    edited.replace("X-One", "X-1");
    QVERIFY2(catalogs.setJson(ProjectCatalogs::Gpus, edited), qPrintable(catalogs.errorString()));
    QCOMPARE(catalogs.basedOn(ProjectCatalogs::Gpus), 1);
    QVERIFY(catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
}

void TestProjectCatalogs::keepOwnIsNotAskedAgain()
{
    QVERIFY(m_store->setSetting(QStringLiteral("catalog.gpus"), QString::fromUtf8(kGpus)));
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY(catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
    QVERIFY2(catalogs.keepOwn(ProjectCatalogs::Gpus), qPrintable(catalogs.errorString()));
    QVERIFY(!catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
    reopen();
    ProjectCatalogs reloaded(*m_store);
    QVERIFY(reloaded.load());
    QVERIFY(!reloaded.shippedIsNewer(ProjectCatalogs::Gpus));
    QCOMPARE(reloaded.json(ProjectCatalogs::Gpus), kGpus);
}

void TestProjectCatalogs::takeShippedDropsTheOverride()
{
    QVERIFY(m_store->setSetting(QStringLiteral("catalog.gpus"), QString::fromUtf8(kGpus)));
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY2(catalogs.takeShipped(ProjectCatalogs::Gpus), qPrintable(catalogs.errorString()));
    QVERIFY(!catalogs.isOverridden(ProjectCatalogs::Gpus));
    QVERIFY(!catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
    QCOMPARE(catalogs.json(ProjectCatalogs::Gpus), ProjectCatalogs::shippedJson(ProjectCatalogs::Gpus));
}

// The project's entries stay as it edited them; shipped ones it lacks are added.
void TestProjectCatalogs::mergeAddsTheShippedEntriesOnly()
{
    const QString own =
        QStringLiteral(R"({"gpus": [{"name": "X1", "nvlink": "no"}, {"name": "A100", "nvlink": "no", "domesticEquivalent": ""}]})");
    QVERIFY(m_store->setSetting(QStringLiteral("catalog.gpus"), own));
    ProjectCatalogs catalogs(*m_store);
    QVERIFY(catalogs.load());
    QVERIFY2(catalogs.mergeShipped(ProjectCatalogs::Gpus), qPrintable(catalogs.errorString()));
    QVERIFY(!catalogs.shippedIsNewer(ProjectCatalogs::Gpus));
    QCOMPARE(catalogs.gpus().version(), ProjectCatalogs::shippedVersion(ProjectCatalogs::Gpus));
    const QStringList names = gpuNames(catalogs.gpus());
    QCOMPARE(names.mid(0, 2), QStringList({QStringLiteral("X1"), QStringLiteral("A100")}));
    QCOMPARE(names.count(QStringLiteral("A100")), 1);
    QVERIFY(names.contains(QStringLiteral("H200")));
    QVERIFY(names.contains(QStringLiteral("TPU v6e")));
    QCOMPARE(catalogs.gpus().entries().at(1).nvlink, QStringLiteral("no"));
    reopen();
    ProjectCatalogs reloaded(*m_store);
    QVERIFY(reloaded.load());
    QVERIFY(gpuNames(reloaded.gpus()).contains(QStringLiteral("H200")));
    QVERIFY(!reloaded.shippedIsNewer(ProjectCatalogs::Gpus));
}

// The compatibility catalogue is overridden, refused and reset like the other two,
// under "catalog.compat", and leaves the others as they are.
void TestProjectCatalogs::compatOverrideRoundTrip()
{
    const QByteArray own(R"({"version": 7, "entries": [{"id": "x.Old", "kind": "symbol", "package": "x", "symbol": "Old",
  "removed": "2.0", "source": "https://example.org/x"}]})");
    {
        ProjectCatalogs catalogs(*m_store);
        QVERIFY2(catalogs.load(), qPrintable(catalogs.errorString()));
        QVERIFY(catalogs.compat().entries().size() >= 3);
        QVERIFY(!catalogs.setJson(ProjectCatalogs::Compat, QByteArray(R"({"entries": [{"id": "y", "kind": "symbol"}]})")));
        QVERIFY2(catalogs.errorString().contains(QStringLiteral("source")), qPrintable(catalogs.errorString()));
        QVERIFY2(catalogs.setJson(ProjectCatalogs::Compat, own), qPrintable(catalogs.errorString()));
        QVERIFY(!catalogs.isOverridden(ProjectCatalogs::Versions));
    }
    reopen();
    ProjectCatalogs catalogs(*m_store);
    QVERIFY2(catalogs.load(), qPrintable(catalogs.errorString()));
    QCOMPARE(m_store->setting(QStringLiteral("catalog.compat")).toUtf8(), own);
    QCOMPARE(catalogs.compat().version(), 7);
    QCOMPARE(catalogs.compat().entries().size(), 1);
    QCOMPARE(catalogs.compat().entries().constFirst().symbol, QStringLiteral("Old"));
    QCOMPARE(catalogs.json(ProjectCatalogs::Versions), ProjectCatalogs::shippedJson(ProjectCatalogs::Versions));
    QVERIFY2(catalogs.reset(ProjectCatalogs::Compat), qPrintable(catalogs.errorString()));
    QCOMPARE(catalogs.json(ProjectCatalogs::Compat), ProjectCatalogs::shippedJson(ProjectCatalogs::Compat));
}

QTEST_GUILESS_MAIN(TestProjectCatalogs)
#include "tst_projectcatalogs.moc"
