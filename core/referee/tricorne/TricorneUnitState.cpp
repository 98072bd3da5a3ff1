#include "core/referee/tricorne/TricorneUnitState.h"

#include <fmt/format.h>

#include <array>
#include <set>
#include <string_view>
#include <utility>

#include "core/json/JsonLists.h"
#include "core/json/JsonReader.h"

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

TricorneUnitState TricorneUnitState::read(const JsonReader& json) {
    TricorneUnitState s;
    if (!json.isObject()) {
        if (json.present()) {
            json.error("expected a unit's status (an object), found " +
                       JsonReader::describeType(json.node()));
        }
        return s;
    }
    std::set<std::string_view> known{"guns", "moraleTriggers"};
    visitFields(
        [&](const char* key, auto& field) {
            using Field = std::decay_t<decltype(field)>;
            known.insert(key);
            if constexpr (std::is_same_v<Field, bool>) {
                field = json.optionalBool(key, field);
            } else if constexpr (std::is_same_v<Field, std::string>) {
                field = json.optionalString(key, field);
            } else if constexpr (std::is_same_v<Field, std::vector<std::string>>) {
                if (json.has(key)) {
                    field = readStringList(json, key);
                }
            } else if constexpr (std::is_integral_v<Field>) {
                field = static_cast<Field>(json.optionalInt(key, static_cast<int>(field)));
            } else {
                static_assert(std::is_floating_point_v<Field>, "a status field of a new type");
                field = json.optionalNumber(key, field);
            }
        },
        s);
    for (const auto& [key, member] : json.members()) {
        if (!known.contains(key)) {
            member.warning("unknown member '" + key + "' is ignored");
        }
    }
    if (json.has("guns")) {
        const std::string key = json.optionalString("guns");
        s.guns = gunsStateFromKey(key);
        if (gunsStateKey(s.guns) != key) {
            std::string expected;
            for (const auto& [value, name] : kGunsStates) {
                expected += fmt::format("{}\"{}\"", expected.empty() ? "" : ", ", name);
            }
            json.errorAt("guns",
                         fmt::format("unknown state of the guns \"{}\" (expected one of {})", key,
                                     expected));
        }
    }
    for (const JsonReader& t : json.optionalArray("moraleTriggers")) {
        if (!t.isObject()) {
            t.error("expected a morale test's cause (an object), found " +
                    JsonReader::describeType(t.node()));
            continue;
        }
        s.moraleTriggers.push_back({t.optionalString("cause"), t.optionalString("source")});
    }
    return s;
}

TricorneUnitState TricorneUnitState::fromJson(const nlohmann::json& json) {
    // A status the scenario reader has checked; anything else is read as far as it
    // can be, never trusted for its types.
    Diagnostics ignored;
    return read(JsonReader(json, std::string(), ignored));
}

}  // namespace adjutant
