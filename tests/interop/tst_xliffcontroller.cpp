// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "gui/xliffcontroller.h"
#include "outlinepane.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
const QByteArray kSource = "# Install the driver\n\nRestart the machine.\n";

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void writeAll(const QString &path, const QString &text)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write(text.toUtf8());
    }
}
} // namespace

// File ▸ Export / Import XLIFF with the issue open in the workbench: the import
// reaches the editor, alignment kept; a refused file leaves the draft as it was.
class TestXliffController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void roundTripReachesTheEditor_data();
    void roundTripReachesTheEditor();
    void refusedFileChangesNothing();
    void pretranslatedSurvivesARoundTrip();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    std::unique_ptr<QWidget> m_window;
    SideBySideView *m_view = nullptr;
    WorkbenchController *m_workbench = nullptr;
    XliffController *m_xliff = nullptr;
};

void TestXliffController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("x.yiqiao")), QStringLiteral("X")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(5, kSource, {}, {}), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_window = std::make_unique<QWidget>();
    auto *actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView(m_window.get());
    auto *outline = new OutlinePane(m_window.get());
    auto *preview = new PreviewPane(m_window.get());
    m_workbench = new WorkbenchController(*actions, *m_view, *outline, *preview, m_window.get());
    m_xliff = new XliffController(*actions, *m_workbench, m_window.get(), m_window.get());
    m_xliff->setProject(m_store.get(), false);
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 5")));
}

void TestXliffController::cleanup()
{
    m_window.reset();
    m_store.reset();
    m_dir.reset();
}

void TestXliffController::roundTripReachesTheEditor_data()
{
    QTest::addColumn<int>("version");
    QTest::newRow("XLIFF 2.0") << int(XliffWriter::Version::Xliff20);
    QTest::newRow("XLIFF 1.2") << int(XliffWriter::Version::Xliff12);
}

void TestXliffController::roundTripReachesTheEditor()
{
    QFETCH(int, version);
    const QString path = m_dir->filePath(QStringLiteral("issue-5.xlf"));
    QVERIFY(m_xliff->exportTo(path, XliffWriter::Version(version)));
    QString xml = readAll(path);
    QVERIFY2(xml.contains(QStringLiteral("Restart the machine.</source>")), qPrintable(xml));
    // What another CAT tool does with the unit.
    if (version == int(XliffWriter::Version::Xliff20)) {
        xml.replace(QStringLiteral("<segment>\n        <source xml:space=\"preserve\">Restart the machine.</source>"),
            QStringLiteral("<segment state=\"translated\">\n        <source xml:space=\"preserve\">Restart the machine.</source>"
                           "<target xml:space=\"preserve\">重启机器。</target>"));
    } else {
        xml.replace(QStringLiteral("Restart the machine.</source>"),
            QStringLiteral("Restart the machine.</source><target state=\"translated\">重启机器。</target>"));
    }
    QVERIFY2(xml.contains(QStringLiteral("重启机器")), qPrintable(xml));
    writeAll(path, xml);
    QSignalSpy failed(m_xliff, &XliffController::failed);
    QVERIFY(m_xliff->importFrom(path));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(m_view->draftEditor()->toPlainText(), QStringLiteral("# Install the driver\n\n重启机器。\n"));
    const QList<BlockRecord> draft = IssueRepository(*m_store).targetBlocks(m_issueId);
    QCOMPARE(draft.last().text, QStringLiteral("重启机器。"));
    QCOMPARE(draft.last().status, QStringLiteral("translated"));
    QCOMPARE(draft.last().aligned, QList<qint64> {IssueRepository(*m_store).sourceBlocks(m_issueId).last().id});
    // A pair that arrives confirmed feeds the memory.
    const QList<TmUnit> units = TranslationMemory(*m_store).units(QStringLiteral("project"));
    QCOMPARE(units.size(), 1);
    QCOMPARE(units.constFirst().source, QStringLiteral("Restart the machine."));
    QCOMPARE(units.constFirst().target, QStringLiteral("重启机器。"));
}

// XLIFF has no pre-translated state: an unchanged pre-translated block comes back
// as it went.
void TestXliffController::pretranslatedSurvivesARoundTrip()
{
    {
        DraftSession session(*m_store, m_issueId);
        QVERIFY(session.load());
        QString text = session.text();
        text.replace(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"));
        QVERIFY(session.update(text, session.lineIds()));
        QVERIFY(session.setStatus(1, QStringLiteral("pretranslated")));
    }
    QVERIFY(m_workbench->reloadIssue());
    const QString path = m_dir->filePath(QStringLiteral("issue-5.xlf"));
    QVERIFY(m_xliff->exportTo(path, XliffWriter::Version::Xliff20));
    QVERIFY(m_xliff->importFrom(path));
    QCOMPARE(IssueRepository(*m_store).targetBlocks(m_issueId).last().status, QStringLiteral("pretranslated"));
}

void TestXliffController::refusedFileChangesNothing()
{
    const QString path = m_dir->filePath(QStringLiteral("issue-5.xlf"));
    QVERIFY(m_xliff->exportTo(path, XliffWriter::Version::Xliff20));
    QString xml = readAll(path);
    xml.replace(QStringLiteral("issue-5"), QStringLiteral("issue-6"));
    writeAll(path, xml);
    const QString before = m_view->draftEditor()->toPlainText();
    QSignalSpy failed(m_xliff, &XliffController::failed);
    QVERIFY(!m_xliff->importFrom(path));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(m_view->draftEditor()->toPlainText(), before);
    QVERIFY(!m_xliff->importFrom(m_dir->filePath(QStringLiteral("absent.xlf"))));
    QCOMPARE(failed.count(), 2);
}

QTEST_MAIN(TestXliffController)
#include "tst_xliffcontroller.moc"
