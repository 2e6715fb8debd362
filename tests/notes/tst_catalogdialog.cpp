// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogdialog.h"
#include "findchild.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

namespace {
QString prefix(ProjectCatalogs::Which which)
{
    return ProjectCatalogs::name(which);
}

QPushButton *button(const CatalogDialog &dialog, ProjectCatalogs::Which which, const char *name)
{
    return child<QPushButton>(dialog, prefix(which) + QLatin1String(name));
}

CatalogDialog *shippedDialog()
{
    auto *dialog = new CatalogDialog;
    dialog->setJson(ProjectCatalogs::Gpus, ProjectCatalogs::shippedJson(ProjectCatalogs::Gpus), false);
    dialog->setJson(ProjectCatalogs::Versions, ProjectCatalogs::shippedJson(ProjectCatalogs::Versions), false);
    return dialog;
}
} // namespace

class TestCatalogDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void shippedCataloguesLoad();
    void invalidJsonDisablesSave_data();
    void invalidJsonDisablesSave();
    void saveCarriesTheText();
    void restoreShipped();
    void fileButtons_data();
    void fileButtons();
    void shippedNewerOffersTheChoice_data();
    void shippedNewerOffersTheChoice();
};

void TestCatalogDialog::initTestCase()
{
    qRegisterMetaType<ProjectCatalogs::Which>();
}

void TestCatalogDialog::shippedCataloguesLoad()
{
    QScopedPointer<CatalogDialog> dialog(shippedDialog());
    for (const ProjectCatalogs::Which which : {ProjectCatalogs::Gpus, ProjectCatalogs::Versions}) {
        QVERIFY2(dialog->problem(which).isEmpty(), qPrintable(dialog->problem(which)));
        QVERIFY(button(*dialog, which, "Save")->isEnabled());
        QVERIFY(!button(*dialog, which, "Restore")->isEnabled());
        QCOMPARE(child<QLabel>(*dialog, prefix(which) + QLatin1String("Origin"))->text(), QStringLiteral("Shipped catalogue"));
        QCOMPARE(dialog->json(which), ProjectCatalogs::shippedJson(which));
    }
}

void TestCatalogDialog::invalidJsonDisablesSave_data()
{
    QTest::addColumn<ProjectCatalogs::Which>("which");
    QTest::addColumn<QString>("text");
    QTest::newRow("GPUs: not JSON") << ProjectCatalogs::Gpus << QStringLiteral("{\"gpus\": [");
    QTest::newRow("GPUs: no gpus array") << ProjectCatalogs::Gpus << QStringLiteral("{}");
    QTest::newRow("GPUs: a GPU without name") << ProjectCatalogs::Gpus << QStringLiteral("{\"gpus\": [{\"vendor\": \"NVIDIA\"}]}");
    QTest::newRow("versions: not JSON") << ProjectCatalogs::Versions << QStringLiteral("not json");
    QTest::newRow("versions: an array") << ProjectCatalogs::Versions << QStringLiteral("[]");
}

void TestCatalogDialog::invalidJsonDisablesSave()
{
    QFETCH(ProjectCatalogs::Which, which);
    QFETCH(QString, text);
    QScopedPointer<CatalogDialog> dialog(shippedDialog());
    dialog->setCurrentCatalog(which);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog.data()));
    auto *edit = child<QPlainTextEdit>(*dialog, prefix(which) + QLatin1String("Json"));
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
    QCOMPARE(edit->toPlainText(), text);
    QVERIFY(!button(*dialog, which, "Save")->isEnabled());
    QVERIFY(!dialog->problem(which).isEmpty());
    QVERIFY(child<QLabel>(*dialog, prefix(which) + QLatin1String("Problem"))->isVisible());
    const ProjectCatalogs::Which other = which == ProjectCatalogs::Gpus ? ProjectCatalogs::Versions : ProjectCatalogs::Gpus;
    QVERIFY(button(*dialog, other, "Save")->isEnabled());

    edit->setPlainText(QString::fromUtf8(ProjectCatalogs::shippedJson(which)));
    QVERIFY(button(*dialog, which, "Save")->isEnabled());
    QVERIFY(dialog->problem(which).isEmpty());
}

void TestCatalogDialog::saveCarriesTheText()
{
    QScopedPointer<CatalogDialog> dialog(shippedDialog());
    const QByteArray own = "{\"gpus\": [{\"name\": \"Test GPU\", \"vendor\": \"Test\", \"nvlink\": \"no\"}]}";
    child<QPlainTextEdit>(*dialog, QStringLiteral("gpusJson"))->setPlainText(QString::fromUtf8(own));
    QVERIFY2(dialog->problem(ProjectCatalogs::Gpus).isEmpty(), qPrintable(dialog->problem(ProjectCatalogs::Gpus)));
    QSignalSpy spy(dialog.data(), &CatalogDialog::saveRequested);
    QTest::mouseClick(button(*dialog, ProjectCatalogs::Gpus, "Save"), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<ProjectCatalogs::Which>(), ProjectCatalogs::Gpus);
    QCOMPARE(spy.at(0).at(1).toByteArray(), own);
}

