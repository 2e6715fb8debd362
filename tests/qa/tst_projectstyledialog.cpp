// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectstyledialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

class TestProjectStyleDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void presetByDefault();
    void anotherPreset();
    void learnNeedsAFolder();
    void starterContentOnByDefault();
};

namespace {

void click(QRadioButton *button)
{
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(6, button->height() / 2));
}

} // namespace

void TestProjectStyleDialog::presetByDefault()
{
    ProjectStyleDialog dialog;
    QCOMPARE(dialog.preset(), QStringLiteral("d2l"));
    QCOMPARE(dialog.folder(), QString());
}

void TestProjectStyleDialog::anotherPreset()
{
    ProjectStyleDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    click(dialog.findChild<QRadioButton *>(QStringLiteral("styleHuggingFace")));
    QCOMPARE(dialog.preset(), QStringLiteral("huggingface"));
}

void TestProjectStyleDialog::learnNeedsAFolder()
{
    ProjectStyleDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    click(dialog.findChild<QRadioButton *>(QStringLiteral("styleLearn")));
    QVERIFY(!ok->isEnabled());
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("styleFolder")), QStringLiteral("/srv/zh"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.preset(), QString());
    QCOMPARE(dialog.folder(), QStringLiteral("/srv/zh"));
    // Typing a folder picks learning too.
    click(dialog.findChild<QRadioButton *>(QStringLiteral("styleD2l")));
    QCOMPARE(dialog.folder(), QString());
    QTest::keyClick(dialog.findChild<QLineEdit *>(QStringLiteral("styleFolder")), Qt::Key_A);
    QCOMPARE(dialog.folder(), QStringLiteral("/srv/zha"));
}

// Starter content (issue 25) is offered on by default, and a click turns it off.
void TestProjectStyleDialog::starterContentOnByDefault()
{
    ProjectStyleDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.starterContent());
    auto *starter = dialog.findChild<QCheckBox *>(QStringLiteral("starterContent"));
    QVERIFY(starter);
    QTest::mouseClick(starter, Qt::LeftButton, {}, QPoint(6, starter->height() / 2));
    QVERIFY(!dialog.starterContent());
}

QTEST_MAIN(TestProjectStyleDialog)
#include "tst_projectstyledialog.moc"
