// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdowndocument.h"

#include <QTest>

class TstMarkdownDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void toMarkdown_data()
    {
        QTest::addColumn<QString>("lead");
        QTest::addColumn<QStringList>("texts");
        QTest::addColumn<QStringList>("trailings");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty document") << QString() << QStringList() << QStringList() << QString();
        QTest::newRow("lead only") << QStringLiteral("\n\n") << QStringList() << QStringList() << QStringLiteral("\n\n");
        QTest::newRow("blocks joined by their trailing text")
            << QString() << QStringList {QStringLiteral("# 标题"), QStringLiteral("正文")}
            << QStringList {QStringLiteral("\n\n"), QStringLiteral("\n")} << QStringLiteral("# 标题\n\n正文\n");
        QTest::newRow("lead, CRLF trailing, no final newline")
            << QStringLiteral("\r\n") << QStringList {QStringLiteral("- a"), QStringLiteral("- b")}
            << QStringList {QStringLiteral("\r\n"), QString()} << QStringLiteral("\r\n- a\r\n- b");
    }

    void toMarkdown()
    {
        QFETCH(QString, lead);
        QFETCH(QStringList, texts);
        QFETCH(QStringList, trailings);
        QFETCH(QString, expected);
        MarkdownDocument doc;
        doc.lead = lead;
        for (int i = 0; i < texts.size(); ++i) {
            MarkdownBlock block;
            block.text = texts.at(i);
            block.trailing = trailings.at(i);
            doc.blocks.append(block);
        }
        QCOMPARE(doc.toMarkdown(), expected);
    }
};

QTEST_GUILESS_MAIN(TstMarkdownDocument)
#include "tst_markdowndocument.moc"
