// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/importlimits.h"
#include "feedbackdialog.h"
#include "findchild.h"
#include "reportscreenshots.h"
#include "review/feedbacklistmodel.h"
#include "reviewpane.h"
#include "screenshotstrip.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray pngOf(int width, int height, QColor colour = Qt::red)
{
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(colour);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

FeedbackImage stored(qint64 id, qint64 reportId, const QString &name)
{
    FeedbackImage image;
    image.id = id;
    image.feedbackId = reportId;
    image.name = name;
    image.mime = QStringLiteral("image/png");
    image.data = pngOf(320, 200);
    return image;
}

FeedbackReport report(qint64 id, FeedbackReport::Status status, const QStringList &confirmedBy = {})
{
    FeedbackReport report;
    report.id = id;
    report.issueId = 1;
    report.type = FeedbackReport::Type::Parameter;
    report.body = QStringLiteral("NCCL_SOCKET_TIMEOUT 写错了");
    report.reporter = QStringLiteral("小王");
    report.status = status;
    report.confirmedBy = confirmedBy;
    return report;
}

void clickRow(QListWidget *list, int row)
{
    const QRect rect = list->visualItemRect(list->item(row));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
}

} // namespace

// Readers' screenshots in the feedback form (from files, pasted with Ctrl+V, removed,
// refused with a message) and in the Review pane (the current report's thumbnails, a
// click shows one larger, removal), and the pane's Confirm Fix and senior reviewers.
class TestFeedbackScreenshots : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void dialogAddsFilesAndRefusesWithAMessage();
    void dialogPastesAnImageWithCtrlV();
    void dialogRemovesAScreenshot();
    void paneShowsTheCurrentReportsScreenshots();
    void paneConfirmFix();
    void hugeImageIsNotDecoded();
    void paneSeniorReviewers();

private:
    QTemporaryDir m_dir;
};

void TestFeedbackScreenshots::initTestCase()
{
    qRegisterMetaType<FeedbackImage>();
    QVERIFY(m_dir.isValid());
}

