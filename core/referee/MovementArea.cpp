#include "core/referee/MovementArea.h"

#include <algorithm>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/geometry/TableEdge.h"
#include "core/referee/RefereeTable.h"

namespace adjutant {

std::vector<Vec2> movementArea(const RefereeTable& referee, const GameState& state,
                               const Unit& unit, double reachInches, const std::string& mode,
                               const MovementAreaSampling& sampling) {
    if (reachInches <= 1e-6) {
        return {};
    }
    const Vec2 from = unit.pose.position;
    auto accepted = [&](Vec2 to) {
        ManoeuvreDrag drag;
        drag.kind = ManoeuvreDrag::Kind::Move;
        drag.unitId = unit.id;
        drag.to = Pose{to, unit.pose.facingDegrees};
        drag.mode = mode;
        const std::optional<ManoeuvreOffer> offer = referee.offerDrag(state, drag);
        return offer && offer->verdict.legal;
    };
    const Table& table = state.setup().scenario->table;
    const int rays = std::max(8, static_cast<int>(std::round(360.0 / sampling.stepDegrees)));
    const int samples = std::max(1, sampling.samplesPerRay);
    std::vector<Vec2> area;
    area.reserve(static_cast<std::size_t>(rays));
    bool anywhere = false;
    for (int i = 0; i < rays; ++i) {
        const Vec2 direction = Pose::directionOf(unit.pose.facingDegrees + 360.0 * i / rays);
        // Never further than the table: a move off it is refused anyway, and a
        // ray that ran on would only cost checks.
        const double limit =
            std::min(reachInches, geometry::distanceToTableEdge(table, from, direction));
        double reached = 0.0;
        double refused = -1.0;
        for (int s = 1; s <= samples; ++s) {
            const double along = limit * s / samples;
            if (!accepted(from + direction * along)) {
                refused = along;
                break;
            }
            reached = along;
        }
        // The end lies between the last move accepted and the first refused.
        if (refused > 0) {
            for (int b = 0; b < sampling.bisections; ++b) {
                const double middle = (reached + refused) / 2.0;
                (accepted(from + direction * middle) ? reached : refused) = middle;
            }
        }
        anywhere = anywhere || reached > 1e-6;
        area.push_back(from + direction * reached);
    }
    if (!anywhere) {
        return {};
    }
    return area;
}

}  // namespace adjutant
