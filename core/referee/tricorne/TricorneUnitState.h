#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace adjutant {

class JsonReader;

/// What a unit's guns are doing (Tricorne and Musket 10.1, 12.6, 15.5).
enum class GunsState {
    Manned,
    AbandonedForBounds,    // crew away for `gunsAbandonedBoundsLeft` bounds
    AbandonedUntilSafe,    // crew sheltering with infantry until the threat passes
    AbandonedUntilMorale,  // needs a successful morale check to return (A46)
    Lost,                  // never returns
};

/// Why a unit must test morale in step 10 (15.1), with what caused it.
struct MoraleTrigger {
    std::string cause;   // "meleeCasualties", "fireCasualties", "routerPassedThrough",
                         // "neighbourRouted", "returnFromOffTable", "returnToGuns"
    std::string source;  // the unit that caused it, if any
    bool operator==(const MoraleTrigger&) const = default;
};

/// Everything Tricorne and Musket remembers about one unit beyond the generic
/// Unit (figures, formation, pose): the status the rules read (section 19.2).
///
/// "ThisBound" fields are cleared at the end of every bound, after being copied
/// to their "LastBound" twins where the rules look back one bound.
struct TricorneUnitState {
    // What is read of nearly every unit each time a step goes over the army
    // (who may act, charge, fight or must test morale) comes first and packed,
    // so that such a pass reads a line or two of each status; the rest, read
    // of the few units a rule is about, follows by topic. Section numbers in
    // the comments say where each field belongs.

    // --- read of every unit: cohesion, strength, rout ----------------------------
    bool shaken = false;
    bool unformed = false;
    bool offTable = false;
    bool routOffTable = false;  // leaves the table and never returns
    bool riddenDown = false;    // 9.2: routs for the rest of the game
    bool routedThisBound = false;
    bool moraleTestedThisBound = false;  // 15.1: casualties already tested for need no second test
    bool inMeleeThisBound = false;
    bool unformedBeforeMelee = false;    // A50: its cohesion when it first fought this bound
    bool brokeThroughThisBound = false;  // A19: its next melee this bound
    bool mayNotAdvance = false;          // 15.5 +3/+4: never advances again
    bool limbered = false;
    bool counterCharging = false;              // 10.2: counter-charges its charger
    bool counterChargeChargingFactor = false;  // ... on the charging melee column (A10, A18)
    bool chargeResponseTested = false;         // tested in step 2 (or exempt)
    bool chargeImpetusLost = false;            // 13.6, A18: the melee uses the in-contact column
    bool chargeBroken = false;                 // 9.4: halted by fire
    bool changedFormationThisBound = false;
    bool mayNotFireUntilNextBound = false;
    bool squareMayBeBrokenThrough = false;  // 15.5 +5 against cavalry: tested in step 11
    GunsState guns = GunsState::Manned;
    int reformingBoundsLeft = 0;  // 13.5: 2 after a rout, 1 otherwise
    int routBoundsOwed = 0;       // 6.3: further bounds are added
    int casualtiesThisGame = 0;   // morale -1 each (15.4)
    int casualtiesThisBound = 0;
    int chargeDeclaredOrder = 0;  // 1 for the first charge declared (A49)
    int gunsAbandonedBoundsLeft = 0;
    double haltBoundsLeft = 0;               // 15.5 "halts to dress its ranks": bounds still halted
    double followUpBounds = 0;               // 15.5: follow up for this long in step 11
    std::vector<std::string> chargeTargets;  // declared in step 1; it moves to the first
    std::string shelteringWith;              // crew sheltering with this infantry unit

    // --- cohesion ---------------------------------------------------------------
    int squareFormedBound = 0;  // bound the unit formed square; 0 = before the game

    // --- what happened, this bound and last --------------------------------------
    bool retiredThisBound = false;
    bool retreatedThisBound = false;
    bool retreatedLastBound = false;
    bool routedLastBound = false;

    // --- phase bookkeeping -------------------------------------------------------
    bool movedInMoraleReactionThisBound = false;  // 8.11: no voluntary move next step 8
    bool movedInMoraleReactionLastBound = false;
    bool movedInChargePhase = false;
    bool firedInResponse = false;  // 8.9: no fire in step 9
    bool firedThisBound = false;
    double advancedThisBound = 0;  // inches moved forward before firing (13.3)
    bool turnedThisBound = false;  // half a bound used (13.4)
    double distanceMovedThisBound = 0;
    bool underFireThisBound = false;  // interrupts reforming (12.5)
    bool firstVolleyFired = false;    // once a game (14.6 line 10)

