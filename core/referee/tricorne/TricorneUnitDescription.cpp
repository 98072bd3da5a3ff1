// TricorneReferee::describeUnit: what the unit inspector shows about a unit, in
// the words of the rules. The rows come straight from the unit's
// TricorneUnitState; the present morale status is the one the morale test uses
// (presentMoraleStatus), with its breakdown, so the inspector and step 10 never
// disagree.
//
// The cohesion and this-bound rows a player asks about every bound are always
// given; the rest of the status (charge, melee, artillery, follow-ups) is given
// only while it is in effect, so a quiet unit's description stays short.

#include <fmt/format.h>

#include "core/engine/GameState.h"
#include "core/referee/PlainText.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMoraleFactors.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "core/referee/tricorne/TricorneWords.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

constexpr const char* kStatus = "Status";
constexpr const char* kThisBound = "This bound";
constexpr const char* kLastBound = "Last bound";
constexpr const char* kCharge = "Charge";
constexpr const char* kMelee = "Melee";
constexpr const char* kArtillery = "Artillery";

// A status key in words: "standAndReceive" -> "stand and receive".
std::string words(const std::string& key) {
    std::string text;
    for (const char c : key) {
        if (c >= 'A' && c <= 'Z') {
            text += ' ';
            text += static_cast<char>(c - 'A' + 'a');
        } else {
            text += c;
        }
    }
    return text;
}

std::string inches(double tableInches) {
    return formatRulesNumber(tableInches) + " in";
}

std::string bounds(double count) {
    return formatRulesNumber(count) + (count == 1.0 ? " bound" : " bounds");
}

std::string namesOf(const GameState& state, const std::vector<std::string>& ids) {
    std::string text;
    for (const std::string& id : ids) {
        text += (text.empty() ? "" : ", ") + nameOf(state, id);
    }
    return text;
}

std::string gunsText(GunsState guns, int boundsLeft) {
    switch (guns) {
        case GunsState::Manned:
            return "manned";
        case GunsState::AbandonedForBounds:
            return "abandoned, " + bounds(boundsLeft) + " left";
        case GunsState::AbandonedUntilSafe:
            return "abandoned until the threat passes";
        case GunsState::AbandonedUntilMorale:
            return "abandoned until a morale check is passed";
        case GunsState::Lost:
            return "abandoned for the rest of the game";
    }
    return std::string(gunsStateKey(guns));
}

void describeCohesion(UnitDescription& d, const GameState& state, const TricorneUnitState& s) {
    d.add(kStatus, "Shaken", yesNo(s.shaken), "6.4");
    d.add(kStatus, "Unformed", yesNo(s.unformed), "6.4");
    d.add(kStatus, "Routing",
          s.routBoundsOwed > 0 ? bounds(s.routBoundsOwed) + " owed" : std::string("no"), "6.3");
    d.add(kStatus, "Reforming",
          s.reformingBoundsLeft > 0 ? bounds(s.reformingBoundsLeft) + " left" : std::string("no"),
          "13.5");
    d.add(kStatus, "Casualties this game", std::to_string(s.casualtiesThisGame), "15.4");
    if (s.haltBoundsLeft > 0) {
        d.add(kStatus, "Halted to dress its ranks", bounds(s.haltBoundsLeft) + " left", "15.5");
    }
    if (s.riddenDown) {
        d.add(kStatus, "Ridden down", "routs for the rest of the game", "9.2");
    }
    if (s.routOffTable) {
        d.add(kStatus, "Routing off the table", "yes", "13.5");
    }
    if (s.offTable) {
        d.add(kStatus, "Off the table", "yes", "13.5");
    }
    if (s.pendingReaction) {
        std::string text = state.ruleset().word("actions", tricorneActionKey(*s.pendingReaction));
        if (s.pendingReactionDistance > 0) {
            text += " " + inches(s.pendingReactionDistance);
        }
        if (!s.reactionCause.empty()) {
            text += " from " + nameOf(state, s.reactionCause);
        }
        d.add(kStatus, "Reaction to make in step 11", text, "15.5");
    }
    if (s.reactionEscalation != TricorneEscalation::None) {
        d.add(kStatus, "Reaction if followed up",
              state.ruleset().word("escalations", tricorneEscalationKey(s.reactionEscalation)),
              "15.5");
    }
    if (s.obeyOrdersRequired) {
        d.add(kStatus, "Reaction result still to carry out", "yes", "15.5");
    }
    if (!s.attachedGeneral.empty()) {
        d.add(kStatus, "General with the unit", nameOf(state, s.attachedGeneral), "15.4");
    }
}

