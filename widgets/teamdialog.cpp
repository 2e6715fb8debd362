// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamdialog.h"

#include "paneparts.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

TeamDialog::TeamDialog(Mode mode, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_url(PaneParts::lineEdit(QStringLiteral("teamUrl"),
          QStringLiteral("postgresql://zhang@db.example.com:5432/series?sslmode=verify-full"),
          tr("A PostgreSQL connection URI; its user is your login. Passwords come from PGPASSWORD, the password file, the "
             "desktop keyring or a prompt, never from here.")))
    , m_progress(new QProgressBar(this))
    , m_message(PaneParts::plainLabel(QStringLiteral("teamMessage")))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(mode == Mode::Publish ? QStringLiteral("teamPublishDialog") : QStringLiteral("teamCloneDialog"));
    setWindowTitle(mode == Mode::Publish ? tr("Publish to Team Server") : tr("Clone Team Project"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(mode == Mode::Publish
            ? tr("Uploads the whole series to a PostgreSQL database; this project becomes your working copy and you the "
                 "team's lead. Add members with yiqiao-cli team member add.")
            : tr("Makes a new working copy of a series that a lead published: the whole series, kept in sync with the "
                 "server."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    form->addRow(tr("Server &URL:"), m_url);
    if (mode == Mode::Clone) {
        m_path = PaneParts::lineEdit(QStringLiteral("teamPath"), tr("The new working copy (*.yiqiao)"));
        auto *browse = PaneParts::button(tr("&Browse…"), QStringLiteral("teamBrowse"), {}, this, &TeamDialog::browseRequested);
        form->addRow(tr("&Save as:"), PaneParts::line({{m_path, 1}, browse}));
    }
    layout->addLayout(form);
    if (mode == Mode::Publish) {
        m_sqlNote = new QLabel(tr("Publishing creates the series' roles, so your login needs CREATEROLE. Without it, the server's "
                                  "administrator runs this SQL first (yiqiao-cli team publish --print-sql prints it too):"),
            this);
        m_sqlNote->setWordWrap(true);
        m_sql = new QPlainTextEdit(this);
        m_sql->setObjectName(QStringLiteral("teamSql"));
        m_sql->setReadOnly(true); // selectable and copyable
        m_sql->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        m_sql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        m_sql->setLineWrapMode(QPlainTextEdit::NoWrap);
        layout->addWidget(m_sqlNote);
        layout->addWidget(m_sql, 1);
        setSql({});
    }
    m_progress->setObjectName(QStringLiteral("teamProgress"));
    m_progress->hide();
    layout->addWidget(m_progress);
    layout->addWidget(m_message);
    m_message->hide();
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(mode == Mode::Publish ? tr("&Publish") : tr("&Clone"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamDialog::runRequested);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_url, &QLineEdit::textEdited, this, &TeamDialog::urlEdited);
    resize(mode == Mode::Publish ? QSize(640, 480) : QSize(560, 200));
}

QString TeamDialog::url() const
{
    return m_url->text().trimmed();
}

void TeamDialog::setUrl(const QString &url)
{
    m_url->setText(url);
}

QString TeamDialog::path() const
{
    return m_path ? m_path->text().trimmed() : QString();
}

void TeamDialog::setPath(const QString &path)
{
    if (m_path) {
        m_path->setText(path);
    }
}

void TeamDialog::setSql(const QString &sql)
{
    if (!m_sql) {
        return;
    }
    m_sql->setPlainText(sql);
    m_sqlNote->setVisible(!sql.isEmpty());
    m_sql->setVisible(!sql.isEmpty());
}

QString TeamDialog::sql() const
{
    return m_sql ? m_sql->toPlainText() : QString();
}

void TeamDialog::setRunning(bool running)
{
    m_url->setEnabled(!running);
    if (m_path) {
        m_path->setEnabled(!running);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!running);
    m_progress->setVisible(running);
    m_progress->setRange(0, 0);
    if (running) {
        m_message->hide();
    }
}

void TeamDialog::setProgress(qint64 done, qint64 total)
{
    // A progress bar counts in int: large counts are shown in thousandths.
    m_progress->setRange(0, total > 0 ? 1000 : 0);
    m_progress->setValue(total > 0 ? int(std::clamp<qint64>(done * 1000 / total, 0, 1000)) : 0);
}

void TeamDialog::finish(bool ok, const QString &message)
{
    setRunning(false);
    if (ok) {
        accept();
        return;
    }
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString TeamDialog::message() const
{
    return m_message->text();
}
