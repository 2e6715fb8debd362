// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/finishedposthtml.h"
#include "markdown/markdownblockparser.h"
#include "notes/annotationrenderer.h"
#include "notes/annotationtemplates.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

// Notes rendered from templates: every default template against its golden file
// (tests/data/annotations/<kind>.md, values from the seeds in <kind>.json;
// YIQIAO_UPDATE_GOLDEN=1 rewrites the golden files), the one-block rule, and the
// placeholder rules one by one.
class TestAnnotationRenderer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void golden_data();
    void golden();
    void goldenVariants_data();
    void goldenVariants();
    void goldenHtml_data();
    void goldenHtml();
    void oneBlock_data();
    void oneBlock();
    void emptyValues_data();
    void emptyValues();
    void versionNoteForms_data();
    void versionNoteForms();
    void table_data();
    void table();
    void optionalColumns_data();
    void optionalColumns();
    void sections_data();
    void sections();
    void lines_data();
    void lines();
    void tree_data();
    void tree();
    void commentMarker_data();
    void commentMarker();
    void quote_data();
    void quote();

private:
    static void compareGolden(AnnotationKind kind, const QString &stem);
    static void compareWithFile(const QString &text, const QString &path);
};

namespace {

const QString dataDir = QStringLiteral(YIQIAO_TEST_DATA "/annotations");

QJsonObject sampleValues(const QString &stem)
{
    QFile file(dataDir + QLatin1Char('/') + stem + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

AnnotationTemplate shipped(AnnotationKind kind)
{
    return AnnotationTemplates::defaultFor(kind).value_or(AnnotationTemplate());
}

AnnotationField field(const QString &key, AnnotationField::Type type, const QStringList &columns = {})
{
    AnnotationField result;
    result.key = key;
    result.label = key;
    result.type = type;
    result.columns = columns;
    return result;
}

// A template of one Line field "a", one Text field "t", one Code field "c", a Line
// "language" defaulting to python and a Table "rows" of columns x, y.
AnnotationTemplate scratch(const QString &body)
{
    AnnotationTemplate result;
    result.name = QStringLiteral("scratch");
    result.fields = {field(QStringLiteral("a"), AnnotationField::Line), field(QStringLiteral("t"), AnnotationField::Text),
        field(QStringLiteral("c"), AnnotationField::Code), field(QStringLiteral("language"), AnnotationField::Line),
        field(QStringLiteral("rows"), AnnotationField::Table, {QStringLiteral("x"), QStringLiteral("y")})};
    result.fields[3].defaultValue = QStringLiteral("python");
    result.body = body;
    return result;
}

QJsonObject parsed(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

void TestAnnotationRenderer::golden_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::newRow("hardware_table: three A100 forms, a two-line comment") << AnnotationKind::HardwareTable;
    QTest::newRow("version_note: PyTorch 2.0.1 to CUDA 12.1 with code") << AnnotationKind::VersionNote;
    QTest::newRow("performance_matrix: three environments, FlashAttention rows") << AnnotationKind::PerformanceMatrix;
    QTest::newRow("troubleshooting_tree: the distributed training tree") << AnnotationKind::TroubleshootingTree;
    QTest::newRow("roadmap: vLLM, replacement empty, '|' in a cell") << AnnotationKind::Roadmap;
    QTest::newRow("wrong_code: train() before DDP") << AnnotationKind::WrongCode;
    QTest::newRow("term_explanation: orthogonal initialization") << AnnotationKind::TermExplanation;
    QTest::newRow("warning_box: PCIe A100 without NVLink, a GitHub alert") << AnnotationKind::WarningBox;
    QTest::newRow("quick_fix_table: three symptoms, commands in code spans") << AnnotationKind::QuickFixTable;
    QTest::newRow("version_snapshot: torch 2.4 with CUDA 11.7, an old driver, AutoModelWithLMHead") << AnnotationKind::VersionSnapshot;
    QTest::newRow("reproduction_pack: torch 2.4 on cu121, mirrors, quick mode and its output") << AnnotationKind::ReproductionPack;
}

void TestAnnotationRenderer::golden()
{
    QFETCH(AnnotationKind, kind);
    compareGolden(kind, AnnotationKinds::toString(kind));
}

// Values beyond a kind's first sample (tests/data/annotations/<stem>.json and .md):
// what a template gained later, while golden() shows that older notes stay as they were.
void TestAnnotationRenderer::goldenVariants_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::addColumn<QString>("stem");
    QTest::newRow("wrong_code: three wrong variants, the third without a fix")
        << AnnotationKind::WrongCode << QStringLiteral("wrong_code_three_variants");
    QTest::newRow("performance_matrix: a speed-up column, one cell empty")
        << AnnotationKind::PerformanceMatrix << QStringLiteral("performance_matrix_speedup");
}

void TestAnnotationRenderer::goldenVariants()
{
    QFETCH(AnnotationKind, kind);
    QFETCH(QString, stem);
    compareGolden(kind, stem);
}

// A note in the HTML export (tests/data/annotations/<kind>.html): the finished post
// of the golden markdown alone, the note recognised as one.
void TestAnnotationRenderer::goldenHtml_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::newRow("warning_box: a red alert box, the marker replaced by its title") << AnnotationKind::WarningBox;
    QTest::newRow("quick_fix_table: a note with a table") << AnnotationKind::QuickFixTable;
    QTest::newRow("version_snapshot: a table and the conflicts as a list with a link") << AnnotationKind::VersionSnapshot;
    QTest::newRow("reproduction_pack: mirrors as a list, three code blocks") << AnnotationKind::ReproductionPack;
}

void TestAnnotationRenderer::goldenHtml()
{
    QFETCH(AnnotationKind, kind);
    const QString rendered = AnnotationRenderer::render(shipped(kind), sampleValues(AnnotationKinds::toString(kind)));
    const QString html = FinishedPostHtml::document(AnnotationKinds::toString(kind), rendered.toUtf8(), {rendered});
    if (kind == AnnotationKind::WarningBox) {
        // A red box: the note's block quote is a warning alert, and the page styles it in red.
        QVERIFY(html.contains(QLatin1String("<blockquote class=\"yq-note yq-alert yq-alert-warning\">\n<p class=\"yq-alert-title\">")));
        QVERIFY(!html.contains(QLatin1String("[!WARNING]")));
        static const QRegularExpression redRule(QStringLiteral("blockquote\\.yq-alert-warning[^{]*\\{[^}]*border: 2px solid #cf222e"));
        QVERIFY(redRule.match(html).hasMatch());
    }
    compareWithFile(html, dataDir + QLatin1Char('/') + AnnotationKinds::toString(kind) + QStringLiteral(".html"));
}

void TestAnnotationRenderer::compareGolden(AnnotationKind kind, const QString &stem)
{
    const QJsonObject values = sampleValues(stem);
    QVERIFY(!values.isEmpty());
    const std::optional<AnnotationTemplate> annotationTemplate = AnnotationTemplates::defaultFor(kind);
    QVERIFY(annotationTemplate);
    // The file ends in a line break, the rendering never does.
    compareWithFile(AnnotationRenderer::render(*annotationTemplate, values) + QLatin1Char('\n'),
        dataDir + QLatin1Char('/') + stem + QStringLiteral(".md"));
}

void TestAnnotationRenderer::compareWithFile(const QString &text, const QString &path)
{
    QFile file(path);
    if (qEnvironmentVariableIntValue("YIQIAO_UPDATE_GOLDEN") == 1) {
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text.toUtf8());
        return;
    }
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QCOMPARE(text, QString::fromUtf8(file.readAll()));
}

