// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportdocument.h"
#include "export/exportsettings.h"
#include "export/finishedpost.h"
#include "export/finishedposthtml.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

// ExportDocument: the bytes the window's Export and `yiqiao-cli export` write, in
// markdown or HTML, made once for both.

namespace {

const QByteArray kPost("Run the installer:\n\n```bash\nsudo apt install cuda\n```\n");

QString testCode(const QString &language, const QString &code)
{
    return QStringLiteral("<pre class=\"test-%1\">%2</pre>").arg(language, code.toHtmlEscaped());
}

} // namespace

class TestExportDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void finishedPost_data();
    void finishedPost();
    void markdown_data();
    void markdown();
    void unknownIssue();

private:
    // Renders code as <pre class="test-LANGUAGE">, counting the blocks.
    MarkdownBlockParser::CodeRenderer renderer();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    Issue m_issue;
    int m_codeBlocks = 0;
};

void TestExportDocument::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(7, kPost, QStringLiteral("Install <CUDA>"), QString()), qPrintable(importer.errorString()));
    const auto issue = IssueRepository(*m_store).issue(7);
    QVERIFY(issue);
    m_issue = *issue;
    m_codeBlocks = 0;
}

void TestExportDocument::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

MarkdownBlockParser::CodeRenderer TestExportDocument::renderer()
{
    return [this](const QString &language, const QString &code) {
        ++m_codeBlocks;
        return testCode(language, code);
    };
}

void TestExportDocument::finishedPost_data()
{
    QTest::addColumn<bool>("html");
    QTest::newRow("markdown: FinishedPost's bytes") << false;
    QTest::newRow("html: FinishedPostHtml's document of them, titled by the issue") << true;
}

void TestExportDocument::finishedPost()
{
    QFETCH(bool, html);
    FinishedPost expected(*m_store);
    const auto markdown = expected.markdown(m_issue.id, ExportSettings());
    QVERIFY(markdown);
    FinishedPost post(*m_store);
    const auto bytes = ExportDocument::finishedPost(post, m_issue, ExportSettings(), html, renderer());
    QVERIFY2(bytes, qPrintable(post.errorString()));
    if (!html) {
        QCOMPARE(*bytes, *markdown);
        QCOMPARE(m_codeBlocks, 0);
        return;
    }
    QCOMPARE(*bytes, FinishedPostHtml::document(m_issue.title, *markdown, expected.noteTexts(), testCode).toUtf8());
    QVERIFY(bytes->contains("<title>Install &lt;CUDA&gt;</title>"));
    QCOMPARE(m_codeBlocks, 1);
}

void TestExportDocument::markdown_data()
{
    QTest::addColumn<bool>("html");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("markdown as it is") << false << kPost;
    QTest::newRow("html titled by the issue, code through the renderer")
        << true << FinishedPostHtml::document(QStringLiteral("Install <CUDA>"), kPost, {}, testCode).toUtf8();
}

void TestExportDocument::markdown()
{
    QFETCH(bool, html);
    QFETCH(QByteArray, expected);
    QCOMPARE(ExportDocument::markdown(m_issue, kPost, html, renderer()), expected);
    QCOMPARE(m_codeBlocks, html ? 1 : 0);
}

void TestExportDocument::unknownIssue()
{
    Issue unknown = m_issue;
    unknown.id = 4242;
    FinishedPost post(*m_store);
    QVERIFY(!ExportDocument::finishedPost(post, unknown, ExportSettings(), true, renderer()));
    QVERIFY(!post.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestExportDocument)
#include "tst_exportdocument.moc"
