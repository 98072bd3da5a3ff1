#include "core/referee/tricorne/TricorneGameState.h"

#include <stdexcept>

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"
#include "core/referee/tricorne/TricorneStateCache.h"

namespace adjutant {

const TricorneUnitState& TricorneGameState::unit(const std::string& id) const {
    static const TricorneUnitState fresh;
    const TricorneUnitState* status = statuses_.find(id);
    return status ? *status : fresh;
}

NotedEdit<TricorneUnitState> TricorneGameState::editStatus(const std::string& id) {
    if (const auto place = statuses_.placeOf(id)) {
        return editStatusAt(*place);
    }
    return {statuses_[id], nullptr, 0};  // no unit of the scenario: nothing to lay out again
}

NotedEdit<TricorneUnitState> TricorneGameState::editStatusAt(std::size_t place) {
    return {statuses_.atPlace(place), &statusChanges_, place};
}

const TricorneStateCache& TricorneGameState::cache(const GameState& state) const {
    if (!cache_.data) {
        cache_.data = std::make_shared<TricorneStateCache>(state, *this);
    } else {
        cache_.data->sync(state, *this);
    }
    return *cache_.data;
}

void TricorneGameState::takeDerivedDataFrom(RulesetGameState& source) {
    if (auto* tricorne = dynamic_cast<TricorneGameState*>(&source)) {
        cache_.takeFrom(tricorne->cache_);
    }
}

std::unique_ptr<RulesetGameState> TricorneGameState::clone() const {
    return std::make_unique<TricorneGameState>(*this);
}

nlohmann::json TricorneGameState::toJson() const {
    nlohmann::json json = nlohmann::json::object();
    nlohmann::json unitJson = nlohmann::json::object();
    statuses_.forEach(
        [&](const std::string& id, const TricorneUnitState& s) { unitJson[id] = s.toJson(); });
    json["units"] = std::move(unitJson);
    json["initiative"] = {{"rolled", initiative.rolled},
                          {"side", initiative.side},
                          {"boundsOwed", initiative.boundsOwed}};
    json["orders"] = {{"fireTargets", orders.fireTargets}};
    if (orders.chargesDeclared > 0) {  // absent in saves from before charges
        json["orders"]["chargesDeclared"] = orders.chargesDeclared;
    }
    if (!orders.breakthroughContacts.empty()) {  // absent in saves from before charges
        json["orders"]["breakthroughContacts"] = orders.breakthroughContacts;
    }
    return json;
}

bool TricorneGameState::sameAs(const RulesetGameState& other) const {
    const auto* tricorne = dynamic_cast<const TricorneGameState*>(&other);
    return tricorne && statuses_ == tricorne->statuses_ && initiative == tricorne->initiative &&
           orders == tricorne->orders;
}

std::unique_ptr<RulesetGameState> TricorneGameState::create(const GameSetup& setup) {
    auto state = std::make_unique<TricorneGameState>();
    if (setup.scenario) {
        state->statuses_ = TricorneUnitStatuses(setup.scenario->units);
        state->statusChanges_ = ChangeRevisions(state->statuses_.places());
        for (const Unit& unit : setup.scenario->units) {
            state->statuses_[unit.id] = TricorneUnitState::fromJson(unit.status);
        }
    }
    return state;
}

std::unique_ptr<RulesetGameState> TricorneGameState::fromJson(const JsonReader& json,
                                                              const GameSetup& setup) {
    auto state = std::make_unique<TricorneGameState>();
    if (setup.scenario) {
        state->statuses_ = TricorneUnitStatuses(setup.scenario->units);
        state->statusChanges_ = ChangeRevisions(state->statuses_.places());
    }
    if (!json.isObject()) {
        json.error("expected the Tricorne and Musket state as an object");
        return nullptr;
    }
    for (const auto& [id, unitJson] : json.child("units").members()) {
        state->statuses_[id] = TricorneUnitState::fromJson(unitJson.node());
    }
    const JsonReader initiative = json.child("initiative");
    state->initiative.rolled = initiative.optionalBool("rolled", false);
    state->initiative.side = initiative.optionalInt("side", -1);
    state->initiative.boundsOwed = initiative.optionalInt("boundsOwed", 0, 0);
    state->orders.chargesDeclared = json.child("orders").optionalInt("chargesDeclared", 0, 0);
    for (const JsonReader& contact : json.child("orders").optionalArray("breakthroughContacts")) {
        const std::vector<JsonReader> pair = contact.elements();
        const auto charger = pair.size() == 2 ? pair[0].asString() : std::nullopt;
        const auto contacted = pair.size() == 2 ? pair[1].asString() : std::nullopt;
        if (charger && contacted) {
            state->orders.breakthroughContacts.emplace_back(*charger, *contacted);
        } else {
            contact.error("expected [charger id, contacted unit id]");
        }
    }
    for (const auto& [firer, target] : json.child("orders").child("fireTargets").members()) {
        if (auto targetId = target.asString()) {
            state->orders.fireTargets[firer] = *targetId;
        }
    }
    return state;
}

TricorneGameState& tricorneState(GameState& state) {
    auto* tricorne = dynamic_cast<TricorneGameState*>(&state.rulesetState());
    if (!tricorne) {
        throw std::logic_error("the game is not run by the Tricorne and Musket engine");
    }
    return *tricorne;
}

const TricorneGameState& tricorneState(const GameState& state) {
    const auto* tricorne = dynamic_cast<const TricorneGameState*>(&state.rulesetState());
    if (!tricorne) {
        throw std::logic_error("the game is not run by the Tricorne and Musket engine");
    }
    return *tricorne;
}

}  // namespace adjutant
