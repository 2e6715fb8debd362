// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/projectcatalogs.h"

#include <QByteArray>
#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

// Edits the project's GPU, version and compatibility catalogues as JSON, a tab each, validated as
// typed by the catalogue's own parser: Save stays disabled while the text does not
// load and the parser's message is shown. A view: the controller stores and calls
// setJson() again.
class CatalogDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CatalogDialog(QWidget *parent = nullptr);

    // The JSON in effect; overridden: the project's own rather than the shipped one.
    void setJson(ProjectCatalogs::Which which, const QByteArray &json, bool overridden);
    QByteArray json(ProjectCatalogs::Which which) const;
    // The parser's message for the text of which, empty when it loads.
    QString problem(ProjectCatalogs::Which which) const;
    void setCurrentCatalog(ProjectCatalogs::Which which);

Q_SIGNALS:
    void saveRequested(ProjectCatalogs::Which which, const QByteArray &json);
    void resetRequested(ProjectCatalogs::Which which);

private:
    struct Page {
        QPlainTextEdit *edit = nullptr;
        QLabel *origin = nullptr;
        QLabel *problem = nullptr;
        QPushButton *save = nullptr;
        QPushButton *restore = nullptr;
    };

    QWidget *createPage(ProjectCatalogs::Which which);
    static QString loadError(ProjectCatalogs::Which which, const QByteArray &json);
    void validate(ProjectCatalogs::Which which);

    QTabWidget *m_tabs;
    Page m_pages[ProjectCatalogs::WhichCount];
};
