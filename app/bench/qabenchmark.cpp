// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/qabenchmark.h"

#include "bench/benchproject.h"
#include "qa/qainput.h"
#include "qa/qarunner.h"
#include "qa/qastyledetector.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <limits>

namespace {

QString describe(const QaSettings &settings)
{
    const QString preset = settings.presetName();
    return preset.isEmpty() ? QStringLiteral("latin %1, digits %2")
                                  .arg(QaSettings::toString(settings.latinSpacing), QaSettings::toString(settings.digitSpacing))
                            : preset;
}

} // namespace

QString QaBenchmark::perThousand(int findings, int characters)
{
    return characters > 0 ? QString::number(1000.0 * findings / characters, 'f', 2) : QStringLiteral("-");
}

QaBenchmark::QaBenchmark(const QString &corpusDir, int rounds)
    : m_dir(corpusDir)
    , m_rounds(qMax(1, rounds))
{
}

QString QaBenchmark::styleFor(const QString &slug)
{
    return slug.startsWith(QLatin1String("d2l-")) ? QStringLiteral("d2l") : QStringLiteral("huggingface");
}

int QaBenchmark::characters(const QString &text)
{
    int count = 0;
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i).isLowSurrogate() || text.at(i).isSpace()) {
            continue;
        }
        ++count;
    }
    return count;
}

bool QaBenchmark::run()
{
    if (!loadPairs()) {
        return false;
    }
    for (Pair &pair : m_pairs) {
        measurePair(pair);
    }
    const auto largest = std::max_element(m_pairs.cbegin(), m_pairs.cend(),
        [](const Pair &a, const Pair &b) { return a.source.size() + a.target.size() < b.source.size() + b.target.size(); });
    double projectMs = 0;
    if (!measureProject(*largest, &projectMs)) {
        return false;
    }
    m_report = format(projectMs, *largest);
    return true;
}

