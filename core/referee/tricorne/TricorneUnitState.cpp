#include "core/referee/tricorne/TricorneUnitState.h"

#include <array>
#include <utility>

namespace adjutant {

namespace {

constexpr std::array kGunsStates{
    std::pair{GunsState::Manned, std::string_view("manned")},
    std::pair{GunsState::AbandonedForBounds, std::string_view("abandonedForBounds")},
    std::pair{GunsState::AbandonedUntilSafe, std::string_view("abandonedUntilSafe")},
    std::pair{GunsState::AbandonedUntilMorale, std::string_view("abandonedUntilMorale")},
    std::pair{GunsState::Lost, std::string_view("lost")},
};

// The one list of the state's fields, shared by writing and reading, so that a
// field added to the struct is added here once and both directions follow.
// Given two states, the visitor sees each field of both side by side.
template <typename Visitor, typename... State>
void visitFields(Visitor&& v, State&... s) {
    v("shaken", s.shaken...);
    v("unformed", s.unformed...);
    v("reformingBoundsLeft", s.reformingBoundsLeft...);
    v("squareFormedBound", s.squareFormedBound...);
    v("casualtiesThisGame", s.casualtiesThisGame...);
    v("casualtiesThisBound", s.casualtiesThisBound...);
    v("moraleTestedThisBound", s.moraleTestedThisBound...);
    v("retiredThisBound", s.retiredThisBound...);
    v("retreatedThisBound", s.retreatedThisBound...);
    v("retreatedLastBound", s.retreatedLastBound...);
    v("routedThisBound", s.routedThisBound...);
    v("routedLastBound", s.routedLastBound...);
    v("routBoundsOwed", s.routBoundsOwed...);
    v("routOffTable", s.routOffTable...);
    v("riddenDown", s.riddenDown...);
    v("offTable", s.offTable...);
    v("movedInMoraleReactionThisBound", s.movedInMoraleReactionThisBound...);
    v("movedInMoraleReactionLastBound", s.movedInMoraleReactionLastBound...);
    v("movedInChargePhase", s.movedInChargePhase...);
    v("firedInResponse", s.firedInResponse...);
    v("firedThisBound", s.firedThisBound...);
    v("advancedThisBound", s.advancedThisBound...);
    v("turnedThisBound", s.turnedThisBound...);
    v("changedFormationThisBound", s.changedFormationThisBound...);
    v("distanceMovedThisBound", s.distanceMovedThisBound...);
    v("underFireThisBound", s.underFireThisBound...);
    v("inMeleeThisBound", s.inMeleeThisBound...);
    v("firstVolleyFired", s.firstVolleyFired...);
    v("obeyOrdersRequired", s.obeyOrdersRequired...);
    v("pendingReaction", s.pendingReaction...);
    v("pendingReactionDistance", s.pendingReactionDistance...);
    v("reactionCause", s.reactionCause...);
    v("reactionEscalation", s.reactionEscalation...);
    v("haltBoundsLeft", s.haltBoundsLeft...);
    v("continuousMeleeBounds", s.continuousMeleeBounds...);
    v("limbered", s.limbered...);
    v("limberingBoundsLeft", s.limberingBoundsLeft...);
    v("pivotedThisBound", s.pivotedThisBound...);
    v("mayNotAdvance", s.mayNotAdvance...);
    v("mustHoldPosition", s.mustHoldPosition...);
    v("gunsAbandonedBoundsLeft", s.gunsAbandonedBoundsLeft...);
    v("shelteringWith", s.shelteringWith...);
    v("mayNotFireUntilNextBound", s.mayNotFireUntilNextBound...);
    v("battalion", s.battalion...);
    v("attachedGeneral", s.attachedGeneral...);
    v("chargeTargets", s.chargeTargets...);
    v("chargeDeclaredOrder", s.chargeDeclaredOrder...);
    v("chargeFromX", s.chargeFromX...);
    v("chargeFromY", s.chargeFromY...);
    v("chargeFromFacing", s.chargeFromFacing...);
    v("chargeDeclaredDistance", s.chargeDeclaredDistance...);
    v("chargeFrontRank", s.chargeFrontRank...);
    v("chargeMoveUsed", s.chargeMoveUsed...);
    v("chargeImpetusLost", s.chargeImpetusLost...);
    v("chargeImpetusLostBecause", s.chargeImpetusLostBecause...);
    v("chargeCasualties", s.chargeCasualties...);
    v("chargeBroken", s.chargeBroken...);
    v("chargeHaltAt", s.chargeHaltAt...);
    v("chargeContact", s.chargeContact...);
    v("chargeHaltedBehind", s.chargeHaltedBehind...);
    v("chargedBy", s.chargedBy...);
    v("chargeResponseTested", s.chargeResponseTested...);
    v("chargeResponseTo", s.chargeResponseTo...);
    v("chargeResponseD", s.chargeResponseD...);
    v("chargeResponseAlternatives", s.chargeResponseAlternatives...);
    v("chargeResponse", s.chargeResponse...);
    v("counterCharging", s.counterCharging...);
    v("counterChargeChargingFactor", s.counterChargeChargingFactor...);
    v("oneStandTurned", s.oneStandTurned...);
    v("chargeResponseMoved", s.chargeResponseMoved...);
    v("meleeOpponentsThisBound", s.meleeOpponentsThisBound...);
    v("meleeOpponentsLastBound", s.meleeOpponentsLastBound...);
    v("meleeCasualtiesThisBound", s.meleeCasualtiesThisBound...);
    v("unformedBeforeMelee", s.unformedBeforeMelee...);
    v("breakthroughTested", s.breakthroughTested...);
    v("brokeThroughThisBound", s.brokeThroughThisBound...);
    v("brokenThrough", s.brokenThrough...);
    v("chargeArrested", s.chargeArrested...);
    v("squareFullyFormed", s.squareFullyFormed...);
    v("overObstacle", s.overObstacle...);
    v("squareMayBeBrokenThrough", s.squareMayBeBrokenThrough...);
    v("followUpBounds", s.followUpBounds...);
    v("followUpTargets", s.followUpTargets...);
    v("followUpTargetArm", s.followUpTargetArm...);
    v("followedUpBy", s.followedUpBy...);
}

}  // namespace

std::string_view gunsStateKey(GunsState state) {
    for (const auto& [value, key] : kGunsStates) {
        if (value == state) {
            return key;
        }
    }
    return "manned";
}

GunsState gunsStateFromKey(std::string_view key) {
    for (const auto& [value, k] : kGunsStates) {
        if (k == key) {
            return value;
        }
    }
    return GunsState::Manned;
}

void TricorneUnitState::endBound() {
    clearMelee();  // first: it reads inMeleeThisBound
    retreatedLastBound = retreatedThisBound;
    routedLastBound = routedThisBound;
    movedInMoraleReactionLastBound = movedInMoraleReactionThisBound;
    retiredThisBound = false;
    retreatedThisBound = false;
    routedThisBound = false;
    movedInMoraleReactionThisBound = false;
    movedInChargePhase = false;
    firedInResponse = false;
    firedThisBound = false;
    advancedThisBound = 0;
    turnedThisBound = false;
    changedFormationThisBound = false;
    distanceMovedThisBound = 0;
    underFireThisBound = false;
    inMeleeThisBound = false;
    casualtiesThisBound = 0;
    pivotedThisBound = 0;
    mayNotFireUntilNextBound = false;
    moraleTriggers.clear();
    moraleTestedThisBound = false;
    clearCharge();
}

void TricorneUnitState::clearMelee() {
    if (!inMeleeThisBound) {
        continuousMeleeBounds = 0;
        overObstacle = false;
    }
    meleeOpponentsLastBound = std::move(meleeOpponentsThisBound);
    meleeOpponentsThisBound.clear();
    meleeCasualtiesThisBound = 0;
    unformedBeforeMelee = false;
    breakthroughTested.clear();
    brokeThroughThisBound = false;
    chargeArrested = false;
    squareMayBeBrokenThrough = false;
    followUpBounds = 0;
    followUpTargets.clear();
    followUpTargetArm.clear();
}

void TricorneUnitState::clearCharge() {
    chargeTargets.clear();
    chargeDeclaredOrder = 0;
    chargeFromX = chargeFromY = chargeFromFacing = 0;
    chargeDeclaredDistance = 0;
    chargeFrontRank = 0;
    chargeMoveUsed = 0;
    chargeImpetusLost = false;
    chargeImpetusLostBecause.clear();
    chargeCasualties = 0;
    chargeBroken = false;
    chargeHaltAt = 0;
    chargeContact = false;
    chargeHaltedBehind.clear();
    chargedBy.clear();
    chargeResponseTested = false;
    chargeResponseTo.clear();
    chargeResponseD = 0;
    chargeResponseAlternatives.clear();
    chargeResponse.clear();
    counterCharging = false;
    counterChargeChargingFactor = false;
    oneStandTurned = false;
    chargeResponseMoved = false;
}

nlohmann::json TricorneUnitState::toJson() const {
    // Only what differs from a fresh unit is written: a status field added in
    // a later version leaves the JSON, and so the state hash of every earlier
    // save, unchanged. Fields are compared as values, not as JSON: each field
    // converts to JSON one to one, so the two comparisons agree, and the state
    // is written once for every command a game records.
    static const TricorneUnitState kFresh{};
    nlohmann::json json = nlohmann::json::object();
    visitFields(
        [&](const char* key, const auto& field, const auto& fresh) {
            if (!(field == fresh)) {
                json[key] = field;
            }
        },
        *this, kFresh);
    if (guns != kFresh.guns) {
        json["guns"] = std::string(gunsStateKey(guns));
    }
    if (moraleTriggers != kFresh.moraleTriggers) {
        nlohmann::json triggers = nlohmann::json::array();
        for (const auto& t : moraleTriggers) {
            triggers.push_back({{"cause", t.cause}, {"source", t.source}});
        }
        json["moraleTriggers"] = std::move(triggers);
    }
    return json;
}

TricorneUnitState TricorneUnitState::fromJson(const nlohmann::json& json) {
    TricorneUnitState s;
    if (!json.is_object()) {
        return s;
    }
    visitFields(
        [&](const char* key, auto& field) {
            using Field = std::decay_t<decltype(field)>;
            auto it = json.find(key);
            if (it == json.end()) {
                return;
            }
            if constexpr (std::is_same_v<Field, bool>) {
                if (it->is_boolean()) {
                    field = it->template get<bool>();
                }
            } else if constexpr (std::is_same_v<Field, std::string>) {
                if (it->is_string()) {
                    field = it->template get<std::string>();
                }
            } else if constexpr (std::is_same_v<Field, std::vector<std::string>>) {
                if (it->is_array()) {
                    for (const auto& item : *it) {
                        if (item.is_string()) {
                            field.push_back(item.template get<std::string>());
                        }
                    }
                }
            } else {
                if (it->is_number()) {
                    field = it->template get<Field>();
                }
            }
        },
        s);
    if (auto it = json.find("guns"); it != json.end() && it->is_string()) {
        s.guns = gunsStateFromKey(it->get<std::string>());
    }
    if (auto it = json.find("moraleTriggers"); it != json.end() && it->is_array()) {
        for (const auto& t : *it) {
            if (t.is_object()) {
                s.moraleTriggers.push_back(
                    {t.value("cause", std::string{}), t.value("source", std::string{})});
            }
        }
    }
    return s;
}

}  // namespace adjutant
