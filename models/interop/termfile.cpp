// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/termfile.h"

#include "interop/glossaryimporter.h"
#include "interop/tbxreader.h"
#include "interop/tbxwriter.h"
#include "interop/termcsv.h"
#include "store/atomicfilewriter.h"

#include <QFile>
#include <QFileInfo>

namespace {
QString extension(const QString &path)
{
    return QFileInfo(path).suffix().toLower();
}

template<typename Reader>
QString readWith(Reader &reader, QFile &file, QList<TermEntry> *entries)
{
    if (!reader.read(file)) {
        return reader.errorString();
    }
    *entries = reader.entries();
    return {};
}
} // namespace

bool TermFile::canRead(const QString &path)
{
    const QString suffix = extension(path);
    return suffix == QLatin1String("csv") || suffix == QLatin1String("tbx") || suffix == QLatin1String("md");
}

bool TermFile::canWrite(const QString &path, Content content)
{
    const QString suffix = extension(path);
    return suffix == QLatin1String("csv") || (suffix == QLatin1String("tbx") && content == Content::Terms);
}

bool TermFile::read(const QString &path)
{
    m_entries.clear();
    m_error.clear();
    if (!canRead(path)) {
        return fail(tr("%1: term lists are read from .csv, .tbx or .md files").arg(path));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(tr("cannot read %1: %2").arg(path, file.errorString()));
    }
    TermCsv csv;
    TbxReader tbx;
    GlossaryImporter glossary;
    const QString suffix = extension(path);
    QList<TermEntry> entries;
    const QString error = suffix == QLatin1String("csv") ? readWith(csv, file, &entries)
        : suffix == QLatin1String("tbx")                 ? readWith(tbx, file, &entries)
                                                         : readWith(glossary, file, &entries);
    if (!error.isEmpty()) {
        return fail(tr("%1: %2").arg(path, error));
    }
    m_entries = entries;
    return true;
}

bool TermFile::write(const QString &path, const QList<TermEntry> &entries, Content content)
{
    m_error.clear();
    if (!canWrite(path, content)) {
        return fail(content == Content::Terms ? tr("%1: term lists are written as .csv or .tbx files").arg(path)
                                              : tr("%1: the term conflict log is written as a .csv file").arg(path));
    }
    m_written = 0;
    m_lossWarning.clear();
    const bool tbx = extension(path) == QLatin1String("tbx");
    const TermCsv::Layout layout = content == Content::ConflictLog ? TermCsv::Layout::ConflictLog : TermCsv::Layout::Mapping;
    const QByteArray bytes = tbx ? TbxWriter::write(entries) : TermCsv::write(entries, layout);
    QString error;
    if (!AtomicFileWriter::write(path, bytes, &error)) {
        return fail(error);
    }
    m_written = tbx ? int(entries.size()) : TermCsv::rowCount(entries, layout);
    const TermCsv::Loss loss = tbx || layout == TermCsv::Layout::ConflictLog ? TermCsv::Loss() : TermCsv::mappingLoss(entries);
    if (loss.renderings > 0 || loss.terms > 0) {
        m_lossWarning = tr("A CSV term list holds one rendering per term: %1 other renderings (with their context rules) and %2 terms "
                           "without a rendering of their own were left out. Export as TBX to keep them.")
                            .arg(loss.renderings)
                            .arg(loss.terms);
    }
    if (loss.restricted > 0) {
        m_lossWarning += (m_lossWarning.isEmpty() ? QString() : QStringLiteral(" "))
            + tr("A CSV term list has no column for where %n term(s) count (noun only, case-sensitive, a context pattern): "
                 "they were written without it. Export as TBX to keep it.",
                nullptr, loss.restricted);
    }
    return true;
}
