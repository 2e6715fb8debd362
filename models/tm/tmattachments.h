// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "tm/tmxreader.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;
class TranslationMemory;

// TMX files attached to a project read-only (as OmegaT's tm/ folder): Yiqiao never
// writes them; their units are looked up with the project's own under the origin
// "attached:<file name>" and are replaced when the file changes on disk (refresh(), on
// opening the project) or removed on detach. A missing file keeps its units until
// it is detached. The table is tm_attachments (schema v3).
class TmAttachments : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TmAttachments)
public:
    struct Attachment {
        QString path; // absolute
        QString origin;
        int units = 0;
        enum class State { Current, Changed, Missing } state = State::Current;
    };

    TmAttachments(ProjectStore &store, TranslationMemory &memory);

    // Called while a file is read, then while its units are stored; false cancels.
    void setProgress(TmxReader::Progress progress) { m_progress = std::move(progress); }

    // Reads the file and stores its units, all or nothing; attaching an attached
    // file reads it again. *units: how many of them the memory now has from it (as
    // list() counts them), *known: how many it holds that the memory had already or
    // that repeat another of its units (they are not stored twice).
    bool attach(const QString &path, int *units = nullptr, int *known = nullptr);
    bool detach(const QString &path);
    QList<Attachment> list() const;
    // Reads again every attached file whose size or modification time changed.
    // *refreshed: their paths. Stops at the first file that cannot be read.
    bool refresh(QStringList *refreshed = nullptr);

private:
    int unitCount(const QString &origin) const;
    struct Row {
        qint64 id = 0;
        QString path;
        QString origin;
        qint64 size = 0;
        QString modified;
    };
    QList<Row> rows() const;
    QString freeOrigin(const QString &path) const;
    bool readFile(const QString &path, QList<TmUnit> *units);
    bool store(const Row &row, const QList<TmUnit> &units);
    static QString modifiedOf(const QString &path);

    ProjectStore &m_store;
    TranslationMemory &m_memory;
    TmxReader::Progress m_progress;
};
