// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Working as a team in the window (issue 24): the whole window (AppWindow) over a
// working copy of alice's, the lead working beside it through TeamSync, against a
// throw-away PostgreSQL cluster (PgTestCluster; skipped without initdb or QPSQL).
#include "appwindow.h"
#include "draft/draftsession.h"
#include "draftconflictbar.h"
#include "drafteditor.h"
#include "find/projectreplacer.h"
#include "find/searchquery.h"
#include "gui/actionregistry.h"
#include "gui/teamcontroller.h"
#include "gui/workbenchcontroller.h"
#include "issuenavigator.h"
#include "pgtestcluster.h"
#include "sidebysideview.h"
#include "store/issuelistmodel.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "team/teamholdermodel.h"
#include "team/teamserver.h"
#include "team/teamsync.h"
#include "team/teamurl.h"
#include "team/teamworkingcopy.h"
#include "teamdialog.h"
#include "teamleasebar.h"
#include "teamseries.h"
#include "teamtermchangesdialog.h"
#include "terms/termentry.h"
#include "terms/termrepository.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

#include <memory>

class TstTeamController : public QObject
{
    Q_OBJECT

private:
    PgTestCluster m_pg;
    QTemporaryDir m_dir;
    // The lead's working copy, driven the way yiqiao-cli would.
    ProjectStore m_lead;
    TeamServer m_leadServer;
    QString m_leadUrl;
    QString m_alicePath;
    std::unique_ptr<AppWindow> m_app;

    MainWindow *window() const { return m_app->window(); }
    DraftEditor *editor() const { return window()->documents()->draftEditor(); }
    TeamLeaseBar *leaseBar() const { return window()->documents()->leaseBar(); }
    QLabel *status() const { return window()->findChild<QLabel *>(QStringLiteral("teamStatus")); }
    QAction *action(ActionRegistry::Id id) const
    {
        // Both are in the issue list's context menu.
        for (QAction *candidate : window()->navigator()->actions()) {
            if (candidate->objectName() == QLatin1String(id == ActionRegistry::CheckOutIssue ? "team_checkout" : "team_release")) {
                return candidate;
            }
        }
        return nullptr;
    }
    // The holder column's text for an issue, as the navigator shows it.
    QString holder(int number) const
    {
        const QAbstractItemModel *model = window()->navigator()->model();
        const auto *holders = qobject_cast<const TeamHolderModel *>(model);
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(IssueListModel::IssueNumberRole).toInt() == number) {
                return model->index(row, holders->holderColumn()).data().toString();
            }
        }
        return QStringLiteral("(no issue %1)").arg(number);
    }
    qint64 leadIssue(int number) const
    {
        const auto issue = IssueRepository(const_cast<ProjectStore &>(m_lead)).issue(number);
        return issue ? issue->id : 0;
    }
    bool leadSync()
    {
        TeamSyncReport report;
        TeamSync sync(m_lead, m_leadServer);
        if (!sync.sync(&report)) {
            qWarning() << "lead sync:" << sync.errorString();
            return false;
        }
        return true;
    }
    // A menu's action by its object name.
    QAction *menuAction(const QString &name) const
    {
        QAction *found = nullptr;
        for (QAction *menu : window()->menuBar()->actions()) {
            for (QAction *candidate : menu->menu() ? menu->menu()->actions() : QList<QAction *>()) {
                found = candidate->objectName() == name ? candidate : found;
            }
        }
        return found;
    }
    // The note of the term "kernel" in store.
    static QString kernelNote(ProjectStore &store)
    {
        QSqlQuery query(store.database());
        return query.exec(QStringLiteral("SELECT note FROM terms WHERE source_term = 'kernel'")) && query.next() ? query.value(0).toString()
                                                                                                                 : QStringLiteral("?");
    }
    // The lead's draft of issue number, as exported.
    QString leadDraft(int number) { return QString::fromUtf8(TeamSeries::drafts(m_lead).value(number)); }

