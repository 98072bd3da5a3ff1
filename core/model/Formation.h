#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adjutant {

/// The formations of all three rulesets. A ruleset says which of them each of
/// its unit types may adopt; the geometry knows how each one lays out stands.
enum class Formation {
    Line,               // two ranks (Tricorne); the firing line of every ruleset
    ColumnOfRoute,      // two figures wide (Tricorne)
    MarchColumn,        // narrow road column (War of Princes, Fire Effect)
    ColumnOfDivisions,  // a column two stands wide, for assault (War of Princes)
    SkirmishLine,       // one rank at double spacing; open order, foragers
    Square,             // hollow square, equal faces
    Limbered,           // artillery hooked to its teams
    Unlimbered,         // artillery deployed to fire
};

/// How orderly the stands of a unit are, whatever its formation: an unformed
/// unit's stands are turned diagonally and a reforming unit's are staggered.
enum class Cohesion { Ordered, Unformed, Reforming };

/// The key used for a formation in every data file, e.g. "columnOfRoute".
std::string_view formationKey(Formation formation);
/// The formation with that key, if any.
std::optional<Formation> formationFromKey(std::string_view key);
/// A readable name, e.g. "column of route".
std::string_view formationName(Formation formation);
/// Every formation, in declaration order.
const std::vector<Formation>& allFormations();

std::string_view cohesionKey(Cohesion cohesion);
std::optional<Cohesion> cohesionFromKey(std::string_view key);

}  // namespace adjutant
