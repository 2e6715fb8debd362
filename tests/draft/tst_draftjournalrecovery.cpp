// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "draft/draftjournal.h"
#include "draft/draftjournalrecovery.h"
#include "draft/draftjournalwriter.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "export/markdownexporter.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QFile>
#include <QFileInfo>
#include <QTest>

// Folding a killed window's edit journal into the project at the next open: the edits
// come back with their alignment, as the missed autosave would have saved them; a
// torn last record is left out; a draft changed since keeps the change and the edits
// go to the history; a file that is not this issue's journal changes nothing.

namespace {

const QByteArray kSource = "# Title\n\nFirst paragraph.\n\nSecond paragraph.\n";
const QByteArray kTranslation = "# 标题\n\n第一段。\n\n第二段。\n";

enum class Case {
    TypedIntoABlock,
    NewParagraph,
    MergedParagraphs,
    ReviewedBlockEdited,
    LastRecordTorn,
    SavedBeforeTheKill,
    ChangedSince,
    EmptyJournal,
    BaseOnly,
    WrongIssue,
    NotAJournal,
    IssueGone,
};

using Outcome = DraftJournalRecovery::Outcome;
using State = DraftJournal::State;

} // namespace

Q_DECLARE_METATYPE(Case)
Q_DECLARE_METATYPE(DraftJournalRecovery::Outcome)

class TestDraftJournalRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void fold_data();
    void fold();
    void foldAllSetsRefusedJournalsAside();
    void aCliCommandThatWritesFoldsJournalsFirst();

private:
    // Journals edits of the kind (as the window would) into path; the edited draft.
    QString journal(Case kind, const QString &path);
    QString storedDraft() const;
    // Every draft block: id, status, text and aligned source texts; the revisions.
    QStringList snapshot() const;
    QStringList alignment() const;
    int revisionCount() const;

    TempProject m_project;
    qint64 m_issueId = 0;
    QString m_path;
};

void TestDraftJournalRecovery::init()
{
    QCOMPARE(m_project.create(), QString());
    PostImporter importer(m_project.store());
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kTranslation), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    QVERIFY(importer.importPost(2, "# Other\n", {}, {}));
    m_path = DraftJournal::pathFor(m_project.store().path(), m_issueId);
}

void TestDraftJournalRecovery::cleanup()
{
    m_project.close();
}

QString TestDraftJournalRecovery::storedDraft() const
{
    IssueRepository issues(const_cast<TempProject &>(m_project).store());
    return QString::fromUtf8(MarkdownExporter(issues).draft(m_issueId));
}

QStringList TestDraftJournalRecovery::alignment() const
{
    IssueRepository issues(const_cast<TempProject &>(m_project).store());
    QHash<qint64, QString> sources;
    for (const BlockRecord &source : issues.sourceBlocks(m_issueId)) {
        sources.insert(source.id, source.text);
    }
    QStringList aligned;
    for (const BlockRecord &block : issues.targetBlocks(m_issueId)) {
        QStringList texts;
        for (qint64 id : block.aligned) {
            texts.append(sources.value(id));
        }
        std::sort(texts.begin(), texts.end());
        aligned.append(texts.join(QLatin1Char('+')));
    }
    return aligned;
}

QStringList TestDraftJournalRecovery::snapshot() const
{
    IssueRepository issues(const_cast<TempProject &>(m_project).store());
    QStringList rows;
    for (const BlockRecord &block : issues.targetBlocks(m_issueId)) {
        rows.append(QStringLiteral("%1 %2 %3").arg(block.id).arg(block.status, block.text));
    }
    return rows + alignment() + QStringList {QString::number(revisionCount())};
}

int TestDraftJournalRecovery::revisionCount() const
{
    return int(RevisionRepository(const_cast<TempProject &>(m_project).store()).revisions(m_issueId).size());
}

