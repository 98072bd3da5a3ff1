#include "core/referee/tricorne/TricorneChargeResponse.h"

#include <fmt/format.h>
#include <unordered_set>

#include <algorithm>
#include <limits>
#include <utility>

#include "core/engine/GameState.h"
#include "core/geometry/Aspect.h"
#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/PlainText.h"
#include "core/referee/tricorne/TricorneChargeDeclaration.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneMoraleGeometry.h"
#include "core/referee/tricorne/TricorneResultActions.h"
#include "core/referee/tricorne/TricorneWords.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

constexpr const char* kTestStep = "responseTests";

// Which case of a split cell applies, as a player reads it: "charged by cavalry".
std::string splitInWords(const std::string& split, const std::string& key, double limitLb) {
    if (split == "charger") {
        return "charged by " + key;
    }
    if (split == "cavalryWeight") {
        return key + " cavalry";
    }
    if (split == "gunWeight") {
        return fmt::format("guns of {} {} lb", key == "atMost" ? "at most" : "more than",
                           formatRulesNumber(limitLb));
    }
    if (split == "aspect") {
        return "charged in the " + key;
    }
    const std::optional<TroopCategory> category = troopCategoryFromKey(key);
    return category ? std::string(troopCategoryName(*category)) : key;
}

// Follows the splits of a cell down to its leaf.
const TricorneOutcome* leafFor(const TricorneOutcome* outcome,
                               const ChargeResponseSituation& situation,
                               std::vector<std::string>& splits, std::string& rule) {
    while (outcome) {
        if (!outcome->rule.empty()) {
            rule = outcome->rule;
        }
        if (outcome->isLeaf()) {
            return outcome;
        }
        std::string key;
        if (outcome->split == "charger") {
            key = troopCategoryKey(situation.chargerArm);
        } else if (outcome->split == "cavalryWeight") {
            key = situation.cavalryWeight;
        } else if (outcome->split == "category") {
            key = troopCategoryKey(situation.category);
        } else if (outcome->split == "gunWeight") {
            key = situation.gunWeightLb <= outcome->limitLb ? "atMost" : "over";
        } else if (outcome->split == "aspect") {
            key = situation.aspect;
        }
        splits.push_back(splitInWords(outcome->split, key, outcome->limitLb));
        outcome = outcome->caseFor(key);
    }
    return nullptr;
}

bool isOnly(const std::vector<std::vector<TricorneAction>>& choices, TricorneActionCode code) {
    return choices.size() == 1 && choices[0].size() == 1 && choices[0][0].code == code;
}

bool contains(const std::vector<TricorneAction>& actions, TricorneActionCode code) {
    return std::any_of(actions.begin(), actions.end(),
                       [&](const TricorneAction& a) { return a.code == code; });
}

// A48: what "obey orders" allows a unit charged.
std::vector<std::vector<TricorneAction>> obeyOrdersChoices(const ChargeResponseSituation& s) {
    std::vector<std::vector<TricorneAction>> choices{
        {actionOf(TricorneActionCode::StandAndReceive)}};
    const bool infantry = isFoot(s.category);
    if (s.canFormSquare) {
        choices.push_back({actionOf(TricorneActionCode::FormSquare)});
    }
    if ((infantry || s.category == TroopCategory::Artillery) && s.shortRange > 0) {
        TricorneAction fire = actionOf(TricorneActionCode::Fire);
        fire.distance = s.shortRange;
        choices.push_back({fire});
    }
    if (infantry || s.category == TroopCategory::Cavalry) {
        TricorneAction counter = actionOf(TricorneActionCode::CounterCharge);
        counter.chargingFactor = false;  // A18 lists no charging column for this case
        choices.push_back({counter});
    }
    return choices;
}

std::vector<std::string> chargersOf(const TricorneContext& context, const std::string& unitId) {
    return context.status(unitId).thisBound.chargedBy;
}

