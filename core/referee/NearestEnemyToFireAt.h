#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "core/model/Unit.h"

namespace adjutant {

/// The nearest enemy `unit` may fire at, as a walk over every enemy by
/// distance finds it (ties in the game's order), for the default fire orders
/// of Fire Effect and War of Princes. The few nearest come from the spatial
/// index of `context` (a RulesetUnitContext); only when it may fire at none of
/// them are `fartherEnemies()` asked for: the enemies within its weapon's
/// reach, nearest first, for beyond it the rules refuse fire. Sorting every
/// enemy on the table for each unit would cost more than the whole step.
template <typename Context, typename MayFireAt, typename FartherEnemies>
const Unit* nearestEnemyToFireAt(const Context& context, const Unit& unit, MayFireAt mayFireAt,
                                 FartherEnemies fartherEnemies) {
    constexpr std::size_t kNearestFirst = 8;
    const std::vector<const Unit*> nearest = context.nearestEnemies(unit, kNearestFirst);
    for (const Unit* enemy : nearest) {
        if (mayFireAt(*enemy)) {
            return enemy;
        }
    }
    if (nearest.size() < kNearestFirst) {
        return nullptr;  // those were all the enemies it could see on the table
    }
    for (const Unit* enemy : fartherEnemies()) {
        if (std::find(nearest.begin(), nearest.end(), enemy) == nearest.end() &&
            mayFireAt(*enemy)) {
            return enemy;
        }
    }
    return nullptr;
}

}  // namespace adjutant
