// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamrowcodec.h"

#include "checklist/checklistrepository.h"
#include "qa/qafinding.h"
#include "qa/qawaiverrepository.h"
#include "team/teamidtext.h"
#include "teamcopies.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QTest>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");
const QByteArray kTranslation("# 标题\n\n第一段。\n\n第二段。\n");
const QString kUrl = QStringLiteral("postgresql://lead@127.0.0.1/series");

QVariant one(ProjectStore &store, const QString &sql)
{
    QSqlQuery query(store.database());
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

} // namespace

// A local row as it travels and back: values of every kind byte for byte, foreign
// keys as uuids, a row's issue through chains of references, and the local ids inside
// text (TeamIdText) as uuids that a clone maps back to its own ids.
class TestTeamRowCodec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void valuesSurvive_data();
    void valuesSurvive();
    void foreignKeysAreUuids();
    void issueThroughReferences_data();
    void issueThroughReferences();
    void idsInTextTravelAsUuids();
    void checklistSettingKeyIsTheRepositorys();

private:
    std::unique_ptr<TeamCopies> m_copies;
    ProjectStore *m_store = nullptr;
};

void TestTeamRowCodec::init()
{
    m_copies = std::make_unique<TeamCopies>();
    QCOMPARE(m_copies->create(QStringLiteral("a"), QStringLiteral("lead")), QString());
    m_store = &m_copies->store(QStringLiteral("a"));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, kPost, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    TeamWorkingCopy copy(*m_store);
    QVERIFY2(copy.makeWorkingCopy(kUrl, QStringLiteral("lead"), true), qPrintable(copy.errorString()));
}

void TestTeamRowCodec::cleanup()
{
    m_copies.reset();
    m_store = nullptr;
}

void TestTeamRowCodec::valuesSurvive_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QJsonValue>("json");
    const QString bom = QString(QChar(0xFEFF)) + QStringLiteral("开头") + QChar(0xFFFF);
    QTest::newRow("text byte for byte") << "text" << QVariant(bom) << QJsonValue(bom);
    QTest::newRow("empty text") << "trailing" << QVariant(QString("")) << QJsonValue(QString());
    QTest::newRow("null") << "note_type" << QVariant() << QJsonValue(QJsonValue::Null);
    QTest::newRow("a large integer") << "ordinal" << QVariant(qint64(1) << 40) << QJsonValue(double(qint64(1) << 40));
    QTest::newRow("a blob") << "note_type" << QVariant(QByteArray("\0\x01\xff", 3))
                            << QJsonValue(QJsonObject {{QStringLiteral("base64"), QStringLiteral("AAH/")}});
}

void TestTeamRowCodec::valuesSurvive()
{
    QFETCH(QString, column);
    QFETCH(QVariant, value);
    QFETCH(QJsonValue, json);
    const QString uuid = one(*m_store, QStringLiteral("SELECT uuid FROM target_blocks ORDER BY ordinal LIMIT 1")).toString();
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET %1 = %2 WHERE uuid = ?")
                      .arg(column, value.userType() == QMetaType::QString ? QStringLiteral("CAST(? AS TEXT)") : QStringLiteral("?")));
    query.addBindValue(value.userType() == QMetaType::QString ? QVariant(value.toString().toUtf8()) : value);
    query.addBindValue(uuid);
    QVERIFY(query.exec());
    TeamRowCodec codec(m_store->database());
    TeamRow row;
    QVERIFY2(codec.encode(QStringLiteral("target_blocks"), uuid, &row), qPrintable(codec.errorString()));
    QCOMPARE(row.table, QStringLiteral("target_blocks"));
    QCOMPARE(row.uuid, uuid);
    QVERIFY(!row.data.contains(QStringLiteral("id")));
    QVERIFY(!row.data.contains(QStringLiteral("uuid")));
    QCOMPARE(row.data.value(column), json);
    QVariantMap values;
    QVERIFY2(codec.decode(row, &values), qPrintable(codec.errorString()));
    QCOMPARE(values.value(column), value);
}

void TestTeamRowCodec::foreignKeysAreUuids()
{
    TeamRowCodec codec(m_store->database());
    const QString target =
        one(*m_store, QStringLiteral("SELECT t.uuid FROM alignments a JOIN target_blocks t ON t.id = a.target_id")).toString();
    const QString source =
        one(*m_store, QStringLiteral("SELECT s.uuid FROM alignments a JOIN source_blocks s ON s.id = a.source_id")).toString();
    const QString uuid = one(*m_store,
        QStringLiteral("SELECT a.uuid FROM alignments a JOIN target_blocks t ON t.id = a.target_id WHERE t.uuid = '%1'").arg(target))
                             .toString();
    TeamRow row;
    QVERIFY2(codec.encode(QStringLiteral("alignments"), uuid, &row), qPrintable(codec.errorString()));
    QCOMPARE(row.data.value(QStringLiteral("target_id")).toString(), target);
    QCOMPARE(row.data.value(QStringLiteral("source_id")).toString(), source);
    QVariantMap values;
    QVERIFY(codec.decode(row, &values));
    QCOMPARE(values.value(QStringLiteral("target_id")),
        one(*m_store, QStringLiteral("SELECT id FROM target_blocks WHERE uuid = '%1'").arg(target)));
}

void TestTeamRowCodec::issueThroughReferences_data()
{
    QTest::addColumn<QString>("table");
    QTest::newRow("issues: its own") << "issues";
    QTest::newRow("source_posts: issue_id") << "source_posts";
    QTest::newRow("source_blocks: through the post") << "source_blocks";
    QTest::newRow("alignments: through the draft block") << "alignments";
    QTest::newRow("revisions: issue_id") << "revisions";
}

