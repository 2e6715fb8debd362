// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationrenderer.h"
#include "notes/annotationrepository.h"
#include "notes/annotationtemplates.h"
#include "reuseproject.h"

#include <QJsonDocument>
#include <QTest>

using namespace ReuseFixture;

// A note template made from an existing note (AnnotationRepository::templateFromNote,
// saveTemplateFromNote): the note's values as defaults, the body of the template it
// came from, or its own text when it has no form; saved as a new extra template.
class TestTemplateFromNote : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void fromTheShippedTemplate();
    void fromTheProjectTemplateItWasMadeWith();
    void noteWithoutFormGivesItsText_data();
    void noteWithoutFormGivesItsText();
    void savedAsANewTemplateBesideTheKinds();
    void refused_data();
    void refused();

private:
    ReuseProject m_project;
    ProjectStore *m_store = nullptr;
    qint64 m_issue = 0;
    QList<qint64> m_blocks;
};

void TestTemplateFromNote::init()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_store = &m_project.store();
    m_issue = m_project.issue();
    m_blocks = m_project.blockIds();
}

void TestTemplateFromNote::cleanup()
{
    m_project.close();
}

void TestTemplateFromNote::fromTheShippedTemplate()
{
    QVERIFY(makeNote(*m_store, m_issue, 4, AnnotationKind::VersionNote, versionValues()));
    AnnotationRepository repository(*m_store);
    const auto made = repository.templateFromNote(m_blocks.at(4), QStringLiteral("  CUDA 升级说明 "));
    QVERIFY2(made, qPrintable(repository.errorString()));
    const AnnotationTemplate shipped = *AnnotationTemplates::defaultFor(AnnotationKind::VersionNote);
    QCOMPARE(made->kind, AnnotationKind::VersionNote);
    QCOMPARE(made->name, QStringLiteral("CUDA 升级说明"));
    QCOMPARE(made->body, shipped.body);
    QCOMPARE(made->field(QStringLiteral("original"))->defaultValue, QStringLiteral("CUDA 11.8"));
    QCOMPARE(made->field(QStringLiteral("target"))->defaultValue, QStringLiteral("CUDA 12.1"));
    QCOMPARE(made->field(QStringLiteral("action"))->defaultValue, shipped.field(QStringLiteral("action"))->defaultValue);
    // An empty form renders what the note was rendered from.
    QCOMPARE(AnnotationRenderer::render(*made, {}), AnnotationRenderer::render(shipped, versionValues()));
}

void TestTemplateFromNote::fromTheProjectTemplateItWasMadeWith()
{
    AnnotationRepository repository(*m_store);
    AnnotationTemplate edited = *AnnotationTemplates::defaultFor(AnnotationKind::HardwareTable);
    edited.body = QStringLiteral("**【本项目硬件注】**\n\n") + edited.body;
    QVERIFY(repository.saveTemplate(edited));
    QVERIFY(makeNote(*m_store, m_issue, 2, AnnotationKind::HardwareTable, hardwareValues()));
    const auto made = repository.templateFromNote(m_blocks.at(2), QStringLiteral("硬件"));
    QVERIFY2(made, qPrintable(repository.errorString()));
    QCOMPARE(made->body, edited.body);
    QCOMPARE(made->field(QStringLiteral("comment"))->defaultValue, QStringLiteral("国产卡显存更小"));
    QVERIFY(made->field(QStringLiteral("rows"))->defaultValue.isEmpty()); // a table keeps no default
}

void TestTemplateFromNote::noteWithoutFormGivesItsText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("body");
    QTest::newRow("quoted lines") << QStringLiteral("> **说明**：先装驱动。\n>\n> 再重启。")
                                  << QStringLiteral("**说明**：先装驱动。\n\n再重启。");
    QTest::newRow("CRLF and a line without marker") << QStringLiteral("> 一\r\n二") << QStringLiteral("一\n二");
}

void TestTemplateFromNote::noteWithoutFormGivesItsText()
{
    QFETCH(QString, text);
    QFETCH(QString, body);
    QVERIFY(setText(*m_store, m_blocks.at(2), text));
    QSqlQuery note(m_store->database());
    QVERIFY(note.exec(QStringLiteral("UPDATE target_blocks SET origin = 'note', note_type = 'roadmap' WHERE id = %1").arg(m_blocks.at(2))));
    AnnotationRepository repository(*m_store);
    const auto made = repository.templateFromNote(m_blocks.at(2), QStringLiteral("路线"));
    QVERIFY2(made, qPrintable(repository.errorString()));
    QCOMPARE(made->kind, AnnotationKind::Roadmap);
    QVERIFY(made->fields.isEmpty());
    QCOMPARE(made->body, body);
    QVERIFY(repository.saveTemplateFromNote(m_blocks.at(2), QStringLiteral("路线")));
}

void TestTemplateFromNote::savedAsANewTemplateBesideTheKinds()
{
    QVERIFY(makeNote(*m_store, m_issue, 4, AnnotationKind::VersionNote, versionValues()));
    AnnotationRepository repository(*m_store);
    const qint64 id = repository.saveTemplateFromNote(m_blocks.at(4), QStringLiteral("CUDA 升级说明"));
    QVERIFY2(id > 0, qPrintable(repository.errorString()));
    QVERIFY(!repository.isCustomized(AnnotationKind::VersionNote));
    const AnnotationTemplate stored = *repository.extraTemplate(id);
    QCOMPARE(stored.name, QStringLiteral("CUDA 升级说明"));
    QCOMPARE(stored.field(QStringLiteral("original"))->defaultValue, QStringLiteral("CUDA 11.8"));
}

void TestTemplateFromNote::refused_data()
{
    QTest::addColumn<int>("block");
    QTest::addColumn<QString>("name");
    QTest::newRow("a blank name") << 4 << QStringLiteral("  ");
    QTest::newRow("a block that is no note") << 1 << QStringLiteral("段落");
    QTest::newRow("no such block") << -1 << QStringLiteral("无");
}

void TestTemplateFromNote::refused()
{
    QFETCH(int, block);
    QFETCH(QString, name);
    QVERIFY(makeNote(*m_store, m_issue, 4, AnnotationKind::VersionNote, versionValues()));
    AnnotationRepository repository(*m_store);
    QVERIFY(!repository.saveTemplateFromNote(block < 0 ? 9999 : m_blocks.at(block), name));
    QVERIFY(!repository.errorString().isEmpty());
    QCOMPARE(count(*m_store, QStringLiteral("annotation_templates")), 0);
}

QTEST_GUILESS_MAIN(TestTemplateFromNote)
#include "tst_templatefromnote.moc"
