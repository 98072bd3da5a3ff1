#include "core/model/TroopCategory.h"

#include <array>
#include <utility>

namespace adjutant {

namespace {

// Key and plain words, in declaration order.
constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kCategories{{
    {"infantry", "infantry"},
    {"lightInfantry", "light infantry"},
    {"cavalry", "cavalry"},
    {"artillery", "artillery"},
    {"machineGun", "machine gun"},
    {"general", "general"},
}};

}  // namespace

std::string_view troopCategoryKey(TroopCategory category) {
    return kCategories[static_cast<std::size_t>(category)].first;
}

std::optional<TroopCategory> troopCategoryFromKey(std::string_view key) {
    for (std::size_t i = 0; i < kCategories.size(); ++i) {
        if (kCategories[i].first == key) {
            return static_cast<TroopCategory>(i);
        }
    }
    return std::nullopt;
}

std::string_view troopCategoryName(TroopCategory category) {
    return kCategories[static_cast<std::size_t>(category)].second;
}

}  // namespace adjutant
