// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qacodecheck.h"
#include "qa/qainput.h"
#include "qacheckrun.h"

#include <QtTest>

// Rows quote Apache-2.0 corpus items (huggingface/course, huggingface_hub,
// agents-course, diffusers, d2l-zh); each names its file. "Broken" rows change one
// thing of the published translation. The draft's blocks stay aligned to the
// source's by position, as an edited draft keeps its alignment.
class TestQaCodeCheck : public QObject
{
    Q_OBJECT
private slots:
    void findings_data();
    void findings();
    void pointsAtTheDifference_data();
    void pointsAtTheDifference();
    void extraCellsInTheDraft();
    void normalized_data();
    void normalized();
    void switchedOff();
    void corpus();
};

namespace {

// course-ch0-setup/source.en.md and target.zh.md
const QString kActivateEn = QStringLiteral(
    "You can jump in and out of your virtual environment with the `activate` and `deactivate` scripts:\n\n"
    "```\n# Activate the virtual environment\nsource .env/bin/activate\n\n# Deactivate the virtual environment\ndeactivate\n```\n");
const QString kActivateZh = QStringLiteral("你可以使用 `activate` 和 `deactivate` 命令来控制进入和退出你的虚拟环境：\n\n"
                                           "```\n# 激活虚拟环境\nsource .env/bin/activate\n\n# 退出虚拟环境\ndeactivate\n```\n");

// hfhub-hf-file-system/source.en.md and target.zh.md
const QString kPromptEn =
    QStringLiteral("## Usage\n\n```python\n>>> from huggingface_hub import hffs\n\n>>> # List all files in a directory\n"
                   ">>> hffs.ls(\"datasets/my-username/my-dataset-repo/data\", detail=False)\n```\n");
const QString kPromptZh = QStringLiteral("## 使用方法\n\n```python\n>>> from huggingface_hub import hffs\n\n>>> # 列出目录中的所有文件\n"
                                         ">>> hffs.ls(\"datasets/my-username/my-dataset-repo/data\", detail=False)\n```\n");

// agents-unit2-llama-index-components/source.en.md and target.zh.md
const QString kPipelineEn =
    QStringLiteral("```python\nfrom llama_index.core.ingestion import IngestionPipeline\n\n# create the pipeline with transformations\n"
                   "pipeline = IngestionPipeline(\n    transformations=[\n        SentenceSplitter(chunk_overlap=0),\n"
                   "        HuggingFaceEmbedding(model_name=\"BAAI/bge-small-en-v1.5\"),\n    ]\n)\n```\n");
const QString kPipelineZh =
    QStringLiteral("```python\nfrom llama_index.core.ingestion import IngestionPipeline\n\n# 通过转换创建管道\n"
                   "pipeline = IngestionPipeline(\n    transformations=[\n        SentenceSplitter(chunk_overlap=0),\n"
                   "        HuggingFaceInferenceAPIEmbedding(model_name=\"BAAI/bge-small-en-v1.5\"),\n    ]\n)\n```\n");

// d2l-linear-regression/source.en.md and target.zh.md (a docstring translated)
const QString kTimerEn =
    QStringLiteral("```{.python .input}\n#@tab all\nclass Timer:  #@save\n    \"\"\"Record multiple running times.\"\"\"\n"
                   "    def __init__(self):\n        self.times = []\n```\n");
const QString kTimerZh = QStringLiteral("```{.python .input}\n#@tab all\nclass Timer:  #@save\n    \"\"\"记录多次运行时间\"\"\"\n"
                                        "    def __init__(self):\n        self.times = []\n```\n");

// d2l-resnet/source.en.md and target.zh.md: d2l-zh adds a paddle cell.
const QString kResnetEn =
    QStringLiteral("```{.python .input}\n#@tab pytorch\nblk = Residual(3,3)\nX = torch.rand(4, 3, 6, 6)\n```\n\n"
                   "```{.python .input}\n#@tab tensorflow\nblk = Residual(3)\nX = tf.random.uniform((4, 6, 6, 3))\n```\n");
const QString kResnetZh =
    kResnetEn + QStringLiteral("\n```{.python .input}\n#@tab paddle\nblk = Residual(3, 3)\nX = paddle.rand([4, 3, 6, 6])\n```\n");

// diffusers-training-lora/source.en.md and target.zh.md: the published translation
// translated a prompt inside the command.
const QString kLaunchEn = QStringLiteral("```bash\naccelerate launch --mixed_precision=\"fp16\"  train_text_to_image_lora.py \\\n"
                                         "  --validation_prompt=\"A naruto with blue eyes.\" \\\n  --seed=1337\n```\n");
const QString kLaunchZh = QStringLiteral("```bash\naccelerate launch --mixed_precision=\"fp16\"  train_text_to_image_lora.py \\\n"
                                         "  --validation_prompt=\"蓝色眼睛的火影忍者角色\" \\\n  --seed=1337\n```\n");

QString replaced(QString text, const QString &before, const QString &after)
{
    return text.replace(before, after);
}

} // namespace