    // --- morale ------------------------------------------------------------------
    std::vector<MoraleTrigger> moraleTriggers;  // collected during the bound for step 10
    bool obeyOrdersRequired = false;            // a reaction result still to carry out
    std::string pendingReaction;  // step 11 move still to make: "retire", "retreat", "recoil"
    double pendingReactionDistance = 0;  // recoil: table inches; 0 = the reaction's own pace
    std::string reactionCause;           // the unit a retire, retreat or rout moves away from
    std::string reactionEscalation;      // 15.5, e.g. "routIfFollowedUp" (melee follow-ups)
    int continuousMeleeBounds = 0;       // cavalry: bounds in continuous melee (15.4)

    // --- artillery ---------------------------------------------------------------
    double limberingBoundsLeft = 0;  // limbering or unlimbering under way
    double pivotedThisBound = 0;     // degrees (13.7)
    bool mustHoldPosition = false;   // 15.5 +3: holds for the rest of the game
    std::string battalion;           // battalion gun fielded as a unit: its battalion (2.1)

    // --- charges (9, 10; steps 1-3, TricorneCharge*) ----------------------------------
    // All of them are for this bound and cleared at its end.
    double chargeFromX = 0;  // its pose when the charge was declared, before
    double chargeFromY = 0;  // the step-1 advance (A8 distances, A44.5 aspect)
    double chargeFromFacing = 0;
    double chargeDeclaredDistance = 0;  // table inches to the first target when declared (A8)
    int chargeFrontRank = 0;            // front-rank figures when declared (9.4)
    double chargeMoveUsed = 0;          // table inches of the charge reach used so far
    std::string chargeImpetusLostBecause;
    int chargeCasualties = 0;            // figures lost to fire on the charge (A15)
    double chargeHaltAt = 0;             // ... this far short of its target (A9), table inches
    bool chargeContact = false;          // reached base contact with its target in step 3
    std::string chargeHaltedBehind;      // 9.4.4: closed up behind this halted friend
    std::vector<std::string> chargedBy;  // the units charging this one
    std::string chargeResponseTo;        // the charger its response answers
    int chargeResponseD = 0;             // d = die - PMS of the test
    std::vector<std::string> chargeResponseAlternatives;  // what the table offered, as keys
    std::string chargeResponse;        // the alternative taken, e.g. "formSquare"
    bool oneStandTurned = false;       // 10.2 flank: one stand turned to face
    bool chargeResponseMoved = false;  // made its retire, retreat or rout in step 3

    // --- melee and breakthrough (11, 12; steps 4-7, TricorneMelee*, TricorneBreakthrough*) --
    std::vector<std::string> meleeOpponentsThisBound;  // units fought in melee this bound
    std::vector<std::string> meleeOpponentsLastBound;  // 12.2: a melee continuing from last bound
    int meleeCasualtiesThisBound = 0;  // figures lost in melee this bound (A15 "fireOnly")
    std::vector<std::string> breakthroughTested;  // units it tested against this bound (11)
    std::vector<std::string> brokenThrough;  // units this cavalry has broken through (12.4, A19)
    bool chargeArrested = false;             // 11.4: the other broke through; stationary this bound
    bool squareFullyFormed = false;  // 9.3.3: a breakthrough failed; none may be tried again
    /// 12.4, 13.6: it came into its melee over an obstacle its enemy holds, so
    /// it does not hold it; kept while the melee goes on.
    bool overObstacle = false;
    std::vector<std::string> followUpTargets;  // ... "routing", "retreating", "retiring"
    std::string followUpTargetArm;             // ... only enemies of this arm
    std::string followedUpBy;  // a retiring unit contacted by this follower (15.5 +3, +4)

    // --- command -----------------------------------------------------------------
    std::string attachedGeneral;  // general in base contact

    /// Moves this bound's history to last bound's and clears per-bound fields.
    void endBound();
    /// Clears the charge fields (steps 1-3), which hold for one bound only.
    void clearCharge();
    /// Moves the melee fields (steps 4-7, 11) to last bound's and clears them;
    /// ends the count of continuous melee of a unit that did not fight (15.4).
    void clearMelee();

    nlohmann::json toJson() const;
    /// Reads a status as a scenario gives it or a saved state holds it; every
    /// member of the wrong type is an error at its JSON pointer, every unknown
    /// one a warning, and the rest is read.
    static TricorneUnitState read(const JsonReader& json);
    /// The same, the problems left unsaid (for a status already checked).
    static TricorneUnitState fromJson(const nlohmann::json& json);
    bool operator==(const TricorneUnitState&) const = default;
};

std::string_view gunsStateKey(GunsState state);
GunsState gunsStateFromKey(std::string_view key);

}  // namespace adjutant
