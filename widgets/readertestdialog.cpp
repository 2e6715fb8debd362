// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "readertestdialog.h"

#include "paneparts.h"
#include "review/readertestrepository.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

ReaderTestDialog::ReaderTestDialog(const ReaderTest &test, QWidget *parent)
    : QDialog(parent)
    , m_test(test)
    , m_reader(new QLineEdit)
    , m_profile(PaneParts::lineEdit(QStringLiteral("profile"), tr("e.g. operations engineer, knows Docker")))
    , m_firstStep(answerEdit("firstStep"))
    , m_likelyProblem(answerEdit("likelyProblem"))
    , m_verification(answerEdit("verification"))
    , m_passed(new QCheckBox(tr("The answers are an executable &path: passed")))
    , m_problem(PaneParts::plainLabel(QStringLiteral("problem")))
{
    setWindowTitle(tr("Blind Test"));
    setMinimumWidth(480);
    m_reader->setObjectName(QStringLiteral("reader"));
    m_passed->setObjectName(QStringLiteral("passed"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Reader:"), m_reader);
    form->addRow(tr("&Background:"), m_profile);
    form->addRow(tr("&First step:"), m_firstStep);
    form->addRow(tr("&Likely problem:"), m_likelyProblem);
    form->addRow(tr("How to &verify:"), m_verification);
    form->addRow(m_passed);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(m_reader, &QLineEdit::textChanged, this, &ReaderTestDialog::validate);
    for (QPlainTextEdit *edit : {m_firstStep, m_likelyProblem, m_verification}) {
        connect(edit, &QPlainTextEdit::textChanged, this, &ReaderTestDialog::validate);
    }
    connect(m_passed, &QCheckBox::toggled, this, &ReaderTestDialog::validate);
    m_reader->setText(test.reader);
    m_profile->setText(test.profile);
    m_firstStep->setPlainText(test.firstStep);
    m_likelyProblem->setPlainText(test.likelyProblem);
    m_verification->setPlainText(test.verification);
    m_passed->setChecked(test.passed);
    validate();
}

QPlainTextEdit *ReaderTestDialog::answerEdit(const char *objectName)
{
    auto *edit = new QPlainTextEdit;
    edit->setObjectName(QString::fromLatin1(objectName));
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 3 + 12);
    return edit;
}

ReaderTest ReaderTestDialog::test() const
{
    ReaderTest test = m_test;
    test.reader = m_reader->text().trimmed();
    test.profile = m_profile->text().trimmed();
    test.firstStep = m_firstStep->toPlainText().trimmed();
    test.likelyProblem = m_likelyProblem->toPlainText().trimmed();
    test.verification = m_verification->toPlainText().trimmed();
    test.passed = m_passed->isChecked();
    return test;
}

QString ReaderTestDialog::problem() const
{
    return ReaderTestRepository::problemWith(test());
}

void ReaderTestDialog::validate()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_ok->setEnabled(why.isEmpty());
}
