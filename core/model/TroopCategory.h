#pragma once

#include <optional>
#include <string_view>

namespace adjutant {

/// What kind of troops a unit type is, the first thing every ruleset asks of
/// a unit: foot, horse or guns (and, in some rulesets, light infantry, machine
/// guns and generals). Data files keep it as a key ("lightInfantry"); the
/// rules compare the enum and look up tables keyed by category with its key.
enum class TroopCategory : unsigned char {
    Infantry,
    LightInfantry,  // Tricorne's catalogue only; reads as infantry where a table has no column
    Cavalry,
    Artillery,
    MachineGun,  // Fire Effect
    General,
};

/// The key used for a category in every data file and table, e.g. "lightInfantry".
std::string_view troopCategoryKey(TroopCategory category);
/// The key of a category that may be unknown: empty for none.
inline std::string_view troopCategoryKey(std::optional<TroopCategory> category) {
    return category ? troopCategoryKey(*category) : std::string_view();
}
/// The category with that key, if any.
std::optional<TroopCategory> troopCategoryFromKey(std::string_view key);
/// What a player reads, e.g. "light infantry".
std::string_view troopCategoryName(TroopCategory category);

/// Foot that stands in line and fires: infantry or light infantry.
inline bool isFoot(TroopCategory category) {
    return category == TroopCategory::Infantry || category == TroopCategory::LightInfantry;
}
inline bool isFoot(std::optional<TroopCategory> category) {
    return category && isFoot(*category);
}

}  // namespace adjutant
