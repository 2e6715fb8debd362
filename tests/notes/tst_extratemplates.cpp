// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationrenderer.h"
#include "notes/annotationrepository.h"
#include "notes/annotationtemplates.h"
#include "reuseproject.h"

#include <QJsonDocument>
#include <QTest>

using namespace ReuseFixture;

namespace {
AnnotationTemplate versionTemplate(const QString &name, const QString &bodyHead)
{
    AnnotationTemplate made = *AnnotationTemplates::defaultFor(AnnotationKind::VersionNote);
    made.name = name;
    made.body = bodyHead + QStringLiteral("\n\n") + made.body;
    return made;
}

QStringList names(const QList<AnnotationTemplate> &templates)
{
    QStringList result;
    for (const AnnotationTemplate &each : templates) {
        result.append(each.name);
    }
    return result;
}
} // namespace

// A project's extra note templates (AnnotationRepository): any number beside a kind's
// template, made from a note or added, named uniquely, renamed and deleted; a note made
// from one records it, renders with it and a template made from the note starts from it.
class TestExtraTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void noteMakesANewTemplateBesideTheKinds();
    void namesAreUniqueInTheProject_data();
    void namesAreUniqueInTheProject();
    void sameNameReplacesWhenAsked();
    void listedByKindThenAsMade();
    void renamedAndDeleted();
    void noteMadeFromAnExtraTemplateKeepsIt();
    void kindTemplatesLeaveExtrasAlone();

private:
    qint64 noteTemplateId(qint64 blockId) const;

    ReuseProject m_project;
    ProjectStore *m_store = nullptr;
    qint64 m_issue = 0;
    QList<qint64> m_blocks;
};

void TestExtraTemplates::init()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_store = &m_project.store();
    m_issue = m_project.issue();
    m_blocks = m_project.blockIds();
    QVERIFY(makeNote(*m_store, m_issue, 2, AnnotationKind::HardwareTable, hardwareValues()));
    QVERIFY(makeNote(*m_store, m_issue, 4, AnnotationKind::VersionNote, versionValues()));
}

void TestExtraTemplates::cleanup()
{
    m_project.close();
}

qint64 TestExtraTemplates::noteTemplateId(qint64 blockId) const
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT coalesce(template_id, 0) FROM annotations WHERE target_block_id = ?"));
    query.addBindValue(blockId);
    return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
}

void TestExtraTemplates::noteMakesANewTemplateBesideTheKinds()
{
    AnnotationRepository repository(*m_store);
    const QString name = QStringLiteral("A100/H100 硬件表（第12期）");
    const qint64 id = repository.saveTemplateFromNote(m_blocks.at(2), name);
    QVERIFY2(id > 0, qPrintable(repository.errorString()));
    // The kind's template is untouched: still the shipped one.
    QVERIFY(!repository.isCustomized(AnnotationKind::HardwareTable));
    QCOMPARE(repository.templateFor(AnnotationKind::HardwareTable).toJson(),
        AnnotationTemplates::defaultFor(AnnotationKind::HardwareTable)->toJson());
    QCOMPARE(repository.templates().size(), AnnotationKinds::all().size());
    const QList<AnnotationTemplate> extras = repository.extraTemplates();
    QCOMPARE(extras.size(), 1);
    QCOMPARE(extras.first().extraId, id);
    QCOMPARE(extras.first().kind, AnnotationKind::HardwareTable);
    QCOMPARE(extras.first().name, name);
    QCOMPARE(extras.first().field(QStringLiteral("comment"))->defaultValue, QStringLiteral("国产卡显存更小"));
    QCOMPARE(repository.extraTemplateId(name), id);
    // A second note of the same kind makes a second template.
    QVERIFY(repository.saveTemplateFromNote(m_blocks.at(2), QStringLiteral("硬件表（第13期）")) > 0);
    QCOMPARE(repository.extraTemplates().size(), 2);
    QCOMPARE(count(*m_store, QStringLiteral("annotation_templates")), 2);
}

void TestExtraTemplates::namesAreUniqueInTheProject_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("name");
    QTest::newRow("from a note, the same name") << QStringLiteral("note") << QStringLiteral("CUDA 说明");
    QTest::newRow("from a note, spaces and case aside") << QStringLiteral("note") << QStringLiteral("  cuda 说明 ");
    QTest::newRow("added, the same name of another kind's template") << QStringLiteral("add") << QStringLiteral("CUDA 说明");
    QTest::newRow("renamed onto another's name") << QStringLiteral("rename") << QStringLiteral("Cuda 说明");
    QTest::newRow("saved under another's name") << QStringLiteral("save") << QStringLiteral("CUDA 说明");
}

