// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QDialogButtonBox;
class QLineEdit;
class QPushButton;

// The project's machine-translation endpoint: its URL (an OpenAI-compatible chat
// completions endpoint), the model and the API key. The URL and the model are kept in
// the project, the key only in the desktop keyring; when YIQIAO_MT_KEY is set, the
// dialog says that it is used instead. Test asks the caller to send a tiny request
// with what is typed (testRequested) and shows what setTestResult() says. The dialog
// only edits values (setValue() before exec(), value() after); OK refuses, with the
// reason shown and everything typed kept, what MtSettings::validate refuses. An empty
// endpoint is accepted: machine suggestions off (isOff()).
class MtSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    struct Value {
        QString endpoint;
        QString model;
        QString key; // empty: the key stays as it is
    };

    explicit MtSettingsDialog(QWidget *parent = nullptr);

    void setValue(const Value &value);
    Value value() const;
    // Where the key comes from now: the environment (the key field is then off), the
    // keyring, or nowhere.
    void setKeySource(bool fromEnvironment, bool inKeyring);
    void setTestResult(bool ok, const QString &message);
    QString testResult() const;
    // The fields, Test and OK off (a read-only project); Cancel and Esc still close.
    void setReadOnly(bool readOnly);
    // The endpoint was emptied: no endpoint, machine suggestions off.
    bool isOff() const;

    void accept() override;

Q_SIGNALS:
    void testRequested(const MtSettingsDialog::Value &value);

private:
    void test();

    QLineEdit *m_endpoint;
    QLineEdit *m_model;
    QLineEdit *m_key;
    QLabel *m_keySource;
    QPushButton *m_test;
    QLabel *m_result;
    QDialogButtonBox *m_buttons;
    bool m_keyFromEnvironment = false;
};