// Of `chargers`, the one whose footprint where it declared its charge came
// nearest the unit's; `first` when none can be measured or they tie.
std::string nearestWhenDeclared(const TricorneContext& context, const std::string& unitId,
                                const std::vector<std::string>& chargers,
                                const std::string& first) {
    const Unit* unit = context.unit(unitId);
    const auto mine = unit ? context.layout(*unit) : geometry::UnitLayoutRef{};
    if (!mine) {
        return first;
    }
    std::string best = first;
    double nearest = std::numeric_limits<double>::infinity();
    for (const std::string& id : chargers) {
        const Unit* charger = context.unit(id);
        if (!charger) {
            continue;
        }
        const TricorneUnitState& s = context.status(id);
        const auto theirs = context.layoutAt(
            *charger,
            Pose{{s.thisBound.chargeFromX, s.thisBound.chargeFromY}, s.thisBound.chargeFromFacing});
        if (!theirs) {
            continue;
        }
        const double d = geometry::distanceBetween(mine->footprint, theirs->footprint);
        if (d < nearest - geometry::kDistanceTolerance) {
            nearest = d;
            best = id;
        }
    }
    return best;
}

// The unit's default choice: form square against cavalry when offered (9.3).
std::size_t defaultChoice(const ChargeResponseRow& row, const ChargeResponseSituation& s) {
    if (s.chargerArm == TroopCategory::Cavalry) {
        for (std::size_t i = 0; i < row.alternatives.size(); ++i) {
            if (contains(row.alternatives[i], TricorneActionCode::FormSquare)) {
                return i;
            }
        }
    }
    return 0;
}

Explanation explainActions(const GameState& state, const std::vector<TricorneAction>& actions,
                           const std::string& rule) {
    Explanation node{actionsInWords(state, actions), std::nullopt, rule, {}, {}};
    for (const TricorneAction& a : actions) {
        node.add(actionInWords(state, a), a.distance ? a.distance : a.bounds, rule);
    }
    return node;
}

}  // namespace

std::string responseKey(const std::vector<TricorneAction>& actions) {
    std::string key;
    for (const TricorneAction& a : actions) {
        key += key.empty() ? "" : "+";
        key += tricorneActionKey(a.code);
        if (a.code == TricorneActionCode::Fire && a.distance) {
            key += "@" + formatRulesNumber(*a.distance);
        }
    }
    return key;
}

ChargeResponseRow lookUpChargeResponse(const TricorneContext& context,
                                       const ChargeResponseSituation& situation, int d) {
    ChargeResponseRow row;
    const TricorneBand* band = context.tables().responseToCharge.find(d);
    if (!band) {
        return row;
    }
    row.band = band->key;
    row.rule = band->rule;
    const TricorneOutcome* leaf = nullptr;
    if (situation.aspect != "front") {
        row.column = "flankOrRear";
        leaf = leafFor(band->column(row.column), situation, row.splits, row.rule);
        if (leaf && isOnly(leaf->choices, TricorneActionCode::UseFrontalEntry)) {
            row.splits.push_back("flank or rear not stated: the frontal entry (A13)");
            leaf = nullptr;
        }
    }
    if (!leaf) {
        row.column = troopCategoryKey(situation.category);
        leaf = leafFor(band->column(row.column), situation, row.splits, row.rule);
    }
    if (!leaf) {
        return row;
    }
    row.alternatives = leaf->choices;
    if (isOnly(row.alternatives, TricorneActionCode::ObeyOrders)) {
        if (situation.chargerArm == TroopCategory::Cavalry &&
            situation.category == TroopCategory::Cavalry &&
            context.option("obeyOrdersRow") == "onlyChargedByInfantry") {
            // A11's other reading leaves cavalry charged by cavalry without an entry: it stands.
            row.alternatives = {{actionOf(TricorneActionCode::StandAndReceive)}};
            row.rule = "A11";
        } else {
            row.obeyOrders = true;
            row.alternatives = obeyOrdersChoices(situation);
        }
    }
    if (!situation.canFormSquare && row.alternatives.size() > 1) {
        std::erase_if(row.alternatives, [](const auto& actions) {
            return contains(actions, TricorneActionCode::FormSquare);
        });
    }
    for (const auto& actions : row.alternatives) {
        row.keys.push_back(responseKey(actions));
    }
    return row;
}

