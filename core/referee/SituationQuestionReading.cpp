#include "core/referee/SituationQuestionReading.h"

#include <fmt/format.h>

namespace adjutant {

const Unit* requireQuestionUnit(const GameState& state, const JsonReader& question,
                                std::string_view key) {
    const std::string id = question.requireString(key);
    if (id.empty()) {
        // Missing or not a string has been reported; an empty id names no unit either.
        if (question.child(key).isString()) {
            question.errorAt(key, "expected the id of a unit in this situation, found \"\"");
        }
        return nullptr;
    }
    const Unit* unit = state.findUnit(id);
    if (!unit) {
        question.errorAt(key, fmt::format("no unit \"{}\" in this situation", id));
    }
    return unit;
}

std::optional<std::string> requireQuestionUnitId(const GameState& state, const JsonReader& question,
                                                 std::string_view key) {
    const Unit* unit = requireQuestionUnit(state, question, key);
    return unit ? std::optional<std::string>(unit->id) : std::nullopt;
}

void readSituationPhasingSide(GameState& state, const JsonReader& situation) {
    if (!situation.has("phasingSide")) {
        return;
    }
    const std::string id = situation.requireString("phasingSide");
    const auto& sides = state.setup().scenario->sides;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (sides[i].id == id) {
            state.setSideToAct(static_cast<int>(i));
            return;
        }
    }
    situation.errorAt("phasingSide", fmt::format("no side \"{}\" in this situation", id));
}

}  // namespace adjutant
