// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationpane.h"
#include "findchild.h"

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>

namespace {
Mention mention(Mention::Kind kind, const QString &name, const QString &version = {})
{
    Mention found;
    found.kind = kind;
    found.name = name;
    found.version = version;
    return found;
}

QList<AnnotationSuggestion> suggestions()
{
    AnnotationSuggestion hardware;
    hardware.kind = AnnotationKind::HardwareTable;
    hardware.title = QStringLiteral("Hardware table for A100, V100");
    QJsonArray rows; // not QJsonArray {QJsonArray {…}}: a copy of the inner array for clang
    rows.append(QJsonArray {QStringLiteral("A100"), QStringLiteral("A100 PCIe")});
    hardware.values = {{QStringLiteral("rows"), rows}};
    hardware.mentions = {mention(Mention::Gpu, QStringLiteral("A100")), mention(Mention::Gpu, QStringLiteral("V100")),
        mention(Mention::Gpu, QStringLiteral("A100"))};
    AnnotationSuggestion version;
    version.kind = AnnotationKind::VersionNote;
    version.title = QStringLiteral("Version note for CUDA 11.8 + torch==2.0.1");
    version.values = {
        {QStringLiteral("original"), QStringLiteral("CUDA 11.8 + torch==2.0.1")}, {QStringLiteral("target"), QStringLiteral("CUDA 12.1")}};
    version.mentions = {mention(Mention::CudaVersion, QStringLiteral("CUDA"), QStringLiteral("11.8")),
        mention(Mention::PackageVersion, QStringLiteral("torch"), QStringLiteral("2.0.1"))};
    return {hardware, version};
}

QListWidget *list(const AnnotationPane &pane)
{
    return child<QListWidget>(pane, "annotationSuggestions");
}

void showActive(AnnotationPane &pane)
{
    pane.show();
    QVERIFY(QTest::qWaitForWindowActive(&pane));
}

// Activates row of the suggestion list the way named.
void activate(AnnotationPane &pane, int row, const QString &how)
{
    QListWidget *view = list(pane);
    view->setCurrentRow(row);
    view->setFocus();
    if (how == QLatin1String("enter")) {
        QTest::keyClick(view, Qt::Key_Return);
    } else if (how == QLatin1String("double click")) {
        const QPoint centre = view->visualItemRect(view->item(row)).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, centre); // Qt 5's mouseDClick sends no first press
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, centre);
    } else {
        QTest::mouseClick(child<QPushButton>(pane, "annotationInsert"), Qt::LeftButton);
    }
}
} // namespace

class TestAnnotationPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void suggestionsAreListed();
    void emptyState();
    void activatingInserts_data();
    void activatingInserts();
    void newNoteUsesTheComboKind();
    void extraTemplatesAreOfferedUnderTheirKind();
    void editOnlyInANote();
    void projectButtons();
    void readOnly();
};

void TestAnnotationPane::initTestCase()
{
    qRegisterMetaType<AnnotationKind>();
}

void TestAnnotationPane::suggestionsAreListed()
{
    AnnotationPane pane;
    pane.setSuggestions(QStringLiteral("Source block #12"), suggestions());
    QCOMPARE(child<QLabel>(pane, "annotationSource")->text(), QStringLiteral("Source block #12"));
    QCOMPARE(list(pane)->count(), 2);
    const QString first = list(pane)->item(0)->text();
    QVERIFY(first.startsWith(QLatin1String("Hardware table for A100, V100\n")));
    QVERIFY2(first.endsWith(QLatin1String("A100, V100")), qPrintable(first)); // each GPU named once
    const QString second = list(pane)->item(1)->text();
    QVERIFY2(second.contains(QLatin1String("CUDA 11.8, torch==2.0.1")), qPrintable(second));
    QCOMPARE(list(pane)->currentRow(), 0);
    QVERIFY(child<QPushButton>(pane, "annotationInsert")->isEnabled());
}

void TestAnnotationPane::emptyState()
{
    AnnotationPane pane;
    pane.setSuggestions(QStringLiteral("Source block #3"), suggestions());
    auto *stack = child<QStackedWidget>(pane, "annotationStack");
    QCOMPARE(stack->currentWidget(), list(pane));
    pane.setSuggestions(QStringLiteral("Source block #4"), {});
    auto *placeholder = child<QLabel>(pane, "annotationPlaceholder");
    QCOMPARE(stack->currentWidget(), placeholder);
    QVERIFY(placeholder->text().startsWith(QLatin1String("No catalogued GPU or version in this source block.")));
    QCOMPARE(list(pane)->count(), 0);
    QVERIFY(!child<QPushButton>(pane, "annotationInsert")->isEnabled());
    QVERIFY(child<QPushButton>(pane, "annotationNew")->isEnabled());
}

void TestAnnotationPane::activatingInserts_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("row");
    QTest::newRow("Enter on the first") << QStringLiteral("enter") << 0;
    QTest::newRow("Enter on the second") << QStringLiteral("enter") << 1;
    QTest::newRow("double click on the second") << QStringLiteral("double click") << 1;
    QTest::newRow("Insert button on the first") << QStringLiteral("button") << 0;
}

