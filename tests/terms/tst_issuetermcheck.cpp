// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "termentries.h"
#include "terms/issuetermcheck.h"
#include "terms/termrepository.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
// A rendering chosen by the post's tags only: "warp" is 线程束 in posts tagged cuda.
TermEntry warpEntry()
{
    TermEntry entry;
    entry.source = QStringLiteral("warp");
    TermRendering cuda;
    cuda.text = QStringLiteral("线程束");
    cuda.postTags = QStringList {QStringLiteral("cuda")};
    cuda.priority = 1;
    TermRendering plain;
    plain.text = QStringLiteral("弯曲");
    plain.isDefault = true;
    entry.renderings = {cuda, plain};
    return entry;
}

QStringList describeFindings(const IssueTermCheck::Result &result)
{
    QStringList found;
    const QStringList kinds {QStringLiteral("Forbidden"), QStringLiteral("Missing"), QStringLiteral("WrongChoice"),
        QStringLiteral("FirstUseMissing"), QStringLiteral("KeepEnglishTranslated")};
    for (const TermFinding &finding : std::as_const(result.findings)) {
        found.append(
            QStringLiteral("%1|%2|%3").arg(kinds.at(int(finding.kind)), result.terms.at(finding.term).source).arg(finding.draftBlock));
    }
    return found;
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
    void issueTagsSelectARendering_data();
    void issueTagsSelectARendering();
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
    QTest::newRow("code is copied: a kernel in code is no missing term")
        << QByteArray("# Launch\n\n```cuda\n// launch the kernel\nadd<<<1, 1>>>();\n```\n")
        << QByteArray("# 启动\n\n```cuda\n// launch the kernel\nadd<<<1, 1>>>();\n```\n") << QStringList();
    QTest::newRow("markup is no prose: a tag's attributes, an image's and a link's address")
        << QByteArray("# Images\n\n<div class=\"kernel\"><img src=\"https://hf.co/kernel/launch.png\" alt=\"\"></div>\n\n"
                      "See [the guide](https://hf.co/docs/kernel), or https://hf.co/kernel.\n")
        << QByteArray("# 图片\n\n<div class=\"kernel\"><img src=\"https://hf.co/kernel/launch.png\" alt=\"\"></div>\n\n"
                      "见[指南](https://hf.co/docs/kernel)，或 https://hf.co/kernel。\n")
        << QStringList();
    QTest::newRow("a link's text is prose") << QByteArray("# Links\n\nSee [the kernel guide](https://hf.co/docs).\n")
                                            << QByteArray("# 链接\n\n见[指南](https://hf.co/docs)。\n")
                                            << QStringList {QStringLiteral("Missing|kernel|1")};
    QTest::newRow("a footnote is prose") << QByteArray("# Notes\n\nText.[^1]\n\n[^1]: The kernel runs.\n")
                                         << QByteArray("# 注\n\n文本。[^1]\n\n[^1]: 它运行。\n")
                                         << QStringList {QStringLiteral("Missing|kernel|2")};
    QTest::newRow("a comparison is no tag") << QByteArray("# Filter\n\nValues <threshold are dropped by the kernel, >0.5 kept.\n")
                                            << QByteArray("# 过滤\n\n低于阈值的值被丢弃，大于 0.5 的保留。\n")
                                            << QStringList {QStringLiteral("Missing|kernel|1")};
    QTest::newRow("an English term only in the draft's link address is not kept")
        << QByteArray("# Flags\n\nSet NCCL_IB_DISABLE=1 first.\n") << QByteArray("# 标志\n\n先[禁用 IB](https://hf.co/NCCL_IB_DISABLE)。\n")
        << QStringList {QStringLiteral("KeepEnglishTranslated|NCCL_IB_DISABLE|1")};
    QTest::newRow("inline code is a name, not prose")
        << QByteArray("# Names\n\nCall the `kernel` function.\n") << QByteArray("# 名称\n\n调用 `kernel` 函数。\n") << QStringList();
    QTest::newRow("a single-quoted column name") << QByteArray("# Columns\n\nRead the 'kernel' column, then 'image_kernel'.\n")
                                                 << QByteArray("# 列\n\n读取 'kernel' 列。\n") << QStringList();
    QTest::newRow("a double-quoted menu name") << QByteArray("# Menus\n\nClick \"Kernel\" in the menu.\n")
                                               << QByteArray("# 菜单\n\n点击菜单中的 \"Kernel\"。\n") << QStringList();
    QTest::newRow("a role before inline code is markup") << QByteArray("# Roles\n\nAs :kernel:`sec_launch` shows.\n")
                                                         << QByteArray("# 角色\n\n如 :kernel:`sec_launch` 所示。\n") << QStringList();
    QTest::newRow("a quoted phrase is prose") << QByteArray("# Quotes\n\nThey say \"the kernel runs\" here.\n")
                                              << QByteArray("# 引语\n\n他们说“它运行”。\n")
                                              << QStringList {QStringLiteral("Missing|kernel|1")};
    QTest::newRow("an apostrophe is no quote") << QByteArray("# Possessive\n\nThe kernel's 'launch' is slow.\n")
                                               << QByteArray("# 所有格\n\n启动很慢。\n")
                                               << QStringList {QStringLiteral("Missing|kernel|1")};
    QTest::newRow("a keep-English term in inline code still counts")
        << QByteArray("# Flags\n\nSet `NCCL_IB_DISABLE` first.\n") << QByteArray("# 标志\n\n先禁用 IB 网络。\n")
        << QStringList {QStringLiteral("KeepEnglishTranslated|NCCL_IB_DISABLE|1")};
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
    QVERIFY2(terms.add({kernelEntry(), ncclFlagEntry()}), qPrintable(terms.errorString()));
    IssueTermCheck::Result result;
    QString error;
    QVERIFY2(IssueTermCheck::run(store, importer.result().issueId, &result, &error), qPrintable(error));
    for (const TermFinding &finding : std::as_const(result.findings)) {
        QVERIFY(!finding.message.isEmpty());
    }
    QCOMPARE(describeFindings(result), expected);
}

