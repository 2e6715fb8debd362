// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogdialog.h"

#include "annotationform.h"
#include "paneparts.h"

#include <QBuffer>
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
    buttons->addStretch(1);
    buttons->addWidget(page.restore);
    buttons->addWidget(page.save);
    auto *widget = new QWidget;
    auto *layout = new QVBoxLayout(widget);
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

QString CatalogDialog::loadError(ProjectCatalogs::Which which, const QByteArray &json)
{
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    if (which == ProjectCatalogs::Gpus) {
        GpuCatalog catalog;
        return catalog.load(buffer) ? QString() : catalog.errorString();
    }
    if (which == ProjectCatalogs::Compat) {
        CompatCatalog catalog;
        return catalog.load(buffer) ? QString() : catalog.errorString();
    }
    VersionCatalog catalog;
    return catalog.load(buffer) ? QString() : catalog.errorString();
}

void CatalogDialog::validate(ProjectCatalogs::Which which)
{
    Page &page = m_pages[which];
    const QString error = loadError(which, json(which));
    page.problem->setText(error);
    page.problem->setVisible(!error.isEmpty());
    page.save->setEnabled(error.isEmpty());
}
