// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsuggester.h"
#include "mt/mtsuggestionchecker.h"
#include "mtproject.h"

#include <QTest>

#include <algorithm>

// A suggestion is checked before it is offered: the term checks (the rendering the
// block's context selects, keep-English, forbidden) and the QA checks of one block.
class TestMtSuggestionChecker : public QObject
{
    Q_OBJECT

private:
    MtProject m_project;

    static QStringList checks(const QList<MtFinding> &findings)
    {
        QStringList ids;
        for (const MtFinding &finding : findings) {
            ids.append(finding.check);
        }
        return ids;
    }

private Q_SLOTS:
    void init() { QVERIFY2(m_project.create(), qPrintable(m_project.error())); }

    void findings_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("suggestion");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("absent");
        const QStringList terms {QStringLiteral("term.missing"), QStringLiteral("term.context"), QStringLiteral("term.forbidden")};
        QTest::newRow("the rendering the context selects, markdown kept: no term finding")
            << int(MtProject::CudaKernel)
            << QStringLiteral("上面的CUDA核函数把两个向量相加，参见[指南](https://docs.nvidia.com/cuda/)和`add<<<1, 256>>>`。")
            << QStringList() << terms;
        QTest::newRow("the default rendering where cuda selects another: term.context")
            << int(MtProject::CudaKernel)
            << QStringLiteral("上面的内核把两个向量相加，参见[指南](https://docs.nvidia.com/cuda/)和`add<<<1, 256>>>`。")
            << QStringList {QStringLiteral("term.context")} << QStringList();
        QTest::newRow("a forbidden rendering: term.forbidden") << int(MtProject::OsKernel) << QStringLiteral("核心负责调度进程。")
                                                               << QStringList {QStringLiteral("term.forbidden")} << QStringList();
        QTest::newRow("a keep-English flag translated: term.missing")
            << int(MtProject::NcclFlag) << QStringLiteral("启动CUDA核函数之前，把禁用IB的变量设为1。")
            << QStringList {QStringLiteral("term.missing")} << QStringList {QStringLiteral("term.context")};
        QTest::newRow("inline code lost: markdown.inline-code")
            << int(MtProject::CudaKernel) << QStringLiteral("上面的CUDA核函数把两个向量相加，参见[指南](https://docs.nvidia.com/cuda/)。")
            << QStringList {QStringLiteral("markdown.inline-code")} << QStringList();
        QTest::newRow("the English given back: content.untranslated")
            << int(MtProject::OsKernel) << QStringLiteral("The kernel schedules the processes.")
            << QStringList {QStringLiteral("content.untranslated")} << QStringList();
    }

    void findings()
    {
        QFETCH(int, index);
        QFETCH(QString, suggestion);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, absent);
        const QList<MtFinding> findings =
            MtSuggestionChecker(m_project.store(), m_project.issueId()).check(m_project.sourceId(index), suggestion);
        const QStringList found = checks(findings);
        for (const QString &check : expected) {
            QVERIFY2(found.contains(check), qPrintable(found.join(QLatin1Char(' '))));
        }
        for (const QString &check : absent) {
            QVERIFY2(!found.contains(check), qPrintable(found.join(QLatin1Char(' '))));
        }
        for (const MtFinding &finding : findings) {
            QVERIFY(!finding.message.isEmpty());
            QVERIFY(QStringList({QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("info")}).contains(finding.severity));
        }
    }

    void termFindingPointsIntoTheSuggestion()
    {
        const QString suggestion = QStringLiteral("核心负责调度进程。");
        const QList<MtFinding> findings =
            MtSuggestionChecker(m_project.store(), m_project.issueId()).check(m_project.sourceId(MtProject::OsKernel), suggestion);
        const auto forbidden =
            std::find_if(findings.cbegin(), findings.cend(), [](const MtFinding &f) { return f.check == QLatin1String("term.forbidden"); });
        QVERIFY(forbidden != findings.cend());
        QCOMPARE(suggestion.mid(forbidden->offset, forbidden->length), QStringLiteral("核心"));
    }

    void writesNothing()
    {
        const QList<BlockRecord> before = IssueRepository(m_project.store()).targetBlocks(m_project.issueId());
        MtSuggestionChecker(m_project.store(), m_project.issueId())
            .check(m_project.sourceId(MtProject::OsKernel), QStringLiteral("核心。"));
        const QList<BlockRecord> after = IssueRepository(m_project.store()).targetBlocks(m_project.issueId());
        QCOMPARE(after.size(), before.size());
        for (int i = 0; i < before.size(); ++i) {
            QCOMPARE(after.at(i).text, before.at(i).text);
        }
    }

    void cleanAnswer_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("code");
        QTest::addColumn<QString>("text");
        QTest::newRow("surrounding blank lines")
            << QStringLiteral("\n\n内核负责调度进程。\n") << false << QStringLiteral("内核负责调度进程。");
        QTest::newRow("a reasoning model's think block")
            << QStringLiteral("<think>\nkernel → 内核\n</think>\n\n内核负责调度进程。") << false << QStringLiteral("内核负责调度进程。");
        QTest::newRow("a fence around prose") << QStringLiteral("```markdown\n内核负责调度进程。\n```") << false
                                              << QStringLiteral("内核负责调度进程。");
        QTest::newRow("an indented code block keeps its indent")
            << QStringLiteral("\n    make all\n    make test\n\n") << true << QStringLiteral("    make all\n    make test");
        QTest::newRow("a code block stays fenced")
            << QStringLiteral("```cuda\nadd();\n```") << true << QStringLiteral("```cuda\nadd();\n```");
    }

    void cleanAnswer()
    {
        QFETCH(QString, answer);
        QFETCH(bool, code);
        QFETCH(QString, text);
        QCOMPARE(MtSuggester::cleanAnswer(answer, code), text);
    }
};

QTEST_GUILESS_MAIN(TestMtSuggestionChecker)
#include "tst_mtsuggestionchecker.moc"
