// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

class Testmtsuggestionchecker : public QObject
{
    Q_OBJECT
};

QTEST_GUILESS_MAIN(Testmtsuggestionchecker)
#include "tst_mtsuggestionchecker.moc"
