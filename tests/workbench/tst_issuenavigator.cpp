// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuenavigator.h"
#include "store/issuelistmodel.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestIssueNavigator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();

    void showsModel();
    void showingAndFocusRequestNothing();
    void selectIssue_data();
    void selectIssue();
    void selectSameIssueAgainEmitsNothing();
    void selectUnknownIssueEmitsNothing();
    void keyboard_data();
    void keyboard();
    void mouseClick();
    void emptyProjectSaysHowToImport();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<IssueListModel> m_model;
    std::unique_ptr<IssueNavigator> m_navigator;
    // issueRequested while the navigator was set up and shown, before any test step.
    QList<int> m_requestedWhileShowing;
};

// Issues 2, 5 and 9: numbers that differ from row indexes.
void TestIssueNavigator::initTestCase()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("nav.yiqiao")), QStringLiteral("Nav")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(9, QByteArray("# Ninth\n\nText.\n"), QString(), QString()));
    QVERIFY(importer.importPost(2, QByteArray("# Second\n\nText.\n"), QString(), QString()));
    QVERIFY(importer.importPost(5, QByteArray("# 第五期\n\n正文。\n"), QString(), QString()));
}

void TestIssueNavigator::cleanupTestCase()
{
    m_store.reset();
    m_dir.reset();
}

void TestIssueNavigator::init()
{
    m_model = std::make_unique<IssueListModel>();
    m_model->reload(*m_store);
    QCOMPARE(m_model->rowCount(), 3);
    m_navigator = std::make_unique<IssueNavigator>();
    m_requestedWhileShowing.clear();
    connect(m_navigator.get(), &IssueNavigator::issueRequested, this, [this](int number) { m_requestedWhileShowing.append(number); });
    m_navigator->setModel(m_model.get());
    m_navigator->resize(500, 300);
    m_navigator->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_navigator.get()));
    QVERIFY(QTest::qWaitForWindowActive(m_navigator.get()));
    QTRY_VERIFY(m_navigator->hasFocus());
    disconnect(m_navigator.get(), &IssueNavigator::issueRequested, this, nullptr);
    // Every test starts from "no issue picked", whatever focusing the view did.
    m_navigator->selectionModel()->clearCurrentIndex();
    m_navigator->selectionModel()->clearSelection();
}

void TestIssueNavigator::cleanup()
{
    m_navigator.reset();
    m_model.reset();
}

void TestIssueNavigator::showsModel()
{
    QCOMPARE(m_navigator->model(), static_cast<QAbstractItemModel *>(m_model.get()));
    QCOMPARE(m_navigator->model()->rowCount(), 3);
    QVERIFY(!m_navigator->currentIndex().isValid());
}

// A new project has no issues: the list says how to import one instead of staying
// blank. Its text is drawn in the empty list and gone once there are rows.
void TestIssueNavigator::emptyProjectSaysHowToImport()
{
    const auto darkPixels = [this] { // pixels not of the background
        const QImage image = m_navigator->viewport()->grab().toImage();
        const QRgb background = image.pixel(1, image.height() - 2);
        int dark = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2) {
                dark += image.pixel(x, y) != background ? 1 : 0;
            }
        }
        return dark;
    };
    IssueListModel empty;
    m_navigator->setModel(&empty);
    QVERIFY2(darkPixels() > 50, "the empty list shows no hint");
    QVERIFY(m_navigator->emptyHint().contains(QStringLiteral("Ctrl+I")));
    m_navigator->setModel(m_model.get());
}

// Issues are opened when the user picks one, not because the list got the focus
// (QAbstractItemView makes the first row current, unselected, on focus-in).
void TestIssueNavigator::showingAndFocusRequestNothing()
{
    QCOMPARE(m_requestedWhileShowing, QList<int>());
}

void TestIssueNavigator::selectIssue_data()
{
    QTest::addColumn<int>("number");
    QTest::newRow("first row") << 2;
    QTest::newRow("middle row") << 5;
    QTest::newRow("last row") << 9;
}

void TestIssueNavigator::selectIssue()
{
    QFETCH(int, number);
    QSignalSpy spy(m_navigator.get(), &IssueNavigator::issueRequested);
    QVERIFY(spy.isValid());
    m_navigator->selectIssue(number);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), number);
    QCOMPARE(m_navigator->currentIndex().row(), m_model->rowOf(number));
    QVERIFY(m_navigator->selectionModel()->isRowSelected(m_model->rowOf(number), QModelIndex()));
}

void TestIssueNavigator::selectSameIssueAgainEmitsNothing()
{
    QSignalSpy spy(m_navigator.get(), &IssueNavigator::issueRequested);
    m_navigator->selectIssue(5);
    m_navigator->selectIssue(5);
    QCOMPARE(spy.count(), 1);
    m_navigator->selectIssue(2);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toInt(), 2);
}

void TestIssueNavigator::selectUnknownIssueEmitsNothing()
{
    m_navigator->selectIssue(5);
    QSignalSpy spy(m_navigator.get(), &IssueNavigator::issueRequested);
    m_navigator->selectIssue(42);
    QCOMPARE(spy.count(), 0);
    QCOMPARE(m_navigator->currentIndex().row(), m_model->rowOf(5));
}

void TestIssueNavigator::keyboard_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("requested"); // 0: nothing requested

    QTest::newRow("down from the first issue") << 2 << int(Qt::Key_Down) << 5;
    QTest::newRow("down from the middle issue") << 5 << int(Qt::Key_Down) << 9;
    QTest::newRow("down at the last issue stays") << 9 << int(Qt::Key_Down) << 0;
    QTest::newRow("up from the last issue") << 9 << int(Qt::Key_Up) << 5;
    QTest::newRow("up at the first issue stays") << 2 << int(Qt::Key_Up) << 0;
    QTest::newRow("home") << 9 << int(Qt::Key_Home) << 2;
    QTest::newRow("end") << 2 << int(Qt::Key_End) << 9;
}

void TestIssueNavigator::keyboard()
{
    QFETCH(int, start);
    QFETCH(int, key);
    QFETCH(int, requested);

    m_navigator->setFocus();
    m_navigator->selectIssue(start);
    QSignalSpy spy(m_navigator.get(), &IssueNavigator::issueRequested);
    QTest::keyClick(m_navigator.get(), Qt::Key(key));
    if (requested == 0) {
        QCOMPARE(spy.count(), 0);
        QCOMPARE(m_navigator->currentIndex().row(), m_model->rowOf(start));
    } else {
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), requested);
        QCOMPARE(m_navigator->currentIndex().row(), m_model->rowOf(requested));
    }
}

void TestIssueNavigator::mouseClick()
{
    QSignalSpy spy(m_navigator.get(), &IssueNavigator::issueRequested);
    const int row = m_model->rowOf(9);
    const QRect rect = m_navigator->visualRect(m_model->index(row, IssueListModel::TitleColumn));
    QVERIFY(rect.isValid());
    QTest::mouseClick(m_navigator->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 9);
}

QTEST_MAIN(TestIssueNavigator)
#include "tst_issuenavigator.moc"
