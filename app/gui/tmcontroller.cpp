// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/tmcontroller.h"

#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "draft/drafttext.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/firstpaint.h"
#include "gui/suggestioninserter.h"
#include "gui/workbenchcontroller.h"
#include "qa/qasettings.h"
#include "sidebysideview.h"
#include "store/atomicfilewriter.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/concordanceindexer.h"
#include "tm/pretranslator.h"
#include "tm/tmattachments.h"
#include "tm/tmlookupworker.h"
#include "tm/tmxwriter.h"
#include "tm/translationmemory.h"
#include "tmattachmentsdialog.h"
#include "tmpane.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QProgressDialog>

namespace {
constexpr int LookupDelayMs = 120;
constexpr int FeedDelayMs = 2000;
constexpr int MaxMatches = 9;
const QString TmxFilter = QStringLiteral("TMX (*.tmx)");
} // namespace

TmController::TmController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, TmPane &pane, QWidget *window, QObject *parent)
    : ProjectController(parent)
    , m_workbench(workbench)
    , m_view(view)
    , m_pane(pane)
    , m_window(window)
    , m_worker(new TmLookupWorker)
{
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &TmLookupWorker::matchesFound, this, &TmController::showMatches);
    connect(m_worker, &TmLookupWorker::concordanceFound, this, &TmController::showConcordance);
    connect(m_worker, &TmLookupWorker::ready, this, [this](int units) {
        Q_EMIT statusMessage(tr("Translation memory ready: %n unit(s)", nullptr, units));
        lookUpCurrentBlock();
    });
    connect(m_worker, &TmLookupWorker::failed, this, [this](const QString &message) { m_pane.setMessage(message); });
    m_thread.setObjectName(QStringLiteral("tm-lookup"));
    m_thread.start(QThread::LowPriority);

    m_lookupTimer.setSingleShot(true);
    m_lookupTimer.setInterval(LookupDelayMs);
    connect(&m_lookupTimer, &QTimer::timeout, this, &TmController::lookUpCurrentBlock);
    m_feedTimer.setSingleShot(true);
    m_feedTimer.setInterval(FeedDelayMs);
    connect(&m_feedTimer, &QTimer::timeout, this, &TmController::feed);

    connect(&m_workbench, &WorkbenchController::leavingIssue, this, &TmController::feed);
    connect(&m_workbench, &WorkbenchController::issueShown, this, &TmController::onIssueShown);
    connect(&m_workbench, &WorkbenchController::currentBlockChanged, this, [this] {
        m_query.clear(); // moving on to another block ends a search
        if (segmentOf(m_workbench.currentBlock()).source != m_currentSource) {
            Q_EMIT blockMatchesShown({}); // until its own come
        }
        m_lookupTimer.start();
    });
    connect(&m_workbench, &WorkbenchController::saved, this, [this] { m_feedTimer.start(); });
    connect(&m_pane, &TmPane::insertRequested, this, &TmController::insertMatch);
    connect(&m_pane, &TmPane::concordanceRequested, this, &TmController::searchMemory);
    connectActions(actions);
}

TmController::~TmController()
{
    closeWorker();
    m_thread.quit();
    m_thread.wait();
}

// Synchronous: the worker's connection is gone when this returns, so that the GUI's
// own, closed after it, is the last and takes the file out of WAL mode.
void TmController::closeWorker()
{
    m_worker->abort();
    ++m_workerOpenings; // an open still waiting for the first paint is dropped
    m_worker->setLatestRequest(++m_request);
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->open({}); }, Qt::BlockingQueuedConnection);
}

void TmController::connectActions(ActionRegistry &actions)
{
    using A = ActionRegistry;
    for (int n = 0; n < MaxMatches; ++n) {
        connect(actions.action(A::Id(A::InsertMatch1 + n)), &QAction::triggered, this, [this, n] { insertMatch(n); });
    }
    connect(actions.action(A::SearchMemory), &QAction::triggered, this, [this] { m_pane.focusSearch(); });
    connect(actions.action(A::Pretranslate), &QAction::triggered, this, &TmController::pretranslate);
    connect(actions.action(A::ImportTmx), &QAction::triggered, this, &TmController::importTmx);
    connect(actions.action(A::ExportTmx), &QAction::triggered, this, &TmController::exportTmx);
    connect(actions.action(A::AttachTmx), &QAction::triggered, this, &TmController::manageAttachments);
}

