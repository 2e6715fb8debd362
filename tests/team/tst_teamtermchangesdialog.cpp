// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Term Changes to Settle… (the lead): the list of flagged term changes and the
// Approve / Revert buttons, clicked as a user would.
#include "teamtermchangesdialog.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

class TstTeamTermChangesDialog : public QObject
{
    Q_OBJECT

    static TeamTermChange change(qint64 id, const QString &term, bool earlierDeleted = false)
    {
        TeamTermChange change;
        change.id = id;
        change.table = QStringLiteral("terms");
        change.sourceTerm = term;
        change.earlier = {{{QStringLiteral("note"), QStringLiteral("alice's")}}, earlierDeleted, QStringLiteral("alice")};
        change.current = {{{QStringLiteral("note"), QStringLiteral("bob's")}}, false, QStringLiteral("bob")};
        change.replacedBy = QStringLiteral("bob");
        change.when = QDateTime::currentDateTimeUtc();
        return change;
    }

private Q_SLOTS:
    void buttonsAskForTheSelectedChange_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<bool>("revert");
        QTest::newRow("approve keeps the later version") << QStringLiteral("approveTermChange") << false;
        QTest::newRow("revert puts the earlier one back") << QStringLiteral("revertTermChange") << true;
    }

    void buttonsAskForTheSelectedChange()
    {
        QFETCH(QString, button);
        QFETCH(bool, revert);
        TeamTermChangesDialog dialog;
        dialog.setChanges({change(7, QStringLiteral("kernel")), change(9, QStringLiteral("warp"), true)});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *list = dialog.findChild<QTreeWidget *>(QStringLiteral("termChanges"));
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("kernel"));
        QVERIFY2(list->topLevelItem(0)->text(3).contains(QLatin1String("alice: {\"note\":\"alice's\"}")),
            qPrintable(list->topLevelItem(0)->text(3)));
        QVERIFY2(list->topLevelItem(1)->text(3).contains(QLatin1String("(deleted)")), qPrintable(list->topLevelItem(1)->text(3)));
        QSignalSpy approve(&dialog, &TeamTermChangesDialog::approveRequested);
        QSignalSpy reverted(&dialog, &TeamTermChangesDialog::revertRequested);
        // The second row, chosen with a click.
        const QRect second = list->visualItemRect(list->topLevelItem(1));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, second.center());
        QCOMPARE(dialog.selectedId(), 9);
        QTest::mouseClick(dialog.findChild<QPushButton *>(button), Qt::LeftButton);
        QCOMPARE((revert ? reverted : approve).count(), 1);
        QCOMPARE((revert ? reverted : approve).first().first().toLongLong(), 9);
        QCOMPARE((revert ? approve : reverted).count(), 0);
    }

    void busyAndEmpty()
    {
        TeamTermChangesDialog dialog;
        dialog.setChanges({change(7, QStringLiteral("kernel"))});
        dialog.show();
        auto *approve = dialog.findChild<QPushButton *>(QStringLiteral("approveTermChange"));
        QVERIFY(approve->isEnabled());
        dialog.setBusy(true);
        QVERIFY(!approve->isEnabled());
        QSignalSpy spy(&dialog, &TeamTermChangesDialog::approveRequested);
        QTest::mouseClick(approve, Qt::LeftButton);
        QCOMPARE(spy.count(), 0);
        dialog.setBusy(false);
        dialog.setChanges({});
        QVERIFY(!approve->isEnabled());
        QCOMPARE(dialog.message(), QStringLiteral("No term changes to settle."));
    }
};

QTEST_MAIN(TstTeamTermChangesDialog)
#include "tst_teamtermchangesdialog.moc"