void TestTeamRowCodec::issueThroughReferences()
{
    QFETCH(QString, table);
    const QString issue = one(*m_store, QStringLiteral("SELECT uuid FROM issues")).toString();
    TeamRowCodec codec(m_store->database());
    TeamRow row;
    QVERIFY2(codec.encode(table, one(*m_store, QStringLiteral("SELECT uuid FROM %1 LIMIT 1").arg(table)).toString(), &row),
        qPrintable(codec.errorString()));
    QCOMPARE(row.issueUuid, issue);
    TeamRow term;
    QVERIFY(codec.encode(
        QStringLiteral("radar_dimensions"), one(*m_store, QStringLiteral("SELECT uuid FROM radar_dimensions LIMIT 1")).toString(), &term));
    QCOMPARE(term.issueUuid, QString());
}

// A waiver's finding key, a source change's draft blocks and the active checklist
// template name local ids; a clone, whose ids differ, gets its own.
void TestTeamRowCodec::idsInTextTravelAsUuids()
{
    ProjectStore &a = *m_store;
    const qint64 issue = one(a, QStringLiteral("SELECT id FROM issues")).toLongLong();
    const qint64 block = one(a, QStringLiteral("SELECT max(id) FROM target_blocks")).toLongLong();
    QaFinding finding;
    finding.check = QStringLiteral("markdown.inline-code");
    finding.targetBlockId = block;
    finding.detail = QStringLiteral("`x`");
    QaWaiverRepository waivers(a);
    QVERIFY2(waivers.waive(issue, finding, QStringLiteral("on purpose"), QStringLiteral("lead")), qPrintable(waivers.errorString()));
    ChecklistRepository checklists(a);
    ChecklistTemplate second = checklists.templates().constFirst();
    second.id = 0;
    second.name = QStringLiteral("Second");
    const qint64 secondId = checklists.saveTemplate(second);
    QVERIFY2(secondId > 0, qPrintable(checklists.errorString()));
    QVERIFY(checklists.setActiveTemplate(secondId));
    QVERIFY(a.inTransaction(
        [&] {
            QSqlQuery query(a.database());
            return query.exec(
                QStringLiteral("INSERT INTO source_changes (post_id, version, kind, target_ids) SELECT id, 2, 'removed', '%1 %2'"
                               " FROM source_posts")
                    .arg(block)
                    .arg(block - 1));
        },
        nullptr));
    TeamRowCodec codec(a.database());
    TeamRow waiver;
    QVERIFY(codec.encode(QStringLiteral("qa_waivers"), one(a, QStringLiteral("SELECT uuid FROM qa_waivers")).toString(), &waiver));
    const QString blockUuid = one(a, QStringLiteral("SELECT uuid FROM target_blocks WHERE id = %1").arg(block)).toString();
    QCOMPARE(waiver.data.value(QStringLiteral("finding_key")).toString(), QStringLiteral("markdown.inline-code|t:%1|`x`").arg(blockUuid));
    TeamRow change;
    QVERIFY(codec.encode(QStringLiteral("source_changes"), one(a, QStringLiteral("SELECT uuid FROM source_changes")).toString(), &change));
    QCOMPARE(change.data.value(QStringLiteral("target_ids")).toString().split(QLatin1Char(' ')).size(), 2);
    QVERIFY(change.data.value(QStringLiteral("target_ids")).toString().startsWith(blockUuid));

    // A clone with other ids: a draft block of its own first.
    QCOMPARE(m_copies->sync(QStringLiteral("a")), QString());
    QCOMPARE(m_copies->create(QStringLiteral("b"), QStringLiteral("reviewer")), QString());
    ProjectStore &b = m_copies->store(QStringLiteral("b"));
    PostImporter importer(b);
    QVERIFY(importer.importPost(9, kPost, QString(), QString(), kTranslation));
    QVERIFY(TeamWorkingCopy(b).makeWorkingCopy(kUrl, QStringLiteral("reviewer"), false));
    QCOMPARE(m_copies->sync(QStringLiteral("b")), QString());
    const qint64 cloned = one(b, QStringLiteral("SELECT id FROM target_blocks WHERE uuid = '%1'").arg(blockUuid)).toLongLong();
    QVERIFY(cloned != block);
    const qint64 clonedIssue = one(b, QStringLiteral("SELECT id FROM issues WHERE number = 3")).toLongLong();
    finding.targetBlockId = cloned;
    QVERIFY(QaWaiverRepository(b).waivers(clonedIssue).contains(finding.key()));
    QCOMPARE(ChecklistRepository(b).activeTemplateId(),
        one(b, QStringLiteral("SELECT id FROM checklist_templates WHERE name = 'Second'")).toLongLong());
    const QString previousUuid = one(a, QStringLiteral("SELECT uuid FROM target_blocks WHERE id = %1").arg(block - 1)).toString();
    const qint64 previous = one(b, QStringLiteral("SELECT id FROM target_blocks WHERE uuid = '%1'").arg(previousUuid)).toLongLong();
    QCOMPARE(one(b, QStringLiteral("SELECT target_ids FROM source_changes")).toString(), QStringLiteral("%1 %2").arg(cloned).arg(previous));
    // Applying the ids did not queue anything.
    QCOMPARE(TeamWorkingCopy(b).pendingCount(), 0);
}

void TestTeamRowCodec::checklistSettingKeyIsTheRepositorys()
{
    QCOMPARE(TeamIdText::column(QStringLiteral("project_settings")), QStringLiteral("value"));
    QCOMPARE(ChecklistRepository::activeTemplateSetting(), QStringLiteral("checklist.template"));
}

QTEST_GUILESS_MAIN(TestTeamRowCodec)
#include "tst_teamrowcodec.moc"
