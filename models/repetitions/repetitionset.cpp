// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repetitions/repetitionset.h"

#include "repetitions/repetitionkey.h"
#include "store/issuerepository.h"

RepetitionSet RepetitionSet::of(const IssueRepository &issues, const QList<qint64> &issueIds)
{
    RepetitionSet set;
    for (qint64 issueId : issueIds) {
        set.add(issueId, issues.sourceBlocks(issueId));
    }
    return set;
}

void RepetitionSet::add(qint64 issueId, const QList<BlockRecord> &sources)
{
    for (const BlockRecord &block : sources) {
        if (!RepetitionKey::counts(block)) {
            continue;
        }
        const QString key = RepetitionKey::of(block.text);
        QList<Source> &group = m_groups[key];
        if (group.isEmpty()) {
            m_order.append(key);
        }
        group.append({issueId, block});
    }
}

QStringList RepetitionSet::keys() const
{
    QStringList keys;
    for (const QString &key : m_order) {
        if (m_groups.value(key).size() > 1) {
            keys.append(key);
        }
    }
    return keys;
}

int RepetitionSet::blockCount() const
{
    int count = 0;
    for (const QList<Source> &group : m_groups) {
        count += group.size() > 1 ? int(group.size()) : 0;
    }
    return count;
}

int RepetitionSet::repeatCount() const
{
    int count = 0;
    for (const QList<Source> &group : m_groups) {
        count += group.size() > 1 ? int(group.size()) - 1 : 0;
    }
    return count;
}

bool RepetitionSet::isRepeated(const BlockRecord &block) const
{
    return RepetitionKey::counts(block) && m_groups.value(RepetitionKey::of(block.text)).size() > 1;
}
