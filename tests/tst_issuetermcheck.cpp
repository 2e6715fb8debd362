// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuetermcheck.h"
#include "postimporter.h"
#include "projectstore.h"
#include "termentries.h"
#include "termrepository.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
TermEntry ncclFlag()
{
    TermEntry entry;
    entry.source = QStringLiteral("NCCL_IB_DISABLE");
    entry.keepEnglish = true;
    entry.caseSensitive = true;
    return entry;
}
} // namespace

// An issue's draft checked against the termbase, the way `terms check` does it: the
// links of the stored alignment, context from the source post.
class TestIssueTermCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findings_data();
    void findings();
};

void TestIssueTermCheck::findings_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QByteArray>("draft");
    QTest::addColumn<QStringList>("expected"); // kind|term|draft block index

    const QByteArray cuda = "# Profiling\n\nThe CUDA kernel launch overhead dominates short runs.\n\nSet `NCCL_IB_DISABLE=1` first.\n";
    QTest::newRow("CUDA context: 核函数 is right, the flag kept")
        << cuda << QByteArray("# 性能分析\n\nCUDA核函数启动开销在短任务中占主导。\n\n先设置 `NCCL_IB_DISABLE=1`。\n") << QStringList();
    QTest::newRow("CUDA context: 内核 is the wrong choice")
        << cuda << QByteArray("# 性能分析\n\nCUDA内核启动开销在短任务中占主导。\n\n先设置 `NCCL_IB_DISABLE=1`。\n")
        << QStringList {QStringLiteral("WrongChoice|kernel|1")};
    QTest::newRow("the flag translated, the term missing")
        << cuda << QByteArray("# 性能分析\n\n启动开销在短任务中占主导。\n\n先禁用 IB 网络。\n")
        << QStringList {QStringLiteral("Missing|kernel|1"), QStringLiteral("KeepEnglishTranslated|NCCL_IB_DISABLE|2")};
    QTest::newRow("Linux context: 内核 by default") << QByteArray("# System calls\n\nThe kernel schedules every process.\n")
                                                    << QByteArray("# 系统调用\n\n内核调度每个进程。\n") << QStringList();
}

void TestIssueTermCheck::findings()
{
    QFETCH(QByteArray, source);
    QFETCH(QByteArray, draft);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, source, {}, {}, draft), qPrintable(importer.errorString()));
    TermRepository terms(store);
    QVERIFY2(terms.add({kernelEntry(), ncclFlag()}), qPrintable(terms.errorString()));
    IssueTermCheck::Result result;
    QString error;
    QVERIFY2(IssueTermCheck::run(store, importer.result().issueId, &result, &error), qPrintable(error));
    QStringList found;
    const QStringList kinds {QStringLiteral("Forbidden"), QStringLiteral("Missing"), QStringLiteral("WrongChoice"),
        QStringLiteral("FirstUseMissing"), QStringLiteral("KeepEnglishTranslated")};
    for (const TermFinding &finding : std::as_const(result.findings)) {
        found.append(
            QStringLiteral("%1|%2|%3").arg(kinds.at(int(finding.kind)), result.terms.at(finding.term).source).arg(finding.draftBlock));
        QVERIFY(!finding.message.isEmpty());
    }
    QCOMPARE(found, expected);
}

QTEST_GUILESS_MAIN(TestIssueTermCheck)
#include "tst_issuetermcheck.moc"