std::vector<ChargeResponder> findChargeResponders(const TricorneContext& context) {
    std::vector<ChargeResponder> responders;
    std::unordered_set<std::string> listed;
    auto known = [&](const std::string& id) { return listed.count(id) > 0; };
    auto testsForItself = [&](const Unit& unit) {
        return takesPartInMorale(context, unit) && moraleTestParentOf(context, unit).empty();
    };
    for (const std::string& chargerId : chargersInOrder(context)) {
        for (const std::string& targetId : context.status(chargerId).thisBound.chargeTargets) {
            const Unit* target = context.unit(targetId);
            if (!target || !testsForItself(*target)) {
                continue;
            }
            if (listed.insert(targetId).second) {
                responders.push_back({targetId, chargerId, {}, chargersOf(context, targetId)});
            }
            // 9.1.2: friends in base contact with a charged unit test too.
            for (const Unit* other : unitsInContactWith(context, *target)) {
                if (other->side != target->side || known(other->id) || !testsForItself(*other) ||
                    !context.status(*other).thisBound.chargedBy.empty()) {
                    continue;
                }
                listed.insert(other->id);
                responders.push_back(
                    {other->id, chargerId, targetId, chargersOf(context, targetId)});
            }
        }
    }
    // Reading `responseAgainst` nearestCharger: of several chargers, the one
    // that stood nearest when the charges were declared (A8, A44.5).
    if (context.option("responseAgainst") == "nearestCharger") {
        for (ChargeResponder& responder : responders) {
            if (responder.chargers.size() > 1) {
                responder.chargerId = nearestWhenDeclared(context, responder.unitId,
                                                          responder.chargers, responder.chargerId);
            }
        }
    }
    return responders;
}

ChargeResponseSituation chargeResponseSituationOf(const TricorneContext& context,
                                                  const ChargeResponder& responder) {
    ChargeResponseSituation s;
    s.aspect = "front";
    const Unit* unit = context.unit(responder.unitId);
    if (!unit) {
        return s;
    }
    if (const TricorneTroopType* troop = context.troop(*unit)) {
        s.category = troop->category;
        s.cavalryWeight = troop->cavalryWeight;
        s.gunWeightLb = troop->gunWeightLb;
    }
    const RulesetDefinition& ruleset = context.state().ruleset();
    if (const UnitType* type = ruleset.findUnitType(unit->type)) {
        s.canFormSquare = std::find(type->formations.begin(), type->formations.end(),
                                    Formation::Square) != type->formations.end();
        if (const TricorneWeaponRow* row = context.tables().weaponRow(type->weapon);
            row && !row->bands.empty()) {
            s.shortRange = row->bands.front().maxRange;
        }
    }
    const auto layout = context.layout(*unit);
    for (const std::string& chargerId : responder.chargers) {
        const Unit* charger = context.unit(chargerId);
        if (!charger) {
            continue;
        }
        if (const TricorneTroopType* troop = context.troop(*charger);
            troop && troop->category == TroopCategory::Cavalry) {
            s.chargerArm = TroopCategory::Cavalry;
        }
        // A44.5: judged where the charger stood when it declared.
        const TricorneUnitState& cs = context.status(chargerId);
        const auto from =
            context.layoutAt(*charger, Pose{{cs.thisBound.chargeFromX, cs.thisBound.chargeFromY},
                                            cs.thisBound.chargeFromFacing});
        if (layout && from && s.aspect == "front") {
            s.aspect =
                std::string(geometry::aspectKey(geometry::aspectOf(*layout, from->footprint)));
        }
    }
    return s;
}

