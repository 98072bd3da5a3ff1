#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/rules/tricorne/TricorneActionCode.h"

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
/// Its members fall in three groups by how long they last, so that the end of a
/// bound is two assignments instead of a list of fields to clear:
/// - the unit's lasting status (cohesion, losses, the guns, reactions still to
///   make), the members of the struct itself, changed only by the rules;
/// - `thisBound`, what the unit did and what was done to it in the bound being
///   played, which no rule reads after the bound ends;
/// - `lastBound`, the few of those that rules look back on one bound later.
struct TricorneUnitState {
    /// What the unit did in the bound being played; all of it is forgotten at the
    /// bound's end but for the part `LastBound` keeps.
    struct ThisBound {
        // Read of nearly every unit each time a step goes over the army, so
        // first and packed, next to the lasting status read the same way.
        bool routed = false;
        bool moraleTested = false;  // 15.1: casualties already tested for need no second test
        bool inMelee = false;
        bool unformedBeforeMelee = false;  // A50: its cohesion when it first fought this bound
        bool brokeThrough = false;         // A19: its next melee this bound
        bool counterCharging = false;      // 10.2: counter-charges its charger
        bool counterChargeChargingFactor = false;  // ... on the charging melee column (A10, A18)
        bool chargeResponseTested = false;         // tested in step 2 (or exempt)
        bool chargeImpetusLost = false;  // 13.6, A18: the melee uses the in-contact column
        bool chargeBroken = false;       // 9.4: halted by fire
        bool changedFormation = false;
        bool mayNotFire = false;                // for the rest of the bound
        bool squareMayBeBrokenThrough = false;  // 15.5 +5 against cavalry: tested in step 11
        int casualties = 0;
        int chargeDeclaredOrder = 0;             // 1 for the first charge declared (A49)
        double followUpBounds = 0;               // 15.5: follow up for this long in step 11
        std::vector<std::string> chargeTargets;  // declared in step 1; it moves to the first

        // --- moving, firing and reacting ----------------------------------------
        bool retired = false;
        bool retreated = false;
        bool movedInMoraleReaction = false;  // 8.11: no voluntary move next step 8
        bool movedInChargePhase = false;
        bool firedInResponse = false;  // 8.9: no fire in step 9
        bool fired = false;
        bool turned = false;     // half a bound used (13.4)
        bool underFire = false;  // interrupts reforming (12.5)
        double advanced = 0;     // inches moved forward before firing (13.3)
        double distanceMoved = 0;
        double pivoted = 0;                         // degrees (13.7)
        std::vector<MoraleTrigger> moraleTriggers;  // collected during the bound for step 10

        // --- charges (9, 10; steps 1-3, TricorneCharge*) ------------------------------
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

        // --- melee and breakthrough (11, 12; steps 4-7, TricorneMelee*, TricorneBreakthrough*)
        std::vector<std::string> meleeOpponents;      // units fought in melee this bound
        int meleeCasualties = 0;                      // figures lost in melee (A15 "fireOnly")
        std::vector<std::string> breakthroughTested;  // units it tested against this bound (11)
        bool chargeArrested = false;  // 11.4: the other broke through; stationary this bound
        std::vector<std::string> followUpTargets;  // ... "routing", "retreating", "retiring"
        std::string followUpTargetArm;             // ... only enemies of this arm

        bool operator==(const ThisBound&) const = default;
    };

    /// What the rules read of the bound before: a unit that retreated or routed
    /// fights and fires worse (12.4, 14.6, 15.4), one that moved in a morale
    /// reaction makes no voluntary move (8.11), and a melee goes on (12.2).
    struct LastBound {
        bool retreated = false;
        bool routed = false;
        bool movedInMoraleReaction = false;
        std::vector<std::string> meleeOpponents;

        bool operator==(const LastBound&) const = default;
    };

    // What is read of nearly every unit each time a step goes over the army
    // (who may act, charge, fight or must test morale) comes first and packed,
    // with the first members of `thisBound`, so that such a pass reads a line or
    // two of each status; the rest, read of the few units a rule is about,
    // follows by topic. Section numbers in the comments say where each belongs.

    // --- read of every unit: cohesion, strength, rout ----------------------------
    bool shaken = false;
    bool unformed = false;
    bool offTable = false;
    bool routOffTable = false;   // leaves the table and never returns
    bool riddenDown = false;     // 9.2: routs for the rest of the game
    bool mayNotAdvance = false;  // 15.5 +3/+4: never advances again
    bool limbered = false;
    GunsState guns = GunsState::Manned;
    int reformingBoundsLeft = 0;  // 13.5: 2 after a rout, 1 otherwise
    int routBoundsOwed = 0;       // 6.3: further bounds are added
    int casualtiesThisGame = 0;   // morale -1 each (15.4)
    int gunsAbandonedBoundsLeft = 0;
    double haltBoundsLeft = 0;   // 15.5 "halts to dress its ranks": bounds still halted
    std::string shelteringWith;  // crew sheltering with this infantry unit

    ThisBound thisBound;
    LastBound lastBound;

    // --- cohesion ---------------------------------------------------------------
    int squareFormedBound = 0;      // bound the unit formed square; 0 = before the game
    bool firstVolleyFired = false;  // once a game (14.6 line 10)

    // --- morale ------------------------------------------------------------------
    bool obeyOrdersRequired = false;  // a reaction result still to carry out
    /// The step 11 move still to make: Retire, Retreat or Recoil (saved as its key).
    std::optional<TricorneActionCode> pendingReaction;
    double pendingReactionDistance = 0;  // recoil: table inches; 0 = the reaction's own pace
    std::string reactionCause;           // the unit a retire, retreat or rout moves away from
    /// 15.5, e.g. RoutIfFollowedUp (melee follow-ups; saved as its key).
    TricorneEscalation reactionEscalation = TricorneEscalation::None;
    int continuousMeleeBounds = 0;  // cavalry: bounds in continuous melee (15.4)

    // --- artillery ---------------------------------------------------------------
    double limberingBoundsLeft = 0;  // limbering or unlimbering under way
    bool mustHoldPosition = false;   // 15.5 +3: holds for the rest of the game
    std::string battalion;           // battalion gun fielded as a unit: its battalion (2.1)

    // --- melee and breakthrough (11, 12) -------------------------------------------
    std::vector<std::string> brokenThrough;  // units this cavalry has broken through (12.4, A19)
    bool squareFullyFormed = false;  // 9.3.3: a breakthrough failed; none may be tried again
    /// 12.4, 13.6: it came into its melee over an obstacle its enemy holds, so
    /// it does not hold it; kept while the melee goes on.
    bool overObstacle = false;
    std::string followedUpBy;  // a retiring unit contacted by this follower (15.5 +3, +4)

    // --- command -----------------------------------------------------------------
    std::string attachedGeneral;  // general in base contact

    /// Hands what the rules look back on to `lastBound` and forgets the rest of
    /// `thisBound`; ends the count of continuous melee of a unit that did not
    /// fight (15.4).
    void endBound();

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
