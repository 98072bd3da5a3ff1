#pragma once

#include <QGraphicsObject>
#include <QRectF>
#include <QVector>

namespace adjutant::ui {

class LabelPlate;
class UnitItem;

/// Draws every unit's name and status badge in one pass, in screen pixels, each
/// from its plate's pixmap (LabelPlate). Names and badges keep their size on
/// screen at every zoom; as a thousand items ignoring the view's scale they
/// cost a redraw most of its time in per-item transforms and paint calls. The
/// scene places every label where it overlaps no other (UnitItem::setLabelPlace);
/// the badges' own items stay, without contents, to give them their tooltips.
class UnitLabelsItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit UnitLabelsItem(QGraphicsItem* parent = nullptr);

    /// The part of the scene the units can be in (the table and its margin).
    void setArea(const QRectF& area);
    /// Draws this unit's name and badge from now on; the unit must outlive
    /// this item or be removed with it (both belong to the same scene).
    void addUnit(const UnitItem* unit);

    /// The part of the scene a unit's name and badge cover at the zoom last
    /// drawn on screen (all of this item before the first time): what to
    /// repaint when they change. A new zoom repaints the whole view anyway.
    QRectF areaOf(const UnitItem& unit) const;

    QRectF boundingRect() const override;
    /// Nothing on the table is picked through its labels.
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QRectF area_;
    QVector<const UnitItem*> units_;
    double pixelsPerInch_ = 10.0;       // the view's zoom, as last told
    double screenPixelsPerInch_ = 0.0;  // the zoom last drawn on screen; 0 before
};

}  // namespace adjutant::ui
