// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"
#include "qa/qafinding.h"
#include "qa/qainput.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QStringList>

// Runs QA check families over markdown pairs as import would store them, for the
// check tests: findings as "check|detail" lines, or counted per check id over the
// shared corpus.
namespace QaCheckRun {

inline QList<QaFinding> findings(const QaCheck &check, const QString &source, const QString &target)
{
    QList<QaFinding> result;
    check.run(QaInput::fromMarkdown(source, target), &result);
    return result;
}

// As a draft that was edited after import stores it: target block i stays aligned to
// source block i (both sides must have as many blocks), whatever its kind became.
inline QaInput pairedByIndex(const QString &source, const QString &target)
{
    QaInput input = QaInput::fromMarkdown(source, target);
    for (BlockRecord &block : input.sources) {
        block.aligned.clear();
    }
    for (int i = 0; i < input.targets.size() && i < input.sources.size(); ++i) {
        input.targets[i].aligned = {input.sources.at(i).id};
        input.sources[i].aligned = {input.targets.at(i).id};
    }
    input.buildUnits();
    return input;
}

inline QList<QaFinding> findingsOfEdited(const QaCheck &check, const QString &source, const QString &target)
{
    QList<QaFinding> result;
    check.run(pairedByIndex(source, target), &result);
    return result;
}

inline QStringList described(const QList<QaFinding> &findings)
{
    QStringList result;
    for (const QaFinding &finding : findings) {
        result.append(finding.check + QLatin1Char('|') + finding.detail);
    }
    return result;
}

// The text a finding points at in its draft block ("" for the whole block).
inline QString pointedAt(const QaInput &input, const QaFinding &finding)
{
    for (const BlockRecord &block : input.targets) {
        if (block.id == finding.targetBlockId) {
            return finding.offset < 0 ? QString() : block.text.mid(finding.offset, finding.length);
        }
    }
    return QStringLiteral("<no block>");
}

inline QString corpusDir()
{
    return QStringLiteral(YIQIAO_SHARED_DIR "/corpus");
}

inline QString readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Findings per check id over every translated pair of the corpus; empty without one.
inline QMap<QString, int> corpusCounts(const QaCheck &check)
{
    QMap<QString, int> counts;
    const QDir corpus(corpusDir());
    for (const QString &slug : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = readFile(corpus.filePath(slug + QStringLiteral("/target.zh.md")));
        if (target.isEmpty()) {
            continue;
        }
        const QString source = readFile(corpus.filePath(slug + QStringLiteral("/source.en.md")));
        for (const QaFinding &finding : findings(check, source, target)) {
            ++counts[finding.check];
        }
    }
    return counts;
}

} // namespace QaCheckRun