void TestFeedbackScreenshots::dialogAddsFilesAndRefusesWithAMessage()
{
    const QString png = m_dir.filePath(QStringLiteral("nccl.png"));
    const QString large = m_dir.filePath(QStringLiteral("huge.png"));
    for (const auto &[path, bytes] :
        {std::pair {png, pngOf(64, 48)}, std::pair {large, pngOf(8, 8) + QByteArray(int(ImportLimits::ScreenshotBytes), '\0')}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    FeedbackDialog dialog {QString()};
    dialog.show();
    auto *strip = child<ScreenshotStrip>(dialog, "feedbackScreenshots");
    auto *error = child<QLabel>(dialog, "feedbackScreenshotError");
    QVERIFY(dialog.addScreenshotFile(png));
    QCOMPARE(strip->count(), 1);
    QCOMPARE(strip->item(0)->text(), QStringLiteral("nccl.png"));
    QVERIFY(!strip->item(0)->icon().isNull());
    QVERIFY(!dialog.addScreenshotFile(large));
    QVERIFY(error->isVisible());
    QCOMPARE(error->text(), ImportLimits::screenshotTooLarge());
    QCOMPARE(strip->count(), 1);
    QVERIFY(dialog.addScreenshotFile(png)); // a good one clears the message
    QVERIFY(!error->isVisible());
    QCOMPARE(dialog.screenshots().size(), 2);
    QCOMPARE(dialog.screenshots().at(0).mime, QStringLiteral("image/png"));
}

void TestFeedbackScreenshots::dialogPastesAnImageWithCtrlV()
{
    FeedbackDialog dialog {QString()};
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *text = child<QPlainTextEdit>(dialog, "feedbackText");
    text->setFocus();
    QApplication::clipboard()->setImage(QImage::fromData(pngOf(200, 100, Qt::blue)));
    QTest::keySequence(text, QKeySequence::Paste);
    QCOMPARE(dialog.screenshots().size(), 1);
    QCOMPARE(dialog.screenshots().at(0).name, QString());
    QCOMPARE(QImage::fromData(dialog.screenshots().at(0).data).size(), QSize(200, 100));
    QVERIFY(text->toPlainText().isEmpty());
    // Text on the clipboard is pasted as text, as always.
    QApplication::clipboard()->setText(QStringLiteral("第三步"));
    QTest::keySequence(text, QKeySequence::Paste);
    QCOMPARE(text->toPlainText(), QStringLiteral("第三步"));
    QCOMPARE(dialog.screenshots().size(), 1);
    // The button with nothing pasteable says so.
    QTest::mouseClick(child<QPushButton>(dialog, "feedbackPasteScreenshot"), Qt::LeftButton);
    QCOMPARE(child<QLabel>(dialog, "feedbackScreenshotError")->text(), QStringLiteral("The clipboard holds no image."));
    QCOMPARE(dialog.screenshots().size(), 1);
}

void TestFeedbackScreenshots::dialogRemovesAScreenshot()
{
    FeedbackDialog dialog {QString()};
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QApplication::clipboard()->setImage(QImage::fromData(pngOf(50, 50)));
    QVERIFY(dialog.pasteScreenshot());
    QApplication::clipboard()->setImage(QImage::fromData(pngOf(60, 60)));
    QVERIFY(dialog.pasteScreenshot());
    auto *remove = child<QPushButton>(dialog, "feedbackRemoveScreenshot");
    QVERIFY(!remove->isEnabled());
    clickRow(child<ScreenshotStrip>(dialog, "feedbackScreenshots"), 0);
    QTRY_VERIFY(remove->isEnabled());
    // The click opened the screenshot larger too.
    auto *viewer = dialog.findChild<QDialog *>(QStringLiteral("screenshotViewer"));
    QVERIFY(viewer);
    viewer->close();
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(dialog.screenshots().size(), 1);
    QCOMPARE(QImage::fromData(dialog.screenshots().at(0).data).size(), QSize(60, 60));
}

void TestFeedbackScreenshots::paneShowsTheCurrentReportsScreenshots()
{
    ReviewPane pane;
    pane.resize(900, 600);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    auto *tabs = child<QTabWidget>(pane, "reviewTabs");
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
    QCOMPARE(tabs->currentIndex(), 1);
    pane.setIssueOpen(true);
    pane.setScreenshots(
        {stored(7, 1, QStringLiteral("a.png")), stored(8, 2, QStringLiteral("b.png")), stored(9, 2, QStringLiteral("c.png"))});
    pane.setReports({report(1, FeedbackReport::Status::Open), report(2, FeedbackReport::Status::Open)});
    auto *strip = child<ScreenshotStrip>(pane, "reviewScreenshots");
    auto *add = child<QPushButton>(pane, "reviewAddScreenshot");
    QCOMPARE(strip->count(), 0); // no report is current
    QVERIFY(!strip->isVisible()); // an empty strip takes no room
    QVERIFY(!add->isEnabled());
    QVERIFY(pane.selectReport(2));
    QCOMPARE(strip->count(), 2);
    QVERIFY(strip->isVisible());
    QCOMPARE(strip->item(1)->text(), QStringLiteral("c.png"));
    QVERIFY(add->isEnabled());
    QVERIFY(pane.selectReport(1));
    QCOMPARE(strip->count(), 1);
    // A click shows it larger; then Remove asks for it by id.
    clickRow(strip, 0);
    auto *viewer = pane.findChild<QDialog *>(QStringLiteral("screenshotViewer"));
    QVERIFY(viewer);
    QTRY_VERIFY(viewer->isVisible());
    QCOMPARE(child<QLabel>(*viewer, "screenshotViewerImage")->sizeHint(), QSize(320, 200)); // the whole image
    viewer->close();
    QSignalSpy removed(&pane, &ReviewPane::screenshotRemoveRequested);
    QVERIFY(child<QPushButton>(pane, "reviewRemoveScreenshot")->isEnabled());
    pane.screenshots()->removeCurrent();
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(0).toLongLong(), 7);
    QSignalSpy added(&pane, &ReviewPane::screenshotAddRequested);
    pane.addScreenshotToCurrent(stored(0, 0, QStringLiteral("d.png")));
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).toLongLong(), 1);
    pane.setReadOnly(true);
    QVERIFY(!add->isEnabled());
    QVERIFY(!child<QPushButton>(pane, "reviewRemoveScreenshot")->isEnabled());
    pane.screenshots()->removeCurrent();
    QCOMPARE(removed.count(), 1);
}