bool QaBenchmark::loadPairs()
{
    for (const BenchProject::Pair &post : BenchProject::corpusPairs(m_dir)) {
        if (!post.source.isEmpty() && !post.target.isEmpty()) {
            Pair pair;
            pair.name = post.name;
            pair.source = post.source;
            pair.target = post.target;
            pair.characters = characters(QString::fromUtf8(pair.target));
            m_pairs.append(pair);
            m_styles.add(pair.name, QString::fromUtf8(pair.target));
        }
    }
    if (m_pairs.isEmpty()) {
        return fail(tr("no */source.en.md with */target.zh.md under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    return true;
}

// Alignment is import's work, not QA's: the input is built once, the checks timed.
void QaBenchmark::measurePair(Pair &pair)
{
    QaInput input = QaInput::fromMarkdown(QString::fromUtf8(pair.source), QString::fromUtf8(pair.target));
    input.settings = *QaSettings::preset(styleFor(pair.name));
    const QaRunner runner;
    pair.bestMs = std::numeric_limits<double>::max();
    QList<QaFinding> findings;
    for (int round = 0; round < m_rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        findings = runner.check(input);
        pair.bestMs = std::min(pair.bestMs, BenchProject::msSince(timer));
    }
    pair.findings = int(findings.size());
    for (const QaFinding &finding : std::as_const(findings)) {
        ++m_byCheck[finding.check][styleFor(pair.name)];
    }
    QPair<int, int> &style = m_byStyle[styleFor(pair.name)];
    style.first += pair.findings;
    style.second += pair.characters;
    input.settings = QaStyleDetector::detect({QString::fromUtf8(pair.target)});
    pair.detectedStyle = describe(input.settings);
    pair.detectedFindings = int(runner.check(input).size());
    m_detectedFindings += pair.detectedFindings;
    Series &series = m_series[SeriesStyles::seriesOf(pair.name)];
    ++series.pairs;
    series.characters += pair.characters;
    series.presetFindings += pair.findings;
    measureLearned(pair, input);
}

// With the house style learned from the rest of the pair's series; in a series of
// one that is nothing, and no typography rule fires.
void QaBenchmark::measureLearned(Pair &pair, QaInput &input)
{
    input.settings = m_styles.settingsFor(pair.name);
    const QList<QaFinding> findings = QaRunner().check(input);
    pair.learnedFindings = int(findings.size());
    Series &series = m_series[SeriesStyles::seriesOf(pair.name)];
    series.learnedFindings += pair.learnedFindings;
    for (const QaFinding &finding : findings) {
        ++m_byCheck[finding.check][QStringLiteral("learned")];
        series.learnedTypography += finding.check.startsWith(QLatin1String("typography.")) ? 1 : 0;
    }
    m_learnedCharacters += pair.characters;
}

bool QaBenchmark::measureProject(const Pair &pair, double *bestMs)
{
    QTemporaryDir dir;
    ProjectStore store;
    if (!dir.isValid() || !store.create(dir.filePath(QStringLiteral("qa.yiqiao")), QStringLiteral("qa"))) {
        return fail(store.errorString());
    }
    PostImporter importer(store);
    if (!importer.importPost(1, pair.source, QString(), pair.name, pair.target)) {
        return fail(importer.errorString());
    }
    const qint64 issueId = importer.result().issueId;
    const QaRunner runner;
    *bestMs = std::numeric_limits<double>::max();
    for (int round = 0; round < m_rounds; ++round) {
        QaRunner::Result result;
        QElapsedTimer timer;
        timer.start();
        if (!runner.run(store, issueId, &result, &m_error)) {
            return false;
        }
        *bestMs = std::min(*bestMs, BenchProject::msSince(timer));
    }
    return true;
}

QString QaBenchmark::format(double projectMs, const Pair &largest) const
{
    QString out = tr("QA of the corpus's published translations (%1 pairs; typography preset by source: d2l-* d2l, others huggingface), "
                     "best of %2 rounds\n")
                      .arg(m_pairs.size())
                      .arg(m_rounds);
    out +=
        QStringLiteral("| pair | style | characters | findings | per 1,000 | checks ms | detected style | findings | per 1,000 | learned "
                       "(leave one out) | per 1,000 |\n"
                       "|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (const Pair &pair : m_pairs) {
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | %10 | %11 |\n")
                   .arg(pair.name, styleFor(pair.name))
                   .arg(pair.characters)
                   .arg(pair.findings)
                   .arg(perThousand(pair.findings, pair.characters))
                   .arg(pair.bestMs, 0, 'f', 2)
                   .arg(pair.detectedStyle)
                   .arg(pair.detectedFindings)
                   .arg(perThousand(pair.detectedFindings, pair.characters))
                   .arg(pair.learnedFindings)
                   .arg(perThousand(pair.learnedFindings, pair.characters));
    }
    out += QLatin1Char('\n');
    for (auto it = m_byStyle.cbegin(); it != m_byStyle.cend(); ++it) {
        out += tr("style %1: %2 findings in %3 characters, %4 per 1,000\n")
                   .arg(it.key())
                   .arg(it->first)
                   .arg(it->second)
                   .arg(perThousand(it->first, it->second));
    }
    int total = 0;
    for (const auto &style : m_byStyle) {
        total += style.second;
    }
    out += tr("with the style detected in each translation: %1 findings, %2 per 1,000\n")
               .arg(m_detectedFindings)
               .arg(perThousand(m_detectedFindings, total));
    out += formatSeries();
    out += tr("per check, findings (per 1,000 characters) with the preset of each source, and with the style learned from the rest of "
              "the series (nothing learned in a series of one):\n");
    out += QStringLiteral("| check | d2l | huggingface | all | learned |\n|---|---|---|---|---|\n");
    const auto cell = [](int findings, int characters) {
        return QStringLiteral("%1 (%2)").arg(findings).arg(perThousand(findings, characters));
    };
    for (auto it = m_byCheck.cbegin(); it != m_byCheck.cend(); ++it) {
        const int d2l = it->value(QStringLiteral("d2l"));
        const int hf = it->value(QStringLiteral("huggingface"));
        out += QStringLiteral("| `%1` | %2 | %3 | %4 | %5 |\n")
                   .arg(it.key(), cell(d2l, m_byStyle.value(QStringLiteral("d2l")).second),
                       cell(hf, m_byStyle.value(QStringLiteral("huggingface")).second), cell(d2l + hf, total),
                       cell(it->value(QStringLiteral("learned")), m_learnedCharacters));
    }
    out += tr("largest pair %1 (%2 + %3 bytes): checks %4 ms; read from a project, checked and waivers applied %5 ms (target < 50 ms)\n")
               .arg(largest.name)
               .arg(largest.source.size())
               .arg(largest.target.size())
               .arg(largest.bestMs, 0, 'f', 2)
               .arg(projectMs, 0, 'f', 2);
    return out;
}

QString QaBenchmark::formatSeries() const
{
    QString out = tr("per series, findings per 1,000 characters with the style learned from the OTHER translations of the series "
                     "(target <= 1.0; a series of one has no other translation to learn from: nothing is learned and no typography "
                     "rule fires):\n");
    out += QStringLiteral("| series | pairs | characters | preset | learned | of which typography |\n|---|---|---|---|---|---|\n");
    for (auto it = m_series.cbegin(); it != m_series.cend(); ++it) {
        const QString learned = perThousand(it->learnedFindings, it->characters);
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                   .arg(it.key())
                   .arg(it->pairs)
                   .arg(it->characters)
                   .arg(perThousand(it->presetFindings, it->characters))
                   .arg(it->pairs > 1 ? learned : tr("%1 (nothing learned)").arg(learned))
                   .arg(perThousand(it->learnedTypography, it->characters));
    }
    return out;
}
