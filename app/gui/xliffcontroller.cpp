// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/xliffcontroller.h"

#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "interop/xliffimporter.h"
#include "interop/xliffreader.h"
#include "interop/xliffwriter.h"
#include "store/atomicfilewriter.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>

namespace {
QString filter()
{
    return XliffController::tr("XLIFF 2.0 (*.xlf *.xliff);;XLIFF 1.2 (*.xlf *.xliff)");
}
} // namespace

XliffController::XliffController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *window, QObject *parent)
    : ProjectController(parent)
    , m_workbench(workbench)
    , m_window(window)
{
    connect(actions.action(ActionRegistry::ExportXliff), &QAction::triggered, this, &XliffController::exportIssue);
    connect(actions.action(ActionRegistry::ImportXliff), &QAction::triggered, this, &XliffController::importIssue);
}

int XliffController::issueNumber() const
{
    if (!m_store) {
        return 0;
    }
    return IssueRepository(*m_store).issueById(m_workbench.issueId()).value_or(Issue()).number;
}

void XliffController::exportIssue()
{
    const int number = issueNumber();
    if (number == 0 || !m_workbench.save()) {
        return;
    }
    QString chosenFilter;
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export XLIFF"), QStringLiteral("issue-%1.xlf").arg(number), filter(), &chosenFilter);
    if (!path.isEmpty()) {
        exportTo(path, chosenFilter.contains(QLatin1String("1.2")) ? XliffWriter::Version::Xliff12 : XliffWriter::Version::Xliff20);
    }
}

bool XliffController::exportTo(const QString &path, XliffWriter::Version version)
{
    const int number = issueNumber();
    if (number == 0 || !m_workbench.save()) {
        return false;
    }
    IssueRepository issues(*m_store);
    const QList<BlockRecord> sources = issues.sourceBlocks(m_workbench.issueId());
    const QList<BlockRecord> targets = issues.targetBlocks(m_workbench.issueId());
    const auto produce = [&](QIODevice &device, QString *why) {
        return XliffWriter::write(device, number, sources, targets, version, why);
    };
    if (QString error; !AtomicFileWriter::write(path, produce, &error)) {
        Q_EMIT failed(error);
        return false;
    }
    Q_EMIT statusMessage(tr("Issue %1 exported to %2").arg(number).arg(QDir::toNativeSeparators(path)));
    return true;
}

void XliffController::importIssue()
{
    if (issueNumber() == 0 || m_readOnly || m_workbench.isDraftReadOnly()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import XLIFF"), QString(), filter());
    if (!path.isEmpty()) {
        importFrom(path);
    }
}

bool XliffController::importFrom(const QString &path)
{
    const int number = issueNumber();
    if (number == 0 || m_readOnly || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Q_EMIT failed(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    XliffReader reader;
    if (!reader.read(file)) {
        Q_EMIT failed(tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), reader.errorString()));
        return false;
    }
    XliffImporter importer(*m_store, m_workbench.issueId(), number);
    if (!importer.apply(reader)) {
        Q_EMIT failed(tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), importer.errorString()));
        return false;
    }
    m_workbench.reloadIssue();
    const XliffImporter::Counts counts = importer.counts();
    Q_EMIT statusMessage(tr("%1: %2 units imported, %3 unchanged, %4 skipped (no translation, or not to be translated)")
                             .arg(QFileInfo(path).fileName())
                             .arg(counts.updated)
                             .arg(counts.unchanged)
                             .arg(counts.skipped));
    return true;
}
