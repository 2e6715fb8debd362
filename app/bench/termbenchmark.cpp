// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/termbenchmark.h"

#include "bench/benchproject.h"
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"
#include "terms/termmatcher.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace {

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

TermBenchmark::TermBenchmark(const QString &corpusDir, int termCount, int rounds)
    : m_dir(corpusDir)
    , m_termCount(termCount)
    , m_rounds(qMax(1, rounds))
{
}

bool TermBenchmark::run()
{
    if (!loadPosts()) {
        return false;
    }
    loadGlossaries();
    m_fromGlossaries = int(m_terms.size());
    addCorpusTerms();
    m_report = measure();
    return true;
}

bool TermBenchmark::loadPosts()
{
    for (const BenchProject::Pair &pair : BenchProject::corpusPairs(m_dir)) {
        Post post;
        post.name = pair.name;
        post.source = QString::fromUtf8(pair.source);
        post.target = QString::fromUtf8(pair.target);
        if (post.source.isEmpty()) {
            continue;
        }
        for (const MarkdownBlock &block : MarkdownBlockParser::parse(post.source.toUtf8()).blocks) {
            post.blocks.append(block.text);
        }
        m_posts.append(post);
    }
    if (m_posts.isEmpty()) {
        return fail(tr("no */source.en.md under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    return true;
}

void TermBenchmark::loadGlossaries()
{
    const QDir glossaries(m_dir + QStringLiteral("/../glossaries"));
    addD2lGlossary(readText(glossaries.filePath(QStringLiteral("d2l-zh_TERMINOLOGY.md"))));
    addHfGlossary(readText(glossaries.filePath(QStringLiteral("hf-transformers_README_zh-hans_glossary-excerpt.md"))));
}

// "中文，english" paragraphs; "长短期记忆网络，long short-term memory (LSTM)" gives the name and a variant.
void TermBenchmark::addD2lGlossary(const QString &text)
{
    static const QRegularExpression entry(QStringLiteral("^([^，\\n]+)，([^\\n]+)$"), QRegularExpression::MultilineOption);
    static const QRegularExpression parenthesis(QStringLiteral("\\s*\\(([^)]+)\\)\\s*$"));
    for (auto it = entry.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        QString english = match.captured(2).trimmed();
        const QRegularExpressionMatch abbreviation = parenthesis.match(english);
        english.remove(parenthesis);
        addTerm(english, match.captured(1).section(QChar(0x3001), 0, 0).trimmed());
        if (abbreviation.hasMatch() && m_seen.contains(english.toLower())) {
            m_terms[m_seen.value(english.toLower())].variants.append(abbreviation.captured(1));
        }
    }
}

// "english: 中文（注）" lines of the Dictionary comment.
void TermBenchmark::addHfGlossary(const QString &text)
{
    static const QRegularExpression entry(QStringLiteral("^([A-Za-z][^:\\n]*): ([^\\n（(。，]+)"), QRegularExpression::MultilineOption);
    for (auto it = entry.globalMatch(text.section(QStringLiteral("Dictionary"), 1)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        for (const QString &english : match.captured(1).split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
            addTerm(english.trimmed(), match.captured(2).trimmed());
        }
    }
}

// The corpus's most frequent words (4+ letters) and word pairs, then made-up pairs of its words.
void TermBenchmark::addCorpusTerms()
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9_]*"));
    QHash<QString, int> counts;
    QStringList vocabulary;
    for (const Post &post : std::as_const(m_posts)) {
        QString previous;
        for (auto it = word.globalMatch(post.source); it.hasNext();) {
            const QString w = it.next().captured().toLower();
            if (w.size() >= 4) {
                if (!counts.contains(w)) {
                    vocabulary.append(w);
                }
                ++counts[w];
                if (!previous.isEmpty()) {
                    ++counts[previous + QLatin1Char(' ') + w];
                }
            }
            previous = w.size() >= 4 ? w : QString();
        }
    }
    QStringList ranked = counts.keys();
    std::sort(ranked.begin(), ranked.end(), [&](const QString &a, const QString &b) {
        const int ca = counts.value(a);
        const int cb = counts.value(b);
        return ca != cb ? ca > cb : a < b;
    });
    for (int i = 0; i < ranked.size() && m_terms.size() < m_termCount; ++i) {
        addTerm(ranked.at(i), madeUpRendering(int(m_terms.size())));
    }
    const int n = int(vocabulary.size());
    for (int i = 0; n > 1 && m_terms.size() < m_termCount; ++i) {
        addTerm(
            vocabulary.at((i * 7919) % n) + QLatin1Char(' ') + vocabulary.at((i * 104729 + 1) % n), madeUpRendering(int(m_terms.size())));
    }
}

void TermBenchmark::addTerm(const QString &source, const QString &rendering)
{
    const QString key = source.toLower();
    if (source.isEmpty() || m_terms.size() >= m_termCount || m_seen.contains(key)) {
        return;
    }
    TermEntry entry;
    entry.source = source;
    TermRendering r;
    r.text = rendering;
    r.isDefault = true;
    entry.renderings.append(r);
    m_seen.insert(key, int(m_terms.size()));
    m_terms.append(entry);
}

// Two or three common characters, different per term.
QString TermBenchmark::madeUpRendering(int i) const
{
    static const QString characters =
        QStringLiteral("模型训练数据参数梯度学习网络层权重函数向量矩阵样本推理优化损失精度批量序列注意力编码解码器");
    const int n = int(characters.size());
    QString text = QString(characters.at(i % n)) + characters.at((i / n) % n);
    if (i >= n * n) {
        text += characters.at((i / (n * n)) % n);
    }
    return text;
}

QString TermBenchmark::measure()
{
    QElapsedTimer timer;
    timer.start();
    const TermMatcher matcher(m_terms);
    const double buildMs = BenchProject::msSince(timer);
    const Post *largest = &*std::max_element(
        m_posts.cbegin(), m_posts.cend(), [](const Post &a, const Post &b) { return a.source.size() < b.source.size(); });
    double largestMs = std::numeric_limits<double>::max();
    double postMaxMs = 0;
    double postSumMs = 0;
    double blockMaxMs = 0;
    double blockSumMs = 0;
    double targetSumMs = 0;
    qsizetype blocks = 0;
    qsizetype found = 0;
    qsizetype largestFound = 0;
    qsizetype targetFound = 0;
    for (const Post &post : std::as_const(m_posts)) {
        double best = std::numeric_limits<double>::max();
        double bestTarget = best;
        for (int round = 0; round < m_rounds; ++round) {
            timer.restart();
            const qsizetype hits = matcher.findInSource(post.source).size();
            best = qMin(best, BenchProject::msSince(timer));
            timer.restart();
            const qsizetype targetHits = matcher.findInTarget(post.target).size();
            bestTarget = qMin(bestTarget, BenchProject::msSince(timer));
            if (round == 0) {
                found += hits;
                targetFound += targetHits;
                largestFound = &post == largest ? hits : largestFound;
            }
        }
        largestMs = &post == largest ? best : largestMs;
        postMaxMs = qMax(postMaxMs, best);
        postSumMs += best;
        targetSumMs += bestTarget;
        for (const QString &block : post.blocks) {
            double bestBlock = std::numeric_limits<double>::max();
            for (int round = 0; round < m_rounds; ++round) {
                timer.restart();
                matcher.findInSource(block);
                bestBlock = qMin(bestBlock, BenchProject::msSince(timer));
            }
            blockMaxMs = qMax(blockMaxMs, bestBlock);
            blockSumMs += bestBlock;
            ++blocks;
        }
    }
    const int posts = int(m_posts.size());
    QString report = tr("terms: %1 (%2 from the glossaries), matcher built in %3 ms, best of %4 rounds\n")
                         .arg(m_terms.size())
                         .arg(m_fromGlossaries)
                         .arg(buildMs, 0, 'f', 1)
                         .arg(m_rounds);
    report += tr("largest post %1 (%2 characters): %3 ms, %4 occurrences\n")
                  .arg(largest->name)
                  .arg(largest->source.size())
                  .arg(largestMs, 0, 'f', 2)
                  .arg(largestFound);
    report += tr("%1 posts: mean %2 ms, max %3 ms per post, %4 occurrences\n")
                  .arg(posts)
                  .arg(postSumMs / posts, 0, 'f', 2)
                  .arg(postMaxMs, 0, 'f', 2)
                  .arg(found);
    report += tr("%1 blocks: mean %2 ms, max %3 ms per block\n")
                  .arg(blocks)
                  .arg(blocks ? blockSumMs / double(blocks) : 0.0, 0, 'f', 3)
                  .arg(blockMaxMs, 0, 'f', 3);
    report += tr("Chinese side (translations): mean %1 ms per post, %2 occurrences\n").arg(targetSumMs / posts, 0, 'f', 2).arg(targetFound);
    return report;
}
