#include "core/engine/commands/ChangeFormationCommand.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

namespace adjutant {

ChangeFormationCommand::ChangeFormationCommand(std::string unitId, Formation formation)
    : unitId_(std::move(unitId)), formation_(formation) {}

std::string ChangeFormationCommand::describe() const {
    return fmt::format("{} forms {}", unitId_, formationName(formation_));
}

std::optional<std::string> ChangeFormationCommand::refusal(const GameState& state) const {
    const Unit* unit = state.findUnit(unitId_);
    if (!unit) {
        return fmt::format("there is no unit \"{}\"", unitId_);
    }
    if (unit->formation == formation_) {
        return fmt::format("{} is already in {}", unit->name, formationName(formation_));
    }
    const UnitType* type = state.ruleset().findUnitType(unit->type);
    if (!type) {
        return fmt::format("ruleset \"{}\" has no unit type \"{}\"", state.ruleset().id,
                           unit->type);
    }
    if (std::find(type->formations.begin(), type->formations.end(), formation_) ==
        type->formations.end()) {
        return fmt::format("a {} may not form {}", type->name, formationName(formation_));
    }
    return std::nullopt;
}

void ChangeFormationCommand::perform(GameState& state, DiceSource& /*dice*/) {
    state.editUnit(unitId_)->formation = formation_;
}

void ChangeFormationCommand::writeFields(nlohmann::json& json) const {
    json["unit"] = unitId_;
    json["formation"] = std::string(formationKey(formation_));
}

void ChangeFormationCommand::readFields(const JsonReader& json) {
    unitId_ = json.requireString("unit");
    const std::string key = json.requireString("formation");
    if (const auto formation = formationFromKey(key)) {
        formation_ = *formation;
    } else if (!key.empty()) {
        json.errorAt("formation", fmt::format("unknown formation \"{}\"", key));
    }
}

}  // namespace adjutant
