// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportsettings.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;

// File ▸ Export: the format, what the finished post includes (ExportSettings) and the
// output file. Deletions without justification (FinishedPost::unjustifiedDeletions)
// and the open checklist items (ChecklistEvaluator::openItems) are listed; OK stays
// disabled while there are any, unless "Export anyway" is checked (with an optional
// reason, which the override records), and while no output file is given.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    // What the dialog edits.
    struct Value {
        // Blank texts read back as the defaults, as ExportSettings::load() reads them.
        ExportSettings settings;
        bool html = false;
        // Trimmed when read back.
        QString outputPath;
        // One line per deletion without a justification, per open checklist item.
        QStringList unjustified;
        QStringList openItems;
        // "Export anyway" checked, with its reason (trimmed when read back).
        bool anyway = false;
        QString overrideReason;

        // Exported although deletions lack a justification.
        bool isForced() const { return anyway && !unjustified.isEmpty(); }
        // Exported although checklist items are open.
        bool isOverridden() const { return anyway && !openItems.isEmpty(); }
    };

    explicit ExportDialog(QWidget *parent = nullptr);

    void setValue(const Value &value);
    Value value() const;

private:
    QWidget *buildOptions();
    QWidget *buildOutput();
    QWidget *buildUnjustified();
    QWidget *buildOpenItems();
    QWidget *buildForce();
    void browse();
    void followFormat();
    void updateState();
    ExportSettings settings() const;
    QString outputPath() const;
    bool isHtml() const;
    // Lists lines in list, its box shown when there are any.
    static void showLines(QListWidget *list, QWidget *box, const QStringList &lines);
    static QStringList lines(const QListWidget *list);

    QComboBox *m_format;
    QComboBox *m_deletionNotes;
    QLineEdit *m_endSectionTitle;
    QCheckBox *m_footer;
    QLineEdit *m_footerFormat;
    QCheckBox *m_notes;
    QLineEdit *m_output;
    QPushButton *m_browse;
    QWidget *m_unjustifiedBox;
    QListWidget *m_unjustified;
    QWidget *m_openBox;
    QListWidget *m_openItems;
    QLineEdit *m_reason;
    QCheckBox *m_force;
    QPushButton *m_ok;
};
