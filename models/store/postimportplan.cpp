// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/postimportplan.h"

#include "core/importlimits.h"
#include "core/textexcerpt.h"
#include "markdown/markdownblockparser.h"
#include "store/frontmattertitle.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"

#include <QFile>
#include <QFileInfo>

QMap<int, QString> PostImportPlan::existingIssues(ProjectStore &store)
{
    QMap<int, QString> numbers;
    for (const Issue &issue : IssueRepository(store).issues()) {
        numbers.insert(issue.number, issue.title);
    }
    return numbers;
}

int PostImportPlan::nextFreeNumber(const QMap<int, QString> &existing)
{
    return existing.isEmpty() ? 1 : existing.lastKey() + 1;
}

QList<PostImportItem> PostImportPlan::propose(const QStringList &paths, const QMap<int, QString> &existing)
{
    QList<PostImportItem> items;
    int number = nextFreeNumber(existing);
    for (const QString &path : paths) {
        items.append({path, number++, proposedTitle(path)});
    }
    return items;
}

QString PostImportPlan::proposedTitle(const QString &path)
{
    QFile file(path);
    QByteArray bytes;
    if (!file.open(QIODevice::ReadOnly) || !ImportLimits::readAtMost(file, ImportLimits::PostBytes, &bytes)) {
        return {};
    }
    MarkdownDocument post;
    if (!PostImporter::problemWith(bytes, QFileInfo(path).fileName(), &post).isEmpty()) {
        return {};
    }
    return FrontMatterTitle::proposed(post);
}

int PostImportPlan::number(const QString &text)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    return ok && value > 0 ? value : 0;
}

QString PostImportPlan::numberProblem(const QString &text, const QMap<int, QString> &existing, const QList<int> &chosen)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        return tr("Type an issue number for each post.");
    }
    const int value = number(trimmed);
    if (value == 0) {
        return tr("“%1” is not an issue number: type a whole number from 1 up, such as %2.")
            .arg(TextExcerpt::elided(trimmed, 20))
            .arg(nextFreeNumber(existing));
    }
    if (existing.contains(value)) {
        return tr("Issue %1 already exists (“%2”): choose another number; the next free one is %3.")
            .arg(value)
            .arg(TextExcerpt::elided(existing.value(value), 40))
            .arg(nextFreeNumber(existing));
    }
    if (chosen.contains(value)) {
        return tr("Issue %1 is given to two posts: each post needs a number of its own.").arg(value);
    }
    return {};
}
