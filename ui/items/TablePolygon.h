#pragma once

#include <QPointF>
#include <QPolygonF>
#include <vector>

#include "core/model/Vec2.h"

namespace adjutant::ui {

/// A point or an outline of the table (inches) as the scene draws it.
inline QPointF toScenePoint(Vec2 point) {
    return {point.x, point.y};
}

inline QPolygonF toScenePolygon(const std::vector<Vec2>& outline) {
    QPolygonF polygon;
    polygon.reserve(static_cast<qsizetype>(outline.size()));
    for (const Vec2& p : outline) {
        polygon << toScenePoint(p);
    }
    return polygon;
}

}  // namespace adjutant::ui