const std::vector<TricorneAction>& ChargeResponseTest::actions() const {
    static const std::vector<TricorneAction> none;
    return chosen < row.alternatives.size() ? row.alternatives[chosen] : none;
}

ChargeResponseTest testChargeResponse(const TricorneContext& context,
                                      const ChargeResponder& responder, DiceSource& dice,
                                      const std::string& choice) {
    ChargeResponseTest test;
    test.responder = responder;
    const Unit* unit = context.unit(responder.unitId);
    const Unit* charger = context.unit(responder.chargerId);
    if (!unit || !charger) {
        throw std::logic_error("charge response test for an unknown unit: " + responder.unitId);
    }
    test.situation = chargeResponseSituationOf(context, responder);
    const TricorneUnitState& s = context.status(*unit);
    Explanation why{"Response to a charge: " + unit->name, std::nullopt, "10", {}, {}};
    why.add(responder.chargedFriend.empty()
                ? "Charged by " + charger->name
                : "In base contact with " + nameOf(context.state(), responder.chargedFriend) +
                      ", charged by " + charger->name,
            std::nullopt, "9.1");
    why.add("Charger", std::nullopt, "A44",
            context.word("categories", troopCategoryKey(test.situation.chargerArm)) + ", on the " +
                test.situation.aspect + " when declared");

    // 9.1.3, 10.1.1: a square formed in an earlier bound does not test against cavalry.
    const bool squareOfOld = unit->formation == Formation::Square &&
                             !s.thisBound.changedFormation &&
                             s.squareFormedBound < context.state().bound();
    Resolution& r = test.resolution;
    r.kind = "chargeResponse";
    r.step = kTestStep;
    r.units = {unit->id, charger->id};
    if (squareOfOld && test.situation.chargerArm == TroopCategory::Cavalry &&
        std::all_of(responder.chargers.begin(), responder.chargers.end(), [&](const auto& id) {
            const Unit* c = context.unit(id);
            const TricorneTroopType* t = c ? context.troop(*c) : nullptr;
            return t && t->category == TroopCategory::Cavalry;
        })) {
        test.exempt = true;
        why.add("In square since an earlier bound, charged by cavalry", std::nullopt, "9.1.3",
                "no test");
        why.note = "exempt";
        r.summary = unit->name + " is in square since an earlier bound: no response test (9.1.3)";
        r.explanation = std::move(why);
        return test;
    }

    Explanation pmsWhy;
    test.pms = presentMoraleStatus(context, unit->id, &pmsWhy);
    const std::string purpose = "charge response: " + unit->id;
    test.die = dice.roll(purpose);
    test.d = test.die - test.pms;
    test.row = lookUpChargeResponse(context, test.situation, test.d);
    const auto picked = std::find(test.row.keys.begin(), test.row.keys.end(), choice);
    test.chosen = picked != test.row.keys.end()
                      ? static_cast<std::size_t>(picked - test.row.keys.begin())
                      : defaultChoice(test.row, test.situation);

    why.add(pmsWhy);
    why.add("Die", test.die, {}, "thrown for " + unit->name);
    const std::string arithmetic = testArithmetic(test.die, test.pms, test.d);
    why.add("The die less the present morale", test.d, "10.2", arithmetic);
    Explanation& result =
        why.add("Result: " + context.word("responses", test.row.band), test.d, test.row.rule,
                "the column for " + context.word("categories", test.row.column));
    for (const std::string& split : test.row.splits) {
        result.add(split, std::nullopt, test.row.rule);
    }
    if (test.row.obeyOrders) {
        result.add("Obey orders: the unit acts as its player wishes", std::nullopt, "A48");
    }
    for (std::size_t i = 0; i < test.row.alternatives.size(); ++i) {
        Explanation option =
            explainActions(context.state(), test.row.alternatives[i], test.row.rule);
        if (test.row.alternatives.size() > 1) {
            option.note = i == test.chosen ? "taken" : "not taken";
        }
        result.add(std::move(option));
    }
    const std::string taken =
        test.row.alternatives.empty()
            ? std::string("no entry")
            : actionsInWords(context.state(), test.row.alternatives[test.chosen]);
    why.value = test.d;
    why.note = "d " + signedWhole(test.d) + ": " + taken;
    r.summary = unit->name + " answers " + possessive(charger->name) + " charge: " + arithmetic +
                ": " + taken;
    r.explanation = std::move(why);
    r.rolls.push_back({test.die, purpose});
    return test;
}

