#include "ui/items/WaterCrossingShape.h"

#include <QPolygonF>

#include "core/geometry/NearestOnLine.h"
#include "ui/items/TerrainStyle.h"

namespace adjutant::ui {

QPainterPath waterCrossingShape(const LinearFeature& line, const WaterCrossing& crossing) {
    QPainterPath path;
    if (line.points.size() < 2) {
        return path;
    }
    const geometry::PointOnLine on = geometry::nearestOnLine(crossing.point, line.points);
    Vec2 along = line.points[on.segment + 1] - line.points[on.segment];
    const double length = along.length();
    along = length > 0 ? along / length : Vec2{1, 0};
    const Vec2 across{-along.y, along.x};
    const Vec2 halfAlong = along * (crossing.width / 2);
    const Vec2 halfAcross = across * (TerrainStyle::linePen(line.kind).widthF() / 2 + 0.5);
    const Vec2 c = on.point;
    QPolygonF deck;
    for (const Vec2 corner : {c - halfAlong - halfAcross, c + halfAlong - halfAcross,
                              c + halfAlong + halfAcross, c - halfAlong + halfAcross}) {
        deck << QPointF(corner.x, corner.y);
    }
    deck << deck.front();
    path.addPolygon(deck);
    return path;
}

}  // namespace adjutant::ui
