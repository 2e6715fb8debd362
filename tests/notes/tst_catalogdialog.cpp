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
    return which == ProjectCatalogs::Gpus ? QStringLiteral("gpus") : QStringLiteral("versions");
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

QTEST_MAIN(TestCatalogDialog)
#include "tst_catalogdialog.moc"
