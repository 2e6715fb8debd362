// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/actionregistry.h"
#include "gui/exportcontroller.h"
#include "notes/packsettings.h"
#include "packexportdialog.h"
#include "reusefixture.h"
#include "store/projectstore.h"
#include "whenshown.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// File ▸ Export Reproduction Pack: the dialog driven with keys (OK while a folder is
// given, the settings in and out), the project's pack settings kept, the pack written
// from the issue's note or built from its version snapshot, a foreign folder refused.
class TestPackExportController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void dialogTypedValues();
    void exportFromTheMenu_data();
    void exportFromTheMenu();
    void foreignFolderIsRefused();

private:
    void open();
    QString folder() const { return m_dir->filePath(QStringLiteral("pack")); }

    QTemporaryDir m_config;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    ExportController *m_exporter = nullptr;
    qint64 m_issueId = 0;
};

namespace {

const QByteArray kSource("# Setup\n\nInstall torch==2.3.1 and numpy==1.26.4 on CUDA 12.1.\n");
const QByteArray kDraft("# 环境\n\n安装 torch==2.3.1 和 numpy==1.26.4，CUDA 12.1。\n\n> **【译者注·环境复现包】**\n");

template<typename T>
T *child(const QWidget &parent, const char *name)
{
    return parent.findChild<T *>(QString::fromLatin1(name));
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

void TestPackExportController::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("YiqiaoTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_packexportcontroller"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config.path());
}

void TestPackExportController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    ProjectStore store;
    QVERIFY(store.create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    m_issueId = ReuseFixture::importIssue(store, 1, kSource, kDraft);
    QVERIFY(m_issueId > 0);
}

void TestPackExportController::open()
{
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->open(m_dir->filePath(QStringLiteral("p.yiqiao")), ProjectStore::Access::ReadWrite));
    m_bench = std::make_unique<WorkbenchWindow>(new QWidget);
    m_exporter = new ExportController(*m_bench->actions, *m_bench->workbench, m_bench->window.get());
    m_exporter->setProject(m_store.get(), false);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    m_bench->window->show();
}

void TestPackExportController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

void TestPackExportController::dialogTypedValues()
{
    PackExportDialog dialog;
    dialog.setValue({PackSettings::defaults(), QString(), false});
    dialog.show();
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QVERIFY(child<QLabel>(dialog, "packOrigin")->text().contains(QStringLiteral("version snapshot")));
    QTest::keyClicks(child<QLineEdit>(dialog, "packFolder"), QStringLiteral(" /tmp/pack "));
    QVERIFY(ok->isEnabled());
    QLineEdit *hf = child<QLineEdit>(dialog, "hfMirror");
    hf->selectAll();
    QTest::keyClicks(hf, QStringLiteral("https://mirror.example.cn/hf"));
    const PackExportDialog::Value value = dialog.value();
    QCOMPARE(value.folder, QStringLiteral("/tmp/pack"));
    QCOMPARE(value.settings.hfMirror, QStringLiteral("https://mirror.example.cn/hf"));
    QCOMPARE(value.settings.pipMirror, PackSettings::defaults().pipMirror);
}

void TestPackExportController::exportFromTheMenu_data()
{
    QTest::addColumn<bool>("withNote");
    QTest::newRow("no pack note: built from the version snapshot") << false;
    QTest::newRow("the issue's pack note") << true;
}

void TestPackExportController::exportFromTheMenu()
{
    QFETCH(bool, withNote);
    if (withNote) {
        ProjectStore store;
        QVERIFY(store.open(m_dir->filePath(QStringLiteral("p.yiqiao")), ProjectStore::Access::ReadWrite));
        QVERIFY(ReuseFixture::makeNote(store, m_issueId, 2, AnnotationKind::ReproductionPack,
            {{QStringLiteral("requirements"), QStringLiteral("vllm==0.6.3")},
                {QStringLiteral("quick_command"), QStringLiteral("python bench.py")}}));
    }
    open();
    QSignalSpy status(m_exporter, &ExportController::statusMessage);
    QSignalSpy failed(m_exporter, &ExportController::failed);
    const QString target = folder();
    whenShown<PackExportDialog>([=](PackExportDialog *dialog) {
        QCOMPARE(child<QLabel>(*dialog, "packOrigin")->text().contains(QStringLiteral("no reproduction pack note")), !withNote);
        QLineEdit *path = child<QLineEdit>(*dialog, "packFolder");
        path->selectAll();
        QTest::keyClicks(path, target);
        QLineEdit *pip = child<QLineEdit>(*dialog, "pipMirror");
        pip->selectAll();
        QTest::keyClicks(pip, QStringLiteral("https://mirrors.aliyun.com/pypi/simple/"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    m_bench->actions->action(ActionRegistry::ExportReproductionPack)->trigger();
    QCOMPARE(failed.count(), 0);
    QCOMPARE(status.count(), 1);
    QCOMPARE(status.at(0).at(0).toString().contains(QStringLiteral("version snapshot")), !withNote);
    QCOMPARE(PackSettings::load(*m_store).pipMirror, QStringLiteral("https://mirrors.aliyun.com/pypi/simple/"));
    QVERIFY(QFileInfo(target + QStringLiteral("/run_quick.sh")).isExecutable());
    const QByteArray requirements = read(target + QStringLiteral("/requirements.txt"));
    QCOMPARE(requirements,
        withNote ? QByteArray("vllm==0.6.3\n")
                 : QByteArray("--extra-index-url https://download.pytorch.org/whl/cu121\ntorch==2.3.1\nnumpy==1.26.4\n"));
    // A pack built now takes the project's new mirror; a note keeps its own (none).
    QCOMPARE(read(target + QStringLiteral("/Dockerfile")).contains("PIP_INDEX_URL=https://mirrors.aliyun.com/pypi/simple/"), !withNote);
}

void TestPackExportController::foreignFolderIsRefused()
{
    open();
    QVERIFY(QDir().mkpath(folder()));
    QFile other(folder() + QStringLiteral("/train.py"));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.close();
    QSignalSpy failed(m_exporter, &ExportController::failed);
    QVERIFY(!m_exporter->exportPackTo(folder()));
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("train.py")));
    QVERIFY(!QFileInfo::exists(folder() + QStringLiteral("/Dockerfile")));
}

QTEST_MAIN(TestPackExportController)
#include "tst_packexportcontroller.moc"
