// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/plainmessage.h"
#include "whenshown.h"

#include <QAbstractButton>
#include <QTest>
#include <QTextDocument>

namespace {
// What a rich-text label shows of html.
QString shownText(const QString &html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}
} // namespace

// The message boxes of the window's controllers: a name typed with markup in it is
// shown as typed, and the answer is the button the translator pressed.
class TstPlainMessage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void confirm_data()
    {
        QTest::addColumn<int>("defaultButton");
        QTest::addColumn<int>("key"); // 0: the button named by press is clicked
        QTest::addColumn<int>("press");
        QTest::addColumn<bool>("answer");
        QTest::newRow("Yes clicked") << int(QMessageBox::NoButton) << 0 << int(QMessageBox::Yes) << true;
        QTest::newRow("No clicked") << int(QMessageBox::NoButton) << 0 << int(QMessageBox::No) << false;
        QTest::newRow("Enter takes the default No") << int(QMessageBox::No) << int(Qt::Key_Return) << 0 << false;
        QTest::newRow("Escape is No") << int(QMessageBox::NoButton) << int(Qt::Key_Escape) << 0 << false;
    }

    void confirm()
    {
        QFETCH(int, defaultButton);
        QFETCH(int, key);
        QFETCH(int, press);
        QFETCH(bool, answer);
        QString shown;
        whenShown<QMessageBox>([&](QMessageBox *box) {
            shown = box->text();
            QCOMPARE(box->windowTitle(), QStringLiteral("Delete Term"));
            if (key != 0) {
                QTest::keyClick(box, Qt::Key(key));
            } else {
                QTest::mouseClick(box->button(QMessageBox::StandardButton(press)), Qt::LeftButton);
            }
        });
        const bool yes = PlainMessage::confirm(
            nullptr, QStringLiteral("Delete Term"), QStringLiteral("Delete <b>GPU</b> & co?"), QMessageBox::StandardButton(defaultButton));
        QCOMPARE(yes, answer);
        QCOMPARE(shownText(shown), QStringLiteral("Delete <b>GPU</b> & co?"));
    }

    void warn()
    {
        QString shown;
        whenShown<QMessageBox>([&](QMessageBox *box) {
            shown = box->text();
            QCOMPARE(box->icon(), QMessageBox::Warning);
            QTest::keyClick(box, Qt::Key_Return);
        });
        PlainMessage::warn(nullptr, QStringLiteral("Yiqiao"), QStringLiteral("cannot open <post>.md"));
        QCOMPARE(shownText(shown), QStringLiteral("cannot open <post>.md"));
    }
};

QTEST_MAIN(TstPlainMessage)
#include "tst_plainmessage.moc"
