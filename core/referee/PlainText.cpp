#include "core/referee/PlainText.h"

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/model/DisplayName.h"

namespace adjutant {

std::string wordFor(const GameState& state, std::string_view group, std::string_view key) {
    return state.ruleset().word(group, key);
}

std::string nameOf(const GameState& state, std::string_view id) {
    if (const Unit* unit = state.findUnit(std::string(id))) {
        return displayName(*unit);
    }
    if (const auto& scenario = state.setup().scenario) {
        for (const Side& side : scenario->sides) {
            for (const General& general : side.generals) {
                if (general.id == id) {
                    return displayName(general);
                }
            }
        }
    }
    return std::string(id);
}

std::string sideName(const GameState& state, int side) {
    const auto& scenario = state.setup().scenario;
    if (!scenario || side < 0 || side >= static_cast<int>(scenario->sides.size())) {
        return "side " + std::to_string(side + 1);
    }
    const Side& entry = scenario->sides[static_cast<std::size_t>(side)];
    return displayName(entry);
}

}  // namespace adjutant
