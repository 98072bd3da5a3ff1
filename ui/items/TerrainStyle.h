#pragma once

#include <QBrush>
#include <QPen>

#include "core/model/Terrain.h"

namespace adjutant::ui {

/// How each kind of terrain looks on the table, in one place so that the
/// table view, the legend and exported images agree.
struct TerrainStyle {
    static QBrush areaBrush(AreaKind kind, int level);
    static QPen areaPen(AreaKind kind);
    static QPen linePen(LinearKind kind);
    /// A bridge's deck (planks over the water) or a ford's shallows (sand).
    static QPen crossingPen(WaterCrossingKind kind);
    static QBrush crossingBrush(WaterCrossingKind kind);
    /// Names drawn on the table: water in blue italics, the rest in dark ink.
    static QColor nameInk(bool water);
    /// Drawing order: lower values are drawn first (hills under woods under roads).
    static double areaZ(AreaKind kind, int level);
    static double lineZ(LinearKind kind);
    static QColor tableColour();
};

}  // namespace adjutant::ui
