// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/mtcontroller.h"

#include "draft/draftsession.h"
#include "draft/drafttext.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/panetoggle.h"
#include "gui/suggestioninserter.h"
#include "gui/workbenchcontroller.h"
#include "machinepane.h"
#include "markdown/inlinemarkup.h"
#include "mt/machinepretranslator.h"
#include "mt/mtclient.h"
#include "mt/mtrequestbuilder.h"
#include "mt/mtsuggestion.h"
#include "mt/mtsuggestionchecker.h"
#include "mtsettingsdialog.h"
#include "qa/qasettings.h"
#include "secrets/mtkey.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/tmsegment.h"

#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QScopedValueRollback>
#include <QVBoxLayout>

namespace {
// The cursor rests this long on a block before the endpoint is asked about it.
constexpr int SuggestDelayMs = 400;
} // namespace

MtController::MtController(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, MachinePane &pane,
    QDockWidget &dock, QWidget *window, QObject *parent)
    : ProjectController(parent)
    , m_workbench(workbench)
    , m_view(view)
    , m_pane(pane)
    , m_dock(dock)
    , m_window(window)
    , m_client(new MtClient(this))
{
    m_suggestTimer.setSingleShot(true);
    m_suggestTimer.setInterval(SuggestDelayMs);
    connect(&m_suggestTimer, &QTimer::timeout, this, &MtController::suggestIfShown);
    connect(m_client, &MtClient::partial, &m_pane, &MachinePane::setPartial);
    connect(m_client, &MtClient::finished, this, &MtController::finished);
    connect(m_client, &MtClient::failed, &m_pane, &MachinePane::setFailed);
    connect(m_client, &MtClient::retrying, &m_pane, &MachinePane::setRetrying);
    connect(m_client, &MtClient::cancelled, &m_pane, &MachinePane::setCancelled);
    connect(&m_workbench, &WorkbenchController::issueShown, this, [this](qint64 issueId) {
        m_issueId = issueId;
        blockChanged();
    });
    connect(&m_workbench, &WorkbenchController::currentBlockChanged, this, &MtController::blockChanged);
    connect(&m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) {
            m_suggestTimer.start();
        }
    });
    connect(&m_pane, &MachinePane::insertRequested, this, &MtController::insertSuggestion);
    connect(&m_pane, &MachinePane::suggestRequested, this, &MtController::suggest);
    connect(&m_pane, &MachinePane::cancelRequested, m_client, &MtClient::cancel);
    connect(&m_pane, &MachinePane::showRequestRequested, this, &MtController::showRequest);
    connect(&m_pane, &MachinePane::settingsRequested, this, &MtController::editSettings);
    connectActions(actions);
}

MtController::~MtController() = default;

void MtController::connectActions(ActionRegistry &actions)
{
    using A = ActionRegistry;
    connect(actions.action(A::InsertMachineSuggestion), &QAction::triggered, this, &MtController::insertSuggestion);
    connect(actions.action(A::SuggestFromMachine), &QAction::triggered, this, &MtController::suggestNow);
    connect(actions.action(A::PretranslateFromMachine), &QAction::triggered, this, &MtController::pretranslateIssue);
    m_settingsAction = actions.action(A::MachineTranslationSettings);
    m_settingsAction->setEnabled(false);
    connect(m_settingsAction, &QAction::triggered, this, &MtController::editSettings);
}

void MtController::setProject(ProjectStore *store, bool readOnly)
{
    m_client->cancel();
    ProjectController::setProject(store, readOnly);
    m_settingsAction->setEnabled(store != nullptr);
    m_issueId = 0;
    m_askedSource = 0;
    m_shownSource = 0;
    m_request = {};
    readSettings();
}

void MtController::readSettings()
{
    m_settings = m_store ? MtSettings::read(*m_store) : MtSettings();
    m_pane.setConfigured(!m_store || m_settings.isConfigured()); // without a project: "open an issue"
    m_pane.setMessage(
        m_store ? tr("The suggestion for the block at the cursor shows here.") : tr("Open an issue to see machine suggestions."));
    m_shownSource = 0;
    m_suggestTimer.start();
}

QString MtController::apiKey()
{
    if (m_keyEndpoint != m_settings.endpoint) {
        m_keyEndpoint = m_settings.endpoint;
        m_key = MtKey::find(m_settings.endpoint, m_settings.own);
    }
    return m_key;
}

// Another block: the request about the one left is of no use any more.
void MtController::blockChanged()
{
    if (m_client->isBusy() && currentSourceBlock() != m_askedSource) {
        m_client->cancel();
    }
    m_suggestTimer.start();
}

