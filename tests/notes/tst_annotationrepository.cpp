// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockrecord.h"
#include "notes/annotationrepository.h"
#include "notes/annotationtemplates.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// A project's note templates (shipped defaults, edits, resets) and its notes' values.
class TestAnnotationRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void defaultsWithoutEdits();
    void editedTemplateRoundTrip_data();
    void editedTemplateRoundTrip();
    void savingTwiceReplacesTheEdit();
    void resetBringsTheDefaultBack();
    void refusesATemplateThatDoesNotLoad();
    void brokenStoredTemplateFallsBack();
    void noteRoundTrip_data();
    void noteRoundTrip();
    void noteIsReplacedAndRemoved();
    void noteOfAnUnknownBlockIsRefused();
    void noteOfAnotherKindIsNone();
    void noteRecordsTheEditedTemplate();
    void readOnlyProjectRefusesWrites();

private:
    QString path() const { return m_dir->filePath(QStringLiteral("a.yiqiao")); }
    void reopen(ProjectStore::Access access = ProjectStore::Access::ReadWrite);
    bool write(qint64 blockId, AnnotationKind kind, const QJsonObject &values);
    int storedTemplates() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    QList<qint64> m_targetIds;
};

namespace {

const QByteArray kSource("# GPUs\n\nRun it on an A100.\n\nThen on a V100.\n");
const QByteArray kTarget("# GPU\n\n在 A100 上运行。\n\n然后在 V100 上运行。\n");

AnnotationTemplate edited(AnnotationKind kind)
{
    AnnotationTemplate annotationTemplate = *AnnotationTemplates::defaultFor(kind);
    annotationTemplate.name += QStringLiteral("（本项目）");
    annotationTemplate.body = QStringLiteral("**【本项目注】**\n\n") + annotationTemplate.body;
    return annotationTemplate;
}

QByteArray json(const AnnotationTemplate &annotationTemplate)
{
    return QJsonDocument(annotationTemplate.toJson()).toJson(QJsonDocument::Compact);
}

} // namespace

void TestAnnotationRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(path(), QStringLiteral("A")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, QString(), QString(), kTarget), qPrintable(importer.errorString()));
    m_targetIds.clear();
    const QList<BlockRecord> blocks = IssueRepository(*m_store).targetBlocks(importer.result().issueId);
    for (const BlockRecord &block : blocks) {
        m_targetIds.append(block.id);
    }
    QCOMPARE(m_targetIds.size(), 3);
}

void TestAnnotationRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestAnnotationRepository::reopen(ProjectStore::Access access)
{
    m_store->close();
    QVERIFY2(m_store->open(path(), access), qPrintable(m_store->errorString()));
}

bool TestAnnotationRepository::write(qint64 blockId, AnnotationKind kind, const QJsonObject &values)
{
    QString error;
    if (!m_store->beginWrite()) {
        return false;
    }
    if (!AnnotationRepository::writeNote(*m_store, blockId, kind, values, &error)) {
        m_store->rollback();
        qWarning("%s", qPrintable(error));
        return false;
    }
    return m_store->commit();
}

int TestAnnotationRepository::storedTemplates() const
{
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT count(*) FROM annotation_templates")) && query.next() ? query.value(0).toInt() : -1;
}

void TestAnnotationRepository::defaultsWithoutEdits()
{
    AnnotationRepository repository(*m_store);
    const QList<AnnotationTemplate> templates = repository.templates();
    QCOMPARE(templates.size(), AnnotationKinds::all().size());
    for (int i = 0; i < templates.size(); ++i) {
        const AnnotationKind kind = AnnotationKinds::all().at(i);
        QCOMPARE(templates.at(i).kind, kind);
        QCOMPARE(json(templates.at(i)), json(*AnnotationTemplates::defaultFor(kind)));
        QVERIFY(!repository.isCustomized(kind));
    }
    QVERIFY2(repository.errorString().isEmpty(), qPrintable(repository.errorString()));
}

void TestAnnotationRepository::editedTemplateRoundTrip_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    for (AnnotationKind kind : AnnotationKinds::all()) {
        QTest::newRow(qPrintable(AnnotationKinds::toString(kind) + QStringLiteral(" edited, others default"))) << kind;
    }
}

void TestAnnotationRepository::editedTemplateRoundTrip()
{
    QFETCH(AnnotationKind, kind);
    {
        AnnotationRepository repository(*m_store);
        QVERIFY2(repository.saveTemplate(edited(kind)), qPrintable(repository.errorString()));
    }
    reopen();
    AnnotationRepository repository(*m_store);
    QCOMPARE(json(repository.templateFor(kind)), json(edited(kind)));
    const QList<AnnotationTemplate> templates = repository.templates();
    for (const AnnotationTemplate &annotationTemplate : templates) {
        const bool isEdited = annotationTemplate.kind == kind;
        QCOMPARE(repository.isCustomized(annotationTemplate.kind), isEdited);
        const AnnotationTemplate expected = isEdited ? edited(kind) : *AnnotationTemplates::defaultFor(annotationTemplate.kind);
        QCOMPARE(json(annotationTemplate), json(expected));
    }
}

