#include "ui/editor/DrawOutlineTool.h"

#include <QKeyEvent>

#include "core/editor/ScenarioEdits.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/FeatureNouns.h"
#include "ui/editor/ScenarioOutlines.h"

namespace adjutant::ui {

QString OutlineTarget::noun() const {
    switch (what) {
        case What::Area:
            return areaKindNoun(area);
        case What::Line:
            return linearKindNoun(line);
        case What::Zone:
            return QObject::tr("deployment zone");
        case What::Objective:
            return QObject::tr("objective");
    }
    return {};
}

void DrawOutlineTool::setTarget(OutlineTarget target) {
    cancel();
    target_ = target;
}

QString DrawOutlineTool::name() const {
    return tr("Draw %1").arg(target_.noun());
}

QString DrawOutlineTool::hint() const {
    QString hint = tr("Draw %1: click each point, double-click or Enter to finish, Backspace "
                      "takes back a point, Escape drops it")
                       .arg(target_.noun()) +
                   tr("; points snap to nearby terrain (not with Shift)");
    if (target_.what == OutlineTarget::What::Objective) {
        hint += tr("; one point makes a point objective");
    }
    return hint;
}

bool DrawOutlineTool::closes() const {
    return target_.what != OutlineTarget::What::Line;
}

bool DrawOutlineTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasScenario()) {
        return false;
    }
    const Vec2 p = snappedPoint(event);
    points_ << QPointF(p.x, p.y);
    showPreview(std::nullopt);
    return true;
}

bool DrawOutlineTool::mouseMove(const ToolMouseEvent& event) {
    // The snap mark shows before the click where the point would go.
    const Vec2 p = snappedPoint(event);
    if (!points_.isEmpty()) {
        showPreview(QPointF(p.x, p.y));
    }
    return false;
}

bool DrawOutlineTool::mouseDoubleClick(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton) {
        return false;
    }
    // The first click of the pair already added this point.
    finish();
    return true;
}

bool DrawOutlineTool::keyPress(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
            finish();
            return true;
        case Qt::Key_Backspace:
            if (!points_.isEmpty()) {
                points_.removeLast();
                showPreview(std::nullopt);
            }
            return true;
        default:
            return EditorTool::keyPress(event);
    }
}

void DrawOutlineTool::cancel() {
    points_.clear();
    marks().setPreview({}, false);
    marks().setSnapMark(std::nullopt);
}

void DrawOutlineTool::showPreview(std::optional<QPointF> cursor) {
    QPolygonF shown = points_;
    if (cursor) {
        shown << *cursor;
    }
    marks().setPreview(shown, closes());
}

bool DrawOutlineTool::finish() {
    if (points_.isEmpty() || !session().hasScenario()) {
        return false;
    }
    const QPolygonF points = points_;
    cancel();
    bool made = false;
    switch (target_.what) {
        case OutlineTarget::What::Area: {
            TerrainArea area;
            area.kind = target_.area;
            area.outline = outlines::pointsOf(points);
            if (area.kind == AreaKind::Hill) {
                area.level = outlines::hillLevelAt(session().scenario(), points.front()) + 1;
            }
            made = applyEdit(edits::addArea(area));
            break;
        }
        case OutlineTarget::What::Line: {
            LinearFeature line;
            line.kind = target_.line;
            line.points = outlines::pointsOf(points);
            made = applyEdit(edits::addLine(line));
            break;
        }
        case OutlineTarget::What::Zone: {
            DeploymentZone zone;
            zone.side = target_.side;
            const auto& sides = session().scenario().sides;
            if (target_.side >= 0 && target_.side < int(sides.size())) {
                zone.name = tr("%1 deployment")
                                .arg(QString::fromStdString(sides[std::size_t(target_.side)].name))
                                .toStdString();
            }
            zone.outline = outlines::pointsOf(points);
            made = applyEdit(edits::addZone(zone));
            break;
        }
        case OutlineTarget::What::Objective: {
            Objective objective;
            objective.name =
                tr("Objective %1").arg(session().scenario().objectives.size() + 1).toStdString();
            objective.outline = outlines::pointsOf(points);
            made = applyEdit(edits::addObjective(objective));
            break;
        }
    }
    if (made) {
        // The new outline is the last of its list: select it for naming or reshaping.
        using Kind = FeatureRef::Kind;
        const Scenario& s = session().scenario();
        switch (target_.what) {
            case OutlineTarget::What::Area:
                session().selectFeature(FeatureRef{Kind::Area, s.table.areas.size() - 1});
                break;
            case OutlineTarget::What::Line:
                session().selectFeature(FeatureRef{Kind::Line, s.table.lines.size() - 1});
                break;
            case OutlineTarget::What::Zone:
                session().selectFeature(FeatureRef{Kind::Zone, s.deploymentZones.size() - 1});
                break;
            case OutlineTarget::What::Objective:
                session().selectFeature(FeatureRef{Kind::Objective, s.objectives.size() - 1});
                break;
        }
    }
    return made;
}

}  // namespace adjutant::ui