private slots:
    void initTestCase()
    {
        QString why;
        if (!PgTestCluster::available(&why)) {
            QSKIP(qPrintable(why));
        }
        QVERIFY(m_dir.isValid());
        AppWindow::useSettingsIn(m_dir.filePath(QStringLiteral("settings")));
        QVERIFY2(m_pg.init(), qPrintable(m_pg.errorString()));
        QVERIFY2(m_pg.createLogin(QStringLiteral("lead"), QStringLiteral("lead-pw"), QStringLiteral("CREATEROLE")),
            qPrintable(m_pg.errorString()));
        QVERIFY2(m_pg.createLogin(QStringLiteral("alice"), QStringLiteral("alice-pw")), qPrintable(m_pg.errorString()));
        QVERIFY2(m_pg.createDatabase(QStringLiteral("series"), QStringLiteral("lead")), qPrintable(m_pg.errorString()));
        // The lead publishes a series of three issues; alice is a translator.
        const QString leadPath = m_dir.filePath(QStringLiteral("lead.yiqiao"));
        const QString made = TeamSeries::create(leadPath, 3);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QVERIFY(m_lead.open(leadPath));
        m_leadUrl = m_pg.url(QStringLiteral("lead"), QStringLiteral("series"));
        QVERIFY2(m_leadServer.open(*TeamUrl::parse(m_leadUrl, nullptr), QStringLiteral("lead-pw")), qPrintable(m_leadServer.errorString()));
        TeamSync publish(m_lead, m_leadServer);
        QVERIFY2(publish.publish(m_leadUrl), qPrintable(publish.errorString()));
        // The drafts go up under the lead's leases (a publish whose draft rows the
        // server refuses without a lease leaves them in the outbox until then).
        for (int number : {1, 2, 3}) {
            QVERIFY2(publish.checkout(leadIssue(number)), qPrintable(publish.errorString()));
        }
        QVERIFY(leadSync());
        QVERIFY2(publish.release(leadIssue(2)) && publish.release(leadIssue(3)), qPrintable(publish.errorString()));
        QCOMPARE(TeamWorkingCopy(m_lead).pendingCount(), 0);
        QVERIFY2(m_leadServer.addMember(QStringLiteral("alice"), QStringLiteral("translator")), qPrintable(m_leadServer.errorString()));
        QVERIFY(TeamWorkingCopy(m_lead).installTriggers());
        // Alice's password comes from libpq's own sources, as for a member who set
        // PGPASSWORD (or the password file): the window asks nothing.
        qputenv("PGPASSWORD", "alice-pw");
        m_alicePath = m_dir.filePath(QStringLiteral("alice.yiqiao"));
        {
            ProjectStore alice;
            TeamServer server;
            QVERIFY(alice.create(m_alicePath, QStringLiteral("alice")));
            const QString url = m_pg.url(QStringLiteral("alice"), QStringLiteral("series"));
            QVERIFY2(server.open(*TeamUrl::parse(url, nullptr)), qPrintable(server.errorString()));
            TeamSync clone(alice, server);
            QVERIFY2(clone.clone(url), qPrintable(clone.errorString()));
            QCOMPARE(TeamSeries::drafts(alice), TeamSeries::drafts(m_lead));
        }
        m_app = std::make_unique<AppWindow>();
        m_app->controller.team()->setSyncInterval(200);
        m_app->place(QRect(0, 0, 1200, 800));
        QVERIFY(m_app->show());
        QVERIFY(m_app->controller.openProject(m_alicePath));
        QVERIFY(m_app->controller.team()->isWorkingCopy());
    }

    void cleanupTestCase()
    {
        m_app.reset(); // its worker's connections close before the cluster goes
        m_leadServer.close();
        m_lead.close();
    }

    void statusBarShowsTheLastSync()
    {
        QVERIFY(status()->isVisible());
        QTRY_VERIFY2(status()->text().startsWith(QLatin1String("Synced ")), qPrintable(status()->text()));
        QVERIFY(!window()->navigator()->isColumnHidden(IssueListModel::ColumnCount));
        // Settling term changes is the lead's: alice, a translator, does not see it.
        QVERIFY(menuAction(QStringLiteral("team_term_changes")));
        QVERIFY(!menuAction(QStringLiteral("team_term_changes"))->isVisible());
    }

    void holderColumnShowsWhoEdits()
    {
        TeamLease held;
        TeamSync lead(m_lead, m_leadServer);
        QVERIFY2(lead.checkout(leadIssue(1), &held), qPrintable(lead.errorString()));
        QTRY_VERIFY2(holder(1).startsWith(QLatin1String("lead is editing until ")), qPrintable(holder(1)));
        QCOMPARE(holder(2), QString());
    }

    void draftHeldElsewhereIsReadOnly()
    {
        QVERIFY(m_app->controller.selectIssue(1));
        QTRY_VERIFY(editor()->isReadOnly());
        QVERIFY(leaseBar()->isVisible());
        QVERIFY2(leaseBar()->text().contains(QLatin1String("lead")), qPrintable(leaseBar()->text()));
        const QString before = editor()->toPlainText();
        editor()->setFocus();
        QTest::keyClicks(editor(), QStringLiteral("typed"));
        QCOMPARE(editor()->toPlainText(), before);
        // Nor does confirming a block (Ctrl+Enter) write the draft here.
        const int pending = TeamWorkingCopy(*m_app->controller.workbench()->store()).pendingCount();
        AppWindow::press(QKeySequence(Qt::CTRL | Qt::Key_Return));
        QCOMPARE(TeamWorkingCopy(*m_app->controller.workbench()->store()).pendingCount(), pending);
        QVERIFY(!action(ActionRegistry::ReleaseIssue)->isEnabled());
    }

    // The lead changes the draft they hold; the window shows it by itself, the cursor
    // where it was.
    void autoSyncPicksUpAnotherCopysChange()
    {
        QVERIFY(m_app->controller.selectIssue(1));
        QTextCursor cursor = editor()->textCursor();
        cursor.setPosition(4);
        editor()->setTextCursor(cursor);
        SearchQuery query;
        query.text = QStringLiteral("共享内存");
        query.issueId = leadIssue(1);
        ProjectReplacer replacer(m_lead);
        replacer.replaceAll(query, QStringLiteral("共享存储器"), QStringLiteral("lead"));
        QVERIFY(replacer.replacedCount() > 0);
        QVERIFY(leadSync());
        QTRY_VERIFY(editor()->toPlainText().contains(QStringLiteral("共享存储器")));
        QCOMPARE(editor()->textCursor().position(), 4);
        QVERIFY(editor()->isReadOnly());
    }

    // An issue another member imports appears in the issue list at the next sync.
    void anIssueImportedElsewhereAppears()
    {
        QCOMPARE(holder(4), QStringLiteral("(no issue 4)"));
        PostImporter importer(m_lead);
        QVERIFY2(importer.prepare(TeamSeries::source(4), QStringLiteral("/series/4.md"), TeamSeries::translation(4))
                && importer.importInto(4, QString()),
            qPrintable(importer.errorString()));
        QVERIFY(leadSync());
        QTRY_VERIFY2(holder(4).startsWith(QLatin1String("lead ")), qPrintable(holder(4)));
    }

    void checkOutAndReleaseThroughTheActions()
    {
        QVERIFY(m_app->controller.selectIssue(2));
        QTRY_VERIFY(editor()->isReadOnly()); // nobody holds it: checked out first
        QVERIFY(leaseBar()->isVisible());
        // The bar offers its Check Out button, not the CLI's command.
        QVERIFY2(leaseBar()->text().startsWith(QLatin1String("Nobody is editing")), qPrintable(leaseBar()->text()));
        QVERIFY(action(ActionRegistry::CheckOutIssue)->isEnabled());
        action(ActionRegistry::CheckOutIssue)->trigger();
        QTRY_VERIFY(!editor()->isReadOnly());
        QVERIFY(!leaseBar()->isVisible());
        QTRY_VERIFY2(holder(2).startsWith(QLatin1String("you until ")), qPrintable(holder(2)));
        QVERIFY(action(ActionRegistry::ReleaseIssue)->isEnabled());
        // Typed into the draft, saved, released: the lead gets it.
        editor()->setFocus();
        QTextCursor end = editor()->textCursor();
        end.movePosition(QTextCursor::End);
        editor()->setTextCursor(end);
        QTest::keyClicks(editor(), QStringLiteral(" alice"));
        QTRY_VERIFY(!m_app->controller.workbench()->hasUnsavedChanges());
        action(ActionRegistry::ReleaseIssue)->trigger();
        QTRY_VERIFY(editor()->isReadOnly());
        QTRY_COMPARE(holder(2), QString());
        QTRY_VERIFY(leadSync() && leadDraft(2).contains(QLatin1String(" alice")));
    }

    // The server gone: offline, with what waits; back: synced again.
    void statusBarSaysOffline()
    {
        QVERIFY(m_app->controller.selectIssue(3));
        action(ActionRegistry::CheckOutIssue)->trigger();
        QTRY_VERIFY(!editor()->isReadOnly());
        m_pg.stop();
        QTest::keyClicks(editor(), QStringLiteral("x"));
        QTRY_VERIFY(!m_app->controller.workbench()->hasUnsavedChanges());
        QTRY_VERIFY_WITH_TIMEOUT(status()->text().startsWith(QStringLiteral("Offline · ")), 30000);
        QVERIFY2(status()->text().contains(QLatin1String("waiting")), qPrintable(status()->text()));
        QVERIFY2(m_pg.start(), qPrintable(m_pg.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(status()->text().startsWith(QLatin1String("Synced ")), 30000);
        QVERIFY2(!status()->text().contains(QLatin1String("waiting")), qPrintable(status()->text()));
    }

    // Alice is cut off while she holds issue 3 and types; her lease runs out, the lead
    // takes the issue and changes it. Back online, the conflict bar says her version
    // lost and is kept; Check Out and Keep Mine is refused while the lead holds the
    // issue, and once the lead released it, makes hers the draft again — for the lead too.
    void aLostLeaseIsSettledInTheConflictBar()
    {
        QVERIFY(m_app->controller.selectIssue(3));
        if (editor()->isReadOnly()) {
            action(ActionRegistry::CheckOutIssue)->trigger();
        }
        QTRY_VERIFY(!editor()->isReadOnly());
        QVERIFY2(m_pg.psql(QStringLiteral("postgres"),
                     QStringLiteral("ALTER ROLE alice NOLOGIN; SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                    " WHERE usename = 'alice'")),
            qPrintable(m_pg.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(status()->text().startsWith(QStringLiteral("Offline")), 30000);
        QTextCursor cursor = editor()->textCursor();
        cursor.movePosition(QTextCursor::End);
        editor()->setTextCursor(cursor);
        QTest::keyClicks(editor(), QStringLiteral(" alice-offline"));
        QTRY_VERIFY(!m_app->controller.workbench()->hasUnsavedChanges());
        QVERIFY2(m_pg.psql(QStringLiteral("series"), QStringLiteral("UPDATE yiqiao.team_leases SET expires = now() - interval '1 minute'")),
            qPrintable(m_pg.errorString()));
        TeamSync lead(m_lead, m_leadServer);
        QVERIFY2(lead.checkout(leadIssue(3)), qPrintable(lead.errorString()));
        SearchQuery query;
        query.text = QStringLiteral("共享内存");
        query.issueId = leadIssue(3);
        ProjectReplacer replacer(m_lead);
        replacer.replaceAll(query, QStringLiteral("共享显存"), QStringLiteral("lead"));
        QVERIFY(replacer.replacedCount() > 0);
        QVERIFY(leadSync());
        QVERIFY2(m_pg.psql(QStringLiteral("postgres"), QStringLiteral("ALTER ROLE alice LOGIN")), qPrintable(m_pg.errorString()));
        DraftConflictBar *bar = window()->documents()->conflictBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 30000);
        QVERIFY(bar->isLostLease());
        QVERIFY2(bar->text().contains(QLatin1String("lease")), qPrintable(bar->text()));
        QVERIFY(editor()->toPlainText().contains(QStringLiteral("共享显存")));
        QVERIFY(!editor()->toPlainText().contains(QStringLiteral("alice-offline")));
        QVERIFY(editor()->isReadOnly());
        // Refused while the lead holds it: the bar stays, nothing changes.
        QSignalSpy failed(m_app->controller.team(), &TeamController::failed);
        QTimer closer; // the window shows the refusal in a message box
        connect(&closer, &QTimer::timeout, this, [] {
            if (QWidget *box = QApplication::activeModalWidget()) {
                box->close();
            }
        });
        closer.start(50);
        QTest::mouseClick(bar->keepMineButton(), Qt::LeftButton);
        QTRY_COMPARE(failed.count(), 1);
        closer.stop();
        QVERIFY2(failed.constFirst().constFirst().toString().contains(QLatin1String("lead")),
            qPrintable(failed.constFirst().constFirst().toString()));
        QVERIFY(bar->isVisible());
        QVERIFY(editor()->toPlainText().contains(QStringLiteral("共享显存")));
        QVERIFY2(lead.release(leadIssue(3)), qPrintable(lead.errorString()));
        QTRY_COMPARE(holder(3), QString());
        closer.start(50);
        QTest::mouseClick(bar->keepMineButton(), Qt::LeftButton);
        QTRY_VERIFY2(editor()->toPlainText().contains(QStringLiteral("alice-offline")),
            qPrintable(failed.size() > 1 ? failed.constLast().constFirst().toString() : QString()));
        closer.stop();
        QVERIFY(!editor()->isReadOnly());
        QVERIFY(!bar->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(leadSync() && leadDraft(3).contains(QLatin1String("alice-offline")), 30000);
    }

    // File ▸ Clone Team Project…: the URL and the new file typed into the dialog, OK;
    // the clone opens in the window as a working copy with the whole series.
    void cloneThroughTheDialog()
    {
        const QString path = m_dir.filePath(QStringLiteral("alice2.yiqiao"));
        bool filled = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<TeamDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->objectName(), QStringLiteral("teamCloneDialog"));
            QTest::keyClicks(
                dialog->findChild<QLineEdit *>(QStringLiteral("teamUrl")), m_pg.url(QStringLiteral("alice"), QStringLiteral("series")));
            QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("teamPath")), path);
            QTest::keyClick(dialog, Qt::Key_Return);
            filled = true;
        });
        QAction *clone = nullptr;
        for (QAction *menu : window()->menuBar()->actions()) {
            for (QAction *candidate : menu->menu() ? menu->menu()->actions() : QList<QAction *>()) {
                clone = candidate->objectName() == QLatin1String("team_clone") ? candidate : clone;
            }
        }
        QVERIFY(clone && clone->isEnabled());
        clone->trigger(); // returns when the dialog closes
        QVERIFY(filled);
        QTRY_COMPARE(m_app->controller.workbench()->store() ? m_app->controller.workbench()->store()->path() : QString(), path);
        QVERIFY(m_app->controller.team()->isWorkingCopy());
        QTRY_VERIFY2(status()->text().startsWith(QLatin1String("Synced ")), qPrintable(status()->text()));
        QCOMPARE(TeamSeries::drafts(*m_app->controller.workbench()->store()).size(), TeamSeries::drafts(m_lead).size());
    }

    // File ▸ Publish to Team Server… by a login that may not create roles: the dialog
    // shows the SQL for the server's admin as the URL is typed, says why publishing
    // was refused and stays open; the project stays as it was.
    void publishRefusedShowsTheAdminsSql()
    {
        QVERIFY2(m_pg.createDatabase(QStringLiteral("other"), QStringLiteral("alice")), qPrintable(m_pg.errorString()));
        const QString path = m_dir.filePath(QStringLiteral("solo.yiqiao"));
        QVERIFY(TeamSeries::create(path, 2).isEmpty());
        QVERIFY(m_app->controller.openProject(path));
        QVERIFY(!m_app->controller.team()->isWorkingCopy());
        QVERIFY(status()->isHidden());
        QString sql;
        QString message;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<TeamDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QTest::keyClicks(
                dialog->findChild<QLineEdit *>(QStringLiteral("teamUrl")), m_pg.url(QStringLiteral("alice"), QStringLiteral("other")));
            sql = dialog->sql();
            QTest::keyClick(dialog, Qt::Key_Return);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->message().isEmpty(), 20000);
            message = dialog->message();
            dialog->reject();
        });
        QAction *publish = nullptr;
        for (QAction *menu : window()->menuBar()->actions()) {
            for (QAction *candidate : menu->menu() ? menu->menu()->actions() : QList<QAction *>()) {
                publish = candidate->objectName() == QLatin1String("team_publish") ? candidate : publish;
            }
        }
        QVERIFY(publish && publish->isEnabled());
        publish->trigger();
        QVERIFY2(sql.contains(QLatin1String("CREATE ROLE"), Qt::CaseInsensitive), qPrintable(sql.left(200)));
        QVERIFY(!message.isEmpty());
        QVERIFY(!m_app->controller.team()->isWorkingCopy());
        ProjectStore solo;
        QVERIFY(solo.open(path, ProjectStore::Access::ReadOnly));
        QVERIFY(!TeamWorkingCopy(solo).isWorkingCopy());
    }

    // The lead, in the window: alice's version of a term that the lead overwrote
    // unseen is counted in the status bar and listed by File ▸ Term Changes to
    // Settle…; Revert puts it back, in the lead's copy too.
    void theLeadSettlesTermChangesInTheWindow()
    {
        TermEntry kernel;
        kernel.source = QStringLiteral("kernel");
        kernel.renderings = {TermRendering {QStringLiteral("内核")}};
        QVERIFY(TermRepository(m_lead).add({kernel}));
        QVERIFY(leadSync());
        {
            ProjectStore alice;
            TeamServer server;
            QVERIFY(alice.open(m_alicePath));
            QVERIFY2(server.open(*TeamUrl::parse(m_pg.url(QStringLiteral("alice"), QStringLiteral("series")), nullptr)),
                qPrintable(server.errorString()));
            TeamSync sync(alice, server);
            QVERIFY2(sync.sync(nullptr), qPrintable(sync.errorString()));
            QSqlQuery query(alice.database());
            QVERIFY(query.exec(QStringLiteral("UPDATE terms SET note = 'alice''s note' WHERE source_term = 'kernel'")));
            QSqlQuery lead(m_lead.database());
            QVERIFY(lead.exec(QStringLiteral("UPDATE terms SET note = 'lead''s note' WHERE source_term = 'kernel'")));
            QVERIFY2(sync.sync(nullptr), qPrintable(sync.errorString()));
        }
        QVERIFY(leadSync());
        m_lead.close();
        qputenv("PGPASSWORD", "lead-pw");
        QVERIFY(m_app->controller.openProject(m_dir.filePath(QStringLiteral("lead.yiqiao"))));
        QTRY_VERIFY2(status()->text().contains(QStringLiteral("· 1 term change")), qPrintable(status()->text()));
        QAction *settle = menuAction(QStringLiteral("team_term_changes"));
        QVERIFY(settle->isVisible() && settle->isEnabled());
        settle->trigger();
        TeamTermChangesDialog *dialog = m_app->controller.team()->termChangesDialog();
        QVERIFY(dialog && dialog->isVisible());
        QTRY_COMPARE(dialog->changes().size(), 1);
        QCOMPARE(dialog->changes().first().sourceTerm, QStringLiteral("kernel"));
        QCOMPARE(dialog->changes().first().earlier.author, QStringLiteral("alice"));
        auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("termChanges"));
        QCOMPARE(list->topLevelItemCount(), 1);
        QVERIFY2(list->topLevelItem(0)->text(3).contains(QLatin1String("alice's note")), qPrintable(list->topLevelItem(0)->text(3)));
        auto *revert = dialog->findChild<QPushButton *>(QStringLiteral("revertTermChange"));
        QTRY_VERIFY(revert->isEnabled());
        QTest::mouseClick(revert, Qt::LeftButton);
        QTRY_VERIFY2(
            dialog->changes().isEmpty() && dialog->message().contains(QLatin1String("No term changes")), qPrintable(dialog->message()));
        QTRY_COMPARE(kernelNote(*m_app->controller.workbench()->store()), QStringLiteral("alice's note"));
        QTRY_VERIFY2(!status()->text().contains(QLatin1String("term change")), qPrintable(status()->text()));
        dialog->close();
        qputenv("PGPASSWORD", "alice-pw");
    }
};

QTEST_MAIN(TstTeamController)
#include "tst_teamcontroller.moc"
