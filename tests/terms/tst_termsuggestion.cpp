// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termentries.h"
#include "terms/termcontext.h"
#include "terms/termmatcher.h"
#include "terms/termsuggestion.h"

#include <QTest>

namespace {
TermEntry kernel()
{
    TermEntry entry = kernelEntry();
    entry.forbidden = {{QStringLiteral("核心"), QString()}};
    entry.note = QStringLiteral("see the conflict log");
    return entry;
}

TermEntry checkpoint()
{
    TermEntry entry;
    entry.source = QStringLiteral("checkpoint");
    TermRendering rendering;
    rendering.text = QStringLiteral("检查点");
    entry.renderings = {rendering};
    entry.firstUse = QStringLiteral("检查点（checkpoint）");
    return entry;
}
} // namespace

class TestTermSuggestion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void of_data();
    void of();
    void carriesTheEntrysDetails();
};

void TestTermSuggestion::of_data()
{
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QStringList>("expected"); // matched=rendering
    QTest::newRow("each term once, in order of first occurrence")
        << QStringList {QStringLiteral("Save a checkpoint after every kernel, then reload the checkpoint.")}
        << QStringList {QStringLiteral("checkpoint=检查点"), QStringLiteral("kernel=内核")};
    QTest::newRow("the block's own context decides, per block") << QStringList {QStringLiteral("The kernel schedules work."),
        QStringLiteral("Each CUDA kernels runs on the GPU.")} << QStringList {QStringLiteral("kernel=内核")};
    QTest::newRow("a CUDA block first") << QStringList {QStringLiteral("Launch CUDA kernels."),
        QStringLiteral("The kernel schedules work.")}
                                        << QStringList {QStringLiteral("kernels=CUDA核函数")};
    QTest::newRow("no terms") << QStringList {QStringLiteral("Nothing to see.")} << QStringList();
}

void TestTermSuggestion::of()
{
    QFETCH(QStringList, texts);
    QFETCH(QStringList, expected);
    const TermMatcher matcher({kernel(), checkpoint()});
    QStringList found;
    for (const TermSuggestion &suggestion : TermSuggestion::of(matcher, texts, TermContext())) {
        found.append(suggestion.matched + QLatin1Char('=') + suggestion.selection.text);
        QVERIFY(!suggestion.selection.reason.isEmpty());
    }
    QCOMPARE(found, expected);
}

void TestTermSuggestion::carriesTheEntrysDetails()
{
    const TermMatcher matcher({kernel(), checkpoint()});
    TermContext context;
    context.document = QStringLiteral("A post about CUDA.");
    const QList<TermSuggestion> suggestions = TermSuggestion::of(matcher, {QStringLiteral("The kernel and the checkpoint.")}, context);
    QCOMPARE(suggestions.size(), 2);
    QCOMPARE(suggestions.at(0).selection.text, QStringLiteral("CUDA核函数")); // the document's keyword
    QCOMPARE(suggestions.at(0).otherRenderings, QStringList {QStringLiteral("内核")});
    QCOMPARE(suggestions.at(0).forbidden, QStringList {QStringLiteral("核心")});
    QCOMPARE(suggestions.at(0).note, QStringLiteral("see the conflict log"));
    QCOMPARE(suggestions.at(1).firstUse, QStringLiteral("检查点（checkpoint）"));
    QVERIFY(suggestions.at(1).otherRenderings.isEmpty());
}

QTEST_GUILESS_MAIN(TestTermSuggestion)
#include "tst_termsuggestion.moc"
