#pragma once

#include "core/model/Terrain.h"
#include "ui/editor/EditorTool.h"

namespace adjutant::ui {

/// Places a bridge or a ford on a river or stream: a click near the water puts
/// one there, snapped onto the line; a click on one already placed removes it.
class PlaceCrossingTool : public EditorTool {
    Q_OBJECT

  public:
    using EditorTool::EditorTool;

    void setKind(WaterCrossingKind kind) { kind_ = kind; }
    WaterCrossingKind kind() const { return kind_; }

    QString name() const override;
    QString hint() const override;

    bool mousePress(const ToolMouseEvent& event) override;

  private:
    WaterCrossingKind kind_ = WaterCrossingKind::Bridge;
};

}  // namespace adjutant::ui