void recordChargeResponse(GameState& state, const ChargeResponseTest& test) {
    auto s = tricorneState(state).editStatus(test.responder.unitId);
    s->thisBound.chargeResponseTested = true;
    s->thisBound.chargeResponseTo = test.responder.chargerId;
    s->thisBound.chargeResponseD = test.d;
    s->thisBound.chargeResponseAlternatives = test.row.keys;
    s->thisBound.chargeResponse = test.exempt                          ? std::string("exempt")
                                  : test.chosen < test.row.keys.size() ? test.row.keys[test.chosen]
                                                                       : std::string{};
}

std::vector<Resolution> resolveResponseTestsStep(
    GameState& state, DiceSource& dice, const std::map<std::string, std::string>& choices) {
    // Reserved: a test moved to a grown array is read again, when the tests of
    // a large army are long out of the cache.
    std::vector<ChargeResponseTest> tests;
    {
        const TricorneContext context(state);
        const std::vector<ChargeResponder> responders = findChargeResponders(context);
        tests.reserve(responders.size());
        for (const ChargeResponder& responder : responders) {
            auto choice = choices.find(responder.unitId);
            tests.push_back(
                testChargeResponse(context, responder, dice,
                                   choice == choices.end() ? std::string{} : choice->second));
        }
    }
    return applyOutcomes(state, tests, recordChargeResponse);
}

std::optional<std::string> chooseChargeResponse(GameState& state, const std::string& unitId,
                                                const std::string& key) {
    const TricorneUnitState& current = std::as_const(tricorneState(state)).unit(unitId);
    const auto& offered = current.thisBound.chargeResponseAlternatives;
    if (std::find(offered.begin(), offered.end(), key) == offered.end()) {
        std::string list;
        for (const std::string& k : offered) {
            list += (list.empty() ? "" : ", ") + k;
        }
        return fmt::format("{} was not offered '{}' (offered: {})", unitId, key,
                           list.empty() ? std::string("nothing") : list);
    }
    tricorneState(state).editStatus(unitId)->thisBound.chargeResponse = key;
    return std::nullopt;
}

std::vector<TricorneAction> recordedResponseActions(const TricorneContext& context,
                                                    const std::string& unitId) {
    const TricorneUnitState& s = context.status(unitId);
    if (!s.thisBound.chargeResponseTested || s.thisBound.chargeResponse == "exempt") {
        return {};  // before finding the responders, which costs a scan of the charges
    }
    for (const ChargeResponder& responder : findChargeResponders(context)) {
        if (responder.unitId == unitId) {
            return recordedResponseActions(context, responder);
        }
    }
    return {};
}

std::vector<TricorneAction> recordedResponseActions(const TricorneContext& context,
                                                    const ChargeResponder& responder) {
    const TricorneUnitState& s = context.status(responder.unitId);
    if (!s.thisBound.chargeResponseTested || s.thisBound.chargeResponse == "exempt") {
        return {};
    }
    const ChargeResponseRow row = lookUpChargeResponse(
        context, chargeResponseSituationOf(context, responder), s.thisBound.chargeResponseD);
    for (std::size_t i = 0; i < row.keys.size(); ++i) {
        if (row.keys[i] == s.thisBound.chargeResponse) {
            return row.alternatives[i];
        }
    }
    return row.alternatives.empty() ? std::vector<TricorneAction>{} : row.alternatives.front();
}

}  // namespace adjutant
