#include "core/referee/princes/PrincesGameState.h"

#include <algorithm>
#include <stdexcept>

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"

namespace adjutant {

namespace {

nlohmann::json spendingToJson(const PrincesTurnSpending& s) {
    nlohmann::json json(nlohmann::json::value_t::object);
    auto& object = json.get_ref<nlohmann::json::object_t&>();
    object.emplace("allowanceSpent", s.allowanceSpent);
    object.emplace("spentOnFormationWithF", s.spentOnFormationWithF);
    object.emplace("formationChangeWithoutF", s.formationChangeWithoutF);
    object.emplace("facingTurnedDegrees", s.facingTurnedDegrees);
    object.emplace("artilleryMoves", s.artilleryMoves);
    object.emplace("artilleryFires", s.artilleryFires);
    object.emplace("artilleryOtherActions", s.artilleryOtherActions);
    object.emplace("reformed", s.reformed);
    object.emplace("inchesMoved", s.inchesMoved);
    object.emplace("prolonged", s.prolonged);
    return json;
}

PrincesTurnSpending spendingFromJson(const nlohmann::json& j) {
    PrincesTurnSpending s;
    s.allowanceSpent = j.value("allowanceSpent", 0.0);
    s.spentOnFormationWithF = j.value("spentOnFormationWithF", 0.0);
    s.formationChangeWithoutF = j.value("formationChangeWithoutF", false);
    s.facingTurnedDegrees = j.value("facingTurnedDegrees", 0.0);
    s.artilleryMoves = j.value("artilleryMoves", 0);
    s.artilleryFires = j.value("artilleryFires", 0);
    s.artilleryOtherActions = j.value("artilleryOtherActions", 0);
    s.reformed = j.value("reformed", false);
    s.inchesMoved = j.value("inchesMoved", 0.0);
    s.prolonged = j.value("prolonged", false);
    return s;
}

}  // namespace

PrincesMotion PrincesUnitState::motion() const {
    if (routing) {
        return PrincesMotion::Routing;
    }
    if (retiring()) {
        return PrincesMotion::Retiring;
    }
    return movedThisTurn ? PrincesMotion::Moving : PrincesMotion::Halted;
}

nlohmann::json PrincesUnitState::toJson() const {
    // Each member put straight into the object: the same JSON as a braced list
    // of pairs, without building and copying a list first. It is written for
    // the state hash after every command, a quarter of a game's time before.
    nlohmann::json json(nlohmann::json::value_t::object);
    auto& object = json.get_ref<nlohmann::json::object_t&>();
    object.emplace("disordered", disordered);
    object.emplace("routing", routing);
    object.emplace("retiringTurns", retiringTurns);
    object.emplace("haltMarkerTurns", haltMarkerTurns);
    object.emplace("noFireMarker", noFireMarker);
    object.emplace("movedInLastOwnMovement", movedInLastOwnMovement);
    object.emplace("movedThisTurn", movedThisTurn);
    object.emplace("reloadTurns", reloadTurns);
    object.emplace("reloadingThisTurn", reloadingThisTurn);
    object.emplace("spending", spendingToJson(spending));
    object.emplace("distanceMovedThisTurn", distanceMovedThisTurn);
    object.emplace("firedThisTurn", firedThisTurn);
    object.emplace("chargeTargets", chargeTargets);
    object.emplace("chargeInitiated", chargeInitiated);
    object.emplace("chargedThisTurn", chargedThisTurn);
    object.emplace("standPassed", standPassed);
    object.emplace("casualtiesThisStep", casualtiesThisStep);
    object.emplace("firedOnByArtillery", firedOnByArtillery);
    object.emplace("foughtMelee", foughtMelee);
    object.emplace("causedBy", causedBy);
    object.emplace("gunLost", gunLost);
    object.emplace("offTable", offTable);
    if (noBayonets) {  // written only when set: older saves hash the same
        object.emplace("noBayonets", true);
    }
    return json;
}

PrincesUnitState PrincesUnitState::fromJson(const nlohmann::json& j) {
    PrincesUnitState s;
    if (!j.is_object()) {
        return s;
    }
    s.disordered = j.value("disordered", false);
    s.routing = j.value("routing", false);
    s.retiringTurns = j.value("retiringTurns", 0);
    s.haltMarkerTurns = j.value("haltMarkerTurns", 0);
    s.noFireMarker = j.value("noFireMarker", false);
    s.movedInLastOwnMovement = j.value("movedInLastOwnMovement", false);
    s.movedThisTurn = j.value("movedThisTurn", false);
    s.reloadTurns = j.value("reloadTurns", 0);
    s.reloadingThisTurn = j.value("reloadingThisTurn", false);
    if (j.contains("spending")) {
        s.spending = spendingFromJson(j["spending"]);
    }
    s.distanceMovedThisTurn = j.value("distanceMovedThisTurn", 0.0);
    s.firedThisTurn = j.value("firedThisTurn", false);
    s.chargeTargets = j.value("chargeTargets", std::vector<std::string>{});
    s.chargeInitiated = j.value("chargeInitiated", false);
    s.chargedThisTurn = j.value("chargedThisTurn", false);
    s.standPassed = j.value("standPassed", false);
    s.casualtiesThisStep = j.value("casualtiesThisStep", 0);
    s.firedOnByArtillery = j.value("firedOnByArtillery", false);
    s.foughtMelee = j.value("foughtMelee", false);
    s.causedBy = j.value("causedBy", std::string());
    s.gunLost = j.value("gunLost", false);
    s.offTable = j.value("offTable", false);
    s.noBayonets = j.value("noBayonets", false);
    // A scenario may start a unit halted by giving it a halt marker.
    if (j.value("haltMarker", false) && s.haltMarkerTurns == 0) {
        s.haltMarkerTurns = 1;
    }
    return s;
}

const PrincesUnitState& PrincesGameState::unit(const std::string& id) const {
    static const PrincesUnitState fresh;
    auto it = units.find(id);
    return it == units.end() ? fresh : it->second;
}

std::vector<const PrincesMelee*> PrincesGameState::meleesOf(const std::string& id) const {
    std::vector<const PrincesMelee*> found;
    for (const PrincesMelee& melee : melees) {
        if (!melee.ended && (melee.attacker == id || melee.defender == id)) {
            found.push_back(&melee);
        }
    }
    return found;
}

void PrincesGameState::leaveMelees(const std::string& id) {
    std::erase_if(melees,
                  [&](const PrincesMelee& m) { return m.attacker == id || m.defender == id; });
}

std::unique_ptr<RulesetGameState> PrincesGameState::clone() const {
    return std::make_unique<PrincesGameState>(*this);
}

nlohmann::json PrincesGameState::toJson() const {
    nlohmann::json unitJson = nlohmann::json::object();
    for (const auto& [id, s] : units) {
        unitJson[id] = s.toJson();
    }
    // Melees in the order they began: the order they are fought in, which the
    // dice follow, so it is part of the state.
    nlohmann::json meleeJson = nlohmann::json::array();
    for (const PrincesMelee& m : melees) {
        nlohmann::json melee = {{"attacker", m.attacker},
                                {"defender", m.defender},
                                {"attackerCrossedObstacle", m.attackerCrossedObstacle}};
        if (m.ended) {
            melee["ended"] = true;  // written only when set: older saves read unchanged
        }
        meleeJson.push_back(std::move(melee));
    }
    nlohmann::json json = {{"units", std::move(unitJson)},
                           {"turnOrder", turnOrder},
                           {"initiativeRolls", initiativeRolls},
                           {"fireTargets", fireTargets},
                           {"melees", std::move(meleeJson)}};
    if (!fireShots.empty()) {  // absent when nobody chose, so older saves hash the same
        json["fireShots"] = fireShots;
    }
    return json;
}

bool PrincesGameState::sameAs(const RulesetGameState& other) const {
    const auto* princes = dynamic_cast<const PrincesGameState*>(&other);
    return princes && units == princes->units && turnOrder == princes->turnOrder &&
           initiativeRolls == princes->initiativeRolls && fireTargets == princes->fireTargets &&
           fireShots == princes->fireShots && melees == princes->melees;
}

std::unique_ptr<RulesetGameState> PrincesGameState::create(const GameSetup& setup) {
    auto state = std::make_unique<PrincesGameState>();
    if (setup.scenario) {
        for (const Unit& unit : setup.scenario->units) {
            state->units[unit.id] = PrincesUnitState::fromJson(unit.status);
        }
        for (int side = 0; side < static_cast<int>(setup.scenario->sides.size()); ++side) {
            state->turnOrder.push_back(side);
        }
    }
    return state;
}

std::unique_ptr<RulesetGameState> PrincesGameState::fromJson(const JsonReader& json,
                                                             const GameSetup& /*setup*/) {
    if (!json.isObject()) {
        json.error("expected the War of Princes state as an object");
        return nullptr;
    }
    auto state = std::make_unique<PrincesGameState>();
    const nlohmann::json& node = json.node();
    const nlohmann::json unitsJson = node.value("units", nlohmann::json::object());
    for (const auto& [id, unitJson] : unitsJson.items()) {
        state->units[id] = PrincesUnitState::fromJson(unitJson);
    }
    state->turnOrder = node.value("turnOrder", std::vector<int>{});
    state->initiativeRolls = node.value("initiativeRolls", std::vector<int>{});
    state->fireTargets = node.value("fireTargets", std::map<std::string, std::string>{});
    state->fireShots = node.value("fireShots", std::map<std::string, std::string>{});
    const nlohmann::json meleesJson = node.value("melees", nlohmann::json::array());
    for (const nlohmann::json& m : meleesJson) {
        state->melees.push_back(
            {m.value("attacker", std::string()), m.value("defender", std::string()),
             m.value("attackerCrossedObstacle", false), m.value("ended", false)});
    }
    return state;
}

PrincesGameState& princesState(GameState& state) {
    auto* princes = dynamic_cast<PrincesGameState*>(&state.rulesetState());
    if (!princes) {
        throw std::logic_error("the game is not run by the War of Princes engine");
    }
    return *princes;
}

const PrincesGameState& princesState(const GameState& state) {
    const auto* princes = dynamic_cast<const PrincesGameState*>(&state.rulesetState());
    if (!princes) {
        throw std::logic_error("the game is not run by the War of Princes engine");
    }
    return *princes;
}

}  // namespace adjutant