void TestQaCodeCheck::findings_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("expected");
    const QString block = QStringLiteral("markdown.code-block|");
    const QString span = QStringLiteral("markdown.inline-code|");

    QTest::newRow("published: comments translated in an unlabelled shell block") << kActivateEn << kActivateZh << QStringList();
    QTest::newRow("broken: a command changed under a translated comment")
        << kActivateEn << replaced(kActivateZh, QStringLiteral("source .env/bin/activate"), QStringLiteral("source .env/bin/actvate"))
        << QStringList {block + QStringLiteral("source .env/bin/activate")};
    QTest::newRow("published: fence language dropped, code re-indented with tabs")
        << kPipelineEn
        << replaced(replaced(kPipelineEn, QStringLiteral("```python"), QStringLiteral("```")), QStringLiteral("        "),
               QStringLiteral("\t\t"))
        << QStringList();
    QTest::newRow("published translation that changed an identifier (agents-course)")
        << kPipelineEn << kPipelineZh
        << QStringList {block + QStringLiteral("HuggingFaceEmbedding(model_name=\"BAAI/bge-small-en-v1.5\"),")};
    QTest::newRow("published: >>> comments translated") << kPromptEn << kPromptZh << QStringList();
    QTest::newRow("published variant: >>> prompts dropped")
        << kPromptEn << replaced(kPromptZh, QStringLiteral(">>> "), QString()) << QStringList();
    QTest::newRow("broken: an argument changed after a prompt")
        << kPromptEn << replaced(kPromptZh, QStringLiteral("detail=False"), QStringLiteral("detail=True"))
        << QStringList {block + QStringLiteral("hffs.ls(\"datasets/my-username/my-dataset-repo/data\", detail=False)")};
    QTest::newRow("published: d2l docstring translated") << kTimerEn << kTimerZh << QStringList();
    QTest::newRow("broken: a statement changed under the translated docstring")
        << kTimerEn << replaced(kTimerZh, QStringLiteral("self.times = []"), QStringLiteral("self.times = {}"))
        << QStringList {block + QStringLiteral("self.times = []")};
    QTest::newRow("published translation that translated a string in a command (diffusers)")
        << kLaunchEn << kLaunchZh << QStringList {block + QStringLiteral("--validation_prompt=\"A naruto with blue eyes.\" \\")};
    QTest::newRow("broken: full-width comma inside code")
        << kPipelineEn << replaced(kPipelineEn, QStringLiteral("chunk_overlap=0),"), QStringLiteral("chunk_overlap=0)，"))
        << QStringList {block + QStringLiteral("SentenceSplitter(chunk_overlap=0),")};
    QTest::newRow("broken: a # inside a string is code, not a comment")
        << replaced(kLaunchEn, QStringLiteral("blue eyes."), QStringLiteral("blue eyes. # 1"))
        << replaced(kLaunchEn, QStringLiteral("blue eyes."), QStringLiteral("blue eyes. # 一"))
        << QStringList {block + QStringLiteral("--validation_prompt=\"A naruto with blue eyes. # 1\" \\")};
    QTest::newRow("broken: the code block translated as prose")
        << kActivateEn
        << QStringLiteral(
               "你可以使用 `activate` 和 `deactivate` 命令来控制进入和退出你的虚拟环境：\n\n运行 source .env/bin/activate 即可。\n")
        << QStringList {block + QStringLiteral("source .env/bin/activate")};
    QTest::newRow("broken: a line added to the code")
        << kActivateEn << replaced(kActivateZh, QStringLiteral("deactivate\n```"), QStringLiteral("deactivate\nexit\n```"))
        << QStringList {block + QStringLiteral("exit")};
    QTest::newRow("broken: backticks of an inline code span dropped")
        << kActivateEn << replaced(kActivateZh, QStringLiteral("`deactivate`"), QStringLiteral("deactivate"))
        << QStringList {span + QStringLiteral("`deactivate`")};
    QTest::newRow("broken: inline code changed")
        << kActivateEn << replaced(kActivateZh, QStringLiteral("`activate`"), QStringLiteral("`activated`"))
        << QStringList {span + QStringLiteral("`activate`")};
    QTest::newRow("published variant: inline code with inner spaces, double backticks")
        << kActivateEn << replaced(kActivateZh, QStringLiteral("`activate`"), QStringLiteral("`` activate ``")) << QStringList();
    QTest::newRow("broken: a span twice in the source, once in the draft: one finding")
        << replaced(kActivateEn, QStringLiteral("`deactivate`"), QStringLiteral("`activate`"))
        << replaced(kActivateZh, QStringLiteral("`deactivate`"), QStringLiteral("deactivate"))
        << QStringList {span + QStringLiteral("`activate`")};
    QTest::newRow("published variant: an English phrase in code translated inside the backticks")
        << QStringLiteral("Let's look at the `sliding attention` first.\n") << QStringLiteral("我们先看看 `滑动注意力`。\n")
        << QStringList();
    QTest::newRow("published variant: a possessive's 's left outside the code")
        << QStringLiteral("The `Trainer's` defaults suit most runs.\n") << QStringLiteral("`Trainer` 的默认值适合大多数训练。\n")
        << QStringList();
    QTest::newRow("broken: the name of a possessive changed")
        << QStringLiteral("The `Trainer's` defaults suit most runs.\n") << QStringLiteral("`Trainers` 的默认值适合大多数训练。\n")
        << QStringList {span + QStringLiteral("`Trainer's`")};
    QTest::newRow("published variant: English phrases with an arrow translated inside the backticks")
        << QStringLiteral("The colours read `blue -> shared blocks`, `red -> local blocks`.\n")
        << QStringLiteral("颜色含义为 `蓝色 -> 共享块` 、`红色 -> 本地块` 。\n") << QStringList();
    QTest::newRow("published variant: the identifier kept, the English word beside it translated")
        << QStringLiteral("Both were pretrained with the `masked_lm loss` only.\n")
        << QStringLiteral("两者都只用 `masked_lm 损失` 预训练。\n") << QStringList();
    QTest::newRow("broken: the identifier beside the translated word changed")
        << QStringLiteral("Both were pretrained with the `masked_lm loss` only.\n") << QStringLiteral("两者都只用 `mlm 损失` 预训练。\n")
        << QStringList {span + QStringLiteral("`masked_lm loss`")};
    QTest::newRow("broken: an identifier translated inside the backticks")
        << QStringLiteral("After creating our `Node` objects we need to index them.\n")
        << QStringLiteral("创建完`节点`对象后，我们需要对其进行索引。\n") << QStringList {span + QStringLiteral("`Node`")};
}

