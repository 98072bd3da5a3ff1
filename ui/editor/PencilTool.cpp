#include "ui/editor/PencilTool.h"

#include <QLineF>

#include "core/editor/OutlineSimplify.h"
#include "core/editor/ScenarioEdits.h"
#include "core/editor/Snapping.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioOutlines.h"

namespace adjutant::ui {

namespace {

// The simplified stroke stays within this many screen pixels of the pointer's
// path: closer than a hand can follow a map's line, far enough to drop the
// wobble.
constexpr double kStrokeTolerancePixels = 2.5;

}  // namespace

void PencilTool::setTarget(OutlineTarget target) {
    cancel();
    if (target.what != OutlineTarget::What::Line) {
        target.what = OutlineTarget::What::Area;
    }
    target_ = target;
}

QString PencilTool::name() const {
    return tr("Pencil %1").arg(target_.noun());
}

QString PencilTool::hint() const {
    return tr("Pencil %1: press, draw with the button held and release; the stroke is "
              "simplified and snaps to nearby terrain (not with Shift)")
        .arg(target_.noun());
}

bool PencilTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasScenario()) {
        return false;
    }
    stroke_ = {target_.what == OutlineTarget::What::Line ? snappedPoint(event)
                                                         : onTable(event.table)};
    marks().setSnapMark(std::nullopt);
    return true;
}

bool PencilTool::mouseMove(const ToolMouseEvent& event) {
    if (stroke_.empty() || !(event.buttons & Qt::LeftButton)) {
        // Before a line is begun, show where its first point would snap.
        if (target_.what == OutlineTarget::What::Line) {
            snappedPoint(event);
        }
        return false;
    }
    const Vec2 p = onTable(event.table);
    if ((p - stroke_.back()).length() * event.pixelsPerInch >= 1.0) {
        stroke_.push_back(p);
        marks().setPreview(outlines::polygonOf(stroke_), false);
    }
    return true;
}

bool PencilTool::mouseRelease(const ToolMouseEvent& event) {
    if (stroke_.empty() || event.button != Qt::LeftButton) {
        return false;
    }
    finish(event);
    return true;
}

void PencilTool::cancel() {
    stroke_.clear();
    marks().setPreview({}, false);
    marks().setSnapMark(std::nullopt);
}

bool PencilTool::finish(const ToolMouseEvent& event) {
    std::vector<Vec2> stroke = stroke_;
    const bool line = target_.what == OutlineTarget::What::Line;
    if (line) {
        stroke.push_back(snappedPoint(event));
    }
    cancel();
    const double tolerance = kStrokeTolerancePixels / event.pixelsPerInch;
    std::string error;
    auto points = simplifyStroke(stroke, !line, tolerance, error);
    if (!points) {
        emit message(tr("Nothing drawn: %1.").arg(QString::fromStdString(error)));
        return false;
    }
    const Scenario& scenario = session().scenario();
    bool made = false;
    if (line) {
        LinearFeature feature;
        feature.kind = target_.line;
        feature.points = *points;
        ScenarioEdit edit = edits::addLine(feature);
        made = applyEdit(edit);
        if (made) {
            session().selectFeature(
                FeatureRef{FeatureRef::Kind::Line, session().scenario().table.lines.size() - 1});
        }
        return made;
    }
    TerrainArea area;
    area.kind = target_.area;
    area.outline = *points;
    if (area.kind == AreaKind::Hill) {
        area.level =
            outlines::hillLevelAt(scenario, QPointF(points->front().x, points->front().y)) + 1;
    } else if (!(event.modifiers & Qt::ShiftModifier)) {
        std::vector<std::vector<Vec2>> neighbours;
        for (const TerrainArea& other : scenario.table.areas) {
            if (other.kind != AreaKind::Hill) {
                neighbours.push_back(other.outline);
            }
        }
        area.outline = fitToNeighbours(area.outline, neighbours, kSnapPixels / event.pixelsPerInch);
        if (area.outline.empty()) {
            emit message(
                tr("Nothing drawn: that area is already covered by terrain drawn on the "
                   "table."));
            return false;
        }
    }
    made = applyEdit(edits::addArea(area));
    if (made) {
        session().selectFeature(
            FeatureRef{FeatureRef::Kind::Area, session().scenario().table.areas.size() - 1});
    }
    return made;
}

}  // namespace adjutant::ui
