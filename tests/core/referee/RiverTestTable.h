#pragma once

// The river every ruleset's crossing tests share: the Oder running across the
// table at y = 38 from x = 10 to x = 50, a bridge at x = 20 and a ford at
// x = 30, each 2 in wide. Units facing the top edge at y = 40 cross it 2 in
// ahead of their front edge; the one at x = 40 is away from both crossings.

#include "core/model/Scenario.h"

namespace adjutant::testing {

inline LinearFeature riverWithCrossings(LinearKind kind = LinearKind::River) {
    LinearFeature river;
    river.id = "oder";
    river.name = "Oder";
    river.kind = kind;
    river.points = {{10, 38}, {50, 38}};
    WaterCrossing bridge;
    bridge.kind = WaterCrossingKind::Bridge;
    bridge.name = "Mill bridge";
    bridge.point = {20, 38};
    WaterCrossing ford;
    ford.kind = WaterCrossingKind::Ford;
    ford.point = {30, 38};
    river.crossings = {bridge, ford};
    return river;
}

inline constexpr double kAtBridge = 20;
inline constexpr double kAtFord = 30;
inline constexpr double kAwayFromCrossings = 40;

}  // namespace adjutant::testing
