// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationfield.h"
#include "notes/annotationrenderer.h"
#include "notes/annotationtemplate.h"
#include "notes/annotationtemplates.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

// Note templates as JSON: refusals with a clear message, round trips, and the shipped
// defaults (one per kind, with the field keys the suggester fills).
class TestAnnotationTemplate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refused_data();
    void refused();
    void roundTrip_data();
    void roundTrip();
    void fieldTypes();
    void shippedFile();
    void defaultsFromResources();
    void defaultFields_data();
    void defaultFields();
    void readRefused_data();
    void readRefused();
};

namespace {

const QString shippedPath = QStringLiteral(YIQIAO_TEST_DATA "/../../resources/templates/annotations.json");

QJsonObject object(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

// A valid template with fields a (line), rows (table) and language (line).
QJsonObject valid()
{
    return object(R"({"kind": "roadmap", "name": "路线图", "body": "{{a}}\n{{#rows}}{{rows}}{{/rows}}\n{{comment}}",
        "fields": [{"key": "a", "label": "A", "type": "line"},
                   {"key": "rows", "label": "表", "type": "table", "columns": ["x", "y"], "optional": true, "placeholder": "p"},
                   {"key": "language", "label": "语言", "type": "line", "default": "python"}]})");
}

QJsonObject with(QJsonObject base, const QString &key, const QJsonValue &value)
{
    base.insert(key, value);
    return base;
}

QJsonObject withField(int index, const QString &key, const QJsonValue &value)
{
    QJsonObject base = valid();
    QJsonArray fields = base.value(QStringLiteral("fields")).toArray();
    QJsonObject field = fields.at(index).toObject();
    if (value.isUndefined()) {
        field.remove(key);
    } else {
        field.insert(key, value);
    }
    fields.replace(index, field);
    base.insert(QStringLiteral("fields"), fields);
    return base;
}

QStringList keys(const AnnotationTemplate &annotationTemplate)
{
    QStringList result;
    for (const AnnotationField &field : annotationTemplate.fields) {
        result.append(field.key);
    }
    return result;
}

} // namespace

void TestAnnotationTemplate::refused_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addColumn<QString>("errorPart");
    QTest::newRow("unknown kind") << with(valid(), QStringLiteral("kind"), QStringLiteral("poem"))
                                  << QStringLiteral("Unknown note kind \"poem\"");
    QTest::newRow("no kind") << with(valid(), QStringLiteral("kind"), QJsonValue()) << QStringLiteral("Unknown note kind");
    QTest::newRow("no name") << with(valid(), QStringLiteral("name"), QStringLiteral(" ")) << QStringLiteral("no name");
    QTest::newRow("unknown field type") << withField(0, QStringLiteral("type"), QStringLiteral("picture"))
                                        << QStringLiteral("Field \"a\" has an unknown type \"picture\"");
    QTest::newRow("missing field type") << withField(0, QStringLiteral("type"), QJsonValue(QJsonValue::Undefined))
                                        << QStringLiteral("unknown type");
    QTest::newRow("duplicate key") << withField(2, QStringLiteral("key"), QStringLiteral("a"))
                                   << QStringLiteral("Two fields have the key \"a\"");
    QTest::newRow("key with a capital") << withField(0, QStringLiteral("key"), QStringLiteral("A"))
                                        << QStringLiteral("Field 1 has no valid key");
    QTest::newRow("empty key") << withField(1, QStringLiteral("key"), QString()) << QStringLiteral("Field 2 has no valid key");
    QTest::newRow("table without columns") << withField(1, QStringLiteral("columns"), QJsonArray())
                                           << QStringLiteral("table field \"rows\" has no columns");
    QTest::newRow("optional column that is no column") << withField(1, QStringLiteral("optional_columns"), QJsonArray {QStringLiteral("z")})
                                                       << QStringLiteral("table field \"rows\" has no column \"z\" to leave out");
    QTest::newRow("placeholder naming no field")
        << with(valid(), QStringLiteral("body"), QStringLiteral("x {{b}}")) << QStringLiteral("{{b}}, which is no field");
    QTest::newRow("section naming no field") << with(valid(), QStringLiteral("body"), QStringLiteral("{{#b}}x{{/b}}"))
                                             << QStringLiteral("{{#b}}, which is no field");
    QTest::newRow("{{comment}} without a language field")
        << withField(2, QStringLiteral("key"), QStringLiteral("lang")) << QStringLiteral("no field \"language\"");
    QTest::newRow("section never closed") << with(valid(), QStringLiteral("body"), QStringLiteral("{{#a}}x"))
                                          << QStringLiteral("never closed");
    QTest::newRow("close without open") << with(valid(), QStringLiteral("body"), QStringLiteral("x{{/a}}"))
                                        << QStringLiteral("{{/a}} closes no open");
    QTest::newRow("close of another section") << with(valid(), QStringLiteral("body"), QStringLiteral("{{#a}}x{{/rows}}"))
                                              << QStringLiteral("{{/rows}} closes no open");
    QTest::newRow("section inside a section of the same field")
        << with(valid(), QStringLiteral("body"), QStringLiteral("{{#a}}{{^a}}x{{/a}}{{/a}}")) << QStringLiteral("same field");
    QTest::newRow("sections closed crosswise") << with(valid(), QStringLiteral("body"), QStringLiteral("{{#a}}{{#rows}}x{{/a}}{{/rows}}"))
                                               << QStringLiteral("{{/a}} closes no open");
}

void TestAnnotationTemplate::refused()
{
    QFETCH(QJsonObject, json);
    QFETCH(QString, errorPart);
    QString error;
    QVERIFY(!AnnotationTemplate::fromJson(json, &error));
    QVERIFY2(error.contains(errorPart), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
}

void TestAnnotationTemplate::roundTrip_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::newRow("scratch template with every attribute") << valid();
    QTest::newRow("{{comment}} as a field of that name") << object(
        R"({"kind": "hardware_table", "name": "表", "body": "{{comment}}", "fields": [{"key": "comment", "label": "说明", "type": "text"}]})");
    QTest::newRow("kind written with dashes") << with(valid(), QStringLiteral("kind"), QStringLiteral("Wrong-Code"));
    QFile file(shippedPath);
    if (file.open(QIODevice::ReadOnly)) {
        const QJsonArray templates = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("templates")).toArray();
        for (const QJsonValue &value : templates) {
            const QByteArray name = "shipped " + value.toObject().value(QStringLiteral("kind")).toString().toUtf8();
            QTest::newRow(name.constData()) << value.toObject();
        }
    }
}

