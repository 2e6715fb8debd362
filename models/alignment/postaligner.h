// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment/alignmentevaluation.h"
#include "alignment/alignmentlink.h"
#include "alignment/alignmentside.h"
#include "core/weightedmean.h"
#include "markdown/markdownblock.h"

#include <QList>
#include <QVector>

// Aligns an English post's blocks with the blocks of its published Chinese
// translation, by content, not only by position.
//
// A candidate link (one or more source blocks with one or more target blocks) scores
// 0..1: the kind compatibility times a weighted mean of the evidence present.
// - Structure: block kinds (headings by level, tables by column count; code only with
//   code, tables with tables, front matter with front matter; paragraphs, list items,
//   quotes and HTML pair across kinds at a discount). Kinds rare in prose (headings,
//   code, tables, math, front matter) count as evidence of their own.
// - Anchors that survive translation: numbers (thousands separators dropped), inline
//   code, link and image targets (host + last path segment, and the segment alone, so
//   that /blog/x → /blog/zh/x and a changed host still match; in-page #anchors are
//   ignored, translators rewrite them); names in the English (CamelCase, acronyms,
//   words with digits, one-identifier inline code) found in the Chinese, and the Latin
//   words of the Chinese ("CUDA", "Transformer") found in the English.
// - Code and math: character 4-grams of the content with comments (#, //, /* */,
//   <!-- -->, docstrings), >>> prompts and white space removed, so translated comments
//   and re-indented code still match.
// - Length: letters and digits count 1, CJK characters kLengthCjkWeight; the
//   deviation d of log(target / source) from the post's ratio scores 1 / (1 + d²/2σ²),
//   σ wider for short blocks. The ratio is the post's own (lengthRatio(), pulled
//   towards 1 for short posts), taken again from the first pass's links when a
//   dropped section or added notes skewed it.
// - Context, in align() only: two headings are also compared by their sections (the
//   heading and its blocks up to the next heading), other blocks by the headings of
//   their sections.
// align() runs three passes:
// 1. A dynamic programme over both block sequences (Gale–Church moves 1-1, 1-0, 0-1,
//    2-1, 1-2, 3-1, 1-3; only paragraph-like blocks merge) maximising the sum of
//    (score - bias - merge penalty) over links, with an affine cost per run of
//    unaligned blocks: a link scoring under the bias loses to leaving its blocks
//    unaligned, which keeps dropped sections and translator's notes out, and one
//    dropped section costs less than scattered gaps. Between two links, up to three
//    blocks on each side, as many on both, are then linked one to one.
// 2. Out of order: still-unaligned blocks with strong evidence (near-identical code,
//    two or more shared numbers / URLs / inline code; headings sharing a name whose
//    sections are alike) are linked best first, and each such link grows to its
//    unaligned neighbours in step on both sides. This catches moved sections.
// 3. The unaligned blocks just before and just after each link, on both sides, get
//    a programme of their own (the rest of a moved section).
// Link scores are those score() gives, without context.
class PostAligner
{
public:
    // Links between a post's blocks and its translation's blocks (both from
    // MarkdownBlockParser::parse): one-to-one, one-to-many, many-to-one; blocks in no
    // link are unaligned on their side. Links are ordered by their first target.
    static QList<AlignmentLink> align(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target);
    // The score the aligner gives these blocks as one link (for `yiqiao-cli align`
    // printing stored links, which may have been edited by hand). lengthRatio should be
    // lengthRatio() of the whole post and translation; 0 takes a ratio typical of the
    // corpus.
    static double score(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, double lengthRatio = 0.0);
    // Target length / source length of a whole post and its translation, in the
    // aligner's length measure (about 1 in the corpus), pulled towards 1 for short posts.
    static double lengthRatio(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target);

    // Corpus evaluation: see AlignmentEvaluation.
    using Evaluation = AlignmentEvaluation;
    static Evaluation evaluate(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target);
    // The same figures for links made by someone else (another aligner).
    static Evaluation evaluate(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, const QList<AlignmentLink> &links);

    static constexpr double kLengthCjkWeight = AlignmentEvidence::kLengthCjkWeight;

private:
    PostAligner(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target);
    QList<AlignmentLink> run();

    // Blocks i0 .. i0 + n - 1 of the source and j0 .. j0 + m - 1 of the target.
    struct Range {
        int i0;
        int n;
        int j0;
        int m;
    };

    // The programme's states: what the last move of a path was. Skipping costs once per
    // run of skipped blocks (an affine gap), so that one dropped section is cheaper than
    // blocks skipped here and there.
    enum State { Linked, SkippingSource, SkippingTarget, StateCount };

    static void mark(const AlignmentLink &link, QVector<bool> &sourceUsed, QVector<bool> &targetUsed);
    static void sortByTarget(QList<AlignmentLink> &links);

    // The programme's cells are (i, j) relative to m_range.
    int cell(int i, int j) const { return i * (m_range.m + 1) + j; }
    int slot(int i, int j, int state) const { return cell(i, j) * StateCount + state; }

    void setRatio(double ratio);
    double contextScore(int i, int j, int a, int b) const;
    void addContext(int i, int j, WeightedMean &e) const;
    double headingPair(int sourceSection, int targetSection) const;
    QList<AlignmentLink> monotone(const Range &range);
    void relaxLinks(int i, int j);
    void relaxSkip(int i, int j, int a, int b, State state);
    QList<AlignmentLink> traceBack() const;
    AlignmentLink linkOf(int i, int j, int moveIndex) const;
    QList<AlignmentLink> withGapsFilled(const QList<AlignmentLink> &links, const Range &range) const;
    QList<AlignmentLink> inGaps(const QList<AlignmentLink> &links, QVector<bool> &sourceUsed, QVector<bool> &targetUsed);
    static int unusedFrom(const QVector<bool> &used, int from, int step);
    void alignBetween(int i0, int i1, int j0, int j1, QVector<bool> &sourceUsed, QVector<bool> &targetUsed, QList<AlignmentLink> &out);
    void fillGap(int i, int j, int count, QList<AlignmentLink> &out) const;
    AlignmentLink oneToOne(int i, int j) const;
    bool strongPair(int i, int j) const;
    QList<AlignmentLink> reordered(QVector<bool> &sourceUsed, QVector<bool> &targetUsed) const;
    void grow(int i, int j, int step, QVector<bool> &sourceUsed, QVector<bool> &targetUsed, QList<AlignmentLink> &links) const;

    const AlignmentSide m_source;
    const AlignmentSide m_target;
    double m_ratio = 1.0;
    mutable QVector<double> m_headingPairs; // per section pair: headingPair(), -1 until asked
    Range m_range {0, 0, 0, 0}; // of the programme running
    const int m_n;
    const int m_m;
    // Per cell (i, j) and state: the best total gain of the prefixes source[..i) and
    // target[..j), the move into the cell and the state it came from.
    QVector<double> m_best;
    QVector<qint8> m_move;
    QVector<qint8> m_from;
};
