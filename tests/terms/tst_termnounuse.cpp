// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termnounuse.h"

#include <QTest>

Q_DECLARE_METATYPE(TermNounUse::Form)

class TestTermNounUse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void holds_data();
    void holds();
};

void TestTermNounUse::holds_data()
{
    using F = TermNounUse::Form;
    QTest::addColumn<QString>("tokens"); // space-separated, the term in [brackets]
    QTest::addColumn<TermNounUse::Form>("form");
    QTest::addColumn<bool>("noun");
    QTest::newRow("at the start") << QStringLiteral("[mean] value") << F::Base << true;
    QTest::newRow("after an article") << QStringLiteral("the [mean] of") << F::Base << true;
    QTest::newRow("a plural after an article, before 'the'") << QStringLiteral("the [means] the") << F::Plural << true;
    QTest::newRow("an -ing or -ed form") << QStringLiteral("the [meaning] of") << F::Verbal << false;
    QTest::newRow("after to") << QStringLiteral("to [mean]") << F::Base << false;
    QTest::newRow("after a modal and an adverb") << QStringLiteral("could really [mean]") << F::Base << false;
    QTest::newRow("after n't") << QStringLiteral("doesn ' t [mean]") << F::Base << false;
    QTest::newRow("a t that is no n't") << QStringLiteral("t [mean]") << F::Base << true;
    QTest::newRow("after we") << QStringLiteral("we [mean]") << F::Base << false;
    QTest::newRow("-s after this") << QStringLiteral("this [means]") << F::Plural << false;
    QTest::newRow("-s after an adverb after it") << QStringLiteral("it also [means]") << F::Plural << false;
    QTest::newRow("-s before that") << QStringLiteral("rank [means] that") << F::Plural << false;
    QTest::newRow("-s before an -ing word") << QStringLiteral("always [means] creating") << F::Plural << false;
    QTest::newRow("by means of") << QStringLiteral("by [means] of") << F::Plural << false;
    QTest::newRow("-s before of, after a noun") << QStringLiteral("sample [means] of") << F::Plural << true;
    QTest::newRow("punctuation before is no cue") << QStringLiteral("to , [mean]") << F::Base << true;
}

void TestTermNounUse::holds()
{
    QFETCH(QString, tokens);
    QFETCH(TermNounUse::Form, form);
    QFETCH(bool, noun);
    QStringList folded = tokens.split(QLatin1Char(' '));
    int first = -1;
    int last = -1;
    for (int i = 0; i < folded.size(); ++i) {
        if (folded.at(i).startsWith(QLatin1Char('['))) {
            first = i;
        }
        if (folded.at(i).endsWith(QLatin1Char(']'))) {
            last = i;
        }
        folded[i].remove(QLatin1Char('[')).remove(QLatin1Char(']'));
    }
    QCOMPARE(TermNounUse::holds(folded, first, last, form), noun);
}

QTEST_GUILESS_MAIN(TestTermNounUse)
#include "tst_termnounuse.moc"
