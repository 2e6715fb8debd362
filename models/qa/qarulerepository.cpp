// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qarulerepository.h"

#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QSet>
#include <QSqlQuery>
#include <QVariant>

QaRuleRepository::QaRuleRepository(ProjectStore &store)
    : m_store(store)
{
}

QList<QaRule> QaRuleRepository::rules() const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT rule_id, CAST(pattern AS BLOB), severity, CAST(message AS BLOB), side, scope, enabled"
                       " FROM qa_rules ORDER BY position, id"),
        {}, [](const QSqlQuery &query) {
            QaRule rule;
            rule.id = query.value(0).toString();
            rule.pattern = Utf8Text::read(query.value(1));
            rule.severity = QaSeverities::fromString(query.value(2).toString());
            rule.message = Utf8Text::read(query.value(3));
            rule.side = QaRule::sideFromString(query.value(4).toString()).value_or(QaRule::Side::Draft);
            rule.scopes = QaRule::scopesFromNames(query.value(5).toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
                              .value_or(QaRule::Prose | QaRule::Headings);
            rule.enabled = query.value(6).toBool();
            return rule;
        });
}

QString QaRuleRepository::problem(const QList<QaRule> &rules)
{
    QSet<QString> ids;
    for (const QaRule &rule : rules) {
        const QString why = rule.problem();
        if (!why.isEmpty()) {
            return why;
        }
        if (ids.contains(rule.id)) {
            return tr("Two rules have the id “%1”.").arg(rule.id);
        }
        ids.insert(rule.id);
    }
    return QString();
}

bool QaRuleRepository::replace(const QList<QaRule> &rules)
{
    m_error.clear();
    const QString why = problem(rules);
    if (!why.isEmpty()) {
        return fail(why);
    }
    return m_store.inTransaction(
        [&] {
            if (!exec(m_store.database(), QStringLiteral("DELETE FROM qa_rules"))) {
                return false;
            }
            QSqlQuery insert(m_store.database());
            insert.prepare(QStringLiteral("INSERT INTO qa_rules (rule_id, position, pattern, severity, message, side, scope, enabled)"
                                          " VALUES (?, ?, CAST(? AS TEXT), ?, CAST(? AS TEXT), ?, ?, ?)"));
            for (int i = 0; i < rules.size(); ++i) {
                const QaRule &rule = rules.at(i);
                if (!exec(insert,
                        {rule.id, i, Utf8Text::bind(rule.pattern), QaSeverities::toString(rule.severity), Utf8Text::bind(rule.message),
                            QaRule::toString(rule.side), QaRule::scopeNames(rule.scopes).join(QLatin1Char(',')), rule.enabled ? 1 : 0})) {
                    return false;
                }
            }
            return true;
        },
        &m_error);
}
