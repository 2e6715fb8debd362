// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "paneparts.h"

#include <QCheckBox>
#include <QDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QVBoxLayout>

// The pieces panes and dialogs are built of: boxes of widgets and layouts, buttons and
// check boxes with their names and what a click does, Enter (or other keys) on a view,
// a pane's own layout.
class TestPaneParts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void boxes_data();
    void boxes();
    void buttonsAndCheckBoxes_data();
    void buttonsAndCheckBoxes();
    void clickCallsWhatItIsGiven();
    void plainLabelShowsMarkupAsTyped();
    void dialogButtonsCloseTheDialog_data();
    void dialogButtonsCloseTheDialog();
    void enterActivatesTheCurrentIndex_data();
    void enterActivatesTheCurrentIndex();
    void otherKeysActivateTheCurrentIndex_data();
    void otherKeysActivateTheCurrentIndex();
    void paneFilledWithItsMargin();
    void lineEditNamedWithItsPlaceholder();
};

void TestPaneParts::boxes_data()
{
    QTest::addColumn<bool>("vertical");
    QTest::newRow("column: top to bottom") << true;
    QTest::newRow("line: from the left") << false;
}

void TestPaneParts::boxes()
{
    QFETCH(bool, vertical);
    auto *label = new QLabel(QStringLiteral("label"));
    auto *stretched = new QLabel(QStringLiteral("stretched"));
    auto *inner = new QHBoxLayout;
    const QList<PaneParts::Item> items = {label, {stretched, 1}, inner};
    QScopedPointer<QWidget> box(vertical ? PaneParts::column(items) : PaneParts::line(items));
    auto *layout = qobject_cast<QBoxLayout *>(box->layout());
    QVERIFY(layout);
    QCOMPARE(layout->direction(), vertical ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    QCOMPARE(layout->contentsMargins(), QMargins());
    QCOMPARE(layout->count(), 3);
    QCOMPARE(layout->itemAt(0)->widget(), label);
    QCOMPARE(layout->itemAt(1)->widget(), stretched);
    QCOMPARE(layout->itemAt(2)->layout(), inner);
    QCOMPARE(layout->stretch(0), 0);
    QCOMPARE(layout->stretch(1), 1);
    QCOMPARE(layout->stretch(2), 0);
    QCOMPARE(label->parentWidget(), box.data());
}

void TestPaneParts::buttonsAndCheckBoxes_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("toolTip");
    QTest::newRow("button with a tooltip") << QStringLiteral("QPushButton") << QStringLiteral("What it does");
    QTest::newRow("button without one") << QStringLiteral("QPushButton") << QString();
    QTest::newRow("check box with a tooltip") << QStringLiteral("QCheckBox") << QStringLiteral("What it means");
    QTest::newRow("check box without one") << QStringLiteral("QCheckBox") << QString();
    QTest::newRow("radio button with a tooltip") << QStringLiteral("QRadioButton") << QStringLiteral("What it picks");
    QTest::newRow("radio button without one") << QStringLiteral("QRadioButton") << QString();
}

void TestPaneParts::buttonsAndCheckBoxes()
{
    QFETCH(QString, kind);
    QFETCH(QString, toolTip);
    const QString text = QStringLiteral("Text");
    const QString name = QStringLiteral("name");
    QScopedPointer<QAbstractButton> button(kind == QLatin1String("QCheckBox")
            ? static_cast<QAbstractButton *>(PaneParts::checkBox(text, name, toolTip))
            : kind == QLatin1String("QRadioButton") ? static_cast<QAbstractButton *>(PaneParts::radioButton(text, name, toolTip))
                                                    : PaneParts::button(text, name, toolTip));
    QCOMPARE(QString::fromLatin1(button->metaObject()->className()), kind);
    QCOMPARE(button->text(), text);
    QCOMPARE(button->objectName(), name);
    QCOMPARE(button->toolTip(), toolTip);
}

void TestPaneParts::clickCallsWhatItIsGiven()
{
    QObject context;
    int clicks = 0;
    QScopedPointer<QPushButton> button(
        PaneParts::button(QStringLiteral("Go"), QStringLiteral("go"), {}, &context, [&clicks] { ++clicks; }));
    button->show();
    QVERIFY(QTest::qWaitForWindowExposed(button.data()));
    QTest::mouseClick(button.data(), Qt::LeftButton);
    QCOMPARE(clicks, 1);
    QTest::keyClick(button.data(), Qt::Key_Space);
    QCOMPARE(clicks, 2);
}

void TestPaneParts::plainLabelShowsMarkupAsTyped()
{
    const QString typed = QStringLiteral("<b>bold</b> <a href='x'>link</a>");
    QScopedPointer<QLabel> label(PaneParts::plainLabel(QStringLiteral("typed")));
    QCOMPARE(label->objectName(), QStringLiteral("typed"));
    QVERIFY(label->wordWrap());
    QCOMPARE(label->textFormat(), Qt::PlainText);
    label->setText(typed);
    // Shown as typed, tags and all: wider than the same text rendered as markup.
    QLabel rendered(typed);
    rendered.setTextFormat(Qt::RichText);
    label->setWordWrap(false);
    QVERIFY(label->sizeHint().width() > rendered.sizeHint().width());
}

