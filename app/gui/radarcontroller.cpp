// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/radarcontroller.h"

#include "dashboard/radarrepository.h"
#include "dashboard/radarstats.h"
#include "dashboard/technologysuggester.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "issuetechnologiesdialog.h"
#include "radardimensionsdialog.h"
#include "radarexporter.h"
#include "radarview.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QGraphicsView>
#include <QStandardPaths>
#include <QVBoxLayout>

RadarController::RadarController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *window)
    : ProjectController(window)
    , m_workbench(workbench)
    , m_parent(window)
{
    connect(actions.action(ActionRegistry::ShowTechnologyRadar), &QAction::triggered, this, &RadarController::showRadar);
    connect(actions.action(ActionRegistry::EditIssueTechnologies), &QAction::triggered, this, &RadarController::editIssueTechnologies);
}

RadarController::~RadarController() = default;

RadarView *RadarController::view()
{
    if (m_window) {
        return m_view;
    }
    m_window = new QDialog(m_parent, Qt::Window);
    m_window->setObjectName(QStringLiteral("radarWindow"));
    m_window->setWindowTitle(tr("Technology Radar"));
    m_view = new RadarView(m_window);
    auto *layout = new QVBoxLayout(m_window);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_window->resize(1100, 640);
    connect(m_view, &RadarView::issueOpenRequested, this, &RadarController::issueRequested);
    connect(m_view, &RadarView::refreshRequested, this, &RadarController::refresh);
    connect(m_view, &RadarView::dimensionsEditRequested, this, &RadarController::editDimensions);
    connect(m_view, &RadarView::exportRequested, this, [this](RadarView::Chart chart) { exportChart(chart); });
    return m_view;
}

void RadarController::setProject(ProjectStore *store, bool readOnly)
{
    ProjectController::setProject(store, readOnly);
    if (!store && m_window) {
        m_window->hide();
    }
    if (store && m_window && m_window->isVisible()) {
        refresh();
    }
}

void RadarController::showRadar()
{
    if (!m_store) {
        return;
    }
    view();
    refresh();
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

void RadarController::refresh()
{
    if (!m_store || !m_view) {
        return;
    }
    QString error;
    const RadarData data = RadarStats::compute(*m_store, &error);
    if (!error.isEmpty()) {
        Q_EMIT failed(error);
        return;
    }
    m_view->setData(data);
}

bool RadarController::writable()
{
    if (!m_store) {
        return false;
    }
    if (m_readOnly) {
        Q_EMIT failed(tr("The project is open read-only: the radar cannot be changed."));
        return false;
    }
    return true;
}

void RadarController::afterWrite(bool ok, const QString &error)
{
    if (!ok) {
        Q_EMIT failed(error);
    }
    refresh();
}

void RadarController::editIssueTechnologies()
{
    const qint64 issueId = m_workbench.issueId();
    if (!writable() || issueId == 0) {
        return;
    }
    RadarRepository radar(*m_store);
    const auto issue = IssueRepository(*m_store).issueById(issueId);
    IssueTechnologiesDialog dialog(issue ? issue->number : 0, m_parent);
    const QList<Technology> technologies = radar.technologies();
    dialog.setTechnologies(radar.dimensions(), technologies);
    dialog.setChecked(radar.issueTechnologies(issueId));
    IssueRepository issues(*m_store);
    dialog.setPublishedOn(issues.publishedOn(issueId));
    dialog.setSuggestions(TechnologySuggester(technologies).suggest(radar.sourceText(issueId)));
    connect(&dialog, &IssueTechnologiesDialog::addTechnologyRequested, this,
        [this, &dialog, &radar](qint64 dimensionId, const QString &name, const QStringList &aliases) {
            const qint64 id = radar.addTechnology(dimensionId, name, aliases);
            if (id == 0) {
                Q_EMIT failed(radar.errorString());
                return;
            }
            dialog.markAdded(id);
            dialog.setTechnologies(radar.dimensions(), radar.technologies());
        });
    if (dialog.exec() != QDialog::Accepted) {
        refresh(); // technologies added before Cancel stay
        return;
    }
    QString error;
    afterWrite(saveIssue(issueId, dialog, &error), error);
}

// Two writes of their own: the date (when changed) and the technologies.
bool RadarController::saveIssue(qint64 issueId, const IssueTechnologiesDialog &dialog, QString *error)
{
    IssueRepository issues(*m_store);
    const QDate date = dialog.publishedOn();
    if (date != issues.publishedOn(issueId) && !issues.savePublishedOn(issueId, date)) {
        *error = issues.errorString();
        return false;
    }
    RadarRepository radar(*m_store);
    if (!radar.setIssueTechnologies(issueId, dialog.checkedIds())) {
        *error = radar.errorString();
        return false;
    }
    return true;
}

void RadarController::fillDimensions(RadarDimensionsDialog &dialog)
{
    RadarRepository radar(*m_store);
    const QList<RadarDimension> dimensions = radar.dimensions();
    QHash<qint64, int> counts;
    for (const Technology &technology : radar.technologies()) {
        ++counts[technology.dimensionId];
    }
    dialog.setDimensions(dimensions, counts);
}

void RadarController::connectDimensions(RadarDimensionsDialog &dialog)
{
    auto apply = [this, &dialog](bool ok, const QString &error) {
        afterWrite(ok, error);
        fillDimensions(dialog);
    };
    connect(&dialog, &RadarDimensionsDialog::addRequested, this, [this, apply](const QString &name) {
        RadarRepository radar(*m_store);
        apply(radar.addDimension(name) != 0, radar.errorString());
    });
    connect(&dialog, &RadarDimensionsDialog::renameRequested, this, [this, apply](qint64 id, const QString &name) {
        RadarRepository radar(*m_store);
        apply(radar.renameDimension(id, name), radar.errorString());
    });
    connect(&dialog, &RadarDimensionsDialog::removeRequested, this, [this, apply](qint64 id, qint64 moveTo) {
        RadarRepository radar(*m_store);
        apply(radar.removeDimension(id, moveTo), radar.errorString());
    });
    connect(&dialog, &RadarDimensionsDialog::moveRequested, this, [this, apply](qint64 id, int index) {
        RadarRepository radar(*m_store);
        apply(radar.moveDimension(id, index), radar.errorString());
    });
}

void RadarController::editDimensions()
{
    if (!writable()) {
        return;
    }
    RadarDimensionsDialog dialog(m_window ? static_cast<QWidget *>(m_window) : m_parent);
    fillDimensions(dialog);
    connectDimensions(dialog);
    dialog.exec();
}

void RadarController::exportChart(int chart)
{
    if (!m_view) {
        return;
    }
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString name = chart == RadarView::Share ? tr("radar-share") : tr("radar-timeline");
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Chart"), QDir(folder).filePath(name + QStringLiteral(".png")), tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!RadarExporter::save(m_view->chartView(RadarView::Chart(chart)), path, &error)) {
        Q_EMIT failed(error);
        return;
    }
    Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}