void TestAnnotationRepository::savingTwiceReplacesTheEdit()
{
    AnnotationRepository repository(*m_store);
    QVERIFY(repository.saveTemplate(edited(AnnotationKind::Roadmap)));
    AnnotationTemplate again = edited(AnnotationKind::Roadmap);
    again.name = QStringLiteral("路线图 v2");
    QVERIFY2(repository.saveTemplate(again), qPrintable(repository.errorString()));
    QCOMPARE(storedTemplates(), 1);
    QCOMPARE(repository.templateFor(AnnotationKind::Roadmap).name, QStringLiteral("路线图 v2"));
}

void TestAnnotationRepository::resetBringsTheDefaultBack()
{
    AnnotationRepository repository(*m_store);
    QVERIFY(repository.saveTemplate(edited(AnnotationKind::WrongCode)));
    QVERIFY(repository.saveTemplate(edited(AnnotationKind::VersionNote)));
    QVERIFY2(repository.resetTemplate(AnnotationKind::WrongCode), qPrintable(repository.errorString()));
    QVERIFY(!repository.isCustomized(AnnotationKind::WrongCode));
    QVERIFY(repository.isCustomized(AnnotationKind::VersionNote));
    QCOMPARE(json(repository.templateFor(AnnotationKind::WrongCode)), json(*AnnotationTemplates::defaultFor(AnnotationKind::WrongCode)));
    QCOMPARE(storedTemplates(), 1);
}

void TestAnnotationRepository::refusesATemplateThatDoesNotLoad()
{
    AnnotationTemplate broken = edited(AnnotationKind::TermExplanation);
    broken.body += QStringLiteral("\n{{no_such_field}}");
    AnnotationRepository repository(*m_store);
    QVERIFY(!repository.saveTemplate(broken));
    QVERIFY(!repository.errorString().isEmpty());
    QCOMPARE(storedTemplates(), 0);
    QVERIFY(!repository.isCustomized(AnnotationKind::TermExplanation));
}

// A row edited outside (or by a later version) that no longer loads.
void TestAnnotationRepository::brokenStoredTemplateFallsBack()
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT INTO annotation_templates (kind, name, fields, body, builtin) VALUES (?, ?, ?, ?, 0)"));
    query.addBindValue(QStringLiteral("roadmap"));
    query.addBindValue(QStringLiteral("x"));
    query.addBindValue(QStringLiteral("[{\"key\": \"t\", \"type\": \"hologram\"}]"));
    query.addBindValue(QStringLiteral("{{t}}"));
    QVERIFY(query.exec());
    AnnotationRepository repository(*m_store);
    QCOMPARE(json(repository.templateFor(AnnotationKind::Roadmap)), json(*AnnotationTemplates::defaultFor(AnnotationKind::Roadmap)));
    QVERIFY2(repository.errorString().contains(QStringLiteral("roadmap")), qPrintable(repository.errorString()));
}

void TestAnnotationRepository::noteRoundTrip_data()
{
    QTest::addColumn<AnnotationKind>("kind");
    QTest::addColumn<QByteArray>("values");
    QTest::newRow("hardware table rows") << AnnotationKind::HardwareTable
                                         << QByteArray(
                                                R"({"rows": [["A100", "A800", "⚠️ 部分规格支持", ""]], "comment": "见文档"})");
    QTest::newRow("version note with code") << AnnotationKind::VersionNote
                                            << QByteArray(
                                                   R"({"original": "PyTorch 2.0.1", "language": "python", "code": "import torch\n"})");
    QTest::newRow("troubleshooting tree") << AnnotationKind::TroubleshootingTree
                                          << QByteArray(R"({"symptom": "训练启动失败", "tree": "NCCL\n  驱动"})");
    QTest::newRow("term explanation: Chinese, emoji, quotes, line breaks")
        << AnnotationKind::TermExplanation << QByteArray(R"({"term": "正交初始化 🚀", "effect": "第一行\n第二行 \"引号\"", "code": "a|b"})");
    QTest::newRow("no values") << AnnotationKind::Roadmap << QByteArray("{}");
}

