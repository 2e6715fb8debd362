// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/qatermbenchmark.h"

#include "bench/benchproject.h"
#include "bench/qabenchmark.h"
#include "interop/termfile.h"
#include "qa/qaerrorplanter.h"
#include "qa/qainput.h"
#include "qa/qarunner.h"

#include <QDir>

#include <algorithm>

namespace {

bool counted(const QString &check)
{
    return check.startsWith(QLatin1String("term.")) || check == QLatin1String("content.untranslated");
}

} // namespace

QaTermBenchmark::QaTermBenchmark(const QString &corpusDir)
    : m_dir(corpusDir)
{
}

bool QaTermBenchmark::run()
{
    const QDir glossaries(m_dir + QStringLiteral("/../glossaries"));
    const QMap<QString, QString> files {{QStringLiteral("d2l"), QStringLiteral("d2l-zh_TERMINOLOGY.md")},
        {QStringLiteral("huggingface"), QStringLiteral("hf-transformers_README_zh-hans_glossary-excerpt.md")}};
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        TermFile file;
        if (!file.read(glossaries.filePath(*it))) {
            m_report = tr("QA's term findings: skipped (%1)\n").arg(file.errorString());
            return true;
        }
        m_glossaries.insert(it.key(), file.entries());
    }
    const QaRunner runner;
    for (const BenchProject::Pair &post : BenchProject::corpusPairs(m_dir)) {
        if (post.source.isEmpty() || post.target.isEmpty()) {
            continue;
        }
        const QString glossary = QaBenchmark::styleFor(post.name);
        QaInput input = QaInput::fromMarkdown(QString::fromUtf8(post.source), QString::fromUtf8(post.target));
        input.settings = *QaSettings::preset(glossary);
        QaErrorPlanter::checkTerms(&input, m_glossaries[glossary]);
        m_characters[glossary] += QaBenchmark::characters(QString::fromUtf8(post.target));
        for (const QaFinding &finding : runner.check(input)) {
            if (counted(finding.check)) {
                ++m_byCheck[finding.check][glossary];
                if (finding.check.startsWith(QLatin1String("term.")) && !finding.detail.isEmpty()) {
                    ++m_byTerm[glossary][finding.check + QLatin1Char(' ') + finding.detail];
                }
            }
        }
    }
    QString out = tr("QA's term findings on the published translations, each checked against its series' glossary "
                     "(d2l: %1 terms, huggingface: %2 terms):\n")
                      .arg(m_glossaries.value(QStringLiteral("d2l")).size())
                      .arg(m_glossaries.value(QStringLiteral("huggingface")).size());
    out += QStringLiteral("| check | d2l | huggingface |\n|---|---|---|\n");
    for (auto it = m_byCheck.cbegin(); it != m_byCheck.cend(); ++it) {
        const int d2l = it->value(QStringLiteral("d2l"));
        const int hf = it->value(QStringLiteral("huggingface"));
        out += QStringLiteral("| `%1` | %2 (%3) | %4 (%5) |\n")
                   .arg(it.key())
                   .arg(d2l)
                   .arg(QaBenchmark::perThousand(d2l, m_characters.value(QStringLiteral("d2l"))))
                   .arg(hf)
                   .arg(QaBenchmark::perThousand(hf, m_characters.value(QStringLiteral("huggingface"))));
    }
    for (auto it = m_byTerm.cbegin(); it != m_byTerm.cend(); ++it) {
        QList<QPair<int, QString>> terms;
        for (auto term = it->cbegin(); term != it->cend(); ++term) {
            terms.append({-*term, term.key()});
        }
        std::sort(terms.begin(), terms.end());
        QStringList most;
        for (int i = 0; i < std::min<int>(MostFrequent, int(terms.size())); ++i) {
            most.append(QStringLiteral("%1 ×%2").arg(terms.at(i).second).arg(-terms.at(i).first));
        }
        out += tr("%1, the most frequent: %2\n").arg(it.key(), most.join(QStringLiteral(", ")));
    }
    m_report = out;
    return true;
}