void TestQaCodeCheck::findings()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QStringList, expected);
    QCOMPARE(QaCheckRun::described(QaCheckRun::findingsOfEdited(QaCodeCheck(), source, target)), expected);
}

void TestQaCodeCheck::pointsAtTheDifference_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("pointedAt");
    QTest::newRow("the changed line of the draft's code") << replaced(kActivateZh, QStringLiteral("source .env/bin/activate"),
        QStringLiteral("source .env/bin/actvate")) << QStringLiteral("source .env/bin/actvate");
    QTest::newRow("the whole block when the draft has no code")
        << QStringLiteral("你可以使用 `activate` 和 `deactivate` 命令。\n\n运行 source .env/bin/activate 即可。\n") << QString();
    QTest::newRow("inline code left as plain text")
        << replaced(kActivateZh, QStringLiteral("`deactivate`"), QStringLiteral("deactivate")) << QStringLiteral("deactivate");
}

void TestQaCodeCheck::pointsAtTheDifference()
{
    QFETCH(QString, target);
    QFETCH(QString, pointedAt);
    const QaInput input = QaCheckRun::pairedByIndex(kActivateEn, target);
    QList<QaFinding> findings;
    QaCodeCheck().run(input, &findings);
    QCOMPARE(findings.size(), 1);
    QVERIFY(findings.constFirst().targetBlockId > 0);
    QVERIFY(findings.constFirst().sourceBlockId > 0);
    QCOMPARE(QaCheckRun::pointedAt(input, findings.constFirst()), pointedAt);
    QVERIFY(!findings.constFirst().message.isEmpty());
}