void TestAnnotationTemplate::roundTrip()
{
    QFETCH(QJsonObject, json);
    QString error = QStringLiteral("stale");
    const std::optional<AnnotationTemplate> first = AnnotationTemplate::fromJson(json, &error);
    QVERIFY2(first, qPrintable(error));
    QVERIFY(error.isEmpty());
    const std::optional<AnnotationTemplate> second = AnnotationTemplate::fromJson(first->toJson(), &error);
    QVERIFY2(second, qPrintable(error));
    QCOMPARE(second->toJson(), first->toJson());
    QCOMPARE(second->kind, first->kind);
    QCOMPARE(second->body, json.value(QStringLiteral("body")).toString());
    QCOMPARE(keys(*second), keys(*first));
    for (const AnnotationField &field : first->fields) {
        const AnnotationField copy = second->field(field.key).value();
        QCOMPARE(copy.label, field.label);
        QCOMPARE(copy.type, field.type);
        QCOMPARE(copy.columns, field.columns);
        QCOMPARE(copy.placeholder, field.placeholder);
        QCOMPARE(copy.optional, field.optional);
        QCOMPARE(copy.defaultValue, field.defaultValue);
    }
}

void TestAnnotationTemplate::fieldTypes()
{
    const QList<AnnotationField::Type> types {
        AnnotationField::Line, AnnotationField::Text, AnnotationField::Code, AnnotationField::Table, AnnotationField::Tree};
    for (AnnotationField::Type type : types) {
        QCOMPARE(AnnotationField::typeFromString(AnnotationField::typeToString(type)), std::optional<AnnotationField::Type>(type));
    }
    QCOMPARE(AnnotationField::typeFromString(QStringLiteral(" Table ")), std::optional<AnnotationField::Type>(AnnotationField::Table));
    QVERIFY(!AnnotationField::typeFromString(QStringLiteral("image")));
}

