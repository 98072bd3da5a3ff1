#include "tests/rulesets/drill/DrillGameState.h"

#include <stdexcept>

namespace adjutant {

double DrillGameState::moved(const std::string& unitId) const {
    const auto it = movedInches.find(unitId);
    return it == movedInches.end() ? 0.0 : it->second;
}

void DrillGameState::addMove(const std::string& unitId, double inches) {
    if (inches > 0) {
        movedInches[unitId] += inches;
    }
}

std::unique_ptr<RulesetGameState> DrillGameState::clone() const {
    return std::make_unique<DrillGameState>(*this);
}

nlohmann::json DrillGameState::toJson() const {
    nlohmann::json moved = nlohmann::json::object();
    for (const auto& [id, inches] : movedInches) {
        moved[id] = inches;
    }
    return {{"movedInches", std::move(moved)}};
}

bool DrillGameState::sameAs(const RulesetGameState& other) const {
    const auto* drill = dynamic_cast<const DrillGameState*>(&other);
    return drill != nullptr && drill->movedInches == movedInches;
}

std::unique_ptr<RulesetGameState> DrillGameState::create(const GameSetup& /*setup*/) {
    return std::make_unique<DrillGameState>();
}

std::unique_ptr<RulesetGameState> DrillGameState::fromJson(const JsonReader& json,
                                                           const GameSetup& /*setup*/) {
    if (!json.isObject()) {
        json.error("expected the drill state as an object");
        return nullptr;
    }
    json.warnUnknownMembers({"movedInches"});
    auto state = std::make_unique<DrillGameState>();
    const JsonReader moved = json.child("movedInches");
    if (!moved.present()) {
        return state;
    }
    if (!moved.isObject()) {
        moved.error("expected the inches each unit has moved, as an object");
        return state;
    }
    for (const auto& [id, inches] : moved.members()) {
        if (const std::optional<double> value = inches.asNumber(0.0)) {
            state->addMove(id, *value);
        }
    }
    return state;
}

DrillGameState& drillState(GameState& state) {
    auto* drill = dynamic_cast<DrillGameState*>(&state.rulesetState());
    if (drill == nullptr) {
        throw std::logic_error("the game is not run by the drill engine");
    }
    return *drill;
}

const DrillGameState& drillState(const GameState& state) {
    const auto* drill = dynamic_cast<const DrillGameState*>(&state.rulesetState());
    if (drill == nullptr) {
        throw std::logic_error("the game is not run by the drill engine");
    }
    return *drill;
}

}  // namespace adjutant
