#include "ui/editor/EditorTool.h"

#include <QGraphicsItem>
#include <QKeyEvent>
#include <algorithm>

#include "core/editor/ScenarioDraft.h"
#include "core/editor/Snapping.h"
#include "ui/editor/EditorMarksItem.h"
#include "ui/editor/EditorSession.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"

namespace adjutant::ui {

EditorTool::EditorTool(EditorSession& session, TableScene& scene, EditorMarksItem& marks,
                       QObject* parent)
    : QObject(parent), session_(session), scene_(scene), marks_(marks) {}

bool EditorTool::keyPress(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        cancel();
        return true;
    }
    return false;
}

QString EditorTool::unitAt(QPointF table) const {
    for (QGraphicsItem* item : scene_.items(table, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        auto* unitItem = dynamic_cast<UnitItem*>(item);
        if (unitItem && unitItem->isVisible()) {
            return unitItem->unitId();
        }
    }
    return {};
}

Vec2 EditorTool::onTable(QPointF table) const {
    if (!session_.hasScenario()) {
        return {table.x(), table.y()};
    }
    const Table& t = session_.scenario().table;
    return {std::clamp(table.x(), 0.0, t.width), std::clamp(table.y(), 0.0, t.height)};
}

Vec2 EditorTool::snappedPoint(const ToolMouseEvent& event, std::optional<FeatureRef> skip) {
    const Vec2 at = onTable(event.table);
    if (!session_.hasScenario() || (event.modifiers & Qt::ShiftModifier)) {
        marks_.setSnapMark(std::nullopt);
        return at;
    }
    const auto snap = snapPoint(session_.scenario(), at, kSnapPixels / event.pixelsPerInch, skip);
    if (!snap) {
        marks_.setSnapMark(std::nullopt);
        return at;
    }
    marks_.setSnapMark(QPointF(snap->point.x, snap->point.y));
    return snap->point;
}

bool EditorTool::applyEdit(const ScenarioEdit& edit) {
    const QString refusal = session_.apply(edit);
    if (!refusal.isEmpty()) {
        emit message(refusal);
        return false;
    }
    emit message(QString::fromStdString(edit.label));
    return true;
}

}  // namespace adjutant::ui
