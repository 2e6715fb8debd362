// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/radardimension.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;

// Edits the radar's dimensions: rename in place, add, remove (one with technologies
// only by moving them to the dimension chosen below), move up and down. Asks for
// each change by a signal; its owner applies it and calls setDimensions() again.
class RadarDimensionsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RadarDimensionsDialog(QWidget *parent = nullptr);

    // counts: technologies per dimension id.
    void setDimensions(const QList<RadarDimension> &dimensions, const QHash<qint64, int> &counts);
    QListWidget *list() const { return m_list; }
    qint64 currentId() const;
    void setCurrentId(qint64 id);

Q_SIGNALS:
    void addRequested(const QString &name);
    void renameRequested(qint64 id, const QString &name);
    // moveTo: the dimension that takes its technologies, 0 when it has none.
    void removeRequested(qint64 id, qint64 moveTo);
    void moveRequested(qint64 id, int index);

private:
    void rename(QListWidgetItem *item);
    void remove();
    void move(int delta);
    void updateButtons();

    QList<RadarDimension> m_dimensions;
    QHash<qint64, int> m_counts;
    bool m_filling = false;
    QListWidget *m_list;
    QLineEdit *m_name;
    QComboBox *m_moveTo;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
};