void TestAnnotationRepository::noteRoundTrip()
{
    QFETCH(AnnotationKind, kind);
    QFETCH(QByteArray, values);
    const QJsonObject object = QJsonDocument::fromJson(values).object();
    QVERIFY(write(m_targetIds.at(1), kind, object));
    reopen();
    const auto note = AnnotationRepository(*m_store).note(m_targetIds.at(1));
    QVERIFY(note);
    QCOMPARE(note->kind, kind);
    QCOMPARE(note->values, object);
    QVERIFY(!AnnotationRepository(*m_store).note(m_targetIds.at(2)));
}

void TestAnnotationRepository::noteIsReplacedAndRemoved()
{
    QVERIFY(write(m_targetIds.at(1), AnnotationKind::HardwareTable, QJsonObject {{QStringLiteral("comment"), QStringLiteral("a")}}));
    QVERIFY(write(m_targetIds.at(1), AnnotationKind::WrongCode, QJsonObject {{QStringLiteral("problem"), QStringLiteral("b")}}));
    AnnotationRepository repository(*m_store);
    QCOMPARE(repository.note(m_targetIds.at(1))->kind, AnnotationKind::WrongCode);
    QCOMPARE(repository.note(m_targetIds.at(1))->values.value(QStringLiteral("problem")).toString(), QStringLiteral("b"));
    QVERIFY(m_store->beginWrite());
    QString error;
    QVERIFY2(AnnotationRepository::removeNote(*m_store, m_targetIds.at(1), &error), qPrintable(error));
    QVERIFY(m_store->commit());
    QVERIFY(!repository.note(m_targetIds.at(1)));
}

void TestAnnotationRepository::noteOfAnUnknownBlockIsRefused()
{
    QVERIFY(m_store->beginWrite());
    QString error;
    QVERIFY(!AnnotationRepository::writeNote(*m_store, 999999, AnnotationKind::Roadmap, {}, &error));
    QVERIFY(!error.isEmpty());
    m_store->rollback();
    QVERIFY(!AnnotationRepository(*m_store).note(999999));
}

// 'other' is a stored kind this version has no template for.
void TestAnnotationRepository::noteOfAnotherKindIsNone()
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT INTO annotations (target_block_id, kind, fields) VALUES (?, 'other', '{}')"));
    query.addBindValue(m_targetIds.at(0));
    QVERIFY(query.exec());
    AnnotationRepository repository(*m_store);
    QVERIFY(!repository.note(m_targetIds.at(0)));
    QVERIFY(repository.errorString().isEmpty());
}

void TestAnnotationRepository::noteRecordsTheEditedTemplate()
{
    AnnotationRepository repository(*m_store);
    QVERIFY(repository.saveTemplate(edited(AnnotationKind::VersionNote)));
    QVERIFY(write(m_targetIds.at(0), AnnotationKind::VersionNote, {}));
    QVERIFY(write(m_targetIds.at(1), AnnotationKind::Roadmap, {}));
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT kind, template_id IS NOT NULL FROM annotations ORDER BY kind")));
    QStringList rows;
    while (query.next()) {
        rows.append(query.value(0).toString() + QLatin1Char(':') + query.value(1).toString());
    }
    QCOMPARE(rows, (QStringList {QStringLiteral("roadmap:0"), QStringLiteral("version_note:1")}));
    // The reset leaves the note, no longer tied to a template.
    QVERIFY(repository.resetTemplate(AnnotationKind::VersionNote));
    QVERIFY(repository.note(m_targetIds.at(0)));
}

void TestAnnotationRepository::readOnlyProjectRefusesWrites()
{
    {
        AnnotationRepository repository(*m_store);
        QVERIFY(repository.saveTemplate(edited(AnnotationKind::Roadmap)));
        QVERIFY(write(m_targetIds.at(1), AnnotationKind::Roadmap, {}));
    }
    reopen(ProjectStore::Access::ReadOnly);
    AnnotationRepository repository(*m_store);
    QVERIFY(!repository.saveTemplate(edited(AnnotationKind::WrongCode)));
    QVERIFY2(repository.errorString().contains(QStringLiteral("read-only")), qPrintable(repository.errorString()));
    QVERIFY(!repository.resetTemplate(AnnotationKind::Roadmap));
    QVERIFY2(repository.errorString().contains(QStringLiteral("read-only")), qPrintable(repository.errorString()));
    QVERIFY(repository.isCustomized(AnnotationKind::Roadmap));
    QString error;
    QVERIFY(!AnnotationRepository::writeNote(*m_store, m_targetIds.at(2), AnnotationKind::Roadmap, {}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!AnnotationRepository::removeNote(*m_store, m_targetIds.at(1), &error));
    QVERIFY(repository.note(m_targetIds.at(1)));
}

QTEST_GUILESS_MAIN(TestAnnotationRepository)
#include "tst_annotationrepository.moc"
