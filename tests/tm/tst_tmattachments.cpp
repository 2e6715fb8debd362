// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstore.h"
#include "tm/tmattachments.h"
#include "tm/tmxwriter.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestTmAttachments : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void attachedUnitsAreFound();
    void changedFileIsReadAgain();
    void missingFileKeepsItsUnits();
    void detachRemovesOnlyTheFilesUnits();
    void brokenFileChangesNothing_data();
    void brokenFileChangesNothing();
    void sameFileNameInTwoFolders();
    void cancelledReadChangesNothing();
    void detachKeepsWhatOthersAdded();
    void unitsAlreadyInTheMemoryAreCounted();

private:
    QString writeTmx(const QString &name, const QList<TmUnit> &units);
    QStringList targets(const QString &query);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<TranslationMemory> m_memory;
};

void TestTmAttachments::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    m_memory = std::make_unique<TranslationMemory>(*m_store);
    QVERIFY(m_memory->add({unit(QStringLiteral("Install the driver first."), QStringLiteral("先安装驱动。"))}, QStringLiteral("project")));
}

void TestTmAttachments::cleanup()
{
    m_memory.reset();
    m_store.reset();
    m_dir.reset();
}

QString TestTmAttachments::writeTmx(const QString &name, const QList<TmUnit> &units)
{
    const QString path = m_dir->filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    QString error;
    if (!file.open(QIODevice::WriteOnly) || !TmxWriter::write(file, units, &error) || !file.commit()) {
        qWarning() << error << file.errorString();
    }
    return path;
}

QStringList TestTmAttachments::targets(const QString &query)
{
    QStringList result;
    for (const TmMatch &match : m_memory->lookup(query, 75)) {
        result.append(match.unit.target + QLatin1Char('@') + match.origin);
    }
    return result;
}

