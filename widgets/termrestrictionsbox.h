// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

#include <QGroupBox>

class QCheckBox;
class QLineEdit;

// "Where it counts" in the term dialog: the restrictions of an entry that TermMatcher
// applies besides its case — noun only, and a context pattern that must match around
// the term. A view: TermEntryDialog fills it from the entry and reads it back.
class TermRestrictionsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit TermRestrictionsBox(QWidget *parent = nullptr);

    void set(const TermEntry &entry);
    // Writes the restrictions into entry (the pattern trimmed).
    void apply(TermEntry *entry) const;
    // Why the restrictions cannot be stored (a pattern that does not compile), empty
    // when they can.
    QString problem() const;

Q_SIGNALS:
    void changed();

private:
    QCheckBox *m_nounOnly;
    QLineEdit *m_context;
};
