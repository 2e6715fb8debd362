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

// Edits the project's GPU, version and compatibility catalogues as JSON, a tab each,
// validated as typed by the catalogue's own parser: Save stays disabled while the text
// does not load and the parser's message is shown. Each tab imports and exports its
// catalogue as a file, and when the shipped catalogue is newer than the project's own
// (setShippedNewer) offers the choice: keep mine, take the shipped one, merge its new
// entries. A view: the controller stores and calls setJson() again.
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
    // ProjectCatalogs::newerNotice(): shown with the three choices; empty hides them.
    void setShippedNewer(ProjectCatalogs::Which which, const QString &notice);
    QString shippedNewer(ProjectCatalogs::Which which) const;

Q_SIGNALS:
    void saveRequested(ProjectCatalogs::Which which, const QByteArray &json);
    void resetRequested(ProjectCatalogs::Which which);
    void exportRequested(ProjectCatalogs::Which which);
    void importRequested(ProjectCatalogs::Which which);
    void keepOwnRequested(ProjectCatalogs::Which which);
    void takeShippedRequested(ProjectCatalogs::Which which);
    void mergeShippedRequested(ProjectCatalogs::Which which);

private:
    struct Page {
        QPlainTextEdit *edit = nullptr;
        QLabel *origin = nullptr;
        QLabel *problem = nullptr;
        QPushButton *save = nullptr;
        QPushButton *restore = nullptr;
        QWidget *newer = nullptr;
        QLabel *newerText = nullptr;
    };

    QWidget *createPage(ProjectCatalogs::Which which);
    QWidget *createNewerBar(ProjectCatalogs::Which which);
    QPushButton *button(const QString &text, const QString &objectName, ProjectCatalogs::Which which,
        void (CatalogDialog::*signal)(ProjectCatalogs::Which));
    void validate(ProjectCatalogs::Which which);

    QTabWidget *m_tabs;
    Page m_pages[ProjectCatalogs::WhichCount];
};
