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
    /// Drawing order: lower values are drawn first (hills under woods under roads).
    static double areaZ(AreaKind kind, int level);
    static double lineZ(LinearKind kind);
    static QColor tableColour();
};

}  // namespace adjutant::ui
