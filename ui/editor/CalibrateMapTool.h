#pragma once

#include <QPointF>
#include <QPolygonF>
#include <QSizeF>

#include "core/editor/MapCalibration.h"
#include "ui/editor/EditorTool.h"

namespace adjutant::ui {

/// Calibrates the background map's scale: click two points whose real
/// distance is known (two villages, the ends of the map's scale bar), then say
/// how far apart they are; the map is rescaled about the first point.
class CalibrateMapTool : public EditorTool {
    Q_OBJECT

  public:
    using EditorTool::EditorTool;

    QString name() const override { return tr("&Calibrate map"); }
    QString hint() const override;

    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    void cancel() override;

    /// Rescales the map so that `a` and `b` lie `distance` apart on the
    /// ground; returns the refusal, or empty.
    QString calibrate(QPointF a, QPointF b, double distance, GroundUnit unit);
    /// The map image's size in pixels (empty if it cannot be read).
    QSizeF imageSize() const;

  signals:
    /// Two points were clicked: the editor asks for their real distance.
    void pointsChosen(QPointF a, QPointF b);

  private:
    QPolygonF points_;
};

}  // namespace adjutant::ui
