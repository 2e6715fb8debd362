// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

class Testcli_mt : public QObject
{
    Q_OBJECT
};

QTEST_GUILESS_MAIN(Testcli_mt)
#include "tst_cli_mt.moc"