void TestAnnotationPane::activatingInserts()
{
    QFETCH(QString, how);
    QFETCH(int, row);
    AnnotationPane pane;
    pane.setSuggestions(QStringLiteral("Source block #12"), suggestions());
    showActive(pane);
    QSignalSpy spy(&pane, &AnnotationPane::insertRequested);
    activate(pane, row, how);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<AnnotationKind>(), suggestions().at(row).kind);
    QCOMPARE(spy.at(0).at(1).toJsonObject(), suggestions().at(row).values);
}

void TestAnnotationPane::newNoteUsesTheComboKind()
{
    AnnotationPane pane;
    showActive(pane);
    auto *combo = child<QComboBox>(pane, "annotationKinds");
    QCOMPARE(combo->count(), int(AnnotationKinds::all().size()));
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down);
    QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(pane.selectedKind(), AnnotationKinds::all().at(2));
    QSignalSpy spy(&pane, &AnnotationPane::insertRequested);
    QTest::mouseClick(child<QPushButton>(pane, "annotationNew"), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<AnnotationKind>(), AnnotationKinds::all().at(2));
    QCOMPARE(spy.at(0).at(1).toJsonObject(), QJsonObject());
}

void TestAnnotationPane::extraTemplatesAreOfferedUnderTheirKind()
{
    AnnotationPane pane;
    showActive(pane);
    AnnotationTemplate extra;
    extra.kind = AnnotationKind::VersionNote;
    extra.name = QStringLiteral("CUDA 升级（第12期）");
    extra.extraId = 42;
    pane.setSelectedKind(AnnotationKind::PerformanceMatrix);
    pane.setExtraTemplates({extra});
    auto *combo = child<QComboBox>(pane, "annotationKinds");
    QCOMPARE(combo->count(), int(AnnotationKinds::all().size()) + 1);
    QVERIFY(combo->itemText(2).contains(extra.name)); // right under the version note
    QCOMPARE(pane.selectedKind(), AnnotationKind::PerformanceMatrix); // the selection stays
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Up);
    QCOMPARE(pane.selectedExtraId(), 42);
    QCOMPARE(pane.selectedKind(), AnnotationKind::VersionNote);
    QSignalSpy kinds(&pane, &AnnotationPane::insertRequested);
    QSignalSpy extras(&pane, &AnnotationPane::insertFromTemplateRequested);
    QTest::mouseClick(child<QPushButton>(pane, "annotationNew"), Qt::LeftButton);
    QCOMPARE(kinds.count(), 0);
    QCOMPARE(extras.count(), 1);
    QCOMPARE(extras.at(0).at(0).toLongLong(), 42);
    // Refreshed, the extra template stays selected; gone, its kind is.
    pane.setExtraTemplates({extra});
    QCOMPARE(pane.selectedExtraId(), 42);
    pane.setExtraTemplates({});
    QCOMPARE(pane.selectedExtraId(), 0);
    QCOMPARE(pane.selectedKind(), AnnotationKind::VersionNote);
    QCOMPARE(combo->count(), int(AnnotationKinds::all().size()));
}

void TestAnnotationPane::editOnlyInANote()
{
    AnnotationPane pane;
    auto *edit = child<QPushButton>(pane, "annotationEdit");
    QVERIFY(!edit->isEnabled());
    pane.setCurrentNote(true, QStringLiteral("Roadmap"));
    QVERIFY(edit->isEnabled());
    QVERIFY(child<QLabel>(pane, "annotationCurrentNote")->text().contains(QLatin1String("Roadmap")));
    QSignalSpy spy(&pane, &AnnotationPane::editRequested);
    QTest::mouseClick(edit, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    pane.setCurrentNote(false, {});
    QVERIFY(!edit->isEnabled());
}

void TestAnnotationPane::projectButtons()
{
    AnnotationPane pane;
    QSignalSpy templates(&pane, &AnnotationPane::templatesRequested);
    QSignalSpy catalogs(&pane, &AnnotationPane::catalogsRequested);
    QTest::mouseClick(child<QPushButton>(pane, "annotationTemplates"), Qt::LeftButton);
    QCOMPARE(templates.count(), 1);
    QCOMPARE(catalogs.count(), 0);
    QTest::mouseClick(child<QPushButton>(pane, "annotationCatalogs"), Qt::LeftButton);
    QCOMPARE(catalogs.count(), 1);
}

void TestAnnotationPane::readOnly()
{
    AnnotationPane pane;
    pane.setSuggestions(QStringLiteral("Source block #12"), suggestions());
    pane.setCurrentNote(true, QStringLiteral("Roadmap"));
    pane.setReadOnly(true);
    showActive(pane);
    for (const char *name : {"annotationInsert", "annotationNew", "annotationEdit", "annotationTemplates", "annotationCatalogs"}) {
        QVERIFY2(!child<QPushButton>(pane, name)->isEnabled(), name);
    }
    QVERIFY(list(pane)->isEnabled()); // still readable
    QSignalSpy spy(&pane, &AnnotationPane::insertRequested);
    activate(pane, 0, QStringLiteral("enter"));
    activate(pane, 1, QStringLiteral("double click"));
    QCOMPARE(spy.count(), 0);
    pane.setReadOnly(false);
    QVERIFY(child<QPushButton>(pane, "annotationEdit")->isEnabled());
    activate(pane, 0, QStringLiteral("enter"));
    QCOMPARE(spy.count(), 1);
}

QTEST_MAIN(TestAnnotationPane)
#include "tst_annotationpane.moc"
