// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mtsettingsdialog.h"

#include "mt/mtsettings.h"
#include "paneparts.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

MtSettingsDialog::MtSettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_endpoint(PaneParts::lineEdit(QStringLiteral("mtEndpoint"), QStringLiteral("http://localhost:8080/v1/chat/completions"),
          tr("An OpenAI-compatible chat-completions URL: a local llama.cpp, Ollama or vLLM server, or a hosted model")))
    , m_model(PaneParts::lineEdit(QStringLiteral("mtModel"), tr("The model's name, as the endpoint knows it")))
    , m_key(PaneParts::lineEdit(QStringLiteral("mtKey"), tr("Leave empty to keep the key as it is")))
    , m_keySource(PaneParts::plainLabel(QStringLiteral("mtKeySource")))
    , m_test(PaneParts::button(tr("Test"), QStringLiteral("mtTest"), tr("Send a tiny request with these settings")))
    , m_result(PaneParts::plainLabel(QStringLiteral("mtTestResult")))
    , m_buttons(PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Machine Translation"));
    m_key->setEchoMode(QLineEdit::Password);
    auto *form = new QFormLayout;
    form->addRow(tr("&Endpoint URL:"), m_endpoint);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("API &key:"), m_key);
    form->addRow(QString(), m_keySource);
    auto *note = new QLabel(tr("The endpoint and the model are kept in the project; the key only in the desktop keyring, never in "
                               "the project file. Nothing is sent anywhere until an endpoint is set; empty the endpoint to turn machine "
                               "suggestions off."));
    note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(PaneParts::row({m_test, m_result}));
    layout->addWidget(m_buttons);
    connect(m_test, &QPushButton::clicked, this, &MtSettingsDialog::test);
    resize(560, sizeHint().height());
}

void MtSettingsDialog::setValue(const Value &value)
{
    m_endpoint->setText(value.endpoint);
    m_model->setText(value.model);
    m_key->setText(value.key);
}

MtSettingsDialog::Value MtSettingsDialog::value() const
{
    return {m_endpoint->text().trimmed(), m_model->text().trimmed(), m_key->text().trimmed()};
}

void MtSettingsDialog::setKeySource(bool fromEnvironment, bool inKeyring)
{
    m_keyFromEnvironment = fromEnvironment;
    m_key->setEnabled(!fromEnvironment && m_endpoint->isEnabled());
    m_keySource->setText(fromEnvironment ? tr("The key comes from the environment variable YIQIAO_MT_KEY, which is used instead.")
            : inKeyring                  ? tr("A key is kept in the keyring for this endpoint.")
                                         : tr("No key is kept for this endpoint (a local server may need none)."));
}

void MtSettingsDialog::test()
{
    m_result->setText(tr("Testing…"));
    m_test->setEnabled(false);
    Q_EMIT testRequested(value());
}

void MtSettingsDialog::setTestResult(bool ok, const QString &message)
{
    m_test->setEnabled(true);
    m_result->setText(ok ? tr("It works: %1").arg(message) : tr("It does not work: %1").arg(message));
}

QString MtSettingsDialog::testResult() const
{
    return m_result->text();
}

void MtSettingsDialog::setReadOnly(bool readOnly)
{
    for (QWidget *widget : {static_cast<QWidget *>(m_endpoint), static_cast<QWidget *>(m_model), static_cast<QWidget *>(m_test),
             static_cast<QWidget *>(m_buttons->button(QDialogButtonBox::Ok))}) {
        widget->setEnabled(!readOnly);
    }
    m_key->setEnabled(!readOnly && !m_keyFromEnvironment);
}

bool MtSettingsDialog::isOff() const
{
    return value().endpoint.isEmpty();
}

void MtSettingsDialog::accept()
{
    const Value typed = value();
    QString error;
    if (!isOff() && !MtSettings::validate(typed.endpoint, typed.model, &error)) {
        m_result->setText(error);
        return;
    }
    QDialog::accept();
}
