// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/teamsyncworker.h"

#include "gui/teampasswords.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamserver.h"
#include "team/teamtermchanges.h"
#include "team/teamurl.h"
#include "team/teamworkingcopy.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QTimer>

#include <memory>

namespace {
// While offline the server is asked again this often (at most; six sync intervals).
constexpr int OfflineRetryMs = 30 * 1000;
// Several NOTIFYs in a row make one sync.
constexpr int NotifyDelayMs = 100;
} // namespace

struct TeamSyncWorker::Private {
    std::unique_ptr<ProjectStore> store;
    std::unique_ptr<TeamServer> server;
    std::unique_ptr<TeamSync> sync;
    QTimer *timer = nullptr; // the next sync
    QString password;
    int intervalMs = 5000;
};

TeamSyncWorker::TeamSyncWorker(QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_context(new QObject)
    , d(new Private)
{
    m_thread->setObjectName(QStringLiteral("TeamSyncWorker"));
    m_context->moveToThread(m_thread);
    m_thread->start();
}

TeamSyncWorker::~TeamSyncWorker()
{
    stop();
    m_thread->quit();
    m_thread->wait();
    delete m_context;
    delete d;
}

template<typename Job>
void TeamSyncWorker::post(Job job)
{
    QMetaObject::invokeMethod(m_context, std::move(job), Qt::QueuedConnection);
}

template<typename Job>
void TeamSyncWorker::reply(Job job)
{
    QMetaObject::invokeMethod(this, std::move(job), Qt::QueuedConnection);
}

void TeamSyncWorker::start(const QString &path, const QString &password, int intervalMs)
{
    stop();
    m_started = true;
    post([this, path, password, intervalMs] {
        d->store = std::make_unique<ProjectStore>();
        d->password = password;
        d->intervalMs = intervalMs;
        if (!d->store->open(path)) {
            const QString error = d->store->errorString();
            d->store.reset();
            TeamSyncResult result;
            result.error = error;
            reply([this, result] { Q_EMIT synced(result); });
            return;
        }
        TeamWorkingCopy(*d->store).installTriggers();
        d->server = std::make_unique<TeamServer>();
        d->sync = std::make_unique<TeamSync>(*d->store, *d->server);
        d->timer = new QTimer(m_context);
        d->timer->setSingleShot(true);
        QObject::connect(d->timer, &QTimer::timeout, m_context, [this] { runSync(false); });
        // Another member pushed: pull now (a few NOTIFYs in a row make one sync).
        QObject::connect(d->server.get(), &TeamServer::changed, m_context, [this] {
            if (d->timer) {
                d->timer->start(NotifyDelayMs);
            }
        });
        runSync(true);
    });
}

void TeamSyncWorker::setPassword(const QString &password)
{
    post([this, password] { d->password = password; });
}

void TeamSyncWorker::stop()
{
    if (!m_started) {
        return;
    }
    m_started = false;
    QMetaObject::invokeMethod(
        m_context, [this] { closeConnections(); }, Qt::BlockingQueuedConnection);
}

void TeamSyncWorker::closeConnections()
{
    delete d->timer;
    d->timer = nullptr;
    d->sync.reset();
    if (d->server) {
        d->server->close();
    }
    d->server.reset();
    d->store.reset();
}

void TeamSyncWorker::syncNow()
{
    post([this] { runSync(true); });
}

bool TeamSyncWorker::ensureOpen(QString *error, bool *needsPassword)
{
    *needsPassword = false;
    if (d->server->isOpen()) {
        return true;
    }
    const TeamSettings settings = TeamWorkingCopy(*d->store).settings();
    const auto url = TeamUrl::parse(settings.url, error);
    if (!url) {
        return false;
    }
    if (!d->server->open(*url, d->password)) {
        *error = d->server->errorString();
        *needsPassword = TeamPasswords::isPasswordRefusal(*error);
        return false;
    }
    return true;
}

void TeamSyncWorker::runSync(bool force)
{
    Q_UNUSED(force)
    if (!d->store || !d->sync) {
        return;
    }
    QString error;
    bool needsPassword = false;
    TeamSyncReport report;
    bool ok = false;
    if (ensureOpen(&error, &needsPassword)) {
        ok = d->sync->sync(&report);
        if (!ok) {
            error = d->sync->errorString();
            d->server->close(); // opened again at the next sync
        }
    }
    const TeamSyncResult result = collect(ok, error, needsPassword, report);
    d->timer->start(ok ? d->intervalMs : qMin(OfflineRetryMs, 6 * d->intervalMs));
    reply([this, result] { Q_EMIT synced(result); });
}

TeamSyncResult TeamSyncWorker::collect(bool ok, const QString &error, bool needsPassword, const TeamSyncReport &report)
{
    TeamSyncResult result;
    result.ok = ok;
    result.error = error;
    result.needsPassword = needsPassword;
    result.report = report;
    result.status = d->sync->status();
    if (!ok) {
        result.status.online = false;
    }
    TeamWorkingCopy copy(*d->store);
    result.copyId = copy.settings().copyId;
    QHash<QString, int> numbers;
    for (const Issue &issue : IssueRepository(*d->store).issues()) {
        numbers.insert(copy.issueUuid(issue.id), issue.number);
    }
    for (const TeamLease &lease : std::as_const(result.status.leases)) {
        if (const int number = numbers.value(lease.issueUuid)) {
            result.leases.insert(number, lease);
        }
    }
    return result;
}

void TeamSyncWorker::checkout(qint64 issueId)
{
    post([this, issueId] {
        if (!d->store || !d->sync) {
            return;
        }
        QString error;
        bool needsPassword = false;
        TeamLease holder;
        bool ok = ensureOpen(&error, &needsPassword) && d->sync->checkout(issueId, &holder);
        if (!ok && error.isEmpty()) {
            error = d->sync->errorString();
        }
        const TeamSyncResult result = collect(d->server->isOpen(), ok ? QString() : error, needsPassword, {});
        reply([this, issueId, ok, error, result] {
            Q_EMIT checkedOut(issueId, ok, error);
            Q_EMIT synced(result);
        });
    });
}

void TeamSyncWorker::release(qint64 issueId)
{
    post([this, issueId] {
        if (!d->store || !d->sync) {
            return;
        }
        QString error;
        bool needsPassword = false;
        bool ok = ensureOpen(&error, &needsPassword) && d->sync->release(issueId);
        if (!ok && error.isEmpty()) {
            error = d->sync->errorString();
        }
        const TeamSyncResult result = collect(d->server->isOpen(), ok ? QString() : error, needsPassword, {});
        reply([this, issueId, ok, error, result] {
            Q_EMIT released(issueId, ok, error);
            Q_EMIT synced(result);
        });
    });
}

void TeamSyncWorker::listTermChanges()
{
    post([this] { replyTermChanges(); });
}

void TeamSyncWorker::replyTermChanges()
{
    if (!d->store || !d->sync) {
        return;
    }
    QString error;
    bool needsPassword = false;
    QList<TeamTermChange> changes;
    bool ok = ensureOpen(&error, &needsPassword);
    if (ok) {
        TeamTermChanges terms(*d->server);
        changes = terms.list();
        ok = terms.errorString().isEmpty();
        error = terms.errorString();
    }
    reply([this, ok, changes, error] { Q_EMIT termChangesListed(ok, changes, error); });
}

void TeamSyncWorker::settleTermChange(qint64 id, bool revert)
{
    post([this, id, revert] {
        if (!d->store || !d->sync) {
            return;
        }
        QString error;
        bool needsPassword = false;
        bool ok = ensureOpen(&error, &needsPassword);
        if (ok) {
            TeamTermChanges terms(*d->server);
            ok = revert ? terms.revert(id) : terms.approve(id);
            error = terms.errorString();
        }
        reply([this, id, ok, error] { Q_EMIT termChangeSettled(id, ok, error); });
        replyTermChanges();
        if (ok) {
            runSync(true); // a revert comes back to this copy too
        }
    });
}

void TeamSyncWorker::publish(const QString &path, const QString &url, const QString &password)
{
    stop();
    post([this, path, url, password] {
        QString error;
        bool ok = false;
        bool needsPassword = false;
        const auto parsed = TeamUrl::parse(url, &error);
        ProjectStore store;
        TeamServer server;
        if (parsed && !store.open(path)) {
            error = store.errorString();
        } else if (parsed && !server.open(*parsed, password)) {
            error = server.errorString();
            needsPassword = TeamPasswords::isPasswordRefusal(error);
        } else if (parsed) {
            TeamSync sync(store, server);
            QObject::connect(&sync, &TeamSync::progress, m_context,
                [this](qint64 done, qint64 total) { reply([this, done, total] { Q_EMIT progress(done, total); }); });
            ok = sync.publish(url);
            error = ok ? QString() : sync.errorString();
        }
        server.close();
        store.close();
        reply([this, ok, error, needsPassword] { Q_EMIT published(ok, error, needsPassword); });
    });
}

void TeamSyncWorker::clone(const QString &url, const QString &path, const QString &password)
{
    stop();
    post([this, url, path, password] {
        QString error;
        bool ok = false;
        bool needsPassword = false;
        const auto parsed = TeamUrl::parse(url, &error);
        TeamServer server;
        // The server first: a refused login leaves no empty project behind.
        if (parsed && !server.open(*parsed, password)) {
            error = server.errorString();
            needsPassword = TeamPasswords::isPasswordRefusal(error);
        } else if (parsed) {
            ProjectStore store;
            if (!store.create(path, QFileInfo(path).completeBaseName())) {
                error = store.errorString();
            } else {
                TeamSync sync(store, server);
                QObject::connect(&sync, &TeamSync::progress, m_context,
                    [this](qint64 done, qint64 total) { reply([this, done, total] { Q_EMIT progress(done, total); }); });
                ok = sync.clone(url);
                error = ok ? QString() : sync.errorString();
                store.close();
                if (!ok) {
                    QFile::remove(path); // a clone cut short is not a working copy
                }
            }
        }
        server.close();
        reply([this, ok, error, needsPassword] { Q_EMIT cloned(ok, error, needsPassword); });
    });
}