void TestExtraTemplates::namesAreUniqueInTheProject()
{
    QFETCH(QString, how);
    QFETCH(QString, name);
    AnnotationRepository repository(*m_store);
    const qint64 first = repository.saveTemplateFromNote(m_blocks.at(4), QStringLiteral("CUDA 说明"));
    QVERIFY(first > 0);
    const qint64 second = repository.saveTemplateFromNote(m_blocks.at(2), QStringLiteral("硬件"));
    QVERIFY(second > 0);
    bool done = true;
    if (how == QLatin1String("note")) {
        done = repository.saveTemplateFromNote(m_blocks.at(4), name) != 0;
    } else if (how == QLatin1String("add")) {
        AnnotationTemplate hardware = *AnnotationTemplates::defaultFor(AnnotationKind::HardwareTable);
        hardware.name = name;
        done = repository.addExtraTemplate(hardware) != 0;
    } else if (how == QLatin1String("rename")) {
        done = repository.renameExtraTemplate(second, name);
    } else {
        AnnotationTemplate renamed = *repository.extraTemplate(second);
        renamed.name = name;
        done = repository.saveTemplate(renamed);
    }
    QVERIFY(!done);
    QVERIFY(repository.errorString().contains(name.trimmed()));
    QCOMPARE(names(repository.extraTemplates()), (QStringList {QStringLiteral("硬件"), QStringLiteral("CUDA 说明")}));
}

void TestExtraTemplates::sameNameReplacesWhenAsked()
{
    AnnotationRepository repository(*m_store);
    const qint64 id = repository.addExtraTemplate(versionTemplate(QStringLiteral("CUDA 说明"), QStringLiteral("旧版")));
    QVERIFY(id > 0);
    QCOMPARE(repository.saveTemplateFromNote(m_blocks.at(4), QStringLiteral("cuda 说明"), true), id);
    const AnnotationTemplate replaced = *repository.extraTemplate(id);
    QCOMPARE(replaced.name, QStringLiteral("cuda 说明"));
    QVERIFY(!replaced.body.contains(QStringLiteral("旧版")));
    QCOMPARE(replaced.field(QStringLiteral("original"))->defaultValue, QStringLiteral("CUDA 11.8"));
    QCOMPARE(repository.extraTemplates().size(), 1);
    // One of another kind takes the note's kind.
    const qint64 hardware = repository.saveTemplateFromNote(m_blocks.at(2), QStringLiteral("硬件"));
    QVERIFY(hardware > 0);
    QCOMPARE(repository.saveTemplateFromNote(m_blocks.at(4), QStringLiteral("硬件"), true), hardware);
    QCOMPARE(repository.extraTemplate(hardware)->kind, AnnotationKind::VersionNote);
    QCOMPARE(repository.extraTemplates().size(), 2);
}

void TestExtraTemplates::listedByKindThenAsMade()
{
    AnnotationRepository repository(*m_store);
    QVERIFY(repository.saveTemplateFromNote(m_blocks.at(4), QStringLiteral("版本 B")));
    QVERIFY(repository.saveTemplateFromNote(m_blocks.at(2), QStringLiteral("硬件 Z")));
    QVERIFY(repository.saveTemplateFromNote(m_blocks.at(4), QStringLiteral("版本 A")));
    QVERIFY(repository.saveTemplateFromNote(m_blocks.at(2), QStringLiteral("硬件 Y")));
    // Hardware tables come before version notes (AnnotationKinds::all()).
    QCOMPARE(names(repository.extraTemplates()),
        (QStringList {QStringLiteral("硬件 Z"), QStringLiteral("硬件 Y"), QStringLiteral("版本 B"), QStringLiteral("版本 A")}));
}

void TestExtraTemplates::renamedAndDeleted()
{
    AnnotationRepository repository(*m_store);
    const qint64 id = repository.addExtraTemplate(versionTemplate(QStringLiteral("旧名"), QStringLiteral("**升级**")));
    QVERIFY2(id > 0, qPrintable(repository.errorString()));
    QVERIFY2(repository.renameExtraTemplate(id, QStringLiteral(" 新名 ")), qPrintable(repository.errorString()));
    QCOMPARE(repository.extraTemplate(id)->name, QStringLiteral("新名"));
    QVERIFY(!repository.renameExtraTemplate(id, QStringLiteral("  ")));
    DraftSession session(*m_store, m_issue);
    QVERIFY(session.load());
    QVERIFY(session.setNote(4, AnnotationKind::VersionNote, versionValues(), id));
    QCOMPARE(noteTemplateId(m_blocks.at(4)), id);
    QVERIFY2(repository.removeExtraTemplate(id), qPrintable(repository.errorString()));
    QVERIFY(repository.extraTemplates().isEmpty());
    QVERIFY(!repository.extraTemplate(id));
    QVERIFY(!repository.removeExtraTemplate(id));
    // The note keeps its values and renders with its kind's template again.
    QCOMPARE(repository.note(m_blocks.at(4))->values, versionValues());
    QCOMPARE(repository.templateOfNote(m_blocks.at(4), AnnotationKind::VersionNote).toJson(),
        AnnotationTemplates::defaultFor(AnnotationKind::VersionNote)->toJson());
}

