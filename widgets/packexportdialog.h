// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/packsettings.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

// File ▸ Export Reproduction Pack: the folder the pack's files go to and the
// project's pack settings (pip, conda and Hugging Face mirrors, the base image),
// which a pack built from the version snapshot uses and a new pack note starts from.
// Says whether the issue's own pack note is exported or one is built. OK stays
// disabled while no folder is given. A view: the controller stores and exports.
class PackExportDialog : public QDialog
{
    Q_OBJECT
public:
    // What the dialog edits.
    struct Value {
        PackSettings settings; // trimmed when read back
        QString folder; // trimmed when read back
        bool hasPackNote = false; // shown, not edited
    };

    explicit PackExportDialog(QWidget *parent = nullptr);

    void setValue(const Value &value);
    Value value() const;

private:
    QLineEdit *addLine(const QString &objectName);
    void browse();
    void updateState();

    QLabel *m_origin;
    QLineEdit *m_folder;
    QLineEdit *m_pip;
    QLineEdit *m_conda;
    QLineEdit *m_hf;
    QLineEdit *m_baseImage;
    QPushButton *m_ok;
    bool m_hasPackNote = false;
};