QString TestDraftJournalRecovery::journal(Case kind, const QString &path)
{
    ProjectStore &store = m_project.store();
    DraftSession session(store, m_issueId);
    if (!session.load()) {
        return session.errorString();
    }
    if (kind == Case::ReviewedBlockEdited && !session.setStatus(1, QStringLiteral("reviewed"))) {
        return session.errorString();
    }
    DraftJournalWriter writer;
    const qint64 journalIssue = kind == Case::WrongIssue ? m_issueId + 1 : kind == Case::IssueGone ? 99 : m_issueId;
    writer.start(path, journalIssue, session.text(), session.lineIds());
    State state = State::of(session.text(), session.lineIds());
    // Lines: 0 "# 标题", 2 "第一段。", 4 "第二段。", 5 "" (the final line break).
    const auto type = [&](int line, const QString &text) {
        state.lines[line] += text;
        writer.append(state.text(), state.ids);
    };
    switch (kind) {
    case Case::NewParagraph:
        state.lines.insert(5, QString());
        state.ids.insert(5, {});
        state.lines.insert(6, QString());
        state.ids.insert(6, {});
        writer.append(state.text(), state.ids);
        type(6, QStringLiteral("新的一段。"));
        break;
    case Case::MergedParagraphs:
        // Backspace at the start of "第二段。" twice, as the id tracker sees it.
        state.lines[2] += state.lines.takeAt(4);
        state.ids[2] += state.ids.takeAt(4);
        state.lines.removeAt(3);
        state.ids.removeAt(3);
        writer.append(state.text(), state.ids);
        break;
    case Case::EmptyJournal:
        QFile(path).open(QIODevice::WriteOnly);
        break;
    case Case::BaseOnly:
        type(2, QStringLiteral("字"));
        QFile::resize(path, QFileInfo(path).size() - 5);
        break;
    case Case::NotAJournal: {
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write("# Not a journal\n\nA markdown post someone saved here.\n");
        break;
    }
    default:
        type(2, QStringLiteral("改"));
        type(2, QStringLiteral("了"));
        break;
    }
    if (kind == Case::LastRecordTorn) {
        type(4, QStringLiteral("丢"));
        QFile::resize(path, QFileInfo(path).size() - 3);
        state.lines[4].chop(1);
    } else if (kind == Case::SavedBeforeTheKill && !session.update(state.text(), state.ids)) {
        return session.errorString();
    } else if (kind == Case::ChangedSince) {
        DraftSession other(store, m_issueId);
        if (!other.load()
            || !other.update(
                QString(other.text()).replace(QStringLiteral("第二段。"), QStringLiteral("第二段，别处改的。")), other.lineIds())) {
            return other.errorString();
        }
    }
    return state.text();
}

void TestDraftJournalRecovery::fold_data()
{
    QTest::addColumn<Case>("kind");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("draft"); // empty: as before
    QTest::addColumn<QStringList>("aligned");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("journalLeft");
    const QStringList asImported {QStringLiteral("# Title"), QStringLiteral("First paragraph."), QStringLiteral("Second paragraph.")};
    const QString typed = QStringLiteral("# 标题\n\n第一段。改了\n\n第二段。\n");
    QTest::newRow("typed into a block") << Case::TypedIntoABlock << Outcome::Applied << typed << asImported
                                        << QStringLiteral("Recovered 2 edit(s) to issue 1") << false;
    QTest::newRow("a new paragraph: an addition")
        << Case::NewParagraph << Outcome::Applied << QStringLiteral("# 标题\n\n第一段。\n\n第二段。\n\n新的一段。\n")
        << asImported + QStringList {QString()} << QStringLiteral("Recovered 2 edit(s)") << false;
    QTest::newRow("two paragraphs merged: aligned to both sources")
        << Case::MergedParagraphs << Outcome::Applied << QStringLiteral("# 标题\n\n第一段。第二段。\n")
        << QStringList {QStringLiteral("# Title"), QStringLiteral("First paragraph.+Second paragraph.")}
        << QStringLiteral("Recovered 1 edit(s) ") << false;
    QTest::newRow("a reviewed block edited: translated, as autosave does")
        << Case::ReviewedBlockEdited << Outcome::Applied << typed << asImported << QStringLiteral("Recovered 2 edit(s)") << false;
    QTest::newRow("last record torn: left out")
        << Case::LastRecordTorn << Outcome::Applied << typed << asImported << QStringLiteral("The last edit in it was cut short") << false;
    QTest::newRow("saved just before the kill")
        << Case::SavedBeforeTheKill << Outcome::AlreadySaved << typed << asImported << QString() << false;
    QTest::newRow("project changed since: edits to the history")
        << Case::ChangedSince << Outcome::KeptAsRevision << QStringLiteral("# 标题\n\n第一段。\n\n第二段，别处改的。\n") << asImported
        << QStringLiteral("was changed after Yiqiao stopped") << false;
    QTest::newRow("empty journal") << Case::EmptyJournal << Outcome::Nothing << QString() << asImported << QString() << false;
    QTest::newRow("only the base, the edit torn") << Case::BaseOnly << Outcome::Nothing << QString() << asImported << QString() << false;
    QTest::newRow("another issue's journal") << Case::WrongIssue << Outcome::Refused << QString() << asImported
                                             << QStringLiteral("The unsaved edits of issue 1 in p.yiqiao.draft-%1.journal were not "
                                                               "recovered: it belongs to another issue.")
                                             << true;
    QTest::newRow("not a journal") << Case::NotAJournal << Outcome::Refused << QString() << asImported
                                   << QStringLiteral("not recovered: it is not a Yiqiao edit journal.") << true;
    QTest::newRow("an issue no longer in the project") << Case::IssueGone << Outcome::Refused << QString() << asImported
                                                       << QStringLiteral("the issue is no longer in the project") << true;
}

