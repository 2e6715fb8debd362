// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/radardimension.h"
#include "dashboard/technology.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;
class QPushButton;
class QTreeWidget;

// The technologies an issue covers and the day it was published (the radar's
// time axis; unticked: not set): a checkable tree (dimension → technology),
// Suggest ticks what the suggester found in the issue's source (given by the owner),
// and a new technology can be added to a dimension (asked for by a signal; the
// owner adds it, calls markAdded() and setTechnologies() again, which ticks it).
class IssueTechnologiesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit IssueTechnologiesDialog(int issueNumber, QWidget *parent = nullptr);

    // Keeps the ticks of technologies shown before.
    void setTechnologies(const QList<RadarDimension> &dimensions, const QList<Technology> &technologies);
    void setChecked(const QList<qint64> &ids);
    QList<qint64> checkedIds() const;
    void setSuggestions(const QList<qint64> &ids);
    // The technology the owner added: ticked by the next setTechnologies(); the
    // fields are cleared for the next one.
    void markAdded(qint64 id);
    // Ticks the suggestions; returns how many were not ticked yet.
    int applySuggestions();
    QTreeWidget *tree() const { return m_tree; }
    // An invalid date unticks "Published on" (the editor then shows today).
    void setPublishedOn(const QDate &date);
    QDate publishedOn() const;

Q_SIGNALS:
    void addTechnologyRequested(qint64 dimensionId, const QString &name, const QStringList &aliases);

protected:
    // Enter in the new technology's fields adds it; it never reaches the dialog's
    // default button, which would close the dialog (and lose the fields on an error).
    void keyPressEvent(QKeyEvent *event) override;

private:
    void requestAdd();

    QList<qint64> m_suggestions;
    QList<qint64> m_pendingChecks;
    QCheckBox *m_published;
    QDateEdit *m_publishedOn;
    QTreeWidget *m_tree;
    QPushButton *m_suggest;
    QLineEdit *m_name;
    QLineEdit *m_aliases;
    QComboBox *m_dimension;
    QPushButton *m_add;
};
