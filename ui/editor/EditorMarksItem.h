#pragma once

#include <QGraphicsItem>
#include <QPolygonF>
#include <optional>

#include "core/editor/FeatureRef.h"
#include "core/model/Scenario.h"

namespace adjutant::ui {

/// What only the editor draws over the table: deployment zones in their side's
/// colour, the selected outline with a handle on each vertex, and the outline
/// a drawing tool has under way. The objectives and the generals are the
/// table's own (TableScene::objectiveMarks, TableScene::generals), drawn as in
/// a game. Names keep their size on screen at every zoom.
class EditorMarksItem : public QGraphicsItem {
  public:
    EditorMarksItem();

    void show(const Scenario& scenario, std::optional<FeatureRef> selected);
    /// The outline being drawn (table inches), closed or open; empty: none.
    void setPreview(const QPolygonF& points, bool closed);
    /// Where a new vertex would snap to (a ring on that point); nothing: no mark.
    void setSnapMark(std::optional<QPointF> point);
    std::optional<QPointF> snapMark() const { return snapMark_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Screen size of a vertex handle, pixels; tools pick vertices within it.
    static constexpr double kHandlePixels = 9.0;

  private:
    void paintZones(QPainter* painter) const;
    void paintSelection(QPainter* painter) const;
    void paintPreview(QPainter* painter) const;
    void paintSnapMark(QPainter* painter) const;
    /// Text at a table point, drawn at a fixed screen size, kept on the table.
    void paintLabel(QPainter* painter, QPointF at, const QString& text, QColor colour) const;
    QColor sideColour(int side) const;
    /// The side's colour for lines and text: dark enough to read on a map.
    QColor inkOf(int side) const;

    Scenario scenario_;
    std::optional<FeatureRef> selected_;
    QPolygonF preview_;
    bool previewClosed_ = false;
    std::optional<QPointF> snapMark_;
};

}  // namespace adjutant::ui
