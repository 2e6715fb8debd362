// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The review states of a draft block as stored in target_blocks.status:
// draft → translated (confirmed by the translator) → reviewed → approved.
// pretranslated: filled from the translation memory (Pretranslator) and not yet
// confirmed; machine: filled from the machine-translation endpoint the user chose
// (models/mt), counted apart from memory pre-translation. Like draft neither counts
// as translated, and editing either makes it draft.
class BlockStatus
{
    Q_DECLARE_TR_FUNCTIONS(BlockStatus)
public:
    static inline const QString Draft = QStringLiteral("draft");
    static inline const QString Pretranslated = QStringLiteral("pretranslated");
    static inline const QString Machine = QStringLiteral("machine");
    static inline const QString Translated = QStringLiteral("translated");
    static inline const QString Reviewed = QStringLiteral("reviewed");
    static inline const QString Approved = QStringLiteral("approved");
    // Every state, in the order above (from draft to approved).
    static const QStringList &all();

    static QString displayName(const QString &status);
    // True for every state past draft: the block counts as translated.
    static bool isConfirmed(const QString &status);
    // True for pretranslated and machine: filled by a tool, not yet confirmed.
    static bool isPretranslation(const QString &status);
    // The state Ctrl+Enter gives: a draft becomes translated, a later state is kept.
    static QString confirmed(const QString &status);
};
