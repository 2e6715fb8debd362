// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mt/mtsettings.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"
#include "tm/translationmemory.h"

#include <QTemporaryDir>

#include <memory>

// A project for the machine-suggestion tests (issue 1, in a temporary folder): a post
// where "kernel" is rendered CUDA核函数 next to a cuda code block and 内核 elsewhere
// (核心 forbidden), the keep-English NCCL_IB_DISABLE, a memory unit close to the last
// block, a draft partly translated, and an endpoint configured (nothing listens there
// unless a test sets its own).
class MtProject
{
public:
    // Source block indexes.
    enum Block { Title, GpuHeading, CodeBlock, CudaKernel, NcclFlag, OsHeading, OsKernel, Driver };

    static QByteArray post()
    {
        return QByteArrayLiteral(
            "# Kernels\n\n"
            "## On the GPU\n\n"
            "```cuda\n__global__ void add(float *x) {}\n```\n\n"
            "The kernel above adds two vectors; see [the guide](https://docs.nvidia.com/cuda/) and `add<<<1, 256>>>`.\n\n"
            "Set NCCL_IB_DISABLE=1 before you start the kernel.\n\n"
            "## In the operating system\n\n"
            "The kernel schedules the processes.\n\n"
            "Install the NVIDIA driver before you build the image.\n");
    }

    static QByteArray translation()
    {
        return QByteArrayLiteral("# 核函数\n\n"
                                 "## 在 GPU 上\n\n"
                                 "```cuda\n__global__ void add(float *x) {}\n```\n\n"
                                 "上面的CUDA核函数把两个向量相加，参见[指南](https://docs.nvidia.com/cuda/)和`add<<<1, 256>>>`。\n\n"
                                 "Set NCCL_IB_DISABLE=1 before you start the kernel.\n\n"
                                 "## 在操作系统中\n\n"
                                 "内核负责调度进程。\n\n"
                                 "Install the NVIDIA driver before you build the image.\n");
    }

    static QList<TermEntry> terms()
    {
        TermEntry kernel;
        kernel.source = QStringLiteral("kernel");
        TermRendering cuda;
        cuda.text = QStringLiteral("CUDA核函数");
        cuda.codeLanguage = QStringLiteral("cuda");
        cuda.priority = 1;
        TermRendering system;
        system.text = QStringLiteral("内核");
        system.isDefault = true;
        kernel.renderings = {cuda, system};
        kernel.forbidden = {TermForbidden {QStringLiteral("核心"), QStringLiteral("核心 is a CPU core")}};
        TermEntry flag;
        flag.source = QStringLiteral("NCCL_IB_DISABLE");
        flag.keepEnglish = true;
        flag.caseSensitive = true;
        return {kernel, flag};
    }

    // The project made anew; false with error().
    bool create()
    {
        m_store.reset();
        m_dir = std::make_unique<QTemporaryDir>();
        m_store = std::make_unique<ProjectStore>();
        if (!m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P"))) {
            return failed(m_store->errorString());
        }
        PostImporter importer(*m_store);
        if (!importer.importPost(1, post(), QString(), QString(), translation())) {
            return failed(importer.errorString());
        }
        m_issueId = importer.result().issueId;
        m_sources = IssueRepository(*m_store).sourceBlocks(m_issueId);
        TermRepository repository(*m_store);
        if (!repository.add(terms())) {
            return failed(repository.errorString());
        }
        TranslationMemory memory(*m_store);
        TmUnit unit;
        unit.source = QStringLiteral("Install the NVIDIA driver before you build the container image.");
        unit.target = QStringLiteral("先安装 NVIDIA 驱动，再构建容器镜像。");
        if (!memory.add({unit}, QStringLiteral("tmx:series.tmx"))) {
            return failed(memory.errorString());
        }
        QString error;
        if (!MtSettings::write(
                *m_store, QUrl(QStringLiteral("http://127.0.0.1:9/v1/chat/completions")), QStringLiteral("qwen2.5-7b-instruct"), &error)) {
            return failed(error);
        }
        return m_sources.size() == Driver + 1 || failed(QStringLiteral("%1 source blocks").arg(m_sources.size()));
    }

    // The project closed (a yiqiao-cli process then has it alone); its folder stays.
    void close() { m_store.reset(); }

    QString error() const { return m_error; }
    ProjectStore &store() { return *m_store; }
    QString path() const { return m_dir->filePath(QStringLiteral("p.yiqiao")); }
    qint64 issueId() const { return m_issueId; }
    qint64 sourceId(int index) const { return m_sources.value(index).id; }
    QString sourceText(int index) const { return m_sources.value(index).text; }
    MtSettings settings() const { return MtSettings::read(*m_store); }

private:
    bool failed(const QString &error)
    {
        m_error = error;
        return false;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    QList<BlockRecord> m_sources;
    QString m_error;
};
