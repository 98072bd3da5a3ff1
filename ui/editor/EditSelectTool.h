#pragma once

#include <QPointF>
#include <optional>
#include <utility>

#include "core/editor/FeatureRef.h"
#include "ui/editor/EditorTool.h"

namespace adjutant::ui {

/// Selects and moves what is on the table in the editor: drag a unit or a
/// general to place it, drag a vertex of the selected outline to reshape it,
/// drag an outline to move it whole, double-click an edge to add a vertex.
/// A dragged vertex snaps to nearby terrain (not with Shift). A vertex
/// clicked without dragging is chosen: Delete then removes that vertex.
/// Otherwise Delete removes the selection; [ and ] turn the selected unit by 15 degrees
/// (with Shift by 5). Where outlines overlap, Tab chooses the next one under the
/// point last clicked (Shift+Tab the one before). The right button offers the
/// same and the unit's formations.
class EditSelectTool : public EditorTool {
    Q_OBJECT

  public:
    using EditorTool::EditorTool;

    QString name() const override { return tr("&Select and move"); }
    QString hint() const override;

    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseRelease(const ToolMouseEvent& event) override;
    bool mouseDoubleClick(const ToolMouseEvent& event) override;
    bool keyPress(QKeyEvent* event) override;
    bool contextMenu(const ToolMouseEvent& event) override;
    void cancel() override;

    /// Removes the chosen vertex, or else the selected unit, general or outline
    /// (the Delete key).
    void deleteSelection();
    /// The vertex of the selected outline last clicked without dragging.
    std::optional<std::size_t> chosenVertex() const;
    /// Turns the selected unit or general by `degrees`, clockwise.
    void turnSelection(double degrees);
    /// Selects the next outline (or, `forward` false, the one before) under the
    /// point where an outline was last clicked; false when there is none other.
    bool chooseNextOverlapping(bool forward);

  private:
    enum class Drag { None, Piece, Vertex, Feature };
    QString generalAt(QPointF table) const;
    void previewDrag(QPointF to);
    void showUnitMenu(const QString& unitId, QPoint screen);
    void showFeatureMenu(FeatureRef feature, std::optional<std::size_t> vertex, QPoint screen);

    Drag drag_ = Drag::None;
    QPointF start_;
    QPointF last_;
    QString piece_;
    FeatureRef feature_;
    std::size_t vertex_ = 0;
    bool moved_ = false;
    std::optional<std::pair<FeatureRef, std::size_t>> chosenVertex_;
    // Where an outline was last picked, and how near counted there (inches).
    std::optional<QPointF> pickedAt_;
    double pickTolerance_ = 0;
};

}  // namespace adjutant::ui