// Only while the pane can be seen: a hidden pane sends nothing.
void MtController::suggestIfShown()
{
    if (m_pretranslating) { // its requests only
        return;
    }
    if (!PaneToggle::isInFront(m_dock) || currentSourceBlock() == m_shownSource) {
        return;
    }
    // Code, front matter, HTML, math and breaks are not sent on their own (a model
    // would "translate" code); Suggest still asks for them.
    const DraftSession *session = m_workbench.session();
    const int block = m_workbench.currentBlock();
    if (session && block >= 0 && block < session->blocks().size() && !InlineMarkup::isTranslatable(session->blocks().at(block).kind)) {
        m_client->cancel();
        m_shownSource = currentSourceBlock();
        m_pane.setMessage(tr("Code, front matter and HTML are not sent to the endpoint on their own; press Suggest to ask anyway."));
        return;
    }
    suggest();
}

// The pane comes to the front; the keyboard focus stays where the translator types.
void MtController::suggestNow()
{
    m_dock.show();
    m_dock.raise();
    suggest();
}

void MtController::suggest()
{
    m_suggestTimer.stop();
    if (!m_store || !m_settings.isConfigured()) {
        return;
    }
    const qint64 source = currentSourceBlock();
    if (source <= 0) {
        m_client->cancel();
        m_shownSource = 0;
        m_pane.setMessage(m_workbench.session() ? tr("This block is not aligned to a source block.") : tr("No issue is open."));
        return;
    }
    MtRequestBuilder builder(*m_store, m_issueId);
    MtRequest request;
    if (!builder.build(source, m_settings, apiKey(), &request)) {
        m_pane.setFailed(builder.errorString());
        return;
    }
    m_request = request;
    m_askedSource = source;
    m_shownSource = source;
    m_pane.setBusy(request.sourceText);
    m_client->send(request);
}

void MtController::finished(const QString &text)
{
    if (!m_store) {
        return;
    }
    const QList<MtFinding> findings = MtSuggestionChecker(*m_store, m_issueId).check(m_askedSource, text);
    m_pane.setSuggestion(text, findings);
}

// The first source block of the draft block at the cursor.
qint64 MtController::currentSourceBlock() const
{
    const DraftSession *session = m_workbench.session();
    const int block = m_workbench.currentBlock();
    if (!session || block < 0 || block >= session->blocks().size() || session->blocks().at(block).sources.isEmpty()) {
        return 0;
    }
    return session->blocks().at(block).sources.constFirst();
}

// The source text of a draft block: its source blocks joined, as a memory segment.
QString MtController::sourceOf(int blockIndex) const
{
    const TargetBlock &block = m_workbench.session()->blocks().at(blockIndex);
    QStringList sources;
    for (const BlockRecord &record : IssueRepository(*m_store).sourceBlocks(m_issueId)) {
        if (block.sources.contains(record.id)) {
            sources.append(DraftText::withoutCarriageReturns(record.text));
        }
    }
    return TmSegment::join(sources);
}

bool MtController::insertSuggestion()
{
    const QString suggestion = m_pane.suggestion();
    if (suggestion.isEmpty() || !m_store || m_workbench.isDraftReadOnly() || !m_workbench.session() || !m_workbench.save()) {
        return false;
    }
    const int block = m_workbench.currentBlock();
    if (block < 0 || currentSourceBlock() != m_shownSource) { // the suggestion is for the block the cursor left
        m_suggestTimer.start();
        return false;
    }
    SuggestionInserter::insert(
        *m_view.draftEditor(), &m_workbench.session()->blocks().at(block), sourceOf(block), suggestion, QaSettings::load(*m_store));
    Q_EMIT statusMessage(tr("Machine suggestion inserted"));
    return true;
}

void MtController::showRequest()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Request Sent to the Endpoint"));
    auto *text = new QPlainTextEdit(m_request.display());
    text->setObjectName(QStringLiteral("mtRequestText"));
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    dialog.resize(720, 560);
    dialog.exec();
}

bool MtController::configure(const QString &endpoint, const QString &model, const QString &key)
{
    if (!m_store || m_readOnly) {
        return false;
    }
    const QUrl url = QUrl::fromUserInput(endpoint);
    QString error;
    if (!MtSettings::write(*m_store, url, model, &error)) {
        Q_EMIT failed(error);
        return false;
    }
    if (!key.isEmpty() && !MtKey::remember(url, key, &error)) {
        Q_EMIT failed(error);
        return false;
    }
    MtKey::trust(url);
    m_keyEndpoint = QUrl(); // found again
    readSettings();
    Q_EMIT statusMessage(tr("Machine translation: %1 with %2").arg(url.toDisplayString(), model));
    return true;
}

void MtController::editSettings()
{
    if (!m_store) {
        return;
    }
    MtSettingsDialog dialog(m_window);
    dialog.setValue({m_settings.endpoint.toString(QUrl::RemoveUserInfo), m_settings.model, {}});
    const MtKey::Source source = MtKey::source(m_settings.endpoint, m_settings.own);
    dialog.setKeySource(source == MtKey::Source::Environment, source == MtKey::Source::Keyring);
    dialog.setReadOnly(m_readOnly);
    connect(&dialog, &MtSettingsDialog::testRequested, this,
        [this, &dialog](const MtSettingsDialog::Value &value) { testEndpoint(value.endpoint, value.model, value.key, &dialog); });
    if (dialog.exec() != QDialog::Accepted || m_readOnly) {
        return;
    }
    const MtSettingsDialog::Value value = dialog.value();
    if (dialog.isOff()) {
        turnOff();
    } else {
        configure(value.endpoint, value.model, value.key);
    }
}

