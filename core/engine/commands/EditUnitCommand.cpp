#include "core/engine/commands/EditUnitCommand.h"

#include <fmt/format.h>

#include <utility>

#include "core/json/InputLimits.h"

namespace adjutant {

EditUnitCommand::EditUnitCommand(std::string unitId, Changes changes)
    : unitId_(std::move(unitId)), changes_(std::move(changes)) {}

std::string EditUnitCommand::describe() const {
    std::string text = "edit " + unitId_ + ":";
    if (changes_.figures) {
        text += fmt::format(" figures {}", *changes_.figures);
    }
    if (changes_.startFigures) {
        text += fmt::format(" start figures {}", *changes_.startFigures);
    }
    if (changes_.name) {
        text += fmt::format(" name \"{}\"", *changes_.name);
    }
    return text;
}

std::optional<std::string> EditUnitCommand::refusal(const GameState& state) const {
    const Unit* unit = state.findUnit(unitId_);
    if (!unit) {
        return fmt::format("there is no unit \"{}\"", unitId_);
    }
    if (!changes_.figures && !changes_.startFigures && !changes_.name) {
        return std::string("the edit changes nothing");
    }
    if (changes_.name && changes_.name->empty()) {
        return std::string("a unit's name may not be empty");
    }
    const int figures = changes_.figures.value_or(unit->figures);
    const int start = changes_.startFigures.value_or(unit->startFigures);
    if (figures < 0 || start < 0) {
        return std::string("a unit cannot have fewer than 0 figures");
    }
    if (figures > limits::kMaxFiguresPerUnit || start > limits::kMaxFiguresPerUnit) {
        return fmt::format("a unit has at most {} figures", limits::kMaxFiguresPerUnit);
    }
    const std::optional<int> cap = state.ruleset().maxFiguresFor(unit->nation, unit->type);
    if (cap && (figures > *cap || start > *cap)) {
        return fmt::format("a {} {} has at most {} figures in {}", unit->nation, unit->type, *cap,
                           state.ruleset().name);
    }
    return std::nullopt;
}

void EditUnitCommand::perform(GameState& state, DiceSource& /*dice*/) {
    auto unit = state.editUnit(unitId_);
    if (changes_.figures) {
        unit->figures = *changes_.figures;
    }
    if (changes_.startFigures) {
        unit->startFigures = *changes_.startFigures;
    }
    if (changes_.name) {
        unit->name = *changes_.name;
    }
}

void EditUnitCommand::writeFields(nlohmann::json& json) const {
    json["unit"] = unitId_;
    if (changes_.figures) {
        json["figures"] = *changes_.figures;
    }
    if (changes_.startFigures) {
        json["startFigures"] = *changes_.startFigures;
    }
    if (changes_.name) {
        json["name"] = *changes_.name;
    }
}

void EditUnitCommand::readFields(const JsonReader& json) {
    unitId_ = json.requireString("unit");
    if (json.has("figures")) {
        changes_.figures = json.requireInt("figures", 0, limits::kMaxFiguresPerUnit);
    }
    if (json.has("startFigures")) {
        changes_.startFigures = json.requireInt("startFigures", 0, limits::kMaxFiguresPerUnit);
    }
    if (json.has("name")) {
        changes_.name = json.requireString("name");
    }
}

}  // namespace adjutant
