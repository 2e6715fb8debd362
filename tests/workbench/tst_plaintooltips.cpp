// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationpane.h"
#include "checklisttemplatedialog.h"
#include "findpane.h"
#include "plaintooltips.h"
#include "readertestdialog.h"
#include "reviewpane.h"
#include "templateeditor.h"
#include "termbasepane.h"
#include "termentrydialog.h"

#include <QHelpEvent>
#include <QLabel>
#include <QListView>
#include <QStandardItemModel>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>

#include <functional>
#include <memory>

// User text in tooltips and labels is shown as plain text. Qt's "auto" format takes
// text that looks like HTML for rich text; a title or term <img src="/dev/zero">
// then makes QTextDocument read that file without end (the tests use harmless
// sources: a failing test must not eat the machine's memory).
namespace {

const QList<QPair<const char *, QString>> HostileTexts {
    {"an image of a local file", QStringLiteral("<img src=\"file:///etc/hostname\"> kernel")},
    {"tags and an ampersand", QStringLiteral("<b>bold</b> & <i>not</i>")},
    {"entities stay entities", QStringLiteral("Fish &amp; chips &lt;b&gt;")},
    {"a javascript link on the second line", QStringLiteral("two\nlines <a href=\"javascript:alert(1)\">x</a>")},
};

// What a tooltip shows, as text.
QString shownText(const QString &toolTip)
{
    QTextDocument document;
    document.setHtml(toolTip);
    return document.toPlainText();
}

void sendToolTipEvent(QWidget *widget, const QPoint &pos)
{
    QHelpEvent event(QEvent::ToolTip, pos, widget->mapToGlobal(pos));
    QApplication::sendEvent(widget, &event);
}

using Factory = std::function<QWidget *()>;

template<typename T>
Factory make()
{
    return [] { return new T; };
}

} // namespace

Q_DECLARE_METATYPE(Factory)

class TestPlainToolTips : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void htmlShowsTextLiterally_data();
    void htmlShowsTextLiterally();
    void itemViewToolTip_data();
    void itemViewToolTip();
    void widgetToolTip_data();
    void widgetToolTip();
    void itemWithoutToolTipHidesTip();
    void ownHandlersStillRun();
    void labelsShowPlainText_data();
    void labelsShowPlainText();
};

void TestPlainToolTips::initTestCase()
{
    PlainToolTips::install();
    PlainToolTips::install();
    QCOMPARE(qApp->findChildren<PlainToolTips *>().size(), 1);
}

void TestPlainToolTips::cleanup()
{
    QToolTip::hideText();
    QTRY_VERIFY(!QToolTip::isVisible());
}

void TestPlainToolTips::htmlShowsTextLiterally_data()
{
    QTest::addColumn<QString>("text");
    for (const auto &[name, text] : HostileTexts) {
        QTest::newRow(name) << text;
    }
}

void TestPlainToolTips::htmlShowsTextLiterally()
{
    QFETCH(QString, text);
    const QString html = PlainToolTips::html(text);
    QVERIFY(Qt::mightBeRichText(html));
    QVERIFY(!html.contains(QLatin1String("<img")));
    QCOMPARE(shownText(html), text);
}

void TestPlainToolTips::itemViewToolTip_data()
{
    htmlShowsTextLiterally_data();
}

// Models hand out titles, terms and comments as Qt::ToolTipRole.
void TestPlainToolTips::itemViewToolTip()
{
    QFETCH(QString, text);
    QStandardItemModel model;
    auto *item = new QStandardItem(QStringLiteral("row"));
    item->setToolTip(text);
    model.appendRow(item);
    QListView view;
    view.setModel(&model);
    view.resize(200, 100);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    sendToolTipEvent(view.viewport(), view.visualRect(model.index(0, 0)).center());
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(shownText(QToolTip::text()), text);
}

void TestPlainToolTips::widgetToolTip_data()
{
    htmlShowsTextLiterally_data();
}

void TestPlainToolTips::widgetToolTip()
{
    QFETCH(QString, text);
    QLabel label(QStringLiteral("a label"));
    label.setToolTip(text);
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    sendToolTipEvent(&label, QPoint(2, 2));
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(shownText(QToolTip::text()), text);
}

void TestPlainToolTips::itemWithoutToolTipHidesTip()
{
    QStandardItemModel model;
    model.appendRow(new QStandardItem(QStringLiteral("row")));
    QListView view;
    view.setModel(&model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    sendToolTipEvent(view.viewport(), view.visualRect(model.index(0, 0)).center());
    QTest::qWait(50); // nothing may appear: no QTRY for an absence
    QVERIFY(!QToolTip::isVisible());
}

// A widget without a tooltip of its own (the editors' marks) answers the event itself.
void TestPlainToolTips::ownHandlersStillRun()
{
    class Own : public QWidget
    {
    public:
        int seen = 0;

    protected:
        bool event(QEvent *event) override
        {
            seen += event->type() == QEvent::ToolTip;
            return QWidget::event(event);
        }
    } widget;
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    sendToolTipEvent(&widget, QPoint(2, 2));
    QCOMPARE(widget.seen, 1);
}

void TestPlainToolTips::labelsShowPlainText_data()
{
    QTest::addColumn<Factory>("factory");
    QTest::addColumn<QString>("label");

    QTest::newRow("find: summary") << make<FindPane>() << QStringLiteral("findSummary");
    QTest::newRow("find: status (a pattern's error)") << make<FindPane>() << QStringLiteral("findStatus");
    QTest::newRow("review: the block and its reviewer") << make<ReviewPane>() << QStringLiteral("reviewBlock");
    QTest::newRow("notes: the source block's mentions") << make<AnnotationPane>() << QStringLiteral("annotationSource");
    QTest::newRow("notes: the note at the cursor") << make<AnnotationPane>() << QStringLiteral("annotationCurrentNote");
    QTest::newRow("notes: the linked original") << make<AnnotationPane>() << QStringLiteral("annotationLink");
    QTest::newRow("termbase: status") << make<TermbasePane>() << QStringLiteral("termbaseStatus");
    QTest::newRow("reader test: problem") << make<ReaderTestDialog>() << QStringLiteral("problem");
    QTest::newRow("note template: problem") << make<TemplateEditor>() << QStringLiteral("templateProblem");
    QTest::newRow("checklist template: problem") << make<ChecklistTemplateDialog>() << QStringLiteral("templateProblem");
    QTest::newRow("term entry: message") << make<TermEntryDialog>() << QStringLiteral("messageLabel");
}

void TestPlainToolTips::labelsShowPlainText()
{
    QFETCH(Factory, factory);
    QFETCH(QString, label);
    const std::unique_ptr<QWidget> widget(factory());
    auto *found = widget->findChild<QLabel *>(label);
    QVERIFY(found);
    QCOMPARE(found->textFormat(), Qt::PlainText);
}

QTEST_MAIN(TestPlainToolTips)
#include "tst_plaintooltips.moc"
