#pragma once

#include <QGraphicsItem>
#include <QList>
#include <QPair>
#include <QPointF>
#include <QRectF>
#include <QString>

#include "core/model/Scenario.h"

namespace adjutant::ui {

/// The names a designer gave the terrain (a wood, a village, a hill, a river,
/// a bridge) drawn on the table at a size read on screen whatever the zoom:
/// each at its feature's middle, in pixels, with a pale halo over the ground.
/// The game, the editor and the report's pictures all draw the table with it.
class TerrainNamesItem : public QGraphicsItem {
  public:
    struct Name {
        QPointF at;  // table inches
        QString text;
        bool water = false;
    };

    explicit TerrainNamesItem(const Table& table);

    /// Where each name lies on screen at a zoom.
    QList<QRectF> labelBoxes(double pixelsPerInch) const;
    /// Boxes in pixels at this zoom (units and their names) that a terrain
    /// name gives way to: a unit's name matters more in play than a wood's.
    void keepClearOf(QList<QRectF> boxes, double pixelsPerInch);
    const QList<Name>& names() const { return names_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override;

  private:
    /// The names drawn at a zoom, by index, with their boxes in pixels.
    QList<QPair<int, QRectF>> shownAt(double pixelsPerInch) const;

    QList<Name> names_;
    QRectF table_;
    QList<QRectF> giveWayTo_;
    double giveWayAt_ = 0;  // the zoom giveWayTo_ was measured at
};

/// The point a name of an area is drawn at: the middle of its outline.
QPointF areaNamePoint(const std::vector<Vec2>& outline);
/// The point halfway along a line.
QPointF lineNamePoint(const std::vector<Vec2>& points);

}  // namespace adjutant::ui