void TestDraftJournalRecovery::fold()
{
    QFETCH(Case, kind);
    QFETCH(Outcome, outcome);
    QFETCH(QString, draft);
    QFETCH(QStringList, aligned);
    QFETCH(QString, message);
    QFETCH(bool, journalLeft);
    message.replace(QStringLiteral("%1"), QString::number(m_issueId));
    const qint64 issueId = kind == Case::IssueGone ? 99 : m_issueId;
    const QString path = DraftJournal::pathFor(m_project.store().path(), issueId);
    const QStringList before = snapshot();
    const QString edited = journal(kind, path);
    const QStringList journaled = snapshot(); // a save or another program's change included
    const QByteArray bytes = [&path] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();

    const DraftJournalRecovery::Result result = DraftJournalRecovery(m_project.store(), QStringLiteral("Ann")).fold(issueId, path);
    QCOMPARE(result.outcome, outcome);
    QVERIFY2(result.message.contains(message), qPrintable(result.message));
    QCOMPARE(result.message.isEmpty(), message.isEmpty());
    QCOMPARE(QFileInfo::exists(path), journalLeft);
    QCOMPARE(storedDraft(), draft.isEmpty() ? QString::fromUtf8(kTranslation) : draft);
    QCOMPARE(alignment(), aligned);
    switch (outcome) {
    case Outcome::Applied: {
        const QStringList after = snapshot();
        // The blocks keep their ids; the replayed draft is recorded in the history.
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(after.at(i).section(QLatin1Char(' '), 0, 0), before.at(i).section(QLatin1Char(' '), 0, 0));
        }
        QCOMPARE(after.constLast().toInt(), before.constLast().toInt() + 1);
        // As autosave: an edited block is a draft again, a reviewed one translated.
        const bool translated = kind == Case::ReviewedBlockEdited || kind == Case::NewParagraph;
        const QString status = translated ? QStringLiteral("translated") : QStringLiteral("draft");
        QCOMPARE(after.at(1).section(QLatin1Char(' '), 1, 1), status);
        break;
    }
    case Outcome::KeptAsRevision: {
        RevisionRepository revisions(m_project.store());
        const int latest = revisions.revisions(m_issueId).constFirst().number;
        QCOMPARE(revisions.content(m_issueId, latest).value_or(QString()), edited);
        QCOMPARE(revisions.revisions(m_issueId).constFirst().summary, QStringLiteral("Edits recovered after Yiqiao stopped, not applied"));
        QVERIFY2(result.message.contains(QStringLiteral("revision %1 in its history").arg(latest)), qPrintable(result.message));
        break;
    }
    case Outcome::Refused: {
        // Nothing changed: the project, the journal's bytes.
        QCOMPARE(snapshot(), journaled);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bytes);
        break;
    }
    default:
        QCOMPARE(snapshot(), journaled);
        break;
    }
}

void TestDraftJournalRecovery::foldAllSetsRefusedJournalsAside()
{
    const QString other = DraftJournal::pathFor(m_project.store().path(), m_issueId + 1);
    QFile file(other);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a journal at all");
    file.close();
    QVERIFY(!journal(Case::TypedIntoABlock, m_path).isEmpty());
    const QList<DraftJournalRecovery::Result> results = DraftJournalRecovery(m_project.store(), QStringLiteral("Ann")).foldAll();
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.at(0).outcome, Outcome::Applied);
    QCOMPARE(results.at(1).outcome, Outcome::Refused);
    QCOMPARE(results.at(1).keptAs, other + QStringLiteral(".kept-1"));
    QVERIFY(QFileInfo::exists(results.at(1).keptAs));
    QVERIFY(!QFileInfo::exists(other));
    QVERIFY(!QFileInfo::exists(m_path));
    const QString summary = DraftJournalRecovery::summary(results);
    QVERIFY2(summary.startsWith(QStringLiteral("Recovered 2 edit(s) to issue 1 ")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("The unsaved edits of issue 2")), qPrintable(summary));
    QVERIFY2(summary.endsWith(QStringLiteral(".kept-1.")), qPrintable(summary));
    // Folded: a second open finds nothing.
    QVERIFY(DraftJournalRecovery(m_project.store(), QStringLiteral("Ann")).foldAll().isEmpty());
}

void TestDraftJournalRecovery::aCliCommandThatWritesFoldsJournalsFirst()
{
    const QString edited = journal(Case::TypedIntoABlock, m_path);
    const QString project = m_project.store().path();
    const QString folder = QFileInfo(project).absolutePath();
    // A command that only reads leaves the journal for one that can write.
    const CliRun read = CliRun::in(folder,
        {QStringLiteral("export"), project, QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--draft"), QStringLiteral("-o"),
            QStringLiteral("out.md")});
    QVERIFY2(read.exitCode == 0, read.err.constData());
    QVERIFY(QFileInfo::exists(m_path));
    const CliRun tags = CliRun::in(folder,
        {QStringLiteral("tags"), project, QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--set"), QStringLiteral("cuda")});
    QVERIFY2(tags.exitCode == 0, tags.err.constData());
    QVERIFY2(tags.err.contains("Recovered 2 edits to issue 1 that were not saved yet"), tags.err.constData());
    QVERIFY(!QFileInfo::exists(m_path));
    QCOMPARE(storedDraft(), edited);
}

QTEST_GUILESS_MAIN(TestDraftJournalRecovery)
#include "tst_draftjournalrecovery.moc"
