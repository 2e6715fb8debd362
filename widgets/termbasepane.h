// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/phrasehit.h"
#include "terms/termentry.h"

#include <QMetaType>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QModelIndex;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTimer;
class QToolBar;
class QUrl;
class StyledProxyModel;
class TermConflictModel;
class TermListModel;

// The termbase management pane: a lookup field (an English term or a Chinese
// phrase), the terms (all, or those a lookup found), the conflict log and the
// occurrences a lookup found in issues' source posts and drafts. A view only: it is
// fed through the setters and asks for everything else through …Requested signals.
class TermbasePane : public QWidget
{
    Q_OBJECT
public:
    enum Tab { TermsTab, ConflictsTab, OccurrencesTab };

    explicit TermbasePane(QWidget *parent = nullptr);

    // Fills the terms and the conflict log; the selected term stays selected by id.
    // While a lookup is shown the Terms tab keeps to the terms it found, updated from
    // all (removed ones dropped): a new term shows after the next lookup.
    void setEntries(const QList<TermEntry> &all);
    // The answer to lookupRequested(query): the Terms tab shows terms, the Occurrences
    // tab hits; an empty query shows all entries again. The search field takes query
    // when it differs (unless a typed lookup is pending), so a lookup started
    // elsewhere shows what it looked up.
    void setLookupResult(const QString &query, const QList<TermEntry> &terms, const QList<PhraseHit> &hits);
    // Disables New, Edit, Delete and Import (and Delete/Enter/double click on rows);
    // Export and lookups stay.
    void setReadOnly(bool readOnly);
    // A line above the tabs (no project open, an error) until the next setEntries or
    // setLookupResult; the lists are left as they are.
    void setMessage(const QString &message);
    void focusSearch();

    // The term selected in the Terms or Conflict log tab, whichever is shown; 0: none.
    qint64 currentTermId() const;
    const QList<PhraseHit> &hits() const { return m_hits; }
    QString statusText() const;

Q_SIGNALS:
    // 250 ms after the last keystroke in the search field, at once on Enter; a blank
    // field asks for all terms with a null query.
    void lookupRequested(const QString &query);
    void newTermRequested();
    void editTermRequested(qint64 id);
    // The controller asks for confirmation.
    void removeTermRequested(qint64 id, const QString &source);
    void importRequested();
    void exportRequested();
    void openHitRequested(const PhraseHit &hit);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *createTable(const QString &objectName);
    static void setColumnWidths(QTableView *view, const QList<int> &characters);
    QToolBar *createToolBar();
    void emitLookup();
    void showTerms(const QList<TermEntry> &terms);
    void selectTerm(qint64 id);
    void selectConflictOf(qint64 id);
    QList<TermEntry> stillShown() const;
    void updateActions();
    void updateTabTitles();
    void showStatus();
    void renderHits();
    qint64 termIdAt(const QModelIndex &index) const;
    qint64 currentTermIdIn(QTableView *view) const;
    QString sourceOf(qint64 id) const;
    void requestEdit(qint64 id);
    void requestRemove(qint64 id);
    void onAnchorClicked(const QUrl &url);

    QLineEdit *m_search;
    QTimer *m_lookupTimer;
    QLabel *m_status;
    QTabWidget *m_tabs;
    TermListModel *m_termModel;
    QSortFilterProxyModel *m_termProxy;
    QTableView *m_termView;
    TermConflictModel *m_conflictModel;
    StyledProxyModel *m_conflictProxy; // over a sorting proxy
    QTableView *m_conflictView;
    QTextBrowser *m_hitView;
    QAction *m_newAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_exportAction = nullptr;
    QList<TermEntry> m_all;
    QList<TermEntry> m_shown;
    QList<PhraseHit> m_hits;
    QString m_query; // non-empty: the Terms tab shows a lookup's terms
    QString m_message;
    bool m_readOnly = false;
};

// For queued connections and QSignalSpy.
Q_DECLARE_METATYPE(PhraseHit)