void TestAnnotationRenderer::oneBlock_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::addColumn<bool>("withValues");
    for (AnnotationKind kind : AnnotationKinds::all()) {
        const QByteArray name = AnnotationKinds::toString(kind).toUtf8();
        QTest::newRow(name + ": sample values") << kind << true;
        QTest::newRow(name + ": all fields empty") << kind << false;
    }
}

void TestAnnotationRenderer::oneBlock()
{
    QFETCH(AnnotationKind, kind);
    QFETCH(bool, withValues);
    const QString rendered =
        AnnotationRenderer::render(shipped(kind), withValues ? sampleValues(AnnotationKinds::toString(kind)) : QJsonObject());
    QVERIFY(!rendered.endsWith(QLatin1Char('\n')));
    const MarkdownDocument document = MarkdownBlockParser::parse(rendered.toUtf8());
    QCOMPARE(document.blocks.size(), 1);
    QCOMPARE(document.blocks.constFirst().kind, BlockKind::BlockQuote);
    QCOMPARE(document.blocks.constFirst().text, rendered);
    // A warning box is a GitHub alert: its marker line comes first.
    const QString title =
        kind == AnnotationKind::WarningBox ? QStringLiteral("> [!WARNING]\n> **【译者注·") : QStringLiteral("> **【译者注·");
    QVERIFY(rendered.startsWith(title));
}