void TmController::setProject(ProjectStore *store, bool readOnly)
{
    m_indexer.reset();
    ProjectController::setProject(store, readOnly);
    m_fed.clear();
    m_query.clear();
    if (store && !readOnly) {
        TranslationMemory memory(*store);
        TmAttachments attachments(*store, memory);
        QStringList refreshed;
        if (!attachments.refresh(&refreshed)) {
            Q_EMIT failed(attachments.errorString());
        } else if (!refreshed.isEmpty()) {
            Q_EMIT statusMessage(tr("%n attached TMX file(s) changed on disk and were read again", nullptr, int(refreshed.size())));
        }
        m_indexer = std::make_unique<ConcordanceIndexer>(*store);
        connect(m_indexer.get(), &ConcordanceIndexer::failed, this, &TmController::statusMessage);
        indexForConcordance();
    }
    restartWorker();
}

void TmController::indexForConcordance()
{
    if (m_indexer) {
        m_indexer->start();
    }
}

void TmController::setMinScore(int score)
{
    if (score != m_minScore) {
        m_minScore = score;
        m_currentSource.clear();
        m_lookupTimer.start();
    }
}

void TmController::reloadMemory()
{
    if (m_store) {
        restartWorker();
    }
}

void TmController::restartWorker()
{
    closeWorker();
    const QString path = m_store ? m_store->path() : QString();
    m_pane.setMessage(path.isEmpty() ? tr("Open an issue to see translation memory matches.") : tr("Loading the translation memory…"));
    if (!path.isEmpty()) {
        // The index is built once the window has painted; lookups wait for ready().
        FirstPaint::later(this, [this, path, opening = m_workerOpenings] {
            if (opening == m_workerOpenings) {
                QMetaObject::invokeMethod(
                    m_worker, [worker = m_worker, path] { worker->open(path); }, Qt::QueuedConnection);
            }
        });
    }
}

void TmController::onIssueShown(qint64 issueId)
{
    m_issueId = issueId;
    m_issueNumber = 0;
    m_sources.clear();
    if (issueId > 0 && m_store) {
        IssueRepository issues(*m_store);
        m_sources = issues.sourceBlocks(issueId);
        m_issueNumber = issues.issueById(issueId).value_or(Issue()).number;
    }
    m_lookupTimer.start();
}

// The confirmed blocks with their text and alignment: what addIssue() makes units of.
uint TmController::fingerprint() const
{
    const DraftSession *session = m_workbench.session();
    uint hash = 0;
    const auto mix = [&hash](uint value) { hash = hash * 31 + value; };
    for (const TargetBlock &block : session->blocks()) {
        if (BlockStatus::isConfirmed(block.status)) {
            mix(uint(qHash(block.text)));
            mix(uint(qHash(block.id)));
            mix(uint(qHash(block.status)));
            for (qint64 source : block.sources) {
                mix(uint(qHash(source)));
            }
        }
    }
    return hash;
}

void TmController::feed()
{
    m_feedTimer.stop();
    if (!m_store || m_readOnly || m_issueId == 0 || !m_workbench.session() || m_workbench.issueId() != m_issueId) {
        return;
    }
    const uint current = fingerprint();
    if (m_fed.contains(m_issueId) && m_fed.value(m_issueId) == current) {
        return;
    }
    TranslationMemory memory(*m_store);
    if (!memory.addIssue(m_issueId)) {
        Q_EMIT statusMessage(tr("The translation memory could not be updated: %1").arg(memory.errorString()));
        return;
    }
    m_fed.insert(m_issueId, current);
}

TmSegment TmController::segmentOf(int blockIndex) const
{
    const DraftSession *session = m_workbench.session();
    if (!session || blockIndex < 0 || blockIndex >= session->blocks().size()) {
        return {};
    }
    QList<int> indexes;
    for (qint64 id : session->blocks().at(blockIndex).sources) {
        for (int i = 0; i < m_sources.size(); ++i) {
            if (m_sources.at(i).id == id) {
                indexes.append(i);
            }
        }
    }
    return TmSegment::of(m_sources, indexes);
}

// A concordance search stays shown until the cursor goes to another block.
void TmController::lookUpCurrentBlock()
{
    if (!m_query.isEmpty()) {
        return;
    }
    const TmSegment segment = segmentOf(m_workbench.currentBlock());
    if (segment.source.trimmed().isEmpty()) {
        m_currentSource.clear();
        m_pane.setMessage(m_workbench.session() ? tr("This block is not aligned to a source block.") : tr("No issue is open."));
        Q_EMIT blockMatchesShown({});
        return;
    }
    if (segment.source == m_currentSource && !m_pane.matches().isEmpty()) {
        return;
    }
    m_currentSource = segment.source;
    const int request = ++m_request;
    m_worker->setLatestRequest(request);
    const int min = m_minScore;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, request, segment, min] { worker->lookup(request, segment.source, segment.context, min, MaxMatches); },
        Qt::QueuedConnection);
}