void TestPaneParts::dialogButtonsCloseTheDialog_data()
{
    QTest::addColumn<int>("buttons");
    QTest::addColumn<int>("clicked");
    QTest::addColumn<int>("result");
    const int okCancel = QDialogButtonBox::Ok | QDialogButtonBox::Cancel;
    QTest::newRow("OK accepts") << okCancel << int(QDialogButtonBox::Ok) << int(QDialog::Accepted);
    QTest::newRow("Cancel rejects") << okCancel << int(QDialogButtonBox::Cancel) << int(QDialog::Rejected);
    QTest::newRow("Close rejects") << int(QDialogButtonBox::Close) << int(QDialogButtonBox::Close) << int(QDialog::Rejected);
}

void TestPaneParts::dialogButtonsCloseTheDialog()
{
    QFETCH(int, buttons);
    QFETCH(int, clicked);
    QFETCH(int, result);
    QDialog dialog;
    QDialogButtonBox *box = PaneParts::dialogButtons(&dialog, QDialogButtonBox::StandardButtons(buttons));
    QCOMPARE(box->parentWidget(), &dialog);
    dialog.setResult(-1);
    QSignalSpy finished(&dialog, &QDialog::finished);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseClick(box->button(QDialogButtonBox::StandardButton(clicked)), Qt::LeftButton);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(dialog.result(), result);
    QVERIFY(!dialog.isVisible());
}

void TestPaneParts::enterActivatesTheCurrentIndex_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("currentRow");
    QTest::addColumn<int>("activatedRow"); // -1: nothing activated
    QTest::newRow("Return on the second row") << int(Qt::Key_Return) << 1 << 1;
    QTest::newRow("keypad Enter on the first row") << int(Qt::Key_Enter) << 0 << 0;
    QTest::newRow("Return on an empty view") << int(Qt::Key_Return) << -1 << -1;
    QTest::newRow("another key") << int(Qt::Key_Space) << 1 << -1;
}

void TestPaneParts::enterActivatesTheCurrentIndex()
{
    QFETCH(int, key);
    QFETCH(int, currentRow);
    QFETCH(int, activatedRow);
    QStandardItemModel model(currentRow >= 0 ? 3 : 0, 1); // without rows nothing becomes current on focus
    QTableView view;
    view.setModel(&model);
    QList<int> activated;
    PaneParts::onEnter(&view, [&activated](const QModelIndex &index) { activated.append(index.row()); });
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setCurrentIndex(currentRow >= 0 ? model.index(currentRow, 0) : QModelIndex());
    QTest::keyClick(&view, Qt::Key(key));
    QCOMPARE(activated, activatedRow >= 0 ? QList<int> {activatedRow} : QList<int> {});
}

void TestPaneParts::otherKeysActivateTheCurrentIndex_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<bool>("activated");
    QTest::newRow("F2, one of the keys") << int(Qt::Key_F2) << true;
    QTest::newRow("Return, one of the keys") << int(Qt::Key_Return) << true;
    QTest::newRow("keypad Enter, not one of them") << int(Qt::Key_Enter) << false;
}

void TestPaneParts::otherKeysActivateTheCurrentIndex()
{
    QFETCH(int, key);
    QFETCH(bool, activated);
    QStandardItemModel model(3, 2);
    QTableView view;
    view.setModel(&model);
    QList<QModelIndex> calls;
    PaneParts::onKeys(&view, {Qt::Key_F2, Qt::Key_Return}, [&calls](const QModelIndex &index) { calls.append(index); });
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setCurrentIndex(model.index(2, 1));
    QTest::keyClick(&view, Qt::Key(key));
    QCOMPARE(calls, activated ? QList<QModelIndex> {model.index(2, 1)} : QList<QModelIndex> {});
}

void TestPaneParts::paneFilledWithItsMargin()
{
    QWidget pane;
    auto *label = new QLabel(QStringLiteral("label"));
    auto *stretched = new QLabel(QStringLiteral("stretched"));
    auto *inner = new QHBoxLayout;
    PaneParts::fill(&pane, {label, {stretched, 1}, inner});
    auto *layout = qobject_cast<QVBoxLayout *>(pane.layout());
    QVERIFY(layout);
    QCOMPARE(layout->contentsMargins(), QMargins(4, 4, 4, 4));
    QCOMPARE(layout->count(), 3);
    QCOMPARE(layout->itemAt(0)->widget(), label);
    QCOMPARE(layout->itemAt(1)->widget(), stretched);
    QCOMPARE(layout->itemAt(2)->layout(), inner);
    QCOMPARE(layout->stretch(1), 1);
    QCOMPARE(label->parentWidget(), &pane);
}

void TestPaneParts::lineEditNamedWithItsPlaceholder()
{
    QScopedPointer<QLineEdit> edit(
        PaneParts::lineEdit(QStringLiteral("name"), QStringLiteral("e.g. kernel"), QStringLiteral("What it takes")));
    QCOMPARE(edit->objectName(), QStringLiteral("name"));
    QCOMPARE(edit->placeholderText(), QStringLiteral("e.g. kernel"));
    QCOMPARE(edit->toolTip(), QStringLiteral("What it takes"));
    QVERIFY(edit->text().isEmpty());
}

QTEST_MAIN(TestPaneParts)
#include "tst_paneparts.moc"