void describeThisBound(UnitDescription& d, const GameState& state, const TricorneUnitState& s,
                       bool foot) {
    d.add(kThisBound, "Fired this bound", yesNo(s.thisBound.fired), "14.1");
    d.add(kThisBound, "Charge declared",
          s.thisBound.chargeTargets.empty() ? std::string("no")
                                            : "on " + namesOf(state, s.thisBound.chargeTargets),
          "9.1");
    if (s.thisBound.casualties > 0) {
        d.add(kThisBound, "Casualties this bound", std::to_string(s.thisBound.casualties), "15.1");
    }
    // Only foot may fire after advancing, and only so far (13.3): the row is
    // theirs, measured to the tenth of an inch as the table is.
    if (foot && s.thisBound.advanced > 0.05) {
        d.add(kThisBound, "Advanced before firing", fmt::format("{:.1f} in", s.thisBound.advanced),
              "13.3");
    }
    // Things a unit did this bound that later steps ask about, shown while true.
    const TricorneUnitState::ThisBound& b = s.thisBound;
    const struct {
        bool done;
        const char* label;
        const char* rule;
    } doneFlags[] = {
        {b.turned, "Turned", "13.4"},
        {b.changedFormation, "Changed formation", "13.4"},
        {b.firedInResponse, "Fired in response to a charge", "10.2"},
        {s.firstVolleyFired, "First volley of the game fired", "14.6"},
        {b.underFire, "Under fire", "13.5"},
        {b.retired, "Retired", "6.1"},
        {b.retreated, "Retreated", "6.2"},
        {b.routed, "Routed", "6.3"},
        {b.movedInMoraleReaction, "Moved in a morale reaction", "8.11"},
        {b.moraleTested, "Tested morale", "15.1"},
    };
    for (const auto& flag : doneFlags) {
        if (flag.done) {
            d.add(kThisBound, flag.label, "yes", flag.rule);
        }
    }
    if (!s.thisBound.moraleTriggers.empty()) {
        std::string text;
        for (const MoraleTrigger& trigger : s.thisBound.moraleTriggers) {
            text += (text.empty() ? "" : ", ") + state.ruleset().word("triggers", trigger.cause);
            if (!trigger.source.empty()) {
                text += " (" + nameOf(state, trigger.source) + ")";
            }
        }
        d.add(kThisBound, "Morale test reasons", text, "15.1");
    }
}

void describeLastBound(UnitDescription& d, const GameState& state, const TricorneUnitState& s) {
    if (s.lastBound.retreated) {
        d.add(kLastBound, "Retreated", "yes", "6.2");
    }
    if (s.lastBound.routed) {
        d.add(kLastBound, "Routed", "yes", "15.4");
    }
    if (s.lastBound.movedInMoraleReaction) {
        d.add(kLastBound, "Moved in a morale reaction", "no voluntary move in step 8", "8.11");
    }
    if (!s.lastBound.meleeOpponents.empty()) {
        d.add(kLastBound, "Fought in melee", namesOf(state, s.lastBound.meleeOpponents), "12.2");
    }
}

void describeCharge(UnitDescription& d, const GameState& state, const TricorneUnitState& s) {
    if (s.thisBound.chargeDeclaredOrder > 0) {
        d.add(kCharge, "Order of declaration", std::to_string(s.thisBound.chargeDeclaredOrder),
              "A49");
    }
    if (s.thisBound.movedInChargePhase) {
        d.add(kCharge, "Moved in the charge steps", "yes", "9");
    }
    if (s.thisBound.chargeImpetusLost) {
        d.add(kCharge, "Impetus lost",
              s.thisBound.chargeImpetusLostBecause.empty() ? std::string("yes")
                                                           : s.thisBound.chargeImpetusLostBecause,
              "13.6");
    }
    if (s.thisBound.chargeCasualties > 0) {
        d.add(kCharge, "Casualties on the charge", std::to_string(s.thisBound.chargeCasualties),
              "9.4");
    }
    if (s.thisBound.chargeBroken) {
        d.add(kCharge, "Charge broken by fire", inches(s.thisBound.chargeHaltAt) + " short", "9.4");
    }
    if (s.thisBound.chargeContact) {
        d.add(kCharge, "Reached its target", "yes", "9.5");
    }
    if (!s.thisBound.chargeHaltedBehind.empty()) {
        d.add(kCharge, "Closed up behind", nameOf(state, s.thisBound.chargeHaltedBehind), "9.4");
    }
    if (!s.thisBound.chargedBy.empty()) {
        d.add(kCharge, "Charged by", namesOf(state, s.thisBound.chargedBy), "10.1");
    }
    if (!s.thisBound.chargeResponse.empty()) {
        d.add(kCharge, "Response", responseKeyInWords(state, s.thisBound.chargeResponse), "10.2");
    }
    if (s.thisBound.counterCharging) {
        d.add(kCharge, "Counter-charging", "yes", "10.2");
    }
    if (s.thisBound.oneStandTurned) {
        d.add(kCharge, "One stand turned to face", "yes", "10.2");
    }
}