// The block's own pair (fed from this issue, the text it has now) is left out: it
// would head every confirmed block's list and offer nothing to insert.
void TmController::showMatches(int request, const QList<TmMatch> &matches)
{
    if (request != m_request) {
        return;
    }
    const DraftSession *session = m_workbench.session();
    const int block = m_workbench.currentBlock();
    const QString current = session && block >= 0 ? DraftText::withoutCarriageReturns(session->blocks().at(block).text) : QString();
    QList<TmMatch> shown;
    for (const TmMatch &match : matches) {
        if (match.issueNumber != m_issueNumber || m_issueNumber == 0 || DraftText::withoutCarriageReturns(match.unit.target) != current) {
            shown.append(match);
        }
    }
    m_pane.setMatches(shown, m_currentSource);
    Q_EMIT blockMatchesShown(shown);
}

void TmController::searchMemory(const QString &query)
{
    const int request = ++m_request;
    m_worker->setLatestRequest(request);
    m_currentSource.clear();
    m_query = query;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, request, query] { worker->concordance(request, query, 50); }, Qt::QueuedConnection);
}

void TmController::showConcordance(int request, const QList<TmMatch> &matches)
{
    if (request == m_request) {
        m_pane.setConcordance(m_query, matches);
    }
}

void TmController::insertMatch(int index)
{
    if (index < 0 || index >= m_pane.matches().size() || m_workbench.isDraftReadOnly() || !m_workbench.session() || !m_workbench.save()) {
        return;
    }
    const int block = m_workbench.currentBlock();
    // The matches may still be those of the block the cursor just left.
    if (m_query.isEmpty() && segmentOf(block).source != m_currentSource) {
        m_lookupTimer.start();
        return;
    }
    const QaSettings style = m_store ? QaSettings::load(*m_store) : QaSettings::preset(QStringLiteral("d2l")).value();
    const DraftSession &session = *m_workbench.session();
    const TargetBlock *stored = block >= 0 && block < session.blocks().size() ? &session.blocks().at(block) : nullptr;
    SuggestionInserter::insert(
        *m_view.draftEditor(), stored, stored ? segmentOf(block).source : QString(), m_pane.matches().at(index).unit.target, style);
    Q_EMIT statusMessage(tr("Match %1 inserted (%2%)").arg(index + 1).arg(m_pane.matches().at(index).score));
}

void TmController::pretranslate()
{
    DraftSession *session = m_workbench.session();
    if (!m_store || !session || m_workbench.isDraftReadOnly()) {
        return;
    }
    bool ok = false;
    const int min = QInputDialog::getInt(m_window, tr("Pre-translate Issue"),
        tr("Fill every untranslated block from the translation memory with its best match scoring at least:"), m_minScore, 50, 101, 1, &ok);
    if (ok) {
        pretranslateIssue(min);
    }
}

