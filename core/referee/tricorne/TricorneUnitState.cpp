#include "core/referee/tricorne/TricorneUnitState.h"

#include <fmt/format.h>

#include <set>
#include <string_view>

#include "core/json/ExpectObject.h"
#include "core/json/JsonLists.h"
#include "core/json/JsonReader.h"
#include "core/model/EnumKeys.h"
#include "core/referee/UnitStatusReading.h"

namespace adjutant {

namespace {

constexpr EnumKeys<GunsState, 5> kGunsStates{{
    {GunsState::Manned, "manned"},
    {GunsState::AbandonedForBounds, "abandonedForBounds"},
    {GunsState::AbandonedUntilSafe, "abandonedUntilSafe"},
    {GunsState::AbandonedUntilMorale, "abandonedUntilMorale"},
    {GunsState::Lost, "lost"},
}};

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
    v("casualtiesThisBound", s.thisBound.casualties...);
    v("moraleTestedThisBound", s.thisBound.moraleTested...);
    v("retiredThisBound", s.thisBound.retired...);
    v("retreatedThisBound", s.thisBound.retreated...);
    v("retreatedLastBound", s.lastBound.retreated...);
    v("routedThisBound", s.thisBound.routed...);
    v("routedLastBound", s.lastBound.routed...);
    v("routBoundsOwed", s.routBoundsOwed...);
    v("routOffTable", s.routOffTable...);
    v("riddenDown", s.riddenDown...);
    v("offTable", s.offTable...);
    v("movedInMoraleReactionThisBound", s.thisBound.movedInMoraleReaction...);
    v("movedInMoraleReactionLastBound", s.lastBound.movedInMoraleReaction...);
    v("movedInChargePhase", s.thisBound.movedInChargePhase...);
    v("firedInResponse", s.thisBound.firedInResponse...);
    v("firedThisBound", s.thisBound.fired...);
    v("advancedThisBound", s.thisBound.advanced...);
    v("turnedThisBound", s.thisBound.turned...);
    v("changedFormationThisBound", s.thisBound.changedFormation...);
    v("distanceMovedThisBound", s.thisBound.distanceMoved...);
    v("underFireThisBound", s.thisBound.underFire...);
    v("inMeleeThisBound", s.thisBound.inMelee...);
    v("firstVolleyFired", s.firstVolleyFired...);
    v("obeyOrdersRequired", s.obeyOrdersRequired...);
    v("pendingReactionDistance", s.pendingReactionDistance...);
    v("reactionCause", s.reactionCause...);
    v("haltBoundsLeft", s.haltBoundsLeft...);
    v("continuousMeleeBounds", s.continuousMeleeBounds...);
    v("limbered", s.limbered...);
    v("limberingBoundsLeft", s.limberingBoundsLeft...);
    v("pivotedThisBound", s.thisBound.pivoted...);
    v("mayNotAdvance", s.mayNotAdvance...);
    v("mustHoldPosition", s.mustHoldPosition...);
    v("gunsAbandonedBoundsLeft", s.gunsAbandonedBoundsLeft...);
    v("shelteringWith", s.shelteringWith...);
    v("mayNotFireUntilNextBound", s.thisBound.mayNotFire...);
    v("battalion", s.battalion...);
    v("attachedGeneral", s.attachedGeneral...);
    v("chargeTargets", s.thisBound.chargeTargets...);
    v("chargeDeclaredOrder", s.thisBound.chargeDeclaredOrder...);
    v("chargeFromX", s.thisBound.chargeFromX...);
    v("chargeFromY", s.thisBound.chargeFromY...);
    v("chargeFromFacing", s.thisBound.chargeFromFacing...);
    v("chargeDeclaredDistance", s.thisBound.chargeDeclaredDistance...);
    v("chargeFrontRank", s.thisBound.chargeFrontRank...);
    v("chargeMoveUsed", s.thisBound.chargeMoveUsed...);
    v("chargeImpetusLost", s.thisBound.chargeImpetusLost...);
    v("chargeImpetusLostBecause", s.thisBound.chargeImpetusLostBecause...);
    v("chargeCasualties", s.thisBound.chargeCasualties...);
    v("chargeBroken", s.thisBound.chargeBroken...);
    v("chargeHaltAt", s.thisBound.chargeHaltAt...);
    v("chargeContact", s.thisBound.chargeContact...);
    v("chargeHaltedBehind", s.thisBound.chargeHaltedBehind...);
    v("chargedBy", s.thisBound.chargedBy...);
    v("chargeResponseTested", s.thisBound.chargeResponseTested...);
    v("chargeResponseTo", s.thisBound.chargeResponseTo...);
    v("chargeResponseD", s.thisBound.chargeResponseD...);
    v("chargeResponseAlternatives", s.thisBound.chargeResponseAlternatives...);
    v("chargeResponse", s.thisBound.chargeResponse...);
    v("counterCharging", s.thisBound.counterCharging...);
    v("counterChargeChargingFactor", s.thisBound.counterChargeChargingFactor...);
    v("oneStandTurned", s.thisBound.oneStandTurned...);
    v("chargeResponseMoved", s.thisBound.chargeResponseMoved...);
    v("meleeOpponentsThisBound", s.thisBound.meleeOpponents...);
    v("meleeOpponentsLastBound", s.lastBound.meleeOpponents...);
    v("meleeCasualtiesThisBound", s.thisBound.meleeCasualties...);
    v("unformedBeforeMelee", s.thisBound.unformedBeforeMelee...);
    v("breakthroughTested", s.thisBound.breakthroughTested...);
    v("brokeThroughThisBound", s.thisBound.brokeThrough...);
    v("brokenThrough", s.brokenThrough...);
    v("chargeArrested", s.thisBound.chargeArrested...);
    v("squareFullyFormed", s.squareFullyFormed...);
    v("overObstacle", s.overObstacle...);
    v("squareMayBeBrokenThrough", s.thisBound.squareMayBeBrokenThrough...);
    v("followUpBounds", s.thisBound.followUpBounds...);
    v("followUpTargets", s.thisBound.followUpTargets...);
    v("followUpTargetArm", s.thisBound.followUpTargetArm...);
    v("followedUpBy", s.followedUpBy...);
}

}  // namespace

