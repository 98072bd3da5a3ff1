#include "ui/items/TerrainStyle.h"

#include <algorithm>

namespace adjutant::ui {

QColor TerrainStyle::tableColour() {
    return QColor(0x8d, 0xa8, 0x6a);
}

QBrush TerrainStyle::areaBrush(AreaKind kind, int level) {
    switch (kind) {
        case AreaKind::Woods:
            return QBrush(QColor(0x3f, 0x6b, 0x35, 220));
        case AreaKind::Town:
            return QBrush(QColor(0x9a, 0x86, 0x74, 230));
        case AreaKind::Marsh:
            return QBrush(QColor(0x6f, 0x95, 0x8f, 200), Qt::Dense4Pattern);
        case AreaKind::Hill: {
            // Each contour level a little darker, so stacked levels read as height.
            const int shade = std::clamp(level, 1, 5);
            return QBrush(QColor(0xb5 - 12 * shade, 0xa8 - 14 * shade, 0x6e - 8 * shade, 170));
        }
    }
    return {};
}

QPen TerrainStyle::areaPen(AreaKind kind) {
    QPen pen;
    pen.setCosmetic(true);
    pen.setWidthF(1.5);
    switch (kind) {
        case AreaKind::Woods:
            pen.setColor(QColor(0x25, 0x45, 0x20));
            break;
        case AreaKind::Town:
            pen.setColor(QColor(0x5a, 0x48, 0x3a));
            break;
        case AreaKind::Marsh:
            pen.setColor(QColor(0x3f, 0x66, 0x60));
            pen.setStyle(Qt::DashLine);
            break;
        case AreaKind::Hill:
            pen.setColor(QColor(0x6b, 0x55, 0x30));
            break;
    }
    return pen;
}

QPen TerrainStyle::linePen(LinearKind kind) {
    QPen pen;
    pen.setCosmetic(false);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    // Widths are in table inches, so features keep their size against the units.
    switch (kind) {
        case LinearKind::Hedge:
            pen.setColor(QColor(0x2e, 0x55, 0x22));
            pen.setWidthF(0.35);
            pen.setStyle(Qt::DotLine);
            break;
        case LinearKind::Wall:
            pen.setColor(QColor(0x77, 0x77, 0x77));
            pen.setWidthF(0.3);
            break;
        case LinearKind::Stream:
            pen.setColor(QColor(0x3c, 0x78, 0xb4));
            pen.setWidthF(0.5);
            break;
        case LinearKind::Ditch:
            pen.setColor(QColor(0x6a, 0x50, 0x32));
            pen.setWidthF(0.3);
            pen.setStyle(Qt::DashLine);
            break;
        case LinearKind::Road:
            pen.setColor(QColor(0xc9, 0xb2, 0x86));
            pen.setWidthF(0.8);
            break;
        case LinearKind::River:
            // Broader and deeper than a stream, so the two are told apart at a glance.
            pen.setColor(QColor(0x2a, 0x5f, 0x9e));
            pen.setWidthF(1.4);
            break;
    }
    return pen;
}

QPen TerrainStyle::crossingPen(WaterCrossingKind kind) {
    QPen pen;
    pen.setJoinStyle(Qt::MiterJoin);
    if (kind == WaterCrossingKind::Bridge) {
        pen.setColor(QColor(0x3b, 0x2a, 0x1a));
        pen.setWidthF(0.25);
    } else {
        pen.setColor(QColor(0x8a, 0x70, 0x3e));
        pen.setWidthF(0.15);
        pen.setStyle(Qt::DashLine);
    }
    return pen;
}

QBrush TerrainStyle::crossingBrush(WaterCrossingKind kind) {
    if (kind == WaterCrossingKind::Bridge) {
        return QBrush(QColor(0x9c, 0x7a, 0x52));
    }
    return QBrush(QColor(0xe3, 0xd2, 0x9f, 220), Qt::Dense2Pattern);
}

QColor TerrainStyle::nameInk(bool water) {
    return water ? QColor(0x1c, 0x46, 0x7a) : QColor(0x2b, 0x24, 0x1c);
}

double TerrainStyle::areaZ(AreaKind kind, int level) {
    switch (kind) {
        case AreaKind::Hill:
            return 1.0 + 0.01 * level;
        case AreaKind::Marsh:
            return 2.0;
        case AreaKind::Woods:
        case AreaKind::Town:
            return 4.0;
    }
    return 2.0;
}

double TerrainStyle::lineZ(LinearKind kind) {
    // Over woods and roads (a road meets a river at a bridge, drawn above
    // both), under the streams, hedges and walls.
    if (kind == LinearKind::River) {
        return 4.5;
    }
    return kind == LinearKind::Road ? 3.0 : 5.0;
}

}  // namespace adjutant::ui