void TestIssueTermCheck::issueTagsSelectARendering_data()
{
    QTest::addColumn<QStringList>("tags"); // the issue's
    QTest::addColumn<QByteArray>("draft");
    QTest::addColumn<QStringList>("expected"); // kind|term|draft block index

    const QByteArray threadBundle("# 调度\n\n每个线程束运行 32 个线程。\n");
    const QByteArray bend("# 调度\n\n每个弯曲运行 32 个线程。\n");
    const QStringList wrong {QStringLiteral("WrongChoice|warp|1")};
    QTest::newRow("tagged cuda: 线程束 is right") << QStringList {QStringLiteral("cuda")} << threadBundle << QStringList();
    QTest::newRow("tagged cuda: the default is the wrong choice") << QStringList {QStringLiteral("cuda")} << bend << wrong;
    QTest::newRow("tags match in any case") << QStringList {QStringLiteral("hpc"), QStringLiteral("CUDA")} << bend << wrong;
    QTest::newRow("no tags: 线程束 is the wrong choice") << QStringList() << threadBundle << wrong;
    QTest::newRow("no tags: the default is right") << QStringList() << bend << QStringList();
    QTest::newRow("other tags: the default is right") << QStringList {QStringLiteral("hpc")} << bend << QStringList();
}

void TestIssueTermCheck::issueTagsSelectARendering()
{
    QFETCH(QStringList, tags);
    QFETCH(QByteArray, draft);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, QByteArray("# Scheduling\n\nEach warp runs 32 threads.\n"), {}, {}, draft),
        qPrintable(importer.errorString()));
    IssueRepository issues(store);
    QVERIFY2(issues.setTags(importer.result().issueId, tags), qPrintable(issues.errorString()));
    TermRepository terms(store);
    QVERIFY2(terms.add({warpEntry()}), qPrintable(terms.errorString()));
    IssueTermCheck::Result result;
    QString error;
    QVERIFY2(IssueTermCheck::run(store, importer.result().issueId, &result, &error), qPrintable(error));
    QCOMPARE(describeFindings(result), expected);
}

QTEST_GUILESS_MAIN(TestIssueTermCheck)
#include "tst_issuetermcheck.moc"
