// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reusefixture.h"
#include "tempproject.h"

#include <QList>

// A new project (TempProject) with ReuseFixture's issue 1 imported (notes are made
// by each test), for the tests of note templates made from notes.
class ReuseProject
{
public:
    // The project made anew (from a test's init()); the error text, empty when it
    // worked.
    QString create()
    {
        close();
        const QString error = m_project.create();
        if (!error.isEmpty()) {
            return error;
        }
        m_issue = ReuseFixture::importIssue(store(), 1, ReuseFixture::kSource1, ReuseFixture::kTarget1);
        if (m_issue == 0) {
            return QStringLiteral("issue 1 was not imported");
        }
        for (const BlockRecord &block : ReuseFixture::blocks(store(), m_issue)) {
            m_blockIds.append(block.id);
        }
        return QString();
    }

    // The project closed and its folder removed (from a test's cleanup()).
    void close()
    {
        m_project.close();
        m_issue = 0;
        m_blockIds.clear();
    }

    ProjectStore &store() { return m_project.store(); }
    qint64 issue() const { return m_issue; }
    // Issue 1's draft blocks in order, as imported.
    const QList<qint64> &blockIds() const { return m_blockIds; }

private:
    TempProject m_project;
    qint64 m_issue = 0;
    QList<qint64> m_blockIds;
};
