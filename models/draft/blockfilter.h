// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/targetblock.h"

#include <QCoreApplication>
#include <QFlags>
#include <QList>
#include <QMetaType>
#include <QString>

// Which draft blocks the outline, the editors' previous/next block and the find
// results keep: criteria a block meets (any one of those chosen) and a text its
// draft or its source contains (case-insensitive), both when both are set.
// Criteria from the block itself (ofBlock): untranslated (a translation still
// empty, or its source copied and not confirmed: code, tables and other kinds with
// nothing to translate aside), draft (edited, not confirmed, not untranslated),
// pre-translated (from the memory or the machine, not confirmed) and machine (from
// the machine only). Criteria read from the store (BlockFilterFacts): rejected by a
// reviewer and still draft, with open comment threads, with open source changes,
// with unwaived QA errors, with unwaived term findings.
class BlockFilter
{
    Q_DECLARE_TR_FUNCTIONS(BlockFilter)
public:
    enum Criterion {
        Untranslated = 0x1,
        Draft = 0x2,
        Pretranslated = 0x4,
        Machine = 0x8,
        Rejected = 0x10,
        Commented = 0x20,
        SourceChanged = 0x40,
        QaErrors = 0x80,
        TermFindings = 0x100,
    };
    Q_DECLARE_FLAGS(Criteria, Criterion)
    // The criteria only the store can tell (BlockFilterFacts reads them).
    static constexpr int Stored = Rejected | Commented | SourceChanged | QaErrors | TermFindings;

    // Every criterion, in the order menus list them.
    static const QList<Criterion> &all();
    static QString name(Criterion criterion); // "untranslated", "source-changes", … (stable)
    static QString label(Criterion criterion); // translated, for menus
    // Criteria by their names (name()), as typed: any case, comma-separated; false with
    // *error (a translated line naming the unknown one and the known) for an unknown name.
    static bool parseNames(const QString &names, Criteria *criteria, QString *error);

    // The criteria a block meets by its status, origin, kind and text; sourceText: its
    // aligned source blocks' texts joined. stored: what the store says of it
    // (Rejected counts only while the block is still draft).
    static Criteria ofBlock(const TargetBlock &block, const QString &sourceText, Criteria stored = {});

    BlockFilter() = default;
    BlockFilter(Criteria criteria, const QString &text);

    Criteria criteria() const { return m_criteria; }
    QString text() const { return m_text; }
    // Whether it keeps fewer than every block: a criterion chosen or a text typed.
    bool isActive() const { return m_criteria != Criteria() || !m_text.isEmpty(); }
    // Whether it needs what only the store tells (BlockFilterFacts with those criteria).
    Criteria storedCriteria() const { return m_criteria & Criteria(Stored); }

    // met: ofBlock()'s criteria for the block.
    bool accepts(Criteria met, const QString &draftText, const QString &sourceText) const;
    bool operator==(const BlockFilter &other) const { return m_criteria == other.m_criteria && m_text == other.m_text; }
    bool operator!=(const BlockFilter &other) const { return !(*this == other); }

private:
    Criteria m_criteria;
    QString m_text; // trimmed
};

Q_DECLARE_OPERATORS_FOR_FLAGS(BlockFilter::Criteria)
Q_DECLARE_METATYPE(BlockFilter)
