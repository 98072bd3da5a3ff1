#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/fireeffect/FireEffectContext.h"

namespace adjutant {

/// Broken groups as targets (7.4, 8.2, F13). A group stays status on its parent
/// unit (saves and hashes keep their shape); to fire at it or charge it, the
/// players and the default orders name it "UNIT/broken-N", N counting the parent's
/// groups from 1 in the order they broke. The referee works such a target out on
/// a stand-in Unit: the parent's type and side, the group's figures, standing at
/// the group's place facing its own rear, in open order or column (option
/// `brokenGroupAsTarget`). Groups of gun crews are not offered: their stand-in
/// would be taken for a gun.
struct FireEffectBrokenGroupRef {
    std::string unitId;
    std::size_t index = 0;  // into the parent's brokenGroups, from 0
};

/// "UNIT/broken-N" for the group at `index` (from 0) of `unitId`.
std::string fireEffectBrokenGroupId(const std::string& unitId, std::size_t index);

/// The parent and index an id of that form names, or nothing (a unit's own id).
std::optional<FireEffectBrokenGroupRef> parseFireEffectBrokenGroupId(std::string_view id);

/// The stand-in for the broken group `id` names, if that group exists and may be
/// a target; nothing otherwise.
std::optional<Unit> fireEffectBrokenGroupStandIn(const FireEffectContext& context,
                                                 const std::string& id);

/// What a fire order or a charge names: a unit of the game (a copy), or a broken
/// group's stand-in; nothing if `id` names neither.
std::optional<Unit> fireEffectTarget(const FireEffectContext& context, const std::string& id);

/// The stand-ins of the broken groups of `unit`'s enemies, nearest first.
std::vector<Unit> fireEffectEnemyBrokenGroups(const FireEffectContext& context, const Unit& unit);

/// The group `id` names in the game, to change it; nullptr if none.
FireEffectBrokenGroup* fireEffectBrokenGroup(GameState& state, const std::string& id);

/// Takes `figures` from the group `id` names. An emptied group stays, with no
/// figures, until pruneFireEffectBrokenGroups, so that the other groups' ids hold
/// while a step is still applying its results.
void removeFireEffectBrokenFigures(GameState& state, const std::string& id, int figures);

/// Drops every broken group left without figures.
void pruneFireEffectBrokenGroups(GameState& state);

}  // namespace adjutant