void TestAnnotationRenderer::emptyValues_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("hardware_table: only the title")
        << AnnotationKind::HardwareTable << shipped(AnnotationKind::HardwareTable).body.section('\n', 0, 0);
    QTest::newRow("version_note: only the title") << AnnotationKind::VersionNote << QStringLiteral("**【译者注·版本适配】**");
    QTest::newRow("troubleshooting_tree: no empty fence")
        << AnnotationKind::TroubleshootingTree << shipped(AnnotationKind::TroubleshootingTree).body.section('\n', 0, 0);
    QTest::newRow("term_explanation: no empty items") << AnnotationKind::TermExplanation << QStringLiteral("**【译者注·术语解释】**");
    QTest::newRow("wrong_code: the comment lines stay, python's marker")
        << AnnotationKind::WrongCode
        << shipped(AnnotationKind::WrongCode).body.section('\n', 0, 0) + QStringLiteral("\n\n```python\n# ❌ 错误：\n\n# ✅ 修复：\n```");
    QTest::newRow("warning_box: the alert marker and the title stay")
        << AnnotationKind::WarningBox << QStringLiteral("[!WARNING]\n**【译者注·警告】**");
    QTest::newRow("quick_fix_table: no empty table")
        << AnnotationKind::QuickFixTable << shipped(AnnotationKind::QuickFixTable).body.section('\n', 0, 0);
}

void TestAnnotationRenderer::emptyValues()
{
    QFETCH(AnnotationKind, kind);
    QFETCH(QString, expected);
    QCOMPARE(AnnotationRenderer::fill(shipped(kind), {}), expected);
}

void TestAnnotationRenderer::versionNoteForms_data()
{
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QString>("expected");
    const QString title = QStringLiteral("**【译者注·版本适配】**\n\n");
    QTest::newRow("without code: one sentence")
        << QByteArray(R"({"original": "PyTorch 2.0.1", "target": "CUDA 12.1", "action": "请升级。"})")
        << title + QStringLiteral("原文基于 PyTorch 2.0.1；若你使用 CUDA 12.1，请升级。");
    QTest::newRow("without code or target") << QByteArray(R"({"original": "PyTorch 2.0.1", "action": "请升级。"})")
                                            << title + QStringLiteral("原文基于 PyTorch 2.0.1；请升级。");
    QTest::newRow("code in cuda: // comments, no target")
        << QByteArray(R"({"original": "CUDA 11.8", "action": "请改用 CUDA 12", "language": "cuda", "code": "__global__ void k() {}"})")
        << title + QStringLiteral("```cuda\n// 【译者注】原文基于 CUDA 11.8\n// 请改用 CUDA 12\n__global__ void k() {}\n```");
}

void TestAnnotationRenderer::versionNoteForms()
{
    QFETCH(QByteArray, values);
    QFETCH(QString, expected);
    QCOMPARE(AnnotationRenderer::fill(shipped(AnnotationKind::VersionNote), parsed(values)), expected);
}

void TestAnnotationRenderer::table_data()
{
    QTest::addColumn<QByteArray>("rows");
    QTest::addColumn<QString>("expected");
    const QString header = QStringLiteral("| x | y |\n| --- | --- |\n");
    QTest::newRow("'|' in a cell escaped") << QByteArray(R"([["a|b", "c"]])") << header + QStringLiteral("| a\\|b | c |");
    QTest::newRow("line break in a cell becomes <br>")
        << QByteArray(R"([["one\ntwo", "c"]])") << header + QStringLiteral("| one<br>two | c |");
    QTest::newRow("CRLF in a cell becomes one <br>")
        << QByteArray(R"([["one\r\ntwo", "c"]])") << header + QStringLiteral("| one<br>two | c |");
    QTest::newRow("missing cells are empty") << QByteArray(R"([["a"]])") << header + QStringLiteral("| a |  |");
    QTest::newRow("cells beyond the columns dropped") << QByteArray(R"([["a", "b", "c"]])") << header + QStringLiteral("| a | b |");
    QTest::newRow("blank rows dropped") << QByteArray(R"([["", " "], ["a", "b"]])") << header + QStringLiteral("| a | b |");
    QTest::newRow("no rows: no table at all") << QByteArray(R"([])") << QString();
    QTest::newRow("numbers as text") << QByteArray(R"([[1.5, 2]])") << header + QStringLiteral("| 1.5 | 2 |");
}