// d2l-zh's paddle cell aligned with the tensorflow cell's source: no finding; a
// changed tensorflow cell still is one.
void TestQaCodeCheck::extraCellsInTheDraft()
{
    for (const QString &changed : {QStringLiteral("tf.random.uniform"), QStringLiteral("tf.random.normal")}) {
        QaInput input = QaCheckRun::pairedByIndex(kResnetEn, replaced(kResnetZh, QStringLiteral("tf.random.uniform"), changed));
        QCOMPARE(input.targets.size(), 3);
        input.targets[2].aligned = {input.sources.at(1).id};
        input.sources[1].aligned.append(input.targets.at(2).id);
        input.buildUnits();
        QCOMPARE(input.units.size(), 2);
        QCOMPARE(input.units.at(1).targets.size(), 2);
        QList<QaFinding> findings;
        QaCodeCheck().run(input, &findings);
        QCOMPARE(QaCheckRun::described(findings),
            changed == QLatin1String("tf.random.uniform")
                ? QStringList()
                : QStringList {QStringLiteral("markdown.code-block|X = tf.random.uniform((4, 6, 6, 3))")});
    }
}

void TestQaCodeCheck::normalized_data()
{
    using Style = QaCodeCheck::CommentStyle;
    QTest::addColumn<QString>("info");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<int>("style");
    QTest::addColumn<QStringList>("expected");
    // hfhub-hf-file-system/source.en.md
    QTest::newRow("python: prompts and comments dropped, output kept")
        << QStringLiteral("python")
        << QStringList {QStringLiteral(">>> # Read a remote file"), QStringLiteral(">>> with hffs.open(\"train.csv\", \"r\") as f:"),
               QStringLiteral("...     train_data = f.readlines()"), QStringLiteral("['train.csv']")}
        << int(Style::Hash)
        << QStringList {QStringLiteral("with hffs.open(\"train.csv\", \"r\") as f:"), QStringLiteral("train_data = f.readlines()"),
               QStringLiteral("['train.csv']")};
    QTest::newRow("python: trailing comment, # in a string kept")
        << QStringLiteral("py") << QStringList {QStringLiteral("print(\"#1\")  # the first")} << int(Style::Hash)
        << QStringList {QStringLiteral("print(\"#1\")")};
    // diffusers-training-lora/source.en.md
    QTest::newRow("bash: ${#…} is code") << QStringLiteral(
        "bash") << QStringList {QStringLiteral("  --hub_model_id=${HUB_MODEL_ID} \\"), QStringLiteral("echo ${#ARGS}")}
                                         << int(Style::Hash)
                                         << QStringList {
                                                QStringLiteral("--hub_model_id=${HUB_MODEL_ID} \\"), QStringLiteral("echo ${#ARGS}")};
    QTest::newRow("unlabelled block with # lines is shell-like")
        << QString() << QStringList {QStringLiteral("# Activate the virtual environment"), QStringLiteral("source .env/bin/activate")}
        << int(Style::Hash) << QStringList {QStringLiteral("source .env/bin/activate")};
    QTest::newRow("js: line and block comments, // in a string kept")
        << QStringLiteral("js")
        << QStringList {QStringLiteral("const url = \"https://hf.co\"; // the Hub"), QStringLiteral("/* load"),
               QStringLiteral("   it */ load(url);")}
        << int(Style::Slash) << QStringList {QStringLiteral("const url = \"https://hf.co\";"), QStringLiteral("load(url);")};
    QTest::newRow("sql: -- comments") << QStringLiteral("sql") << QStringList {QStringLiteral("SELECT 1; -- one")} << int(Style::Dash)
                                      << QStringList {QStringLiteral("SELECT 1;")};
    QTest::newRow("html: <!-- --> comments") << QStringLiteral("html") << QStringList {QStringLiteral("<b>x</b><!-- bold -->")}
                                             << int(Style::Markup) << QStringList {QStringLiteral("<b>x</b>")};
    QTest::newRow("output block: nothing is a comment") << QStringLiteral("out") << QStringList {QStringLiteral("# not a comment")}
                                                        << int(Style::None) << QStringList {QStringLiteral("# not a comment")};
}

