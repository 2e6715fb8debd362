// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qafinding.h"
#include "qa/qainput.h"
#include "qa/qatypographycheck.h"
#include "qa/qatypographyscan.h"

#include <QTest>

class TestQaTypographyScan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void count_data();
    void count();
    void countAddsUp();
    void find_data();
    void find();
};

namespace {

BlockRecord block(const QString &text, BlockKind kind = BlockKind::Paragraph)
{
    BlockRecord record;
    record.kind = kind;
    record.text = text;
    return record;
}

// "rule=habit×n", sorted by rule and habit.
QStringList describe(const QaHouseStyle::Counts &counts)
{
    QStringList result;
    for (auto rule = counts.cbegin(); rule != counts.cend(); ++rule) {
        for (auto habit = rule->cbegin(); habit != rule->cend(); ++habit) {
            result.append(QStringLiteral("%1=%2×%3").arg(rule.key(), habit.key()).arg(habit.value()));
        }
    }
    return result;
}

QStringList split(const char *list)
{
    return QString::fromUtf8(list).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

void TestQaTypographyScan::count_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("expected");

    const int paragraph = int(BlockKind::Paragraph);
    QTest::newRow("Chinese and Latin written together") << QStringLiteral("使用pip安装") << paragraph << split("latin-spacing=none×2");
    QTest::newRow("Chinese and Latin spaced") << QStringLiteral("使用 pip 安装") << paragraph << split("latin-spacing=space×2");
    QTest::newRow("inline code counts as Latin") << QStringLiteral("使用 `pip` 安装") << paragraph << split("latin-spacing=space×2");
    QTest::newRow("Chinese and digits written together") << QStringLiteral("共3个") << paragraph << split("digit-spacing=none×2");
    QTest::newRow("full-width comma and full stop, nothing beside them")
        << QStringLiteral("你好，世界。") << paragraph << split("comma=full×1 full-stop=full×1 space-beside-fullwidth=none×3");
    QTest::newRow("half-width colon after Chinese") << QStringLiteral("例如: 使用") << paragraph << split("colon=half×1");
    QTest::newRow("curly quotes: the opening one counted")
        << QStringLiteral("被称为“涌现”的能力") << paragraph << split("quotes=curly×1 space-beside-quotes=none×4");
    QTest::newRow("straight quotes around Chinese") << QStringLiteral("被称为\"涌现\"的能力") << paragraph << split("quotes=straight×1");
    QTest::newRow("full-width parentheses around Chinese")
        << QStringLiteral("模型（大）好") << paragraph << split("parentheses=full×1 space-beside-fullwidth=none×4");
    QTest::newRow("a code block is not counted") << QStringLiteral("使用pip安装") << int(BlockKind::Code) << QStringList();
    QTest::newRow("a block without Chinese is not counted") << QStringLiteral("use pip, then run it.") << paragraph << QStringList();
}

void TestQaTypographyScan::count()
{
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(QStringList, expected);
    QaHouseStyle::Counts counts;
    QaTypographyScan::count({block(text, BlockKind(kind))}, &counts);
    QCOMPARE(describe(counts), expected);
}

// Blocks add to the counts already there.
void TestQaTypographyScan::countAddsUp()
{
    QaHouseStyle::Counts counts;
    counts[QStringLiteral("latin-spacing")][QStringLiteral("none")] = 5;
    QaTypographyScan::count({block(QStringLiteral("使用pip安装")), block(QStringLiteral("使用 pip 安装"))}, &counts);
    QCOMPARE(describe(counts), split("latin-spacing=none×7 latin-spacing=space×2"));
}

void TestQaTypographyScan::find_data()
{
    QTest::addColumn<QString>("draft");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QStringList>("disabled");
    QTest::addColumn<QStringList>("expected");

    const QString mixed = QStringLiteral("使用pip安装: 见“文档”。。");
    QTest::newRow("every check on (huggingface)") << mixed << QStringLiteral("huggingface") << QStringList()
                                                  << QStringList {QaTypographyCheck::LatinSpaceId, QaTypographyCheck::LatinSpaceId,
                                                         QaTypographyCheck::FullwidthId, QaTypographyCheck::RepeatedId};
    QTest::newRow("the preset decides (d2l writes Latin without spaces)")
        << mixed << QStringLiteral("d2l") << QStringList() << QStringList {QaTypographyCheck::FullwidthId, QaTypographyCheck::RepeatedId};
    QTest::newRow("a check switched off finds nothing")
        << mixed << QStringLiteral("huggingface") << QStringList {QaTypographyCheck::LatinSpaceId, QaTypographyCheck::RepeatedId}
        << QStringList {QaTypographyCheck::FullwidthId};
    QTest::newRow("a code block is not read") << QStringLiteral("```\n使用pip安装。。\n```") << QStringLiteral("huggingface")
                                              << QStringList() << QStringList();
}

void TestQaTypographyScan::find()
{
    QFETCH(QString, draft);
    QFETCH(QString, preset);
    QFETCH(QStringList, disabled);
    QFETCH(QStringList, expected);
    QaInput input = QaInput::fromMarkdown(QString(), draft);
    input.settings = *QaSettings::preset(preset);
    for (const QString &check : std::as_const(disabled)) {
        input.settings.disabled.insert(check);
    }
    QList<QaFinding> findings;
    QaTypographyScan::find(input, &findings);
    QStringList checks;
    for (const QaFinding &finding : std::as_const(findings)) {
        checks.append(finding.check);
    }
    QCOMPARE(checks, expected);
}

QTEST_GUILESS_MAIN(TestQaTypographyScan)
#include "tst_qatypographyscan.moc"
