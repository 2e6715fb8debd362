// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtrequestbuilder.h"
#include "mt/mtsettings.h"
#include "mtproject.h"
#include "qa/qasettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

// What a request for a block carries: the renderings its context selects as
// constraints, keep-English and forbidden terms, memory matches, the neighbours and
// the house style.
class TestMtRequestBuilder : public QObject
{
    Q_OBJECT

private:
    MtProject m_project;

    bool build(int index, MtRequest *request, QString *error = nullptr)
    {
        MtRequestBuilder builder(m_project.store(), m_project.issueId());
        const bool ok = builder.build(m_project.sourceId(index), m_project.settings(), QStringLiteral("sk-secret-key-0123456789"), request);
        if (error) {
            *error = builder.errorString();
        }
        return ok;
    }

    static QString userMessage(const MtRequest &request)
    {
        return request.messages.at(1).toObject().value(QStringLiteral("content")).toString();
    }

    // What the user message holds between <tag> and </tag>; empty without it.
    static QString section(const MtRequest &request, const QString &tag)
    {
        const QString text = userMessage(request);
        const QString open = QLatin1Char('<') + tag + QStringLiteral(">\n");
        const int start = text.indexOf(open);
        const int end = text.indexOf(QStringLiteral("\n</") + tag + QLatin1Char('>'));
        return start < 0 || end < start ? QString() : text.mid(start + open.size(), end - start - open.size());
    }

private Q_SLOTS:
    void init() { QVERIFY2(m_project.create(), qPrintable(m_project.error())); }