void TestAnnotationTemplate::shippedFile()
{
    QFile file(shippedPath);
    QString error;
    const QList<AnnotationTemplate> templates = AnnotationTemplates::read(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(templates.size(), AnnotationKinds::all().size());
    for (AnnotationKind kind : AnnotationKinds::all()) {
        const auto count =
            std::count_if(templates.cbegin(), templates.cend(), [kind](const AnnotationTemplate &t) { return t.kind == kind; });
        QVERIFY2(count == 1, qPrintable(AnnotationKinds::toString(kind)));
    }
    for (const AnnotationTemplate &annotationTemplate : templates) {
        QVERIFY(!annotationTemplate.name.isEmpty());
        // A warning box is a GitHub alert: its marker line comes first.
        const QString alert = annotationTemplate.kind == AnnotationKind::WarningBox ? QStringLiteral("[!WARNING]\n") : QString();
        QVERIFY(annotationTemplate.body.startsWith(alert + QStringLiteral("**【译者注·")));
        for (const AnnotationField &field : annotationTemplate.fields) {
            QVERIFY2(!field.label.isEmpty() && !field.placeholder.isEmpty(), qPrintable(field.key));
        }
    }
}

void TestAnnotationTemplate::defaultsFromResources()
{
    const QList<AnnotationTemplate> templates = AnnotationTemplates::defaults();
    QCOMPARE(templates.size(), AnnotationKinds::all().size());
    for (AnnotationKind kind : AnnotationKinds::all()) {
        const std::optional<AnnotationTemplate> found = AnnotationTemplates::defaultFor(kind);
        QVERIFY(found);
        QCOMPARE(found->kind, kind);
    }
}

void TestAnnotationTemplate::defaultFields_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::addColumn<QStringList>("expectedKeys");
    QTest::addColumn<QStringList>("tableColumns");
    QTest::newRow("hardware_table") << AnnotationKind::HardwareTable << QStringList {"rows", "comment"}
                                    << QStringList {"原文硬件描述", "国内常见对应形态", "NVLink 支持", "推荐替代方案"};
    QTest::newRow("version_note") << AnnotationKind::VersionNote << QStringList {"original", "target", "action", "language", "code"}
                                  << QStringList();
    QTest::newRow("performance_matrix") << AnnotationKind::PerformanceMatrix << QStringList {"environments", "rows"}
                                        << QStringList {"场景", "基线环境", "国内环境", "轻量环境", "关键约束", "加速比"};
    QTest::newRow("troubleshooting_tree") << AnnotationKind::TroubleshootingTree << QStringList {"symptom", "tree"} << QStringList();
    QTest::newRow("roadmap") << AnnotationKind::Roadmap << QStringList {"technology", "maturity", "replacement", "retirement", "advice"}
                             << QStringList();
    QTest::newRow("wrong_code: three variants") << AnnotationKind::WrongCode
                                                << QStringList {"problem", "language", "wrong", "fix", "fixed", "problem2", "wrong2",
                                                       "fix2", "fixed2", "problem3", "wrong3", "fix3", "fixed3"}
                                                << QStringList();
    QTest::newRow("term_explanation") << AnnotationKind::TermExplanation << QStringList {"term", "code", "effect", "symptom"}
                                      << QStringList();
    QTest::newRow("warning_box") << AnnotationKind::WarningBox << QStringList {"title", "risk", "advice"} << QStringList();
    QTest::newRow("quick_fix_table") << AnnotationKind::QuickFixTable << QStringList {"rows", "comment"}
                                     << QStringList {"现象", "原因", "验证命令", "解决方案"};
    QTest::newRow("version_snapshot") << AnnotationKind::VersionSnapshot << QStringList {"rows", "conflicts", "comment"}
                                      << QStringList {"组件", "原文版本", "出处", "说明"};
    QTest::newRow("reproduction_pack") << AnnotationKind::ReproductionPack
                                       << QStringList {"base_image", "requirements", "pip_mirror", "conda_mirror", "hf_mirror",
                                              "quick_command", "expected_output", "comment"}
                                       << QStringList();
}

void TestAnnotationTemplate::defaultFields()
{
    QFETCH(AnnotationKind, kind);
    QFETCH(QStringList, expectedKeys);
    QFETCH(QStringList, tableColumns);
    const AnnotationTemplate annotationTemplate = AnnotationTemplates::defaultFor(kind).value();
    QCOMPARE(keys(annotationTemplate), expectedKeys);
    if (!tableColumns.isEmpty()) {
        QCOMPARE(annotationTemplate.field(QStringLiteral("rows"))->columns, tableColumns);
    }
    for (const QString &key : expectedKeys) {
        // Every field reaches the rendering: the body names it.
        QVERIFY2(annotationTemplate.body.contains(QStringLiteral("{{") + key + QStringLiteral("}}")), qPrintable(key));
    }
    if (annotationTemplate.field(QStringLiteral("language"))) {
        QCOMPARE(annotationTemplate.field(QStringLiteral("language"))->defaultValue, QStringLiteral("python"));
    }
}

void TestAnnotationTemplate::readRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("errorPart");
    QTest::newRow("not JSON") << QByteArray("{") << QStringLiteral("not valid JSON");
    QTest::newRow("no templates list") << QByteArray(R"({"other": []})") << QStringLiteral("\"templates\"");
    const QByteArray one = QJsonDocument(valid()).toJson(QJsonDocument::Compact);
    QTest::newRow("second template of a kind") << "{\"templates\": [" + one + "," + one + "]}"
                                               << QStringLiteral("Template 2: a second template");
    QTest::newRow("a broken template, numbered")
        << "{\"templates\": [" + one + R"(, {"kind": "x"}]})" << QStringLiteral("Template 2: Unknown note kind");
}

void TestAnnotationTemplate::readRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, errorPart);
    QBuffer buffer;
    buffer.setData(json);
    QString error;
    QVERIFY(AnnotationTemplates::read(buffer, &error).isEmpty());
    QVERIFY2(error.contains(errorPart), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestAnnotationTemplate)
#include "tst_annotationtemplate.moc"
