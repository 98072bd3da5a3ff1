#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace adjutant {

/// What a unit's guns are doing (Tricorne and Musket 10.1, 12.6, 15.5).
enum class GunsState {
    Manned,
    AbandonedForBounds,       // crew away for `gunsAbandonedBoundsLeft` bounds
    AbandonedUntilSafe,       // crew sheltering with infantry until the threat passes
    AbandonedUntilMorale,     // needs a successful morale check to return (A46)
    Lost,                     // never returns
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
    // --- cohesion ---------------------------------------------------------------
    bool shaken = false;
    bool unformed = false;
    int reformingBoundsLeft = 0;  // 13.5: 2 after a rout, 1 otherwise
    int squareFormedBound = 0;    // bound the unit formed square; 0 = before the game

    // --- strength ---------------------------------------------------------------
    int casualtiesThisGame = 0;   // morale -1 each (15.4)
    int casualtiesThisBound = 0;

    // --- what happened, this bound and last --------------------------------------
    bool retiredThisBound = false;
    bool retreatedThisBound = false;
    bool retreatedLastBound = false;
    bool routedThisBound = false;
    bool routedLastBound = false;
    int routBoundsOwed = 0;       // 6.3: further bounds are added
    bool routOffTable = false;    // leaves the table and never returns
    bool riddenDown = false;      // 9.2: routs for the rest of the game
    bool offTable = false;

    // --- phase bookkeeping -------------------------------------------------------
    bool movedInMoraleReactionThisBound = false;  // 8.11: no voluntary move next step 8
    bool movedInMoraleReactionLastBound = false;
    bool movedInChargePhase = false;
    bool firedInResponse = false;     // 8.9: no fire in step 9
    bool firedThisBound = false;
    double advancedThisBound = 0;     // inches moved forward before firing (13.3)
    bool turnedThisBound = false;     // half a bound used (13.4)
    bool changedFormationThisBound = false;
    double distanceMovedThisBound = 0;
    bool underFireThisBound = false;  // interrupts reforming (12.5)
    bool inMeleeThisBound = false;
    bool firstVolleyFired = false;    // once a game (14.6 line 10)

    // --- morale ------------------------------------------------------------------
    std::vector<MoraleTrigger> moraleTriggers;  // collected during the bound for step 10
    bool obeyOrdersRequired = false;            // a reaction result still to carry out
    std::string pendingReaction;        // step 11 move still to make: "retire", "retreat", "recoil"
    double pendingReactionDistance = 0; // recoil: table inches; 0 = the reaction's own pace
    std::string reactionCause;          // the unit a retire, retreat or rout moves away from
    std::string reactionEscalation;     // 15.5, e.g. "routIfFollowedUp" (melee follow-ups)
    double haltBoundsLeft = 0;          // 15.5 "halts to dress its ranks": bounds still halted
    int continuousMeleeBounds = 0;      // cavalry: bounds in continuous melee (15.4)

    // --- artillery ---------------------------------------------------------------
    bool limbered = false;
    double limberingBoundsLeft = 0;  // limbering or unlimbering under way
    double pivotedThisBound = 0;     // degrees (13.7)
    bool mayNotAdvance = false;      // 15.5 +3/+4: never advances again
    bool mustHoldPosition = false;   // 15.5 +3: holds for the rest of the game
    GunsState guns = GunsState::Manned;
    int gunsAbandonedBoundsLeft = 0;
    std::string shelteringWith;      // crew sheltering with this infantry unit
    bool mayNotFireUntilNextBound = false;
    std::string battalion;  // battalion gun fielded as a unit: its battalion (2.1)

    // --- command -----------------------------------------------------------------
    std::string attachedGeneral;  // general in base contact

    /// Moves this bound's history to last bound's and clears per-bound fields.
    void endBound();

    nlohmann::json toJson() const;
    static TricorneUnitState fromJson(const nlohmann::json& json);
    bool operator==(const TricorneUnitState&) const = default;
};

std::string_view gunsStateKey(GunsState state);
GunsState gunsStateFromKey(std::string_view key);

}  // namespace adjutant