void TestAnnotationRenderer::table()
{
    QFETCH(QByteArray, rows);
    QFETCH(QString, expected);
    const QJsonObject values {{QStringLiteral("rows"), QJsonDocument::fromJson(rows).array()}};
    QCOMPARE(AnnotationRenderer::fill(scratch(QStringLiteral("{{rows}}")), values), expected);
}

// An optional column (the performance matrix's 加速比) is left out while no row fills it.
void TestAnnotationRenderer::optionalColumns_data()
{
    QTest::addColumn<QByteArray>("rows");
    QTest::addColumn<QString>("expected");
    QTest::newRow("rows without the column: as before it was added")
        << QByteArray(R"([["a", "b"]])") << QStringLiteral("| x | y |\n| --- | --- |\n| a | b |");
    QTest::newRow("blank cells in the column: left out")
        << QByteArray(R"([["a", "b", " "], ["c", "d", ""]])") << QStringLiteral("| x | y |\n| --- | --- |\n| a | b |\n| c | d |");
    QTest::newRow("one row fills it: shown, empty elsewhere") << QByteArray(
        R"([["a", "b", "1.8x"], ["c", "d"]])") << QStringLiteral("| x | y | z |\n| --- | --- | --- |\n| a | b | 1.8x |\n| c | d |  |");
    QTest::newRow("an optional column in the middle")
        << QByteArray(R"([["a", "", "z"]])") << QStringLiteral("| x | z |\n| --- | --- |\n| a | z |");
}

void TestAnnotationRenderer::optionalColumns()
{
    QFETCH(QByteArray, rows);
    QFETCH(QString, expected);
    AnnotationTemplate annotationTemplate = scratch(QStringLiteral("{{rows}}"));
    AnnotationField &table = annotationTemplate.fields[4];
    table.columns = QStringList {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")};
    table.optionalColumns = QStringList {QStringLiteral("y"), QStringLiteral("z")};
    const QJsonObject values {{QStringLiteral("rows"), QJsonDocument::fromJson(rows).array()}};
    QCOMPARE(AnnotationRenderer::fill(annotationTemplate, values), expected);
}

void TestAnnotationRenderer::sections_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QString>("expected");
    QTest::newRow("inline section kept") << QStringLiteral("T{{#a}} ({{a}}){{/a}}.") << QByteArray(R"({"a": "x"})")
                                         << QStringLiteral("T (x).");
    QTest::newRow("inline section dropped") << QStringLiteral("T{{#a}} ({{a}}){{/a}}.") << QByteArray(R"({})") << QStringLiteral("T.");
    QTest::newRow("blank value counts as empty")
        << QStringLiteral("T{{#a}} ({{a}}){{/a}}.") << QByteArray(R"({"a": "  "})") << QStringLiteral("T.");
    QTest::newRow("inverted section kept when empty")
        << QStringLiteral("{{^a}}none{{/a}}{{#a}}{{a}}{{/a}}") << QByteArray(R"({})") << QStringLiteral("none");
    QTest::newRow("inverted section dropped when filled")
        << QStringLiteral("{{^a}}none{{/a}}{{#a}}{{a}}{{/a}}") << QByteArray(R"({"a": "x"})") << QStringLiteral("x");
    QTest::newRow("markers alone on their lines take the lines")
        << QStringLiteral("A\n{{#a}}\nB {{a}}\nC\n{{/a}}\nD") << QByteArray(R"({"a": "x"})") << QStringLiteral("A\nB x\nC\nD");
    QTest::newRow("dropped section on lines of its own leaves no line")
        << QStringLiteral("A\n{{#a}}\nB {{a}}\n{{/a}}\nD") << QByteArray(R"({})") << QStringLiteral("A\nD");
    QTest::newRow("nested sections, inner dropped")
        << QStringLiteral("{{#a}}\nA {{a}}\n{{#t}}\nT {{t}}\n{{/t}}\nZ\n{{/a}}") << QByteArray(R"({"a": "x"})") << QStringLiteral("A x\nZ");
    QTest::newRow("nested sections, both kept")
        << QStringLiteral("{{#a}}A{{#t}} T {{t}}{{/t}}{{/a}}") << QByteArray(R"({"a": "x", "t": "y"})") << QStringLiteral("A T y");
    QTest::newRow("nested sections, outer dropped")
        << QStringLiteral("B{{#a}}A{{#t}} T {{t}}{{/t}}{{/a}}") << QByteArray(R"({"t": "y"})") << QStringLiteral("B");
    QTest::newRow("default value fills a section")
        << QStringLiteral("{{#language}}lang {{language}}{{/language}}") << QByteArray(R"({})") << QStringLiteral("lang python");
    QTest::newRow("table section needs a non-blank cell")
        << QStringLiteral("T{{#rows}} has rows{{/rows}}") << QByteArray(R"({"rows": [["", ""]]})") << QStringLiteral("T");
    QTest::newRow("line of empty placeholders dropped")
        << QStringLiteral("A\n{{a}} {{t}}\nB") << QByteArray(R"({})") << QStringLiteral("A\nB");
    QTest::newRow("line with text and an empty placeholder kept")
        << QStringLiteral("A\nx: {{a}}\nB") << QByteArray(R"({})") << QStringLiteral("A\nx: \nB");
    QTest::newRow("empty line runs collapse, ends trimmed")
        << QStringLiteral("\n\nA\n\n\n\nB\n\n") << QByteArray(R"({})") << QStringLiteral("A\n\nB");
    QTest::newRow("empty lines inside a fence stay")
        << QStringLiteral("```\n{{c}}\n```") << QByteArray(R"({"c": "a\n\n\nb"})") << QStringLiteral("```\na\n\n\nb\n```");
    QTest::newRow("unknown placeholder left as text")
        << QStringLiteral("{{nope}} {{ a }}") << QByteArray(R"({})") << QStringLiteral("{{nope}} {{ a }}");
}

