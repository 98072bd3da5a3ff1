#pragma once

#include <QGraphicsObject>
#include <QRectF>
#include <QVector>

namespace adjutant::ui {

class UnitItem;

/// Draws the stands of every unit on the table in one pass, batched by colour:
/// stands facing along the table's axes as one list of crisp rectangles per
/// side, front edges and arm symbols as one list of lines per colour. Painting
/// a thousand unit items one by one spent most of a redraw in per-item and
/// per-call overhead. The UnitItems stay in the scene for picking, selection,
/// tooltips and as parents of names and badges; they tell this item which part
/// of the table to repaint when they change.
class UnitBodiesItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit UnitBodiesItem(QGraphicsItem* parent = nullptr);

    /// The part of the scene the units can be in (the table and its margin).
    void setArea(const QRectF& area);
    /// Draws this unit's stands from now on; the unit must outlive this item
    /// or be removed with it (both belong to the same scene).
    void addUnit(const UnitItem* unit);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QRectF area_;
    QVector<const UnitItem*> units_;
};

}  // namespace adjutant::ui
