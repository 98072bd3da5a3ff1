#include "core/referee/fireeffect/FireEffectGameState.h"

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/json/ExpectObject.h"
#include "core/json/JsonLists.h"
#include "core/json/JsonReader.h"
#include "core/model/EnumKeys.h"
#include "core/referee/RulesetStateOf.h"
#include "core/referee/SideOrder.h"
#include "core/referee/UnitStatusMap.h"
#include "core/referee/UnitStatusReading.h"

namespace adjutant {

namespace {

constexpr EnumKeys<FireEffectBrokenState, 3> kBrokenStates{{
    {FireEffectBrokenState::Fleeing, "fleeing"},
    {FireEffectBrokenState::Checked, "checked"},
    {FireEffectBrokenState::Rallied, "rallied"},
}};

nlohmann::json groupToJson(const FireEffectBrokenGroup& g) {
    return {{"figures", g.figures},
            {"position", {g.position.x, g.position.y}},
            {"state", fireEffectBrokenStateKey(g.state)},
            {"ownHalvesChecked", g.ownHalvesChecked},
            {"halfBroken", g.halfBroken}};
}

FireEffectBrokenGroup readGroup(const JsonReader& j) {
    FireEffectBrokenGroup g;
    if (!expectObject(j, "a broken group")) {
        return g;
    }
    j.warnUnknownMembers({"figures", "position", "state", "ownHalvesChecked", "halfBroken"});
    g.figures = j.optionalInt("figures", 0, 0);
    const std::vector<JsonReader> position = j.optionalArray("position");
    if (position.size() == 2) {
        g.position =
            Vec2{position[0].asNumber().value_or(0.0), position[1].asNumber().value_or(0.0)};
    } else if (j.has("position")) {
        j.errorAt("position", "expected a point [x, y] in table inches");
    }
    const std::string state = j.optionalString("state", "fleeing");
    g.state = fireEffectBrokenStateFromKey(state);
    if (fireEffectBrokenStateKey(g.state) != state) {
        j.errorAt("state",
                  "expected \"fleeing\", \"checked\" or \"rallied\", found \"" + state + "\"");
    }
    g.ownHalvesChecked = j.optionalInt("ownHalvesChecked", 0, 0);
    g.halfBroken = j.optionalInt("halfBroken", 0);  // before the game: below 0
    return g;
}

std::map<std::string, std::vector<int>> readPaceHistory(const JsonReader& j) {
    std::map<std::string, std::vector<int>> history;
    const JsonReader node = optionalObject(j, "paceHistory");
    if (!node.present()) {
        return history;
    }
    for (const auto& [pace, halves] : node.members()) {
        std::vector<int>& list = history[pace];
        for (const JsonReader& half : halves.elements()) {
            if (auto value = half.asInt(0)) {
                list.push_back(*value);
            }
        }
    }
    return history;
}

}  // namespace

std::string fireEffectBrokenStateKey(FireEffectBrokenState state) {
    return std::string(keyIn(kBrokenStates, state, "fleeing"));
}

FireEffectBrokenState fireEffectBrokenStateFromKey(const std::string& key) {
    return valueNamedIn(kBrokenStates, key).value_or(FireEffectBrokenState::Fleeing);
}

nlohmann::json FireEffectUnitState::toJson() const {
    // Only what differs from a fresh unit is written (reading gives the rest
    // back): the state is written and hashed after every command, and a long
    // line of units that have done nothing yet should cost next to nothing.
    static const FireEffectUnitState kFresh{};
    nlohmann::json json = nlohmann::json::object();
    const auto put = [&json](const char* key, const auto& value, const auto& fresh) {
        if (!(value == fresh)) {
            json[key] = value;
        }
    };
    put("prone", prone, kFresh.prone);
    put("dismounted", dismounted, kFresh.dismounted);
    put("yardsMoved", yardsMoved, kFresh.yardsMoved);
    put("pace", pace, kFresh.pace);
    put("limberOperations", limberOperations, kFresh.limberOperations);
    put("formationChanges", formationChanges, kFresh.formationChanges);
    put("riverCrossings", riverCrossings, kFresh.riverCrossings);
    put("mountOperations", mountOperations, kFresh.mountOperations);
    put("fired", fired, kFresh.fired);
    if (!(charge == kFresh.charge)) {
        json["charge"] = {{"target", charge.target},
                          {"willFire", charge.willFire},
                          {"startYards", charge.startYards},
                          {"contact", charge.contact}};
    }
    put("failedToStand", failedToStand, kFresh.failedToStand);
    put("paceHistory", paceHistory, kFresh.paceHistory);
    put("gunsSilenced", gunsSilenced, kFresh.gunsSilenced);
    if (!brokenGroups.empty()) {
        nlohmann::json groups = nlohmann::json::array();
        for (const FireEffectBrokenGroup& g : brokenGroups) {
            groups.push_back(groupToJson(g));
        }
        json["brokenGroups"] = std::move(groups);
    }
    put("carriedFraction", carriedFraction, kFresh.carriedFraction);
    put("offTable", offTable, kFresh.offTable);
    return json;
}

FireEffectUnitState FireEffectUnitState::read(const JsonReader& j) {
    FireEffectUnitState s;
    // An absent status is a fresh one.
    if (!j.present() || !expectObject(j, "a unit's status")) {
        return s;
    }
    j.warnUnknownMembers({"prone", "dismounted", "yardsMoved", "pace", "limberOperations",
                          "formationChanges", "mountOperations", "fired", "charge", "failedToStand",
                          "paceHistory", "gunsSilenced", "brokenGroups", "carriedFraction",
                          "offTable", "riverCrossings"});
    s.prone = j.optionalBool("prone", false);
    s.dismounted = j.optionalBool("dismounted", false);
    s.yardsMoved = j.optionalNumber("yardsMoved", 0.0, 0.0);
    s.pace = j.optionalString("pace");
    s.limberOperations = j.optionalInt("limberOperations", 0, 0);
    s.formationChanges = j.optionalInt("formationChanges", 0, 0);
    s.riverCrossings = j.optionalInt("riverCrossings", 0, 0);
    s.mountOperations = j.optionalInt("mountOperations", 0, 0);
    s.fired = j.optionalBool("fired", false);
    if (const JsonReader charge = optionalObject(j, "charge"); charge.present()) {
        charge.warnUnknownMembers({"target", "willFire", "startYards", "contact"});
        s.charge.target = charge.optionalString("target");
        s.charge.willFire = charge.optionalBool("willFire", false);
        s.charge.startYards = charge.optionalNumber("startYards", 0.0, 0.0);
        s.charge.contact = charge.optionalBool("contact", false);
    }
    s.failedToStand = j.optionalBool("failedToStand", false);
    s.paceHistory = readPaceHistory(j);
    s.gunsSilenced = j.optionalInt("gunsSilenced", 0, 0);
    for (const JsonReader& g : j.optionalArray("brokenGroups")) {
        s.brokenGroups.push_back(readGroup(g));
    }
    s.carriedFraction = j.optionalNumber("carriedFraction", 0.0, 0.0);
    s.offTable = j.optionalBool("offTable", false);
    return s;
}

FireEffectUnitState FireEffectUnitState::fromJson(const nlohmann::json& json) {
    return unitStatusFromCheckedJson<FireEffectUnitState>(json);
}

nlohmann::json FireEffectGameState::toJson() const {
    nlohmann::json orders = nlohmann::json::object();
    for (const auto& [firer, order] : fireOrders) {
        orders[firer] = {{"target", order.target}, {"mode", order.mode}};
    }
    // The log and the contacts keep their order: it is the order they are resolved in.
    nlohmann::json volleys = nlohmann::json::array();
    for (const FireEffectVolley& v : volleyLog) {
        volleys.push_back({{"firer", v.firer},
                           {"target", v.target},
                           {"casualties", v.casualties},
                           {"figuresBefore", v.figuresBefore}});
    }
    nlohmann::json contactJson = nlohmann::json::array();
    for (const FireEffectContact& c : contacts) {
        contactJson.push_back({{"attacker", c.attacker}, {"defender", c.defender}});
    }
    return {{"units", unitStatusesToJson(units)}, {"halfOrder", halfOrder},
            {"initiativeRolls", initiativeRolls}, {"fireOrders", std::move(orders)},
            {"volleyLog", std::move(volleys)},    {"contacts", std::move(contactJson)}};
}

bool FireEffectGameState::sameAs(const RulesetGameState& other) const {
    const auto* fireEffect = dynamic_cast<const FireEffectGameState*>(&other);
    return fireEffect && units == fireEffect->units && halfOrder == fireEffect->halfOrder &&
           initiativeRolls == fireEffect->initiativeRolls && fireOrders == fireEffect->fireOrders &&
           volleyLog == fireEffect->volleyLog && contacts == fireEffect->contacts;
}

std::unique_ptr<RulesetGameState> FireEffectGameState::create(const GameSetup& setup) {
    auto state = std::make_unique<FireEffectGameState>();
    state->units = scenarioUnitStatuses<FireEffectUnitState>(setup);
    state->halfOrder = sidesInScenarioOrder(setup);
    return state;
}

std::unique_ptr<RulesetGameState> FireEffectGameState::fromJson(const JsonReader& json,
                                                                const GameSetup& setup) {
    if (!json.isObject()) {
        json.error("expected the Fire Effect state as an object");
        return nullptr;
    }
    auto state = std::make_unique<FireEffectGameState>();
    state->units = readUnitStatuses<FireEffectUnitState>(json);
    state->halfOrder = readSideOrder(json, "halfOrder", setup);
    state->initiativeRolls = readIntList(json, "initiativeRolls", 1);
    if (const JsonReader orders = optionalObject(json, "fireOrders"); orders.present()) {
        for (const auto& [firer, order] : orders.members()) {
            if (!expectObject(order, "a fire order")) {
                continue;
            }
            state->fireOrders[firer] = {order.optionalString("target"),
                                        order.optionalString("mode")};
        }
    }
    for (const JsonReader& v : json.optionalArray("volleyLog")) {
        if (!expectObject(v, "a volley")) {
            continue;
        }
        state->volleyLog.push_back({v.optionalString("firer"), v.optionalString("target"),
                                    v.optionalInt("casualties", 0, 0),
                                    v.optionalInt("figuresBefore", 0, 0)});
    }
    for (const JsonReader& c : json.optionalArray("contacts")) {
        if (!expectObject(c, "a contact")) {
            continue;
        }
        state->contacts.push_back({c.optionalString("attacker"), c.optionalString("defender")});
    }
    return state;
}

FireEffectGameState& fireEffectState(GameState& state) {
    return rulesetStateOf<FireEffectGameState>(state, "Fire Effect");
}

const FireEffectGameState& fireEffectState(const GameState& state) {
    return rulesetStateOf<FireEffectGameState>(state, "Fire Effect");
}

}  // namespace adjutant