void TestAnnotationRenderer::sections()
{
    QFETCH(QString, body);
    QFETCH(QByteArray, values);
    QFETCH(QString, expected);
    QCOMPARE(AnnotationRenderer::fill(scratch(body), parsed(values)), expected);
}

void TestAnnotationRenderer::lines_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Line joins its lines") << QStringLiteral("[{{a}}]") << QByteArray(R"({"a": " one\ntwo "})")
                                          << QStringLiteral("[one two]");
    QTest::newRow("Text keeps its lines") << QStringLiteral("{{t}}") << QByteArray(R"({"t": "\none\ntwo\n\n"})")
                                          << QStringLiteral("one\ntwo");
    QTest::newRow("Text after {{comment}} repeats the marker")
        << QStringLiteral("  {{comment}} note: {{t}}") << QByteArray(R"({"t": "one\ntwo"})") << QStringLiteral("  # note: one\n  # two");
    QTest::newRow("marker follows the language")
        << QStringLiteral("{{comment}} {{t}}") << QByteArray(R"({"t": "one\ntwo", "language": "cuda"})")
        << QStringLiteral("// one\n// two");
    QTest::newRow("Text in a list item indented under it")
        << QStringLiteral("- item: {{t}}") << QByteArray(R"({"t": "one\n\ntwo"})") << QStringLiteral("- item: one\n\n  two");
    QTest::newRow("Text in a numbered item") << QStringLiteral("10. {{t}}") << QByteArray(R"({"t": "one\ntwo"})")
                                             << QStringLiteral("10. one\n    two");
    QTest::newRow("Code keeps indentation") << QStringLiteral("{{c}}") << QByteArray(R"({"c": "if x:\n    y()\n"})")
                                            << QStringLiteral("if x:\n    y()");
    QTest::newRow("CRLF values become LF") << QStringLiteral("{{c}}") << QByteArray(R"({"c": "a\r\nb"})") << QStringLiteral("a\nb");
    QTest::newRow("cell of a table row in the body")
        << QStringLiteral("| k | {{t}} |") << QByteArray(R"({"t": "a|b\nc"})") << QStringLiteral("| k | a\\|b<br>c |");
    QTest::newRow("value text is not scanned for placeholders")
        << QStringLiteral("{{a}}") << QByteArray(R"({"a": "{{t}}", "t": "no"})") << QStringLiteral("{{t}}");
}

