// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletionrepository.h"
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QStringList>
#include <QTemporaryDir>

#include <memory>

// The match analysis's project (a.yiqiao in a temporary folder): issue 1 has a
// source block for every band and category, with memory units (origin
// "tmx:fixture.tmx") at known scores; issue 2 repeats blocks of issue 1.
//
// Issue 1, "Analysis fixture", blocks in order (Block):
//   Heading   "# Analysis fixture" (no unit: no match)
//   Context   a unit with the same text after the heading: 101
//   Exact     a unit with the same text elsewhere: 100
//   Fuzzy95   1 of its 20 words differs from its unit's: 95
//   Fuzzy85   2 of 20: 90;  Fuzzy75: 4 of 20, 80;  Fuzzy50: 8 of 20, 60
//   NoMatch   12 of 20 differ: 40, below 50
//   Repeat    Exact's text again: a repetition
//   Deleted   an exact unit, but deleted whole
//   Machine   an exact unit, but its draft is machine pre-translated (Chinese)
//   Own       translated (Chinese, status translated) and so in the memory as the
//             issue's own unit, which the analysis leaves out: no match
//   Span      as Fuzzy95, with a span of it deleted: stays 95
//   Code      a code block: no words, no match
// Issue 2, "Second, with a comma": a heading, Fuzzy95's text, Own's text, a new
// paragraph.
// A unit's translation is the character 译 repeated (unitCharacters(block)).
class AnalysisProject
{
public:
    enum Block {
        Heading,
        Context,
        Exact,
        Fuzzy95,
        Fuzzy85,
        Fuzzy75,
        Fuzzy50,
        NoMatch,
        Repeat,
        Deleted,
        Machine,
        Own,
        Span,
        Code,
        BlockCount
    };
    static constexpr int Words = 20;
    static inline const QString MachineDraft = QStringLiteral("机器翻译的译文");
    static inline const QString OwnDraft = QStringLiteral("译者自己的译文，已确认");

    // The project made anew; the error text, empty when it worked.
    QString create()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_store = std::make_unique<ProjectStore>();
        if (!m_store->create(path(), QStringLiteral("A"))) {
            return m_store->errorString();
        }
        PostImporter importer(*m_store);
        if (!importer.importPost(1, issueOnePost(), QStringLiteral("Analysis fixture"), {})) {
            return importer.errorString();
        }
        m_issueOne = importer.result().issueId;
        PostImporter second(*m_store);
        if (!second.importPost(2, issueTwoPost(), QStringLiteral("Second, with a comma"), {})) {
            return second.errorString();
        }
        m_issueTwo = second.result().issueId;
        QString error = memorize();
        if (error.isEmpty()) {
            error = setDraft(Machine, MachineDraft, BlockStatus::Machine);
        }
        if (error.isEmpty()) {
            error = setDraft(Own, OwnDraft, BlockStatus::Translated);
        }
        if (error.isEmpty()) {
            error = deleteBlocks();
        }
        TranslationMemory memory(*m_store);
        if (error.isEmpty() && !memory.addIssue(m_issueOne)) {
            error = memory.errorString();
        }
        return error;
    }

    ProjectStore &store() { return *m_store; }
    QString path() const { return m_dir->filePath(QStringLiteral("a.yiqiao")); }
    QString folder() const { return m_dir->path(); }
    qint64 issueOne() const { return m_issueOne; }
    // The source block ids of issue 1, in order.
    QList<qint64> sourceIds() const
    {
        QList<qint64> ids;
        for (const BlockRecord &block : IssueRepository(*m_store).sourceBlocks(m_issueOne)) {
            ids.append(block.id);
        }
        return ids;
    }

    // Twenty words made of stem, the first `changed` of them replaced.
    static QString words(const QString &stem, int changed = 0)
    {
        QStringList list;
        for (int i = 0; i < Words; ++i) {
            list.append(i < changed ? QStringLiteral("other%1").arg(i) : QStringLiteral("%1word%2").arg(stem).arg(i));
        }
        return list.join(QLatin1Char(' ')) + QLatin1Char('.');
    }
    static QString text(Block block)
    {
        switch (block) {
        case Heading:
            return QStringLiteral("# Analysis fixture");
        case Repeat:
            return text(Exact);
        case Code:
            return QStringLiteral("```python\nprint(\"analysis\")\n```");
        default:
            return words(stemOf(block));
        }
    }
    // How many characters the block's unit translation has (0: no unit).
    static int unitCharacters(Block block)
    {
        switch (block) {
        case Heading:
        case Repeat:
        case Own:
        case Code:
        case BlockCount:
            return 0;
        default:
            return 10 + int(block);
        }
    }

