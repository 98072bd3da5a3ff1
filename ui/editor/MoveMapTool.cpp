#include "ui/editor/MoveMapTool.h"

#include <QGraphicsPixmapItem>
#include <cmath>

#include "ui/editor/EditorSession.h"
#include "ui/scene/TableScene.h"

namespace adjutant::ui {

namespace {

// A press and release closer than this (inches) is a click, not a move.
constexpr double kLeastMoveInches = 1e-3;

}  // namespace

QString MoveMapTool::hint() const {
    // Said when the tool is chosen: why not, at once, rather than at the first drag.
    if (const QString problem = whyNot(); !problem.isEmpty()) {
        return problem;
    }
    return tr("Move the map: drag it under the table; the table and everything on it stay");
}

MapPixels MoveMapTool::imagePixels() const {
    const QSize full = scene().mapPicture().fullSize;
    return {static_cast<double>(full.width()), static_cast<double>(full.height())};
}

QString MoveMapTool::whyNot() const {
    if (!session().hasScenario() || !session().scenario().map) {
        return tr("The scenario has no map to move: choose one under Scenario > Map image.");
    }
    if (scene().mapItem() == nullptr) {
        return tr("The map image is not shown (missing or unreadable), so it cannot be moved.");
    }
    std::string error;
    if (!mapWithItsOwnScale(*session().scenario().map, session().scenario().table, imagePixels(),
                            error)) {
        return tr(
            "The map is stretched over the whole table, more along one side than the "
            "other, so it has no scale of its own to keep: calibrate it first (Calibrate "
            "map, K), then move it.");
    }
    return {};
}

bool MoveMapTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton) {
        return false;
    }
    if (const QString problem = whyNot(); !problem.isEmpty()) {
        emit message(problem);
        return true;
    }
    dragging_ = true;
    pressedAt_ = event.table;
    itemStart_ = scene().mapItem()->pos();
    return true;
}

bool MoveMapTool::mouseMove(const ToolMouseEvent& event) {
    if (!dragging_ || scene().mapItem() == nullptr) {
        return false;
    }
    // Shown as it goes; the scenario changes once, on release.
    const QPointF by = event.table - pressedAt_;
    scene().mapItem()->setPos(itemStart_ + by);
    emit message(tr("Moving the map by %1, %2 in").arg(by.x(), 0, 'f', 1).arg(by.y(), 0, 'f', 1));
    return true;
}

bool MoveMapTool::mouseRelease(const ToolMouseEvent& event) {
    if (!dragging_ || event.button != Qt::LeftButton) {
        return false;
    }
    const QPointF by = event.table - pressedAt_;
    if (std::abs(by.x()) < kLeastMoveInches && std::abs(by.y()) < kLeastMoveInches) {
        cancel();
        return true;
    }
    // A move made rebuilds the table with the map in its new place; a refused
    // one puts the picture back where the scenario has it.
    if (!moveBy(by).isEmpty()) {
        cancel();
    }
    dragging_ = false;
    return true;
}

void MoveMapTool::cancel() {
    if (dragging_ && scene().mapItem() != nullptr) {
        scene().mapItem()->setPos(itemStart_);
    }
    dragging_ = false;
}

QString MoveMapTool::moveBy(QPointF by) {
    if (const QString problem = whyNot(); !problem.isEmpty()) {
        emit message(problem);
        return problem;
    }
    ScenarioEdit edit = edits::moveMap(Vec2{by.x(), by.y()}, imagePixels());
    edit.label = tr("Move the map").toStdString();
    const QString refusal = session().apply(edit);
    emit message(refusal.isEmpty()
                     ? tr("Map moved by %1, %2 in").arg(by.x(), 0, 'f', 1).arg(by.y(), 0, 'f', 1)
                     : refusal);
    return refusal;
}

}  // namespace adjutant::ui
