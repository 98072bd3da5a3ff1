#include "core/referee/fireeffect/FireEffectGameState.h"

#include <stdexcept>

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"

namespace adjutant {

namespace {

nlohmann::json groupToJson(const FireEffectBrokenGroup& g) {
    return {{"figures", g.figures},
            {"position", {g.position.x, g.position.y}},
            {"state", fireEffectBrokenStateKey(g.state)},
            {"ownHalvesChecked", g.ownHalvesChecked},
            {"halfBroken", g.halfBroken}};
}

FireEffectBrokenGroup groupFromJson(const nlohmann::json& j) {
    FireEffectBrokenGroup g;
    g.figures = j.value("figures", 0);
    const nlohmann::json position = j.value("position", nlohmann::json::array());
    if (position.is_array() && position.size() == 2) {
        g.position = Vec2{position[0].get<double>(), position[1].get<double>()};
    }
    g.state = fireEffectBrokenStateFromKey(j.value("state", std::string("fleeing")));
    g.ownHalvesChecked = j.value("ownHalvesChecked", 0);
    g.halfBroken = j.value("halfBroken", 0);
    return g;
}

}  // namespace

std::string fireEffectBrokenStateKey(FireEffectBrokenState state) {
    switch (state) {
        case FireEffectBrokenState::Checked:
            return "checked";
        case FireEffectBrokenState::Rallied:
            return "rallied";
        case FireEffectBrokenState::Fleeing:
            break;
    }
    return "fleeing";
}

FireEffectBrokenState fireEffectBrokenStateFromKey(const std::string& key) {
    if (key == "checked") {
        return FireEffectBrokenState::Checked;
    }
    if (key == "rallied") {
        return FireEffectBrokenState::Rallied;
    }
    return FireEffectBrokenState::Fleeing;
}

nlohmann::json FireEffectUnitState::toJson() const {
    nlohmann::json groups = nlohmann::json::array();
    for (const FireEffectBrokenGroup& g : brokenGroups) {
        groups.push_back(groupToJson(g));
    }
    return {{"prone", prone},
            {"dismounted", dismounted},
            {"yardsMoved", yardsMoved},
            {"pace", pace},
            {"limberOperations", limberOperations},
            {"formationChanges", formationChanges},
            {"mountOperations", mountOperations},
            {"fired", fired},
            {"charge",
             {{"target", charge.target},
              {"willFire", charge.willFire},
              {"startYards", charge.startYards},
              {"contact", charge.contact}}},
            {"failedToStand", failedToStand},
            {"paceHistory", paceHistory},
            {"gunsSilenced", gunsSilenced},
            {"brokenGroups", std::move(groups)},
            {"carriedFraction", carriedFraction},
            {"offTable", offTable}};
}

FireEffectUnitState FireEffectUnitState::fromJson(const nlohmann::json& j) {
    FireEffectUnitState s;
    if (!j.is_object()) {
        return s;
    }
    s.prone = j.value("prone", false);
    s.dismounted = j.value("dismounted", false);
    s.yardsMoved = j.value("yardsMoved", 0.0);
    s.pace = j.value("pace", std::string());
    s.limberOperations = j.value("limberOperations", 0);
    s.formationChanges = j.value("formationChanges", 0);
    s.mountOperations = j.value("mountOperations", 0);
    s.fired = j.value("fired", false);
    const nlohmann::json charge = j.value("charge", nlohmann::json::object());
    s.charge.target = charge.value("target", std::string());
    s.charge.willFire = charge.value("willFire", false);
    s.charge.startYards = charge.value("startYards", 0.0);
    s.charge.contact = charge.value("contact", false);
    s.failedToStand = j.value("failedToStand", false);
    s.paceHistory = j.value("paceHistory", std::map<std::string, std::vector<int>>{});
    s.gunsSilenced = j.value("gunsSilenced", 0);
    for (const nlohmann::json& g : j.value("brokenGroups", nlohmann::json::array())) {
        s.brokenGroups.push_back(groupFromJson(g));
    }
    s.carriedFraction = j.value("carriedFraction", 0.0);
    s.offTable = j.value("offTable", false);
    return s;
}

const FireEffectUnitState& FireEffectGameState::unit(const std::string& id) const {
    static const FireEffectUnitState fresh;
    auto it = units.find(id);
    return it == units.end() ? fresh : it->second;
}

std::unique_ptr<RulesetGameState> FireEffectGameState::clone() const {
    return std::make_unique<FireEffectGameState>(*this);
}

nlohmann::json FireEffectGameState::toJson() const {
    nlohmann::json unitJson = nlohmann::json::object();
    for (const auto& [id, s] : units) {
        unitJson[id] = s.toJson();
    }
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
    return {{"units", std::move(unitJson)},       {"halfOrder", halfOrder},
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
    if (setup.scenario) {
        for (const Unit& unit : setup.scenario->units) {
            state->units[unit.id] = FireEffectUnitState::fromJson(unit.status);
        }
        for (int side = 0; side < static_cast<int>(setup.scenario->sides.size()); ++side) {
            state->halfOrder.push_back(side);
        }
    }
    return state;
}

std::unique_ptr<RulesetGameState> FireEffectGameState::fromJson(const JsonReader& json,
                                                                const GameSetup& /*setup*/) {
    if (!json.isObject()) {
        json.error("expected the Fire Effect state as an object");
        return nullptr;
    }
    auto state = std::make_unique<FireEffectGameState>();
    const nlohmann::json& node = json.node();
    // The objects are held here: items() does not keep a temporary alive.
    const nlohmann::json unitsJson = node.value("units", nlohmann::json::object());
    for (const auto& [id, unitJson] : unitsJson.items()) {
        state->units[id] = FireEffectUnitState::fromJson(unitJson);
    }
    state->halfOrder = node.value("halfOrder", std::vector<int>{});
    state->initiativeRolls = node.value("initiativeRolls", std::vector<int>{});
    const nlohmann::json ordersJson = node.value("fireOrders", nlohmann::json::object());
    for (const auto& [firer, order] : ordersJson.items()) {
        state->fireOrders[firer] = {order.value("target", std::string()),
                                    order.value("mode", std::string())};
    }
    for (const nlohmann::json& v : node.value("volleyLog", nlohmann::json::array())) {
        state->volleyLog.push_back({v.value("firer", std::string()),
                                    v.value("target", std::string()), v.value("casualties", 0),
                                    v.value("figuresBefore", 0)});
    }
    for (const nlohmann::json& c : node.value("contacts", nlohmann::json::array())) {
        state->contacts.push_back(
            {c.value("attacker", std::string()), c.value("defender", std::string())});
    }
    return state;
}

FireEffectGameState& fireEffectState(GameState& state) {
    auto* fe = dynamic_cast<FireEffectGameState*>(&state.rulesetState());
    if (!fe) {
        throw std::logic_error("the game is not run by the Fire Effect engine");
    }
    return *fe;
}

const FireEffectGameState& fireEffectState(const GameState& state) {
    const auto* fe = dynamic_cast<const FireEffectGameState*>(&state.rulesetState());
    if (!fe) {
        throw std::logic_error("the game is not run by the Fire Effect engine");
    }
    return *fe;
}

}  // namespace adjutant
