// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamleaseguard.h"

#include "teamcopies.h"

#include <QSqlQuery>
#include <QTest>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n");
const QString kUrl = QStringLiteral("postgresql://zhang@127.0.0.1/series");

} // namespace

// One writer per draft on a working copy, from the leases as of the last sync: this
// copy's lease allows, another's or none refuses with a line naming holder and end;
// a project that is not a working copy allows everything.
class TestTeamLeaseGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void notAWorkingCopyAllowsEverything();
    void leases_data();
    void leases();
    void writableNamesTheOthers();

private:
    qint64 issue(int number) const;

    std::unique_ptr<TeamCopies> m_copies;
    ProjectStore *m_store = nullptr;
};

void TestTeamLeaseGuard::init()
{
    m_copies = std::make_unique<TeamCopies>();
    QCOMPARE(m_copies->create(QStringLiteral("a"), QStringLiteral("zhang")), QString());
    m_store = &m_copies->store(QStringLiteral("a"));
    for (int number : {12, 13}) {
        PostImporter importer(*m_store);
        QVERIFY2(importer.importPost(number, kPost, QString(), QString()), qPrintable(importer.errorString()));
    }
}

void TestTeamLeaseGuard::cleanup()
{
    m_copies.reset();
    m_store = nullptr;
}

qint64 TestTeamLeaseGuard::issue(int number) const
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT id FROM issues WHERE number = ?"));
    query.addBindValue(number);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

void TestTeamLeaseGuard::notAWorkingCopyAllowsEverything()
{
    TeamLeaseGuard guard(*m_store);
    QVERIFY(!guard.isWorkingCopy());
    QVERIFY(guard.mayWrite(issue(12)));
    QCOMPARE(guard.writable({issue(12), issue(13)}), QList<qint64>({issue(12), issue(13)}));
}

void TestTeamLeaseGuard::leases_data()
{
    QTest::addColumn<QString>("holder"); // '': no lease; "this": this copy's
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<bool>("elsewhere");
    QTest::newRow("held by this copy") << "this" << true << "" << false;
    QTest::newRow("held by another member") << "li" << false
                                            << "Issue 12 is held by li until 15:40; this working copy may not change its draft." << true;
    QTest::newRow("held by this member's other copy")
        << "zhang" << false << "Issue 12 is held by zhang until 15:40; this working copy may not change its draft." << true;
    QTest::newRow("held by nobody")
        << "" << false
        << "Issue 12 is not checked out by this working copy: check it out first (yiqiao-cli team checkout PROJECT --issue 12)." << false;
}

void TestTeamLeaseGuard::leases()
{
    QFETCH(QString, holder);
    QFETCH(bool, allowed);
    QFETCH(QString, refusal);
    QFETCH(bool, elsewhere);
    TeamWorkingCopy copy(*m_store);
    QVERIFY(copy.makeWorkingCopy(kUrl, QStringLiteral("zhang"), false));
    const QDateTime expires(QDate::currentDate(), QTime(15, 40));
    if (!holder.isEmpty()) {
        const QString copyId = holder == QLatin1String("this") ? copy.settings().copyId : QStringLiteral("another-copy");
        QVERIFY(copy.setLeases({TeamLease {
            copy.issueUuid(issue(12)), holder == QLatin1String("this") ? QStringLiteral("zhang") : holder, copyId, expires.toUTC()}}));
        QCOMPARE(copy.leases().size(), 1);
        QCOMPARE(copy.leases().constFirst().expires, expires.toUTC());
    }
    TeamLeaseGuard guard(*m_store);
    QVERIFY(guard.isWorkingCopy());
    QCOMPARE(guard.mayWrite(issue(12)), allowed);
    QCOMPARE(copy.holds(issue(12)), allowed);
    QCOMPARE(guard.refusal(issue(12)), refusal);
    QCOMPARE(guard.isHeldElsewhere(issue(12)), elsewhere);
    QVERIFY(!guard.mayWrite(issue(13)));
}

void TestTeamLeaseGuard::writableNamesTheOthers()
{
    TeamWorkingCopy copy(*m_store);
    QVERIFY(copy.makeWorkingCopy(kUrl, QStringLiteral("zhang"), false));
    QVERIFY(copy.setLeases({TeamLease {
        copy.issueUuid(issue(13)), QStringLiteral("zhang"), copy.settings().copyId, QDateTime::currentDateTimeUtc().addSecs(-60)}}));
    TeamLeaseGuard guard(*m_store);
    QList<qint64> left;
    // An expired lease still counts here: work goes on offline; the server settles it.
    QCOMPARE(guard.writable({issue(12), issue(13)}, &left), QList<qint64>({issue(13)}));
    QCOMPARE(left, QList<qint64>({issue(12)}));
}

QTEST_GUILESS_MAIN(TestTeamLeaseGuard)
#include "tst_teamleaseguard.moc"