void TestFeedbackScreenshots::paneConfirmFix()
{
    ReviewPane pane;
    pane.setIssueOpen(true);
    pane.setReports({report(1, FeedbackReport::Status::Fixed, {QStringLiteral("王工")}), report(2, FeedbackReport::Status::Open),
        report(3, FeedbackReport::Status::Fixed, {QStringLiteral("王工"), QStringLiteral("李雷")})});
    auto *confirm = child<QPushButton>(pane, "reviewConfirmFix");
    QSignalSpy requested(&pane, &ReviewPane::confirmFixRequested);
    QVERIFY(pane.selectReport(2));
    QVERIFY(!confirm->isEnabled());
    QVERIFY(pane.selectReport(3));
    QVERIFY(!confirm->isEnabled()); // confirmed already
    QVERIFY(pane.selectReport(1));
    QVERIFY(confirm->isEnabled());
    QTest::mouseClick(confirm, Qt::LeftButton);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toLongLong(), 1);
    const QAbstractItemModel *model = child<QTableView>(pane, "reviewReports")->model();
    QCOMPARE(model->index(0, FeedbackListModel::StatusColumn).data().toString(), QStringLiteral("Fixed, awaiting confirmation (1/2)"));
    QCOMPARE(model->index(2, FeedbackListModel::StatusColumn).data().toString(), QStringLiteral("Fixed, confirmed by 王工 and 李雷"));
}

void TestFeedbackScreenshots::paneSeniorReviewers()
{
    ReviewPane pane;
    pane.setIssueOpen(true);
    auto *label = child<QLabel>(pane, "reviewSeniorReviewersLabel");
    pane.setSeniorReviewers({});
    QCOMPARE(label->text(), QStringLiteral("No senior reviewers yet: nobody can confirm a fix."));
    pane.setSeniorReviewers({QStringLiteral("王工"), QStringLiteral("李雷")});
    QCOMPARE(label->text(), QStringLiteral("Senior reviewers (two confirm each fix): 王工, 李雷"));
    QSignalSpy changed(&pane, &ReviewPane::seniorReviewersChangeRequested);
    pane.changeSeniorReviewers({QStringLiteral("王工"), QStringLiteral("赵六")});
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toStringList(), QStringList({QStringLiteral("王工"), QStringLiteral("赵六")}));
    pane.setReadOnly(true);
    QVERIFY(!child<QPushButton>(pane, "reviewSeniorReviewers")->isEnabled());
}

// A crafted PNG of 100000 × 100000 pixels (its header only) is shown as a name, not
// decoded into 40 GB.
void TestFeedbackScreenshots::hugeImageIsNotDecoded()
{
    const QByteArray huge = QByteArray::fromHex("89504e470d0a1a0a0000000d49484452000186a0000186a0080200000027309c9f0000000849444154789c0300"
                                                "00000001480689d20000000049454e44ae426082");
    QVERIFY(ScreenshotStrip::decode(huge).isNull());
    QCOMPARE(ScreenshotStrip::decode(pngOf(400, 300), QSize(120, 80)).size(), QSize(106, 80));
    ScreenshotStrip strip;
    FeedbackImage image = stored(1, 1, QStringLiteral("huge.png"));
    image.data = huge;
    strip.setImages({image});
    QCOMPARE(strip.item(0)->text(), QStringLiteral("huge.png"));
    QVERIFY(strip.item(0)->icon().isNull());
}

QTEST_MAIN(TestFeedbackScreenshots)
#include "tst_feedbackscreenshots.moc"
