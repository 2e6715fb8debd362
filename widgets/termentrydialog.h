// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

#include <QDialog>
#include <QSet>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;
class QTabWidget;
class TermRestrictionsBox;

// Edits one termbase entry wholly: the term and its forms, its renderings with their
// context rules, forbidden renderings and its lines of the term conflict log. A view:
// the controller stores what entry() returns. OK stays disabled while a problem is
// shown (no source, a rendering without text or with an invalid regex, an invalid
// context pattern (TermRestrictionsBox), an issue
// number that is not a positive integer, a rendering that is also forbidden); a
// source the termbase has already is only a warning, since storing merges them.
class TermEntryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TermEntryDialog(QWidget *parent = nullptr);

    void setEntry(const TermEntry &entry);
    // The entry as edited: the id given to setEntry(), texts trimmed, empty rows and
    // list items dropped.
    TermEntry entry() const;
    // The sources the termbase holds (lowercased), for the duplicate warning.
    void setKnownSources(const QStringList &lowercasedSources);

    // The first problem that keeps OK disabled, empty when there is none.
    QString problem() const;
    // The duplicate-source warning, empty when there is none.
    QString warning() const;

    // A new entry from a selection in the source and the draft: either may be empty;
    // the rendering becomes the default one.
    static TermEntry fromSelection(const QString &sourceText, const QString &renderingText);

    void accept() override;

private:
    enum RenderingColumn { RText, RKeywords, RRegex, RCode, RTags, RPriority, RDefault, RColumns };
    enum ConflictColumn { CFeature, CCorrect, CWrong, CIssues, CColumns };

    QWidget *createTermPage();
    void setRenderingTips();
    QWidget *createTablePage(QTableWidget *table, const QString &name);
    void addRow(QTableWidget *table);
    void insertRenderingRow(const TermRendering &rendering);
    void onRenderingChanged(int row, int column);
    void setRenderings(const QList<TermRendering> &renderings);
    void setForbidden(const QList<TermForbidden> &forbidden);
    void setConflicts(const QList<TermConflict> &conflicts);
    QList<TermRendering> renderings() const;
    QList<TermForbidden> forbidden() const;
    QList<TermConflict> conflicts() const;
    QString renderingProblem() const;
    QString issuesProblem() const;
    QString forbiddenProblem() const;
    void validate();

    QTabWidget *m_tabs;
    QLineEdit *m_source;
    QPlainTextEdit *m_variants;
    QCheckBox *m_caseSensitive;
    QCheckBox *m_keepEnglish;
    TermRestrictionsBox *m_restrictions;
    QLineEdit *m_firstUse;
    QPlainTextEdit *m_note;
    QLineEdit *m_issues;
    QTableWidget *m_renderings;
    QTableWidget *m_forbidden;
    QTableWidget *m_conflicts;
    QLabel *m_messageIcon;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    QSet<QString> m_knownSources;
    QString m_ownSource; // the key of the source given to setEntry()
    qint64 m_id = 0;
    bool m_filling = false;
};
