// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "postimportdialog.h"

#include "paneparts.h"
#include "store/postimportplan.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace {
constexpr int kRowsWithoutScrolling = 6;
}

PostImportDialog::PostImportDialog(const QList<PostImportItem> &proposed, const QMap<int, QString> &existing, QWidget *parent)
    : QDialog(parent)
    , m_existing(existing)
    , m_problem(PaneParts::plainLabel(QStringLiteral("importProblem")))
    , m_buttons(PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Import Posts"));
    auto *intro = new QLabel(proposed.size() == 1
            ? tr("The post becomes a new issue. Its title may be replaced by a Chinese one, or left empty for the post's first heading.")
            : tr("Each post becomes a new issue. Titles may be replaced by Chinese ones, or left empty for each post's first heading."));
    intro->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    QWidget *rows = createRows(proposed);
    if (proposed.size() > kRowsWithoutScrolling) {
        auto *scroll = new QScrollArea;
        scroll->setWidget(rows);
        scroll->setWidgetResizable(true);
        layout->addWidget(scroll, 1);
    } else {
        layout->addWidget(rows);
    }
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(640, sizeHint().height());
    check();
}

QWidget *PostImportDialog::createRows(const QList<PostImportItem> &proposed)
{
    auto *page = new QWidget;
    auto *grid = new QGridLayout(page);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("Post")), 0, 0);
    grid->addWidget(new QLabel(tr("Issue number")), 0, 1);
    grid->addWidget(new QLabel(tr("Title (optional)")), 0, 2);
    for (int i = 0; i < proposed.size(); ++i) {
        const PostImportItem &item = proposed.at(i);
        auto *file = new QLabel(QFileInfo(item.path).fileName());
        file->setTextFormat(Qt::PlainText);
        file->setToolTip(item.path);
        auto *number = new QLineEdit(item.number > 0 ? QString::number(item.number) : QString());
        number->setObjectName(QStringLiteral("importNumber%1").arg(i));
        number->setMaximumWidth(number->fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 16);
        auto *title = new QLineEdit(item.title);
        title->setObjectName(QStringLiteral("importTitle%1").arg(i));
        title->setPlaceholderText(tr("The post's first heading"));
        title->setClearButtonEnabled(true);
        connect(number, &QLineEdit::textChanged, this, &PostImportDialog::check);
        grid->addWidget(file, i + 1, 0);
        grid->addWidget(number, i + 1, 1);
        grid->addWidget(title, i + 1, 2);
        m_rows.append({item.path, number, title});
    }
    grid->setColumnStretch(2, 1);
    return page;
}

QList<PostImportItem> PostImportDialog::items() const
{
    QList<PostImportItem> items;
    for (const Row &row : m_rows) {
        items.append({row.path, PostImportPlan::number(row.number->text()), row.title->text().trimmed()});
    }
    return items;
}

QString PostImportDialog::problem() const
{
    QList<int> chosen;
    for (const Row &row : m_rows) {
        const QString problem = PostImportPlan::numberProblem(row.number->text(), m_existing, chosen);
        if (!problem.isEmpty()) {
            return m_rows.size() == 1 ? problem : tr("%1: %2").arg(QFileInfo(row.path).fileName(), problem);
        }
        chosen.append(PostImportPlan::number(row.number->text()));
    }
    return {};
}

void PostImportDialog::check()
{
    const QString problem = this->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void PostImportDialog::accept()
{
    check();
    if (problem().isEmpty()) {
        QDialog::accept();
    }
}