void MtController::turnOff()
{
    QString error;
    if (!MtSettings::clear(*m_store, &error)) {
        Q_EMIT failed(error);
        return;
    }
    m_client->cancel();
    m_keyEndpoint = QUrl();
    readSettings();
    Q_EMIT statusMessage(tr("Machine suggestions are off: no endpoint is set"));
}

// A tiny request with what the dialog holds (the key typed, else the one kept); the
// answer or the failure goes back to the dialog.
void MtController::testEndpoint(const QString &endpoint, const QString &model, const QString &key, QObject *dialog)
{
    auto *settingsDialog = qobject_cast<MtSettingsDialog *>(dialog);
    QString error;
    if (!MtSettings::validate(endpoint, model, &error)) { // nothing goes where the settings could not be kept
        settingsDialog->setTestResult(false, error);
        return;
    }
    MtRequest request;
    request.url = QUrl(endpoint.trimmed(), QUrl::StrictMode);
    request.model = model;
    request.apiKey = key.isEmpty() ? MtKey::find(request.url) : key;
    request.stream = false;
    request.messages.append(QJsonObject {{QStringLiteral("role"), QStringLiteral("user")},
        {QStringLiteral("content"), QStringLiteral("Translate into Chinese, answer with the translation only: Hello")}});
    auto *client = new MtClient(dialog);
    client->setMaxRetries(0);
    connect(client, &MtClient::finished, dialog, [settingsDialog, client](const QString &text) {
        settingsDialog->setTestResult(true, text.simplified().left(80));
        client->deleteLater();
    });
    connect(client, &MtClient::failed, dialog, [settingsDialog, client](const QString &message) {
        settingsDialog->setTestResult(false, message);
        client->deleteLater();
    });
    client->send(request);
}

// The suggestions are gathered with a progress dialog over the window (Cancel stops
// the running request), then written in one transaction; the editor shows the result.
bool MtController::pretranslateIssue()
{
    m_suggestTimer.stop();
    const QScopedValueRollback<bool> pretranslating(m_pretranslating, true);
    DraftSession *session = m_workbench.session();
    if (!m_store || !session || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    if (!m_settings.isConfigured()) {
        editSettings();
        if (!m_settings.isConfigured()) {
            return false;
        }
    }
    m_client->cancel();
    QProgressDialog progress(tr("Asking the endpoint for every block still as imported…"), tr("Cancel"), 0, 0, m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    MtClient client;
    bool cancelled = false;
    connect(&progress, &QProgressDialog::canceled, &client, [&client, &cancelled] {
        cancelled = true;
        client.cancel();
    });
    const QString key = apiKey();
    const auto suggest = [this, &client, &cancelled, key](qint64 sourceBlockId, MtSuggestion *out, QString *error) {
        return !cancelled && askAndWait(client, key, sourceBlockId, out, error);
    };
    MachinePretranslator pretranslator(*m_store, m_issueId, suggest);
    pretranslator.setAuthor(AppSettings().userName());
    pretranslator.setProgress([&progress, &cancelled](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        return !cancelled;
    });
    MachinePretranslator::Result result;
    const bool done = pretranslator.run(*session, &result);
    progress.reset();
    m_workbench.reloadDraft();
    if (!done) {
        if (pretranslator.wasCancelled()) {
            Q_EMIT statusMessage(pretranslator.errorString());
        } else {
            Q_EMIT failed(pretranslator.errorString());
        }
        return false;
    }
    Q_EMIT statusMessage(tr("%n block(s) pre-translated by the machine (%1 finding(s))", nullptr, result.filled).arg(result.findings));
    return true;
}

// One checked suggestion for machine pre-translation, through client in a local event
// loop (the progress dialog's Cancel stops the client, which ends the loop).
bool MtController::askAndWait(MtClient &client, const QString &key, qint64 sourceBlockId, MtSuggestion *out, QString *error)
{
    MtRequestBuilder builder(*m_store, m_issueId);
    if (!builder.build(sourceBlockId, m_settings, key, &out->request)) {
        *error = builder.errorString();
        return false;
    }
    QEventLoop loop;
    bool ok = false;
    connect(&client, &MtClient::finished, &loop, [&](const QString &text) {
        out->text = text;
        ok = true;
        loop.quit();
    });
    connect(&client, &MtClient::failed, &loop, [&](const QString &message) {
        *error = message;
        loop.quit();
    });
    connect(&client, &MtClient::cancelled, &loop, &QEventLoop::quit);
    client.send(out->request);
    if (client.isBusy()) {
        loop.exec();
    }
    out->sourceBlockId = sourceBlockId;
    out->findings = ok ? MtSuggestionChecker(*m_store, m_issueId).check(sourceBlockId, out->text) : QList<MtFinding>();
    return ok;
}
