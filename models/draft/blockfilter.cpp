// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockfilter.h"

#include "draft/blockstatus.h"

namespace {
// Kinds a translator leaves as they are: their copy of the source is no work left.
bool hasNothingToTranslate(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Code:
    case BlockKind::Table:
    case BlockKind::Html:
    case BlockKind::Component:
    case BlockKind::FrontMatter:
    case BlockKind::Math:
    case BlockKind::ThematicBreak:
    case BlockKind::Reference:
        return true;
    default:
        return false;
    }
}

bool isUntranslated(const TargetBlock &block, const QString &sourceText)
{
    if (block.origin != QLatin1String("translation") || block.status != BlockStatus::Draft) {
        return false;
    }
    const QString text = block.text.simplified();
    if (text.isEmpty()) {
        return true;
    }
    return !hasNothingToTranslate(block.kind) && !sourceText.isEmpty() && text == sourceText.simplified();
}
} // namespace

const QList<BlockFilter::Criterion> &BlockFilter::all()
{
    static const QList<Criterion> criteria = {
        Untranslated, Draft, Pretranslated, Machine, Rejected, Commented, SourceChanged, QaErrors, TermFindings};
    return criteria;
}

QString BlockFilter::name(Criterion criterion)
{
    switch (criterion) {
    case Untranslated:
        return QStringLiteral("untranslated");
    case Draft:
        return QStringLiteral("draft");
    case Pretranslated:
        return QStringLiteral("pretranslated");
    case Machine:
        return QStringLiteral("machine");
    case Rejected:
        return QStringLiteral("rejected");
    case Commented:
        return QStringLiteral("comments");
    case SourceChanged:
        return QStringLiteral("source-changes");
    case QaErrors:
        return QStringLiteral("qa-errors");
    case TermFindings:
        return QStringLiteral("term-findings");
    }
    return {};
}

QString BlockFilter::label(Criterion criterion)
{
    switch (criterion) {
    case Untranslated:
        return tr("Untranslated");
    case Draft:
        return tr("Draft (edited, not confirmed)");
    case Pretranslated:
        return tr("Pre-translated (memory or machine)");
    case Machine:
        return tr("Machine pre-translated");
    case Rejected:
        return tr("Rejected by a reviewer");
    case Commented:
        return tr("With open comments");
    case SourceChanged:
        return tr("With open source changes");
    case QaErrors:
        return tr("With QA errors");
    case TermFindings:
        return tr("With term findings");
    }
    return {};
}

bool BlockFilter::parseNames(const QString &names, Criteria *criteria, QString *error)
{
    *criteria = {};
    QStringList known;
    for (Criterion criterion : all()) {
        known.append(name(criterion));
    }
    for (const QString &typed : names.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int index = int(known.indexOf(typed.trimmed().toLower()));
        if (index < 0) {
            *error = tr("unknown filter '%1'; known: %2").arg(typed.trimmed(), known.join(QStringLiteral(", ")));
            return false;
        }
        *criteria |= all().at(index);
    }
    return true;
}

BlockFilter::Criteria BlockFilter::ofBlock(const TargetBlock &block, const QString &sourceText, Criteria stored)
{
    Criteria met = stored & Criteria(Stored);
    if (block.status != BlockStatus::Draft) {
        met &= ~Criteria(Rejected);
    }
    if (isUntranslated(block, sourceText)) {
        met |= Untranslated;
    } else if (block.status == BlockStatus::Draft) {
        met |= Draft;
    }
    if (BlockStatus::isPretranslation(block.status)) {
        met |= Pretranslated;
    }
    if (block.status == BlockStatus::Machine) {
        met |= Machine;
    }
    return met;
}

BlockFilter::BlockFilter(Criteria criteria, const QString &text)
    : m_criteria(criteria)
    , m_text(text.trimmed())
{
}

bool BlockFilter::accepts(Criteria met, const QString &draftText, const QString &sourceText) const
{
    if (m_criteria != Criteria() && !(met & m_criteria)) {
        return false;
    }
    return m_text.isEmpty() || draftText.contains(m_text, Qt::CaseInsensitive) || sourceText.contains(m_text, Qt::CaseInsensitive);
}
