#include "ui/editor/TraceColourTool.h"

#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLocale>
#include <cmath>

#include "core/editor/ColourTrace.h"
#include "core/editor/MapCalibration.h"
#include "core/editor/ScenarioEdits.h"
#include "core/editor/Snapping.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioOutlines.h"
#include "ui/editor/TracePanel.h"

namespace adjutant::ui {

TraceColourTool::TraceColourTool(EditorSession& session, TableScene& scene, EditorMarksItem& marks,
                                 QWidget* panelParent, QObject* parent)
    : EditorTool(session, scene, marks, parent) {
    panel_ = new TracePanel(panelParent);
    panel_->move(8, 8);
    panel_->hide();
    connect(panel_, &TracePanel::settingsChanged, this, [this] {
        if (seed_) {
            retrace();
        }
    });
    connect(panel_, &TracePanel::keepRequested, this, &TraceColourTool::keep);
    connect(panel_, &TracePanel::dropRequested, this, &TraceColourTool::cancel);
}

QString TraceColourTool::hint() const {
    return tr(
        "Trace by colour: click a region of the map, adjust the tolerance and vertices, "
        "Enter or Keep adds it, Escape drops it");
}

void TraceColourTool::activate() {
    panel_->show();
    panel_->raise();
}

void TraceColourTool::deactivate() {
    cancel();
    panel_->hide();
}

void TraceColourTool::cancel() {
    seed_.reset();
    pending_.clear();
    marks().setPreview({}, false);
    panel_->setReport(tr("Click a region of the map."), false);
}

bool TraceColourTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasScenario()) {
        return false;
    }
    const QString problem = traceAt(event.table, event.pixelsPerInch);
    if (!problem.isEmpty()) {
        emit message(problem);
    }
    return true;
}

bool TraceColourTool::keyPress(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        keep();
        return true;
    }
    return EditorTool::keyPress(event);
}

const MapRaster* TraceColourTool::mapRaster(QString& error) {
    const auto& map = session().scenario().map;
    if (!map) {
        error = tr("The scenario has no map to trace; choose one under Map image first.");
        return nullptr;
    }
    const QString path = QDir(session().folder()).filePath(QString::fromStdString(map->file));
    const QDateTime stamp = QFileInfo(path).lastModified();
    if (!raster_ || path != rasterPath_ || stamp != rasterStamp_) {
        raster_ = readMapRaster(path, error);
        rasterPath_ = path;
        rasterStamp_ = stamp;
    } else {
        error.clear();
    }
    return raster_ ? &*raster_ : nullptr;
}

QString TraceColourTool::traceAt(QPointF table, double pixelsPerInch) {
    seed_ = table;
    pixelsPerInch_ = pixelsPerInch > 0 ? pixelsPerInch : 10.0;
    return retrace();
}

QString TraceColourTool::retrace() {
    pending_.clear();
    marks().setPreview({}, false);
    const auto fail = [this](const QString& problem) {
        panel_->setReport(problem, false);
        return problem;
    };
    if (!seed_ || !session().hasScenario()) {
        return fail(tr("Click a region of the map."));
    }
    QString error;
    const MapRaster* raster = mapRaster(error);
    if (!raster) {
        return fail(error);
    }
    const Scenario& scenario = session().scenario();
    const MapImage& map = *scenario.map;
    const Vec2 pixel = tableToImagePixels(map, scenario.table, raster->mapWidth, raster->mapHeight,
                                          {seed_->x(), seed_->y()});
    const int x = int(std::floor(pixel.x * raster->scale));
    const int y = int(std::floor(pixel.y * raster->scale));
    if (x < 0 || y < 0 || x >= raster->raster.width || y >= raster->raster.height) {
        return fail(tr("That point is off the map; click on the map."));
    }
    ColourTraceSettings settings;
    settings.tolerance = panel_->tolerance();
    settings.vertices = panel_->vertices();
    std::string traceError;
    const auto trace = traceColourRegion(raster->raster, x, y, settings, traceError);
    if (!trace) {
        return fail(tr("Nothing traced: %1.").arg(QString::fromStdString(traceError)));
    }
    const auto areaOf = [](const std::vector<Vec2>& polygon) {
        double doubled = 0;
        for (std::size_t i = 0; i < polygon.size(); ++i) {
            doubled += polygon[i].cross(polygon[(i + 1) % polygon.size()]);
        }
        return std::abs(doubled) / 2;
    };
    std::vector<Vec2> outline;
    for (const Vec2& p : trace->outline) {
        const Vec2 at = imagePixelsToTable(map, scenario.table, raster->mapWidth, raster->mapHeight,
                                           p / raster->scale);
        outline.push_back(onTable(QPointF(at.x, at.y)));
    }
    // Woods, towns and marshes share borders with their neighbours; a hill
    // lies under them, and its levels nest inside one another.
    if (panel_->kind() != AreaKind::Hill) {
        std::vector<std::vector<Vec2>> neighbours;
        for (const TerrainArea& area : scenario.table.areas) {
            if (area.kind != AreaKind::Hill) {
                neighbours.push_back(area.outline);
            }
        }
        const double mapPixel =
            map.inchesPerPixel > 0 ? map.inchesPerPixel : scenario.table.width / raster->mapWidth;
        const double within = kSnapPixels / pixelsPerInch_ + 2 * mapPixel / raster->scale;
        const double traced = areaOf(outline);
        outline = fitToNeighbours(outline, neighbours, within);
        // What is left once the areas already drawn are cut away: a sliver
        // along their edge is no new area, and keeping it would add a shape
        // of no size to the scenario.
        if (outline.size() < 3 || areaOf(outline) < 0.02 * traced) {
            return fail(
                tr("Nothing traced: that region is already covered by terrain drawn on "
                   "the table."));
        }
    }
    pending_ = outline;
    marks().setPreview(outlines::polygonOf(outline), true);
    const double area = areaOf(outline);
    QString report = tr("%1 vertices, %2 square inches.")
                         .arg(outline.size())
                         .arg(QLocale().toString(area, 'f', 1));
    if (trace->largeHoles > 0) {
        report +=
            QLatin1Char(' ') +
            tr("The outline covers %n hole(s) in the colour (a clearing, a pond); draw those that "
               "matter as their own areas.",
               nullptr, int(trace->largeHoles));
    }
    if (!raster->note.isEmpty()) {
        report += QLatin1Char(' ') + raster->note;
    }
    panel_->setReport(report + QLatin1Char(' ') + tr("Keep it?"), true);
    return {};
}

bool TraceColourTool::keep() {
    if (pending_.size() < 3 || !session().hasScenario()) {
        return false;
    }
    TerrainArea area;
    area.kind = panel_->kind();
    area.outline = pending_;
    if (area.kind == AreaKind::Hill) {
        const Vec2 first = pending_.front();
        area.level =
            outlines::hillLevelAt(session().scenario(), seed_.value_or(QPointF(first.x, first.y))) +
            1;
    }
    ScenarioEdit edit = edits::addArea(area);
    edit.label = "Trace " + std::string(areaKindKey(area.kind));
    // Applying rebuilds the table, which cancels the tool: the trace is done.
    if (!applyEdit(edit)) {
        return false;
    }
    session().selectFeature(
        FeatureRef{FeatureRef::Kind::Area, session().scenario().table.areas.size() - 1});
    return true;
}

}  // namespace adjutant::ui
