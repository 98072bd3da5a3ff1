#pragma once

#include <QBrush>
#include <QGraphicsObject>
#include <QPen>
#include <QPointer>
#include <QPolygonF>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::ui {

class CalloutItem;

/// A shaded region of the table with a caption that keeps its size on
/// screen: the base of the movement allowance and charge reach overlays.
/// The region lies under the units; its caption is an item of its own over
/// them, so that no unit hides it.
class RegionOverlayItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit RegionOverlayItem(QGraphicsItem* parent = nullptr);
    ~RegionOverlayItem() override;

    /// The region (an outline in table inches; empty hides it) and its caption,
    /// written at `captionAt`.
    /// `details` is the caption's tooltip: a refusal's whole reason, which
    /// would cover the units it concerns if it were written on the table.
    void setRegion(const std::vector<Vec2>& outline, const QString& caption, Vec2 captionAt,
                   const QString& details = {});
    const QPolygonF& region() const { return region_; }
    QString caption() const;
    QString captionDetails() const { return captionDetails_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    void setLook(const QBrush& fill, const QPen& outline);
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

  private:
    QPolygonF region_;
    QBrush fill_;
    QPen outline_;
    void placeCaption();

    QString captionText_;
    QString captionDetails_;
    QPointF captionAt_;
    QPointer<CalloutItem> caption_;  // in the same scene; a new table deletes it
};

}  // namespace adjutant::ui
