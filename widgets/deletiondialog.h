// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletionreason.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;

// Asks why source text is left out of the translation: shows what will be deleted,
// a reason and a justification. A blank justification is allowed (mark now, justify
// later) but warned about; OK stays enabled. Also edits a stored deletion.
class DeletionDialog : public QDialog
{
    Q_OBJECT
public:
    // What the dialog edits.
    struct Value {
        // What will be deleted, see blocksSummary() and spanSummary().
        QString summary;
        DeletionReason reason = DeletionReason::OutdatedExample;
        // Trimmed when read back.
        QString justification;
        // How many draft blocks are aligned to nothing but what is deleted: the
        // dialog offers to remove them; 0 hides the offer.
        int draftBlocks = 0;
        // Whether the offer is taken (read back false while it is hidden).
        bool removesDraftBlocks = true;
    };

    explicit DeletionDialog(QWidget *parent = nullptr);

    void setValue(const Value &value);
    Value value() const;
    // Whether the blank-justification warning is shown.
    bool isWarningShown() const;

    // "3 source blocks, 1,234 characters"
    static QString blocksSummary(int blocks, qint64 characters);
    // Part of block #12: “…the text…” (on one line, cut when long).
    static QString spanSummary(int blockOrdinal, const QString &text);

private:
    void updateWarning();

    int m_draftBlocks = 0;
    QLabel *m_summary;
    QComboBox *m_reason;
    QPlainTextEdit *m_justification;
    QLabel *m_warningIcon;
    QLabel *m_warning;
    QCheckBox *m_removeDraft;
};