void TestCatalogDialog::restoreShipped()
{
    QScopedPointer<CatalogDialog> dialog(shippedDialog());
    const QByteArray own = "{\"cuda\": []}";
    dialog->setJson(ProjectCatalogs::Versions, own, true);
    QCOMPARE(child<QLabel>(*dialog, QStringLiteral("versionsOrigin"))->text(), QStringLiteral("This project's own catalogue"));
    auto *restore = button(*dialog, ProjectCatalogs::Versions, "Restore");
    QVERIFY(restore->isEnabled());
    QVERIFY(!button(*dialog, ProjectCatalogs::Gpus, "Restore")->isEnabled());
    QSignalSpy spy(dialog.data(), &CatalogDialog::resetRequested);
    QTest::mouseClick(restore, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<ProjectCatalogs::Which>(), ProjectCatalogs::Versions);
}

void TestCatalogDialog::fileButtons_data()
{
    QTest::addColumn<ProjectCatalogs::Which>("which");
    QTest::addColumn<QString>("name");
    QTest::newRow("GPUs: Import…") << ProjectCatalogs::Gpus << QStringLiteral("Import");
    QTest::newRow("GPUs: Export…") << ProjectCatalogs::Gpus << QStringLiteral("Export");
    QTest::newRow("versions: Import…") << ProjectCatalogs::Versions << QStringLiteral("Import");
    QTest::newRow("compatibility: Export…") << ProjectCatalogs::Compat << QStringLiteral("Export");
}

// Import… and Export… ask the controller for a file, for their own tab's catalogue only.
void TestCatalogDialog::fileButtons()
{
    QFETCH(ProjectCatalogs::Which, which);
    QFETCH(QString, name);
    QScopedPointer<CatalogDialog> dialog(shippedDialog());
    dialog->setCurrentCatalog(which);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.data()));
    QSignalSpy imports(dialog.data(), &CatalogDialog::importRequested);
    QSignalSpy exports(dialog.data(), &CatalogDialog::exportRequested);
    QTest::mouseClick(button(*dialog, which, name.toLatin1().constData()), Qt::LeftButton);
    QSignalSpy &spy = name == QLatin1String("Import") ? imports : exports;
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<ProjectCatalogs::Which>(), which);
    QCOMPARE(imports.count() + exports.count(), 1);
}

void TestCatalogDialog::shippedNewerOffersTheChoice_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("Keep Mine") << QStringLiteral("KeepOwn");
    QTest::newRow("Take Shipped") << QStringLiteral("TakeShipped");
    QTest::newRow("Merge New Entries") << QStringLiteral("MergeShipped");
}

// The notice and the three choices on the tab of the catalogue concerned only.
void TestCatalogDialog::shippedNewerOffersTheChoice()
{
    QFETCH(QString, name);
    QScopedPointer<CatalogDialog> dialog(shippedDialog());
    dialog->setJson(ProjectCatalogs::Gpus, "{\"gpus\": []}", true);
    const QString notice = QStringLiteral("The shipped GPU catalogue is newer (version 2) …");
    dialog->setShippedNewer(ProjectCatalogs::Gpus, notice);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.data()));
    QVERIFY(child<QWidget>(*dialog, QStringLiteral("gpusNewer"))->isVisible());
    QCOMPARE(child<QLabel>(*dialog, QStringLiteral("gpusNewerText"))->text(), notice);
    QCOMPARE(dialog->shippedNewer(ProjectCatalogs::Gpus), notice);
    QVERIFY(dialog->shippedNewer(ProjectCatalogs::Versions).isEmpty());
    QVERIFY(child<QWidget>(*dialog, QStringLiteral("versionsNewer"))->isHidden());
    QSignalSpy keep(dialog.data(), &CatalogDialog::keepOwnRequested);
    QSignalSpy take(dialog.data(), &CatalogDialog::takeShippedRequested);
    QSignalSpy merge(dialog.data(), &CatalogDialog::mergeShippedRequested);
    QTest::mouseClick(button(*dialog, ProjectCatalogs::Gpus, name.toLatin1().constData()), Qt::LeftButton);
    QSignalSpy &spy = name == QLatin1String("KeepOwn") ? keep : name == QLatin1String("TakeShipped") ? take : merge;
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<ProjectCatalogs::Which>(), ProjectCatalogs::Gpus);
    QCOMPARE(keep.count() + take.count() + merge.count(), 1);
    dialog->setShippedNewer(ProjectCatalogs::Gpus, QString());
    QVERIFY(child<QWidget>(*dialog, QStringLiteral("gpusNewer"))->isHidden());
}

QTEST_MAIN(TestCatalogDialog)
#include "tst_catalogdialog.moc"
