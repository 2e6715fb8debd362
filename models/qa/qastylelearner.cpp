// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qastylelearner.h"

#include "draft/blockstatus.h"
#include "draft/draftloader.h"
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"
#include "qa/qasettings.h"
#include "qa/qatypographyscan.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace {

bool hasChinese(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
}

// The translations a path names: itself, or the *.zh.md files under a folder.
QStringList filesOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir()) {
        return {info.absoluteFilePath()};
    }
    QStringList files;
    QDirIterator it(path, {QStringLiteral("*.zh.md")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files.append(it.next());
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

bool QaStyleLearner::isFinished(const QString &issueStatus)
{
    return issueStatus == QLatin1String("approved") || issueStatus == QLatin1String("published");
}

bool QaStyleLearner::addMarkdown(const QString &markdown)
{
    if (!hasChinese(markdown)) {
        return false;
    }
    QList<BlockRecord> blocks;
    for (const MarkdownBlock &block : MarkdownBlockParser::parse(markdown.toUtf8()).blocks) {
        BlockRecord record;
        record.kind = block.kind;
        record.text = block.text;
        blocks.append(record);
    }
    QaHouseStyle::Counts counts;
    QaTypographyScan::count(blocks, &counts);
    m_style.add(counts);
    m_style.addText();
    return true;
}

bool QaStyleLearner::addProject(ProjectStore &store)
{
    m_error.clear();
    IssueRepository issues(store);
    for (const Issue &issue : issues.issues()) {
        DraftLoader loader(store, issue.id);
        DraftLoader::Draft draft;
        if (!loader.readDraft(&draft)) {
            return fail(loader.errorString());
        }
        QList<BlockRecord> blocks;
        bool imported = true;
        for (const TargetBlock &block : std::as_const(draft.blocks)) {
            if (block.origin == QLatin1String("note")) {
                continue;
            }
            imported = imported && BlockStatus::isConfirmed(block.status);
            BlockRecord record;
            record.kind = block.kind;
            record.text = block.text;
            blocks.append(record);
        }
        const bool chinese = std::any_of(blocks.cbegin(), blocks.cend(), [](const BlockRecord &block) { return hasChinese(block.text); });
        if (chinese && (imported || isFinished(issue.status))) {
            QaHouseStyle::Counts counts;
            QaTypographyScan::count(blocks, &counts);
            m_style.add(counts);
            m_style.addText();
            ++m_issues;
        }
    }
    return issues.errorString().isEmpty() || fail(issues.errorString());
}

bool QaStyleLearner::addPaths(const QStringList &paths)
{
    m_error.clear();
    QStringList files;
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path)) {
            return fail(tr("%1 does not exist.").arg(QDir::toNativeSeparators(path)));
        }
        const QStringList found = filesOf(path);
        if (found.isEmpty()) {
            return fail(tr("%1 holds no published translation (*.zh.md).").arg(QDir::toNativeSeparators(path)));
        }
        files += found;
    }
    QStringList texts;
    for (const QString &path : std::as_const(files)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return fail(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        }
        texts.append(QString::fromUtf8(file.readAll()));
        if (!hasChinese(texts.constLast())) {
            return fail(tr("%1 has no Chinese text: it is not a translation to learn from.").arg(QDir::toNativeSeparators(path)));
        }
    }
    for (const QString &text : std::as_const(texts)) {
        addMarkdown(text);
        ++m_files;
    }
    return true;
}

bool QaStyleLearner::store(ProjectStore &store)
{
    m_error.clear();
    if (!m_style.hasCounts()) {
        return fail(tr("No Chinese text to learn from: the project has no finished or imported translation and no published translation "
                       "was given."));
    }
    const QaHouseStyle former = QaHouseStyle::load(store);
    QaHouseStyle learned = m_style;
    for (const QaHouseStyle::Rule &rule : former.rules()) {
        learned.setOverride(rule.id, rule.override);
    }
    if (!store.beginWrite()) {
        return fail(store.errorString());
    }
    if (!learned.save(store) || !QaSettings::saveStyleName(store, QStringLiteral("learned"))) {
        const QString error = store.errorString();
        store.rollback();
        return fail(error);
    }
    if (!store.commit()) {
        return fail(store.errorString());
    }
    m_style = learned;
    return true;
}
