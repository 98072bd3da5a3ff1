#pragma once

// What the read-only game views of Fire Effect and War of Princes
// (FireEffectContext, PrincesContext) ask alike of any game: the option
// readings in force, a unit laid out on the table by the ruleset's bases, the
// distance the rules measure to another unit, and the enemies still in the
// game. Each context keeps its own idea of "still in the game"; the rest is
// the same for both, so it is written once here.

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant {

/// The option readings in force for a game: the setup's reading of each of the
/// ruleset's options that it sets, as the rulesets' rules classes take them.
using ChosenRuleOptions = std::map<std::string, std::string, std::less<>>;
/// Shared, and kept for the last game asked about on this thread: a context is
/// made for every question the referee answers, and building the readings
/// afresh each time was a fifth of a War of Princes game.
std::shared_ptr<const ChosenRuleOptions> chosenRuleOptions(const GameState& state);

/// Everything a unit's layout is made from besides the game's setup (the
/// ruleset and the figure scale, fixed for a game): what layoutSpecFor reads of
/// the unit, and the pose by its bits.
struct UnitLayoutKey {
    std::string type;
    Formation formation = Formation::Line;
    int figures = 0;
    int guns = 0;
    std::uint64_t x = 0;
    std::uint64_t y = 0;
    std::uint64_t facing = 0;

    UnitLayoutKey() = default;
    UnitLayoutKey(const Unit& unit, const Pose& pose, Formation shape);
    bool operator==(const UnitLayoutKey&) const = default;
    /// The unit stands as this key says, its type aside: a unit's type never
    /// changes in a game, and comparing it for every unit each time a spatial
    /// index is brought up to date was a tenth of a War of Princes bound of
    /// 800 a side.
    bool samePlaceAndShape(const Unit& unit) const;
};

/// The unit laid out at `pose` in `formation` by the ruleset's bases for the
/// scenario's figure scale; nothing for a type the ruleset does not know.
std::optional<geometry::UnitLayout> layoutUnitAt(const GameState& state, const Unit& unit,
                                                 const Pose& pose, Formation formation);

/// From the centre of `from`'s front edge to the nearest point of the other
/// unit's layout, in table inches; infinity when it has none.
double distanceToLayout(const Unit& from, const std::optional<geometry::UnitLayout>& to);

/// The units of the other sides that `active` counts as still in the game, in
/// the game's order.
template <typename Active>
std::vector<const Unit*> activeEnemiesOf(const GameState& state, const Unit& unit, Active active) {
    std::vector<const Unit*> enemies;
    for (const Unit& other : state.units()) {
        if (other.side != unit.side && active(other)) {
            enemies.push_back(&other);
        }
    }
    return enemies;
}

}  // namespace adjutant