bool TmController::pretranslateIssue(int minScore)
{
    DraftSession *session = m_workbench.session();
    if (!m_store || !session || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // Through the lookup thread, whose index is built (or being built): a second
    // index here would take seconds for a large memory.
    const auto lookup = [this](const QString &source, const QString &context, int minScore) {
        QList<TmMatch> matches;
        QMetaObject::invokeMethod(
            m_worker, [&] { matches = m_worker->lookupNow(source, context, minScore, 1); }, Qt::BlockingQueuedConnection);
        return matches;
    };
    Pretranslator pretranslator(*session, lookup, m_sources);
    Pretranslator::Result result;
    const bool done = pretranslator.run(minScore, &result);
    m_workbench.reloadDraft();
    QApplication::restoreOverrideCursor();
    if (!done) {
        Q_EMIT failed(pretranslator.errorString());
        return false;
    }
    Q_EMIT statusMessage(
        tr("%n block(s) pre-translated (%1 exact); %2 without a match", nullptr, result.filled).arg(result.exact).arg(result.withoutMatch));
    return true;
}

// A window-modal progress bar: the callback moves it, keeps the window painted and
// says whether the user cancelled.
TmxReader::Progress TmController::progressOf(QProgressDialog &dialog)
{
    return [&dialog](qint64 done, qint64 total) {
        dialog.setValue(total > 0 ? int(done * 1000 / total) : 0);
        QCoreApplication::processEvents();
        return !dialog.wasCanceled();
    };
}

void TmController::importTmx()
{
    if (!m_store || m_readOnly) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import TMX"), QString(), TmxFilter);
    if (!path.isEmpty()) {
        importTmxFile(path);
    }
}

// All or nothing, with a progress bar and Cancel while the file is read and while
// its units are stored.
bool TmController::importTmxFile(const QString &path)
{
    // The progress bar runs the event loop inside the write transaction: nothing
    // else may want to write meanwhile (the window is blocked at once, the draft
    // saved, the memory fed).
    if (!m_store || m_readOnly || !m_workbench.save()) {
        return false;
    }
    feed();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Q_EMIT failed(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const QString name = QFileInfo(path).fileName();
    QProgressDialog progress(tr("Reading %1…").arg(name), tr("Cancel"), 0, 1000, m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    TmxReader reader;
    reader.setProgress(progressOf(progress));
    if (!reader.read(file)) {
        if (!progress.wasCanceled()) {
            Q_EMIT failed(tr("%1 was not imported: %2").arg(name, reader.errorString()));
        }
        return false;
    }
    progress.setLabelText(tr("Storing %n unit(s)…", nullptr, int(reader.units().size())));
    TranslationMemory memory(*m_store);
    memory.setProgress(progressOf(progress));
    const int before = memory.count();
    if (!memory.add(reader.units(), QStringLiteral("tmx:") + name)) {
        if (!progress.wasCanceled()) {
            Q_EMIT failed(memory.errorString());
        }
        return false;
    }
    const int added = memory.count() - before;
    Q_EMIT statusMessage(tr("%1: %2 units added, %3 already in the memory")
                             .arg(name, QString::number(added), QString::number(reader.units().size() - added)));
    indexForConcordance();
    m_currentSource.clear();
    m_lookupTimer.start();
    return true;
}

void TmController::exportTmx()
{
    if (!m_store) {
        return;
    }
    feed();
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export TMX"), QString(), TmxFilter);
    if (path.isEmpty()) {
        return;
    }
    const QList<TmUnit> units = TranslationMemory(*m_store).ownUnits();
    QString error;
    if (!AtomicFileWriter::write(
            path, [&](QIODevice &device, QString *why) { return TmxWriter::write(device, units, why); }, &error)) {
        Q_EMIT failed(error);
        return;
    }
    Q_EMIT statusMessage(tr("%n unit(s) written to %1", nullptr, int(units.size())).arg(QDir::toNativeSeparators(path)));
}

void TmController::manageAttachments()
{
    if (!m_store) {
        return;
    }
    TmAttachmentsDialog dialog(m_window);
    dialog.setReadOnly(m_readOnly);
    const auto list = [this, &dialog] {
        TranslationMemory memory(*m_store);
        dialog.setAttachments(TmAttachments(*m_store, memory).list());
    };
    connect(&dialog, &TmAttachmentsDialog::attachRequested, this, [this, &dialog, list] {
        const QString path = QFileDialog::getOpenFileName(&dialog, tr("Attach TMX"), QString(), TmxFilter);
        if (path.isEmpty()) {
            return;
        }
        attachFile(path, &dialog);
        list();
    });
    connect(&dialog, &TmAttachmentsDialog::detachRequested, this, [this, list](const QString &path) {
        detachFile(path);
        list();
    });
    list();
    dialog.exec();
}

bool TmController::attachFile(const QString &path, QWidget *dialogParent)
{
    if (!m_store || m_readOnly || !m_workbench.save()) {
        return false;
    }
    feed();
    QProgressDialog progress(
        tr("Reading %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 1000, dialogParent ? dialogParent : m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    TranslationMemory memory(*m_store);
    TmAttachments attachments(*m_store, memory);
    attachments.setProgress(progressOf(progress));
    const bool ok = attachments.attach(path);
    if (!ok && !progress.wasCanceled()) {
        Q_EMIT failed(attachments.errorString());
    }
    indexForConcordance();
    m_currentSource.clear();
    m_lookupTimer.start();
    return ok;
}

bool TmController::detachFile(const QString &path)
{
    if (!m_store || m_readOnly) {
        return false;
    }
    TranslationMemory memory(*m_store);
    TmAttachments attachments(*m_store, memory);
    const bool ok = succeeded(attachments.detach(path), attachments);
    m_currentSource.clear();
    m_lookupTimer.start();
    return ok;
}
