// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/namelist.h"

#include <QTest>

class TstNameList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void normalized_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("normalized");
        QTest::newRow("none") << QStringList() << QStringList();
        QTest::newRow("kept in order") << QStringList {QStringLiteral("cuda"), QStringLiteral("nccl")}
                                       << QStringList {QStringLiteral("cuda"), QStringLiteral("nccl")};
        QTest::newRow("spaces simplified") << QStringList {QStringLiteral("  deep \t learning ")}
                                           << QStringList {QStringLiteral("deep learning")};
        QTest::newRow("empty and blank dropped")
            << QStringList {QString(), QStringLiteral(" "), QStringLiteral("gpu")} << QStringList {QStringLiteral("gpu")};
        QTest::newRow("the first of names equal but for case") << QStringList {QStringLiteral("CUDA"), QStringLiteral("cuda"),
            QStringLiteral(" Cuda ")} << QStringList {QStringLiteral("CUDA")};
        QTest::newRow("Chinese") << QStringList {QStringLiteral("显卡"), QStringLiteral("显卡 ")} << QStringList {QStringLiteral("显卡")};
    }

    void normalized()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, normalized);
        QCOMPARE(NameList::normalized(names), normalized);
    }
};

QTEST_GUILESS_MAIN(TstNameList)
#include "tst_namelist.moc"
