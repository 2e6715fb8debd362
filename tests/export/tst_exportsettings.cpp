// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportsettings.h"
#include "store/projectstore.h"

#include <QHash>
#include <QTemporaryDir>
#include <QTest>

// ExportSettings: defaults, a round trip through project_settings (after reopening),
// stored values that are missing, blank or unreadable, and the names of deletion notes.
class TestExportSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void roundTrip_data();
    void roundTrip();
    void storedValues_data();
    void storedValues();
    void deletionNotesNames_data();
    void deletionNotesNames();
    void readOnlyProjectRefusesSave();
};

void TestExportSettings::defaults()
{
    const ExportSettings settings;
    QCOMPARE(settings.deletionNotes, ExportSettings::DeletionNotes::Footnotes);
    QVERIFY(settings.footer);
    QVERIFY(settings.notes);
    QCOMPARE(settings.footerFormat, QStringLiteral("最后更新：{date} | 修订次数：{revisions}"));
    QCOMPARE(settings.endSectionTitle, QStringLiteral("删节说明"));
    const ExportSettings draft = ExportSettings::draftOnly();
    QCOMPARE(draft.deletionNotes, ExportSettings::DeletionNotes::None);
    QVERIFY(!draft.footer);
    QVERIFY(draft.notes);
}

void TestExportSettings::roundTrip_data()
{
    QTest::addColumn<int>("deletionNotes");
    QTest::addColumn<bool>("footer");
    QTest::addColumn<QString>("footerFormat");
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("notes");
    QTest::newRow("end section, custom texts") << int(ExportSettings::DeletionNotes::EndSection) << true
                                               << QStringLiteral("更新于 {date}（{revisions}）") << QStringLiteral("删去了什么") << true;
    QTest::newRow("everything off") << int(ExportSettings::DeletionNotes::None) << false << ExportSettings::defaultFooterFormat()
                                    << ExportSettings::defaultEndSectionTitle() << false;
    QTest::newRow("footnotes, footer, no notes")
        << int(ExportSettings::DeletionNotes::Footnotes) << true << QStringLiteral("Rev. {revisions}") << QStringLiteral("Cuts") << false;
}

void TestExportSettings::roundTrip()
{
    QFETCH(int, deletionNotes);
    QFETCH(bool, footer);
    QFETCH(QString, footerFormat);
    QFETCH(QString, title);
    QFETCH(bool, notes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
    ExportSettings settings;
    settings.deletionNotes = ExportSettings::DeletionNotes(deletionNotes);
    settings.footer = footer;
    settings.footerFormat = footerFormat;
    settings.endSectionTitle = title;
    settings.notes = notes;
    {
        ProjectStore store;
        QVERIFY(store.create(path, QStringLiteral("P")));
        QCOMPARE(ExportSettings::load(store), ExportSettings());
        QVERIFY2(settings.save(store), qPrintable(store.errorString()));
    }
    ProjectStore store;
    QVERIFY(store.open(path, ProjectStore::Access::ReadOnly));
    const ExportSettings loaded = ExportSettings::load(store);
    QVERIFY(loaded == settings);
    QCOMPARE(store.setting(QStringLiteral("export.deletionNotes")), ExportSettings::toString(settings.deletionNotes));
}

void TestExportSettings::storedValues_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown deletion notes: default") << QStringLiteral("export.deletionNotes") << QStringLiteral("sidenotes")
                                                     << QStringLiteral("deletionNotes") << QStringLiteral("footnotes");
    QTest::newRow("deletion notes in upper case")
        << QStringLiteral("export.deletionNotes") << QStringLiteral("END") << QStringLiteral("deletionNotes") << QStringLiteral("end");
    QTest::newRow("footer false") << QStringLiteral("export.footer") << QStringLiteral("false") << QStringLiteral("footer")
                                  << QStringLiteral("false");
    QTest::newRow("footer garbage: default on")
        << QStringLiteral("export.footer") << QStringLiteral("maybe") << QStringLiteral("footer") << QStringLiteral("true");
    QTest::newRow("blank footer format: default") << QStringLiteral("export.footerFormat") << QStringLiteral("  ")
                                                  << QStringLiteral("footerFormat") << ExportSettings::defaultFooterFormat();
    QTest::newRow("blank section title: default") << QStringLiteral("export.endSectionTitle") << QString()
                                                  << QStringLiteral("endSectionTitle") << ExportSettings::defaultEndSectionTitle();
    QTest::newRow("notes false") << QStringLiteral("export.notes") << QStringLiteral("false") << QStringLiteral("notes")
                                 << QStringLiteral("false");
}

void TestExportSettings::storedValues()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, field);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    QVERIFY(store.setSetting(key, value));
    const ExportSettings settings = ExportSettings::load(store);
    const auto boolText = [](bool b) { return b ? QStringLiteral("true") : QStringLiteral("false"); };
    const QHash<QString, QString> fields = {{QStringLiteral("deletionNotes"), ExportSettings::toString(settings.deletionNotes)},
        {QStringLiteral("footer"), boolText(settings.footer)}, {QStringLiteral("footerFormat"), settings.footerFormat},
        {QStringLiteral("endSectionTitle"), settings.endSectionTitle}, {QStringLiteral("notes"), boolText(settings.notes)}};
    QCOMPARE(fields.value(field), expected);
}

void TestExportSettings::deletionNotesNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("notes"); // -1: unknown
    QTest::newRow("footnotes") << QStringLiteral("footnotes") << int(ExportSettings::DeletionNotes::Footnotes);
    QTest::newRow("end") << QStringLiteral("end") << int(ExportSettings::DeletionNotes::EndSection);
    QTest::newRow("none with spaces") << QStringLiteral(" none ") << int(ExportSettings::DeletionNotes::None);
    QTest::newRow("unknown") << QStringLiteral("margin") << -1;
    QTest::newRow("empty") << QString() << -1;
}

void TestExportSettings::deletionNotesNames()
{
    QFETCH(QString, name);
    QFETCH(int, notes);
    const auto parsed = ExportSettings::deletionNotesFromString(name);
    QCOMPARE(parsed.has_value(), notes >= 0);
    if (parsed) {
        QCOMPARE(int(*parsed), notes);
        QCOMPARE(ExportSettings::deletionNotesFromString(ExportSettings::toString(*parsed)), parsed);
    }
}

void TestExportSettings::readOnlyProjectRefusesSave()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
    {
        ProjectStore store;
        QVERIFY(store.create(path, QStringLiteral("P")));
    }
    ProjectStore store;
    QVERIFY(store.open(path, ProjectStore::Access::ReadOnly));
    ExportSettings settings;
    settings.footer = false;
    QVERIFY(!settings.save(store));
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY(ExportSettings::load(store).footer);
}

QTEST_GUILESS_MAIN(TestExportSettings)
#include "tst_exportsettings.moc"
