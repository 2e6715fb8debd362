// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockrecord.h"
#include "repetitions/repetitionkey.h"

#include <QTest>

Q_DECLARE_METATYPE(BlockKind)

class TestRepetitionKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void same_data();
    void same();
    void counts_data();
    void counts();
};

void TestRepetitionKey::same_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<bool>("identical");
    QTest::newRow("the same text") << QStringLiteral("Run the server.") << QStringLiteral("Run the server.") << true;
    QTest::newRow("trailing spaces and line breaks") << QStringLiteral("Run the server.") << QStringLiteral("Run the server.  \n") << true;
    QTest::newRow("leading whitespace") << QStringLiteral("Run the server.") << QStringLiteral("\n Run the server.") << true;
    QTest::newRow("a soft line break is a space") << QStringLiteral("Run the\nserver.") << QStringLiteral("Run the server.") << true;
    QTest::newRow("runs of spaces and tabs are one space")
        << QStringLiteral("Run  the\tserver.") << QStringLiteral("Run the server.") << true;
    QTest::newRow("CRLF line breaks") << QStringLiteral("Run the\r\nserver.") << QStringLiteral("Run the\nserver.") << true;
    QTest::newRow("a leading byte order mark") << QStringLiteral("\xFEFF# Title") << QStringLiteral("# Title") << true;
    QTest::newRow("case counts") << QStringLiteral("Run the server.") << QStringLiteral("run the server.") << false;
    QTest::newRow("punctuation counts") << QStringLiteral("Run the server.") << QStringLiteral("Run the server!") << false;
    QTest::newRow("markup counts: heading and paragraph differ") << QStringLiteral("## Results") << QStringLiteral("Results") << false;
    QTest::newRow("a space between words counts") << QStringLiteral("Run the server.") << QStringLiteral("Runthe server.") << false;
    QTest::newRow("a no-break space is not whitespace")
        << QStringLiteral("Run the server.") << QStringLiteral("Run the\u00A0server.") << false;
    QTest::newRow("code: indentation counts") << QStringLiteral("```python\nif x:\n    y()\n```")
                                              << QStringLiteral("```python\nif x:\n  y()\n```") << false;
    QTest::newRow("code: line breaks count") << QStringLiteral("```\na\nb\n```") << QStringLiteral("```\na b\n```") << false;
    QTest::newRow("code: trailing spaces and final blank lines do not")
        << QStringLiteral("```\nx = 1   \n```\n\n") << QStringLiteral("```\nx = 1\n```") << true;
    QTest::newRow("code: a tilde fence") << QStringLiteral("~~~\na  b\n~~~") << QStringLiteral("~~~\na b\n~~~") << false;
    QTest::newRow("code: an indented block keeps its spaces") << QStringLiteral("    a  b") << QStringLiteral("    a b") << false;
    QTest::newRow("code: CRLF line breaks") << QStringLiteral("```\r\na\r\n```") << QStringLiteral("```\na\n```") << true;
}

void TestRepetitionKey::same()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(bool, identical);
    QCOMPARE(RepetitionKey::of(first) == RepetitionKey::of(second), identical);
}

void TestRepetitionKey::counts_data()
{
    QTest::addColumn<BlockKind>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("counts");
    QTest::newRow("a paragraph") << BlockKind::Paragraph << QStringLiteral("Run the server.") << true;
    QTest::newRow("a heading") << BlockKind::Heading << QStringLiteral("## Results") << true;
    QTest::newRow("a code block") << BlockKind::Code << QStringLiteral("```\npip install x\n```") << true;
    QTest::newRow("a list item") << BlockKind::ListItem << QStringLiteral("- one") << true;
    QTest::newRow("front matter never") << BlockKind::FrontMatter << QStringLiteral("---\ntitle: A\n---") << false;
    QTest::newRow("a thematic break never") << BlockKind::ThematicBreak << QStringLiteral("---") << false;
    QTest::newRow("an empty block never") << BlockKind::Paragraph << QString() << false;
    QTest::newRow("a block of whitespace never") << BlockKind::Paragraph << QStringLiteral(" \n\t ") << false;
}

void TestRepetitionKey::counts()
{
    QFETCH(BlockKind, kind);
    QFETCH(QString, text);
    QFETCH(bool, counts);
    QCOMPARE(RepetitionKey::counts(kind, text), counts);
    BlockRecord record;
    record.kind = kind;
    record.text = text;
    QCOMPARE(RepetitionKey::counts(record), counts);
}

QTEST_GUILESS_MAIN(TestRepetitionKey)
#include "tst_repetitionkey.moc"
