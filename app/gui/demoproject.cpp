// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/demoproject.h"

#include "checklist/checklistrepository.h"
#include "dashboard/radarrepository.h"
#include "dashboard/technologysuggester.h"
#include "deletions/deletionrepository.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "interop/glossaryimporter.h"
#include "notes/annotationrenderer.h"
#include "notes/annotationrepository.h"
#include "notes/annotationsuggester.h"
#include "notes/projectcatalogs.h"
#include "qa/qastyledetector.h"
#include "reuse/notereuse.h"
#include "review/commentrepository.h"
#include "review/feedbackimage.h"
#include "review/feedbackrepository.h"
#include "review/readertestrepository.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "sourceupdate/sourcechangerepository.h"
#include "sourceupdate/sourceupdater.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"

#include <QBuffer>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QImage>
#include <QPainter>

#include <algorithm>

namespace {
// The first source block of the issue whose text contains needle; 0 when none.
qint64 sourceBlock(ProjectStore &store, qint64 issueId, const QString &needle)
{
    for (const BlockRecord &block : IssueRepository(store).sourceBlocks(issueId)) {
        if (block.text.contains(needle)) {
            return block.id;
        }
    }
    return 0;
}
} // namespace

bool DemoProject::create(const QString &path, QString *error)
{
    QFile source(QStringLiteral(":/demo/tome.en.md"));
    QFile translation(QStringLiteral(":/demo/tome.zh.md"));
    QFile second(QStringLiteral(":/demo/coreml.en.md"));
    if (!source.open(QIODevice::ReadOnly) || !translation.open(QIODevice::ReadOnly) || !second.open(QIODevice::ReadOnly)) {
        *error = tr("The demo post is missing from this build.");
        return false;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    ProjectStore store;
    if (!store.create(path, tr("Demo: diffusers documentation"))) {
        *error = store.errorString();
        return false;
    }
    PostImporter importer(store);
    qint64 issues[2] = {0, 0};
    const QByteArray translated = translation.readAll();
    // QA checks the typography the published translation follows (a space between
    // Chinese and Latin, as the Hugging Face translations write).
    const bool styled = QaStyleDetector::detect({QString::fromUtf8(translated)}).save(store);
    const bool imported = styled
        && importer.importPost(1, source.readAll(), tr("Token merging (ToMe)"),
            QStringLiteral("huggingface/diffusers: docs/source/en/optimization/tome.md"), translated)
        && (issues[0] = importer.result().issueId)
        && importer.importPost(
            2, second.readAll(), tr("Core ML"), QStringLiteral("huggingface/diffusers: docs/source/en/optimization/coreml.md"))
        && (issues[1] = importer.result().issueId);
    if (!imported) {
        *error = importer.errorString();
    }
    if (!imported || !addTerms(store, error) || !addNote(store, issues[0], error) || !addDeletions(store, issues[1], error)
        || !addReview(store, issues[0], error) || !updateSource(store, error) || !addReuse(store, issues, error)
        || !addRadar(store, issues, error)) {
        store.close();
        QFile::remove(path);
        return false;
    }
    return true;
}

// The d2l-zh glossary and the seeds' kernel example (CUDA核函数 in a CUDA context,
// 内核 otherwise), so that the term pane has something to show.
bool DemoProject::addTerms(ProjectStore &store, QString *error)
{
    QFile file(QStringLiteral(":/demo/d2l-zh_TERMINOLOGY.md"));
    GlossaryImporter glossary;
    if (!file.open(QIODevice::ReadOnly) || !glossary.read(file)) {
        *error = glossary.errorString();
        return false;
    }
    TermEntry kernel;
    kernel.source = QStringLiteral("kernel");
    TermRendering cuda;
    cuda.text = QStringLiteral("CUDA核函数");
    cuda.keywords = QStringList {QStringLiteral("CUDA"), QStringLiteral("GPU")};
    cuda.priority = 1;
    TermRendering system;
    system.text = QStringLiteral("内核");
    system.isDefault = true;
    kernel.renderings = {cuda, system};
    kernel.conflicts = {{tr("in CUDA programming"), QStringLiteral("CUDA核函数"), QStringLiteral("内核"), {}},
        {tr("describing Linux system calls"), QStringLiteral("内核"), QStringLiteral("核函数"), {}}};
    TermRepository terms(store);
    if (!terms.add(glossary.entries() + QList<TermEntry> {kernel})) {
        *error = terms.errorString();
        return false;
    }
    return true;
}

// A hardware table after the draft block that translates the benchmark's "A100 and
// V100 GPUs", filled from the project's catalogues as the notes pane suggests it, and
// a template made from it.
bool DemoProject::addNote(ProjectStore &store, qint64 issueId, QString *error)
{
    const qint64 sourceId = sourceBlock(store, issueId, QStringLiteral("A100 and V100 GPUs"));
    DraftSession session(store, issueId);
    ProjectCatalogs catalogs(store);
    if (!session.load()) {
        *error = session.errorString();
        return false;
    }
    catalogs.load();
    const auto target = std::find_if(session.blocks().cbegin(), session.blocks().cend(),
        [sourceId](const TargetBlock &block) { return block.sources.contains(sourceId); });
    if (sourceId == 0 || target == session.blocks().cend()) {
        return true; // the demo post changed: no note, nothing wrong
    }
    const auto sources = IssueRepository(store).sourceBlocks(issueId);
    const auto source = std::find_if(sources.cbegin(), sources.cend(), [sourceId](const BlockRecord &b) { return b.id == sourceId; });
    const QList<AnnotationSuggestion> suggestions = AnnotationSuggester(catalogs.gpus(), catalogs.versions()).suggest(source->text, false);
    if (suggestions.isEmpty() || suggestions.first().kind != AnnotationKind::HardwareTable) {
        return true;
    }
    const AnnotationSuggestion &note = suggestions.first();
    const QString markdown = AnnotationRenderer::render(AnnotationRepository(store).templateFor(note.kind), note.values);
    QStringList lines = session.text().split(QLatin1Char('\n'));
    LineIds ids = session.lineIds();
    const int at = target->lineEnd + 1;
    const QStringList inserted = QStringList {QString()} + markdown.split(QLatin1Char('\n'));
    for (int i = 0; i < inserted.size(); ++i) {
        lines.insert(at + i, inserted.at(i));
        ids.insert(at + i, {});
    }
    if (!session.update(lines.join(QLatin1Char('\n')), ids) || !session.setNote(session.blockAtLine(at + 1), note.kind, note.values)) {
        *error = session.errorString();
        return false;
    }
    // Kept as a template of the project's own, offered beside the hardware table's.
    AnnotationRepository repository(store);
    const qint64 noteId = session.blocks().at(session.blockAtLine(at + 1)).id;
    if (repository.saveTemplateFromNote(noteId, QStringLiteral("A100/V100 硬件表（示例）")) == 0) {
        *error = repository.errorString();
        return false;
    }
    return true;
}

// What a translator leaves out of the Core ML page for Chinese readers; the last one
// waits for its justification.
bool DemoProject::addDeletions(ProjectStore &store, qint64 issueId, QString *error)
{
    struct Planned {
        QString needle;
        DeletionReason reason;
        QString justification;
    };
    const QList<Planned> planned {
        {QStringLiteral("Licensed under the Apache License"), DeletionReason::Other,
            QStringLiteral("源文件的许可证注释只对文档仓库有意义，读者看不到，发布版不需要。")},
        {QStringLiteral("using the `mps` accelerator"), DeletionReason::Duplicate,
            QStringLiteral("在 Apple Silicon 上用 mps 运行 diffusers 的做法本刊已有专门一期，此处不再重复。")},
        {QStringLiteral("[coreml community]"), DeletionReason::RegionSpecific, QString()},
    };
    QList<Deletion> deletions;
    for (const Planned &plan : planned) {
        Deletion deletion;
        deletion.sourceBlockId = sourceBlock(store, issueId, plan.needle);
        deletion.reason = plan.reason;
        deletion.justification = plan.justification;
        if (deletion.sourceBlockId != 0) {
            deletions.append(deletion);
        }
    }
    DeletionRepository repository(store);
    if (!repository.add(issueId, deletions)) {
        *error = repository.errorString();
        return false;
    }
    QList<qint64> whole;
    for (const Deletion &deletion : std::as_const(deletions)) {
        whole.append(deletion.sourceBlockId);
    }
    return removeFromDraft(store, issueId, whole, error);
}

// As the deletion dialog offers by default: the draft's copies of what was deleted
// whole go too.
bool DemoProject::removeFromDraft(ProjectStore &store, qint64 issueId, const QList<qint64> &deletedSources, QString *error)
{
    DraftSession session(store, issueId);
    if (!session.load()) {
        *error = session.errorString();
        return false;
    }
    if (!session.removeBlocks(session.blocksOnlyFor(deletedSources))) {
        *error = session.errorString();
        return false;
    }
    return true;
}

// What a reader sends with a report: a terminal showing the out-of-memory error.
FeedbackImage DemoProject::readerScreenshot()
{
    QImage image(640, 200, QImage::Format_RGB32);
    image.fill(QColor(0x1e, 0x1e, 0x1e));
    QPainter painter(&image);
    painter.setPen(QColor(0xd4, 0xd4, 0xd4));
    painter.setFont(QFont(QStringLiteral("monospace"), 11));
    painter.drawText(image.rect().adjusted(16, 16, -16, -16), Qt::AlignLeft | Qt::AlignTop,
        QStringLiteral("$ python bench.py --ratio 0.5\n"
                       "torch.cuda.OutOfMemoryError: CUDA out of memory.\n"
                       "Tried to allocate 2.00 GiB (GPU 0; 23.69 GiB total capacity)"));
    painter.end();
    FeedbackImage screenshot;
    screenshot.name = QStringLiteral("oom.png");
    QBuffer buffer(&screenshot.data);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return screenshot;
}

// The review data is Chinese whatever the interface language: it is what the
// project's reviewers wrote.
bool DemoProject::addReview(ProjectStore &store, qint64 issueId, QString *error)
{
    const QString first = QStringLiteral("审校·李");
    const QString second = QStringLiteral("审校·王");
    ReviewSettings settings;
    settings.twoReviewers = true;
    settings.seniorReviewers = QStringList {first, second};
    const QList<BlockRecord> blocks = IssueRepository(store).targetBlocks(issueId);
    QList<qint64> prose;
    for (const BlockRecord &block : blocks) {
        if (block.origin == QLatin1String("translation") && block.kind != BlockKind::Code && block.status == QLatin1String("translated")) {
            prose.append(block.id);
        }
    }
    if (!settings.save(store) || prose.size() < 6) {
        *error = store.errorString();
        return false;
    }
    ReviewRepository reviews(store);
    CommentRepository comments(store);
    FeedbackRepository feedback(store);
    const bool reviewed = reviews.apply(prose.mid(0, 5), ReviewAction::Review, first, {})
        && reviews.apply(prose.mid(0, 3), ReviewAction::Approve, second, {})
        && reviews.apply({prose.at(5)}, ReviewAction::Reject, first, QStringLiteral("“前向传递”前后译法不一，请按术语库统一。"))
        && comments.add(prose.at(1), first, QStringLiteral("“令牌合并”是否沿用论文的中文译名？第一次出现时建议括注 ToMe。"))
        && comments.reply(comments.addedId(), second, QStringLiteral("已按术语库括注，保留。"))
        && comments.add(prose.at(3), second, QStringLiteral("这里的加速比请注明测试用的 GPU 型号。"))
        && comments.add(prose.at(4), first, QStringLiteral("代码注释已译成中文，与原文一致。"))
        && comments.resolve(comments.addedId(), second, QStringLiteral("确认无误"))
        && feedback.add(issueId, prose.at(3), FeedbackReport::Type::Parameter,
            QStringLiteral("文中 ratio=0.5 的效果对比缺少显存占用数据，无法复现。"), QStringLiteral("读者·赵"), {readerScreenshot()})
        && feedback.add(issueId, prose.at(2), FeedbackReport::Type::Term, QStringLiteral("“令牌合并”与术语库的“词元合并”不一致。"),
            QStringLiteral("读者·钱"))
        && feedback.setStatus(feedback.addedId(), FeedbackReport::Status::Fixed, QStringLiteral("已按术语库统一为“词元合并”。"), first)
        && feedback.confirmFix(feedback.addedId(), second);
    if (!reviewed) {
        *error = !reviews.errorString().isEmpty() ? reviews.errorString()
                                                  : (!comments.errorString().isEmpty() ? comments.errorString() : feedback.errorString());
        return false;
    }
    return addReaderTests(store, issueId, error) && RevisionRepository(store).record(issueId, first, QStringLiteral("第一轮审校"));
}

// Issue 1's page as a later version of the documentation might read: one sentence
// reworded, one word changed, a paragraph added and one taken out. The small edit is
// already marked seen; the rest waits in the Source Changes pane.
bool DemoProject::updateSource(ProjectStore &store, QString *error)
{
    QFile file(QStringLiteral(":/demo/tome.en.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("The demo post is missing from this build.");
        return false;
    }
    QString text = QString::fromUtf8(file.readAll());
    const QString removed = QStringLiteral("To test the quality of the generated images, we sampled a few prompts from [Parti Prompts]");
    const int removedAt = text.indexOf(removed);
    const QString reproducing = QStringLiteral("use this [script](https://gist.github.com/sayakpaul/8cac98d7f22399085a060992f411ecbd).\n");
    if (removedAt < 0 || !text.contains(reproducing)) {
        return true; // the demo post changed: no update, nothing wrong
    }
    text.remove(removedAt, text.indexOf(QLatin1Char('\n'), removedAt) + 2 - removedAt);
    text.replace(QStringLiteral("Install ToMe from `pip`:"), QStringLiteral("Install ToMe with `pip`:"));
    text.replace(QStringLiteral(
                     "The most important argument is `ratio` which controls the number of tokens that are merged during the forward pass."),
        QStringLiteral("The most important argument is `ratio`, which controls how many tokens are merged during the forward pass; "
                       "values between 0.3 and 0.6 work well for most pipelines."));
    text.replace(reproducing,
        reproducing
            + QStringLiteral("\nTo undo the patch, for example to compare the outputs of the same pipeline with and without ToMe, call "
                             "`tomesd.remove_patch(pipeline)`.\n"));
    SourceUpdater updater(store);
    const QString author = QStringLiteral("译者·陈");
    if (!updater.prepare(1, text.toUtf8(), QStringLiteral("huggingface/diffusers: docs/source/en/optimization/tome.md"))
        || !updater.apply(author)) {
        *error = updater.errorString();
        return false;
    }
    SourceChangeRepository changes(store);
    for (const SourceChange &change : updater.summary().changes) {
        if (change.kind == SourceChange::Kind::Edited && change.newText.startsWith(QStringLiteral("Install ToMe"))
            && !changes.resolve(change.id, SourceChange::State::Done, author)) {
            *error = changes.errorString();
            return false;
        }
    }
    return true;
}

// What issue 2 can reuse from issue 1 (Notes ▸ Reuse from Another Issue…): two
// checklist items checked by hand, the terms that mattered there, and issue 1's
// hardware note linked into issue 2's draft.
bool DemoProject::addReuse(ProjectStore &store, const qint64 (&issues)[2], QString *error)
{
    const QString reviewer = QStringLiteral("审校·李");
    ChecklistRepository checklist(store);
    TermRepository terms(store);
    QList<TermEntry> mattered;
    for (const QString &source : {QStringLiteral("token"), QStringLiteral("self-attention"), QStringLiteral("kernel")}) {
        TermEntry entry;
        entry.source = source;
        entry.issues = {1};
        mattered.append(entry);
    }
    if (!checklist.setChecked(issues[0], QStringLiteral("scenario_rewrite"), true, reviewer, QStringLiteral("导语按“先看效果再装包”重写"))
        || !checklist.setChecked(issues[0], QStringLiteral("environment_calibrated"), true, reviewer, QStringLiteral("A100 与 4090 实测"))
        || !terms.add(mattered)) {
        *error = !checklist.errorString().isEmpty() ? checklist.errorString() : terms.errorString();
        return false;
    }
    NoteReuse notes(store);
    const QList<NoteReuse::Note> found = notes.notes(issues[0]);
    if (!found.isEmpty() && !notes.reuse({found.constFirst().id}, issues[1], NoteReuse::Mode::Link)) {
        *error = notes.errorString();
        return false;
    }
    return true;
}

// The technology radar: a dozen and a half technologies in the four default
// dimensions, each issue tagged with what the suggester finds in its source, and the
// issues dated apart (both were imported today) so that the timeline has a span.
bool DemoProject::addRadar(ProjectStore &store, const qint64 (&issues)[2], QString *error)
{
    RadarRepository radar(store);
    const QList<RadarDimension> dimensions = radar.dimensions();
    if (dimensions.size() < 4) {
        *error = radar.errorString();
        return false;
    }
    struct Seed {
        int dimension;
        const char *name;
        const char *aliases; // separated by '|'
    };
    const Seed seeds[] = {{0, "Transformer", "Transformers|Transformer-XL"}, {0, "Mamba", "状态空间模型"},
        {0, "MoE", "Mixture of Experts|混合专家"}, {1, "mixed precision", "fp16|float16|bf16|混合精度"},
        {1, "gradient checkpointing", "activation checkpointing|梯度检查点"}, {1, "FSDP", "Fully Sharded Data Parallel"},
        {1, "ZeRO", "DeepSpeed ZeRO|ZeRO-3"}, {2, "vLLM", "PagedAttention"}, {2, "TensorRT", "TensorRT-LLM"},
        {2, "ONNX Runtime", "onnxruntime"}, {2, "llama.cpp", "GGUF"}, {2, "Core ML", "coreml|coremltools"},
        {2, "xFormers", "memory-efficient attention"}, {2, "Token Merging", "ToMe"},
        {3, "HuggingFace Datasets", "Hugging Face Datasets|🤗 Datasets"}, {3, "WebDataset", ""}, {3, "Arrow", "Apache Arrow|PyArrow"},
        {3, "Polars", ""}};
    for (const Seed &seed : seeds) {
        const QStringList aliases = QString::fromUtf8(seed.aliases).split(QLatin1Char('|'), Qt::SkipEmptyParts);
        if (radar.addTechnology(dimensions.at(seed.dimension).id, QString::fromUtf8(seed.name), aliases) == 0) {
            *error = radar.errorString();
            return false;
        }
    }
    const TechnologySuggester suggester(radar.technologies());
    const QDate dates[] = {QDate(2023, 3, 28), QDate(2023, 9, 12)};
    IssueRepository issueRepository(store);
    for (int i = 0; i < 2; ++i) {
        if (!issueRepository.savePublishedOn(issues[i], dates[i])) {
            *error = issueRepository.errorString();
            return false;
        }
        if (!radar.setIssueTechnologies(issues[i], suggester.suggest(radar.sourceText(issues[i])))) {
            *error = radar.errorString();
            return false;
        }
    }
    return true;
}

bool DemoProject::addReaderTests(ProjectStore &store, qint64 issueId, QString *error)
{
    struct Answers {
        const char *reader;
        const char *profile;
        const char *firstStep;
        const char *problem;
        const char *verification;
        bool passed;
    };
    // The five-reader blind test of the seeds: four passed, one did not.
    static const Answers answers[] = {
        {"A", "算法工程师，熟悉 PyTorch", "pip install tomesd，再对 pipeline 调用 apply_patch", "ratio 过高时画质下降",
            "对比开启前后的出图时间与画质", true},
        {"B", "运维工程师，熟悉 Docker", "在镜像里装 tomesd 并打补丁", "与 xFormers 一起用是否冲突", "用基准脚本测每秒出图数", true},
        {"C", "在校研究生", "阅读论文后试用 apply_patch", "不清楚 ratio 的取值范围", "看生成图片是否正常", true},
        {"D", "前端开发者，初学扩散模型", "不知道从哪一步开始", "不清楚", "不清楚", false},
        {"E", "MLOps 工程师", "在推理服务里打补丁", "显存占用是否下降", "在 A100 上压测对比延迟", true},
    };
    ReaderTestRepository tests(store);
    for (const Answers &a : answers) {
        ReaderTest test;
        test.issueId = issueId;
        test.reader = QStringLiteral("读者") + QLatin1String(a.reader);
        test.profile = QString::fromUtf8(a.profile);
        test.firstStep = QString::fromUtf8(a.firstStep);
        test.likelyProblem = QString::fromUtf8(a.problem);
        test.verification = QString::fromUtf8(a.verification);
        test.passed = a.passed;
        if (tests.add(test) <= 0) {
            *error = tests.errorString();
            return false;
        }
    }
    return true;
}