    void constraints_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QStringList>("constraints");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("kernel after a cuda code block: the CUDA rendering")
            << int(MtProject::CudaKernel) << QStringList {QStringLiteral("kernel → CUDA核函数")}
            << QStringList {QStringLiteral("kernel → 内核")};
        QTest::newRow("kernel in the operating-system section: the default")
            << int(MtProject::OsKernel) << QStringList {QStringLiteral("kernel → 内核")}
            << QStringList {QStringLiteral("kernel → CUDA核函数")};
        QTest::newRow("keep-English flag with a kernel beside it")
            << int(MtProject::NcclFlag)
            << QStringList {QStringLiteral("NCCL_IB_DISABLE → NCCL_IB_DISABLE"), QStringLiteral("kernel → CUDA核函数")} << QStringList();
        QTest::newRow("code block: no terms") << int(MtProject::CodeBlock) << QStringList() << QStringList();
    }

    void constraints()
    {
        QFETCH(int, index);
        QFETCH(QStringList, constraints);
        QFETCH(QStringList, absent);
        MtRequest request;
        QString error;
        QVERIFY2(build(index, &request, &error), qPrintable(error));
        QCOMPARE(request.constraints, constraints);
        for (const QString &constraint : constraints) {
            const QString source = constraint.section(QStringLiteral(" → "), 0, 0);
            const QString rendering = constraint.section(QStringLiteral(" → "), 1);
            const QString listed = source == rendering
                ? section(request, QStringLiteral("keep_english")).split(QLatin1Char('\n')).join(QLatin1Char('|'))
                : section(request, QStringLiteral("required_terms"));
            QVERIFY2(listed.contains(source == rendering ? QStringLiteral("- ") + source : QStringLiteral("- ") + constraint),
                qPrintable(userMessage(request)));
        }
        for (const QString &wrong : absent) {
            QVERIFY(!userMessage(request).contains(wrong));
        }
        // What is shown is what is sent: the body after the headers.
        const QString shown = request.display();
        QCOMPARE(QJsonDocument::fromJson(shown.mid(shown.indexOf(QStringLiteral("\n\n")) + 2).toUtf8()).object(),
            QJsonDocument::fromJson(request.body()).object());
    }

    void forbiddenRenderingListed()
    {
        MtRequest request;
        QVERIFY(build(MtProject::OsKernel, &request));
        QVERIFY2(
            section(request, QStringLiteral("forbidden")).contains(QStringLiteral("核心 (for kernel)")), qPrintable(userMessage(request)));
    }

    void memoryMatch()
    {
        MtRequest request;
        QVERIFY(build(MtProject::Driver, &request));
        const QString memory = section(request, QStringLiteral("memory"));
        QVERIFY2(memory.contains(QStringLiteral("先安装 NVIDIA 驱动，再构建容器镜像。")), qPrintable(userMessage(request)));
        QVERIFY(memory.contains(QStringLiteral("Install the NVIDIA driver before you build the container image.")));
        QVERIFY(memory.contains(QRegularExpression(QStringLiteral("- (6|7|8|9)\\d%:"))));
        QVERIFY(memory.count(QStringLiteral("%:\n")) <= MtRequestBuilder::MemoryMatches);
        // The imported pair of an English copy is in the memory; it teaches nothing.
        QVERIFY(!memory.contains(QStringLiteral("Chinese: Install the NVIDIA driver")));
        MtRequest own;
        QVERIFY(build(MtProject::OsKernel, &own)); // the issue's own imported pair, in context
        QVERIFY2(section(own, QStringLiteral("memory"))
                     .contains(QStringLiteral("- 101%:\n  English: The kernel schedules the processes.\n  Chinese: 内核负责调度进程。")),
            qPrintable(userMessage(own)));
    }

    void neighbours_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::newRow("translated block before, heading after")
            << int(MtProject::NcclFlag)
            << QStringList {QStringLiteral("The kernel above adds"), QStringLiteral("Chinese:\n上面的CUDA核函数")}
            << QStringList {QStringLiteral("## In the operating system"), QStringLiteral("## 在操作系统中")};
        QTest::newRow("before it an English copy: no Chinese")
            << int(MtProject::OsHeading) << QStringList {QStringLiteral("English:\nSet NCCL_IB_DISABLE=1")}
            << QStringList {QStringLiteral("The kernel schedules")};
        QTest::newRow("the first block has nothing before") << 0 << QStringList() << QStringList {QStringLiteral("## On the GPU")};
    }

    void neighbours()
    {
        QFETCH(int, index);
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        MtRequest request;
        QVERIFY(build(index, &request));
        const QString above = section(request, QStringLiteral("before"));
        const QString below = section(request, QStringLiteral("after"));
        QCOMPARE(above.isEmpty(), before.isEmpty());
        for (const QString &part : before) {
            QVERIFY2(above.contains(part), qPrintable(above));
        }
        if (index == MtProject::OsHeading) {
            QVERIFY(!above.contains(QStringLiteral("Chinese:")));
        }
        for (const QString &part : after) {
            QVERIFY2(below.contains(part), qPrintable(below));
        }
    }

    void blockKeptAsMarkdown()
    {
        MtRequest request;
        QVERIFY(build(MtProject::CudaKernel, &request));
        QVERIFY(userMessage(request).endsWith(
            QStringLiteral("<translate>\n") + m_project.sourceText(MtProject::CudaKernel) + QStringLiteral("\n</translate>")));
        QVERIFY(m_project.sourceText(MtProject::CudaKernel).contains(QStringLiteral("[the guide](https://docs.nvidia.com/cuda/)")));
        const QJsonObject system = request.messages.at(0).toObject();
        QCOMPARE(system.value(QStringLiteral("role")).toString(), QStringLiteral("system"));
        QVERIFY(system.value(QStringLiteral("content")).toString().contains(QStringLiteral("Simplified Chinese")));
        QVERIFY(system.value(QStringLiteral("content")).toString().contains(QStringLiteral("markdown")));
    }

    void houseStyle_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("line");
        QTest::newRow("d2l: no space between Chinese and Latin")
            << QStringLiteral("d2l") << QStringLiteral("- No space between Chinese characters and Latin letters (使用GPU训练).");
        QTest::newRow("huggingface: one space between Chinese and Latin")
            << QStringLiteral("huggingface") << QStringLiteral("- One space between Chinese characters and Latin letters (使用 GPU 训练).");
    }

    void houseStyle()
    {
        QFETCH(QString, preset);
        QFETCH(QString, line);
        QVERIFY(QaSettings::preset(preset)->save(m_project.store()));
        MtRequest request;
        QVERIFY(build(MtProject::OsKernel, &request));
        const QString style = section(request, QStringLiteral("house_style"));
        QVERIFY2(style.contains(line), qPrintable(style));
        QVERIFY(style.contains(QStringLiteral("After Chinese text, full-width punctuation: colon ：")));
    }

    void request()
    {
        MtRequest request;
        QVERIFY(build(MtProject::OsKernel, &request));
        QCOMPARE(request.url, m_project.settings().endpoint);
        QCOMPARE(request.model, QStringLiteral("qwen2.5-7b-instruct"));
        const QJsonObject body = QJsonDocument::fromJson(request.body()).object();
        QCOMPARE(body.value(QStringLiteral("model")).toString(), QStringLiteral("qwen2.5-7b-instruct"));
        QCOMPARE(body.value(QStringLiteral("messages")).toArray(), request.messages);
        QVERIFY(body.value(QStringLiteral("stream")).toBool());
        const QString shown = request.display();
        QVERIFY(shown.startsWith(QStringLiteral("POST ") + m_project.settings().endpoint.toString() + QLatin1Char('\n')));
        QVERIFY(shown.contains(QStringLiteral("Authorization: Bearer sk-s…")));
        QVERIFY(!shown.contains(QStringLiteral("sk-secret-key-0123456789")));
        QVERIFY(!QJsonDocument(request.toJson()).toJson().contains("sk-secret-key-0123456789"));
        request.apiKey = QStringLiteral("abcd1234"); // short: no character shown
        QVERIFY(request.display().contains(QStringLiteral("Authorization: Bearer …\n")));
    }

    void notASourceBlock()
    {
        MtRequestBuilder builder(m_project.store(), m_project.issueId());
        MtRequest request;
        QVERIFY(!builder.build(987654, m_project.settings(), QString(), &request));
        QVERIFY(builder.errorString().contains(QStringLiteral("987654")));
    }
};

QTEST_GUILESS_MAIN(TestMtRequestBuilder)
#include "tst_mtrequestbuilder.moc"
