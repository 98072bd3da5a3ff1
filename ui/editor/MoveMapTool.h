#pragma once

#include <QPointF>

#include "core/editor/MapPlacement.h"
#include "ui/editor/EditorTool.h"

namespace adjutant::ui {

/// Moves the map image under the table with the pointer: press on the table,
/// drag, release. The map follows the pointer as it moves; the table and
/// everything on it stay. Each drag is one edit (edits::moveMap), so one Undo
/// puts the map back. A map stretched over the table is given the scale it is
/// shown at when its stretch is even; otherwise the tool says to calibrate it
/// first.
class MoveMapTool : public EditorTool {
    Q_OBJECT

  public:
    using EditorTool::EditorTool;

    QString name() const override { return tr("&Move map"); }
    /// What to do, or why the map cannot be moved now.
    QString hint() const override;

    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseRelease(const ToolMouseEvent& event) override;
    void cancel() override;

    /// Moves the map `by` inches as one edit; returns the refusal, or empty.
    QString moveBy(QPointF by);

  private:
    /// Why the map cannot be moved now (no map, not drawn, no scale of its
    /// own), a sentence; empty when it can.
    QString whyNot() const;
    MapPixels imagePixels() const;

    bool dragging_ = false;
    QPointF pressedAt_;
    QPointF itemStart_;
};

}  // namespace adjutant::ui
