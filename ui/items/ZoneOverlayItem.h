#pragma once

#include <QGraphicsObject>
#include <QPolygonF>
#include <array>
#include <vector>

#include "core/model/Vec2.h"

class QGraphicsSimpleTextItem;

namespace adjutant::ui {

/// A unit's flanks and rear as the referee gives them (where an enemy
/// standing wholly inside strikes a flank or the rear), hatched, cut to the
/// table and named just beside the unit.
class ZoneOverlayItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit ZoneOverlayItem(QGraphicsItem* parent = nullptr);

    /// `unitBounds`: the unit's own outline's bounds, beside which the names go.
    void setZones(const std::vector<Vec2>& leftFlank, const std::vector<Vec2>& rightFlank,
                  const std::vector<Vec2>& rear, const QRectF& table, const QRectF& unitBounds);
    bool isEmpty() const { return rear_.isEmpty() && leftFlank_.isEmpty(); }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QPolygonF leftFlank_, rightFlank_, rear_;
    QRectF table_;
    QRectF bounds_;
    std::array<QGraphicsSimpleTextItem*, 3> names_{};
};

}  // namespace adjutant::ui
