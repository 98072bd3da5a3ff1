#pragma once

#include <QPolygonF>

#include "core/model/Terrain.h"
#include "ui/editor/EditorTool.h"

namespace adjutant::ui {

/// What the outline tool draws next.
struct OutlineTarget {
    enum class What { Area, Line, Zone, Objective };
    What what = What::Area;
    AreaKind area = AreaKind::Woods;
    LinearKind line = LinearKind::Hedge;
    int side = 0;  // zones

    /// "woods", "hill", "road", "deployment zone", "objective".
    QString noun() const;
};

/// Draws a terrain area, a linear feature, a deployment zone or an objective
/// point by point: each click adds a point, a double-click or Enter finishes,
/// Backspace takes back the last point and Escape drops the outline. A hill
/// begun inside another hill becomes its next contour level; an objective
/// finished after one point is a point objective. A point put down near a
/// vertex or an edge of the terrain snaps onto it, so that neighbours share
/// borders; Shift puts it where the pointer is.
class DrawOutlineTool : public EditorTool {
    Q_OBJECT

  public:
    using EditorTool::EditorTool;

    void setTarget(OutlineTarget target);
    const OutlineTarget& target() const { return target_; }

    QString name() const override;
    QString hint() const override;

    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseDoubleClick(const ToolMouseEvent& event) override;
    bool keyPress(QKeyEvent* event) override;
    void cancel() override;

    /// Ends the outline under way and adds it to the scenario; true if added.
    bool finish();

  private:
    void showPreview(std::optional<QPointF> cursor);
    bool closes() const;

    OutlineTarget target_;
    QPolygonF points_;
};

}  // namespace adjutant::ui
