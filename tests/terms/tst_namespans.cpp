// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/namespans.h"

#include <QTest>

class TestNameSpans : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void of_data();
    void of();
    void covers();
};

void TestNameSpans::of_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("names"); // the texts of the spans, in order
    QTest::newRow("plain prose has none") << QStringLiteral("The tokenizer splits text.") << QStringList();
    QTest::newRow("inline code") << QStringLiteral("Load the `tokenizer` and call `apply_chat_template()`.")
                                 << QStringList {QStringLiteral("`tokenizer`"), QStringLiteral("`apply_chat_template()`")};
    QTest::newRow("double backticks around a backtick")
        << QStringLiteral("Write ``a ` b`` here.") << QStringList {QStringLiteral("``a ` b``")};
    QTest::newRow("a role before inline code") << QStringLiteral("See :numref:`fig_ec2` and :label:`sec_adam`.")
                                               << QStringList {QStringLiteral(":numref:`fig_ec2`"), QStringLiteral(":label:`sec_adam`")};
    QTest::newRow("single-quoted column names") << QStringLiteral("Columns 'class' and 'image_filename'.")
                                                << QStringList {QStringLiteral("'class'"), QStringLiteral("'image_filename'")};
    QTest::newRow("a double-quoted menu entry")
        << QStringLiteral("Click \"Limits\" on the left.") << QStringList {QStringLiteral("\"Limits\"")};
    QTest::newRow("a quoted path-like key") << QStringLiteral("Set \"model.config/dtype\".")
                                            << QStringList {QStringLiteral("\"model.config/dtype\"")};
    QTest::newRow("quotes around several words are prose") << QStringLiteral("They call it \"the mean value\" here.") << QStringList();
    QTest::newRow("an apostrophe is no quote") << QStringLiteral("The model's output and the users' data.") << QStringList();
    QTest::newRow("a quote after an apostrophe word")
        << QStringLiteral("The kernel's 'launch' is slow.") << QStringList {QStringLiteral("'launch'")};
    QTest::newRow("an unclosed backtick") << QStringLiteral("A ` alone and a 'quote") << QStringList();
}

void TestNameSpans::of()
{
    QFETCH(QString, text);
    QFETCH(QStringList, names);
    QStringList found;
    for (const NameSpans::Span &span : NameSpans::of(text)) {
        found.append(text.mid(span.first, span.second - span.first));
    }
    QCOMPARE(found, names);
}

void TestNameSpans::covers()
{
    const QString text = QStringLiteral("Use the `tokenizer` tokenizer.");
    const QVector<NameSpans::Span> spans = NameSpans::of(text);
    const int inCode = int(text.indexOf(QStringLiteral("tokenizer")));
    const int inProse = int(text.lastIndexOf(QStringLiteral("tokenizer")));
    QVERIFY(NameSpans::covers(spans, inCode, inCode + 9));
    QVERIFY(!NameSpans::covers(spans, inProse, inProse + 9));
    QVERIFY(!NameSpans::covers(spans, inCode - 2, inCode + 9)); // starts before the name
    QVERIFY(!NameSpans::covers({}, 0, 1));
}

QTEST_GUILESS_MAIN(TestNameSpans)
#include "tst_namespans.moc"