private:
    static QString stemOf(Block block)
    {
        static const QStringList stems = {QString(), QStringLiteral("context"), QStringLiteral("exact"), QStringLiteral("fuzzyA"),
            QStringLiteral("fuzzyB"), QStringLiteral("fuzzyC"), QStringLiteral("fuzzyD"), QStringLiteral("nomatch"), QString(),
            QStringLiteral("deleted"), QStringLiteral("machine"), QStringLiteral("own"), QStringLiteral("span")};
        return stems.value(int(block));
    }
    static QByteArray issueOnePost()
    {
        QStringList blocks;
        for (int b = 0; b < BlockCount; ++b) {
            blocks.append(text(Block(b)));
        }
        return blocks.join(QStringLiteral("\n\n")).toUtf8() + '\n';
    }
    static QByteArray issueTwoPost()
    {
        return QStringList {QStringLiteral("# Second fixture"), text(Fuzzy95), text(Own), words(QStringLiteral("fresh"))}
                   .join(QStringLiteral("\n\n"))
                   .toUtf8()
            + '\n';
    }

    QString memorize()
    {
        const QList<QPair<Block, int>> changed = {{Context, 0}, {Exact, 0}, {Fuzzy95, 1}, {Fuzzy85, 2}, {Fuzzy75, 4}, {Fuzzy50, 8},
            {NoMatch, 12}, {Deleted, 0}, {Machine, 0}, {Span, 1}};
        QList<TmUnit> units;
        for (const auto &[block, count] : changed) {
            const QString context = block == Context ? text(Heading) : QStringLiteral("# Elsewhere");
            units.append(unit(words(stemOf(block), count), QString(unitCharacters(block), QChar(0x8BD1)), context));
        }
        TranslationMemory memory(*m_store);
        return memory.add(units, QStringLiteral("tmx:fixture.tmx")) ? QString() : memory.errorString();
    }

    // The draft block of issue 1 aligned with source block `block` gets text (one
    // line) and status.
    QString setDraft(Block block, const QString &text, const QString &status)
    {
        DraftSession session(*m_store, m_issueOne);
        if (!session.load()) {
            return session.errorString();
        }
        const qint64 sourceId = sourceIds().value(int(block));
        for (int i = 0; i < session.blocks().size(); ++i) {
            const TargetBlock &target = session.blocks().at(i);
            if (target.sources != QList<qint64> {sourceId}) {
                continue;
            }
            QStringList lines = session.text().split(QLatin1Char('\n'));
            lines[target.lineStart] = text;
            if (!session.update(lines.join(QLatin1Char('\n')), session.lineIds()) || !session.setStatus(i, status)) {
                return session.errorString();
            }
            return {};
        }
        return QStringLiteral("no draft block for source block %1").arg(int(block));
    }

    QString deleteBlocks()
    {
        Deletion whole;
        whole.sourceBlockId = sourceIds().value(Deleted);
        whole.justification = QStringLiteral("Not for our readers.");
        Deletion span;
        span.sourceBlockId = sourceIds().value(Span);
        span.spanStart = 0;
        span.spanEnd = 9;
        span.justification = QStringLiteral("Not for our readers either.");
        DeletionRepository repository(*m_store);
        return repository.add(m_issueOne, {whole, span}) ? QString() : repository.errorString();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueOne = 0;
    qint64 m_issueTwo = 0;
};