void TestAnnotationRenderer::lines()
{
    QFETCH(QString, body);
    QFETCH(QByteArray, values);
    QFETCH(QString, expected);
    QCOMPARE(AnnotationRenderer::fill(scratch(body), parsed(values)), expected);
}

void TestAnnotationRenderer::tree_data()
{
    QTest::addColumn<QString>("outline");
    QTest::addColumn<QString>("expected");
    QTest::newRow("flat") << QStringLiteral("a\nb") << QStringLiteral("├─ a\n└─ b");
    QTest::newRow("nested, last branch without a bar")
        << QStringLiteral("a\n  a1\n  a2\nb\n  b1") << QStringLiteral("├─ a\n│  ├─ a1\n│  └─ a2\n└─ b\n   └─ b1");
    QTest::newRow("three levels") << QStringLiteral("a\n  b\n    c\n  d") << QStringLiteral("└─ a\n   ├─ b\n   │  └─ c\n   └─ d");
    QTest::newRow("over-indented line one level deeper only") << QStringLiteral("a\n      b") << QStringLiteral("└─ a\n   └─ b");
    QTest::newRow("blank lines and tabs") << QStringLiteral("a\n\n\tb\n") << QStringLiteral("└─ a\n   └─ b");
    QTest::newRow("odd indentation rounds down") << QStringLiteral("a\n   b\nc") << QStringLiteral("├─ a\n│  └─ b\n└─ c");
}

void TestAnnotationRenderer::tree()
{
    QFETCH(QString, outline);
    QFETCH(QString, expected);
    AnnotationTemplate annotationTemplate;
    annotationTemplate.name = QStringLiteral("tree");
    annotationTemplate.fields = {field(QStringLiteral("tree"), AnnotationField::Tree)};
    annotationTemplate.body = QStringLiteral("{{tree}}");
    QCOMPARE(AnnotationRenderer::fill(annotationTemplate, {{QStringLiteral("tree"), outline}}), expected);
}

void TestAnnotationRenderer::commentMarker_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("marker");
    QTest::newRow("python") << QStringLiteral("python") << QStringLiteral("#");
    QTest::newRow("bash") << QStringLiteral("bash") << QStringLiteral("#");
    QTest::newRow("dockerfile") << QStringLiteral("Dockerfile") << QStringLiteral("#");
    QTest::newRow("yaml") << QStringLiteral("yaml") << QStringLiteral("#");
    QTest::newRow("cuda") << QStringLiteral("cuda") << QStringLiteral("//");
    QTest::newRow("C++ any case") << QStringLiteral("C++") << QStringLiteral("//");
    QTest::newRow("rust") << QStringLiteral("rust") << QStringLiteral("//");
    QTest::newRow("ts") << QStringLiteral("ts") << QStringLiteral("//");
    QTest::newRow("sql") << QStringLiteral("sql") << QStringLiteral("--");
    QTest::newRow("lua") << QStringLiteral("lua") << QStringLiteral("--");
    QTest::newRow("fence info with attributes") << QStringLiteral(" go title=main.go") << QStringLiteral("//");
    QTest::newRow("empty") << QString() << QStringLiteral("#");
    QTest::newRow("unknown") << QStringLiteral("brainfuck") << QStringLiteral("#");
}

void TestAnnotationRenderer::commentMarker()
{
    QFETCH(QString, language);
    QFETCH(QString, marker);
    QCOMPARE(AnnotationRenderer::commentMarker(language), marker);
}

void TestAnnotationRenderer::quote_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("expected");
    QTest::newRow("lines prefixed, empty line a bare >") << QStringLiteral("a\n\nb") << QStringLiteral("> a\n>\n> b");
    QTest::newRow("indentation kept") << QStringLiteral("  x") << QStringLiteral(">   x");
    QTest::newRow("CRLF") << QStringLiteral("a\r\nb") << QStringLiteral("> a\n> b");
}

void TestAnnotationRenderer::quote()
{
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    QCOMPARE(AnnotationRenderer::quote(markdown), expected);
}

QTEST_GUILESS_MAIN(TestAnnotationRenderer)
#include "tst_annotationrenderer.moc"