std::string_view gunsStateKey(GunsState state) {
    return keyIn(kGunsStates, state, "manned");
}

GunsState gunsStateFromKey(std::string_view key) {
    return valueNamedIn(kGunsStates, key).value_or(GunsState::Manned);
}

void TricorneUnitState::endBound() {
    // 15.4: the count of continuous melee, and with it the obstacle crossed
    // into the melee, ends with a bound in which the unit did not fight.
    if (!thisBound.inMelee) {
        continuousMeleeBounds = 0;
        overObstacle = false;
    }
    lastBound = {.retreated = thisBound.retreated,
                 .routed = thisBound.routed,
                 .movedInMoraleReaction = thisBound.movedInMoraleReaction,
                 .meleeOpponents = std::move(thisBound.meleeOpponents)};
    thisBound = {};
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
    if (pendingReaction != kFresh.pendingReaction) {
        json["pendingReaction"] = std::string(tricorneActionKey(*pendingReaction));
    }
    if (reactionEscalation != kFresh.reactionEscalation) {
        json["reactionEscalation"] = std::string(tricorneEscalationKey(reactionEscalation));
    }
    if (thisBound.moraleTriggers != kFresh.thisBound.moraleTriggers) {
        nlohmann::json triggers = nlohmann::json::array();
        for (const auto& t : thisBound.moraleTriggers) {
            triggers.push_back({{"cause", t.cause}, {"source", t.source}});
        }
        json["moraleTriggers"] = std::move(triggers);
    }
    return json;
}

TricorneUnitState TricorneUnitState::read(const JsonReader& json) {
    TricorneUnitState s;
    // An absent status is a fresh one.
    if (!json.present() || !expectObject(json, "a unit's status")) {
        return s;
    }
    std::set<std::string_view> known{"guns", "pendingReaction", "reactionEscalation",
                                     "moraleTriggers"};
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
    // Written as their keys; "" (as older saves may hold) is none.
    if (json.has("pendingReaction")) {
        const std::string key = json.optionalString("pendingReaction");
        if (!key.empty()) {
            s.pendingReaction = tricorneActionFromKey(key);
            if (!s.pendingReaction) {
                json.errorAt("pendingReaction",
                             fmt::format("unknown reaction \"{}\" (expected an action such as "
                                         "\"retire\", \"retreat\" or \"recoil\")",
                                         key));
            }
        }
    }
    if (json.has("reactionEscalation")) {
        const std::string key = json.optionalString("reactionEscalation");
        if (const auto escalation = tricorneEscalationFromKey(key)) {
            s.reactionEscalation = *escalation;
        } else {
            json.errorAt("reactionEscalation",
                         fmt::format("unknown escalation \"{}\" (expected one such as "
                                     "\"routIfFollowedUp\")",
                                     key));
        }
    }
    for (const JsonReader& t : json.optionalArray("moraleTriggers")) {
        if (!expectObject(t, "a morale test's cause")) {
            continue;
        }
        s.thisBound.moraleTriggers.push_back(
            {t.optionalString("cause"), t.optionalString("source")});
    }
    return s;
}

TricorneUnitState TricorneUnitState::fromJson(const nlohmann::json& json) {
    return unitStatusFromCheckedJson<TricorneUnitState>(json);
}

}  // namespace adjutant
