// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/annotationtemplate.h"

#include <QDialog>
#include <QFont>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>

class PreviewPane;
class QLabel;
class QPlainTextEdit;
class QTableWidget;

// Edits one translator's note through its template's form, beside a live preview of
// the markdown it renders to, rendered as the Preview pane renders the draft. A view: the controller writes what values() and
// markdown() return.
class AnnotationForm : public QDialog
{
    Q_OBJECT
public:
    explicit AnnotationForm(const AnnotationTemplate &annotationTemplate, QWidget *parent = nullptr);

    // Fields missing from values get their default value; a Table without rows gets
    // one empty row.
    void setValues(const QJsonObject &values);
    // Only non-empty fields: Line trimmed, Text/Code/Tree verbatim, Table an array of
    // rows of strings with empty trailing rows dropped.
    QJsonObject values() const;
    QString markdown() const;
    // Warns that OK replaces edits made to the note in the draft.
    void setHandEdited(bool handEdited);
    bool isHandEdited() const;

    // Fixed-pitch even where Qt's "fixed" system font is not (offscreen, no platform
    // theme); also used by the template editor and the catalogue dialog.
    static QFont codeFont();

private:
    QWidget *createForm();
    QWidget *createEditor(const AnnotationField &field);
    QWidget *createTable(const AnnotationField &field);
    QPlainTextEdit *createTextEdit(const AnnotationField &field);
    void addRow(QTableWidget *table);
    void removeRow(QTableWidget *table);
    static QJsonValue value(const QWidget *editor);
    void setValue(const AnnotationField &field, QWidget *editor, const QJsonValue &value);
    void updatePreview();

    AnnotationTemplate m_template;
    QList<QWidget *> m_editors; // one per field, in order: QLineEdit, QPlainTextEdit or QTableWidget
    PreviewPane *m_preview; // renders as the Preview pane does
    QLabel *m_handEdited;
};
