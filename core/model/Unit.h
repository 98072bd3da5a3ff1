#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/model/Formation.h"
#include "core/model/Pose.h"

namespace adjutant {

/// Light guns attached to an infantry battalion (Tricorne and Musket 2.1).
struct AttachedGuns {
    int count = 0;
    std::string weapon;  // a ruleset weapon key, e.g. "gun3lb"
};

/// A unit as a scenario places it: identity, strength, formation and pose.
///
/// Its stands are never stored: the geometry derives them from the formation,
/// the figure count and the ruleset's base sizes for the scenario's figure scale.
/// Ruleset-specific status (shaken, unformed, rout bounds owed, ...) belongs to
/// the game state of the ruleset's engine, which may seed it from `status`.
struct Unit {
    // What the referee reads of nearly every unit it looks at comes first, so
    // that it shares one or two cache lines: a bound walks armies of a
    // thousand and more units many times over, and the names behind it are
    // read only for the journal's text.
    std::string id;
    std::string type;      // a unit type key of the scenario's ruleset
    int side = 0;          // index into Scenario::sides
    int figures = 0;       // figures now
    int startFigures = 0;  // figures at the start of the game
    int guns = 0;          // batteries only: guns represented by the model
    Formation formation = Formation::Line;
    Pose pose;
    std::string name;
    /// A few characters the table shows when the name does not fit ("IR 18/I");
    /// empty: the table shortens the name itself.
    std::string shortName;
    std::string nation;       // defaults to the side's nation
    std::string brigade;      // a brigade id of the unit's side, or empty
    std::string moraleClass;  // overrides the unit type's class when not empty
    std::optional<AttachedGuns> battalionGuns;
    /// Ruleset-specific starting status, read by the ruleset (e.g. {"unformed": true}).
    nlohmann::json status = nlohmann::json::object();
};

}  // namespace adjutant
