#pragma once

#include <vector>

#include "core/model/Vec2.h"
#include "ui/editor/DrawOutlineTool.h"
#include "ui/editor/EditorTool.h"

namespace adjutant::ui {

/// Draws a terrain area or line freehand: press, draw with the button held
/// and release. The stroke is simplified on release (OutlineSimplify.h) to
/// the points that keep it within a few screen pixels of where the pointer
/// went; a line's ends snap to nearby terrain, and an area is fitted to the
/// areas around it so that they share borders (not with Shift).
class PencilTool : public EditorTool {
    Q_OBJECT

  public:
    using EditorTool::EditorTool;

    /// An area or a line kind; zones and objectives are drawn point by point.
    void setTarget(OutlineTarget target);
    const OutlineTarget& target() const { return target_; }

    QString name() const override;
    QString hint() const override;

    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseRelease(const ToolMouseEvent& event) override;
    void cancel() override;

  private:
    bool finish(const ToolMouseEvent& event);

    OutlineTarget target_;
    std::vector<Vec2> stroke_;
};

}  // namespace adjutant::ui