void TestTmAttachments::attachedUnitsAreFound()
{
    const QString path =
        writeTmx(QStringLiteral("vendor.tmx"), {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    TmAttachments attachments(*m_store, *m_memory);
    int units = 0;
    QVERIFY2(attachments.attach(path, &units), qPrintable(attachments.errorString()));
    QCOMPARE(units, 1);
    QCOMPARE(targets(QStringLiteral("Restart the machine.")), QStringList {QStringLiteral("重启机器。@attached:vendor.tmx")});
    const QList<TmAttachments::Attachment> list = attachments.list();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.first().path, path);
    QCOMPARE(list.first().units, 1);
    QCOMPARE(list.first().state, TmAttachments::Attachment::State::Current);
    // An export of the project's memory leaves the attached file's units out.
    QCOMPARE(m_memory->ownUnits().size(), 1);
    QCOMPARE(m_memory->ownUnits().constFirst().target, QStringLiteral("先安装驱动。"));
    QCOMPARE(m_memory->units().size(), 2);
    // The file itself is never written.
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    QVERIFY(attachments.refresh());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestTmAttachments::changedFileIsReadAgain()
{
    const QString path =
        writeTmx(QStringLiteral("vendor.tmx"), {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    TmAttachments attachments(*m_store, *m_memory);
    QVERIFY(attachments.attach(path));
    writeTmx(QStringLiteral("vendor.tmx"),
        {unit(QStringLiteral("Restart the machine."), QStringLiteral("重新启动机器。")),
            unit(QStringLiteral("Check the logs."), QStringLiteral("查看日志。"))});
    QCOMPARE(attachments.list().first().state, TmAttachments::Attachment::State::Changed);
    QStringList refreshed;
    QVERIFY2(attachments.refresh(&refreshed), qPrintable(attachments.errorString()));
    QCOMPARE(refreshed, QStringList {path});
    QCOMPARE(targets(QStringLiteral("Restart the machine.")), QStringList {QStringLiteral("重新启动机器。@attached:vendor.tmx")});
    QCOMPARE(attachments.list().first().units, 2);
    QCOMPARE(attachments.list().first().state, TmAttachments::Attachment::State::Current);
    // A new TranslationMemory (another window, the next session) sees the same.
    QCOMPARE(TranslationMemory(*m_store).count(), 3);
}

void TestTmAttachments::missingFileKeepsItsUnits()
{
    const QString path =
        writeTmx(QStringLiteral("vendor.tmx"), {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    TmAttachments attachments(*m_store, *m_memory);
    QVERIFY(attachments.attach(path));
    QVERIFY(QFile::remove(path));
    QCOMPARE(attachments.list().first().state, TmAttachments::Attachment::State::Missing);
    QVERIFY(attachments.refresh());
    QCOMPARE(targets(QStringLiteral("Restart the machine.")).size(), 1);
}

void TestTmAttachments::detachRemovesOnlyTheFilesUnits()
{
    const QString path =
        writeTmx(QStringLiteral("vendor.tmx"), {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    TmAttachments attachments(*m_store, *m_memory);
    QVERIFY(attachments.attach(path));
    QVERIFY2(attachments.detach(path), qPrintable(attachments.errorString()));
    QVERIFY(attachments.list().isEmpty());
    QVERIFY(targets(QStringLiteral("Restart the machine.")).isEmpty());
    QCOMPARE(targets(QStringLiteral("Install the driver first.")), QStringList {QStringLiteral("先安装驱动。@project")});
    QVERIFY(!attachments.detach(path));
    QVERIFY(attachments.errorString().contains(QStringLiteral("vendor.tmx")));
}

void TestTmAttachments::brokenFileChangesNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("not XML") << QByteArray("<tmx version=\"1.4\"><body><tu>");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff\xfe", 5);
    QTest::newRow("XML but not TMX") << QByteArray("<?xml version=\"1.0\"?><html/>");
}

void TestTmAttachments::brokenFileChangesNothing()
{
    QFETCH(QByteArray, bytes);
    const QString path =
        writeTmx(QStringLiteral("vendor.tmx"), {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    TmAttachments attachments(*m_store, *m_memory);
    QVERIFY(attachments.attach(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    QVERIFY(!attachments.refresh());
    QVERIFY(attachments.errorString().contains(QStringLiteral("vendor.tmx")));
    QCOMPARE(targets(QStringLiteral("Restart the machine.")), QStringList {QStringLiteral("重启机器。@attached:vendor.tmx")});
    const QString broken = m_dir->filePath(QStringLiteral("broken.tmx"));
    QVERIFY(QFile::copy(path, broken));
    QVERIFY(!attachments.attach(broken));
    QCOMPARE(attachments.list().size(), 1);
    QCOMPARE(m_memory->count(), 2);
}

void TestTmAttachments::sameFileNameInTwoFolders()
{
    const QString first =
        writeTmx(QStringLiteral("a/vendor.tmx"), {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    const QString second =
        writeTmx(QStringLiteral("b/vendor.tmx"), {unit(QStringLiteral("Check the logs."), QStringLiteral("查看日志。"))});
    TmAttachments attachments(*m_store, *m_memory);
    QVERIFY(attachments.attach(first));
    QVERIFY(attachments.attach(second));
    QCOMPARE(targets(QStringLiteral("Check the logs.")), QStringList {QStringLiteral("查看日志。@attached:vendor.tmx (2)")});
    QVERIFY(attachments.detach(first));
    QCOMPARE(targets(QStringLiteral("Check the logs.")).size(), 1);
    QVERIFY(targets(QStringLiteral("Restart the machine.")).isEmpty());
}

void TestTmAttachments::cancelledReadChangesNothing()
{
    QList<TmUnit> many;
    for (int i = 0; i < 3000; ++i) {
        many.append(unit(QStringLiteral("Sentence number %1 about GPUs.").arg(i), QStringLiteral("关于 GPU 的第 %1 句。").arg(i)));
    }
    const QString path = writeTmx(QStringLiteral("big.tmx"), many);
    TmAttachments attachments(*m_store, *m_memory);
    int calls = 0;
    attachments.setProgress([&](qint64, qint64) { return ++calls < 2; });
    QVERIFY(!attachments.attach(path));
    QVERIFY(calls >= 2);
    QVERIFY(attachments.list().isEmpty());
    QCOMPARE(m_memory->count(), 1);
}

// An import of another file of the same name, and project pairs that the attached
// file happens to hold too, survive the detach.
void TestTmAttachments::detachKeepsWhatOthersAdded()
{
    const QString attached =
        writeTmx(QStringLiteral("a/memory.tmx"), {unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    TmAttachments attachments(*m_store, *m_memory);
    QVERIFY(attachments.attach(attached));
    // What importing another memory.tmx (tm import) stores.
    QVERIFY(m_memory->add({unit(QStringLiteral("Check the logs."), QStringLiteral("查看日志。"))}, QStringLiteral("tmx:memory.tmx")));
    // The same pair as the attached file's, from the project: stored again.
    QVERIFY(m_memory->add({unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))}, QStringLiteral("project")));
    QCOMPARE(m_memory->count(), 4);
    QVERIFY(attachments.detach(attached));
    QCOMPARE(targets(QStringLiteral("Check the logs.")), QStringList {QStringLiteral("查看日志。@tmx:memory.tmx")});
    QCOMPARE(targets(QStringLiteral("Restart the machine.")), QStringList {QStringLiteral("重启机器。@project")});
}

// A file that repeats the project's own units adds only the others: the count the
// attach reports is the one list() (the CLI's `tm attached`, the dialog) shows.
void TestTmAttachments::unitsAlreadyInTheMemoryAreCounted()
{
    const QString path = writeTmx(QStringLiteral("export.tmx"),
        {unit(QStringLiteral("Install the driver first."), QStringLiteral("先安装驱动。")),
            unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"))});
    TmAttachments attachments(*m_store, *m_memory);
    int units = -1;
    int known = -1;
    QVERIFY2(attachments.attach(path, &units, &known), qPrintable(attachments.errorString()));
    QCOMPARE(units, 1);
    QCOMPARE(known, 1);
    QCOMPARE(attachments.list().constFirst().units, units);
}

QTEST_GUILESS_MAIN(TestTmAttachments)
#include "tst_tmattachments.moc"
