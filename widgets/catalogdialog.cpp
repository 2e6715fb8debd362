// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogdialog.h"

#include "annotationform.h"
#include "paneparts.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {
QString pageName(ProjectCatalogs::Which which)
{
    static const char *const names[ProjectCatalogs::WhichCount] = {"gpus", "versions", "compat"};
    return QString::fromLatin1(names[which]);
}
} // namespace

CatalogDialog::CatalogDialog(QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget)
{
    setWindowTitle(tr("Catalogues"));
    m_tabs->addTab(createPage(ProjectCatalogs::Gpus), tr("&GPUs"));
    m_tabs->addTab(createPage(ProjectCatalogs::Versions), tr("&Versions"));
    m_tabs->addTab(createPage(ProjectCatalogs::Compat), tr("&Compatibility"));
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(800, 640);
}

QWidget *CatalogDialog::createPage(ProjectCatalogs::Which which)
{
    Page &page = m_pages[which];
    const QString name = pageName(which);
    page.edit = new QPlainTextEdit;
    page.edit->setObjectName(name + QStringLiteral("Json"));
    page.edit->setFont(AnnotationForm::codeFont());
    page.edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    page.edit->setTabChangesFocus(true);
    page.origin = new QLabel;
    page.origin->setObjectName(name + QStringLiteral("Origin"));
    page.problem = PaneParts::plainLabel(name + QStringLiteral("Problem"));
    page.save = new QPushButton(tr("Save"));
    page.save->setObjectName(name + QStringLiteral("Save"));
    page.restore = new QPushButton(tr("Restore Shipped"));
    page.restore->setObjectName(name + QStringLiteral("Restore"));
    page.restore->setToolTip(tr("Drop this project's catalogue: the shipped one applies again"));
    connect(page.edit, &QPlainTextEdit::textChanged, this, [this, which] { validate(which); });
    connect(page.save, &QPushButton::clicked, this, [this, which] { Q_EMIT saveRequested(which, json(which)); });
    connect(page.restore, &QPushButton::clicked, this, [this, which] { Q_EMIT resetRequested(which); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(button(tr("Import…"), name + QStringLiteral("Import"), which, &CatalogDialog::importRequested));
    buttons->addWidget(button(tr("Export…"), name + QStringLiteral("Export"), which, &CatalogDialog::exportRequested));
    buttons->addStretch(1);
    buttons->addWidget(page.restore);
    buttons->addWidget(page.save);
    auto *widget = new QWidget;
    auto *layout = new QVBoxLayout(widget);
    layout->addWidget(createNewerBar(which));
    layout->addWidget(page.origin);
    layout->addWidget(page.edit, 1);
    layout->addWidget(page.problem);
    layout->addLayout(buttons);
    setJson(which, {}, false);
    return widget;
}

void CatalogDialog::setJson(ProjectCatalogs::Which which, const QByteArray &json, bool overridden)
{
    Page &page = m_pages[which];
    page.origin->setText(overridden ? tr("This project's own catalogue") : tr("Shipped catalogue"));
    page.restore->setEnabled(overridden);
    page.edit->setPlainText(QString::fromUtf8(json));
    validate(which);
}

QByteArray CatalogDialog::json(ProjectCatalogs::Which which) const
{
    return m_pages[which].edit->toPlainText().toUtf8();
}

QString CatalogDialog::problem(ProjectCatalogs::Which which) const
{
    return m_pages[which].problem->text();
}

void CatalogDialog::setCurrentCatalog(ProjectCatalogs::Which which)
{
    m_tabs->setCurrentIndex(which);
}

QPushButton *CatalogDialog::button(
    const QString &text, const QString &objectName, ProjectCatalogs::Which which, void (CatalogDialog::*signal)(ProjectCatalogs::Which))
{
    auto *button = new QPushButton(text);
    button->setObjectName(objectName);
    connect(button, &QPushButton::clicked, this, [this, which, signal] { Q_EMIT(this->*signal)(which); });
    return button;
}

// "The shipped … is newer …" with Keep Mine / Take Shipped / Merge New Entries.
QWidget *CatalogDialog::createNewerBar(ProjectCatalogs::Which which)
{
    Page &page = m_pages[which];
    const QString name = pageName(which);
    page.newer = new QWidget;
    page.newer->setObjectName(name + QStringLiteral("Newer"));
    page.newerText = PaneParts::plainLabel(name + QStringLiteral("NewerText"));
    auto *layout = new QHBoxLayout(page.newer);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(page.newerText, 1);
    layout->addWidget(button(tr("Keep Mine"), name + QStringLiteral("KeepOwn"), which, &CatalogDialog::keepOwnRequested));
    layout->addWidget(button(tr("Take Shipped"), name + QStringLiteral("TakeShipped"), which, &CatalogDialog::takeShippedRequested));
    layout->addWidget(button(tr("Merge New Entries"), name + QStringLiteral("MergeShipped"), which, &CatalogDialog::mergeShippedRequested));
    page.newer->hide();
    return page.newer;
}

void CatalogDialog::setShippedNewer(ProjectCatalogs::Which which, const QString &notice)
{
    m_pages[which].newerText->setText(notice);
    m_pages[which].newer->setVisible(!notice.isEmpty());
}

QString CatalogDialog::shippedNewer(ProjectCatalogs::Which which) const
{
    return m_pages[which].newer->isHidden() ? QString() : m_pages[which].newerText->text();
}

void CatalogDialog::validate(ProjectCatalogs::Which which)
{
    Page &page = m_pages[which];
    const QString error = ProjectCatalogs::problem(which, json(which));
    page.problem->setText(error);
    page.problem->setVisible(!error.isEmpty());
    page.save->setEnabled(error.isEmpty());
}
