// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectfilecheck.h"
#include "store/projectschema.h"
#include "store/projectstore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

// The checks run before SQLite may open a file; ProjectStore's own tests cover the
// whole open. Here each check is seen on its own, on files made to order.
class TstProjectFileCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void header_data();
    void header();
    void creatable_data();
    void creatable();

private:
    QString make(const QString &name, const QByteArray &bytes);
    QByteArray m_project; // a real, closed project file

    QTemporaryDir m_dir;
};

void TstProjectFileCheck::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("real.yiqiao"));
    {
        ProjectStore store;
        QVERIFY2(store.create(path, QStringLiteral("real")), qPrintable(store.errorString()));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_project = file.readAll();
    QVERIFY(m_project.size() > 100);
}

QString TstProjectFileCheck::make(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write(bytes);
    }
    return path;
}

void TstProjectFileCheck::header_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes"); // null: no file
    QTest::addColumn<QByteArray>("wal"); // null: no -wal beside it
    QTest::addColumn<QString>("expected"); // empty: passes

    auto patched = [this](int offset, quint32 value, int walByte = 0) {
        QByteArray bytes = m_project;
        qToBigEndian<quint32>(value, reinterpret_cast<uchar *>(bytes.data()) + offset);
        if (walByte) {
            bytes[18] = char(walByte);
            bytes[19] = char(walByte);
        }
        return bytes;
    };
    QTest::newRow("a real project passes") << "ok.yiqiao" << m_project << QByteArray() << QString();
    QTest::newRow("missing file") << "missing.yiqiao" << QByteArray() << QByteArray() << QStringLiteral("no project file");
    QTest::newRow("empty file") << "empty.yiqiao" << QByteArray("") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("markdown, not SQLite") << "text.yiqiao" << QByteArray("# Title\n") << QByteArray() << QStringLiteral("not an SQLite");
    QTest::newRow("header cut short") << "short.yiqiao" << m_project.left(50) << QByteArray() << QStringLiteral("cut short");
    QTest::newRow("another program's database") << "foreign.yiqiao" << patched(68, 0) << QByteArray() << QStringLiteral("another program");
    QTest::newRow("a newer format") << "newer.yiqiao" << patched(60, ProjectSchema::CurrentVersion + 1) << QByteArray()
                                    << QStringLiteral("newer version");
    QTest::newRow("a journal beside a file in rollback mode")
        << "stale.yiqiao" << m_project << QByteArray("journal of another copy") << QStringLiteral("another copy");
    QTest::newRow("an empty journal beside it is harmless") << "emptywal.yiqiao" << m_project << QByteArray("") << QString();
    // After a crash the header may predate the journal; the contents are checked on a
    // read-only connection instead.
    QTest::newRow("WAL mode with a pending journal defers to the contents")
        << "crashed.yiqiao" << patched(68, 0, 2) << QByteArray("pending") << QString();
}

void TstProjectFileCheck::header()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, wal);
    QFETCH(QString, expected);
    const QString path = bytes.isNull() ? m_dir.filePath(name) : make(name, bytes);
    if (!wal.isNull()) {
        make(name + QStringLiteral("-wal"), wal);
    }
    const QString problem = ProjectFileCheck::header(path);
    if (expected.isEmpty()) {
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    } else {
        QVERIFY2(problem.contains(expected), qPrintable(problem));
        QVERIFY2(problem.contains(QDir::toNativeSeparators(path)) || name.contains(QLatin1String("stale")), qPrintable(problem));
    }
}

void TstProjectFileCheck::creatable_data()
{
    QTest::addColumn<QString>("path"); // relative to the temporary folder, %E = empty
    QTest::addColumn<QString>("expected");
    QTest::newRow("a new name in an existing folder") << QStringLiteral("new.yiqiao") << QString();
    QTest::newRow("an existing file") << QStringLiteral("real.yiqiao") << QStringLiteral("already exists");
    QTest::newRow("a missing folder") << QStringLiteral("no/such/new.yiqiao") << QStringLiteral("does not exist");
    QTest::newRow("no name at all") << QStringLiteral("%E") << QStringLiteral("No project file name");
}

void TstProjectFileCheck::creatable()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const QString full = path == QLatin1String("%E") ? QString() : m_dir.filePath(path);
    const QString problem = ProjectFileCheck::creatable(full);
    if (expected.isEmpty()) {
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    } else {
        QVERIFY2(problem.contains(expected), qPrintable(problem));
    }
}

QTEST_GUILESS_MAIN(TstProjectFileCheck)
#include "tst_projectfilecheck.moc"
