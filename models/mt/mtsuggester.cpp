// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsuggester.h"

#include "mt/mtclient.h"
#include "mt/mtrequestbuilder.h"
#include "mt/mtsettings.h"
#include "mt/mtsuggestionchecker.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QEventLoop>
#include <QRegularExpression>

MtSuggester::MtSuggester(ProjectStore &store, qint64 issueId, const QString &apiKey)
    : m_store(store)
    , m_issueId(issueId)
    , m_apiKey(apiKey)
{
}

MtSuggester::~MtSuggester() = default;

void MtSuggester::setTimeouts(int firstByteMs, int idleMs)
{
    m_firstByteMs = firstByteMs;
    m_idleMs = idleMs;
}

void MtSuggester::setMaxRetries(int retries)
{
    m_maxRetries = retries;
}

void MtSuggester::setRetryNotice(std::function<void(int, int)> notice)
{
    m_retryNotice = std::move(notice);
}

bool MtSuggester::suggest(qint64 sourceBlockId, MtSuggestion *out)
{
    m_error.clear();
    *out = MtSuggestion();
    out->sourceBlockId = sourceBlockId;
    const MtSettings settings = MtSettings::read(m_store);
    if (!settings.isConfigured()) {
        return fail(
            tr("No machine-translation endpoint is configured; set one with: yiqiao-cli mt config PROJECT --endpoint URL --model NAME"));
    }
    if (!m_builder) {
        m_builder = std::make_unique<MtRequestBuilder>(m_store, m_issueId);
    }
    if (!m_builder->build(sourceBlockId, settings, m_apiKey, &out->request)) {
        return fail(m_builder->errorString());
    }
    QString answer;
    if (!send(out->request, &answer)) {
        return false;
    }
    bool code = false;
    for (const BlockRecord &block : IssueRepository(m_store).sourceBlocks(m_issueId)) {
        code = code || (block.id == sourceBlockId && block.kind == BlockKind::Code);
    }
    out->text = cleanAnswer(answer, code);
    if (out->text.isEmpty()) {
        return fail(tr("The endpoint answered with no translation."));
    }
    out->findings = MtSuggestionChecker(m_store, m_issueId).check(sourceBlockId, out->text);
    return true;
}

// The request through a client of its own, in a local event loop.
bool MtSuggester::send(const MtRequest &request, QString *text)
{
    MtClient client;
    client.setTimeouts(m_firstByteMs, m_idleMs);
    client.setMaxRetries(m_maxRetries);
    QEventLoop loop;
    bool ok = false;
    QObject::connect(&client, &MtClient::finished, &loop, [&](const QString &answer) {
        *text = answer;
        ok = true;
        loop.quit();
    });
    QObject::connect(&client, &MtClient::failed, &loop, [&](const QString &message) {
        fail(message);
        loop.quit();
    });
    QObject::connect(&client, &MtClient::retrying, &loop, [this](int seconds, int attempt) {
        if (m_retryNotice) {
            m_retryNotice(seconds, attempt);
        }
    });
    client.send(request);
    loop.exec();
    return ok;
}

QString MtSuggester::cleanAnswer(const QString &answer, bool sourceIsCode)
{
    static const QRegularExpression think(QStringLiteral("^\\s*<think>.*?</think>"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression fence(QStringLiteral("^```[\\w-]*\\n(.*)\\n```$"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression blankLinesBefore(QStringLiteral("^(?:[ \\t]*\\n)+"));
    QString text = answer;
    text.remove(think);
    if (sourceIsCode) { // an indented code block keeps the spaces of its first line
        text.remove(blankLinesBefore);
        while (!text.isEmpty() && text.back().isSpace()) {
            text.chop(1);
        }
        return text;
    }
    text = text.trimmed();
    const QRegularExpressionMatch match = fence.match(text);
    return match.hasMatch() ? match.captured(1).trimmed() : text;
}
