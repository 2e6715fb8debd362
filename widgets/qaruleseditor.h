// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "qa/qarule.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

// The Rules tab of QA settings: the project's own rules as a list (Add, Remove), the
// selected rule's fields, why it cannot be saved (an invalid pattern, an id used
// twice) and its matches in the issue shown (setSample), updated as the pattern is
// typed. A view: it edits a copy of the rules, which the caller reads with rules()
// and stores (QaProfile::save); it never touches the project.
class QaRulesEditor : public QWidget
{
    Q_OBJECT
public:
    explicit QaRulesEditor(QWidget *parent = nullptr);

    void setRules(const QList<QaRule> &rules);
    QList<QaRule> rules() const { return m_rules; }
    // The blocks of the issue shown, for the live test; without a call, the test says
    // that no issue is shown.
    void setSample(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets);
    // Why the rules cannot be stored (QaRuleRepository::problem), or an empty string.
    QString problem() const;

    static constexpr int MaxShownMatches = 200;

Q_SIGNALS:
    // The rules became valid (problem empty) or invalid, or another problem shows.
    void problemChanged(const QString &problem);

private:
    QWidget *buildForm();
    void addRule();
    void removeRule();
    void showRule();
    void editRule();
    void showProblem();
    void showMatches();
    QString listText(const QaRule &rule) const;
    QString matchText(bool source, const BlockRecord &block, int index, int offset, int length) const;

    QListWidget *m_list;
    QPushButton *m_remove;
    QWidget *m_form;
    QLineEdit *m_id;
    QLineEdit *m_pattern;
    QLineEdit *m_message;
    QComboBox *m_severity;
    QComboBox *m_side;
    QCheckBox *m_prose;
    QCheckBox *m_code;
    QCheckBox *m_headings;
    QCheckBox *m_enabled;
    QLabel *m_problem;
    QLabel *m_matchCount;
    QListWidget *m_matches;

    QList<QaRule> m_rules;
    QList<BlockRecord> m_sources;
    QList<BlockRecord> m_targets;
    bool m_hasSample = false;
    bool m_showing = false; // fields are being filled from a rule, not edited
    QString m_shownProblem;
};