void describeMelee(UnitDescription& d, const GameState& state, const TricorneUnitState& s) {
    if (!s.thisBound.meleeOpponents.empty()) {
        d.add(kMelee, "Fighting", namesOf(state, s.thisBound.meleeOpponents), "12.1");
    }
    if (s.thisBound.meleeCasualties > 0) {
        d.add(kMelee, "Casualties in melee this bound", std::to_string(s.thisBound.meleeCasualties),
              "12.3");
    }
    if (s.continuousMeleeBounds > 0) {
        d.add(kMelee, "Bounds in continuous melee", std::to_string(s.continuousMeleeBounds),
              "15.4");
    }
    if (s.thisBound.brokeThrough) {
        d.add(kMelee, "Broke through this bound", "yes", "11");
    }
    if (!s.brokenThrough.empty()) {
        d.add(kMelee, "Has broken through", namesOf(state, s.brokenThrough), "12.4");
    }
    if (s.thisBound.chargeArrested) {
        d.add(kMelee, "Charge arrested", "stationary this bound", "11.4");
    }
    if (s.squareFullyFormed) {
        d.add(kMelee, "Square fully formed", "yes", "9.3");
    }
    if (s.thisBound.squareMayBeBrokenThrough) {
        d.add(kMelee, "Square may be broken through", "yes", "15.5");
    }
    if (s.thisBound.followUpBounds > 0) {
        std::string targets;
        for (const std::string& kind : s.thisBound.followUpTargets) {
            targets += (targets.empty() ? "" : ", ") + words(kind);
        }
        d.add(kMelee, "Follows up",
              bounds(s.thisBound.followUpBounds) + (targets.empty() ? "" : ": ") + targets, "15.5");
    }
    if (!s.followedUpBy.empty()) {
        d.add(kMelee, "Followed up by", nameOf(state, s.followedUpBy), "15.5");
    }
}

void describeArtillery(UnitDescription& d, const GameState& state, const TricorneUnitState& s,
                       bool isArtillery) {
    if (isArtillery) {
        d.add(kArtillery, "Limbered", yesNo(s.limbered), "13.7");
        d.add(kArtillery, "Guns", gunsText(s.guns, s.gunsAbandonedBoundsLeft), "10.1");
    } else if (s.guns != GunsState::Manned) {
        d.add(kArtillery, "Guns", gunsText(s.guns, s.gunsAbandonedBoundsLeft), "10.1");
    }
    if (s.limberingBoundsLeft > 0) {
        d.add(kArtillery, s.limbered ? "Unlimbering" : "Limbering",
              bounds(s.limberingBoundsLeft) + " left", "13.7");
    }
    if (s.thisBound.pivoted > 0) {
        d.add(kArtillery, "Pivoted this bound", formatRulesNumber(s.thisBound.pivoted) + " degrees",
              "13.7");
    }
    if (s.mayNotAdvance) {
        d.add(kArtillery, "May not advance", "for the rest of the game", "15.5");
    }
    if (s.mustHoldPosition) {
        d.add(kArtillery, "Holds its position", "for the rest of the game", "15.5");
    }
    if (s.thisBound.mayNotFire) {
        d.add(kArtillery, "May not fire", "until next bound", "13.7");
    }
    if (!s.shelteringWith.empty()) {
        d.add(kArtillery, "Crew sheltering with", nameOf(state, s.shelteringWith), "10.1");
    }
    if (!s.battalion.empty()) {
        d.add(kArtillery, "Guns of", nameOf(state, s.battalion), "2.1");
    }
}

}  // namespace

UnitDescription TricorneReferee::describeUnit(const GameState& state,
                                              const std::string& unitId) const {
    UnitDescription description = describeUnitGenerically(state, unitId);
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return description;
    }
    const TricorneContext context(state);
    const TricorneTroopType* troop = context.troop(*unit);
    const std::string moraleClass = moraleClassOf(context, *unit);
    const TricorneUnitState& status = context.status(unitId);

    describeCohesion(description, state, status);
    describeThisBound(description, state, status, troop && isFoot(troop->category));
    describeLastBound(description, state, status);
    describeCharge(description, state, status);
    describeMelee(description, state, status);
    describeArtillery(description, state, status,
                      troop && troop->category == TroopCategory::Artillery);

    // A unit without a morale class (a general) never tests morale.
    if (!moraleClass.empty()) {
        Explanation why;
        presentMoraleStatus(context, unitId, &why);
        description.morale = std::move(why);
    }
    return description;
}

}  // namespace adjutant
