#pragma once

#include <QString>

#include "core/model/Terrain.h"

namespace adjutant::ui {

/// What the editor calls each kind of terrain in the window's language
/// ("woods", "Wald"), where the scenario file has its key ("woods"): the
/// names of the drawing tools, their hints and the status bar use these.
QString areaKindNoun(AreaKind kind);
QString linearKindNoun(LinearKind kind);

}  // namespace adjutant::ui