void TestQaCodeCheck::normalized()
{
    QFETCH(QString, info);
    QFETCH(QStringList, lines);
    QFETCH(int, style);
    QFETCH(QStringList, expected);
    const QaCodeCheck::CommentStyle detected = QaCodeCheck::commentStyle(info, lines);
    QCOMPARE(int(detected), style);
    QCOMPARE(QaCodeCheck::normalized(lines, detected), expected);
}

void TestQaCodeCheck::switchedOff()
{
    QaInput input = QaInput::fromMarkdown(kPipelineEn, replaced(kPipelineZh, QStringLiteral("`"), QString()));
    input.settings.disabled.insert(QStringLiteral("markdown.code-block"));
    QList<QaFinding> findings;
    QaCodeCheck().run(input, &findings);
    QVERIFY(findings.isEmpty());
    QCOMPARE(QaCodeCheck().ids(), (QStringList {QStringLiteral("markdown.code-block"), QStringLiteral("markdown.inline-code")}));
}

// The published translations give few findings (measured on the 30 pairs: 21
// code-block, 54 inline-code, mostly real changes); a rule that floods them fails here.
void TestQaCodeCheck::corpus()
{
    if (!QFileInfo::exists(QaCheckRun::corpusDir())) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    const QMap<QString, int> counts = QaCheckRun::corpusCounts(QaCodeCheck());
    QVERIFY2(counts.value(QStringLiteral("markdown.code-block")) <= 25,
        qPrintable(QString::number(counts.value(QStringLiteral("markdown.code-block")))));
    QVERIFY2(counts.value(QStringLiteral("markdown.inline-code")) <= 70,
        qPrintable(QString::number(counts.value(QStringLiteral("markdown.inline-code")))));
    QVERIFY(counts.value(QStringLiteral("markdown.code-block")) > 0); // the corpus has real breakage
}

QTEST_GUILESS_MAIN(TestQaCodeCheck)
#include "tst_qacodecheck.moc"