void TestExtraTemplates::noteMadeFromAnExtraTemplateKeepsIt()
{
    AnnotationRepository repository(*m_store);
    const AnnotationTemplate extra = versionTemplate(QStringLiteral("第12期版本注"), QStringLiteral("**第12期**"));
    const qint64 id = repository.addExtraTemplate(extra);
    QVERIFY(id > 0);
    DraftSession session(*m_store, m_issue);
    QVERIFY(session.load());
    QVERIFY(session.setNote(4, AnnotationKind::VersionNote, versionValues(), id));
    QCOMPARE(noteTemplateId(m_blocks.at(4)), id);
    // Stored again through the form (no template given): it stays the note's template.
    QJsonObject changed = versionValues();
    changed.insert(QStringLiteral("target"), QStringLiteral("CUDA 12.4"));
    QVERIFY(session.setNote(4, AnnotationKind::VersionNote, changed));
    QCOMPARE(noteTemplateId(m_blocks.at(4)), id);
    QCOMPARE(repository.templateOfNote(m_blocks.at(4), AnnotationKind::VersionNote).body, extra.body);
    // A template made from the note starts from it, the note's values as defaults.
    const auto made = repository.templateFromNote(m_blocks.at(4), QStringLiteral("第13期版本注"));
    QVERIFY2(made, qPrintable(repository.errorString()));
    QCOMPARE(made->body, extra.body);
    QCOMPARE(made->extraId, 0);
    QCOMPARE(made->field(QStringLiteral("target"))->defaultValue, QStringLiteral("CUDA 12.4"));
    // An extra template of another kind is not the note's.
    AnnotationTemplate hardware = *AnnotationTemplates::defaultFor(AnnotationKind::HardwareTable);
    hardware.name = QStringLiteral("硬件");
    const qint64 hardwareId = repository.addExtraTemplate(hardware);
    QVERIFY(session.setNote(2, AnnotationKind::HardwareTable, hardwareValues(), id));
    QCOMPARE(noteTemplateId(m_blocks.at(2)), 0);
    QVERIFY(session.setNote(2, AnnotationKind::HardwareTable, hardwareValues(), hardwareId));
    QCOMPARE(noteTemplateId(m_blocks.at(2)), hardwareId);
}

void TestExtraTemplates::kindTemplatesLeaveExtrasAlone()
{
    AnnotationRepository repository(*m_store);
    const qint64 id = repository.addExtraTemplate(versionTemplate(QStringLiteral("额外"), QStringLiteral("**额外**")));
    QVERIFY(id > 0);
    QVERIFY(!repository.isCustomized(AnnotationKind::VersionNote));
    QCOMPARE(repository.templateFor(AnnotationKind::VersionNote).name, AnnotationTemplates::defaultFor(AnnotationKind::VersionNote)->name);
    AnnotationTemplate edited = versionTemplate(QStringLiteral("本项目版本注"), QStringLiteral("**本项目**"));
    QVERIFY(repository.saveTemplate(edited));
    QVERIFY(repository.isCustomized(AnnotationKind::VersionNote));
    QCOMPARE(repository.extraTemplate(id)->name, QStringLiteral("额外"));
    QCOMPARE(repository.templateFor(AnnotationKind::VersionNote).name, QStringLiteral("本项目版本注"));
    // A note made with the kind's template records the kind's, not the extra one.
    QVERIFY(makeNote(*m_store, m_issue, 4, AnnotationKind::VersionNote, versionValues()));
    const qint64 kindId = noteTemplateId(m_blocks.at(4));
    QVERIFY(kindId > 0);
    QVERIFY(kindId != id);
    QVERIFY(repository.resetTemplate(AnnotationKind::VersionNote));
    QVERIFY(!repository.isCustomized(AnnotationKind::VersionNote));
    QCOMPARE(names(repository.extraTemplates()), QStringList {QStringLiteral("额外")});
}

QTEST_GUILESS_MAIN(TestExtraTemplates)
#include "tst_extratemplates.moc"
