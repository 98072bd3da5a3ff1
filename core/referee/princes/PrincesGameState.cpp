#include "core/referee/princes/PrincesGameState.h"

#include <algorithm>

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/json/ExpectObject.h"
#include "core/json/JsonLists.h"
#include "core/json/JsonReader.h"
#include "core/referee/RulesetStateOf.h"
#include "core/referee/SideOrder.h"
#include "core/referee/UnitStatusMap.h"
#include "core/referee/UnitStatusReading.h"

namespace adjutant {

namespace {

nlohmann::json spendingToJson(const PrincesTurnSpending& s) {
    return {{"allowanceSpent", s.allowanceSpent},
            {"spentOnFormationWithF", s.spentOnFormationWithF},
            {"formationChangeWithoutF", s.formationChangeWithoutF},
            {"facingTurnedDegrees", s.facingTurnedDegrees},
            {"artilleryMoves", s.artilleryMoves},
            {"artilleryFires", s.artilleryFires},
            {"artilleryOtherActions", s.artilleryOtherActions},
            {"reformed", s.reformed},
            {"inchesMoved", s.inchesMoved},
            {"prolonged", s.prolonged}};
}

PrincesTurnSpending readSpending(const JsonReader& j) {
    PrincesTurnSpending s;
    if (!j.present()) {
        return s;
    }
    j.warnUnknownMembers({"allowanceSpent", "spentOnFormationWithF", "formationChangeWithoutF",
                          "facingTurnedDegrees", "artilleryMoves", "artilleryFires",
                          "artilleryOtherActions", "reformed", "inchesMoved", "prolonged"});
    s.allowanceSpent = j.optionalNumber("allowanceSpent", 0.0, 0.0);
    s.spentOnFormationWithF = j.optionalNumber("spentOnFormationWithF", 0.0, 0.0);
    s.formationChangeWithoutF = j.optionalBool("formationChangeWithoutF", false);
    s.facingTurnedDegrees = j.optionalNumber("facingTurnedDegrees", 0.0);
    s.artilleryMoves = j.optionalInt("artilleryMoves", 0, 0);
    s.artilleryFires = j.optionalInt("artilleryFires", 0, 0);
    s.artilleryOtherActions = j.optionalInt("artilleryOtherActions", 0, 0);
    s.reformed = j.optionalBool("reformed", false);
    s.inchesMoved = j.optionalNumber("inchesMoved", 0.0, 0.0);
    s.prolonged = j.optionalBool("prolonged", false);
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
    // Only what differs from a fresh unit is written (reading gives the rest
    // back): the state is written and hashed after every command, and a long
    // line of units that have done nothing yet should cost next to nothing.
    static const PrincesUnitState kFresh{};
    nlohmann::json json = nlohmann::json::object();
    const auto put = [&json](const char* key, const auto& value, const auto& fresh) {
        if (!(value == fresh)) {
            json[key] = value;
        }
    };
    put("disordered", disordered, kFresh.disordered);
    put("routing", routing, kFresh.routing);
    put("retiringTurns", retiringTurns, kFresh.retiringTurns);
    put("haltMarkerTurns", haltMarkerTurns, kFresh.haltMarkerTurns);
    put("noFireMarker", noFireMarker, kFresh.noFireMarker);
    put("movedInLastOwnMovement", movedInLastOwnMovement, kFresh.movedInLastOwnMovement);
    put("movedThisTurn", movedThisTurn, kFresh.movedThisTurn);
    put("reloadTurns", reloadTurns, kFresh.reloadTurns);
    put("reloadingThisTurn", reloadingThisTurn, kFresh.reloadingThisTurn);
    if (!(spending == kFresh.spending)) {
        json["spending"] = spendingToJson(spending);
    }
    put("distanceMovedThisTurn", distanceMovedThisTurn, kFresh.distanceMovedThisTurn);
    put("firedThisTurn", firedThisTurn, kFresh.firedThisTurn);
    put("chargeTargets", chargeTargets, kFresh.chargeTargets);
    put("chargeInitiated", chargeInitiated, kFresh.chargeInitiated);
    put("chargedThisTurn", chargedThisTurn, kFresh.chargedThisTurn);
    put("standPassed", standPassed, kFresh.standPassed);
    put("casualtiesThisStep", casualtiesThisStep, kFresh.casualtiesThisStep);
    put("firedOnByArtillery", firedOnByArtillery, kFresh.firedOnByArtillery);
    put("foughtMelee", foughtMelee, kFresh.foughtMelee);
    put("causedBy", causedBy, kFresh.causedBy);
    put("gunLost", gunLost, kFresh.gunLost);
    put("offTable", offTable, kFresh.offTable);
    put("noBayonets", noBayonets, kFresh.noBayonets);
    return json;
}

PrincesUnitState PrincesUnitState::read(const JsonReader& j) {
    PrincesUnitState s;
    // An absent status is a fresh one.
    if (!j.present() || !expectObject(j, "a unit's status")) {
        return s;
    }
    j.warnUnknownMembers({"disordered",
                          "routing",
                          "retiringTurns",
                          "haltMarkerTurns",
                          "noFireMarker",
                          "movedInLastOwnMovement",
                          "movedThisTurn",
                          "reloadTurns",
                          "reloadingThisTurn",
                          "spending",
                          "distanceMovedThisTurn",
                          "firedThisTurn",
                          "chargeTargets",
                          "chargeInitiated",
                          "chargedThisTurn",
                          "standPassed",
                          "casualtiesThisStep",
                          "firedOnByArtillery",
                          "foughtMelee",
                          "causedBy",
                          "gunLost",
                          "offTable",
                          "noBayonets",
                          "haltMarker"});
    s.disordered = j.optionalBool("disordered", false);
    s.routing = j.optionalBool("routing", false);
    s.retiringTurns = j.optionalInt("retiringTurns", 0, 0);
    s.haltMarkerTurns = j.optionalInt("haltMarkerTurns", 0, 0);
    s.noFireMarker = j.optionalBool("noFireMarker", false);
    s.movedInLastOwnMovement = j.optionalBool("movedInLastOwnMovement", false);
    s.movedThisTurn = j.optionalBool("movedThisTurn", false);
    s.reloadTurns = j.optionalInt("reloadTurns", 0, 0);
    s.reloadingThisTurn = j.optionalBool("reloadingThisTurn", false);
    s.spending = readSpending(optionalObject(j, "spending"));
    s.distanceMovedThisTurn = j.optionalNumber("distanceMovedThisTurn", 0.0, 0.0);
    s.firedThisTurn = j.optionalBool("firedThisTurn", false);
    s.chargeTargets = readStringList(j, "chargeTargets");
    s.chargeInitiated = j.optionalBool("chargeInitiated", false);
    s.chargedThisTurn = j.optionalBool("chargedThisTurn", false);
    s.standPassed = j.optionalBool("standPassed", false);
    s.casualtiesThisStep = j.optionalInt("casualtiesThisStep", 0, 0);
    s.firedOnByArtillery = j.optionalBool("firedOnByArtillery", false);
    s.foughtMelee = j.optionalBool("foughtMelee", false);
    s.causedBy = j.optionalString("causedBy");
    s.gunLost = j.optionalBool("gunLost", false);
    s.offTable = j.optionalBool("offTable", false);
    s.noBayonets = j.optionalBool("noBayonets", false);
    // A scenario may start a unit halted by giving it a halt marker.
    if (j.optionalBool("haltMarker", false) && s.haltMarkerTurns == 0) {
        s.haltMarkerTurns = 1;
    }
    return s;
}

PrincesUnitState PrincesUnitState::fromJson(const nlohmann::json& json) {
    return unitStatusFromCheckedJson<PrincesUnitState>(json);
}

void PrincesGameState::addMelee(PrincesMelee melee) {
    meleesByUnit_[melee.attacker].push_back(melees_.size());
    if (melee.defender != melee.attacker) {
        meleesByUnit_[melee.defender].push_back(melees_.size());
    }
    melees_.push_back(std::move(melee));
}

void PrincesGameState::removeMelees(const std::function<bool(const PrincesMelee&)>& over) {
    if (std::erase_if(melees_, over) > 0) {
        indexMelees();
    }
}

void PrincesGameState::indexMelees() {
    meleesByUnit_.clear();
    std::vector<PrincesMelee> kept = std::move(melees_);
    melees_.clear();
    for (PrincesMelee& melee : kept) {
        addMelee(std::move(melee));
    }
}

void PrincesGameState::endMeleesAttackedBy(const std::string& id) {
    const auto found = meleesByUnit_.find(id);
    if (found != meleesByUnit_.end()) {
        for (const std::size_t i : found->second) {
            if (melees_[i].attacker == id) {
                melees_[i].ended = true;
            }
        }
    }
}

bool PrincesGameState::meleeRecorded(const std::string& a, const std::string& b) const {
    const auto found = meleesByUnit_.find(a);
    if (found == meleesByUnit_.end()) {
        return false;
    }
    return std::any_of(found->second.begin(), found->second.end(), [&](std::size_t i) {
        const PrincesMelee& m = melees_[i];
        return (m.attacker == a && m.defender == b) || (m.attacker == b && m.defender == a);
    });
}

std::vector<const PrincesMelee*> PrincesGameState::meleesOf(const std::string& id) const {
    std::vector<const PrincesMelee*> found;
    const auto entry = meleesByUnit_.find(id);
    if (entry != meleesByUnit_.end()) {
        for (const std::size_t i : entry->second) {
            if (!melees_[i].ended) {
                found.push_back(&melees_[i]);
            }
        }
    }
    return found;
}

void PrincesGameState::leaveMelees(const std::string& id) {
    removeMelees([&](const PrincesMelee& m) { return m.attacker == id || m.defender == id; });
}

nlohmann::json PrincesGameState::toJson() const {
    // Melees in the order they began: the order they are fought in, which the
    // dice follow, so it is part of the state.
    nlohmann::json meleeJson = nlohmann::json::array();
    for (const PrincesMelee& m : melees_) {
        nlohmann::json melee = {{"attacker", m.attacker},
                                {"defender", m.defender},
                                {"attackerCrossedObstacle", m.attackerCrossedObstacle}};
        if (m.ended) {
            melee["ended"] = true;  // written only when set: older saves read unchanged
        }
        meleeJson.push_back(std::move(melee));
    }
    nlohmann::json json = {{"units", unitStatusesToJson(units)},
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
           fireShots == princes->fireShots && melees_ == princes->melees_;
}

std::unique_ptr<RulesetGameState> PrincesGameState::create(const GameSetup& setup) {
    auto state = std::make_unique<PrincesGameState>();
    state->units = scenarioUnitStatuses<PrincesUnitState>(setup);
    state->turnOrder = sidesInScenarioOrder(setup);
    return state;
}

std::unique_ptr<RulesetGameState> PrincesGameState::fromJson(const JsonReader& json,
                                                             const GameSetup& setup) {
    if (!json.isObject()) {
        json.error("expected the War of Princes state as an object");
        return nullptr;
    }
    auto state = std::make_unique<PrincesGameState>();
    state->units = readUnitStatuses<PrincesUnitState>(json);
    state->turnOrder = readSideOrder(json, "turnOrder", setup);
    state->initiativeRolls = readIntList(json, "initiativeRolls", 1);
    state->fireTargets = readStringMap(json, "fireTargets");
    state->fireShots = readStringMap(json, "fireShots");
    for (const JsonReader& m : json.optionalArray("melees")) {
        if (!expectObject(m, "a melee")) {
            continue;
        }
        state->addMelee({m.optionalString("attacker"), m.optionalString("defender"),
                         m.optionalBool("attackerCrossedObstacle", false),
                         m.optionalBool("ended", false)});
    }
    return state;
}

PrincesGameState& princesState(GameState& state) {
    return rulesetStateOf<PrincesGameState>(state, "War of Princes");
}

const PrincesGameState& princesState(const GameState& state) {
    return rulesetStateOf<PrincesGameState>(state, "War of Princes");
}

}  // namespace adjutant
