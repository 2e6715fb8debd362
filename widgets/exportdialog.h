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
    explicit ExportDialog(QWidget *parent = nullptr);

    void setSettings(const ExportSettings &settings);
    ExportSettings settings() const;
    void setUnjustified(const QStringList &lines);
    // Forced: exported although deletions lack a justification.
    bool isForced() const;
    // One line per open checklist item.
    void setOpenItems(const QStringList &lines);
    // Overridden: exported although checklist items are open.
    bool isOverridden() const;
    QString overrideReason() const;
    void setOutputPath(const QString &path);
    QString outputPath() const;
    void setHtml(bool html);
    bool isHtml() const;

private:
    QWidget *buildOptions();
    QWidget *buildOutput();
    QWidget *buildUnjustified();
    QWidget *buildOpenItems();
    QWidget *buildForce();
    void browse();
    void followFormat();
    void updateState();
    // Lists lines in list, its box shown when there are any; Export anyway unchecked.
    void showLines(QListWidget *list, QWidget *box, const QStringList &lines);

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
